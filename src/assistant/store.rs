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
    /// The visitor key that got the reply: only they may rate it.
    #[serde(default)]
    pub visitor: String,
    /// A keyword fallback answered (nothing in the knowledge base or training fit).
    #[serde(default)]
    pub fallback: bool,
    /// The visitor's thumbs: `up` or `down`.
    #[serde(default)]
    pub rating: Option<String>,
}

pub struct NewExchange {
    pub message: String,
    pub reply: String,
    pub emotion: Emotion,
    pub risk: Risk,
    pub source: Source,
    pub visitor: String,
    pub fallback: bool,
}

/// What the review screen asks for.
#[derive(Debug, Default, Clone)]
pub struct ReviewFilter {
    pub risk: Option<Risk>,
    pub fallback: Option<bool>,
    /// `up`, `down` or `none`.
    pub rating: Option<String>,
    /// Lower-case text the message or reply contains.
    pub text: Option<String>,
}

impl ReviewFilter {
    fn keeps(&self, e: &Exchange) -> bool {
        self.risk.is_none_or(|r| e.risk == r)
            && self.fallback.is_none_or(|f| e.fallback == f)
            && self.rating.as_deref().is_none_or(|r| match r {
                "none" => e.rating.is_none(),
                r => e.rating.as_deref() == Some(r),
            })
            && self.text.as_deref().is_none_or(|t| {
                e.message.to_lowercase().contains(t) || e.reply.to_lowercase().contains(t)
            })
    }
}

/// The most conversations the review screen searches through, newest first.
const REVIEW_WINDOW: usize = 20_000;

/// Why a rating was not stored.
#[derive(Debug, PartialEq, Eq)]
pub enum RateOutcome {
    Rated,
    /// No such conversation, or not this visitor's.
    NotFound,
    AlreadyRated,
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
        visitor: new.visitor,
        fallback: new.fallback,
        rating: None,
    };
    CONVERSATIONS.write(&tx)?.put(&key::id(id), &exchange)?;
    tx.commit()?;
    Ok(id)
}

/// Deletes exchanges older than `days`; returns how many.
pub fn purge_older_than(db: &Db, days: u32) -> DbResult<usize> {
    let cutoff = now_unix() - i64::from(days) * 86_400;
    let tx = db.begin_write()?;
    let removed = CONVERSATIONS.write(&tx)?.remove_leading(|e: &Exchange| e.at < cutoff)?;
    tx.commit()?;
    Ok(removed)
}

pub fn get(db: &Db, id: u64) -> DbResult<Option<Exchange>> {
    let tx = db.begin_read()?;
    CONVERSATIONS.read(&tx)?.get(&key::id(id))
}

/// The review queue: thumbs-down replies first, then newest first, filtered; one page and
/// the number that matched.
pub fn review_page(db: &Db, filter: &ReviewFilter, page: usize, per_page: usize) -> DbResult<(Vec<Exchange>, u64)> {
    let tx = db.begin_read()?;
    let recent: Vec<Exchange> = CONVERSATIONS.read(&tx)?.page_from_end(0, REVIEW_WINDOW)?;
    let (mut down, rest): (Vec<Exchange>, Vec<Exchange>) =
        recent.into_iter().filter(|e| filter.keeps(e)).partition(|e| e.rating.as_deref() == Some("down"));
    down.extend(rest);
    let total = down.len() as u64;
    Ok((down.into_iter().skip(page.saturating_sub(1) * per_page).take(per_page).collect(), total))
}

/// Stores a visitor's thumbs on a reply they got, once.
pub fn rate(db: &Db, id: u64, visitor: &str, rating: &str) -> DbResult<RateOutcome> {
    let tx = db.begin_write()?;
    let outcome = {
        let mut table = CONVERSATIONS.write(&tx)?;
        match table.get::<Exchange>(&key::id(id))? {
            Some(e) if e.visitor.is_empty() || e.visitor != visitor => RateOutcome::NotFound,
            Some(e) if e.rating.is_some() => RateOutcome::AlreadyRated,
            Some(mut e) => {
                e.rating = Some(rating.to_string());
                table.put(&key::id(id), &e)?;
                RateOutcome::Rated
            }
            None => RateOutcome::NotFound,
        }
    };
    tx.commit()?;
    Ok(outcome)
}
