//! Payments as plain data: what Stripe says about a payment, and how that changes an order.

use std::collections::HashMap;

use crate::orders::model::{Order, PaymentStatus};

/// Where a payment stands according to Stripe.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Money was taken.
    Paid,
    /// The payment failed or was cancelled.
    Failed,
    /// The buyer never paid and the checkout session timed out (Stripe's default: 24 hours).
    Expired,
    /// Still open (the buyer has not paid yet, or a bank transfer is on its way).
    Open,
}

/// A Checkout Session or PaymentIntent as far as orders care, from a webhook event or from
/// asking Stripe.
#[derive(Debug, Clone, PartialEq)]
pub struct PaymentState {
    /// `cs_…` or `pi_…`: the order's payment reference.
    pub reference: String,
    pub outcome: Outcome,
    /// What Stripe charged, in cents.
    pub amount_cents: Option<i64>,
    pub email: Option<String>,
    pub metadata: HashMap<String, String>,
}

/// Metadata keys set on every Checkout Session and PaymentIntent we create, so an order can
/// be rebuilt from Stripe if the server stopped between creating the session and storing it.
pub const META_PRODUCT_ID: &str = "product_id";
pub const META_PRODUCT_SLUG: &str = "product_slug";
pub const META_PRODUCT_NAME: &str = "product_name";

/// The order a payment belongs to, rebuilt from its metadata.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered {
    pub product_id: u64,
    pub product_slug: String,
    pub product_name: String,
}

impl PaymentState {
    pub fn recovered(&self) -> Option<Recovered> {
        Some(Recovered {
            product_id: self.metadata.get(META_PRODUCT_ID)?.parse().ok()?,
            product_slug: self.metadata.get(META_PRODUCT_SLUG).cloned().unwrap_or_default(),
            product_name: self.metadata.get(META_PRODUCT_NAME).cloned().unwrap_or_default(),
        })
    }
}

/// What applying a payment state did to an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The order became paid: issue links and send the receipt.
    BecamePaid,
    BecameFailed,
    Unchanged,
}

/// Applies Stripe's word to an order. Paid is final; a failure or an expiry only ends a
/// pending order; money arriving after either (a retried card) still makes the order paid.
pub fn apply(order: &mut Order, state: &PaymentState, now: i64) -> Change {
    match (order.payment_status, state.outcome) {
        (PaymentStatus::Paid, _) | (_, Outcome::Open) => Change::Unchanged,
        (PaymentStatus::Failed | PaymentStatus::Expired, Outcome::Failed | Outcome::Expired) => Change::Unchanged,
        (PaymentStatus::Pending, Outcome::Failed) => {
            order.payment_status = PaymentStatus::Failed;
            Change::BecameFailed
        }
        (PaymentStatus::Pending, Outcome::Expired) => {
            order.payment_status = PaymentStatus::Expired;
            Change::BecameFailed
        }
        (PaymentStatus::Pending | PaymentStatus::Failed | PaymentStatus::Expired, Outcome::Paid) => {
            order.payment_status = PaymentStatus::Paid;
            order.paid_at = Some(now);
            order.link_issued_at = Some(now);
            order.link_downloads = 0;
            if let Some(amount) = state.amount_cents {
                if amount != order.total_cents {
                    tracing::warn!(order = order.id, expected = order.total_cents, charged = amount, "Stripe charged a different amount; recording what was charged");
                }
                order.total_cents = amount;
            }
            if let Some(email) = state.email.as_deref().filter(|e| !e.is_empty()) {
                order.customer_email = email.to_string();
            }
            Change::BecamePaid
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(status: PaymentStatus) -> Order {
        Order {
            id: 1,
            order_id: "cs_test_1".into(),
            customer_email: String::new(),
            payment_status: status,
            total_cents: 3999,
            quantity: 1,
            payment_method: "card".into(),
            product_id: 4,
            product_name: "Grant Gold".into(),
            created_at: 0,
            product_slug: "grant-gold".into(),
            paid_at: None,
            link_issued_at: None,
            link_downloads: 0,
            link_renewals: vec![],
        }
    }

    fn state(outcome: Outcome) -> PaymentState {
        PaymentState {
            reference: "cs_test_1".into(),
            outcome,
            amount_cents: Some(3999),
            email: Some("buyer@example.org".into()),
            metadata: HashMap::new(),
        }
    }

    #[test]
    fn paid_is_final_and_applied_once() {
        let mut o = order(PaymentStatus::Pending);
        assert_eq!(apply(&mut o, &state(Outcome::Paid), 100), Change::BecamePaid);
        assert_eq!((o.payment_status, o.paid_at, o.link_issued_at), (PaymentStatus::Paid, Some(100), Some(100)));
        assert_eq!(o.customer_email, "buyer@example.org");
        assert_eq!(apply(&mut o, &state(Outcome::Paid), 200), Change::Unchanged, "a duplicate changes nothing");
        assert_eq!(apply(&mut o, &state(Outcome::Failed), 300), Change::Unchanged, "a late expiry cannot unpay");
        assert_eq!(o.paid_at, Some(100));
    }

    #[test]
    fn failures_end_pending_orders_and_money_still_wins() {
        let mut o = order(PaymentStatus::Pending);
        assert_eq!(apply(&mut o, &state(Outcome::Open), 1), Change::Unchanged);
        assert_eq!(apply(&mut o, &state(Outcome::Failed), 1), Change::BecameFailed);
        assert_eq!(apply(&mut o, &state(Outcome::Failed), 2), Change::Unchanged);
        assert_eq!(apply(&mut o, &state(Outcome::Paid), 3), Change::BecamePaid);
    }

    #[test]
    fn abandoned_checkouts_expire_and_late_money_still_counts() {
        let mut o = order(PaymentStatus::Pending);
        assert_eq!(apply(&mut o, &state(Outcome::Expired), 1), Change::BecameFailed);
        assert_eq!(o.payment_status, PaymentStatus::Expired);
        assert_eq!(apply(&mut o, &state(Outcome::Failed), 2), Change::Unchanged);
        assert_eq!(apply(&mut o, &state(Outcome::Paid), 3), Change::BecamePaid);
    }

    #[test]
    fn the_charged_amount_is_recorded() {
        let mut o = order(PaymentStatus::Pending);
        let mut s = state(Outcome::Paid);
        s.amount_cents = Some(1999);
        apply(&mut o, &s, 1);
        assert_eq!(o.total_cents, 1999);
    }
}
