//! 30 chat messages a minute per visitor (seed 002 §9) and 120 per address, counted in memory.

use std::time::Instant;

use crate::web::limit::Limiter;

pub const PER_MINUTE: usize = 30;
/// All visitors behind one address together (a school, a library, a household).
pub const PER_ADDRESS_PER_MINUTE: usize = 120;

pub struct ChatLimit {
    visitor: Limiter,
    address: Limiter,
}

impl Default for ChatLimit {
    fn default() -> Self {
        ChatLimit { visitor: Limiter::per_minute(PER_MINUTE), address: Limiter::per_minute(PER_ADDRESS_PER_MINUTE) }
    }
}

impl ChatLimit {
    /// Counts a message from `visitor` (a signed visitor id's key, or the address for a
    /// browser without one); `Err(seconds)` says how long until one is allowed.
    pub fn check(&self, visitor: &str, now: Instant) -> Result<(), u64> {
        self.visitor.check(visitor, now)
    }

    /// Counts a message against its address's shared budget.
    pub fn check_address(&self, address: &str, now: Instant) -> Result<(), u64> {
        self.address.check(address, now)
    }
}
