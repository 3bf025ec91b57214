//! Schema versions. Each migration runs in its own write transaction together with the new
//! version stamp, so a crash mid-upgrade leaves the file at the previous, consistent version.

use redb::WriteTransaction;

use super::{Db, DbError, DbResult, tables};

/// The schema version this binary writes.
pub const CURRENT: u64 = 5;

const VERSION_KEY: &[u8] = b"schema_version";

type Migration = fn(&WriteTransaction) -> DbResult<()>;

const MIGRATIONS: &[(u64, Migration)] =
    &[(1, v1_initial_tables), (2, v2_username_index), (3, v3_store_tables), (4, v4_payment_tables), (5, v5_conversations)];

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
