//! The HTTP layer: router assembly, errors, extractors, guards, security headers and the
//! embedded UI. Features contribute their own `router()`; this module stacks the
//! cross-cutting layers once over all of them.

pub mod assets;
pub mod cache;
pub mod error;
pub mod extract;
pub mod guard;
pub mod cookies;
pub mod limit;
pub mod visitor;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderName, HeaderValue, Method, Request, StatusCode, Uri, header};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::request_id::{MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

use crate::state::AppState;
use error::error_body;

/// Largest JSON body any endpoint accepts unless it raises its own limit.
pub const JSON_BODY_LIMIT: usize = 64 * 1024;

/// Only our own origin may supply scripts, styles, images and connections; nobody may frame us.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; \
     form-action 'self'; frame-ancestors 'none'";

/// The whole application: every feature's routes behind the shared layers.
pub fn app(state: AppState) -> Router {
    Router::new()
        .merge(crate::accounts::router())
        .merge(crate::assistant::router())
        .merge(crate::site::router())
        .merge(crate::catalog::router())
        .merge(crate::courses::router())
        .merge(crate::downloads::router())
        .merge(crate::orders::router())
        .merge(crate::payments::router())
        .merge(crate::mail::router())
        .route("/healthz", get(healthz))
        .fallback(fallback)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(state.clone(), guard::request_guards))
        .layer(DefaultBodyLimit::max(JSON_BODY_LIMIT))
        .layer(response_header(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
        .layer(response_header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(response_header(header::REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .layer(response_header(header::X_FRAME_OPTIONS, "DENY"))
        .layer(response_header(HeaderName::from_static("permissions-policy"), "camera=(), microphone=(), geolocation=()"))
        .layer(CatchPanicLayer::custom(|_| {
            error_body(StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong on our side. Please try again in a moment.")
        }))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|req: &Request<_>| {
                    let id = req.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("-");
                    tracing::info_span!("request", id, method = %req.method(), path = %req.uri().path())
                })
                .on_request(())
                .on_response(|res: &Response, latency: Duration, _: &tracing::Span| {
                    tracing::info!(status = res.status().as_u16(), micros = latency.as_micros() as u64, "served");
                }),
        )
        .layer(PropagateRequestIdLayer::new(HeaderName::from_static("x-request-id")))
        .layer(SetRequestIdLayer::new(HeaderName::from_static("x-request-id"), RequestIds::default()))
        .with_state(state)
}

fn response_header(name: HeaderName, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
}

/// Request ids: a per-process random prefix and a counter, cheap and unique enough to find
/// one request's log lines.
#[derive(Clone, Default)]
struct RequestIds {
    prefix: std::sync::Arc<std::sync::OnceLock<String>>,
}

static NEXT_REQUEST: AtomicU64 = AtomicU64::new(1);

impl MakeRequestId for RequestIds {
    fn make_request_id<B>(&mut self, _: &Request<B>) -> Option<RequestId> {
        let prefix = self.prefix.get_or_init(crate::accounts::token::short_id);
        let n = NEXT_REQUEST.fetch_add(1, Ordering::Relaxed);
        HeaderValue::from_str(&format!("{prefix}-{n}")).ok().map(RequestId::new)
    }
}

async fn healthz() -> impl IntoResponse {
    axum::Json(serde_json::json!({ "status": "ok", "version": env!("CARGO_PKG_VERSION") }))
}

/// Unknown `/api/*` paths are JSON 404s; other GETs belong to the single-page app.
async fn fallback(method: Method, uri: Uri, headers: axum::http::HeaderMap) -> Response {
    let path = uri.path();
    if path == "/api" || path.starts_with("/api/") {
        return error_body(StatusCode::NOT_FOUND, "There is no API endpoint at this address.");
    }
    if method == Method::GET || method == Method::HEAD {
        return assets::serve(path, &headers);
    }
    error_body(StatusCode::NOT_FOUND, "Nothing here accepts this request.")
}

async fn method_not_allowed(method: Method) -> Response {
    error_body(StatusCode::METHOD_NOT_ALLOWED, &format!("This endpoint does not accept {method} requests."))
}
