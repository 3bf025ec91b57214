//! Stored files over HTTP, streamed from disk in small chunks (never read whole: forty
//! visitors downloading a 10 MiB guide must not cost 400 MiB), with single Range requests
//! (206) for resumed downloads and PDF viewers, and `ETag`/`If-None-Match` by content hash.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::io::{AsyncReadExt, AsyncSeekExt};
use tokio_util::io::ReaderStream;

/// Bytes read from disk per chunk: small enough that many slow readers cost little memory.
const CHUNK: usize = 32 * 1024;

/// How to present a stored file.
pub struct Presentation<'a> {
    pub mime: &'a str,
    /// `Content-Disposition`, e.g. `attachment; filename="guide.pdf"`.
    pub disposition: Option<String>,
    pub cache_control: &'static str,
}

/// The part of a file a request asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Span {
    Whole,
    /// Inclusive byte range.
    Part { start: u64, end: u64 },
    Unsatisfiable,
}

/// Reads a `Range` header for a file of `len` bytes. Only single byte ranges are honoured;
/// anything else (several ranges, other units, nonsense) gets the whole file, as RFC 9110
/// allows.
pub fn span(range: Option<&str>, len: u64) -> Span {
    let Some(spec) = range.and_then(|r| r.trim().strip_prefix("bytes=")) else { return Span::Whole };
    if spec.contains(',') {
        return Span::Whole;
    }
    let Some((first, last)) = spec.split_once('-') else { return Span::Whole };
    let (first, last) = (first.trim(), last.trim());
    let parsed = match (first.is_empty(), last.is_empty()) {
        // "-500": the last 500 bytes.
        (true, false) => match last.parse::<u64>() {
            Ok(0) => return Span::Unsatisfiable,
            Ok(n) => Some((len.saturating_sub(n), len.saturating_sub(1))),
            Err(_) => None,
        },
        (false, true) => first.parse::<u64>().ok().map(|a| (a, len.saturating_sub(1))),
        (false, false) => match (first.parse::<u64>(), last.parse::<u64>()) {
            (Ok(a), Ok(b)) if a <= b => Some((a, b.min(len.saturating_sub(1)))),
            _ => None,
        },
        (true, true) => None,
    };
    match parsed {
        None => Span::Whole,
        Some((start, _)) if len == 0 || start >= len => Span::Unsatisfiable,
        Some((start, end)) => Span::Part { start, end },
    }
}

/// Whether this request starts a download (a whole file, or a range from its first byte),
/// as opposed to a viewer or a resumed download fetching later parts: only those count.
pub fn starts_download(method: &Method, headers: &HeaderMap) -> bool {
    if method != Method::GET {
        return false;
    }
    let range = headers.get(header::RANGE).and_then(|v| v.to_str().ok());
    match span(range, u64::MAX) {
        Span::Whole => true,
        Span::Part { start, .. } => start == 0,
        Span::Unsatisfiable => false,
    }
}

/// The response for a stored file whose content hash is `sha256`; `None` when the file is
/// missing on disk.
pub async fn serve(
    path: &std::path::Path,
    sha256: &str,
    how: Presentation<'_>,
    method: &Method,
    request: &HeaderMap,
) -> std::io::Result<Response> {
    let etag = format!("\"{sha256}\"");
    let etag_value = HeaderValue::from_str(&etag).map_err(std::io::Error::other)?;
    let mut file = tokio::fs::File::open(path).await?;
    let len = file.metadata().await?.len();

    let mut headers = HeaderMap::new();
    headers.insert(header::ETAG, etag_value);
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(how.cache_control));
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));

    let matches = |h: header::HeaderName| {
        request.get(h).and_then(|v| v.to_str().ok()).is_some_and(|v| v.split(',').any(|t| {
            let t = t.trim();
            t == "*" || t.trim_start_matches("W/") == etag
        }))
    };
    if matches(header::IF_NONE_MATCH) {
        return Ok((StatusCode::NOT_MODIFIED, headers).into_response());
    }
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_str(how.mime).map_err(std::io::Error::other)?);
    if let Some(d) = how.disposition.as_deref().and_then(|d| HeaderValue::from_str(d).ok()) {
        headers.insert(header::CONTENT_DISPOSITION, d);
    }

    // If-Range: a resumed download only gets a part if the file is still the same.
    let range = request.get(header::RANGE).and_then(|v| v.to_str().ok());
    let range = if request.contains_key(header::IF_RANGE) && !matches(header::IF_RANGE) { None } else { range };
    let (status, start, count) = match span(range, len) {
        Span::Whole => (StatusCode::OK, 0, len),
        Span::Part { start, end } => {
            let value = format!("bytes {start}-{end}/{len}");
            headers.insert(header::CONTENT_RANGE, HeaderValue::from_str(&value).map_err(std::io::Error::other)?);
            (StatusCode::PARTIAL_CONTENT, start, end - start + 1)
        }
        Span::Unsatisfiable => {
            let value = format!("bytes */{len}");
            headers.insert(header::CONTENT_RANGE, HeaderValue::from_str(&value).map_err(std::io::Error::other)?);
            let mut response = crate::web::error::error_body(
                StatusCode::RANGE_NOT_SATISFIABLE,
                "The requested part of the file is beyond its end.",
            );
            if let Some(v) = headers.remove(header::CONTENT_RANGE) {
                response.headers_mut().insert(header::CONTENT_RANGE, v);
            }
            return Ok(response);
        }
    };
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(count));
    if method == Method::HEAD {
        return Ok((status, headers).into_response());
    }
    if start > 0 {
        file.seek(std::io::SeekFrom::Start(start)).await?;
    }
    let body = Body::from_stream(ReaderStream::with_capacity(file.take(count), CHUNK));
    Ok((status, headers, body).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        assert_eq!(span(None, 100), Span::Whole);
        assert_eq!(span(Some("bytes=0-9"), 100), Span::Part { start: 0, end: 9 });
        assert_eq!(span(Some("bytes=90-"), 100), Span::Part { start: 90, end: 99 });
        assert_eq!(span(Some("bytes=-10"), 100), Span::Part { start: 90, end: 99 });
        assert_eq!(span(Some("bytes=-500"), 100), Span::Part { start: 0, end: 99 });
        assert_eq!(span(Some("bytes=50-500"), 100), Span::Part { start: 50, end: 99 });
        assert_eq!(span(Some("bytes=100-"), 100), Span::Unsatisfiable);
        assert_eq!(span(Some("bytes=-0"), 100), Span::Unsatisfiable);
        assert_eq!(span(Some("bytes=0-1,5-6"), 100), Span::Whole, "several ranges: the whole file");
        assert_eq!(span(Some("bytes=9-1"), 100), Span::Whole);
        assert_eq!(span(Some("items=0-1"), 100), Span::Whole);
        assert_eq!(span(Some("bytes=x-"), 100), Span::Whole);
    }

    #[test]
    fn only_first_requests_count_as_downloads() {
        let mut h = HeaderMap::new();
        assert!(starts_download(&Method::GET, &h));
        assert!(!starts_download(&Method::HEAD, &h));
        h.insert(header::RANGE, HeaderValue::from_static("bytes=0-1023"));
        assert!(starts_download(&Method::GET, &h));
        h.insert(header::RANGE, HeaderValue::from_static("bytes=1024-"));
        assert!(!starts_download(&Method::GET, &h));
    }
}
