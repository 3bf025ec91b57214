//! Sign-in and registration throttling, designed so that nobody can use it against someone
//! else:
//!
//! - failures are counted per (username, address) and per address; those keys lock, because
//!   only the guesser is behind them;
//! - failures for a username from anywhere only slow its sign-ins down with a growing delay,
//!   never refuse them: a lock by username alone lets anyone lock the admin out;
//! - registration has its own counter per address, so sign-ups behind one shared address
//!   (a school, a library) never block that address's sign-ins.

use std::time::{Duration, Instant};

use crate::web::limit::Limiter;

/// Failures allowed for one username from one address inside [`WINDOW`].
pub const MAX_FAILURES_PER_USERNAME_AND_ADDRESS: usize = 5;
/// Failures allowed from one address across usernames inside [`WINDOW`] (higher: many
/// people share an address).
pub const MAX_FAILURES_PER_ADDRESS: usize = 20;
/// Failures for a username (from anywhere) before its sign-ins are slowed down.
pub const FREE_FAILURES_PER_USERNAME: usize = 5;
/// The slowest a sign-in gets under a spread-out guessing attack.
pub const MAX_DELAY: Duration = Duration::from_secs(2);
/// Registration attempts allowed per address inside [`WINDOW`], successful or not.
pub const MAX_REGISTRATIONS_PER_ADDRESS: usize = 10;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);

pub struct SignInThrottle {
    pair: Limiter,
    address: Limiter,
    username: Limiter,
    registration: Limiter,
}

impl Default for SignInThrottle {
    fn default() -> Self {
        SignInThrottle {
            pair: Limiter::new(MAX_FAILURES_PER_USERNAME_AND_ADDRESS, WINDOW),
            address: Limiter::new(MAX_FAILURES_PER_ADDRESS, WINDOW),
            // Counting only; never refuses (see `delay`, which is at its cap long before 64).
            username: Limiter::new(64, WINDOW),
            registration: Limiter::new(MAX_REGISTRATIONS_PER_ADDRESS, WINDOW),
        }
    }
}

fn user_key(username: &str) -> String {
    username.trim().to_lowercase()
}

fn pair_key(username: &str, address: &str) -> String {
    format!("{}\u{0}{address}", user_key(username))
}

impl SignInThrottle {
    /// `Err(seconds to wait)` when this address has failed too often, for this username or
    /// for all of them. Other addresses are never affected.
    pub fn check(&self, username: &str, address: &str, now: Instant) -> Result<(), u64> {
        self.address.peek(address, now)?;
        self.pair.peek(&pair_key(username, address), now)
    }

    /// How long to hold a sign-in for `username` before checking the password: nothing for
    /// the first failures, then doubling from 250 ms up to [`MAX_DELAY`].
    pub fn delay(&self, username: &str, now: Instant) -> Duration {
        let failures = self.username.count(&user_key(username), now);
        let Some(over) = failures.checked_sub(FREE_FAILURES_PER_USERNAME) else { return Duration::ZERO };
        Duration::from_millis(250u64.saturating_mul(1 << over.min(16))).min(MAX_DELAY)
    }

    pub fn record_failure(&self, username: &str, address: &str, now: Instant) {
        let _ = self.pair.check(&pair_key(username, address), now);
        let _ = self.address.check(address, now);
        let _ = self.username.check(&user_key(username), now);
    }

    /// The right password clears what this username's failures counted, here and overall
    /// (the address's count stays: it may be guessing other accounts).
    pub fn record_success(&self, username: &str, address: &str) {
        self.pair.clear(&pair_key(username, address));
        self.username.clear(&user_key(username));
    }

    /// Counts one registration attempt from `address`; `Err(seconds)` when over the limit.
    pub fn check_registration(&self, address: &str, now: Instant) -> Result<(), u64> {
        self.registration.check(address, now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guesser_locks_only_themselves() {
        let t = SignInThrottle::default();
        let now = Instant::now();
        for _ in 0..50 {
            if t.check("ann", "6.6.6.6", now).is_ok() {
                t.record_failure("ann", "6.6.6.6", now);
            }
        }
        let wait = t.check("ann", "6.6.6.6", now).unwrap_err();
        assert!(wait > 60 && wait <= WINDOW.as_secs());
        assert!(t.check("ann", "10.0.0.1", now).is_ok(), "the admin's own address is never refused");
        assert!(t.check("bob", "6.6.6.6", now).is_ok(), "only this username is locked for the guesser");
    }

    #[test]
    fn an_address_guessing_many_names_is_locked() {
        let t = SignInThrottle::default();
        let now = Instant::now();
        for i in 0..MAX_FAILURES_PER_ADDRESS {
            t.record_failure(&format!("user{i}"), "10.0.0.1", now);
        }
        assert!(t.check("someone-new", "10.0.0.1", now).is_err());
        assert!(t.check("someone-new", "10.0.0.2", now).is_ok());
    }

    #[test]
    fn spread_out_failures_only_slow_a_username_down() {
        let t = SignInThrottle::default();
        let now = Instant::now();
        assert_eq!(t.delay("ann", now), Duration::ZERO);
        for i in 0..FREE_FAILURES_PER_USERNAME {
            t.record_failure("ann", &format!("10.0.1.{i}"), now);
        }
        assert_eq!(t.delay("ann", now), Duration::from_millis(250));
        t.record_failure("ann", "10.0.2.1", now);
        assert_eq!(t.delay("Ann", now), Duration::from_millis(500));
        for i in 0..100 {
            t.record_failure("ann", &format!("10.0.3.{i}"), now);
        }
        assert_eq!(t.delay("ann", now), MAX_DELAY, "the delay is capped");
        assert!(t.check("ann", "10.9.9.9", now).is_ok(), "and it never turns into a lock");
        assert_eq!(t.delay("ann", now + WINDOW), Duration::ZERO, "failures age out");
        assert_eq!(t.delay("bob", now), Duration::ZERO);
    }

    #[test]
    fn success_clears_the_username_counters() {
        let t = SignInThrottle::default();
        let now = Instant::now();
        for _ in 0..MAX_FAILURES_PER_USERNAME_AND_ADDRESS + 3 {
            t.record_failure("ann", "a", now);
        }
        t.record_success("ann", "b");
        assert_eq!(t.delay("ann", now), Duration::ZERO);
        assert!(t.check("ann", "a", now).is_err(), "the guesser's own lock stays");
    }

    #[test]
    fn registration_has_its_own_counter() {
        let t = SignInThrottle::default();
        let now = Instant::now();
        for _ in 0..MAX_REGISTRATIONS_PER_ADDRESS {
            assert!(t.check_registration("1.2.3.4", now).is_ok());
        }
        assert!(t.check_registration("1.2.3.4", now).is_err());
        assert!(t.check("ann", "1.2.3.4", now).is_ok(), "sign-ups never block sign-ins");
        assert!(t.check_registration("1.2.3.5", now).is_ok());
    }
}
