//! Comments in redb: the rows, a day index per thread, a status index for the moderation
//! queue, visible counts per day, likes, blocks and the blocklist. Every change to a
//! comment's status goes through [`set_status`], which keeps the indexes and counts true.

use redb::WriteTransaction;
use serde::{Deserialize, Serialize};

use super::model::{Comment, Status, hold_reason};
use crate::db::tables::{
    COMMENT_BLOCKS, COMMENT_DAY_COUNTS, COMMENT_LIKES, COMMENTS, COMMENTS_BY_DAY, COMMENTS_BY_STATUS, SETTINGS,
};
use crate::db::{Db, DbResult, key, now_unix, sequences};
use crate::mail::store::{NewEmail, enqueue_in};

const BLOCKLIST_KEY: &[u8] = b"comment-blocklist";

/// What a store call can refuse; everything else is a storage error.
#[derive(Debug, PartialEq)]
pub enum Refusal {
    NoParent,
    ReplyToReply,
    Blocked,
    NotYours,
    NotFound,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Block {
    pub id: u64,
    pub author: String,
    pub address: String,
    pub created_at: i64,
    /// The first words of the comment that led to it.
    pub note: String,
    /// What is blocked; blocks made before the choice existed covered both.
    #[serde(default)]
    pub scope: BlockScope,
    /// An address is shared (a school, a phone network), so its block lapses.
    #[serde(default)]
    pub expires_at: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BlockScope {
    /// The visitor (their cookie), wherever they post from.
    Visitor,
    /// Everyone posting from the address, for [`ADDRESS_BLOCK_SECS`].
    Address,
    #[default]
    Both,
}

/// An address block lasts 30 days.
pub const ADDRESS_BLOCK_SECS: i64 = 30 * 86_400;

impl Block {
    /// Whether this block covers `author` as a visitor (`.0`) and `address` (`.1`) at `now`.
    pub fn covers(&self, author: &str, address: &str, now: i64) -> (bool, bool) {
        if self.expires_at.is_some_and(|t| t <= now) {
            return (false, false);
        }
        let visitor = matches!(self.scope, BlockScope::Visitor | BlockScope::Both) && self.author == author;
        let at_address = matches!(self.scope, BlockScope::Address | BlockScope::Both) && self.address == address;
        (visitor, at_address)
    }

    /// Whether this block stops `author` posting from `address` at `now`.
    pub fn stops(&self, author: &str, address: &str, now: i64) -> bool {
        let (visitor, at_address) = self.covers(author, address, now);
        visitor || at_address
    }
}

/// A comment to store.
pub struct NewComment {
    pub thread: String,
    pub day: String,
    pub parent_id: Option<u64>,
    pub name: String,
    pub content: String,
    pub author: String,
    pub address: String,
}

fn day_key(thread: &str, day: &str, id: u64) -> Vec<u8> {
    let mut k = day_prefix(thread, day);
    k.extend_from_slice(&key::id(id));
    k
}

fn day_prefix(thread: &str, day: &str) -> Vec<u8> {
    format!("{thread}\0{day}\0").into_bytes()
}

fn count_key(thread: &str, day: &str) -> Vec<u8> {
    format!("{thread}\0{day}").into_bytes()
}

fn status_key(status: Status, id: u64) -> [u8; 9] {
    let mut k = [0u8; 9];
    k[0] = status.byte();
    k[1..].copy_from_slice(&key::id(id));
    k
}

fn like_key(id: u64, voter: &str) -> Vec<u8> {
    let mut k = key::id(id).to_vec();
    k.extend_from_slice(voter.as_bytes());
    k
}

/// Moves a stored comment to `status` (or writes a new one), keeping the status index and
/// the visible count of its day in step.
fn set_status(tx: &WriteTransaction, comment: &mut Comment, status: Status, is_new: bool) -> DbResult<()> {
    let mut by_status = COMMENTS_BY_STATUS.write(tx)?;
    let was_visible = !is_new && comment.status == Status::Visible;
    if !is_new {
        by_status.remove(&status_key(comment.status, comment.id))?;
    }
    match (was_visible, status == Status::Visible) {
        (true, false) => count_visible(tx, comment, -1)?,
        (false, true) => count_visible(tx, comment, 1)?,
        _ => {}
    }
    by_status.put_key(&status_key(status, comment.id))?;
    comment.status = status;
    COMMENTS.write(tx)?.put(&key::id(comment.id), comment)?;
    Ok(())
}

/// Adds `change` to the visible count of the comment's day.
fn count_visible(tx: &WriteTransaction, comment: &Comment, change: i64) -> DbResult<()> {
    let mut counts = COMMENT_DAY_COUNTS.write(tx)?;
    let k = count_key(&comment.thread, &comment.day);
    let n = counts.get::<u64>(&k)?.unwrap_or(0);
    counts.put(&k, &n.saturating_add_signed(change))?;
    Ok(())
}

fn blocklist_in(tx: &WriteTransaction) -> DbResult<Vec<String>> {
    Ok(SETTINGS.write(tx)?.get(BLOCKLIST_KEY)?.unwrap_or_default())
}

fn is_blocked(tx: &WriteTransaction, author: &str, address: &str) -> DbResult<bool> {
    let blocks: Vec<(Vec<u8>, Block)> = COMMENT_BLOCKS.write(tx)?.scan(&[])?;
    let now = now_unix();
    Ok(blocks.iter().any(|(_, b)| b.stops(author, address, now)))
}

/// Stores a new comment, held when moderation says so; `notify` builds the moderator's
/// email for a held one, queued in the same transaction.
pub fn insert(
    db: &Db,
    new: NewComment,
    notify: impl FnOnce(&Comment) -> Option<NewEmail>,
) -> DbResult<Result<Comment, Refusal>> {
    let tx = db.begin_write()?;
    if is_blocked(&tx, &new.author, &new.address)? {
        return Ok(Err(Refusal::Blocked));
    }
    let mut day = new.day;
    if let Some(parent_id) = new.parent_id {
        let parent: Option<Comment> = COMMENTS.write(&tx)?.get(&key::id(parent_id))?;
        let Some(parent) = parent.filter(|p| p.status == Status::Visible && p.thread == new.thread) else {
            return Ok(Err(Refusal::NoParent));
        };
        if parent.parent_id.is_some() {
            return Ok(Err(Refusal::ReplyToReply));
        }
        // A reply belongs to its parent's day, so it shows under it.
        day = parent.day;
    }
    let reason = hold_reason(&new.name, &new.content, &blocklist_in(&tx)?);
    let mut comment = Comment {
        id: sequences::next_id(&tx, "comments")?,
        thread: new.thread,
        day,
        parent_id: new.parent_id,
        name: new.name,
        content: new.content,
        created_at: now_unix(),
        edited_at: None,
        likes: 0,
        status: Status::Visible,
        reason,
        author: new.author,
        address: new.address,
    };
    let status = if comment.reason.is_some() { Status::Held } else { Status::Visible };
    COMMENTS_BY_DAY.write(&tx)?.put_key(&day_key(&comment.thread, &comment.day, comment.id))?;
    set_status(&tx, &mut comment, status, true)?;
    if status == Status::Held
        && let Some(email) = notify(&comment)
    {
        enqueue_in(&tx, email)?;
    }
    tx.commit()?;
    Ok(Ok(comment))
}

/// A thread's comments of one day, every status, oldest first.
pub fn day(db: &Db, thread: &str, day: &str) -> DbResult<Vec<Comment>> {
    let tx = db.begin_read()?;
    let ids = COMMENTS_BY_DAY.read(&tx)?.keys(&day_prefix(thread, day))?;
    let table = COMMENTS.read(&tx)?;
    let mut out = Vec::with_capacity(ids.len());
    for k in ids {
        let Some(id) = k.get(k.len().saturating_sub(8)..).and_then(key::id_from) else { continue };
        if let Some(c) = table.get::<Comment>(&key::id(id))? {
            out.push(c);
        }
    }
    Ok(out)
}

/// Which of `ids` `voter` likes.
pub fn liked_by(db: &Db, ids: &[u64], voter: &str) -> DbResult<Vec<u64>> {
    let tx = db.begin_read()?;
    let likes = COMMENT_LIKES.read(&tx)?;
    let mut out = Vec::new();
    for &id in ids {
        if likes.contains(&like_key(id, voter))? {
            out.push(id);
        }
    }
    Ok(out)
}

/// Days of a thread with visible comments, newest first, at most `limit`.
pub fn days(db: &Db, thread: &str, limit: usize) -> DbResult<Vec<(String, u64)>> {
    let tx = db.begin_read()?;
    let prefix = format!("{thread}\0").into_bytes();
    let rows: Vec<(Vec<u8>, u64)> = COMMENT_DAY_COUNTS.read(&tx)?.scan(&prefix)?;
    Ok(rows
        .into_iter()
        .rev()
        .filter(|(_, n)| *n > 0)
        .filter_map(|(k, n)| Some((String::from_utf8(k.get(prefix.len()..)?.to_vec()).ok()?, n)))
        .take(limit)
        .collect())
}

/// Likes a visible comment for `voter`, or takes their like back: `(likes, liked)`.
pub fn toggle_like(db: &Db, id: u64, voter: &str) -> DbResult<Result<(u64, bool), Refusal>> {
    like(db, id, voter, true)
}

/// A like that a repeat never takes back: for an address's shared visitor, where a second
/// person must not undo the first one's like.
pub fn like_once(db: &Db, id: u64, voter: &str) -> DbResult<Result<(u64, bool), Refusal>> {
    like(db, id, voter, false)
}

fn like(db: &Db, id: u64, voter: &str, toggle: bool) -> DbResult<Result<(u64, bool), Refusal>> {
    let tx = db.begin_write()?;
    let result = {
        let mut comments = COMMENTS.write(&tx)?;
        let Some(mut comment) = comments.get::<Comment>(&key::id(id))?.filter(|c| c.status == Status::Visible) else {
            return Ok(Err(Refusal::NotFound));
        };
        let mut likes = COMMENT_LIKES.write(&tx)?;
        let k = like_key(id, voter);
        let liked = if !toggle && likes.contains(&k)? {
            true
        } else if likes.remove(&k)? {
            comment.likes = comment.likes.saturating_sub(1);
            false
        } else {
            likes.put_key(&k)?;
            comment.likes += 1;
            true
        };
        comments.put(&key::id(id), &comment)?;
        (comment.likes, liked)
    };
    tx.commit()?;
    Ok(Ok(result))
}

/// An author's edit inside the edit window; moderation runs again, and one that puts the comment on hold queues the moderators' email, like a
/// new held comment.
pub fn edit(
    db: &Db,
    id: u64,
    author: &str,
    content: String,
    now: i64,
    notify: impl FnOnce(&Comment) -> Option<NewEmail>,
) -> DbResult<Result<Comment, Refusal>> {
    let tx = db.begin_write()?;
    let Some(mut comment) = COMMENTS.write(&tx)?.get::<Comment>(&key::id(id))? else {
        return Ok(Err(Refusal::NotFound));
    };
    if !comment.editable_by(author, now) || comment.status == Status::Hidden {
        return Ok(Err(Refusal::NotYours));
    }
    comment.content = content;
    comment.edited_at = Some(now);
    let reason = hold_reason(&comment.name, &comment.content, &blocklist_in(&tx)?);
    // An edit can put a comment on hold; only a moderator takes one off it.
    let was_held = comment.status == Status::Held;
    let status = if reason.is_some() || was_held { Status::Held } else { Status::Visible };
    if reason.is_some() {
        comment.reason = reason;
    }
    set_status(&tx, &mut comment, status, false)?;
    if status == Status::Held
        && !was_held
        && let Some(email) = notify(&comment)
    {
        enqueue_in(&tx, email)?;
    }
    tx.commit()?;
    Ok(Ok(comment))
}

/// The author deletes their comment inside the edit window. One with replies stays as an
/// empty stub so the replies keep their place.
pub fn delete_own(db: &Db, id: u64, author: &str, now: i64) -> DbResult<Result<(), Refusal>> {
    let tx = db.begin_write()?;
    let Some(comment) = COMMENTS.write(&tx)?.get::<Comment>(&key::id(id))? else {
        return Ok(Err(Refusal::NotFound));
    };
    if !comment.editable_by(author, now) {
        return Ok(Err(Refusal::NotYours));
    }
    if has_replies(&tx, &comment)? {
        let mut stub = Comment { name: String::new(), content: String::new(), ..comment };
        set_status(&tx, &mut stub, Status::Deleted, false)?;
    } else {
        remove(&tx, &comment)?;
    }
    tx.commit()?;
    Ok(Ok(()))
}

fn has_replies(tx: &WriteTransaction, comment: &Comment) -> DbResult<bool> {
    Ok(replies(tx, comment)?.iter().any(|r| r.status != Status::Deleted))
}

fn replies(tx: &WriteTransaction, comment: &Comment) -> DbResult<Vec<Comment>> {
    let ids = COMMENTS_BY_DAY.write(tx)?.keys(&day_prefix(&comment.thread, &comment.day))?;
    let table = COMMENTS.write(tx)?;
    let mut out = Vec::new();
    for k in ids {
        let Some(id) = k.get(k.len().saturating_sub(8)..).and_then(key::id_from) else { continue };
        if let Some(c) = table.get::<Comment>(&key::id(id))?.filter(|c| c.parent_id == Some(comment.id)) {
            out.push(c);
        }
    }
    Ok(out)
}

/// Removes a comment with its indexes and likes.
fn remove(tx: &WriteTransaction, comment: &Comment) -> DbResult<()> {
    if comment.status == Status::Visible {
        count_visible(tx, comment, -1)?;
    }
    COMMENTS_BY_STATUS.write(tx)?.remove(&status_key(comment.status, comment.id))?;
    COMMENTS_BY_DAY.write(tx)?.remove(&day_key(&comment.thread, &comment.day, comment.id))?;
    let mut likes = COMMENT_LIKES.write(tx)?;
    for k in likes.keys(&key::id(comment.id))? {
        likes.remove(&k)?;
    }
    COMMENTS.write(tx)?.remove(&key::id(comment.id))?;
    Ok(())
}

// ---- moderation ----

/// One page of comments in `status`, newest first, and how many there are.
pub fn page_by_status(db: &Db, status: Status, page: usize, per_page: usize) -> DbResult<(Vec<Comment>, u64)> {
    let tx = db.begin_read()?;
    let keys = COMMENTS_BY_STATUS.read(&tx)?.keys(&[status.byte()])?;
    let table = COMMENTS.read(&tx)?;
    let mut out = Vec::new();
    for k in keys.iter().rev().skip((page - 1) * per_page).take(per_page) {
        let Some(id) = k.get(1..).and_then(key::id_from) else { continue };
        if let Some(c) = table.get::<Comment>(&key::id(id))? {
            out.push(c);
        }
    }
    Ok((out, keys.len() as u64))
}

/// How many comments are in each status.
pub fn count(db: &Db, status: Status) -> DbResult<u64> {
    let tx = db.begin_read()?;
    Ok(COMMENTS_BY_STATUS.read(&tx)?.keys(&[status.byte()])?.len() as u64)
}

/// A moderator shows or hides a comment.
pub fn moderate(db: &Db, id: u64, status: Status) -> DbResult<Option<Comment>> {
    let tx = db.begin_write()?;
    let Some(mut comment) = COMMENTS.write(&tx)?.get::<Comment>(&key::id(id))? else { return Ok(None) };
    if comment.status != Status::Deleted {
        set_status(&tx, &mut comment, status, false)?;
    }
    tx.commit()?;
    Ok(Some(comment))
}

/// A moderator deletes a comment and its replies.
pub fn delete(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let Some(comment) = COMMENTS.write(&tx)?.get::<Comment>(&key::id(id))? else { return Ok(false) };
    for reply in replies(&tx, &comment)? {
        remove(&tx, &reply)?;
    }
    remove(&tx, &comment)?;
    tx.commit()?;
    Ok(true)
}

/// Blocks a comment's author (or everyone at their address, for 30 days) from posting and
/// hides what they have on hold.
pub fn block_author(db: &Db, id: u64, scope: BlockScope) -> DbResult<Option<Block>> {
    let tx = db.begin_write()?;
    let Some(comment) = COMMENTS.write(&tx)?.get::<Comment>(&key::id(id))? else { return Ok(None) };
    // A comment written as its address's shared visitor has no visitor of its own to block:
    // blocking its "author" is blocking the address, so it lapses like one.
    let scope = if scope == BlockScope::Visitor && comment.author == comment.address { BlockScope::Address } else { scope };
    let now = now_unix();
    let existing: Vec<(Vec<u8>, Block)> = COMMENT_BLOCKS.write(&tx)?.scan(&[])?;
    if let Some((_, block)) = existing.into_iter().find(|(_, b)| {
        let same = match scope {
            BlockScope::Visitor => b.author == comment.author,
            BlockScope::Address => b.address == comment.address,
            BlockScope::Both => b.author == comment.author && b.address == comment.address,
        };
        b.scope == scope && same && b.expires_at.is_none_or(|t| t > now)
    }) {
        return Ok(Some(block));
    }
    let note: String = crate::web::text::unescape_html(&comment.content).chars().take(80).collect();
    let block = Block {
        id: sequences::next_id(&tx, "comment_blocks")?,
        author: comment.author.clone(),
        address: comment.address.clone(),
        created_at: now,
        note,
        scope,
        expires_at: (scope != BlockScope::Visitor).then_some(now + ADDRESS_BLOCK_SECS),
    };
    COMMENT_BLOCKS.write(&tx)?.put(&key::id(block.id), &block)?;
    let held = COMMENTS_BY_STATUS.write(&tx)?.keys(&[Status::Held.byte()])?;
    for k in held {
        let Some(held_id) = k.get(1..).and_then(key::id_from) else { continue };
        let found: Option<Comment> = COMMENTS.write(&tx)?.get(&key::id(held_id))?;
        if let Some(mut c) = found.filter(|c| block.stops(&c.author, &c.address, now)) {
            set_status(&tx, &mut c, Status::Hidden, false)?;
        }
    }
    tx.commit()?;
    Ok(Some(block))
}

/// The blocks in force (an address block that has lapsed is left out).
pub fn blocks(db: &Db) -> DbResult<Vec<Block>> {
    let tx = db.begin_read()?;
    let now = now_unix();
    Ok(COMMENT_BLOCKS.read(&tx)?.scan::<Block>(&[])?.into_iter().map(|(_, b)| b).filter(|b| b.expires_at.is_none_or(|t| t > now)).collect())
}

/// Deletes the blocks that have lapsed (address blocks after 30 days), so the address they
/// name is not kept; the daily maintenance runs it. Returns how many.
pub fn purge_lapsed_blocks(db: &Db, now: i64) -> DbResult<usize> {
    let tx = db.begin_write()?;
    let removed = {
        let mut table = COMMENT_BLOCKS.write(&tx)?;
        let lapsed: Vec<Vec<u8>> =
            table.scan::<Block>(&[])?.into_iter().filter(|(_, b)| b.expires_at.is_some_and(|t| t <= now)).map(|(k, _)| k).collect();
        for k in &lapsed {
            table.remove(k)?;
        }
        lapsed.len()
    };
    tx.commit()?;
    Ok(removed)
}

pub fn unblock(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let removed = COMMENT_BLOCKS.write(&tx)?.remove(&key::id(id))?;
    tx.commit()?;
    Ok(removed)
}

pub fn blocklist(db: &Db) -> DbResult<Vec<String>> {
    let tx = db.begin_read()?;
    Ok(SETTINGS.read(&tx)?.get(BLOCKLIST_KEY)?.unwrap_or_default())
}

pub fn set_blocklist(db: &Db, words: &[String]) -> DbResult<()> {
    let tx = db.begin_write()?;
    SETTINGS.write(&tx)?.put(BLOCKLIST_KEY, words)?;
    tx.commit()?;
    Ok(())
}

/// Visible comments of a thread's days from `since_day` (`YYYY-MM-DD`) on, for the hub's stats.
pub fn visible_since(db: &Db, thread: &str, since_day: &str) -> DbResult<u64> {
    let tx = db.begin_read()?;
    let prefix = format!("{thread}\0").into_bytes();
    let rows: Vec<(Vec<u8>, u64)> = COMMENT_DAY_COUNTS.read(&tx)?.scan(&prefix)?;
    Ok(rows
        .into_iter()
        .filter(|(k, _)| k.get(prefix.len()..).is_some_and(|day| day >= since_day.as_bytes()))
        .map(|(_, n)| n)
        .sum())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_block_stops_posting_for_30_days_and_is_then_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let (db, _) = Db::open_in(dir.path()).unwrap();
        let new = |author: &str| NewComment {
            thread: "daily-farm-wisdom".into(),
            day: "2026-11-26".into(),
            parent_id: None,
            name: "Gus".into(),
            content: "hello".into(),
            author: author.into(),
            address: "school".into(),
        };
        let gus = insert(&db, new("gus"), |_| None).unwrap().unwrap();
        let block = block_author(&db, gus.id, BlockScope::Address).unwrap().unwrap();
        assert_eq!(block.expires_at, Some(block.created_at + ADDRESS_BLOCK_SECS));
        assert_eq!(insert(&db, new("classmate"), |_| None).unwrap().unwrap_err(), Refusal::Blocked, "everyone at the address");
        assert_eq!(purge_lapsed_blocks(&db, block.created_at + ADDRESS_BLOCK_SECS - 1).unwrap(), 0);
        assert_eq!(purge_lapsed_blocks(&db, block.created_at + ADDRESS_BLOCK_SECS).unwrap(), 1);
        assert!(blocks(&db).unwrap().is_empty());
    }
}
