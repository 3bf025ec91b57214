//! The one cookie reader and writer. Every cookie we set is HttpOnly and SameSite=Lax, and
//! Secure exactly when the site is served over https (`ServeConfig::https`).

use axum::http::{HeaderMap, HeaderValue, header};

/// The value of cookie `name` in the request, if present (the first one wins).
pub fn read<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    read_all(headers, name).next()
}

/// Every value sent for cookie `name` (a browser may send two with different paths).
pub fn read_all<'h>(headers: &'h HeaderMap, name: &str) -> impl Iterator<Item = &'h str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .filter(move |(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// A `Set-Cookie` value. `max_age` 0 deletes the cookie.
pub fn set(name: &str, value: &str, path: &str, max_age: i64, https: bool) -> HeaderValue {
    let secure = if https { "; Secure" } else { "" };
    let cookie = format!("{name}={value}; Path={path}; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    // NOTE: our names and values are base64url or digits, so the header is always valid;
    // an invalid one would be dropped rather than sent broken.
    HeaderValue::from_str(&cookie).unwrap_or_else(|_| HeaderValue::from_static(""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_cookies() {
        let mut h = HeaderMap::new();
        h.insert(header::COOKIE, HeaderValue::from_static("a=1; farmstand_session=tok; b=2"));
        h.append(header::COOKIE, HeaderValue::from_static("c=3; a=4"));
        assert_eq!(read(&h, "farmstand_session"), Some("tok"));
        assert_eq!(read(&h, "c"), Some("3"));
        assert_eq!(read_all(&h, "a").collect::<Vec<_>>(), ["1", "4"]);
        assert_eq!(read(&h, "missing"), None);
    }

    #[test]
    fn secure_only_on_https() {
        assert_eq!(set("s", "v", "/", 60, false), "s=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60");
        assert!(set("s", "v", "/api", 0, true).to_str().unwrap().ends_with("; Secure"));
    }
}
