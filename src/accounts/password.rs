//! Password hashing with argon2id (the argon2 crate's default algorithm and parameters:
//! 19 MiB, 2 passes), verified in constant time against the stored PHC string.

use std::sync::atomic::{AtomicUsize, Ordering};

use argon2::Argon2;
use tokio::sync::{Semaphore, SemaphorePermit};
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

/// Hashes a password to a PHC string (`$argon2id$v=19$…`). CPU-heavy: call off the async workers.
pub fn hash(password: &str) -> String {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        // NOTE: hashing only fails for out-of-range parameters or a broken RNG; defaults are in range.
        .expect("argon2 hashing with default parameters")
}

/// Checks a password against a stored PHC string. CPU-heavy: call off the async workers.
pub fn verify(password: &str, phc: &str) -> bool {
    match PasswordHash::new(phc) {
        Ok(parsed) => Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

/// Burns the same work as a real check, so an unknown username takes as long to reject as a
/// wrong password and response times don't reveal which accounts exist.
pub fn verify_dummy(password: &str) {
    use std::sync::OnceLock;
    static DUMMY: OnceLock<String> = OnceLock::new();
    let phc = DUMMY.get_or_init(|| hash("farmstand-dummy-password"));
    let _ = verify(password, phc);
}

/// Argon2 needs 19 MiB and a core for ~50 ms per hash. This bounds that work: one hash per
/// core at a time, a short queue behind them, and past the queue a quick refusal, so a flood
/// of sign-ins or sign-ups neither exhausts memory nor piles up waiting requests.
pub struct PasswordWork {
    permits: Semaphore,
    queued: AtomicUsize,
    max_queued: usize,
}

/// Too many password checks are waiting already.
#[derive(Debug)]
pub struct Busy;

impl PasswordWork {
    pub fn new(parallel: usize, max_queued: usize) -> Self {
        PasswordWork { permits: Semaphore::new(parallel.max(1)), queued: AtomicUsize::new(0), max_queued }
    }

    /// One core's worth of hashing per permit; `Err(Busy)` at once when the queue is full.
    pub async fn acquire(&self) -> Result<SemaphorePermit<'_>, Busy> {
        if let Ok(permit) = self.permits.try_acquire() {
            return Ok(permit);
        }
        if self.queued.fetch_add(1, Ordering::AcqRel) >= self.max_queued {
            self.queued.fetch_sub(1, Ordering::AcqRel);
            return Err(Busy);
        }
        let permit = self.permits.acquire().await;
        self.queued.fetch_sub(1, Ordering::AcqRel);
        permit.map_err(|_| Busy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_with_argon2id_and_verifies() {
        let phc = hash("correct horse battery");
        assert!(phc.starts_with("$argon2id$"), "{phc}");
        assert!(verify("correct horse battery", &phc));
        assert!(!verify("wrong horse battery", &phc));
        assert!(!verify("anything", "not a phc string"));
    }

    #[tokio::test]
    async fn work_past_the_queue_is_refused_at_once() {
        let work = std::sync::Arc::new(PasswordWork::new(1, 2));
        let held = work.acquire().await.unwrap();
        let waiting: Vec<_> = (0..2)
            .map(|_| {
                let work = work.clone();
                tokio::spawn(async move { work.acquire().await.is_ok() })
            })
            .collect();
        while work.queued.load(Ordering::Acquire) < 2 {
            tokio::task::yield_now().await;
        }
        assert!(work.acquire().await.is_err(), "the third waiter is refused");
        drop(held);
        for w in waiting {
            assert!(w.await.unwrap(), "queued work runs once a permit is free");
        }
    }
}
