//! The home page's mailing list (seed 000 §2, "Stay in the loop"): double opt-in. A sign-up
//! gets an email with a signed confirmation link and only confirmed addresses count; every
//! email to the list carries a signed one-click unsubscribe link (and the RFC 8058 headers).

pub mod store;

use std::time::Instant;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::db::rfc3339;
use crate::mail::Email;
use crate::mail::notice::{Link, Notice};
use crate::signing::Signer;
use crate::state::AppState;
use crate::web::csv;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath, AppQuery, ClientAddr};
use crate::web::limit::AddressAndGlobal;
use store::Subscriber;

/// One answer for a new, pending or confirmed address, so the form tells nobody who is on
/// the list.
pub const CHECK_INBOX: &str = "Almost there! Check your inbox for a link to confirm your subscription.";

/// 20 sign-ups an hour per address (a class or a library behind one address), 100 an hour
/// from everyone: each may send an email.
pub fn limit() -> AddressAndGlobal {
    AddressAndGlobal::per_hour(20, 100)
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/subscribe", post(subscribe))
        .route("/api/subscribe/confirm", get(confirm))
        .route("/api/unsubscribe", get(unsubscribe_link).post(unsubscribe_one_click))
        .route("/api/admin/subscribers", get(list))
        .route("/api/admin/subscribers/{id}", axum::routing::delete(delete))
}

/// What a link does; each kind signs a different body, so one cannot stand for the other.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Action {
    Confirm,
    Unsubscribe,
}

impl Action {
    fn prefix(self) -> &'static str {
        match self {
            Action::Confirm => "mlist.confirm",
            Action::Unsubscribe => "mlist.unsub",
        }
    }
}

/// The signed token of a link for one sign-up.
pub fn token(signer: &Signer, action: Action, s: &Subscriber) -> String {
    signer.sign(&format!("{}.{}.{}", action.prefix(), s.id, s.created_at))
}

/// The sign-up (id, sign-up time) a token names, if this key signed it for `action`.
pub fn read_token(signer: &Signer, action: Action, token: &str) -> Option<(u64, i64)> {
    let body = signer.verify(token)?;
    let rest = body.strip_prefix(action.prefix())?.strip_prefix('.')?;
    let (id, created_at) = rest.split_once('.')?;
    Some((id.parse().ok()?, created_at.parse().ok()?))
}

/// A missing field is an empty one, so it gets the seed's sentence rather than a parse error.
#[derive(Deserialize, Default)]
#[serde(default)]
struct SubscribeBody {
    email: String,
}

async fn subscribe(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(body): AppJson<SubscribeBody>,
) -> AppResult<Response> {
    let email = Email::parse(&body.email).map_err(AppError::BadRequest)?;
    state.subscribe_limit.admit(&addr, Instant::now(), "That's several sign-ups from your network already. Please wait a while and try again.")?;
    let site = crate::site::current(&state).await?;
    let origin = state.config.origin();
    let signer = state.signer.clone();
    let confirmation = move |s: &Subscriber| {
        let confirm = format!("{origin}/api/subscribe/confirm?token={}", token(&signer, Action::Confirm, s));
        let unsubscribe = format!("{origin}/api/unsubscribe?token={}", token(&signer, Action::Unsubscribe, s));
        Notice {
            to: s.email.clone(),
            subject: format!("Please confirm your subscription to {}", site.organization_name),
            organization: site.organization_name.clone(),
            heading: "One click to confirm".into(),
            paragraphs: vec![
                format!(
                    "Someone, hopefully you, asked to join {}'s mailing list with this address. Confirm below and we'll keep you in the loop on programs, events and growing tips.",
                    site.organization_name
                ),
                "The link works for 7 days. If you did not ask, ignore this email and nothing more will come.".into(),
            ],
            links: vec![Link { label: "Yes, subscribe me".into(), url: confirm }],
            unsubscribe_url: Some(unsubscribe),
            ..Default::default()
        }
        .render()
        .map_err(|e| tracing::error!(error = %e, "could not render the confirmation email"))
        .ok()
    };
    let now = crate::db::now_unix();
    state.db.call(move |db| store::sign_up(db, email.into_string(), now, confirmation)).await?;
    state.mailer.wake();
    Ok((StatusCode::ACCEPTED, Json(serde_json::json!({ "message": CHECK_INBOX }))).into_response())
}

#[derive(Deserialize)]
struct TokenQuery {
    token: Option<String>,
}

fn outcome(status: &str) -> Response {
    Redirect::to(&format!("/mailing-list?status={status}")).into_response()
}

async fn confirm(State(state): State<AppState>, AppQuery(q): AppQuery<TokenQuery>) -> AppResult<Response> {
    let Some((id, created_at)) = q.token.as_deref().and_then(|t| read_token(&state.signer, Action::Confirm, t)) else {
        return Ok(outcome("invalid"));
    };
    let now = crate::db::now_unix();
    let confirmed = state.db.call(move |db| store::confirm(db, id, created_at, now)).await?;
    Ok(outcome(if confirmed { "confirmed" } else { "invalid" }))
}

/// The link in an email: one click unsubscribes.
async fn unsubscribe_link(State(state): State<AppState>, AppQuery(q): AppQuery<TokenQuery>) -> AppResult<Response> {
    let Some((id, created_at)) = q.token.as_deref().and_then(|t| read_token(&state.signer, Action::Unsubscribe, t))
    else {
        return Ok(outcome("invalid"));
    };
    state.db.call(move |db| store::unsubscribe(db, id, created_at)).await?;
    Ok(outcome("unsubscribed"))
}

/// RFC 8058: a mail app's Unsubscribe button POSTs to the link.
async fn unsubscribe_one_click(
    State(state): State<AppState>,
    AppQuery(q): AppQuery<TokenQuery>,
) -> AppResult<Json<serde_json::Value>> {
    let (id, created_at) = q
        .token
        .as_deref()
        .and_then(|t| read_token(&state.signer, Action::Unsubscribe, t))
        .ok_or_else(|| AppError::bad_request("This unsubscribe link is not valid."))?;
    state.db.call(move |db| store::unsubscribe(db, id, created_at)).await?;
    Ok(Json(serde_json::json!({ "unsubscribed": true })))
}

#[derive(Deserialize)]
struct FormatQuery {
    format: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SubscriberView {
    id: u64,
    email: String,
    created_at: String,
    confirmed_at: String,
}

async fn list(State(state): State<AppState>, _: AdminUser, AppQuery(q): AppQuery<FormatQuery>) -> AppResult<Response> {
    let all = state.db.call(store::list).await?;
    let pending = all.iter().filter(|s| s.confirmed_at.is_none()).count();
    let confirmed: Vec<SubscriberView> = all
        .into_iter()
        .filter_map(|s| {
            Some(SubscriberView { id: s.id, email: s.email, created_at: rfc3339(s.created_at), confirmed_at: rfc3339(s.confirmed_at?) })
        })
        .collect();
    if q.format.as_deref() == Some("csv") {
        let rows = confirmed
            .iter()
            .map(|s| vec![s.id.to_string(), csv::field(&s.email), csv::field(&s.created_at), csv::field(&s.confirmed_at)]);
        return Ok(csv::download("subscribers.csv", csv::table(&["id", "email", "createdAt", "confirmedAt"], rows)));
    }
    let total = confirmed.len();
    Ok(Json(serde_json::json!({ "subscribers": confirmed, "total": total, "pending": pending })).into_response())
}

async fn delete(State(state): State<AppState>, _: AdminUser, AppPath(id): AppPath<u64>) -> AppResult<StatusCode> {
    if state.db.call(move |db| store::delete(db, id)).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("There is no subscriber with this id."))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_name_one_sign_up_for_one_action() {
        let signer = Signer::new([9; 32]);
        let s = Subscriber { id: 7, email: "a@b.org".into(), created_at: 1_700_000_000, confirmed_at: None, last_sent_at: 0 };
        let confirm = token(&signer, Action::Confirm, &s);
        assert_eq!(read_token(&signer, Action::Confirm, &confirm), Some((7, 1_700_000_000)));
        assert_eq!(read_token(&signer, Action::Unsubscribe, &confirm), None, "a confirm link does not unsubscribe");
        assert_eq!(read_token(&Signer::new([8; 32]), Action::Confirm, &confirm), None);
        assert_eq!(read_token(&signer, Action::Confirm, &confirm.replace(".7.", ".8.")), None);
    }
}
