//! Values kept in memory for hot, rarely written data (site settings are read by every page
//! view; the hub's posts and links by every hub visit). Writers invalidate after committing;
//! a generation counter makes sure a read that loaded the old value while a write committed
//! never caches it afterwards.

use std::future::Future;
use std::sync::RwLock;

use axum::body::Bytes;

/// A serialized response body.
pub type CachedJson = Cached<Bytes>;

/// One value, cheap to clone (bytes or an `Arc`).
pub struct Cached<T> {
    slot: RwLock<(u64, Option<T>)>,
}

impl<T> Default for Cached<T> {
    fn default() -> Self {
        Cached { slot: RwLock::new((0, None)) }
    }
}

impl<T: Clone> Cached<T> {
    /// The cached value, or `load`'s result (cached unless invalidated meanwhile).
    pub async fn get_or_load<E, F>(&self, load: F) -> Result<T, E>
    where
        F: Future<Output = Result<T, E>>,
    {
        let generation = {
            let slot = self.slot.read().unwrap_or_else(|e| e.into_inner());
            if let Some(bytes) = &slot.1 {
                return Ok(bytes.clone());
            }
            slot.0
        };
        let bytes = load.await?;
        let mut slot = self.slot.write().unwrap_or_else(|e| e.into_inner());
        if slot.0 == generation {
            slot.1 = Some(bytes.clone());
        }
        Ok(bytes)
    }

    /// Forgets the cached value; call after the underlying data was committed.
    pub fn invalidate(&self) {
        let mut slot = self.slot.write().unwrap_or_else(|e| e.into_inner());
        slot.0 += 1;
        slot.1 = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn loads_once_then_serves_from_memory_until_invalidated() {
        let cache = CachedJson::default();
        let first: Result<_, ()> = cache.get_or_load(async { Ok(Bytes::from_static(b"1")) }).await;
        assert_eq!(first.unwrap(), "1");
        let cached: Result<_, ()> = cache.get_or_load(async { Ok(Bytes::from_static(b"2")) }).await;
        assert_eq!(cached.unwrap(), "1");
        cache.invalidate();
        let reloaded: Result<_, ()> = cache.get_or_load(async { Ok(Bytes::from_static(b"3")) }).await;
        assert_eq!(reloaded.unwrap(), "3");
    }

    #[tokio::test]
    async fn a_load_racing_an_invalidation_is_not_kept() {
        let cache = CachedJson::default();
        let stale: Result<_, ()> = cache
            .get_or_load(async {
                cache.invalidate(); // a write commits while the old value is being read
                Ok(Bytes::from_static(b"old"))
            })
            .await;
        assert_eq!(stale.unwrap(), "old");
        let fresh: Result<_, ()> = cache.get_or_load(async { Ok(Bytes::from_static(b"new")) }).await;
        assert_eq!(fresh.unwrap(), "new", "the racing load was not cached");
    }
}
