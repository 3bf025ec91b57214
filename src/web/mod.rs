//! The HTTP layer: router assembly, errors, extractors, guards, security headers and the
//! embedded UI. Features contribute their own `router()`; this module stacks the
//! cross-cutting layers once over all of them.

pub mod assets;
pub mod cache;
pub mod dates;
pub mod error;
pub mod extract;
pub mod guard;
pub mod cookies;
pub mod csv;
pub mod text;
pub mod envelope;
pub mod limit;
pub mod visitor;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::state::AppState;
use error::error_body;

/// Largest JSON body any endpoint accepts unless it raises its own limit.
pub const JSON_BODY_LIMIT: usize = 64 * 1024;

/// The whole application: every feature's routes behind the shared layers.
pub fn app(state: AppState) -> Router {
    let envelope = envelope::Envelope::new(state.config.https());
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
        .merge(crate::training::router())
        .merge(crate::almanac::router())
        .merge(crate::weather::router())
        .merge(crate::blog::router())
        .merge(crate::community::router())
        .merge(crate::comments::router())
        .merge(crate::contact::router())
        .merge(crate::leads::router())
        .merge(crate::mailing_list::router())
        .merge(crate::quiz::router())
        .merge(crate::plan::router())
        .merge(crate::grants::router())
        .merge(crate::recipes::router())
        .route("/healthz", get(healthz))
        .fallback(fallback)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(guard::Guards::new(state.clone()))
        .layer(DefaultBodyLimit::max(JSON_BODY_LIMIT))
        .layer(envelope)
        .with_state(state)
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
