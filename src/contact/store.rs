//! Contact messages in the `messages` table, newest last; each is stored together with the
//! email that forwards it to the farm.

use serde::{Deserialize, Serialize};

use crate::db::tables::MESSAGES;
use crate::db::{Db, DbResult, key, now_unix, sequences};
use crate::mail::store::{NewEmail, enqueue_in};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    pub id: u64,
    /// Escaped plain text.
    pub name: String,
    pub email: String,
    /// Escaped plain text.
    pub message: String,
    pub created_at: i64,
    pub read: bool,
}

/// Stores a message and queues `forward` (if any) in the same transaction.
pub fn insert(db: &Db, name: String, email: String, message: String, forward: Option<NewEmail>) -> DbResult<Message> {
    let tx = db.begin_write()?;
    let stored = Message {
        id: sequences::next_id(&tx, "messages")?,
        name,
        email,
        message,
        created_at: now_unix(),
        read: false,
    };
    MESSAGES.write(&tx)?.put(&key::id(stored.id), &stored)?;
    if let Some(email) = forward {
        enqueue_in(&tx, email)?;
    }
    tx.commit()?;
    Ok(stored)
}

/// Every message, newest first.
pub fn list(db: &Db) -> DbResult<Vec<Message>> {
    let tx = db.begin_read()?;
    let mut all: Vec<Message> = MESSAGES.read(&tx)?.scan::<Message>(&[])?.into_iter().map(|(_, m)| m).collect();
    all.reverse();
    Ok(all)
}

pub fn mark_read(db: &Db, id: u64, read: bool) -> DbResult<Option<Message>> {
    let tx = db.begin_write()?;
    let message = {
        let mut table = MESSAGES.write(&tx)?;
        let Some(mut message) = table.get::<Message>(&key::id(id))? else { return Ok(None) };
        message.read = read;
        table.put(&key::id(id), &message)?;
        message
    };
    tx.commit()?;
    Ok(Some(message))
}

pub fn delete(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let removed = MESSAGES.write(&tx)?.remove(&key::id(id))?;
    tx.commit()?;
    Ok(removed)
}
