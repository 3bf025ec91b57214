//! The payment transitions in redb. Each runs in one write transaction: the Stripe event id,
//! the order's new state and its receipt commit together or not at all, and redb runs write
//! transactions one at a time, so a webhook racing `verify-payment` (or its own redelivery)
//! finds the work already done.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use crate::db::tables::{META, STRIPE_EVENTS};
use crate::db::{Db, DbResult, now_unix};
use crate::mail::store::{NewEmail, enqueue_in};
use crate::orders::model::{Order, PaymentStatus};
use crate::orders::store::{self as orders, NewOrder};

use super::links::{DOWNLOAD_LINK_SECS, DOWNLOADS_PER_LINK, RENEWALS_PER_DAY};
use super::model::{Change, Outcome, PaymentState, apply};

/// Stripe expires an unpaid Checkout Session 24 hours after it was created (its default,
/// which we do not change); an order still pending after that was abandoned.
pub const CHECKOUT_EXPIRY_SECS: i64 = 24 * 60 * 60;

#[derive(Debug)]
pub enum Settled {
    /// The order's state after applying (or finding already applied) the payment.
    Order { order: Order, change: Change },
    /// This Stripe event was applied before; nothing changed.
    DuplicateEvent,
    /// No order has this payment reference, and Stripe's metadata does not name a product.
    Unknown,
}

/// Applies a payment state to its order exactly once. `event_id` makes a webhook delivery
/// idempotent; `receipt` renders the email queued when the order becomes paid.
pub fn settle(
    db: &Db,
    event_id: Option<&str>,
    state: &PaymentState,
    receipt: &dyn Fn(&Order) -> Option<NewEmail>,
) -> DbResult<Settled> {
    let tx = db.begin_write()?;
    if let Some(event) = event_id {
        let mut events = STRIPE_EVENTS.write(&tx)?;
        if events.get::<i64>(event.as_bytes())?.is_some() {
            return Ok(Settled::DuplicateEvent);
        }
        events.put(event.as_bytes(), &now_unix())?;
    }
    let existing = orders::find_by_ref_in(&tx, &state.reference)?;
    let mut order = match (existing, state.recovered()) {
        (Some(order), _) => order,
        // The server stopped between creating the checkout and storing its order: rebuild
        // the order from what Stripe kept, so the payment is not lost.
        (None, Some(product)) if state.outcome == Outcome::Paid => {
            tracing::warn!(reference = %state.reference, "payment for an order this server never stored; recreating it from Stripe");
            orders::create_order_in(&tx, NewOrder {
                order_id: state.reference.clone(),
                customer_email: String::new(),
                payment_status: PaymentStatus::Pending,
                total_cents: state.amount_cents.unwrap_or(0),
                quantity: 1,
                payment_method: "card".into(),
                product_id: product.product_id,
                product_name: product.product_name,
                product_slug: product.product_slug,
            })?
        }
        (None, _) => {
            tx.commit()?;
            return Ok(Settled::Unknown);
        }
    };
    let change = apply(&mut order, state, now_unix());
    if change != Change::Unchanged {
        orders::save_in(&tx, &order)?;
    }
    if change == Change::BecamePaid {
        crate::catalog::store::take_one_in(&tx, order.product_id)?;
        match receipt(&order) {
            Some(email) => {
                enqueue_in(&tx, email)?;
            }
            None => tracing::warn!(order = order.id, "order paid without an email address; no receipt queued"),
        }
    }
    tx.commit()?;
    Ok(Settled::Order { order, change })
}

/// Why a paid-download link does not work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkProblem {
    /// Not this order's current link, or the order is not paid.
    Invalid,
    Expired,
    UsedUp,
}

/// Counts one download on an order's current link, refusing expired or used-up links.
pub fn use_download_link(db: &Db, order_id: u64, product_id: u64, issued_at: i64, now: i64) -> DbResult<Result<Order, LinkProblem>> {
    let tx = db.begin_write()?;
    let Some(mut order) = orders::get_in(&tx, order_id)? else { return Ok(Err(LinkProblem::Invalid)) };
    if order.payment_status != PaymentStatus::Paid || order.product_id != product_id {
        return Ok(Err(LinkProblem::Invalid));
    }
    if order.link_issued_at != Some(issued_at) {
        // An older link, replaced by a fresh one.
        return Ok(Err(LinkProblem::Expired));
    }
    if now > issued_at + DOWNLOAD_LINK_SECS {
        return Ok(Err(LinkProblem::Expired));
    }
    if order.link_downloads >= DOWNLOADS_PER_LINK {
        return Ok(Err(LinkProblem::UsedUp));
    }
    order.link_downloads += 1;
    orders::save_in(&tx, &order)?;
    tx.commit()?;
    Ok(Ok(order))
}

/// The order behind a link, without counting a download (a HEAD request checking that the
/// link leads somewhere).
pub fn peek_download_link(db: &Db, order_id: u64, issued_at: i64) -> DbResult<Result<Order, LinkProblem>> {
    Ok(match orders::get(db, order_id)? {
        Some(o) if o.payment_status == PaymentStatus::Paid && o.link_issued_at == Some(issued_at) => Ok(o),
        _ => Err(LinkProblem::Invalid),
    })
}

/// What asking for a fresh download link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Renewal {
    /// A new link was issued (the old ones stop working) and its email queued.
    Sent,
    /// No paid order has this reference and email; nothing happened.
    NoMatch,
    /// This order had [`RENEWALS_PER_DAY`] fresh links in the last day already.
    TooMany,
}

/// Issues a fresh download link for a paid order when `email` is the one it was paid with,
/// revoking every earlier link, and queues the email that carries it.
pub fn renew_download_link(
    db: &Db,
    reference: &str,
    email: &crate::mail::Email,
    now: i64,
    message: &dyn Fn(&Order) -> Option<NewEmail>,
) -> DbResult<Renewal> {
    let tx = db.begin_write()?;
    let Some(mut order) = orders::find_by_ref_in(&tx, reference)? else { return Ok(Renewal::NoMatch) };
    if order.payment_status != PaymentStatus::Paid || !email.same_as(&order.customer_email) {
        return Ok(Renewal::NoMatch);
    }
    order.link_renewals.retain(|at| now - at < 24 * 60 * 60);
    if order.link_renewals.len() >= RENEWALS_PER_DAY {
        return Ok(Renewal::TooMany);
    }
    order.link_renewals.push(now);
    // Strictly later than the old link's stamp, so the old link stops working.
    order.link_issued_at = Some(now.max(order.link_issued_at.unwrap_or(0) + 1));
    order.link_downloads = 0;
    let Some(email) = message(&order) else { return Ok(Renewal::NoMatch) };
    orders::save_in(&tx, &order)?;
    enqueue_in(&tx, email)?;
    tx.commit()?;
    Ok(Renewal::Sent)
}

/// Marks orders still pending [`CHECKOUT_EXPIRY_SECS`] after their checkout started as
/// expired (their Stripe session is gone; a late payment would still settle them). Returns
/// how many; works in batches so one run never holds the writer long.
pub fn expire_abandoned(db: &Db, now: i64) -> DbResult<usize> {
    let mut total = 0;
    loop {
        let tx = db.begin_write()?;
        let batch = orders::pending_before_in(&tx, now - CHECKOUT_EXPIRY_SECS, 200)?;
        for mut order in batch.iter().cloned() {
            let expiry = PaymentState {
                reference: order.order_id.clone(),
                outcome: Outcome::Expired,
                amount_cents: None,
                email: None,
                metadata: Default::default(),
            };
            apply(&mut order, &expiry, now);
            orders::save_in(&tx, &order)?;
        }
        tx.commit()?;
        total += batch.len();
        if batch.len() < 200 {
            return Ok(total);
        }
    }
}

const LINK_KEY: &[u8] = b"link_secret";

/// The key that signs buyers' links, generated on first use and kept in the database so
/// links survive restarts and restores.
pub fn link_key(db: &Db) -> DbResult<[u8; 32]> {
    let tx = db.begin_write()?;
    let mut key = [0u8; 32];
    {
        let mut meta = META.write(&tx)?;
        match meta.get::<String>(LINK_KEY)?.and_then(|k| URL_SAFE_NO_PAD.decode(k).ok()) {
            Some(stored) if stored.len() == 32 => key.copy_from_slice(&stored),
            _ => {
                getrandom::fill(&mut key)
                    .map_err(|e| crate::db::DbError::Io(std::io::Error::other(format!("no randomness for the link key: {e}"))))?;
                meta.put(LINK_KEY, &URL_SAFE_NO_PAD.encode(key))?;
            }
        }
    }
    tx.commit()?;
    Ok(key)
}
