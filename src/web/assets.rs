//! The embedded single-page app: Vite's `ui/dist`, compiled into the binary.
//!
//! Hashed files under `assets/` never change, so they are cached for a year; `index.html`
//! is revalidated every time so a new release shows up at once. Precompressed `.br`/`.gz`
//! siblings (written by the UI build) are served to browsers that accept them.

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::error::error_body;

#[derive(rust_embed::Embed)]
#[folder = "ui/dist/"]
#[allow_missing = true]
struct Ui;

const INDEX: &str = "index.html";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// Serves `path` from the embedded UI, or `index.html` for client-side routes.
pub fn serve(path: &str, request_headers: &HeaderMap) -> Response {
    let path = path.trim_start_matches('/');
    let path = if path.is_empty() { INDEX } else { path };
    if let Some(response) = file_response(path, request_headers) {
        return response;
    }
    // A missing hashed asset is a real 404: answering index.html would hand the browser HTML
    // where it expects a script.
    if path.starts_with("assets/") {
        return error_body(StatusCode::NOT_FOUND, "This file does not exist.");
    }
    file_response(INDEX, request_headers).unwrap_or_else(ui_missing)
}

/// Whether the binary carries a built UI (the server logs a hint when it does not).
pub fn ui_is_embedded() -> bool {
    Ui::get(INDEX).is_some()
}

fn file_response(path: &str, request_headers: &HeaderMap) -> Option<Response> {
    // Compressed siblings are only ever served in place of their original.
    if path.ends_with(".br") || path.ends_with(".gz") {
        return None;
    }
    let original = Ui::get(path)?;
    let etag = format!("\"{}\"", hex(&original.metadata.sha256_hash()[..16]));
    let cache = if path == INDEX {
        "no-cache"
    } else if path.starts_with("assets/") {
        IMMUTABLE
    } else {
        "public, max-age=3600"
    };
    let mime = original.metadata.mimetype().to_string();

    let mut headers = HeaderMap::new();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Ok(v) = HeaderValue::from_str(&mime) {
        headers.insert(header::CONTENT_TYPE, v);
    }
    if let Ok(v) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, v);
    }

    let if_none_match = request_headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok());
    if if_none_match.is_some_and(|v| v.split(',').any(|t| t.trim() == etag)) {
        return Some((StatusCode::NOT_MODIFIED, headers).into_response());
    }

    let accepted = accepted_encodings(request_headers);
    let mut body = original.data;
    let mut has_variant = false;
    for (encoding, ext) in [("br", "br"), ("gzip", "gz")] {
        if let Some(variant) = Ui::get(&format!("{path}.{ext}")) {
            has_variant = true;
            if accepted.contains(&encoding) && !headers.contains_key(header::CONTENT_ENCODING) {
                body = variant.data;
                headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
            }
        }
    }
    if has_variant {
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    Some((StatusCode::OK, headers, body.into_owned()).into_response())
}

/// Encodings the client accepts (q=0 means refused).
fn accepted_encodings(headers: &HeaderMap) -> Vec<&'static str> {
    let Some(value) = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for part in value.split(',') {
        let mut pieces = part.split(';');
        let name = pieces.next().unwrap_or("").trim().to_ascii_lowercase();
        let refused = pieces.any(|p| {
            let p = p.trim().replace(' ', "");
            p == "q=0" || p == "q=0.0" || p == "q=0.00" || p == "q=0.000"
        });
        if refused {
            continue;
        }
        match name.as_str() {
            "br" => out.push("br"),
            "gzip" => out.push("gzip"),
            _ => {}
        }
    }
    out
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn ui_missing() -> Response {
    let page = "<!doctype html><meta charset=utf-8><title>farmstand</title>\
        <h1>The web interface is not built into this binary</h1>\
        <p>The API is running. To include the site's pages, build with <code>cargo xtask dist</code> \
        (it builds <code>ui/</code> with npm, then the release binary).</p>";
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")],
        page,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_accept_encoding() {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("gzip, deflate, br;q=0"));
        assert_eq!(accepted_encodings(&h), vec!["gzip"]);
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("br, gzip"));
        assert_eq!(accepted_encodings(&h), vec!["br", "gzip"]);
        assert!(accepted_encodings(&HeaderMap::new()).is_empty());
    }
}
