//! The one error type of the HTTP layer: every failure becomes a status code and
//! `{"error": "message a person can act on"}`.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::Json;

use crate::db::DbError;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// 400: the request itself is wrong; the message says how.
    #[error("{0}")]
    BadRequest(String),
    /// 401: not signed in (or the session expired).
    #[error("{0}")]
    Unauthorized(String),
    /// 402: the order behind a link is not paid (yet).
    #[error("{0}")]
    PaymentRequired(String),
    /// 403: signed in, but not allowed.
    #[error("{0}")]
    Forbidden(String),
    /// 404
    #[error("{0}")]
    NotFound(String),
    /// 409: conflicts with what is stored (a taken username, a category in use).
    #[error("{0}")]
    Conflict(String),
    /// 413
    #[error("{0}")]
    TooLarge(String),
    /// 429 with Retry-After in seconds.
    #[error("{message}")]
    TooManyRequests { message: String, retry_after_secs: u64 },
    /// 502: a third party (Stripe) refused or could not be reached.
    #[error("{0}")]
    BadGateway(String),
    /// 503: a dependency is not configured or not reachable.
    #[error("{0}")]
    Unavailable(String),
    /// Any status with a message, for rejections we pass through (405, 415…).
    #[error("{1}")]
    Status(StatusCode, String),
    /// 500: logged with an id; the visitor sees only the id.
    #[error("internal error: {0}")]
    Internal(String),
}

impl AppError {
    pub fn bad_request(msg: impl Into<String>) -> Self {
        AppError::BadRequest(msg.into())
    }

    pub fn not_found(msg: impl Into<String>) -> Self {
        AppError::NotFound(msg.into())
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::PaymentRequired(_) => StatusCode::PAYMENT_REQUIRED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::BadGateway(_) => StatusCode::BAD_GATEWAY,
            AppError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Status(status, _) => *status,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl From<DbError> for AppError {
    fn from(e: DbError) -> Self {
        AppError::Internal(e.to_string())
    }
}

/// Builds the JSON error body every API error uses.
pub fn error_body(status: StatusCode, message: &str) -> Response {
    (status, Json(serde_json::json!({ "error": message }))).into_response()
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        match self {
            AppError::Internal(cause) => {
                let id = crate::accounts::token::short_id();
                tracing::error!(error_id = %id, %cause, "request failed");
                error_body(
                    status,
                    &format!("Something went wrong on our side (error id {id}). Please try again in a moment."),
                )
            }
            AppError::TooManyRequests { message, retry_after_secs } => {
                let mut response = error_body(status, &message);
                if let Ok(v) = HeaderValue::from_str(&retry_after_secs.to_string()) {
                    response.headers_mut().insert(header::RETRY_AFTER, v);
                }
                response
            }
            other => error_body(status, &other.to_string()),
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;
