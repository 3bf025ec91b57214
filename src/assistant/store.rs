//! The conversation log in redb: every message and reply, for trainers to review, kept for
//! the retention period.

use serde::{Deserialize, Serialize};

use super::guard::Risk;
use super::responder::{Emotion, Source};
use crate::db::tables::CONVERSATIONS;
use crate::db::{Db, DbResult, key, now_unix, sequences};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Exchange {
    pub id: u64,
    pub message: String,
    pub reply: String,
    pub emotion: String,
    pub risk: Risk,
    pub source: String,
    pub at: i64,
}

pub struct NewExchange {
    pub message: String,
    pub reply: String,
    pub emotion: Emotion,
    pub risk: Risk,
    pub source: Source,
}

fn label<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

pub fn record(db: &Db, new: NewExchange) -> DbResult<u64> {
    let tx = db.begin_write()?;
    let id = sequences::next_id(&tx, "conversations")?;
    let exchange = Exchange {
        id,
        message: new.message,
        reply: new.reply,
        emotion: label(&new.emotion),
        risk: new.risk,
        source: label(&new.source),
        at: now_unix(),
    };
    CONVERSATIONS.write(&tx)?.put(&key::id(id), &exchange)?;
    tx.commit()?;
    Ok(id)
}

/// One page, newest first, and the total count.
pub fn page(db: &Db, page: usize, per_page: usize) -> DbResult<(Vec<Exchange>, u64)> {
    let tx = db.begin_read()?;
    let table = CONVERSATIONS.read(&tx)?;
    Ok((table.page_from_end(page.saturating_sub(1) * per_page, per_page)?, table.len()?))
}

/// Deletes exchanges older than `days`; returns how many.
pub fn purge_older_than(db: &Db, days: u32) -> DbResult<usize> {
    let cutoff = now_unix() - i64::from(days) * 86_400;
    let tx = db.begin_write()?;
    let removed = CONVERSATIONS.write(&tx)?.remove_leading(|e: &Exchange| e.at < cutoff)?;
    tx.commit()?;
    Ok(removed)
}
