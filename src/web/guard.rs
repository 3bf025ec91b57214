//! Request guards that must cover every route, including ones not written yet: they match
//! on path prefixes instead of being attached route by route.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::extract::Request;
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tower::{Layer, Service};

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

/// The request guards every route passes, in one layer:
///
/// 1. CSRF: a state-changing request must come from our own pages. Browsers always send
///    `Origin` on cross-site POST/PUT/DELETE, so a foreign or `null` origin is refused; a
///    request with neither Origin nor Referer is only accepted when it carries no session
///    cookie (scripts and webhooks, which have no ambient authority to abuse).
/// 2. The session cookie, when present on an API call, becomes a
///    [`crate::accounts::CurrentUser`] in the request extensions.
/// 3. Admin paths answer 401 to visitors and 403 to members, whether a route exists or not,
///    so no admin route can be added unguarded by mistake and unknown ones reveal nothing.
///
/// NOTE: a request without a session cookie is decided without awaiting anything, and goes
/// on to the router without an extra boxed future: that is every anonymous page view and
/// store read, the bulk of the traffic.
#[derive(Clone)]
pub struct Guards {
    state: AppState,
}

impl Guards {
    pub fn new(state: AppState) -> Self {
        Guards { state }
    }
}

impl<S> Layer<S> for Guards {
    type Service = GuardService<S>;

    fn layer(&self, inner: S) -> Self::Service {
        GuardService { inner, state: self.state.clone() }
    }
}

#[derive(Clone)]
pub struct GuardService<S> {
    inner: S,
    state: AppState,
}

fn is_api(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}

fn refuse(status: StatusCode, message: &str) -> Response {
    error_body(status, message)
}

impl<S> Service<Request> for GuardService<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = GuardFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
        if !safe && !is_same_origin(req.headers(), self.state.config.public_url.as_ref().map(|u| u.origin.as_str())) {
            return GuardFuture::Ready { response: Some(refuse(
                StatusCode::FORBIDDEN,
                "This request came from another site and was blocked. Reload the page and try again.",
            )) };
        }
        let path = req.uri().path();
        // Pages and static files never need the user; only the API pays for the lookup.
        if is_api(path) && cookies::read(req.headers(), SESSION_COOKIE).is_some() {
            // The service that was polled ready handles this request; a fresh clone is left
            // for the next one.
            let clone = self.inner.clone();
            let inner = std::mem::replace(&mut self.inner, clone);
            return GuardFuture::Session { future: Box::pin(with_session(self.state.clone(), inner, req)) };
        }
        if needs_admin(path) {
            return GuardFuture::Ready { response: Some(refuse(StatusCode::UNAUTHORIZED, "Please sign in as an administrator.")) };
        }
        GuardFuture::Inner { future: self.inner.call(req) }
    }
}

/// The guards for a request with a session cookie: look the user up, check admin paths.
async fn with_session<S>(state: AppState, mut inner: S, mut req: Request) -> Result<Response, Infallible>
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    let user = match crate::accounts::session_user(&state, req.headers()).await {
        Ok(user) => user,
        Err(e) => return Ok(e.into_response()),
    };
    if needs_admin(req.uri().path()) {
        match &user {
            None => return Ok(refuse(StatusCode::UNAUTHORIZED, "Please sign in as an administrator.")),
            Some(user) if user.role != Role::Admin => {
                return Ok(refuse(StatusCode::FORBIDDEN, "This needs an administrator account."));
            }
            Some(_) => {}
        }
    }
    if let Some(user) = user {
        req.extensions_mut().insert(user);
    }
    inner.call(req).await
}

pin_project_lite::pin_project! {
    #[project = GuardProj]
    pub enum GuardFuture<F> {
        /// Decided without the router (a refusal).
        Ready { response: Option<Response> },
        /// Straight on to the router.
        Inner { #[pin] future: F },
        /// After the session lookup.
        Session { future: Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>> },
    }
}

impl<F: Future<Output = Result<Response, Infallible>>> Future for GuardFuture<F> {
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        match self.project() {
            GuardProj::Ready { response } => {
                Poll::Ready(Ok(response.take().unwrap_or_else(|| refuse(StatusCode::INTERNAL_SERVER_ERROR, "Polled twice."))))
            }
            GuardProj::Inner { future } => future.poll(cx),
            GuardProj::Session { future } => future.as_mut().poll(cx),
        }
    }
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
