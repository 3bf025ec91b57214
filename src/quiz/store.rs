//! Quiz sessions and players in redb. A session records the server's start time; its result
//! and the player's progress are written in one transaction, so a submit either counts whole
//! or not at all, and only once.

use serde::{Deserialize, Serialize};

use super::scoring::Progress;
use crate::db::tables::{QUIZ_LIVE, QUIZ_PLAYERS, QUIZ_RANKS, QUIZ_SESSIONS};
use crate::db::{Db, DbResult};

/// Unsubmitted sessions are kept this long, then pruned.
const SESSION_DAYS: i64 = 2;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Session {
    pub id: String,
    pub player_id: String,
    pub challenge_id: String,
    /// Unix milliseconds, by the server's clock.
    pub started_at_ms: i64,
    /// The result as served, once submitted.
    pub result: Option<serde_json::Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    pub id: String,
    pub name: String,
    /// The pseudonym of the browser that made the player; only it can play as them.
    pub owner: String,
    pub created_at: i64,
    pub progress: Progress,
}

/// What a store call can refuse; everything else is a storage error.
#[derive(Debug, PartialEq)]
pub enum Refusal {
    NotFound,
    NotYours,
    Submitted,
    /// A newer session of the same challenge replaced this one.
    Replaced,
    /// The answers themselves: the message says why.
    Invalid(String),
}

fn live_key(player_id: &str, challenge_id: &str) -> Vec<u8> {
    format!("{player_id}\0{challenge_id}").into_bytes()
}

/// A player's place in the leaderboard index: most points first, then who came first. Only
/// players who have finished a quiz have one.
fn rank_key(player: &Player) -> Option<Vec<u8>> {
    (player.progress.quizzes_taken > 0).then(|| {
        let mut k = (u64::MAX - player.progress.total_points).to_be_bytes().to_vec();
        k.extend_from_slice(&player.created_at.to_be_bytes());
        k.extend_from_slice(player.id.as_bytes());
        k
    })
}

/// Starts a session for `player_id` (made or renamed here), replacing any live one of the
/// same challenge; prunes sessions older than two days.
pub fn start(
    db: &Db,
    player_id: &str,
    name: &str,
    owner: &str,
    challenge_id: &str,
    now_ms: i64,
) -> DbResult<Result<Session, Refusal>> {
    let tx = db.begin_write()?;
    let session = {
        let mut players = QUIZ_PLAYERS.write(&tx)?;
        let player = match players.get::<Player>(player_id.as_bytes())? {
            Some(p) if p.owner != owner => return Ok(Err(Refusal::NotYours)),
            Some(p) => Player { name: name.to_string(), ..p },
            None => Player {
                id: player_id.to_string(),
                name: name.to_string(),
                owner: owner.to_string(),
                created_at: now_ms / 1000,
                progress: Progress::default(),
            },
        };
        players.put(player_id.as_bytes(), &player)?;
        // Time first, so the oldest sessions lead the table and pruning stops at the first young one.
        let id = format!("{now_ms:013x}{}", &crate::accounts::token::new_token()[..16]);
        let session = Session {
            id: id.clone(),
            player_id: player_id.to_string(),
            challenge_id: challenge_id.to_string(),
            started_at_ms: now_ms,
            result: None,
        };
        let mut sessions = QUIZ_SESSIONS.write(&tx)?;
        let cutoff = now_ms - SESSION_DAYS * 86_400_000;
        sessions.remove_leading(|s: &Session| s.started_at_ms < cutoff)?;
        sessions.put(id.as_bytes(), &session)?;
        QUIZ_LIVE.write(&tx)?.put(&live_key(player_id, challenge_id), &id)?;
        session
    };
    tx.commit()?;
    Ok(Ok(session))
}

/// Submits a session once: `judge` scores it against the player (elapsed seconds by the
/// server's clock) and returns the result to store; nothing is written if it refuses.
pub fn submit(
    db: &Db,
    session_id: &str,
    owner: &str,
    now_ms: i64,
    judge: impl FnOnce(&Session, &mut Player, u64) -> Result<serde_json::Value, String>,
) -> DbResult<Result<serde_json::Value, Refusal>> {
    let tx = db.begin_write()?;
    let result = {
        let mut sessions = QUIZ_SESSIONS.write(&tx)?;
        let Some(mut session) = sessions.get::<Session>(session_id.as_bytes())? else {
            return Ok(Err(Refusal::NotFound));
        };
        let mut players = QUIZ_PLAYERS.write(&tx)?;
        let Some(mut player) = players.get::<Player>(session.player_id.as_bytes())? else {
            return Ok(Err(Refusal::NotFound));
        };
        if player.owner != owner {
            return Ok(Err(Refusal::NotYours));
        }
        if session.result.is_some() {
            return Ok(Err(Refusal::Submitted));
        }
        let live: Option<String> = QUIZ_LIVE.write(&tx)?.get(&live_key(&session.player_id, &session.challenge_id))?;
        if live.as_deref() != Some(session.id.as_str()) {
            return Ok(Err(Refusal::Replaced));
        }
        let old_rank = rank_key(&player);
        let elapsed = u64::try_from((now_ms - session.started_at_ms).max(0) / 1000).unwrap_or(0);
        let result = match judge(&session, &mut player, elapsed) {
            Ok(result) => result,
            Err(message) => return Ok(Err(Refusal::Invalid(message))),
        };
        session.result = Some(result.clone());
        sessions.put(session_id.as_bytes(), &session)?;
        players.put(player.id.as_bytes(), &player)?;
        let mut ranks = QUIZ_RANKS.write(&tx)?;
        if let Some(old) = old_rank {
            ranks.remove(&old)?;
        }
        if let Some(new) = rank_key(&player) {
            ranks.put_key(&new)?;
        }
        result
    };
    tx.commit()?;
    Ok(Ok(result))
}

pub fn player(db: &Db, id: &str) -> DbResult<Option<Player>> {
    QUIZ_PLAYERS.read(&db.begin_read()?)?.get(id.as_bytes())
}

/// Players who have finished at least one quiz challenge.
pub fn ranked_players(db: &Db) -> DbResult<u64> {
    let tx = db.begin_read()?;
    QUIZ_RANKS.read(&tx)?.len()
}

/// Players who have finished a quiz, most points first (ties: who got there first), read
/// from the rank index so a long tail of players costs nothing.
pub fn leaderboard(db: &Db, limit: usize) -> DbResult<Vec<Player>> {
    let tx = db.begin_read()?;
    let players = QUIZ_PLAYERS.read(&tx)?;
    let mut out = Vec::with_capacity(limit);
    for key in QUIZ_RANKS.read(&tx)?.first_keys(limit)? {
        let id = key.get(16..).unwrap_or_default();
        if let Some(player) = players.get::<Player>(id)? {
            out.push(player);
        }
    }
    Ok(out)
}

/// Removes a player and their live sessions (an admin's call); returns whether they existed.
pub fn remove_player(db: &Db, id: &str) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let mut players = QUIZ_PLAYERS.write(&tx)?;
    let Some(player) = players.get::<Player>(id.as_bytes())? else {
        return Ok(false);
    };
    players.remove(id.as_bytes())?;
    drop(players);
    if let Some(rank) = rank_key(&player) {
        QUIZ_RANKS.write(&tx)?.remove(&rank)?;
    }
    let mut live = QUIZ_LIVE.write(&tx)?;
    for key in live.keys(format!("{id}\0").as_bytes())? {
        live.remove(&key)?;
    }
    drop(live);
    tx.commit()?;
    Ok(true)
}
