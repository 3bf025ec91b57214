//! Receipts and link emails, rendered as HTML and plain text from one set of fields.

use askama::Template;

use super::store::NewEmail;

/// What a receipt says; both templates render the same fields.
pub struct Receipt<'a> {
    pub to: &'a str,
    pub subject: &'a str,
    pub organization: &'a str,
    pub heading: &'a str,
    pub intro: &'a str,
    pub action_label: &'a str,
    pub action_url: &'a str,
    pub note: &'a str,
    pub item: &'a str,
    pub amount: &'a str,
    pub order_ref: &'a str,
    pub support_email: &'a str,
}

/// Both templates read the same [`Receipt`] as `r`.
#[derive(Template)]
#[template(path = "mail/receipt.html")]
struct Html<'a> {
    r: &'a Receipt<'a>,
}

#[derive(Template)]
#[template(path = "mail/receipt.txt", escape = "none")]
struct Text<'a> {
    r: &'a Receipt<'a>,
}

impl Receipt<'_> {
    pub fn render(&self) -> Result<NewEmail, askama::Error> {
        let html = Html { r: self }.render()?;
        let text = Text { r: self }.render()?;
        Ok(NewEmail { to: self.to.to_string(), subject: self.subject.to_string(), text, html, ..Default::default() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn receipt<'a>(item: &'a str, url: &'a str) -> Receipt<'a> {
        Receipt {
            to: "buyer@example.org",
            subject: "Your download",
            organization: "Farm",
            heading: "Thank you!",
            intro: "Your guide is ready.",
            action_label: "Download your guide",
            action_url: url,
            note: "The link works for 7 days.",
            item,
            amount: "39.99",
            order_ref: "cs_test_1",
            support_email: "hello@farm.example.org",
        }
    }

    #[test]
    fn html_is_escaped_and_text_is_not() {
        let email = receipt("Soil <b>& Sun</b>", "https://farm.example.org/api/download/5?token=a&b").render().unwrap();
        assert!(email.html.contains("Soil &#60;b&#62;&#38; Sun&#60;/b&#62;") || email.html.contains("Soil &lt;b&gt;&amp; Sun&lt;/b&gt;"));
        assert!(!email.html.contains("<b>"));
        assert!(email.text.contains("Item: Soil <b>& Sun</b>"));
        assert!(email.text.contains("https://farm.example.org/api/download/5?token=a&b"));
        assert!(email.text.contains("Amount paid: $39.99"));
    }
}
