//! The printable HTML page of a seeded guide.

use askama::Template;

#[derive(Template)]
#[template(path = "downloads/guide.html")]
struct GuidePage<'a> {
    title: &'a str,
    organization: &'a str,
    email: &'a str,
    /// Markdown rendered to HTML. The guides are our own embedded files, and raw HTML in
    /// them is dropped while rendering, so the result is safe to insert unescaped.
    body: String,
}

/// Renders a guide's Markdown into a self-contained, print-friendly page.
pub fn render(title: &str, markdown: &str, organization: &str, email: &str) -> Result<String, askama::Error> {
    GuidePage { title, organization, email, body: crate::markdown::to_html(markdown) }.render()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_markdown_and_drops_raw_html() {
        let page = render("Soil & Seeds", "# Soil\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script>\n\nText <b>bold</b>", "Farm <Co>", "a@b.co").unwrap();
        assert!(page.contains("<h1>Soil</h1>"));
        assert!(page.contains("<table>"));
        assert!(!page.contains("<script>alert"), "raw HTML is dropped");
        assert!(!page.contains("<b>bold"), "inline HTML is dropped");
        assert!(!page.contains("Soil & Seeds") && page.contains("Soil &#38; Seeds"), "the title is escaped: {page}");
        assert!(page.contains("Farm &#60;Co&#62;"), "settings are escaped");
    }
}
