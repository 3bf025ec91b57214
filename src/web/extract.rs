//! Extractors that turn every rejection into our JSON error shape.

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::error::AppError;
use crate::accounts::{CurrentUser, Role};

/// `Json<T>` whose rejections (malformed JSON, wrong types, missing content type, too large)
/// answer `{"error": …}` instead of axum's plain text.
pub struct AppJson<T>(pub T);

impl<S, T> FromRequest<S> for AppJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(AppJson(value)),
            Err(rejection) => Err(json_rejection(rejection)),
        }
    }
}

impl<T: Serialize> IntoResponse for AppJson<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

fn json_rejection(rejection: JsonRejection) -> AppError {
    let status = rejection.status();
    let message = match &rejection {
        JsonRejection::MissingJsonContentType(_) => {
            "Send the request body as JSON with Content-Type: application/json.".to_string()
        }
        JsonRejection::JsonSyntaxError(_) => {
            "The request body is not valid JSON.".to_string()
        }
        JsonRejection::JsonDataError(e) => {
            // serde's message names the field and the expected type, which is what a client needs.
            format!("The request body has a wrong or missing field: {}", e.body_text().trim_start_matches("Failed to deserialize the JSON body into the target type: "))
        }
        _ if status == StatusCode::PAYLOAD_TOO_LARGE => "The request body is too large.".to_string(),
        _ => rejection.body_text(),
    };
    match status {
        StatusCode::PAYLOAD_TOO_LARGE => AppError::TooLarge(message),
        StatusCode::BAD_REQUEST | StatusCode::UNPROCESSABLE_ENTITY => AppError::BadRequest(message),
        other => AppError::Status(other, message),
    }
}

/// `Path<T>` with JSON errors (an id that is not a number is a 400, not a plain-text body).
pub struct AppPath<T>(pub T);

impl<S, T> FromRequestParts<S> for AppPath<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|p| AppPath(p.0))
            .map_err(|e: PathRejection| AppError::BadRequest(e.body_text()))
    }
}

/// `Query<T>` with JSON errors.
pub struct AppQuery<T>(pub T);

impl<S, T> FromRequestParts<S> for AppQuery<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|q| AppQuery(q.0))
            .map_err(|e: QueryRejection| AppError::BadRequest(e.body_text()))
    }
}

/// The signed-in user, or 401. The session middleware puts it in the request extensions.
impl<S: Send + Sync> FromRequestParts<S> for CurrentUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<CurrentUser>()
            .cloned()
            .ok_or_else(|| AppError::Unauthorized("Please sign in to continue.".into()))
    }
}

/// A signed-in administrator, or 401/403.
pub struct AdminUser(pub CurrentUser);

impl<S: Send + Sync> FromRequestParts<S> for AdminUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        if user.role != Role::Admin {
            return Err(AppError::Forbidden("This needs an administrator account.".into()));
        }
        Ok(AdminUser(user))
    }
}

/// The client's address as text: the TCP peer, or with `--behind-proxy` the last
/// `X-Forwarded-For` hop (the one our own proxy added, so it cannot be forged by the client).
pub struct ClientAddr(pub String);

impl FromRequestParts<crate::state::AppState> for ClientAddr {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &crate::state::AppState,
    ) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr(client_addr(parts, state.config.behind_proxy)))
    }
}

pub fn client_addr(parts: &Parts, behind_proxy: bool) -> String {
    if behind_proxy {
        let forwarded = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .last();
        if let Some(hop) = forwarded {
            return hop.to_string();
        }
    }
    parts
        .extensions
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0.ip().to_string())
        .unwrap_or_else(|| "unknown".into())
}
