//! 30 chat messages a minute per visitor (seed 002 §9), counted in memory.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub const PER_MINUTE: usize = 30;
/// All visitors behind one address together (a school, a library, a household).
pub const PER_ADDRESS_PER_MINUTE: usize = 120;
const WINDOW: Duration = Duration::from_secs(60);
/// Forget idle visitors once this many are tracked, so the map cannot grow without bound.
const MAX_TRACKED: usize = 10_000;

#[derive(Default)]
pub struct ChatLimit {
    visitors: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl ChatLimit {
    /// Counts a message from `visitor`; `Err(seconds)` says how long until one is allowed.
    pub fn check(&self, visitor: &str, now: Instant) -> Result<(), u64> {
        self.check_max(visitor, PER_MINUTE, now)
    }

    /// Counts a message under `key` with its own limit per minute.
    pub fn check_max(&self, key: &str, max: usize, now: Instant) -> Result<(), u64> {
        let mut visitors = self.visitors.lock().unwrap_or_else(|p| p.into_inner());
        if visitors.len() >= MAX_TRACKED {
            visitors.retain(|_, times| times.back().is_some_and(|t| now.duration_since(*t) < WINDOW));
        }
        let times = visitors.entry(key.to_string()).or_default();
        while times.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
            times.pop_front();
        }
        if times.len() >= max {
            let oldest = times.front().copied().unwrap_or(now);
            let wait = WINDOW.saturating_sub(now.duration_since(oldest));
            return Err(wait.as_secs().max(1));
        }
        times.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_a_minute_per_visitor() {
        let limit = ChatLimit::default();
        let start = Instant::now();
        for n in 0..PER_MINUTE {
            assert!(limit.check("a", start + Duration::from_secs(n as u64)).is_ok(), "message {n}");
        }
        let wait = limit.check("a", start + Duration::from_secs(30)).unwrap_err();
        assert_eq!(wait, 30);
        assert!(limit.check("b", start + Duration::from_secs(30)).is_ok(), "another visitor is not affected");
        assert!(limit.check("a", start + Duration::from_secs(60)).is_ok(), "the oldest message left the window");
    }
}
