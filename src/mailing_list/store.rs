//! Mailing-list sign-ups in the `subscribers` table, one per address (`subscribers_by_email`).
//! Only confirmed ones are subscribers; unconfirmed sign-ups are forgotten after a week.

use serde::{Deserialize, Serialize};

use crate::db::tables::{SUBSCRIBERS, SUBSCRIBERS_BY_EMAIL};
use crate::db::{Db, DbResult, key, sequences};
use crate::mail::store::{NewEmail, enqueue_in};

/// How long a confirmation link works, and an unconfirmed sign-up is kept.
pub const CONFIRM_WITHIN_SECS: i64 = 7 * 24 * 60 * 60;
/// A repeated sign-up resends the confirmation at most this often.
pub const RESEND_AFTER_SECS: i64 = 60 * 60;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Subscriber {
    pub id: u64,
    pub email: String,
    pub created_at: i64,
    pub confirmed_at: Option<i64>,
    pub last_sent_at: i64,
}

/// Signs `email` up; `confirmation` builds the email that asks them to confirm, queued in the
/// same transaction for a new sign-up or a repeat after [`RESEND_AFTER_SECS`]. A confirmed
/// address gets nothing: the answer on the page is the same either way.
pub fn sign_up(db: &Db, email: String, now: i64, confirmation: impl FnOnce(&Subscriber) -> Option<NewEmail>) -> DbResult<()> {
    let tx = db.begin_write()?;
    forget_unconfirmed(&tx, now)?;
    let lookup = email.to_lowercase();
    let existing: Option<u64> = SUBSCRIBERS_BY_EMAIL.write(&tx)?.get(lookup.as_bytes())?;
    let found: Option<Subscriber> = match existing {
        Some(id) => SUBSCRIBERS.write(&tx)?.get(&key::id(id))?,
        None => None,
    };
    let subscriber = match found {
        Some(s) if s.confirmed_at.is_some() || now - s.last_sent_at < RESEND_AFTER_SECS => None,
        Some(s) => Some(s),
        None => {
            let s = Subscriber { id: sequences::next_id(&tx, "subscribers")?, email, created_at: now, confirmed_at: None, last_sent_at: now };
            SUBSCRIBERS_BY_EMAIL.write(&tx)?.put(lookup.as_bytes(), &s.id)?;
            Some(s)
        }
    };
    if let Some(mut s) = subscriber {
        if let Some(email) = confirmation(&s) {
            enqueue_in(&tx, email)?;
        }
        s.last_sent_at = now;
        SUBSCRIBERS.write(&tx)?.put(&key::id(s.id), &s)?;
    }
    tx.commit()?;
    Ok(())
}

fn forget_unconfirmed(tx: &redb::WriteTransaction, now: i64) -> DbResult<()> {
    let all: Vec<(Vec<u8>, Subscriber)> = SUBSCRIBERS.write(tx)?.scan(&[])?;
    for (k, s) in all.into_iter().filter(|(_, s)| s.confirmed_at.is_none() && now - s.created_at > CONFIRM_WITHIN_SECS) {
        SUBSCRIBERS.write(tx)?.remove(&k)?;
        SUBSCRIBERS_BY_EMAIL.write(tx)?.remove(s.email.to_lowercase().as_bytes())?;
    }
    Ok(())
}

/// Confirms the sign-up a link names (by id and sign-up time, so a link outlives nothing it
/// was not made for); `false` when it is gone or the link is too old.
pub fn confirm(db: &Db, id: u64, created_at: i64, now: i64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let confirmed = {
        let mut table = SUBSCRIBERS.write(&tx)?;
        match table.get::<Subscriber>(&key::id(id))? {
            Some(s) if s.created_at == created_at && s.confirmed_at.is_some() => true,
            Some(mut s) if s.created_at == created_at && now - created_at <= CONFIRM_WITHIN_SECS => {
                s.confirmed_at = Some(now);
                table.put(&key::id(id), &s)?;
                true
            }
            _ => false,
        }
    };
    tx.commit()?;
    Ok(confirmed)
}

/// Removes the sign-up a link names, if it is still there.
pub fn unsubscribe(db: &Db, id: u64, created_at: i64) -> DbResult<()> {
    let tx = db.begin_write()?;
    let found: Option<Subscriber> = SUBSCRIBERS.write(&tx)?.get(&key::id(id))?;
    if let Some(s) = found.filter(|s| s.created_at == created_at) {
        SUBSCRIBERS.write(&tx)?.remove(&key::id(id))?;
        SUBSCRIBERS_BY_EMAIL.write(&tx)?.remove(s.email.to_lowercase().as_bytes())?;
    }
    tx.commit()?;
    Ok(())
}

/// Every sign-up, newest first.
pub fn list(db: &Db) -> DbResult<Vec<Subscriber>> {
    let tx = db.begin_read()?;
    let mut all: Vec<Subscriber> = SUBSCRIBERS.read(&tx)?.scan::<Subscriber>(&[])?.into_iter().map(|(_, s)| s).collect();
    all.reverse();
    Ok(all)
}

pub fn delete(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let Some(s) = SUBSCRIBERS.write(&tx)?.get::<Subscriber>(&key::id(id))? else { return Ok(false) };
    SUBSCRIBERS_BY_EMAIL.write(&tx)?.remove(s.email.to_lowercase().as_bytes())?;
    SUBSCRIBERS.write(&tx)?.remove(&key::id(id))?;
    tx.commit()?;
    Ok(true)
}
