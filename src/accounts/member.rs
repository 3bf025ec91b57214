//! What members do with their own account: change the password, download what we keep about
//! them, delete the account (and their grant applications with it).

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

use super::user::NewPassword;
use super::{CurrentUser, LoginRequest, Role, password, password_permit, session_cookie, sign_in, start_session, store};
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppJson, ClientAddr};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ChangePasswordRequest {
    current_password: String,
    new_password: String,
}

/// The current password again, through the same throttle as sign-in; a wrong one is a 403
/// (the session itself is fine).
async fn confirm(state: &AppState, addr: &str, user: &CurrentUser, password: String) -> AppResult<super::user::User> {
    if password.is_empty() {
        return Err(AppError::bad_request("Please enter your current password."));
    }
    match sign_in(state, addr, LoginRequest { username: user.username.clone(), password }).await {
        Err(AppError::Unauthorized(_)) => Err(AppError::Forbidden("That is not your current password.".into())),
        other => other,
    }
}

/// `POST /api/auth/password`: signs the member out everywhere else and in again here.
pub(super) async fn change_password(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    user: CurrentUser,
    AppJson(req): AppJson<ChangePasswordRequest>,
) -> AppResult<Response> {
    let new = NewPassword::parse(&req.new_password).map_err(AppError::BadRequest)?;
    let account = confirm(&state, &addr, &user, req.current_password).await?;
    let hash = {
        let _permit = password_permit(&state).await?;
        tokio::task::spawn_blocking(move || password::hash(new.as_str()))
            .await
            .map_err(|e| AppError::Internal(format!("password hashing: {e}")))?
    };
    let (name, role) = (account.username.clone(), account.role);
    let updated = state
        .db
        .call(move |db| store::set_password(db, &name, role, hash))
        .await?
        .ok_or_else(|| AppError::not_found("Your account no longer exists."))?;
    start_session(&state, &updated, StatusCode::OK).await
}

#[derive(Deserialize)]
pub(super) struct DeleteAccountRequest {
    password: String,
}

/// `DELETE /api/auth/account`: members only (admins are removed with `farmstand admin remove`).
pub(super) async fn delete_account(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    user: CurrentUser,
    AppJson(req): AppJson<DeleteAccountRequest>,
) -> AppResult<Response> {
    if user.role != Role::Member {
        return Err(AppError::Forbidden("Administrator accounts are removed with `farmstand admin remove`.".into()));
    }
    let account = confirm(&state, &addr, &user, req.password).await?;
    state.db.call(move |db| store::delete_member(db, account.id)).await?;
    let cookie = session_cookie(&state, "", 0);
    Ok(([(header::SET_COOKIE, cookie)], Json(json!({ "success": true, "message": "Your account and everything kept with it are deleted." }))).into_response())
}

/// `GET /api/auth/export`: everything kept with the account, as a JSON file.
pub(super) async fn export_data(State(state): State<AppState>, user: CurrentUser) -> AppResult<Response> {
    let id = user.id;
    let (account, applications) = state
        .db
        .call(move |db| Ok::<_, crate::db::DbError>((store::find_by_id(db, id)?, crate::grants::store::applications_of(db, id)?)))
        .await?;
    let account = account.ok_or_else(|| AppError::not_found("Your account no longer exists."))?;
    let body = json!({
        "exportedAt": crate::db::rfc3339(crate::db::now_unix()),
        "account": {
            "username": account.username,
            "email": account.email,
            "role": account.role,
            "createdAt": crate::db::rfc3339(account.created_at),
        },
        "grantApplications": applications.iter().map(|a| json!({
            "grantId": a.grant_id,
            "grantTitle": a.grant_title,
            "status": a.status,
            "notes": a.notes,
            "createdAt": crate::db::rfc3339(a.created_at),
            "lastUpdated": crate::db::rfc3339(a.updated_at),
        })).collect::<Vec<_>>(),
    });
    let text = serde_json::to_string_pretty(&body).map_err(|e| AppError::Internal(format!("export: {e}")))?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/json; charset=utf-8"),
            (header::CONTENT_DISPOSITION, "attachment; filename=\"farmstand-account.json\""),
            (header::CACHE_CONTROL, "no-store"),
        ],
        text,
    )
        .into_response())
}
