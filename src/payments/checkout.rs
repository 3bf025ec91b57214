//! Starting a checkout: which product may be bought by card, at what price (always the
//! catalog's), where Stripe sends the buyer back, and the pending order that records it.

use std::collections::HashMap;

use serde_json::Value;

use crate::catalog::model::{PaymentType, Product, Status};
use crate::catalog::store as catalog;
use crate::mail::Email;
use crate::orders::model::PaymentStatus;
use crate::orders::store::NewOrder;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};

use super::model::{META_PRODUCT_ID, META_PRODUCT_NAME, META_PRODUCT_SLUG};

/// An id sent as a number or a string.
pub fn id_text(value: &Option<Value>) -> Option<String> {
    match value {
        Some(Value::Number(n)) => Some(n.to_string()),
        Some(Value::String(s)) if !s.trim().is_empty() => Some(s.trim().to_string()),
        _ => None,
    }
}

/// A Checkout Session or PaymentIntent id as Stripe writes them; anything else is refused
/// before any lookup.
pub fn valid_reference(id: &str) -> bool {
    (id.starts_with("cs_") || id.starts_with("pi_")) && id.len() <= 255 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

pub fn is_course(slug: &str) -> bool {
    crate::seed::course(slug).is_some()
}

/// The product a buyer asked for, checked to be on sale by card, with its price in cents.
pub async fn purchasable(state: &AppState, id: Option<String>) -> AppResult<(Product, i64)> {
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

/// Logs a browser-sent price that differs from the catalog's; it is never used. `factor`
/// turns the browser's unit into cents.
pub fn note_price_mismatch(sent: &Option<Value>, factor: f64, product: &Product, cents: i64) {
    let sent_cents = match sent {
        Some(Value::Number(n)) => n.as_f64().map(|v| (v * factor).round() as i64),
        Some(Value::String(s)) => s.trim().trim_start_matches('$').parse::<f64>().ok().map(|v| (v * factor).round() as i64),
        _ => None,
    };
    if let Some(sent_cents) = sent_cents.filter(|s| *s != cents) {
        tracing::warn!(product = product.id, sent_cents, catalog_cents = cents, "ignoring a price sent by the browser");
    }
}

/// Set on every session and intent, so an order can be rebuilt from Stripe if the server
/// stopped between creating the session and storing the order.
pub fn metadata(product: &Product) -> HashMap<String, String> {
    HashMap::from([
        (META_PRODUCT_ID.to_string(), product.id.to_string()),
        (META_PRODUCT_SLUG.to_string(), product.slug.clone()),
        (META_PRODUCT_NAME.to_string(), product.name.clone()),
    ])
}

/// An email field that may be left empty.
pub fn optional_email(raw: Option<&str>) -> AppResult<Option<Email>> {
    match raw.map(str::trim).filter(|e| !e.is_empty()) {
        None => Ok(None),
        Some(raw) => Email::parse(raw).map(Some).map_err(AppError::BadRequest),
    }
}

/// Where Stripe sends the buyer after paying and after cancelling.
pub fn return_urls(origin: &str, product: &Product) -> (String, String) {
    if is_course(&product.slug) {
        (format!("{origin}/course-access?course={}&session_id={{CHECKOUT_SESSION_ID}}", product.slug), format!("{origin}/courses"))
    } else {
        (format!("{origin}/download-success?session_id={{CHECKOUT_SESSION_ID}}"), format!("{origin}/country-store"))
    }
}

/// The pending order a new checkout records.
pub fn new_order(product: &Product, cents: i64, reference: String, email: Option<Email>) -> NewOrder {
    NewOrder {
        order_id: reference,
        customer_email: email.map(Email::into_string).unwrap_or_default(),
        payment_status: PaymentStatus::Pending,
        total_cents: cents,
        quantity: 1,
        payment_method: "card".into(),
        product_id: product.id,
        product_name: product.name.clone(),
        product_slug: product.slug.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_are_checked_before_lookups() {
        assert!(valid_reference("cs_test_a1B2c3"));
        assert!(valid_reference("pi_3Nx"));
        assert!(!valid_reference("cs_test/../x"));
        assert!(!valid_reference("order-1"));
        assert!(!valid_reference(&format!("cs_{}", "a".repeat(300))));
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
