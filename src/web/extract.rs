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

/// `?page=N&perPage=M` on a list: pages count from 1; sizes are bounded by each list.
#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PageQuery {
    pub page: Option<usize>,
    pub per_page: Option<usize>,
}

impl PageQuery {
    /// The page (at least 1) and its size (`default` unless asked, at most `max`).
    pub fn resolve(&self, default: usize, max: usize) -> (usize, usize) {
        (self.page.unwrap_or(1).max(1), self.per_page.unwrap_or(default).clamp(1, max))
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

/// The client's address as the throttles key it: the TCP peer, or with `--behind-proxy` the
/// last `X-Forwarded-For` hop (the one our own proxy added, so the client cannot forge it).
/// An IPv6 address counts as its /64 network, since one home or server usually has a whole
/// /64 and could otherwise pose as endless visitors.
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
            .map(str::trim).rfind(|s| !s.is_empty());
        if let Some(hop) = forwarded {
            return match hop.parse::<std::net::IpAddr>() {
                Ok(ip) => throttle_key(ip),
                Err(_) => hop.chars().take(64).collect(),
            };
        }
    }
    parts
        .extensions
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .map(|c| throttle_key(c.0.ip()))
        .unwrap_or_else(|| "unknown".into())
}

/// An IPv4 address as itself; an IPv6 address as its /64 (IPv4-mapped ones as IPv4).
pub fn throttle_key(ip: std::net::IpAddr) -> String {
    match ip {
        std::net::IpAddr::V4(v4) => v4.to_string(),
        std::net::IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_counts_by_network() {
        let a: std::net::IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let b: std::net::IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        assert_eq!(throttle_key(a), throttle_key(b));
        assert_eq!(throttle_key(a), "2001:db8:1:2::/64");
        assert_ne!(throttle_key(a), throttle_key("2001:db8:1:3::1".parse().unwrap()));
        assert_eq!(throttle_key("::ffff:10.0.0.1".parse().unwrap()), "10.0.0.1");
        assert_eq!(throttle_key("10.0.0.1".parse().unwrap()), "10.0.0.1");
    }
}
