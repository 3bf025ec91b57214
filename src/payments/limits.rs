//! Throttles on what costs a Stripe call or an email: per address, so one visitor cannot
//! use up the budget, and overall, so a flood from many addresses still stops.

use crate::web::limit::AddressAndGlobal;

pub struct PaymentLimits {
    /// Creating a Checkout Session or PaymentIntent (a Stripe call and a pending order).
    pub checkout: AddressAndGlobal,
    /// Asking Stripe about a checkout the webhook has not settled yet.
    pub stripe_lookup: AddressAndGlobal,
    /// Emailing a fresh download link.
    pub renewal: AddressAndGlobal,
}

/// Checkouts per address per minute: a buyer retrying a few times is fine.
pub const CHECKOUTS_PER_ADDRESS: usize = 10;
pub const CHECKOUTS_GLOBAL: usize = 120;
pub const LOOKUPS_PER_ADDRESS: usize = 20;
pub const LOOKUPS_GLOBAL: usize = 240;
pub const RENEWALS_PER_ADDRESS: usize = 5;
pub const RENEWALS_GLOBAL: usize = 60;

impl Default for PaymentLimits {
    fn default() -> Self {
        PaymentLimits {
            checkout: AddressAndGlobal::per_minute(CHECKOUTS_PER_ADDRESS, CHECKOUTS_GLOBAL),
            stripe_lookup: AddressAndGlobal::per_minute(LOOKUPS_PER_ADDRESS, LOOKUPS_GLOBAL),
            renewal: AddressAndGlobal::per_minute(RENEWALS_PER_ADDRESS, RENEWALS_GLOBAL),
        }
    }
}
