//! Download counts, kept in memory and added to the stored totals every few seconds and at
//! shutdown. Counts are statistics, not acknowledged writes: a crash loses at most the last
//! few seconds of them, and in exchange a download never waits for an fsync while holding
//! redb's single writer (forty downloads at once would otherwise queue forty commits).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use crate::db::{Db, DbResult};

/// How often counted downloads are written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(5);

#[derive(Default)]
pub struct Counter {
    pending: Mutex<HashMap<u64, u64>>,
}

impl Counter {
    pub fn count(&self, product_id: u64) {
        *self.pending.lock().unwrap_or_else(|p| p.into_inner()).entry(product_id).or_default() += 1;
    }

    /// Writes what was counted since the last flush; on failure the counts are kept for the
    /// next try.
    pub fn flush(&self, db: &Db) -> DbResult<()> {
        let counts = std::mem::take(&mut *self.pending.lock().unwrap_or_else(|p| p.into_inner()));
        if counts.is_empty() {
            return Ok(());
        }
        crate::catalog::store::add_downloads(db, &counts).inspect_err(|_| {
            let mut pending = self.pending.lock().unwrap_or_else(|p| p.into_inner());
            for (id, n) in counts.iter() {
                *pending.entry(*id).or_default() += n;
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_reach_the_store_on_flush() {
        let dir = tempfile::tempdir().unwrap();
        let (db, _) = Db::open_in(dir.path()).unwrap();
        crate::seed::apply(&db, false, &crate::control::LogReport).unwrap();
        let product = crate::catalog::store::list_products(&db, true).unwrap()[0].id;
        let counter = Counter::default();
        for _ in 0..3 {
            counter.count(product);
        }
        counter.count(999_999);
        assert!(crate::catalog::store::download_counts(&db).unwrap().get(&product).is_none(), "not written yet");
        counter.flush(&db).unwrap();
        assert_eq!(crate::catalog::store::download_counts(&db).unwrap().get(&product), Some(&3));
        counter.count(product);
        counter.flush(&db).unwrap();
        counter.flush(&db).unwrap();
        assert_eq!(crate::catalog::store::download_counts(&db).unwrap().get(&product), Some(&4));
        assert!(crate::catalog::store::download_counts(&db).unwrap().get(&999_999).is_none(), "unknown products are skipped");
    }
}
