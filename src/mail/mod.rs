//! Outgoing email: the outbox (every email is stored first), an SMTP sender with retries and
//! backoff, and the admin's Outbox tab (`/api/admin/outbox`).

pub mod address;
pub mod notice;
pub mod receipt;
pub mod store;

use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde::Serialize;
use tokio::sync::Notify;

use crate::db::{now_unix, rfc3339};
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::AppPath;
pub use address::Email;
use store::{EmailStatus, QueuedEmail};

/// Longest wait between two attempts at one email.
const MAX_RETRY_SECS: i64 = 6 * 60 * 60;
/// How long one SMTP conversation may take.
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// Sends queued email when SMTP is configured; without it, emails wait in the outbox.
pub struct Mailer {
    transport: Option<AsyncSmtpTransport<Tokio1Executor>>,
    from: Option<String>,
    wake: Arc<Notify>,
}

impl Mailer {
    /// Builds the SMTP transport from its URL (`smtp://`, `smtps://`, `?tls=required`).
    pub fn new(config: &crate::config::MailConfig) -> anyhow::Result<Self> {
        let transport = match &config.smtp_url {
            Some(url) => Some(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| anyhow::anyhow!("FARMSTAND_SMTP_URL is not a valid SMTP URL: {e}"))?
                    .timeout(Some(SMTP_TIMEOUT))
                    .build(),
            ),
            None => None,
        };
        if let Some(from) = &config.from {
            from.parse::<Mailbox>().map_err(|e| anyhow::anyhow!("FARMSTAND_MAIL_FROM is not an email address: {e}"))?;
        }
        Ok(Mailer { transport, from: config.from.clone(), wake: Arc::new(Notify::new()) })
    }

    pub fn is_configured(&self) -> bool {
        self.transport.is_some()
    }

    /// Tells the sender that an email was queued or made due.
    pub fn wake(&self) {
        self.wake.notify_one();
    }
}

/// Seconds to wait after the `attempts`-th failure: 30 s doubling, at most 6 hours. There is
/// no last attempt: an email is never dropped, only delayed.
pub fn retry_delay(attempts: u32) -> i64 {
    (30i64 << attempts.saturating_sub(1).min(16)).min(MAX_RETRY_SECS)
}

/// Sends due emails until the process ends. Spawned only when SMTP is configured.
pub async fn run_sender(state: AppState) {
    loop {
        let now = now_unix();
        match state.db.call(move |db| store::due(db, now)).await {
            Ok(due) => {
                for email in due {
                    let result = send(&state, &email).await;
                    if let Err(error) = &result {
                        tracing::warn!(email = email.id, to = %email.to, %error, "sending an email failed; it stays in the outbox");
                    }
                    let id = email.id;
                    if let Err(e) = state.db.call(move |db| store::record_attempt(db, id, result, retry_delay)).await {
                        tracing::error!(error = %e, "could not record an email attempt");
                    }
                }
            }
            Err(e) => tracing::error!(error = %e, "could not read the outbox"),
        }
        let next = state.db.call(store::next_due_at).await.ok().flatten();
        let wait = next.map_or(60, |at| (at - now_unix()).clamp(1, 60));
        tokio::select! {
            _ = state.mailer.wake.notified() => {}
            _ = tokio::time::sleep(Duration::from_secs(wait as u64)) => {}
        }
    }
}

async fn send(state: &AppState, email: &QueuedEmail) -> Result<(), String> {
    let Some(transport) = &state.mailer.transport else { return Err("SMTP is not configured".into()) };
    let from = match &state.mailer.from {
        Some(from) => from.clone(),
        None => {
            let site = state.db.call(crate::site::store::get).await.map_err(|e| e.to_string())?;
            format!("{} <{}>", site.organization_name.replace(['<', '>', '"'], ""), site.email)
        }
    };
    let from: Mailbox = from.parse().map_err(|e| format!("sender address {from:?}: {e}"))?;
    let to: Mailbox = email.to.parse().map_err(|e| format!("recipient address {:?}: {e}", email.to))?;
    let mut builder = Message::builder().from(from).to(to).subject(email.subject.clone());
    if let Some(reply_to) = &email.reply_to {
        builder = builder.reply_to(reply_to.parse().map_err(|e| format!("reply-to address {reply_to:?}: {e}"))?);
    }
    if let Some(url) = &email.unsubscribe_url {
        // RFC 8058: mail apps show an Unsubscribe button that POSTs to the link.
        builder = builder
            .raw_header(HeaderValue::new(HeaderName::new_from_ascii_str("List-Unsubscribe"), format!("<{url}>")))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".into(),
            ));
    }
    let message = builder
        .multipart(MultiPart::alternative_plain_html(email.text.clone(), email.html.clone()))
        .map_err(|e| e.to_string())?;
    transport.send(message).await.map(|_| ()).map_err(|e| e.to_string())
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/admin/outbox", get(list_outbox))
        .route("/api/admin/outbox/{id}/send", post(send_now))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OutboxView {
    smtp_configured: bool,
    /// The newest [`OUTBOX_SHOWN`] emails.
    emails: Vec<EmailView>,
    total: u64,
}

/// Emails the Outbox tab shows: the newest; the rest stay stored.
const OUTBOX_SHOWN: usize = 200;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EmailView {
    id: u64,
    to: String,
    subject: String,
    text: String,
    status: EmailStatus,
    attempts: u32,
    last_error: Option<String>,
    next_attempt_at: Option<String>,
    created_at: String,
    sent_at: Option<String>,
}

impl From<QueuedEmail> for EmailView {
    fn from(e: QueuedEmail) -> Self {
        EmailView {
            id: e.id,
            to: e.to,
            subject: e.subject,
            text: e.text,
            status: e.status,
            attempts: e.attempts,
            last_error: e.last_error,
            next_attempt_at: (e.status == EmailStatus::Unsent).then(|| rfc3339(e.next_attempt_at)),
            created_at: rfc3339(e.created_at),
            sent_at: e.sent_at.map(rfc3339),
        }
    }
}

async fn list_outbox(State(state): State<AppState>) -> AppResult<Json<OutboxView>> {
    let (emails, total) = state.db.call(|db| store::newest(db, OUTBOX_SHOWN)).await?;
    Ok(Json(OutboxView {
        smtp_configured: state.mailer.is_configured(),
        emails: emails.into_iter().map(EmailView::from).collect(),
        total,
    }))
}

async fn send_now(State(state): State<AppState>, AppPath(id): AppPath<u64>) -> AppResult<Json<EmailView>> {
    if !state.mailer.is_configured() {
        return Err(AppError::Conflict(
            "Email sending is not set up. Set FARMSTAND_SMTP_URL and restart farmstand; queued emails are kept.".into(),
        ));
    }
    let email = state
        .db
        .call(move |db| store::make_due(db, id))
        .await?
        .ok_or_else(|| AppError::not_found("There is no email with this id."))?;
    state.mailer.wake();
    Ok(Json(email.into()))
}

#[cfg(test)]
mod tests {
    use super::retry_delay;

    #[test]
    fn retries_back_off_and_never_stop() {
        assert_eq!(retry_delay(1), 30);
        assert_eq!(retry_delay(2), 60);
        assert_eq!(retry_delay(5), 480);
        assert_eq!(retry_delay(12), 6 * 60 * 60);
        assert_eq!(retry_delay(1000), 6 * 60 * 60);
    }
}
