//! Request guards that must cover every route, including ones not written yet: they match
//! on path prefixes instead of being attached route by route.

use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::error::error_body;
use super::cookies;
use crate::accounts::{Role, SESSION_COOKIE};
use crate::config::PublicUrl;
use crate::state::AppState;

/// Paths that only administrators may use, whatever the method, known or not.
/// The Training Center and scheduler (`/api/dexter/*`) are admin-only too: an open training
/// endpoint would let anyone rewrite what the assistant says.
pub fn needs_admin(path: &str) -> bool {
    let under = |prefix: &str| path == prefix || path.starts_with(&format!("{prefix}/"));
    (under("/api/admin") && path != "/api/admin/login") || under("/api/dexter")
}

/// The request guards every route passes, in one middleware (one pass instead of three):
///
/// 1. CSRF: a state-changing request must come from our own pages. Browsers always send
///    `Origin` on cross-site POST/PUT/DELETE, so a foreign or `null` origin is refused; a
///    request with neither Origin nor Referer is only accepted when it carries no session
///    cookie (scripts and webhooks, which have no ambient authority to abuse).
/// 2. The session cookie, when present, becomes a [`crate::accounts::CurrentUser`] in the request extensions.
/// 3. Admin paths answer 401 to visitors and 403 to members, whether a route exists or not,
///    so no admin route can be added unguarded by mistake and unknown ones reveal nothing.
pub async fn request_guards(State(state): State<AppState>, mut req: Request, next: Next) -> Response {
    let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if !safe && !is_same_origin(req.headers(), state.config.public_url.as_ref().map(|u| u.origin.as_str())) {
        return error_body(
            StatusCode::FORBIDDEN,
            "This request came from another site and was blocked. Reload the page and try again.",
        );
    }
    // Pages and static files never need the user; only the API pays for the lookup.
    let path = req.uri().path();
    let user = if path == "/api" || path.starts_with("/api/") {
        match crate::accounts::session_user(&state, req.headers()).await {
            Ok(user) => user,
            Err(e) => return e.into_response(),
        }
    } else {
        None
    };
    if needs_admin(req.uri().path()) {
        match &user {
            None => return error_body(StatusCode::UNAUTHORIZED, "Please sign in as an administrator."),
            Some(user) if user.role != Role::Admin => {
                return error_body(StatusCode::FORBIDDEN, "This needs an administrator account.");
            }
            Some(_) => {}
        }
    }
    if let Some(user) = user {
        req.extensions_mut().insert(user);
    }
    next.run(req).await
}

fn is_same_origin(headers: &HeaderMap, public_origin: Option<&str>) -> bool {
    let origin = headers
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
        .or_else(|| {
            let referer = headers.get(header::REFERER).and_then(|v| v.to_str().ok())?;
            PublicUrl::parse(referer).ok().map(|u| u.origin)
        });
    let Some(origin) = origin else {
        return cookies::read(headers, SESSION_COOKIE).is_none();
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
