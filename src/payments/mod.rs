//! Card payments through Stripe: starting a checkout (`/api/stripe/create-checkout`,
//! `/api/create-payment-intent`), settling orders from the signed webhook or by asking
//! Stripe (`/api/verify-payment/{sessionId}`), paid-download and course-access links, and
//! the receipts they email.
//!
//! Prices always come from the catalog; the browser's amount is logged when it differs and
//! otherwise ignored.

pub mod links;
pub mod model;
pub mod store;
pub mod stripe;
pub mod webhook;

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::HeaderMap;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::catalog::model::{PaymentType, Product, Status, cents_to_text};
use crate::catalog::store as catalog;
use crate::db::now_unix;
use crate::mail::receipt::Receipt;
use crate::mail::store::NewEmail;
use crate::orders::model::{Order, PaymentStatus};
use crate::orders::store::{self as orders, NewOrder};
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppJson, AppPath};
use links::{Claim, DOWNLOAD_LINK_SECS, DOWNLOADS_PER_LINK, LinkKind};
use model::{Change, META_PRODUCT_ID, META_PRODUCT_NAME, META_PRODUCT_SLUG, PaymentState, valid_email};
use store::Settled;
use stripe::ProviderError;

pub const NOT_SET_UP: &str = "Payments are not set up yet. Free guides can still be downloaded.";
const BAD_EMAIL: &str = "Please enter a valid email address, like name@example.org.";
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

/// The site's own address for links in emails and Stripe redirects.
pub fn site_origin(state: &AppState, headers: &HeaderMap) -> String {
    if let Some(url) = &state.config.public_url {
        return url.origin.clone();
    }
    let host = headers.get(axum::http::header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("localhost");
    format!("http://{host}")
}

fn stripe_client(state: &AppState) -> AppResult<&stripe::Stripe> {
    state.stripe.as_ref().ok_or_else(|| AppError::Unavailable(NOT_SET_UP.into()))
}

fn provider_error(e: ProviderError) -> AppError {
    match e {
        ProviderError::Refused(message) => AppError::Status(
            axum::http::StatusCode::BAD_GATEWAY,
            format!("The payment provider refused the payment: {message}"),
        ),
        ProviderError::NotFound | ProviderError::Unreachable(_) => AppError::Status(
            axum::http::StatusCode::BAD_GATEWAY,
            "The payment provider could not be reached. Please try again in a moment.".into(),
        ),
    }
}

#[derive(Serialize)]
struct PaymentsStatus {
    enabled: bool,
}

/// Whether card payments are configured, so the UI can say so before anyone clicks Pay.
async fn status(State(state): State<AppState>) -> Json<PaymentsStatus> {
    Json(PaymentsStatus { enabled: state.stripe.is_some() })
}

/// An id sent as a number or a string.
fn id_text(value: &Option<Value>) -> Option<String> {
    match value {
        Some(Value::Number(n)) => Some(n.to_string()),
        Some(Value::String(s)) if !s.trim().is_empty() => Some(s.trim().to_string()),
        _ => None,
    }
}

/// The product a buyer asked for, checked to be on sale by card.
async fn purchasable(state: &AppState, id: Option<String>) -> AppResult<(Product, i64)> {
    let id = id.ok_or_else(|| AppError::bad_request("No product selected for checkout."))?;
    let product = state
        .db
        .call(move |db| catalog::find_product(db, &id))
        .await?
        .filter(|p| p.status == Status::Active)
        .ok_or_else(|| AppError::not_found("There is no product with this id in the store."))?;
    let cents = match (product.payment_type, product.price.cents) {
        (PaymentType::Stripe, Some(cents)) if cents > 0 => cents,
        _ => {
            return Err(AppError::bad_request(format!("\"{}\" cannot be bought by card.", product.name)));
        }
    };
    if product.inventory == 0 {
        return Err(AppError::Conflict(format!("\"{}\" is sold out.", product.name)));
    }
    let deliverable = product.file.is_some() || crate::seed::guide_markdown(&product.slug).is_some() || is_course(&product.slug);
    if !deliverable {
        return Err(AppError::Conflict(format!("\"{}\" is not ready for download yet. Please check back soon.", product.name)));
    }
    Ok((product, cents))
}

fn is_course(slug: &str) -> bool {
    crate::seed::course(slug).is_some()
}

/// Logs a browser-sent price that differs from the catalog's; it is never used.
fn note_price_mismatch(sent: &Option<Value>, factor: f64, product: &Product, cents: i64) {
    let sent_cents = match sent {
        Some(Value::Number(n)) => n.as_f64().map(|v| (v * factor).round() as i64),
        Some(Value::String(s)) => s.trim().trim_start_matches('$').parse::<f64>().ok().map(|v| (v * factor).round() as i64),
        _ => None,
    };
    if let Some(sent_cents) = sent_cents.filter(|s| *s != cents) {
        tracing::warn!(product = product.id, sent_cents, catalog_cents = cents, "ignoring a price sent by the browser");
    }
}

fn metadata(product: &Product) -> HashMap<String, String> {
    HashMap::from([
        (META_PRODUCT_ID.to_string(), product.id.to_string()),
        (META_PRODUCT_SLUG.to_string(), product.slug.clone()),
        (META_PRODUCT_NAME.to_string(), product.name.clone()),
    ])
}

fn optional_email(raw: Option<&str>) -> AppResult<Option<String>> {
    match raw.map(str::trim).filter(|e| !e.is_empty()) {
        None => Ok(None),
        Some(raw) => valid_email(raw)
            .map(Some)
            .ok_or_else(|| AppError::bad_request(BAD_EMAIL)),
    }
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
    headers: HeaderMap,
    AppJson(body): AppJson<CheckoutBody>,
) -> AppResult<Json<CheckoutCreated>> {
    let stripe = stripe_client(&state)?;
    let email = optional_email(body.email.as_deref())?;
    let (product, cents) = purchasable(&state, id_text(&body.book_id).or_else(|| id_text(&body.course_id))).await?;
    note_price_mismatch(&body.price, 1.0, &product, cents);
    let origin = site_origin(&state, &headers);
    let (success_url, cancel_url) = if is_course(&product.slug) {
        (format!("{origin}/course-access?course={}&session_id={{CHECKOUT_SESSION_ID}}", product.slug), format!("{origin}/courses"))
    } else {
        (format!("{origin}/download-success?session_id={{CHECKOUT_SESSION_ID}}"), format!("{origin}/country-store"))
    };
    let (session_id, url) = stripe
        .create_checkout(stripe::CheckoutRequest {
            product_name: &product.name,
            amount_cents: cents,
            success_url,
            cancel_url,
            customer_email: email.as_deref(),
            metadata: metadata(&product),
        })
        .await
        .map_err(provider_error)?;
    let new = new_order(&product, cents, session_id.clone(), email);
    state.db.call(move |db| orders::create_order(db, new)).await?;
    Ok(Json(CheckoutCreated { url, session_id }))
}

fn new_order(product: &Product, cents: i64, reference: String, email: Option<String>) -> NewOrder {
    NewOrder {
        order_id: reference,
        customer_email: email.unwrap_or_default(),
        payment_status: PaymentStatus::Pending,
        total_cents: cents,
        quantity: 1,
        payment_method: "card".into(),
        product_id: product.id,
        product_name: product.name.clone(),
        product_slug: product.slug.clone(),
    }
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
    AppJson(body): AppJson<PaymentIntentBody>,
) -> AppResult<Json<IntentCreated>> {
    let stripe = stripe_client(&state)?;
    let email = optional_email(body.user_email.as_deref())?;
    let for_course = body.course_id.is_some();
    let (product, cents) = purchasable(&state, id_text(&body.course_id).or_else(|| id_text(&body.book_id))).await?;
    note_price_mismatch(&body.amount, if for_course { 100.0 } else { 1.0 }, &product, cents);
    let (intent_id, client_secret) = stripe
        .create_payment_intent(cents, &product.name, email.as_deref(), metadata(&product))
        .await
        .map_err(provider_error)?;
    let new = new_order(&product, cents, intent_id, email);
    state.db.call(move |db| orders::create_order(db, new)).await?;
    Ok(Json(IntentCreated { client_secret }))
}

/// What the receipt emails need besides the order.
struct Mailing {
    origin: String,
    organization: String,
    support_email: String,
    signer: links::LinkSigner,
}

impl Mailing {
    async fn load(state: &AppState, origin: String) -> AppResult<Mailing> {
        let site = state.db.call(crate::site::store::get).await?;
        Ok(Mailing { origin, organization: site.organization_name, support_email: site.email, signer: state.links.clone() })
    }

    fn download_url(&self, order: &Order) -> String {
        format!("{}{}", self.origin, download_path(&self.signer, order))
    }

    fn course_url(&self, order: &Order) -> String {
        format!("{}{}", self.origin, course_path(&self.signer, order))
    }

    /// The receipt for a newly paid order: the download link, or the course's access link.
    fn receipt(&self, order: &Order) -> Option<NewEmail> {
        let to = valid_email(&order.customer_email)?;
        let amount = cents_to_text(order.total_cents);
        let (subject, heading, intro, label, url, note) = if is_course(&order.product_slug) {
            (
                format!("Welcome to {}", order.product_name),
                "You're enrolled!".to_string(),
                format!("Thank you for enrolling in {}. Your access is for life: keep this email, the button below opens your course on any device.", order.product_name),
                "Open your course",
                self.course_url(order),
                "The link is personal to you; please don't share it.".to_string(),
            )
        } else {
            (
                format!("Your download: {}", order.product_name),
                "Thank you for your purchase!".to_string(),
                format!("Your copy of {} is ready to download.", order.product_name),
                "Download your guide",
                self.download_url(order),
                format!(
                    "The link works for {} days and up to {} downloads. If it runs out, ask for a fresh one on the payment page with this email address.",
                    DOWNLOAD_LINK_SECS / 86_400,
                    DOWNLOADS_PER_LINK
                ),
            )
        };
        self.render(&to, &subject, &heading, &intro, label, &url, &note, order, &amount)
    }

    fn fresh_link(&self, order: &Order) -> Option<NewEmail> {
        let to = valid_email(&order.customer_email)?;
        let note = format!("This new link replaces the earlier ones. It works for {} days and up to {} downloads.", DOWNLOAD_LINK_SECS / 86_400, DOWNLOADS_PER_LINK);
        self.render(
            &to,
            &format!("Your new download link: {}", order.product_name),
            "Here is a fresh download link",
            &format!("You asked for a new link to download {}.", order.product_name),
            "Download your guide",
            &self.download_url(order),
            &note,
            order,
            &cents_to_text(order.total_cents),
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn render(&self, to: &str, subject: &str, heading: &str, intro: &str, label: &str, url: &str, note: &str, order: &Order, amount: &str) -> Option<NewEmail> {
        Receipt {
            to,
            subject,
            organization: &self.organization,
            heading,
            intro,
            action_label: label,
            action_url: url,
            note,
            item: &order.product_name,
            amount,
            order_ref: &order.order_id,
            support_email: &self.support_email,
        }
        .render()
        .inspect_err(|e| tracing::error!(error = %e, "receipt template failed"))
        .ok()
    }
}

/// `/api/download/{product}?token=…` for the order's current link.
pub fn download_path(signer: &links::LinkSigner, order: &Order) -> String {
    let claim = Claim { order_id: order.id, product_id: order.product_id, issued_at: order.link_issued_at.unwrap_or(order.created_at) };
    format!("/api/download/{}?token={}", order.product_id, signer.sign(LinkKind::Download, claim))
}

/// `/course-access?course=…&access=…`: lifetime access, so the stamp is the purchase order's.
pub fn course_path(signer: &links::LinkSigner, order: &Order) -> String {
    let claim = Claim { order_id: order.id, product_id: order.product_id, issued_at: order.created_at };
    format!("/course-access?course={}&access={}", order.product_slug, signer.sign(LinkKind::Course, claim))
}

/// Applies a payment state, queues the receipt, and wakes the mail sender.
async fn settle(state: &AppState, origin: String, event_id: Option<String>, payment: PaymentState) -> AppResult<Settled> {
    let mailing = Mailing::load(state, origin).await?;
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
    let origin = site_origin(&state, &headers);
    match settle(&state, origin, Some(event.id.clone()), payment).await? {
        Settled::DuplicateEvent => tracing::info!(event = %event.id, "webhook redelivered; already applied"),
        Settled::Unknown => tracing::warn!(event = %event.id, kind = %event.kind, "webhook for a payment this site did not start"),
        Settled::Order { .. } => {}
    }
    Ok(Json(serde_json::json!({ "received": true })))
}

/// A Checkout Session id as Stripe writes them; anything else is refused before lookups.
fn valid_session_id(id: &str) -> bool {
    (id.starts_with("cs_") || id.starts_with("pi_"))
        && id.len() <= 255
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
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

/// The order behind a checkout, settled by asking Stripe when its webhook has not come yet.
async fn current_order(state: &AppState, origin: String, reference: &str) -> AppResult<Option<Order>> {
    let known = {
        let reference = reference.to_string();
        state.db.call(move |db| orders::find_by_ref(db, &reference)).await?
    };
    if known.as_ref().is_some_and(|o| o.payment_status == PaymentStatus::Paid) {
        return Ok(known);
    }
    let Some(stripe) = state.stripe.as_ref().filter(|_| reference.starts_with("cs_")) else { return Ok(known) };
    match stripe.checkout_state(reference).await {
        Ok(payment) => match settle(state, origin, None, payment).await? {
            Settled::Order { order, .. } => Ok(Some(order)),
            Settled::DuplicateEvent | Settled::Unknown => Ok(known),
        },
        Err(ProviderError::NotFound) => Ok(known),
        // Stripe unreachable: answer from what we know; the webhook will settle it later.
        Err(_) if known.is_some() => Ok(known),
        Err(e) => Err(provider_error(e)),
    }
}

async fn verify_payment(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppPath(session_id): AppPath<String>,
) -> AppResult<Json<Verification>> {
    let unknown = || AppError::not_found(UNKNOWN_PAYMENT);
    if !valid_session_id(&session_id) {
        return Err(unknown());
    }
    let origin = site_origin(&state, &headers);
    let order = current_order(&state, origin, &session_id).await?.ok_or_else(unknown)?;
    let course = is_course(&order.product_slug);
    let (success, message) = match order.payment_status {
        PaymentStatus::Paid if course => (true, "Payment confirmed. Your course is ready.".to_string()),
        PaymentStatus::Paid => (true, "Payment confirmed. Your guide is ready to download.".to_string()),
        PaymentStatus::Pending => (
            false,
            "Your payment has not been completed yet. If you have just paid, wait a moment and refresh this page.".to_string(),
        ),
        PaymentStatus::Failed => (
            false,
            "This payment did not go through (the checkout expired or the card was declined), so you were not charged. Please try again from the store.".to_string(),
        ),
    };
    let paid = order.payment_status == PaymentStatus::Paid;
    Ok(Json(Verification {
        success,
        title: order.product_name.clone(),
        download_url: (paid && !course).then(|| download_path(&state.links, &order)),
        course_url: (paid && course).then(|| course_path(&state.links, &order)),
        message,
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
    headers: HeaderMap,
    AppJson(body): AppJson<RenewBody>,
) -> AppResult<Json<Value>> {
    let email = valid_email(&body.email)
        .ok_or_else(|| AppError::bad_request(BAD_EMAIL))?;
    if !valid_session_id(&body.session_id) {
        return Err(AppError::not_found(UNKNOWN_PAYMENT));
    }
    let mailing = Mailing::load(&state, site_origin(&state, &headers)).await?;
    let reference = body.session_id;
    let sent = state
        .db
        .call(move |db| store::renew_download_link(db, &reference, &email, &|order| mailing.fresh_link(order)))
        .await?;
    if sent {
        state.mailer.wake();
    }
    // The same answer either way, so the form does not reveal who bought what.
    Ok(Json(serde_json::json!({
        "message": "If that is the email address you paid with, a fresh download link is on its way to it."
    })))
}

/// Why a download link was refused, as the buyer should read it.
pub fn link_problem_message(problem: store::LinkProblem) -> &'static str {
    match problem {
        store::LinkProblem::Invalid => "This download link is not valid. Please use the link from your receipt email.",
        store::LinkProblem::Expired => "This download link has expired. Ask for a fresh one on the payment page with the email address you paid with.",
        store::LinkProblem::UsedUp => "This download link has been used 5 times, its limit. Ask for a fresh one on the payment page with the email address you paid with.",
    }
}

/// Checks a paid-download token for `product_id` and counts the download (GET only).
pub async fn authorize_download(state: &AppState, product_id: u64, token: &str, count: bool) -> AppResult<Result<Order, (store::LinkProblem, Option<String>)>> {
    let Some(claim) = state.links.verify(LinkKind::Download, token).filter(|c| c.product_id == product_id) else {
        return Ok(Err((store::LinkProblem::Invalid, None)));
    };
    let result = state
        .db
        .call(move |db| {
            if count {
                store::use_download_link(db, claim.order_id, claim.product_id, claim.issued_at, now_unix())
            } else {
                store::peek_download_link(db, claim.order_id, claim.issued_at)
            }
        })
        .await?;
    match result {
        Ok(order) => Ok(Ok(order)),
        Err(problem) => {
            let reference = state.db.call(move |db| orders::get(db, claim.order_id)).await?.map(|o| o.order_id);
            Ok(Err((problem, reference)))
        }
    }
}

/// The paid course order a course-access request proves, by session id or access link.
pub async fn course_order(state: &AppState, origin: String, course: &str, session_id: Option<&str>, access: Option<&str>) -> AppResult<Order> {
    let order = if let Some(token) = access {
        let claim = state
            .links
            .verify(LinkKind::Course, token)
            .ok_or_else(|| AppError::Forbidden("This course link is not valid. Please use the link from your enrolment email.".into()))?;
        state.db.call(move |db| orders::get(db, claim.order_id)).await?.filter(|o| o.product_id == claim.product_id)
    } else if let Some(session_id) = session_id.filter(|s| valid_session_id(s)) {
        current_order(state, origin, session_id).await?
    } else {
        return Err(AppError::Unauthorized("Open your course with the link from your enrolment email.".into()));
    };
    let order = order.filter(|o| o.product_slug == course).ok_or_else(|| {
        AppError::Forbidden("This link does not give access to this course. Please use the link from your enrolment email.".into())
    })?;
    match order.payment_status {
        PaymentStatus::Paid => Ok(order),
        PaymentStatus::Pending => Err(AppError::Status(
            axum::http::StatusCode::PAYMENT_REQUIRED,
            "Your payment has not been completed yet. If you have just paid, wait a moment and refresh this page.".into(),
        )),
        PaymentStatus::Failed => Err(AppError::Status(
            axum::http::StatusCode::PAYMENT_REQUIRED,
            "This payment did not go through, so you were not charged. Please try enrolling again.".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn session_ids_are_checked_before_lookups() {
        assert!(valid_session_id("cs_test_a1B2c3"));
        assert!(valid_session_id("pi_3Nx"));
        assert!(!valid_session_id("cs_test/../x"));
        assert!(!valid_session_id("order-1"));
        assert!(!valid_session_id(&format!("cs_{}", "a".repeat(300))));
    }

    #[test]
    fn browser_ids_may_be_numbers_or_text() {
        assert_eq!(id_text(&Some(serde_json::json!(7))).as_deref(), Some("7"));
        assert_eq!(id_text(&Some(serde_json::json!(" grant-gold "))).as_deref(), Some("grant-gold"));
        assert_eq!(id_text(&Some(serde_json::json!(""))), None);
        assert_eq!(id_text(&Some(serde_json::json!([1]))), None);
        assert_eq!(id_text(&None), None);
    }
}
