//! The contact form (/contact, seed 001 §2, §5, §9): a visitor's message is stored, then
//! emailed to the organisation through the outbox with Reply-To set to the visitor. Admins
//! read them in the dashboard's Inbox.

pub mod store;

use std::time::Instant;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::db::rfc3339;
use crate::mail::Email;
use crate::mail::notice::Notice;
use crate::mail::store::NewEmail;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath, AppQuery, ClientAddr};
use crate::web::limit::AddressAndGlobal;
use crate::web::text::{clean, escape_html, unescape_html};
use crate::web::csv;
use store::Message;

pub const MAX_NAME: usize = 100;
pub const MAX_MESSAGE: usize = 5000;
/// The seed's validation sentence.
pub const MISSING_FIELDS: &str = "Please fill out all fields before submitting.";

/// 5 messages an hour per address (the issue), 60 an hour from everyone.
pub fn limit() -> AddressAndGlobal {
    AddressAndGlobal::per_hour(5, 60)
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/contact", post(send))
        .route("/api/admin/messages", get(list))
        .route("/api/admin/messages/{id}", axum::routing::delete(delete))
        .route("/api/admin/messages/{id}/read", post(mark_read))
}

/// A missing field is an empty one, so it gets the seed's sentence rather than a parse error.
#[derive(Deserialize, Default)]
#[serde(default)]
struct ContactBody {
    name: String,
    email: String,
    message: String,
}

/// A checked message: name and message escaped for storage, the email as given.
#[derive(Debug, PartialEq)]
pub struct Checked {
    pub name: String,
    pub email: Email,
    pub message: String,
}

/// The seed's rule (all three fields) and ours (a usable email, bounded lengths).
pub fn check(name: &str, email: &str, message: &str) -> Result<Checked, String> {
    let name = clean(name, false, MAX_NAME, "Names")?;
    let message = clean(message, true, MAX_MESSAGE, "Messages")?;
    if name.is_empty() || email.trim().is_empty() || message.is_empty() {
        return Err(MISSING_FIELDS.into());
    }
    let email = Email::parse(email)?;
    Ok(Checked { name: escape_html(&name), email, message: escape_html(&message) })
}

async fn send(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(body): AppJson<ContactBody>,
) -> AppResult<Response> {
    let checked = check(&body.name, &body.email, &body.message).map_err(AppError::BadRequest)?;
    state.contact_limit.admit(&addr, Instant::now(), "Thanks for writing! You've sent several messages already; please wait a while before sending another.")?;
    let site = crate::site::current(&state).await?;
    let forward = forward(&checked, &site, &state.config.origin());
    let Checked { name, email, message } = checked;
    state.db.call(move |db| store::insert(db, name, email.into_string(), message, forward)).await?;
    state.mailer.wake();
    Ok((StatusCode::CREATED, Json(serde_json::json!({ "success": true }))).into_response())
}

/// The email to the organisation, answerable straight to the visitor.
fn forward(m: &Checked, site: &crate::site::SiteSettings, origin: &str) -> Option<NewEmail> {
    let to = Email::parse(&site.email).ok()?;
    let name = unescape_html(&m.name);
    Notice {
        to: to.into_string(),
        subject: format!("Message from {name} via the contact form"),
        organization: site.organization_name.clone(),
        heading: format!("{name} wrote through the contact form"),
        paragraphs: vec![format!("Reply to this email to answer {name} at {}.", m.email)],
        quote: Some(unescape_html(&m.message)),
        links: vec![crate::mail::notice::Link {
            label: "All messages in the dashboard".into(),
            url: format!("{origin}/admin/dashboard"),
        }],
        reply_to: Some(m.email.to_string()),
        ..Default::default()
    }
    .render()
    .map_err(|e| tracing::error!(error = %e, "could not render the contact email"))
    .ok()
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MessageView {
    id: u64,
    name: String,
    email: String,
    message: String,
    created_at: String,
    read: bool,
}

impl From<Message> for MessageView {
    fn from(m: Message) -> Self {
        MessageView { id: m.id, name: m.name, email: m.email, message: m.message, created_at: rfc3339(m.created_at), read: m.read }
    }
}

#[derive(Deserialize)]
struct FormatQuery {
    format: Option<String>,
}

async fn list(State(state): State<AppState>, _: AdminUser, AppQuery(q): AppQuery<FormatQuery>) -> AppResult<Response> {
    let messages = state.db.call(store::list).await?;
    if q.format.as_deref() == Some("csv") {
        let rows = messages.iter().map(|m| {
            vec![
                m.id.to_string(),
                csv::field(&rfc3339(m.created_at)),
                csv::field(&unescape_html(&m.name)),
                csv::field(&m.email),
                csv::field(&unescape_html(&m.message)),
                m.read.to_string(),
            ]
        });
        return Ok(csv::download("messages.csv", csv::table(&["id", "createdAt", "name", "email", "message", "read"], rows)));
    }
    let unread = messages.iter().filter(|m| !m.read).count();
    let total = messages.len();
    let messages: Vec<MessageView> = messages.into_iter().map(MessageView::from).collect();
    Ok(Json(serde_json::json!({ "messages": messages, "total": total, "unread": unread })).into_response())
}

#[derive(Deserialize)]
struct ReadBody {
    read: bool,
}

async fn mark_read(
    State(state): State<AppState>,
    _: AdminUser,
    AppPath(id): AppPath<u64>,
    AppJson(body): AppJson<ReadBody>,
) -> AppResult<Json<MessageView>> {
    let message = state
        .db
        .call(move |db| store::mark_read(db, id, body.read))
        .await?
        .ok_or_else(|| AppError::not_found("There is no message with this id."))?;
    Ok(Json(message.into()))
}

async fn delete(State(state): State<AppState>, _: AdminUser, AppPath(id): AppPath<u64>) -> AppResult<StatusCode> {
    if state.db.call(move |db| store::delete(db, id)).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("There is no message with this id."))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_required_and_bounded() {
        assert_eq!(check(" ", "a@b.org", "hi").unwrap_err(), MISSING_FIELDS);
        assert_eq!(check("Ama", "", "hi").unwrap_err(), MISSING_FIELDS);
        assert_eq!(check("Ama", "a@b.org", "\n").unwrap_err(), MISSING_FIELDS);
        assert_eq!(check("Ama", "not-an-email", "hi").unwrap_err(), crate::mail::address::BAD_EMAIL);
        assert_eq!(check("Ama", "a@b.org", &"x".repeat(5001)).unwrap_err(), "Messages can be at most 5000 characters.");
        let ok = check("Ama <b>", " a@b.org ", "Hello & welcome").unwrap();
        assert_eq!(ok.name, "Ama &lt;b&gt;");
        assert_eq!(ok.email.as_str(), "a@b.org");
        assert_eq!(ok.message, "Hello &amp; welcome");
    }
}
