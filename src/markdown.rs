//! Markdown from our embedded seed files (guides, lessons) rendered to HTML.

use pulldown_cmark::{Event, Options, Parser, html};

/// Renders Markdown with tables and strikethrough. Raw HTML in the source is dropped, so the
/// result is safe to insert unescaped into a page.
pub fn to_html(markdown: &str) -> String {
    let parser = Parser::new_ext(markdown, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH)
        .filter(|event| !matches!(event, Event::Html(_) | Event::InlineHtml(_)));
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut out, parser);
    out
}
