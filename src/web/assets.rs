//! The embedded single-page app: Vite's `ui/dist`, compiled into the binary.
//!
//! Hashed files under `assets/` never change, so they are cached for a year; `index.html`
//! is revalidated every time so a new release shows up at once. Precompressed `.br`/`.gz`
//! siblings (written by the UI build) are served to browsers that accept them.

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use rust_embed::Embed;

use super::error::error_body;

#[derive(Embed)]
#[folder = "ui/dist/"]
#[allow_missing = true]
struct Ui;

const INDEX: &str = "index.html";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// Serves `path` from the embedded UI, or `index.html` for client-side routes.
pub fn serve(path: &str, request_headers: &HeaderMap) -> Response {
    serve_from::<Ui>(path, request_headers)
}

fn serve_from<E: Embed>(path: &str, request_headers: &HeaderMap) -> Response {
    let path = path.trim_start_matches('/');
    let path = if path.is_empty() { INDEX } else { path };
    if let Some(response) = file_response::<E>(path, request_headers) {
        return response;
    }
    // A missing hashed asset is a real 404: answering index.html would hand the browser HTML
    // where it expects a script.
    if path.starts_with("assets/") {
        return error_body(StatusCode::NOT_FOUND, "This file does not exist.");
    }
    file_response::<E>(INDEX, request_headers).unwrap_or_else(ui_missing)
}

/// Whether the binary carries a built UI (the server logs a hint when it does not).
pub fn ui_is_embedded() -> bool {
    Ui::get(INDEX).is_some()
}

fn file_response<E: Embed>(path: &str, request_headers: &HeaderMap) -> Option<Response> {
    // Compressed siblings are only ever served in place of their original.
    if path.ends_with(".br") || path.ends_with(".gz") {
        return None;
    }
    let original = E::get(path)?;
    let etag = format!("\"{}\"", hex(&original.metadata.sha256_hash()[..16]));
    let cache = if path == INDEX {
        "no-cache"
    } else if path.starts_with("assets/") {
        IMMUTABLE
    } else {
        "public, max-age=3600"
    };

    let mut headers = HeaderMap::new();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Ok(v) = HeaderValue::from_str(original.metadata.mimetype()) {
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
        if let Some(variant) = E::get(&format!("{path}.{ext}")) {
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
    // Release builds embed the files as static bytes: serve them without copying.
    let body = match body {
        std::borrow::Cow::Borrowed(bytes) => axum::body::Body::from(axum::body::Bytes::from_static(bytes)),
        std::borrow::Cow::Owned(bytes) => axum::body::Body::from(bytes),
    };
    Some((StatusCode::OK, headers, body).into_response())
}

/// Encodings the client accepts (q=0 means refused). Runs on every asset request, so it
/// does not allocate beyond the small result.
fn accepted_encodings(headers: &HeaderMap) -> Vec<&'static str> {
    let Some(value) = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(2);
    for part in value.split(',') {
        let mut pieces = part.split(';');
        let name = pieces.next().unwrap_or("").trim();
        let refused = pieces.any(|p| {
            p.trim().strip_prefix("q=").and_then(|q| q.trim().parse::<f32>().ok()) == Some(0.0)
        });
        if refused {
            continue;
        }
        if name.eq_ignore_ascii_case("br") {
            out.push("br");
        } else if name.eq_ignore_ascii_case("gzip") {
            out.push("gzip");
        }
    }
    out
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(DIGITS[(b >> 4) as usize] as char);
        out.push(DIGITS[(b & 0xf) as usize] as char);
    }
    out
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

    /// A tiny built UI: index.html, a hashed script with .br/.gz siblings, a favicon.
    #[derive(Embed)]
    #[folder = "tests/fixtures/ui/"]
    struct Fixture;

    fn get(path: &str, headers: &[(header::HeaderName, &'static str)]) -> Response {
        let mut h = HeaderMap::new();
        for (k, v) in headers {
            h.insert(k.clone(), HeaderValue::from_static(v));
        }
        serve_from::<Fixture>(path, &h)
    }

    async fn body(r: Response) -> Vec<u8> {
        axum::body::to_bytes(r.into_body(), usize::MAX).await.unwrap().to_vec()
    }

    fn header_of(r: &Response, name: header::HeaderName) -> &str {
        r.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or("")
    }

    #[tokio::test]
    async fn hashed_assets_are_immutable_and_precompressed() {
        let plain = get("/assets/app-3f2a1b.js", &[]);
        assert_eq!(plain.status(), StatusCode::OK);
        assert_eq!(header_of(&plain, header::CACHE_CONTROL), IMMUTABLE);
        assert!(header_of(&plain, header::CONTENT_TYPE).contains("javascript"));
        assert_eq!(header_of(&plain, header::CONTENT_ENCODING), "");
        assert_eq!(header_of(&plain, header::VARY), "accept-encoding");
        let original = body(plain).await;

        let br = get("/assets/app-3f2a1b.js", &[(header::ACCEPT_ENCODING, "gzip, br")]);
        assert_eq!(header_of(&br, header::CONTENT_ENCODING), "br");
        let gz = get("/assets/app-3f2a1b.js", &[(header::ACCEPT_ENCODING, "gzip")]);
        assert_eq!(header_of(&gz, header::CONTENT_ENCODING), "gzip");
        assert_ne!(body(gz).await, original);

        // The siblings themselves are not addressable.
        assert_eq!(get("/assets/app-3f2a1b.js.br", &[]).status(), StatusCode::NOT_FOUND);
    }

    #[tokio::test]
    async fn client_routes_get_index_html_revalidated_every_time() {
        for path in ["/", "/about", "/admin/dashboard", "/no/such/page"] {
            let r = get(path, &[]);
            assert_eq!(r.status(), StatusCode::OK, "{path}");
            assert_eq!(header_of(&r, header::CACHE_CONTROL), "no-cache", "{path}");
            assert!(String::from_utf8(body(r).await).unwrap().contains("<div id=\"root\">"));
        }
        assert_eq!(header_of(&get("/favicon.svg", &[]), header::CACHE_CONTROL), "public, max-age=3600");
        assert_eq!(get("/assets/missing-000.js", &[]).status(), StatusCode::NOT_FOUND);
    }

    #[tokio::test]
    async fn etags_answer_304() {
        let first = get("/assets/app-3f2a1b.js", &[]);
        let etag = header_of(&first, header::ETAG).to_string();
        assert!(etag.starts_with('"'));
        let mut h = HeaderMap::new();
        h.insert(header::IF_NONE_MATCH, HeaderValue::from_str(&etag).unwrap());
        assert_eq!(serve_from::<Fixture>("/assets/app-3f2a1b.js", &h).status(), StatusCode::NOT_MODIFIED);
    }

    #[test]
    fn parses_accept_encoding() {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("gzip, deflate, br;q=0"));
        assert_eq!(accepted_encodings(&h), vec!["gzip"]);
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("br, gzip"));
        assert_eq!(accepted_encodings(&h), vec!["br", "gzip"]);
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("BR;q=0.5, gzip; q=0.000"));
        assert_eq!(accepted_encodings(&h), vec!["br"]);
        assert_eq!(hex(&[0x00, 0xab, 0xff]), "00abff");
        assert!(accepted_encodings(&HeaderMap::new()).is_empty());
    }
}
