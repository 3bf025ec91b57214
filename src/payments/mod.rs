//! Card payments through Stripe: the routes. Starting a checkout
//! (`/api/stripe/create-checkout`, `/api/create-payment-intent`), settling orders from the
//! signed webhook or by asking Stripe (`/api/verify-payment/{sessionId}`), and fresh
//! download links (`/api/download-links`).
//!
//! The rules live in plain modules that other features use too: `checkout` (what may be
//! bought, at the catalog's price), `settlement`, `receipts`, `access` (paid links and the
//! course pass), `store` (the transactions), `limits` (throttles on Stripe calls and emails).

pub mod access;
pub mod checkout;
pub mod limits;
pub mod links;
pub mod model;
pub mod receipts;
pub mod settlement;
pub mod store;
pub mod stripe;
pub mod webhook;

use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::HeaderMap;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::db::now_unix;
use crate::mail::Email;
use crate::orders::model::PaymentStatus;
use crate::orders::store as orders;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppJson, AppPath, ClientAddr};
use checkout::{id_text, is_course, valid_reference};
use receipts::Mailing;
use settlement::{current_order, provider_error, settle};
use store::{Renewal, Settled};

pub const NOT_SET_UP: &str = "Payments are not set up yet. Free guides can still be downloaded.";
const UNKNOWN_PAYMENT: &str = "We could not find this payment. Please check the link, or contact us with your receipt.";

/// Stripe's events are a few kilobytes; allow generous headroom over the JSON default.
const WEBHOOK_BODY_LIMIT: usize = 512 * 1024;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/stripe/create-checkout", post(create_checkout))
        .route("/api/create-payment-intent", post(create_payment_intent))
        .route("/api/stripe/webhook", post(webhook).layer(DefaultBodyLimit::max(WEBHOOK_BODY_LIMIT)))
        .route("/api/verify-payment/{session_id}", get(verify_payment))
        .route("/api/download-links", post(renew_download_link))
        .route("/api/payments/status", get(status))
}

fn stripe_client(state: &AppState) -> AppResult<&stripe::Stripe> {
    state.stripe.as_ref().ok_or_else(|| AppError::Unavailable(NOT_SET_UP.into()))
}

/// Each checkout costs a Stripe call and a stored order: throttled per address and overall.
fn check_checkout_limit(state: &AppState, address: &str) -> AppResult<()> {
    state.payment_limits.checkout.check(address, Instant::now()).map_err(|wait| AppError::TooManyRequests {
        message: "Too many checkouts were started from your network. Please wait a minute and try again.".into(),
        retry_after_secs: wait,
    })
}

#[derive(Serialize)]
struct PaymentsStatus {
    enabled: bool,
}

/// Whether card payments are configured, so the UI can say so before anyone clicks Pay.
async fn status(State(state): State<AppState>) -> Json<PaymentsStatus> {
    Json(PaymentsStatus { enabled: state.stripe.is_some() })
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CheckoutBody {
    book_id: Option<Value>,
    course_id: Option<Value>,
    /// Ignored: the catalog's name is used.
    #[allow(dead_code)]
    title: Option<Value>,
    /// Ignored: the catalog's price is charged.
    price: Option<Value>,
    /// The seeds send a fixed guest id; accounts are not needed to buy.
    #[allow(dead_code)]
    user_id: Option<Value>,
    email: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckoutCreated {
    url: String,
    session_id: String,
}

async fn create_checkout(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(body): AppJson<CheckoutBody>,
) -> AppResult<Json<CheckoutCreated>> {
    let stripe = stripe_client(&state)?;
    let email = checkout::optional_email(body.email.as_deref())?;
    let (product, cents) = checkout::purchasable(&state, id_text(&body.book_id).or_else(|| id_text(&body.course_id))).await?;
    checkout::note_price_mismatch(&body.price, 1.0, &product, cents);
    check_checkout_limit(&state, &addr)?;
    let (success_url, cancel_url) = checkout::return_urls(&state.config.origin(), &product);
    let (session_id, url) = stripe
        .create_checkout(stripe::CheckoutRequest {
            product_name: &product.name,
            amount_cents: cents,
            success_url,
            cancel_url,
            customer_email: email.as_ref().map(Email::as_str),
            metadata: checkout::metadata(&product),
        })
        .await
        .map_err(provider_error)?;
    let new = checkout::new_order(&product, cents, session_id.clone(), email);
    state.db.call(move |db| orders::create_order(db, new)).await?;
    Ok(Json(CheckoutCreated { url, session_id }))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PaymentIntentBody {
    /// Ignored: the catalog's price is charged (guides send cents, the course dollars).
    amount: Option<Value>,
    book_id: Option<Value>,
    course_id: Option<Value>,
    user_email: Option<String>,
    #[allow(dead_code)]
    title: Option<Value>,
    #[allow(dead_code)]
    description: Option<Value>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct IntentCreated {
    client_secret: String,
}

async fn create_payment_intent(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(body): AppJson<PaymentIntentBody>,
) -> AppResult<Json<IntentCreated>> {
    let stripe = stripe_client(&state)?;
    let email = checkout::optional_email(body.user_email.as_deref())?;
    let for_course = body.course_id.is_some();
    let (product, cents) = checkout::purchasable(&state, id_text(&body.course_id).or_else(|| id_text(&body.book_id))).await?;
    checkout::note_price_mismatch(&body.amount, if for_course { 100.0 } else { 1.0 }, &product, cents);
    check_checkout_limit(&state, &addr)?;
    let (intent_id, client_secret) = stripe
        .create_payment_intent(cents, &product.name, email.as_ref().map(Email::as_str), checkout::metadata(&product))
        .await
        .map_err(provider_error)?;
    let new = checkout::new_order(&product, cents, intent_id, email);
    state.db.call(move |db| orders::create_order(db, new)).await?;
    Ok(Json(IntentCreated { client_secret }))
}

async fn webhook(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> AppResult<Json<Value>> {
    let Some(secret) = state.config.payments.webhook_secret.as_deref() else {
        return Err(AppError::Unavailable("Stripe webhooks are not set up on this site (STRIPE_WEBHOOK_SECRET).".into()));
    };
    let signature = headers.get("stripe-signature").and_then(|v| v.to_str().ok()).unwrap_or("");
    webhook::verify_signature(&body, signature, secret, now_unix()).map_err(|e| {
        tracing::warn!(error = %e, "refused a webhook");
        AppError::bad_request(e.to_string())
    })?;
    let event: webhook::Event =
        serde_json::from_slice(&body).map_err(|e| AppError::bad_request(format!("The event is not valid JSON: {e}")))?;
    let Some(payment) = webhook::payment_state(&event) else {
        return Ok(Json(serde_json::json!({ "received": true, "ignored": event.kind })));
    };
    match settle(&state, Some(event.id.clone()), payment).await? {
        Settled::DuplicateEvent => tracing::info!(event = %event.id, "webhook redelivered; already applied"),
        Settled::Unknown => tracing::warn!(event = %event.id, kind = %event.kind, "webhook for a payment this site did not start"),
        Settled::Order { .. } => {}
    }
    Ok(Json(serde_json::json!({ "received": true })))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Verification {
    success: bool,
    title: String,
    download_url: Option<String>,
    course_url: Option<String>,
    message: String,
}

async fn verify_payment(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppPath(session_id): AppPath<String>,
) -> AppResult<Json<Verification>> {
    let unknown = || AppError::not_found(UNKNOWN_PAYMENT);
    if !valid_reference(&session_id) {
        return Err(unknown());
    }
    let order = current_order(&state, &addr, &session_id).await?.ok_or_else(unknown)?;
    let course = is_course(&order.product_slug);
    let paid = order.payment_status == PaymentStatus::Paid;
    // The payment page hands out the link given at payment, never a renewed one: a fresh
    // link goes only to the buyer's email, and it revokes the earlier ones for good.
    let renewed = paid && !course && !order.has_original_link();
    let message = match order.payment_status {
        PaymentStatus::Paid if course => "Payment confirmed. Your course is ready.",
        PaymentStatus::Paid if renewed => {
            "Payment confirmed. A fresh download link was emailed to the address you paid with; earlier links no longer work. Use the link in your latest email, or ask for another one below."
        }
        PaymentStatus::Paid => "Payment confirmed. Your guide is ready to download.",
        PaymentStatus::Pending => {
            "Your payment has not been completed yet. If you have just paid, wait a moment and refresh this page."
        }
        PaymentStatus::Failed | PaymentStatus::Expired => {
            "This payment did not go through (the checkout expired or the card was declined), so you were not charged. Please try again from the store."
        }
    };
    Ok(Json(Verification {
        success: paid,
        title: order.product_name.clone(),
        download_url: (paid && !course && !renewed).then(|| access::download_path(&state.links, &order)),
        course_url: (paid && course).then(|| access::course_path(&state.links, &order)),
        message: message.to_string(),
    }))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RenewBody {
    session_id: String,
    email: String,
}

async fn renew_download_link(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(body): AppJson<RenewBody>,
) -> AppResult<Json<Value>> {
    let email = Email::parse(&body.email).map_err(AppError::BadRequest)?;
    if !valid_reference(&body.session_id) {
        return Err(AppError::not_found(UNKNOWN_PAYMENT));
    }
    state.payment_limits.renewal.check(&addr, Instant::now()).map_err(|wait| AppError::TooManyRequests {
        message: "Too many link requests from your network. Please wait a minute and try again.".into(),
        retry_after_secs: wait,
    })?;
    let mailing = Mailing::load(&state).await?;
    let reference = body.session_id;
    let renewal = state
        .db
        .call(move |db| store::renew_download_link(db, &reference, &email, now_unix(), &|order| mailing.fresh_link(order)))
        .await?;
    match renewal {
        Renewal::Sent => state.mailer.wake(),
        Renewal::NoMatch => {}
        // Only someone who knows both the payment and its email gets this far.
        Renewal::TooMany => {
            return Err(AppError::TooManyRequests {
                message: format!(
                    "You have asked for {} new links for this order today. Please use the link in your latest email, or try again tomorrow.",
                    links::RENEWALS_PER_DAY
                ),
                retry_after_secs: 60 * 60,
            });
        }
    }
    // The same answer either way, so the form does not reveal who bought what.
    Ok(Json(serde_json::json!({
        "message": "If that is the email address you paid with, a fresh download link is on its way to it."
    })))
}
