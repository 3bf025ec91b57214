//! Farm plans under a random id (so a visitor can reopen or share one), pruned oldest first
//! past a year or past [`MAX_PLANS`], and the running counts admins see.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::generate::Plan;
use crate::db::tables::{FARM_PLAN_COUNTS, FARM_PLANS, FARM_PLANS_BY_TIME};
use crate::db::{Db, DbResult, key, sequences};

/// The largest plan any answers can make, serialised (the exhaustive test in `generate`
/// checks every combination against it).
pub const PLAN_BYTES_AT_MOST: usize = 24_000;
/// Plans kept at most: with [`PLAN_BYTES_AT_MOST`] (the largest measured is about 17 KB) the
/// table stays under about 240 MB of disk in the very worst case, far less for real plans.
pub const MAX_PLANS: u64 = 10_000;
/// Plans older than this are pruned as new ones arrive.
pub const KEEP_SECS: i64 = 365 * 24 * 3600;
/// Old plans removed per new plan: enough to shrink the table, bounded per request.
const PRUNE_PER_INSERT: usize = 3;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredPlan {
    pub id: String,
    pub created_at: i64,
    pub plan: Plan,
}

/// 16 characters from a 32-letter alphabet: 80 random bits, unguessable and URL-safe.
/// Without the system's randomness there is no id (never a guessable one).
pub fn new_id() -> Result<String, getrandom::Error> {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyz234567";
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)?;
    Ok(bytes.iter().map(|b| ALPHABET[usize::from(*b) % 32] as char).collect())
}

/// Whether `id` has the shape [`new_id`] makes (unknown shapes are a 404 without a read).
pub fn is_id(id: &str) -> bool {
    id.len() == 16 && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

fn count_keys(plan: &Plan) -> Vec<String> {
    let mut keys = vec!["total".to_string(), format!("experience:{}", plan.experience.slug()), format!("budget:{}", plan.budget.slug()), format!("hours:{}", plan.time_per_week)];
    keys.extend(plan.crops.iter().map(|g| format!("group:{g}")));
    keys
}

/// Stores a plan, counts it and prunes the oldest; all in one durable transaction. `None`
/// (nothing written) if the id is taken.
pub fn insert(db: &Db, id: String, created_at: i64, plan: Plan) -> DbResult<Option<StoredPlan>> {
    let tx = db.begin_write()?;
    let stored = StoredPlan { id, created_at, plan };
    {
        let mut plans = FARM_PLANS.write(&tx)?;
        let mut by_time = FARM_PLANS_BY_TIME.write(&tx)?;
        let seq = sequences::next_id(&tx, "farm_plans")?;
        // 80 random bits do not clash; if they ever did, one visitor's plan must not
        // replace another's.
        if plans.get::<StoredPlan>(stored.id.as_bytes())?.is_some() {
            return Ok(None);
        }
        plans.put(stored.id.as_bytes(), &stored)?;
        by_time.put(&key::at(created_at, seq), &stored.id)?;
        let mut counts = FARM_PLAN_COUNTS.write(&tx)?;
        for k in count_keys(&stored.plan) {
            let n: u64 = counts.get(k.as_bytes())?.unwrap_or(0);
            counts.put(k.as_bytes(), &(n + 1))?;
        }
        for _ in 0..PRUNE_PER_INSERT {
            let Some((oldest_key, oldest_id)) = by_time.first::<String>()? else { break };
            let too_old = key::at_from(&oldest_key).is_some_and(|(at, _)| at < created_at - KEEP_SECS);
            if !too_old && by_time.len()? <= MAX_PLANS {
                break;
            }
            by_time.remove(&oldest_key)?;
            plans.remove(oldest_id.as_bytes())?;
        }
    }
    tx.commit()?;
    Ok(Some(stored))
}

/// A plan younger than [`KEEP_SECS`] (an older one not yet pruned is gone to the visitor).
pub fn get(db: &Db, id: &str, now: i64) -> DbResult<Option<StoredPlan>> {
    let tx = db.begin_read()?;
    Ok(FARM_PLANS.read(&tx)?.get::<StoredPlan>(id.as_bytes())?.filter(|p| p.created_at >= now - KEEP_SECS))
}

/// Removes every plan older than [`KEEP_SECS`] (the daily maintenance; the privacy page
/// promises a year). Returns how many.
pub fn purge_expired(db: &Db, now: i64) -> DbResult<usize> {
    let tx = db.begin_write()?;
    let mut removed = 0;
    {
        let mut plans = FARM_PLANS.write(&tx)?;
        let mut by_time = FARM_PLANS_BY_TIME.write(&tx)?;
        while let Some((oldest_key, oldest_id)) = by_time.first::<String>()? {
            if key::at_from(&oldest_key).is_none_or(|(at, _)| at >= now - KEEP_SECS) {
                break;
            }
            by_time.remove(&oldest_key)?;
            plans.remove(oldest_id.as_bytes())?;
            removed += 1;
        }
    }
    tx.commit()?;
    Ok(removed)
}

/// Plans made since counting began, by kind ("group:tomatoes" → 12), and plans kept now.
pub fn counts(db: &Db) -> DbResult<(BTreeMap<String, u64>, u64)> {
    let tx = db.begin_read()?;
    let counts = FARM_PLAN_COUNTS.read(&tx)?.scan::<u64>(&[])?.into_iter().map(|(k, v)| (String::from_utf8_lossy(&k).into_owned(), v)).collect();
    let kept = FARM_PLANS.read(&tx)?.len()?;
    Ok((counts, kept))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_sixteen_url_safe_characters_and_differ() {
        let (a, b) = (new_id().unwrap(), new_id().unwrap());
        assert!(is_id(&a) && is_id(&b) && a != b);
        assert!(!is_id("../../etc/passwd") && !is_id("ABCDEFGHJKMNPQRS"));
    }
}
