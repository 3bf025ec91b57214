//! The outbox in redb: every email is stored before anything tries to send it, so an SMTP
//! outage or a restart loses nothing.

use redb::WriteTransaction;
use serde::{Deserialize, Serialize};

use crate::db::tables::OUTBOX;
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
    pub status: EmailStatus,
    pub attempts: u32,
    pub next_attempt_at: i64,
    pub last_error: Option<String>,
    pub created_at: i64,
    pub sent_at: Option<i64>,
}

/// An email to queue.
pub struct NewEmail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
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
        status: EmailStatus::Unsent,
        attempts: 0,
        next_attempt_at: now,
        last_error: None,
        created_at: now,
        sent_at: None,
    };
    OUTBOX.write(tx)?.put(&key::id(email.id), &email)?;
    Ok(email.id)
}

pub fn enqueue(db: &Db, new: NewEmail) -> DbResult<u64> {
    let tx = db.begin_write()?;
    let id = enqueue_in(&tx, new)?;
    tx.commit()?;
    Ok(id)
}

/// Every email, newest first.
pub fn list(db: &Db) -> DbResult<Vec<QueuedEmail>> {
    let tx = db.begin_read()?;
    let mut all: Vec<QueuedEmail> = OUTBOX.read(&tx)?.scan::<QueuedEmail>(&[])?.into_iter().map(|(_, e)| e).collect();
    all.reverse();
    Ok(all)
}

/// Unsent emails whose next attempt is due at `now`, oldest first.
pub fn due(db: &Db, now: i64) -> DbResult<Vec<QueuedEmail>> {
    let tx = db.begin_read()?;
    Ok(OUTBOX
        .read(&tx)?
        .scan::<QueuedEmail>(&[])?
        .into_iter()
        .map(|(_, e)| e)
        .filter(|e| e.status == EmailStatus::Unsent && e.next_attempt_at <= now)
        .collect())
}

/// The earliest time an unsent email is due, if any.
pub fn next_due_at(db: &Db) -> DbResult<Option<i64>> {
    let tx = db.begin_read()?;
    Ok(OUTBOX
        .read(&tx)?
        .scan::<QueuedEmail>(&[])?
        .into_iter()
        .filter(|(_, e)| e.status == EmailStatus::Unsent)
        .map(|(_, e)| e.next_attempt_at)
        .min())
}

/// Records one delivery attempt: sent, or failed with the next attempt after `retry_in` seconds.
pub fn record_attempt(db: &Db, id: u64, result: Result<(), String>, retry_in: impl Fn(u32) -> i64) -> DbResult<()> {
    let tx = db.begin_write()?;
    {
        let mut table = OUTBOX.write(&tx)?;
        let Some(mut email) = table.get::<QueuedEmail>(&key::id(id))? else { return Ok(()) };
        let now = now_unix();
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
            email.next_attempt_at = now_unix();
            table.put(&key::id(id), &email)?;
        }
        email
    };
    tx.commit()?;
    Ok(Some(email))
}
