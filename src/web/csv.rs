//! CSV exports for spreadsheets (orders, messages, leads, subscribers).

/// One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). Fields that
/// a spreadsheet would run as a formula are prefixed with an apostrophe.
pub fn field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{value}") } else { value.to_string() };
    if value.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

/// A header row and rows of already-quoted fields, with CRLF line ends.
pub fn table(header: &[&str], rows: impl IntoIterator<Item = Vec<String>>) -> String {
    let mut out = header.join(",");
    out.push_str("\r\n");
    for row in rows {
        out.push_str(&row.join(","));
        out.push_str("\r\n");
    }
    out
}

/// The response of an export: the body as a download named `name`.
pub fn download(name: &str, body: String) -> axum::response::Response {
    use axum::http::header;
    use axum::response::IntoResponse;
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
        ],
        body,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tricky_fields_are_quoted_and_formulas_defused() {
        assert_eq!(field("plain"), "plain");
        assert_eq!(field("a,b"), "\"a,b\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("=SUM(A1)"), "'=SUM(A1)");
        assert_eq!(table(&["a", "b"], [vec!["1".into(), field("x,y")]]), "a,b\r\n1,\"x,y\"\r\n");
    }
}
