//! How fast visitors may post and like, counted in memory (see `web::limit`).
//!
//! Each visitor (signed cookie) gets the budget: 2 posts a minute and 20 a day. The
//! address behind them gets five visitors' worth, so a school or library sharing one address
//! is not locked out by one pupil, and the whole site a global cap that bounds disk and
//! moderation email under a flood from many addresses.

use std::time::{Duration, Instant};

use crate::web::limit::{Limiter, check_all};

const DAY: Duration = Duration::from_secs(86_400);
const HOUR: Duration = Duration::from_secs(3_600);

pub struct CommentLimits {
    visitor_minute: Limiter,
    visitor_day: Limiter,
    address_minute: Limiter,
    address_day: Limiter,
    global_minute: Limiter,
    global_day: Limiter,
    changes: Limiter,
    likes_visitor: Limiter,
    likes_address: Limiter,
    /// Visitor ids handed out per address: a script that drops its cookie to pass for new
    /// visitors (and like again) runs out of them.
    new_visitors: Limiter,
    /// Visitor ids handed to readers of the thread, counted apart so a busy hub never uses up
    /// the ids a quiz player needs.
    new_readers: Limiter,
    /// Moderation emails: past this an hour the queue in the dashboard still has them all.
    notifications: Limiter,
}

impl Default for CommentLimits {
    fn default() -> Self {
        CommentLimits {
            visitor_minute: Limiter::per_minute(2),
            visitor_day: Limiter::new(20, DAY),
            address_minute: Limiter::per_minute(10),
            address_day: Limiter::new(100, DAY),
            global_minute: Limiter::per_minute(30),
            global_day: Limiter::new(1_000, DAY),
            changes: Limiter::per_minute(10),
            likes_visitor: Limiter::per_minute(30),
            likes_address: Limiter::per_minute(300),
            new_visitors: Limiter::new(60, HOUR),
            new_readers: Limiter::new(60, HOUR),
            notifications: Limiter::new(30, HOUR),
        }
    }
}

/// Which limit refused, for the visitor's sentence.
#[derive(Debug, PartialEq)]
pub enum Refused {
    Minute(u64),
    Day(u64),
    /// Everyone's posts together are over the site's cap: not this visitor's doing.
    Site(u64),
}

impl CommentLimits {
    /// Counts one post by `visitor` from `address`.
    pub fn post(&self, visitor: &str, address: &str, now: Instant) -> Result<(), Refused> {
        check_all(
            &[
                (&self.visitor_minute, visitor),
                (&self.visitor_day, visitor),
                (&self.address_minute, address),
                (&self.address_day, address),
                (&self.global_minute, ""),
                (&self.global_day, ""),
            ],
            now,
        )
        .map_err(|(index, secs)| match index {
            4 | 5 => Refused::Site(secs),
            i if i % 2 == 0 => Refused::Minute(secs),
            _ => Refused::Day(secs),
        })
    }

    /// Counts one edit or delete.
    pub fn change(&self, visitor: &str, now: Instant) -> Result<(), u64> {
        self.changes.check(visitor, now)
    }

    pub fn like(&self, visitor: &str, address: &str, now: Instant) -> Result<(), u64> {
        check_all(&[(&self.likes_visitor, visitor), (&self.likes_address, address)], now).map_err(|(_, secs)| secs)
    }

    /// Counts a new visitor id for `address`.
    pub fn new_visitor(&self, address: &str, now: Instant) -> Result<(), u64> {
        self.new_visitors.check(address, now)
    }

    /// Counts a visitor id given to a reader at `address`.
    pub fn new_reader(&self, address: &str, now: Instant) -> Result<(), u64> {
        self.new_readers.check(address, now)
    }

    /// Whether another moderation email may go out now.
    pub fn notify(&self, now: Instant) -> bool {
        self.notifications.check("", now).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_a_minute_and_twenty_a_day_per_visitor() {
        let limits = CommentLimits::default();
        let t0 = Instant::now();
        assert!(limits.post("v1", "a", t0).is_ok());
        assert!(limits.post("v1", "a", t0).is_ok());
        assert!(matches!(limits.post("v1", "a", t0), Err(Refused::Minute(_))));
        assert!(limits.post("v2", "a", t0).is_ok(), "another visitor at the same address still posts");
        for minute in 1..10 {
            let t = t0 + Duration::from_secs(61 * minute);
            assert!(limits.post("v1", &format!("a{minute}"), t).is_ok());
            assert!(limits.post("v1", &format!("a{minute}"), t).is_ok());
        }
        let later = t0 + Duration::from_secs(61 * 11);
        assert!(matches!(limits.post("v1", "z", later), Err(Refused::Day(_))), "20 a day");
        assert!(limits.post("v3", "z", later).is_ok());
    }
}
