//! Settling orders: applying what Stripe says (from the signed webhook, or by asking Stripe
//! when the buyer returns first), queuing the receipt, and waking the mail sender.

use std::time::Instant;

use crate::orders::model::{Order, PaymentStatus};
use crate::orders::store as orders;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};

use super::model::{Change, PaymentState};
use super::receipts::Mailing;
use super::store::{self, Settled};
use super::stripe::ProviderError;

/// Applies a payment state exactly once (per `event_id` when it comes from a webhook).
pub async fn settle(state: &AppState, event_id: Option<String>, payment: PaymentState) -> AppResult<Settled> {
    let mailing = Mailing::load(state).await?;
    let settled = state
        .db
        .call(move |db| store::settle(db, event_id.as_deref(), &payment, &|order| mailing.receipt(order)))
        .await?;
    if let Settled::Order { order, change: Change::BecamePaid } = &settled {
        tracing::info!(order = order.id, reference = %order.order_id, cents = order.total_cents, "order paid");
        state.mailer.wake();
        // Stock may have changed.
        state.store_products_json.invalidate();
    }
    Ok(settled)
}

/// A Stripe error as the buyer should read it.
pub fn provider_error(e: ProviderError) -> AppError {
    match e {
        ProviderError::Refused(message) => AppError::BadGateway(format!("The payment provider refused the payment: {message}")),
        ProviderError::NotFound | ProviderError::Unreachable(_) => {
            AppError::BadGateway("The payment provider could not be reached. Please try again in a moment.".into())
        }
    }
}

/// The order behind a checkout, settled by asking Stripe when its webhook has not come yet.
/// Asking Stripe is throttled per address and overall: past the limit a known order is
/// answered from what is stored, an unknown one gets a 429.
pub async fn current_order(state: &AppState, address: &str, reference: &str) -> AppResult<Option<Order>> {
    let known = {
        let reference = reference.to_string();
        state.db.call(move |db| orders::find_by_ref(db, &reference)).await?
    };
    if known.as_ref().is_some_and(|o| o.payment_status == PaymentStatus::Paid) {
        return Ok(known);
    }
    let Some(stripe) = state.stripe.as_ref().filter(|_| reference.starts_with("cs_")) else { return Ok(known) };
    if let Err(wait) = state.payment_limits.stripe_lookup.check(address, Instant::now()) {
        return match known {
            Some(order) => Ok(Some(order)),
            None => Err(AppError::TooManyRequests {
                message: "Too many payment checks from your network. Please wait a minute and refresh this page.".into(),
                retry_after_secs: wait,
            }),
        };
    }
    match stripe.checkout_state(reference).await {
        Ok(payment) => match settle(state, None, payment).await? {
            Settled::Order { order, .. } => Ok(Some(order)),
            Settled::DuplicateEvent | Settled::Unknown => Ok(known),
        },
        Err(ProviderError::NotFound) => Ok(known),
        // Stripe unreachable: answer from what we know; the webhook will settle it later.
        Err(_) if known.is_some() => Ok(known),
        Err(e) => Err(provider_error(e)),
    }
}
