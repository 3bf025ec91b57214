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
    /// What kind of email this is, when something may need to find it again (a member's
    /// grant reminders go with their account).
    #[serde(default)]
    pub kind: Option<String>,
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
    pub kind: Option<String>,
}

/// The kind of a grant deadline reminder.
pub const GRANT_REMINDER: &str = "grant-reminder";

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
        kind: new.kind,
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

/// Sent emails are kept this long after they were sent (for the admin's outbox view), then
/// deleted; the privacy page says so.
pub const KEEP_SENT_SECS: i64 = 90 * 86_400;

/// Deletes the emails sent before `cutoff`. Ids follow time, so the sweep reads from the
/// oldest and stops at the first email queued after `cutoff`; an old email still unsent is
/// passed over (kept until it goes or an admin deletes it), never a stop.
pub fn purge_sent_before(db: &Db, cutoff: i64) -> DbResult<usize> {
    let tx = db.begin_write()?;
    let mut removed = 0;
    {
        let mut table = OUTBOX.write(&tx)?;
        for k in table.keys(&[])? {
            let Some(email) = table.get::<QueuedEmail>(&k)? else { continue };
            if email.created_at >= cutoff {
                break;
            }
            if email.status == EmailStatus::Sent && email.sent_at.is_some_and(|t| t < cutoff) {
                table.remove(&k)?;
                removed += 1;
            }
        }
    }
    tx.commit()?;
    Ok(removed)
}

/// Drops the unsent emails of `kind` to `to` inside the caller's transaction (a member
/// deleting their account takes their pending grant reminders with them; receipts and
/// download links still go). Reads only the unsent index.
pub fn drop_unsent_to_in(tx: &WriteTransaction, to: &str, kind: &str) -> DbResult<usize> {
    let mut due = OUTBOX_DUE.write(tx)?;
    let mut table = OUTBOX.write(tx)?;
    let mut dropped = 0;
    for k in due.keys(&[])? {
        let Some((_, id)) = key::at_from(&k) else { continue };
        let doomed = table
            .get::<QueuedEmail>(&key::id(id))?
            .is_some_and(|e| e.status == EmailStatus::Unsent && e.kind.as_deref() == Some(kind) && e.to.eq_ignore_ascii_case(to));
        if doomed {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn email(to: &str, kind: Option<&str>) -> NewEmail {
        NewEmail { to: to.into(), subject: "s".into(), text: "t".into(), kind: kind.map(String::from), ..Default::default() }
    }

    #[test]
    fn sent_emails_go_after_90_days_and_a_stuck_one_does_not_stop_the_sweep() {
        let dir = tempfile::tempdir().unwrap();
        let (db, _) = Db::open_in(dir.path()).unwrap();
        let stuck = enqueue(&db, email("bounces@example.org", None)).unwrap();
        let sent = enqueue(&db, email("ama@example.org", None)).unwrap();
        record_attempt(&db, sent, Ok(()), |_| 60).unwrap();
        record_attempt(&db, stuck, Err("550 no such user".into()), |_| 60).unwrap();
        let now = now_unix();
        assert_eq!(purge_sent_before(&db, now - KEEP_SENT_SECS).unwrap(), 0, "nothing is 90 days old yet");
        assert_eq!(purge_sent_before(&db, now + 1).unwrap(), 1, "the sent one goes, past the stuck one");
        let (left, total) = newest(&db, 10).unwrap();
        assert_eq!((total, left[0].id), (1, stuck), "the unsent one is kept");
    }

    #[test]
    fn only_the_given_kind_of_unsent_email_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let (db, _) = Db::open_in(dir.path()).unwrap();
        enqueue(&db, email("Ama@example.org", Some(GRANT_REMINDER))).unwrap();
        let receipt = enqueue(&db, email("ama@example.org", None)).unwrap();
        let tx = db.begin_write().unwrap();
        assert_eq!(drop_unsent_to_in(&tx, "ama@example.org", GRANT_REMINDER).unwrap(), 1);
        tx.commit().unwrap();
        let (left, _) = newest(&db, 10).unwrap();
        assert_eq!(left.iter().map(|e| e.id).collect::<Vec<_>>(), [receipt], "a receipt still goes out");
        assert_eq!(due(&db, now_unix() + 1).unwrap().len(), 1, "and the due index holds only it");
    }
}
