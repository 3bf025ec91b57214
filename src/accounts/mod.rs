//! Accounts, sign-in and sessions: admin and member sign-in, registration, sign-out, and the
//! middleware that attaches the signed-in user to each request.

mod member;
pub mod password;
pub mod signup;
pub mod store;
pub mod throttle;
pub mod token;
pub mod user;

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use std::time::Instant;

use crate::state::AppState;
use crate::web::cookies;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppJson, AppQuery, ClientAddr};
pub use user::{CurrentUser, Role};

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "farmstand_session";
/// How long a session lasts after sign-in.
pub const SESSION_TTL_SECS: i64 = 7 * 24 * 60 * 60;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/admin/login", post(admin_login))
        .route("/api/auth/login", post(member_login))
        .route("/api/auth/register", post(register))
        .route("/api/auth/logout", post(logout))
        .route("/api/auth/user", get(current_user))
        .route("/api/auth/admin-status", get(admin_status))
        .route("/api/login", get(login_redirect))
        .route("/api/auth/password", post(member::change_password))
        .route("/api/auth/account", axum::routing::delete(member::delete_account))
        .route("/api/auth/export", get(member::export_data))
}

#[derive(Deserialize)]
struct LoginRequest {
    username: String,
    password: String,
}

#[derive(Deserialize, Debug)]
struct RegisterRequest {
    username: String,
    email: String,
    password: String,
}

async fn admin_login(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(req): AppJson<LoginRequest>,
) -> AppResult<Response> {
    let user = sign_in(&state, &addr, req).await?;
    if user.role != Role::Admin {
        return Err(AppError::Forbidden(
            "This account is not an administrator. Use the member sign-in page instead.".into(),
        ));
    }
    start_session(&state, &user, StatusCode::OK).await
}

async fn member_login(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(req): AppJson<LoginRequest>,
) -> AppResult<Response> {
    let user = sign_in(&state, &addr, req).await?;
    start_session(&state, &user, StatusCode::OK).await
}

/// Checks credentials with throttling; every failure looks the same to the caller.
async fn sign_in(state: &AppState, addr: &str, req: LoginRequest) -> AppResult<user::User> {
    let username = req.username.trim().to_string();
    if username.is_empty() || req.password.is_empty() {
        return Err(AppError::bad_request("Please enter both username and password"));
    }
    let throttle = &state.sign_in_throttle;
    if let Err(wait) = throttle.check(&username, addr, Instant::now()) {
        let minutes = wait.div_ceil(60);
        return Err(AppError::TooManyRequests {
            message: format!(
                "Too many failed sign-in attempts. Please wait {minutes} minute{} and try again.",
                if minutes == 1 { "" } else { "s" }
            ),
            retry_after_secs: wait,
        });
    }
    // Guesses spread over many addresses slow this username down; they never lock it.
    let delay = throttle.delay(&username, Instant::now());
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let password = req.password;
    let lookup = username.clone();
    let _permit = password_permit(state).await?;
    let found = state
        .db
        .call(move |db| -> AppResult<Option<user::User>> {
            let user = store::find_by_username(db, &lookup)?;
            // NOTE: the hash check runs even for unknown names so timing reveals nothing.
            match user {
                Some(u) if password::verify(&password, &u.password_hash) => Ok(Some(u)),
                Some(_) => Ok(None),
                None => {
                    password::verify_dummy(&password);
                    Ok(None)
                }
            }
        })
        .await?;
    match found {
        Some(user) => {
            throttle.record_success(&username, addr);
            Ok(user)
        }
        None => {
            throttle.record_failure(&username, addr, Instant::now());
            tracing::warn!(%username, %addr, "failed sign-in");
            Err(AppError::Unauthorized("Invalid username or password".into()))
        }
    }
}

async fn register(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(req): AppJson<RegisterRequest>,
) -> AppResult<Response> {
    if let Err(wait) = state.sign_in_throttle.check_registration(&addr, Instant::now()) {
        return Err(AppError::TooManyRequests {
            message: "Too many sign-up attempts from your network. Please try again later.".into(),
            retry_after_secs: wait,
        });
    }
    // Everything cheap first: the fields, then whether the name is free. Only then the
    // expensive hash, so a taken name or a typo costs no argon2 work.
    let fields = signup::Fields::parse(&req.username, &req.email, &req.password, Role::Member).map_err(AppError::BadRequest)?;
    let name = fields.username.as_str().to_string();
    if state.db.call(move |db| store::find_by_username(db, &name)).await?.is_some() {
        return Err(AppError::Conflict(signup::SignupError::Taken.to_string()));
    }
    let _permit = password_permit(&state).await?;
    let created = state.db.call(move |db| signup::create(db, fields)).await;
    let user = match created {
        Ok(user) => user,
        Err(signup::SignupError::Invalid(msg)) => return Err(AppError::BadRequest(msg)),
        Err(e @ signup::SignupError::Taken) => return Err(AppError::Conflict(e.to_string())),
        Err(signup::SignupError::Db(e)) => return Err(e.into()),
    };
    start_session(&state, &user, StatusCode::CREATED).await
}

/// A turn at argon2 (see [`password::PasswordWork`]); a quick 429 when too many are waiting.
async fn password_permit(state: &AppState) -> AppResult<tokio::sync::SemaphorePermit<'_>> {
    state.password_work.acquire().await.map_err(|password::Busy| AppError::TooManyRequests {
        message: "The server is busy checking other sign-ins. Please try again in a few seconds.".into(),
        retry_after_secs: 2,
    })
}

/// Stores a fresh session (a new token at every sign-in) and sets its cookie.
async fn start_session(state: &AppState, user: &user::User, status: StatusCode) -> AppResult<Response> {
    let token = token::new_token();
    let hash = token::hash_token(&token);
    let user_id = user.id;
    state
        .db
        .call(move |db| store::create_session(db, user_id, &hash, SESSION_TTL_SECS))
        .await
        .map_err(AppError::from)?;
    let cookie = session_cookie(state, &token, SESSION_TTL_SECS);
    let body = Json(json!({ "user": CurrentUser::from(user) }));
    Ok((status, [(header::SET_COOKIE, cookie)], body).into_response())
}

fn session_cookie(state: &AppState, value: &str, max_age: i64) -> HeaderValue {
    cookies::set(SESSION_COOKIE, value, "/", max_age, state.config.https())
}

async fn logout(State(state): State<AppState>, headers: HeaderMap) -> AppResult<Response> {
    if let Some(token) = cookies::read(&headers, SESSION_COOKIE) {
        let hash = token::hash_token(token);
        state.db.call(move |db| store::delete_session(db, &hash)).await.map_err(AppError::from)?;
    }
    let cookie = session_cookie(&state, "", 0);
    Ok(([(header::SET_COOKIE, cookie)], Json(json!({ "success": true }))).into_response())
}

async fn current_user(user: CurrentUser) -> Json<CurrentUser> {
    Json(user)
}

async fn admin_status(State(state): State<AppState>) -> AppResult<Json<serde_json::Value>> {
    let exists = state.db.call(store::admin_exists).await.map_err(AppError::from)?;
    Ok(Json(json!({ "adminExists": exists })))
}

#[derive(Deserialize)]
struct LoginRedirectQuery {
    next: Option<String>,
}

/// `/api/login` sends the browser to the sign-in page, keeping a same-site `next` path.
async fn login_redirect(AppQuery(q): AppQuery<LoginRedirectQuery>) -> Redirect {
    match q.next.filter(|n| is_local_path(n)) {
        Some(next) => Redirect::to(&format!("/login?next={}", percent_encode(&next))),
        None => Redirect::to("/login"),
    }
}

/// Only paths on this site: `/x`, never `//host` or `/\host` (which browsers treat as another site).
fn is_local_path(p: &str) -> bool {
    p.starts_with('/') && !p.starts_with("//") && !p.starts_with("/\\") && !p.chars().any(char::is_control)
}

fn percent_encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The signed-in user of a request, if it carries a live session cookie.
pub async fn session_user(state: &AppState, headers: &HeaderMap) -> AppResult<Option<CurrentUser>> {
    let Some(token) = cookies::read(headers, SESSION_COOKIE) else {
        return Ok(None);
    };
    let hash = token::hash_token(token);
    let user = state.db.call(move |db| store::session_user(db, &hash)).await?;
    Ok(user.as_ref().map(CurrentUser::from))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_paths_stay_on_this_site() {
        assert!(is_local_path("/grant-search"));
        for bad in ["//evil.example", "/\\evil.example", "https://evil.example", "grant-search", "/a\nb"] {
            assert!(!is_local_path(bad), "{bad}");
        }
    }
}
