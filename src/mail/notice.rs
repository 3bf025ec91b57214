//! Short notices (a held comment, a contact message, the free-guide links, a mailing-list
//! confirmation), rendered as HTML and plain text from one set of fields. Fields hold plain
//! text as people wrote it: the HTML template escapes it.

use askama::Template;

use super::store::NewEmail;

/// A link the notice offers.
pub struct Link {
    pub label: String,
    pub url: String,
}

/// What a notice says; both templates render the same fields.
#[derive(Default)]
pub struct Notice {
    pub to: String,
    pub subject: String,
    pub organization: String,
    pub heading: String,
    /// Paragraphs of plain text; line breaks inside one are kept.
    pub paragraphs: Vec<String>,
    pub links: Vec<Link>,
    /// A quoted visitor's text (a comment, a message), set apart from ours.
    pub quote: Option<String>,
    pub reply_to: Option<String>,
    /// Mailing-list emails: the one-click unsubscribe link, shown and sent as a header.
    pub unsubscribe_url: Option<String>,
}

#[derive(Template)]
#[template(path = "mail/notice.html")]
struct Html<'a> {
    n: &'a Notice,
}

#[derive(Template)]
#[template(path = "mail/notice.txt", escape = "none")]
struct Text<'a> {
    n: &'a Notice,
}

impl Notice {
    pub fn render(self) -> Result<NewEmail, askama::Error> {
        let html = Html { n: &self }.render()?;
        let text = Text { n: &self }.render()?;
        Ok(NewEmail {
            to: self.to,
            subject: self.subject,
            text,
            html,
            reply_to: self.reply_to,
            unsubscribe_url: self.unsubscribe_url,
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visitors_text_is_escaped_in_html_and_kept_in_text() {
        let email = Notice {
            to: "farm@example.org".into(),
            subject: "New message".into(),
            organization: "Farm".into(),
            heading: "A message".into(),
            paragraphs: vec!["From Ama".into()],
            links: vec![Link { label: "Open the inbox".into(), url: "https://farm.example/admin".into() }],
            quote: Some("<script>alert(1)</script>\nsecond line".into()),
            unsubscribe_url: Some("https://farm.example/api/unsubscribe?token=a.b".into()),
            ..Default::default()
        }
        .render()
        .unwrap();
        assert!(email.html.contains("&#60;script&#62;"), "{}", email.html);
        assert!(!email.html.contains("<script>"));
        assert!(email.text.contains("<script>alert(1)</script>\nsecond line"), "{}", email.text);
        assert!(email.text.contains("Open the inbox: https://farm.example/admin"));
        assert!(email.text.contains("Unsubscribe: https://farm.example/api/unsubscribe?token=a.b"));
        assert_eq!(email.unsubscribe_url.as_deref(), Some("https://farm.example/api/unsubscribe?token=a.b"));
    }
}
