//! Request guards that must cover every route, including ones not written yet: they match
//! on path prefixes instead of being attached route by route.

use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;

use super::error::error_body;
use crate::accounts::{CurrentUser, Role, SESSION_COOKIE, cookie_value};
use crate::state::AppState;

/// Paths that only administrators may use, whatever the method, known or not.
/// The Training Center and scheduler (`/api/dexter/*`) are admin-only too: an open training
/// endpoint would let anyone rewrite what the assistant says.
pub fn needs_admin(path: &str) -> bool {
    let under = |prefix: &str| path == prefix || path.starts_with(&format!("{prefix}/"));
    (under("/api/admin") && path != "/api/admin/login") || under("/api/dexter")
}

/// 401 for visitors and 403 for members on every admin path, so no admin route can be added
/// unguarded by mistake and unknown admin paths reveal nothing.
pub async fn require_admin_for_admin_paths(req: Request, next: Next) -> Response {
    if needs_admin(req.uri().path()) {
        match req.extensions().get::<CurrentUser>() {
            None => return error_body(StatusCode::UNAUTHORIZED, "Please sign in as an administrator."),
            Some(user) if user.role != Role::Admin => {
                return error_body(StatusCode::FORBIDDEN, "This needs an administrator account.");
            }
            Some(_) => {}
        }
    }
    next.run(req).await
}

/// CSRF protection: a state-changing request must come from our own pages. Browsers always
/// send `Origin` on cross-site POST/PUT/DELETE, so a foreign or `null` origin is refused; a
/// request with neither Origin nor Referer is only accepted when it carries no session cookie
/// (scripts and webhooks, which have no ambient authority to abuse).
pub async fn same_origin_for_unsafe_methods(
    State(state): State<AppState>,
    req: Request,
    next: Next,
) -> Response {
    let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if !safe && !is_same_origin(req.headers(), state.config.public_url.as_ref().map(|u| u.origin.as_str())) {
        return error_body(
            StatusCode::FORBIDDEN,
            "This request came from another site and was blocked. Reload the page and try again.",
        );
    }
    next.run(req).await
}

fn is_same_origin(headers: &HeaderMap, public_origin: Option<&str>) -> bool {
    let origin = headers
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
        .or_else(|| headers.get(header::REFERER).and_then(|v| v.to_str().ok()).and_then(origin_of));
    let Some(origin) = origin else {
        return cookie_value(headers, SESSION_COOKIE).is_none();
    };
    let origin = origin.to_ascii_lowercase();
    if public_origin == Some(origin.as_str()) {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).map(str::to_ascii_lowercase);
    match host {
        Some(host) => origin == format!("http://{host}") || origin == format!("https://{host}"),
        None => false,
    }
}

/// `scheme://host[:port]` of an absolute URL.
fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let host = rest.split(['/', '?', '#']).next()?;
    (!host.is_empty()).then(|| format!("{scheme}://{host}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn admin_paths() {
        for p in ["/api/admin", "/api/admin/", "/api/admin/site", "/api/admin/anything/else", "/api/dexter/train"] {
            assert!(needs_admin(p), "{p}");
        }
        for p in ["/api/admin/login", "/api/administrator", "/api/site", "/admin/dashboard", "/api/auth/user"] {
            assert!(!needs_admin(p), "{p}");
        }
    }

    fn headers(pairs: &[(header::HeaderName, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(k.clone(), HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn origins() {
        let host = (header::HOST, "farm.example:8080");
        assert!(is_same_origin(&headers(&[host.clone(), (header::ORIGIN, "http://farm.example:8080")]), None));
        assert!(!is_same_origin(&headers(&[host.clone(), (header::ORIGIN, "http://evil.example")]), None));
        assert!(!is_same_origin(&headers(&[host.clone(), (header::ORIGIN, "null")]), None));
        assert!(is_same_origin(&headers(&[host.clone(), (header::REFERER, "http://farm.example:8080/admin/login")]), None));
        assert!(!is_same_origin(&headers(&[host.clone(), (header::REFERER, "http://evil.example/x")]), None));
        assert!(is_same_origin(&headers(&[(header::HOST, "127.0.0.1:9"), (header::ORIGIN, "https://farm.org")]), Some("https://farm.org")));
        assert!(is_same_origin(&headers(&[host.clone()]), None), "scripts without cookies pass");
        assert!(!is_same_origin(&headers(&[host, (header::COOKIE, "farmstand_session=x")]), None));
    }
}
