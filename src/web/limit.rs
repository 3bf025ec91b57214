//! Rate limits for everything public that costs CPU, memory, a third-party call or an email:
//! sliding-window counters per key (a visitor, an address), in memory, bounded in size.
//!
//! In memory on purpose: a restart forgets the counters, which gives an abuser one more small
//! batch, while stored counters would cost a disk write per request and let a flood lock
//! people out across restarts.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::web::error::AppError;

/// Keys tracked at most per limiter; past it the least recently active are forgotten, so a
/// flood from many addresses cannot grow memory without bound (a global limiter caps those
/// floods anyway).
const MAX_TRACKED: usize = 10_000;

/// At most `max` events per `window` for each key.
pub struct Limiter {
    max: usize,
    window: Duration,
    keys: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl Limiter {
    pub fn new(max: usize, window: Duration) -> Self {
        Limiter { max, window, keys: Mutex::new(HashMap::new()) }
    }

    pub fn per_minute(max: usize) -> Self {
        Self::new(max, Duration::from_secs(60))
    }

    /// Counts one event for `key`; `Err(seconds)` says how long until one is allowed (the
    /// refused event is not counted, so waiting always helps).
    pub fn check(&self, key: &str, now: Instant) -> Result<(), u64> {
        let mut keys = self.keys.lock().unwrap_or_else(|p| p.into_inner());
        if keys.len() >= MAX_TRACKED && !keys.contains_key(key) {
            forget_idle(&mut keys, self.window, now);
        }
        let times = keys.entry(key.to_string()).or_default();
        while times.front().is_some_and(|t| now.duration_since(*t) >= self.window) {
            times.pop_front();
        }
        if times.len() >= self.max {
            let oldest = times.front().copied().unwrap_or(now);
            return Err(self.window.saturating_sub(now.duration_since(oldest)).as_secs().max(1));
        }
        times.push_back(now);
        Ok(())
    }

    /// Like [`Limiter::check`] without counting: is there room for one more event?
    pub fn peek(&self, key: &str, now: Instant) -> Result<(), u64> {
        let keys = self.keys.lock().unwrap_or_else(|p| p.into_inner());
        let Some(times) = keys.get(key) else { return Ok(()) };
        let live: Vec<&Instant> = times.iter().filter(|t| now.duration_since(**t) < self.window).collect();
        if live.len() >= self.max {
            let oldest = live.first().map(|t| **t).unwrap_or(now);
            return Err(self.window.saturating_sub(now.duration_since(oldest)).as_secs().max(1));
        }
        Ok(())
    }

    /// Events counted for `key` inside the window.
    pub fn count(&self, key: &str, now: Instant) -> usize {
        let keys = self.keys.lock().unwrap_or_else(|p| p.into_inner());
        keys.get(key).map_or(0, |times| times.iter().filter(|t| now.duration_since(**t) < self.window).count())
    }

    /// Forgets `key` (a success that should wipe earlier failures).
    pub fn clear(&self, key: &str) {
        self.keys.lock().unwrap_or_else(|p| p.into_inner()).remove(key);
    }
}

/// Counts one event against several limits only when all of them have room, so a refusal by
/// one never uses up another. `Err((index, seconds))` names the first limit that refused.
pub fn check_all(limits: &[(&Limiter, &str)], now: Instant) -> Result<(), (usize, u64)> {
    for (index, (limiter, key)) in limits.iter().enumerate() {
        limiter.peek(key, now).map_err(|secs| (index, secs))?;
    }
    for (index, (limiter, key)) in limits.iter().enumerate() {
        limiter.check(key, now).map_err(|secs| (index, secs))?;
    }
    Ok(())
}

/// Drops keys with nothing in the window; if that is not enough, the least recently active
/// half.
fn forget_idle(keys: &mut HashMap<String, VecDeque<Instant>>, window: Duration, now: Instant) {
    keys.retain(|_, times| times.back().is_some_and(|t| now.duration_since(*t) < window));
    if keys.len() >= MAX_TRACKED {
        let mut last: Vec<Instant> = keys.values().filter_map(|t| t.back().copied()).collect();
        last.sort_unstable();
        let cutoff = last[last.len() / 2];
        keys.retain(|_, times| times.back().is_some_and(|t| *t > cutoff));
    }
}

/// The same limit per address and for everyone together: one visitor cannot use up the
/// shared budget alone, and a flood from many addresses still stops at the global cap.
pub struct AddressAndGlobal {
    per_address: Limiter,
    global: Limiter,
}

impl AddressAndGlobal {
    pub fn per_minute(per_address: usize, global: usize) -> Self {
        AddressAndGlobal { per_address: Limiter::per_minute(per_address), global: Limiter::per_minute(global) }
    }

    pub fn per_hour(per_address: usize, global: usize) -> Self {
        let hour = Duration::from_secs(3_600);
        AddressAndGlobal { per_address: Limiter::new(per_address, hour), global: Limiter::new(global, hour) }
    }

    /// Counts one event from `address`, against its own limit first, then the global one.
    pub fn check(&self, address: &str, now: Instant) -> Result<(), u64> {
        self.global.peek("", now)?;
        self.per_address.check(address, now)?;
        self.global.check("", now)
    }

    /// [`check`](Self::check) as the visitor hears it: past their own limit, `own` (a 429
    /// with Retry-After); past everyone's together, a sentence that does not blame them.
    pub fn admit(&self, address: &str, now: Instant, own: &str) -> Result<(), AppError> {
        // Both are checked before either counts, so a refusal spends nothing.
        check_all(&[(&self.global, ""), (&self.per_address, address)], now).map_err(|(which, secs)| AppError::TooManyRequests {
            message: if which == 0 { SITE_BUSY.into() } else { own.into() },
            retry_after_secs: secs,
        })
    }
}

/// What everyone hears while a site-wide cap is full (a flood, or a very busy hour).
pub const SITE_BUSY: &str = "Lots of people are using this right now. Please try again in a few minutes.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_site_wide_cap_says_so_rather_than_blaming_the_visitor() {
        let limit = AddressAndGlobal::per_minute(2, 3);
        let t0 = Instant::now();
        let message = |r: Result<(), AppError>| match r {
            Err(AppError::TooManyRequests { message, .. }) => message,
            other => format!("{other:?}"),
        };
        assert!(limit.admit("a", t0, "slow down").is_ok());
        assert!(limit.admit("a", t0, "slow down").is_ok());
        assert_eq!(message(limit.admit("a", t0, "slow down")), "slow down");
        assert!(limit.admit("b", t0, "slow down").is_ok());
        assert_eq!(message(limit.admit("c", t0, "slow down")), SITE_BUSY);
    }

    #[test]
    fn several_limits_count_together_or_not_at_all() {
        let minute = Limiter::per_minute(2);
        let day = Limiter::new(3, Duration::from_secs(86_400));
        let t0 = Instant::now();
        let both = |t| check_all(&[(&minute, "v"), (&day, "v")], t);
        assert!(both(t0).is_ok());
        assert!(both(t0).is_ok());
        assert_eq!(both(t0), Err((0, 60)), "the minute is full");
        assert_eq!(day.count("v", t0), 2, "a refusal by the minute limit does not use up the day");
        assert!(both(t0 + Duration::from_secs(61)).is_ok());
        assert_eq!(both(t0 + Duration::from_secs(122)).unwrap_err().0, 1, "the day is full");
    }

    #[test]
    fn counts_per_key_inside_the_window() {
        let limit = Limiter::per_minute(3);
        let t0 = Instant::now();
        for n in 0..3 {
            assert!(limit.check("a", t0 + Duration::from_secs(n)).is_ok());
        }
        assert_eq!(limit.check("a", t0 + Duration::from_secs(10)), Err(50));
        assert!(limit.check("b", t0 + Duration::from_secs(10)).is_ok(), "another key is not affected");
        assert!(limit.check("a", t0 + Duration::from_secs(60)).is_ok(), "the oldest event left the window");
        assert_eq!(limit.count("a", t0 + Duration::from_secs(60)), 3);
    }

    #[test]
    fn refused_events_are_not_counted() {
        let limit = Limiter::per_minute(1);
        let t0 = Instant::now();
        limit.check("a", t0).unwrap();
        for s in 1..50 {
            assert!(limit.check("a", t0 + Duration::from_secs(s)).is_err());
        }
        assert!(limit.check("a", t0 + Duration::from_secs(60)).is_ok());
    }

    #[test]
    fn memory_is_bounded() {
        let limit = Limiter::per_minute(5);
        let t0 = Instant::now();
        for n in 0..(MAX_TRACKED as u64 * 3) {
            let _ = limit.check(&format!("k{n}"), t0 + Duration::from_millis(n));
        }
        assert!(limit.keys.lock().unwrap().len() <= MAX_TRACKED);
    }

    #[test]
    fn one_address_cannot_use_up_the_global_budget() {
        let limit = AddressAndGlobal::per_minute(2, 5);
        let t0 = Instant::now();
        assert!(limit.check("a", t0).is_ok());
        assert!(limit.check("a", t0).is_ok());
        assert!(limit.check("a", t0).is_err());
        for addr in ["b", "c", "d"] {
            assert!(limit.check(addr, t0).is_ok(), "{addr}");
        }
        assert!(limit.check("e", t0).is_err(), "the global cap holds");
    }
}
