//! Users and sessions in redb: the only code that opens transactions on these tables.

use serde::{Deserialize, Serialize};

use super::user::{Role, User};
use crate::db::{Db, DbResult, key, now_unix, sequences, tables::{SESSIONS, SESSIONS_BY_USER, USERS, USERS_BY_NAME}};

/// Sessions kept per user; signing in on an eleventh device signs the oldest one out, so
/// a script signing in over and over cannot fill the disk.
pub const MAX_SESSIONS_PER_USER: usize = 10;

/// A stored session, keyed by the SHA-256 of its token.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Session {
    pub user_id: u64,
    pub created_at: i64,
    pub expires_at: i64,
    /// Orders a user's sessions (several can start in one second); 0 for sessions from
    /// before schema 6.
    #[serde(default)]
    pub seq: u64,
}

/// Fields of an account to create.
pub struct NewUser<'a> {
    pub username: &'a str,
    pub email: &'a str,
    pub password_hash: String,
    pub role: Role,
}

/// Creates an account. Returns `None` when the username is taken (in any letter case).
pub fn create_user(db: &Db, new: NewUser<'_>) -> DbResult<Option<User>> {
    let tx = db.begin_write()?;
    let user = {
        let mut index = USERS_BY_NAME.write(&tx)?;
        let name_key = new.username.to_lowercase();
        if index.get::<u64>(name_key.as_bytes())?.is_some() {
            return Ok(None);
        }
        let id = sequences::next_id(&tx, "users")?;
        let user = User {
            id,
            username: new.username.to_string(),
            email: new.email.to_string(),
            password_hash: new.password_hash,
            role: new.role,
            created_at: now_unix(),
        };
        USERS.write(&tx)?.put(&key::id(id), &user)?;
        index.put(name_key.as_bytes(), &id)?;
        user
    };
    tx.commit()?;
    Ok(Some(user))
}

pub fn find_by_username(db: &Db, username: &str) -> DbResult<Option<User>> {
    let tx = db.begin_read()?;
    let Some(id) = USERS_BY_NAME.read(&tx)?.get::<u64>(username.to_lowercase().as_bytes())? else {
        return Ok(None);
    };
    USERS.read(&tx)?.get(&key::id(id))
}

pub fn find_by_id(db: &Db, id: u64) -> DbResult<Option<User>> {
    let tx = db.begin_read()?;
    USERS.read(&tx)?.get(&key::id(id))
}

/// Deletes a member's account: the user, their sessions and their grant applications, in
/// one transaction. Returns whether there was such a member.
pub fn delete_member(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    {
        let mut users = USERS.write(&tx)?;
        let Some(user) = users.get::<User>(&key::id(id))?.filter(|u| u.role == Role::Member) else {
            return Ok(false);
        };
        USERS_BY_NAME.write(&tx)?.remove(user.username.to_lowercase().as_bytes())?;
        users.remove(&key::id(id))?;
        delete_sessions_of(&tx, id)?;
        crate::grants::store::delete_applications_in(&tx, id)?;
        crate::mail::store::drop_unsent_to_in(&tx, &user.email, crate::mail::store::GRANT_REMINDER)?;
    }
    tx.commit()?;
    Ok(true)
}

/// Every account with the given role, oldest first.
pub fn list_users(db: &Db, role: Role) -> DbResult<Vec<User>> {
    let tx = db.begin_read()?;
    let users = USERS.read(&tx)?.scan::<User>(&[])?;
    Ok(users.into_iter().map(|(_, u)| u).filter(|u| u.role == role).collect())
}

pub fn admin_exists(db: &Db) -> DbResult<bool> {
    Ok(!list_users(db, Role::Admin)?.is_empty())
}

/// Replaces the password hash of the user `username` with role `role` and signs them out
/// everywhere. Returns the user, or `None` when there is no such user with that role.
pub fn set_password(db: &Db, username: &str, role: Role, password_hash: String) -> DbResult<Option<User>> {
    let tx = db.begin_write()?;
    let user = {
        let Some(id) = USERS_BY_NAME.write(&tx)?.get::<u64>(username.to_lowercase().as_bytes())? else {
            return Ok(None);
        };
        let mut users = USERS.write(&tx)?;
        let Some(mut user) = users.get::<User>(&key::id(id))?.filter(|u| u.role == role) else {
            return Ok(None);
        };
        user.password_hash = password_hash;
        users.put(&key::id(id), &user)?;
        delete_sessions_of(&tx, id)?;
        user
    };
    tx.commit()?;
    Ok(Some(user))
}

/// Deletes the user `username` with role `role` and their sessions. Returns the removed
/// user, or `None` when there is no such user with that role.
pub fn remove_user(db: &Db, username: &str, role: Role) -> DbResult<Option<User>> {
    let tx = db.begin_write()?;
    let user = {
        let mut index = USERS_BY_NAME.write(&tx)?;
        let name_key = username.to_lowercase();
        let Some(id) = index.get::<u64>(name_key.as_bytes())? else {
            return Ok(None);
        };
        let mut users = USERS.write(&tx)?;
        let Some(user) = users.get::<User>(&key::id(id))?.filter(|u| u.role == role) else {
            return Ok(None);
        };
        index.remove(name_key.as_bytes())?;
        users.remove(&key::id(id))?;
        delete_sessions_of(&tx, id)?;
        user
    };
    tx.commit()?;
    Ok(Some(user))
}

fn delete_sessions_of(tx: &redb::WriteTransaction, user_id: u64) -> DbResult<()> {
    let mut sessions = SESSIONS.write(tx)?;
    let mut index = SESSIONS_BY_USER.write(tx)?;
    for k in index.keys(&key::id(user_id))? {
        sessions.remove(&k[16..])?;
        index.remove(&k)?;
    }
    Ok(())
}

/// The index key of a session: user id, sequence number, token hash (so a user's sessions
/// sort oldest first and each key names its session).
pub fn session_index_key(user_id: u64, seq: u64, token_hash: &[u8]) -> Vec<u8> {
    let mut k = Vec::with_capacity(16 + token_hash.len());
    k.extend_from_slice(&key::id(user_id));
    k.extend_from_slice(&key::id(seq));
    k.extend_from_slice(token_hash);
    k
}

/// Stores a new session for `user_id` under `token_hash`, valid for `ttl_secs`, dropping the
/// user's oldest sessions beyond [`MAX_SESSIONS_PER_USER`].
pub fn create_session(db: &Db, user_id: u64, token_hash: &[u8], ttl_secs: i64) -> DbResult<Session> {
    let now = now_unix();
    let tx = db.begin_write()?;
    let session = Session { user_id, created_at: now, expires_at: now + ttl_secs, seq: sequences::next_id(&tx, "sessions")? };
    {
        let mut sessions = SESSIONS.write(&tx)?;
        let mut index = SESSIONS_BY_USER.write(&tx)?;
        let existing = index.keys(&key::id(user_id))?;
        let excess = (existing.len() + 1).saturating_sub(MAX_SESSIONS_PER_USER);
        for old in existing.iter().take(excess) {
            sessions.remove(&old[16..])?;
            index.remove(old)?;
        }
        sessions.put(token_hash, &session)?;
        index.put_key(&session_index_key(user_id, session.seq, token_hash))?;
    }
    tx.commit()?;
    Ok(session)
}

/// The user a session token hash belongs to, if the session exists and has not expired.
pub fn session_user(db: &Db, token_hash: &[u8]) -> DbResult<Option<User>> {
    let tx = db.begin_read()?;
    let Some(session) = SESSIONS.read(&tx)?.get::<Session>(token_hash)? else {
        return Ok(None);
    };
    if session.expires_at <= now_unix() {
        return Ok(None);
    }
    USERS.read(&tx)?.get(&key::id(session.user_id))
}

fn remove_session_in(tx: &redb::WriteTransaction, token_hash: &[u8]) -> DbResult<Option<Session>> {
    let mut sessions = SESSIONS.write(tx)?;
    let Some(session) = sessions.get::<Session>(token_hash)? else { return Ok(None) };
    sessions.remove(token_hash)?;
    SESSIONS_BY_USER.write(tx)?.remove(&session_index_key(session.user_id, session.seq, token_hash))?;
    Ok(Some(session))
}

pub fn delete_session(db: &Db, token_hash: &[u8]) -> DbResult<()> {
    let tx = db.begin_write()?;
    remove_session_in(&tx, token_hash)?;
    tx.commit()?;
    Ok(())
}

/// Deletes expired sessions; returns how many. Run periodically by `serve`.
pub fn purge_expired_sessions(db: &Db) -> DbResult<usize> {
    let now = now_unix();
    let tx = db.begin_write()?;
    let expired: Vec<Vec<u8>> = SESSIONS
        .write(&tx)?
        .scan::<Session>(&[])?
        .into_iter()
        .filter(|(_, s)| s.expires_at <= now)
        .map(|(k, _)| k)
        .collect();
    for hash in &expired {
        remove_session_in(&tx, hash)?;
    }
    tx.commit()?;
    Ok(expired.len())
}

/// How many sessions a user has (for tests and the admin list).
pub fn session_count(db: &Db, user_id: u64) -> DbResult<usize> {
    let tx = db.begin_read()?;
    Ok(SESSIONS_BY_USER.read(&tx)?.keys(&key::id(user_id))?.len())
}
