//! Visitors' text (comments, messages, names): plain text, checked for length, stored with
//! HTML's special characters escaped so that no page or email can ever run it as markup.
//! The UI decodes the five entities back and shows the result as text.

/// `&`, `<`, `>`, `"` and `'` as entities.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The text [`escape_html`] was given back (for plain-text emails and CSV exports).
pub fn unescape_html(text: &str) -> String {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
}

/// Trims, drops control characters (keeping line breaks and tabs when `multiline`), and
/// checks the length in characters as the visitor typed them. `Err` names the limit.
pub fn clean(raw: &str, multiline: bool, max_chars: usize, what: &str) -> Result<String, String> {
    let text: String = raw
        .trim()
        .chars()
        .filter(|c| !c.is_control() || (multiline && (*c == '\n' || *c == '\t')))
        .map(|c| if !multiline && c == '\t' { ' ' } else { c })
        .collect::<String>()
        .replace("\r\n", "\n");
    if text.chars().count() > max_chars {
        return Err(format!("{what} can be at most {max_chars} characters."));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_round_trips() {
        let raw = r#"<script>alert("x")</script> & 'quotes' &amp;"#;
        let stored = escape_html(raw);
        assert_eq!(stored, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; &amp;amp;");
        assert_eq!(unescape_html(&stored), raw);
    }

    #[test]
    fn cleaning_trims_drops_controls_and_counts_characters() {
        assert_eq!(clean("  Ama\u{0}\n ", false, 60, "Names").unwrap(), "Ama");
        assert_eq!(clean("one\r\ntwo\u{7}", true, 60, "Comments").unwrap(), "one\ntwo");
        assert_eq!(clean(&"é".repeat(60), false, 60, "Names").unwrap().chars().count(), 60);
        assert_eq!(clean(&"é".repeat(61), false, 60, "Names").unwrap_err(), "Names can be at most 60 characters.");
    }
}
