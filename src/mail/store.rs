//! The outbox in redb: every email is stored before anything tries to send it, so an SMTP
//! outage or a restart loses nothing.

use redb::WriteTransaction;
use serde::{Deserialize, Serialize};

use crate::db::tables::{OUTBOX, OUTBOX_DUE};
use crate::db::{Db, DbResult, key, now_unix, sequences};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EmailStatus {
    Unsent,
    Sent,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QueuedEmail {
    pub id: u64,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Where replies go when not to the sender: a contact message's visitor.
    #[serde(default)]
    pub reply_to: Option<String>,
    /// A mailing-list email's one-click unsubscribe address (RFC 8058 headers).
    #[serde(default)]
    pub unsubscribe_url: Option<String>,
    pub status: EmailStatus,
    pub attempts: u32,
    pub next_attempt_at: i64,
    pub last_error: Option<String>,
    pub created_at: i64,
    pub sent_at: Option<i64>,
}

/// An email to queue.
#[derive(Debug, Clone, Default)]
pub struct NewEmail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub reply_to: Option<String>,
    pub unsubscribe_url: Option<String>,
}

/// Queues an email inside the caller's transaction; it is due at once.
pub fn enqueue_in(tx: &WriteTransaction, new: NewEmail) -> DbResult<u64> {
    let now = now_unix();
    let email = QueuedEmail {
        id: sequences::next_id(tx, "outbox")?,
        to: new.to,
        subject: new.subject,
        text: new.text,
        html: new.html,
        reply_to: new.reply_to,
        unsubscribe_url: new.unsubscribe_url,
        status: EmailStatus::Unsent,
        attempts: 0,
        next_attempt_at: now,
        last_error: None,
        created_at: now,
        sent_at: None,
    };
    OUTBOX.write(tx)?.put(&key::id(email.id), &email)?;
    OUTBOX_DUE.write(tx)?.put_key(&key::at(email.next_attempt_at, email.id))?;
    Ok(email.id)
}

pub fn enqueue(db: &Db, new: NewEmail) -> DbResult<u64> {
    let tx = db.begin_write()?;
    let id = enqueue_in(&tx, new)?;
    tx.commit()?;
    Ok(id)
}

/// Sent emails are kept this long (for the admin's outbox view), then deleted; the privacy
/// page says so.
pub const KEEP_SENT_SECS: i64 = 90 * 86_400;

/// Deletes the sent emails queued before `cutoff`, oldest first (ids follow time). An older
/// email still unsent stops the sweep: it is kept until it is sent or an admin looks at it.
pub fn purge_sent_before(db: &Db, cutoff: i64) -> DbResult<usize> {
    let tx = db.begin_write()?;
    let removed = OUTBOX.write(&tx)?.remove_leading(|e: &QueuedEmail| e.status == EmailStatus::Sent && e.created_at < cutoff)?;
    tx.commit()?;
    Ok(removed)
}

/// Drops the unsent emails to `to` inside the caller's transaction (a member deleting their
/// account takes their pending reminders with them). Reads only the unsent index.
pub fn drop_unsent_to_in(tx: &WriteTransaction, to: &str) -> DbResult<usize> {
    let mut due = OUTBOX_DUE.write(tx)?;
    let mut table = OUTBOX.write(tx)?;
    let mut dropped = 0;
    for k in due.keys(&[])? {
        let Some((_, id)) = key::at_from(&k) else { continue };
        if table.get::<QueuedEmail>(&key::id(id))?.is_some_and(|e| e.status == EmailStatus::Unsent && e.to.eq_ignore_ascii_case(to)) {
            table.remove(&key::id(id))?;
            due.remove(&k)?;
            dropped += 1;
        }
    }
    Ok(dropped)
}

/// The newest `limit` emails, newest first, and how many there are in all.
pub fn newest(db: &Db, limit: usize) -> DbResult<(Vec<QueuedEmail>, u64)> {
    let tx = db.begin_read()?;
    let table = OUTBOX.read(&tx)?;
    Ok((table.page_from_end(0, limit)?, table.len()?))
}

/// How many due emails one pass of the sender takes.
const DUE_BATCH: usize = 100;

/// Unsent emails whose next attempt is due at `now`, oldest first (read from the due-time
/// index, so the sender never reads the sent ones).
pub fn due(db: &Db, now: i64) -> DbResult<Vec<QueuedEmail>> {
    let tx = db.begin_read()?;
    let ids = OUTBOX_DUE.read(&tx)?.keys_before(&key::at(now.saturating_add(1), 0), DUE_BATCH)?;
    let table = OUTBOX.read(&tx)?;
    let mut out = Vec::with_capacity(ids.len());
    for k in ids {
        let Some((_, id)) = key::at_from(&k) else { continue };
        if let Some(email) = table.get::<QueuedEmail>(&key::id(id))?.filter(|e| e.status == EmailStatus::Unsent) {
            out.push(email);
        }
    }
    Ok(out)
}

/// The earliest time an unsent email is due, if any.
pub fn next_due_at(db: &Db) -> DbResult<Option<i64>> {
    let tx = db.begin_read()?;
    Ok(OUTBOX_DUE.read(&tx)?.first_key()?.and_then(|k| key::at_from(&k)).map(|(at, _)| at))
}

/// Records one delivery attempt: sent, or failed with the next attempt after `retry_in` seconds.
pub fn record_attempt(db: &Db, id: u64, result: Result<(), String>, retry_in: impl Fn(u32) -> i64) -> DbResult<()> {
    let tx = db.begin_write()?;
    {
        let mut table = OUTBOX.write(&tx)?;
        let Some(mut email) = table.get::<QueuedEmail>(&key::id(id))? else { return Ok(()) };
        let now = now_unix();
        let mut due = OUTBOX_DUE.write(&tx)?;
        due.remove(&key::at(email.next_attempt_at, id))?;
        email.attempts += 1;
        match result {
            Ok(()) => {
                email.status = EmailStatus::Sent;
                email.sent_at = Some(now);
                email.last_error = None;
            }
            Err(error) => {
                email.last_error = Some(error);
                email.next_attempt_at = now + retry_in(email.attempts);
                due.put_key(&key::at(email.next_attempt_at, id))?;
            }
        }
        table.put(&key::id(id), &email)?;
    }
    tx.commit()?;
    Ok(())
}

/// Makes an unsent email due now (an admin's "Send now"). Returns false for an unknown id.
pub fn make_due(db: &Db, id: u64) -> DbResult<Option<QueuedEmail>> {
    let tx = db.begin_write()?;
    let email = {
        let mut table = OUTBOX.write(&tx)?;
        let Some(mut email) = table.get::<QueuedEmail>(&key::id(id))? else { return Ok(None) };
        if email.status == EmailStatus::Unsent {
            let mut due = OUTBOX_DUE.write(&tx)?;
            due.remove(&key::at(email.next_attempt_at, id))?;
            email.next_attempt_at = now_unix();
            due.put_key(&key::at(email.next_attempt_at, id))?;
            table.put(&key::id(id), &email)?;
        }
        email
    };
    tx.commit()?;
    Ok(Some(email))
}
