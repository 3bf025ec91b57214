//! Sign-in throttling: after repeated failures for one username or one address, further
//! attempts are refused for a while, whatever the password.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Failures allowed per username inside [`WINDOW`].
pub const MAX_FAILURES_PER_USERNAME: u32 = 5;
/// Failures allowed per client address inside [`WINDOW`] (higher: many people share an address).
pub const MAX_FAILURES_PER_ADDRESS: u32 = 20;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);

/// In memory on purpose: a restart forgets the counters, which only gives an attacker one
/// more small batch of guesses, while a stored counter would let anyone lock out an admin
/// for good.
#[derive(Default)]
pub struct SignInThrottle {
    failures: Mutex<HashMap<String, (u32, Instant)>>,
}

impl SignInThrottle {
    /// `Err(seconds to wait)` when either key is over its limit.
    pub fn check(&self, username: &str, address: &str) -> Result<(), u64> {
        let now = Instant::now();
        let map = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let mut wait = 0;
        for (key, limit) in keys(username, address) {
            if let Some(&(count, since)) = map.get(&key) {
                let elapsed = now.duration_since(since);
                if count >= limit && elapsed < WINDOW {
                    wait = wait.max((WINDOW - elapsed).as_secs().max(1));
                }
            }
        }
        if wait > 0 { Err(wait) } else { Ok(()) }
    }

    pub fn record_failure(&self, username: &str, address: &str) {
        let now = Instant::now();
        let mut map = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() > 10_000 {
            map.retain(|_, (_, since)| now.duration_since(*since) < WINDOW);
        }
        for (key, _) in keys(username, address) {
            let entry = map.entry(key).or_insert((0, now));
            if now.duration_since(entry.1) >= WINDOW {
                *entry = (0, now);
            }
            entry.0 += 1;
        }
    }

    /// For actions without a username (registration): `Err(seconds to wait)` when the address
    /// is over its limit.
    pub fn check_address(&self, address: &str) -> Result<(), u64> {
        self.check("", address)
    }

    /// Counts one attempt against the address alone.
    pub fn record_address(&self, address: &str) {
        let now = Instant::now();
        let mut map = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let entry = map.entry(format!("addr:{address}")).or_insert((0, now));
        if now.duration_since(entry.1) >= WINDOW {
            *entry = (0, now);
        }
        entry.0 += 1;
    }

    /// A successful sign-in clears the username's counter (not the address's).
    pub fn record_success(&self, username: &str) {
        let mut map = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(&format!("user:{}", username.to_lowercase()));
    }
}

fn keys(username: &str, address: &str) -> [(String, u32); 2] {
    [
        (format!("user:{}", username.to_lowercase()), MAX_FAILURES_PER_USERNAME),
        (format!("addr:{address}"), MAX_FAILURES_PER_ADDRESS),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_a_username_after_five_failures_from_any_address() {
        let t = SignInThrottle::default();
        for i in 0..MAX_FAILURES_PER_USERNAME {
            assert!(t.check("Ann", &format!("10.0.0.{i}")).is_ok());
            t.record_failure("Ann", &format!("10.0.0.{i}"));
        }
        let wait = t.check("ann", "10.9.9.9").unwrap_err();
        assert!(wait > 60 && wait <= WINDOW.as_secs());
        assert!(t.check("bob", "10.9.9.9").is_ok(), "other users are unaffected");
    }

    #[test]
    fn blocks_an_address_after_twenty_failures_across_usernames() {
        let t = SignInThrottle::default();
        for i in 0..MAX_FAILURES_PER_ADDRESS {
            t.record_failure(&format!("user{i}"), "10.0.0.1");
        }
        assert!(t.check("someone-new", "10.0.0.1").is_err());
        assert!(t.check("someone-new", "10.0.0.2").is_ok());
    }

    #[test]
    fn success_clears_the_username_counter() {
        let t = SignInThrottle::default();
        for _ in 0..MAX_FAILURES_PER_USERNAME - 1 {
            t.record_failure("ann", "a");
        }
        t.record_success("ann");
        t.record_failure("ann", "a");
        assert!(t.check("ann", "b").is_ok());
    }
}
