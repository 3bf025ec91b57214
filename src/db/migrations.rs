//! Schema versions. Each migration runs in its own write transaction together with the new
//! version stamp, so a crash mid-upgrade leaves the file at the previous, consistent version.

use redb::WriteTransaction;

use super::{Db, DbError, DbResult, tables};

/// The schema version this binary writes.
pub const CURRENT: u64 = 13;

const VERSION_KEY: &[u8] = b"schema_version";

type Migration = fn(&WriteTransaction) -> DbResult<()>;

const MIGRATIONS: &[(u64, Migration)] =
    &[(1, v1_initial_tables), (2, v2_username_index), (3, v3_store_tables), (4, v4_payment_tables), (5, v5_conversations), (6, v6_indexes), (7, v7_training), (8, v8_community), (9, v9_visitors_input), (10, v10_quiz), (11, v11_course_progress), (12, v12_farm_plans), (13, v13_grants)];

/// Brings the file up to [`CURRENT`]. Returns whether the file was brand new (version 0).
pub fn migrate(db: &Db) -> DbResult<bool> {
    migrate_to(db, CURRENT)
}

/// Brings the file up to `target`; tests use a lower target to build an old-version file.
pub fn migrate_to(db: &Db, target: u64) -> DbResult<bool> {
    let found = version(db)?;
    if found > CURRENT {
        return Err(DbError::NewerSchema { found, supported: CURRENT });
    }
    for &(version, migration) in MIGRATIONS.iter().filter(|(v, _)| *v > found && *v <= target) {
        let tx = db.begin_write()?;
        migration(&tx)?;
        tables::META.write(&tx)?.put(VERSION_KEY, &version)?;
        tx.commit()?;
        tracing::debug!(version, "applied schema migration");
    }
    Ok(found == 0)
}

/// The schema version stored in the file (0 for a new file).
pub fn version(db: &Db) -> DbResult<u64> {
    let tx = db.begin_write()?;
    let found = tables::META.write(&tx)?.get::<u64>(VERSION_KEY)?.unwrap_or(0);
    // Opening META may have created it; committing an otherwise empty transaction is harmless.
    tx.commit()?;
    Ok(found)
}

fn v1_initial_tables(tx: &WriteTransaction) -> DbResult<()> {
    for table in [tables::SEQUENCES, tables::USERS, tables::SESSIONS, tables::SETTINGS] {
        table.write(tx)?;
    }
    Ok(())
}

/// Usernames are unique regardless of case; version 1 found users by scanning.
fn v2_username_index(tx: &WriteTransaction) -> DbResult<()> {
    let users = tables::USERS.write(tx)?;
    let mut index = tables::USERS_BY_NAME.write(tx)?;
    for (key, user) in users.scan::<serde_json::Value>(&[])? {
        if let Some(name) = user.get("username").and_then(|n| n.as_str()) {
            let id = super::key::id_from(&key).unwrap_or_default();
            index.put(name.to_lowercase().as_bytes(), &id)?;
        }
    }
    Ok(())
}

/// The store: categories, products (with a slug index), download counters, orders, and
/// the seeded records an admin deleted.
fn v3_store_tables(tx: &WriteTransaction) -> DbResult<()> {
    for table in [
        tables::CATEGORIES,
        tables::PRODUCTS,
        tables::PRODUCTS_BY_SLUG,
        tables::DOWNLOADS,
        tables::ORDERS,
        tables::DELETED_SEEDS,
    ] {
        table.write(tx)?;
    }
    Ok(())
}

/// Payments: the order index by payment reference, applied Stripe events and the email outbox.
fn v4_payment_tables(tx: &WriteTransaction) -> DbResult<()> {
    for table in [tables::ORDERS_BY_REF, tables::STRIPE_EVENTS, tables::OUTBOX] {
        table.write(tx)?;
    }
    Ok(())
}

/// The assistant's conversation log.
fn v5_conversations(tx: &WriteTransaction) -> DbResult<()> {
    tables::CONVERSATIONS.write(tx)?;
    Ok(())
}

/// Indexes for the background work that used to read whole tables: unsent emails by due
/// time, pending orders by age, and each user's sessions.
fn v6_indexes(tx: &WriteTransaction) -> DbResult<()> {
    use super::key;
    use serde_json::Value;
    let field = |v: &Value, name: &str| v.get(name).and_then(Value::as_i64).unwrap_or(0);
    let mut due = tables::OUTBOX_DUE.write(tx)?;
    for (k, email) in tables::OUTBOX.write(tx)?.scan::<Value>(&[])? {
        if email.get("status").and_then(Value::as_str) == Some("unsent") {
            due.put_key(&key::at(field(&email, "nextAttemptAt"), key::id_from(&k).unwrap_or_default()))?;
        }
    }
    let mut pending = tables::ORDERS_PENDING.write(tx)?;
    for (k, order) in tables::ORDERS.write(tx)?.scan::<Value>(&[])? {
        if order.get("paymentStatus").and_then(Value::as_str) == Some("pending") {
            pending.put_key(&key::at(field(&order, "createdAt"), key::id_from(&k).unwrap_or_default()))?;
        }
    }
    let mut by_user = tables::SESSIONS_BY_USER.write(tx)?;
    for (hash, session) in tables::SESSIONS.write(tx)?.scan::<Value>(&[])? {
        let user = field(&session, "userId") as u64;
        by_user.put_key(&crate::accounts::store::session_index_key(user, 0, &hash))?;
    }
    Ok(())
}

/// The assistant's training: sessions, history, corrections, instructions, reinforcements,
/// assessments and the scheduler's settings.
fn v7_training(tx: &WriteTransaction) -> DbResult<()> {
    for table in [
        tables::TRAINING_SESSIONS,
        tables::TRAINING_HISTORY,
        tables::CORRECTIONS,
        tables::INSTRUCTIONS,
        tables::REINFORCEMENTS,
        tables::ASSESSMENTS,
        tables::TRAINING_SETTINGS,
    ] {
        table.write(tx)?;
    }
    Ok(())
}

/// The Community Griot hub: blog posts, videos, resources and game links.
fn v8_community(tx: &WriteTransaction) -> DbResult<()> {
    for table in [tables::BLOG_POSTS, tables::VIDEOS, tables::RESOURCES, tables::GAME_LINKS] {
        table.write(tx)?;
    }
    Ok(())
}

/// Visitors' input: the discussion (comments, indexes, likes, blocks), contact messages,
/// free-guide leads and the mailing list.
fn v9_visitors_input(tx: &WriteTransaction) -> DbResult<()> {
    for table in [
        tables::COMMENTS,
        tables::COMMENTS_BY_DAY,
        tables::COMMENTS_BY_STATUS,
        tables::COMMENT_DAY_COUNTS,
        tables::COMMENT_LIKES,
        tables::COMMENT_BLOCKS,
        tables::MESSAGES,
        tables::LEADS,
        tables::LEADS_BY_EMAIL,
        tables::SUBSCRIBERS,
        tables::SUBSCRIBERS_BY_EMAIL,
    ] {
        table.write(tx)?;
    }
    Ok(())
}

/// The quiz challenge: sessions, the live session per player and challenge, players and
/// their leaderboard order.
fn v10_quiz(tx: &WriteTransaction) -> DbResult<()> {
    for table in [tables::QUIZ_SESSIONS, tables::QUIZ_LIVE, tables::QUIZ_PLAYERS, tables::QUIZ_RANKS] {
        table.write(tx)?;
    }
    Ok(())
}

fn v11_course_progress(tx: &WriteTransaction) -> DbResult<()> {
    for table in [tables::COURSE_PROGRESS, tables::CERTIFICATES] {
        table.write(tx)?;
    }
    Ok(())
}

/// Farm plans, their time index and the counts admins see.
fn v12_farm_plans(tx: &WriteTransaction) -> DbResult<()> {
    for table in [tables::FARM_PLANS, tables::FARM_PLANS_BY_TIME, tables::FARM_PLAN_COUNTS] {
        table.write(tx)?;
    }
    Ok(())
}

/// Grant programs and members' applications.
fn v13_grants(tx: &WriteTransaction) -> DbResult<()> {
    for table in [tables::GRANT_PROGRAMS, tables::GRANT_APPLICATIONS, tables::GRANT_APPLICATIONS_BY_USER] {
        table.write(tx)?;
    }
    Ok(())
}
