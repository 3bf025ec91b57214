//! Stripe webhooks: the `Stripe-Signature` check (HMAC-SHA256 over `<t>.<payload>`, five
//! minutes' tolerance) and the events that settle orders.
//!
//! Events are read with a small tolerant parser rather than the typed event structs, so a
//! Stripe account on a newer API version (which adds fields) cannot stop orders being paid.

use std::collections::HashMap;

use hmac::{Hmac, KeyInit, Mac};
use serde::Deserialize;
use serde_json::Value;
use sha2::Sha256;

use super::model::{Outcome, PaymentState};

/// How far a signature's timestamp may be from now: Stripe's documented default.
pub const TOLERANCE_SECS: i64 = 5 * 60;

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    #[error("The Stripe-Signature header is missing or malformed.")]
    Malformed,
    #[error("The webhook signature is too old or from the future; replayed events are refused.")]
    OutsideTolerance,
    #[error("The webhook signature does not match.")]
    Mismatch,
}

/// Checks `header` (`t=…,v1=…[,v1=…]`) against the payload and the endpoint's secret.
pub fn verify_signature(payload: &[u8], header: &str, secret: &str, now: i64) -> Result<(), SignatureError> {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", t)) => timestamp = t.parse::<i64>().ok(),
            Some(("v1", sig)) => signatures.extend(decode_hex(sig)),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(SignatureError::Malformed)?;
    if signatures.is_empty() {
        return Err(SignatureError::Malformed);
    }
    if (now - timestamp).abs() > TOLERANCE_SECS {
        return Err(SignatureError::OutsideTolerance);
    }
    let mac = signed(payload, timestamp, secret);
    // verify_slice compares in constant time.
    if signatures.iter().any(|sig| mac.clone().verify_slice(sig).is_ok()) {
        Ok(())
    } else {
        Err(SignatureError::Mismatch)
    }
}

fn signed(payload: &[u8], timestamp: i64, secret: &str) -> Hmac<Sha256> {
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(payload);
    mac
}

/// The header Stripe would send for this payload: for test fakes and tooling.
pub fn signature_header(payload: &[u8], secret: &str, timestamp: i64) -> String {
    let sig = signed(payload, timestamp, secret).finalize().into_bytes();
    format!("t={timestamp},v1={}", sig.iter().map(|b| format!("{b:02x}")).collect::<String>())
}

fn decode_hex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok()).collect()
}

#[derive(Debug, Deserialize)]
pub struct Event {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub data: EventData,
}

#[derive(Debug, Deserialize)]
pub struct EventData {
    pub object: Value,
}

/// The payment an event reports, or `None` for events that do not concern orders.
pub fn payment_state(event: &Event) -> Option<PaymentState> {
    let object = &event.data.object;
    let outcome = match event.kind.as_str() {
        "checkout.session.completed" | "checkout.session.async_payment_succeeded" => session_outcome(object),
        "checkout.session.async_payment_failed" => Outcome::Failed,
        "checkout.session.expired" => Outcome::Expired,
        "payment_intent.succeeded" => Outcome::Paid,
        "payment_intent.payment_failed" | "payment_intent.canceled" => Outcome::Failed,
        _ => return None,
    };
    state_of(object, outcome)
}

/// Where a Checkout Session object stands: paid, expired or still open.
pub fn session_outcome(session: &Value) -> Outcome {
    match (session.get("payment_status").and_then(Value::as_str), session.get("status").and_then(Value::as_str)) {
        (Some("paid" | "no_payment_required"), _) => Outcome::Paid,
        (_, Some("expired")) => Outcome::Expired,
        _ => Outcome::Open,
    }
}

/// Reads a Checkout Session (`cs_…`) or PaymentIntent (`pi_…`) object.
pub fn state_of(object: &Value, outcome: Outcome) -> Option<PaymentState> {
    let reference = object.get("id")?.as_str()?.to_string();
    let is_session = reference.starts_with("cs_");
    let amount = if is_session { object.get("amount_total") } else { object.get("amount_received") };
    let email = if is_session {
        object.pointer("/customer_details/email").filter(|e| e.is_string()).or_else(|| object.get("customer_email"))
    } else {
        object.get("receipt_email")
    };
    let metadata: HashMap<String, String> = object
        .get("metadata")
        .and_then(Value::as_object)
        .map(|m| m.iter().filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_string()))).collect())
        .unwrap_or_default();
    Some(PaymentState {
        reference,
        outcome,
        amount_cents: amount.and_then(Value::as_i64),
        email: email.and_then(Value::as_str).map(str::to_string),
        metadata,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "whsec_test_secret";

    #[test]
    fn signatures_are_checked_like_stripe_does() {
        let body = br#"{"id":"evt_1"}"#;
        let header = signature_header(body, SECRET, 1_000);
        assert_eq!(verify_signature(body, &header, SECRET, 1_000), Ok(()));
        assert_eq!(verify_signature(body, &header, SECRET, 1_299), Ok(()));
        assert_eq!(verify_signature(body, &header, SECRET, 1_301), Err(SignatureError::OutsideTolerance));
        assert_eq!(verify_signature(b"{\"id\":\"evt_2\"}", &header, SECRET, 1_000), Err(SignatureError::Mismatch));
        assert_eq!(verify_signature(body, &header, "whsec_other", 1_000), Err(SignatureError::Mismatch));
        assert_eq!(verify_signature(body, "t=1000", SECRET, 1_000), Err(SignatureError::Malformed));
        assert_eq!(verify_signature(body, "", SECRET, 1_000), Err(SignatureError::Malformed));
        // Stripe sends several v1 signatures while a secret is being rolled.
        let rolled = format!("{},v1=00ff,v0=abc", header.replace("v1=", "v1=0000,v1="));
        assert_eq!(verify_signature(body, &rolled, SECRET, 1_000), Ok(()));
    }

    fn event(kind: &str, object: Value) -> Event {
        Event { id: "evt_1".into(), kind: kind.into(), data: EventData { object } }
    }

    #[test]
    fn events_map_to_payment_states() {
        let session = serde_json::json!({
            "id": "cs_test_a", "object": "checkout.session", "payment_status": "paid", "amount_total": 3999,
            "customer_details": {"email": "buyer@example.org"}, "metadata": {"product_id": "4"}
        });
        let paid = payment_state(&event("checkout.session.completed", session.clone())).unwrap();
        assert_eq!((paid.reference.as_str(), paid.outcome, paid.amount_cents), ("cs_test_a", Outcome::Paid, Some(3999)));
        assert_eq!(paid.email.as_deref(), Some("buyer@example.org"));
        assert_eq!(paid.recovered().unwrap().product_id, 4);

        let mut unpaid = session.clone();
        unpaid["payment_status"] = "unpaid".into();
        assert_eq!(payment_state(&event("checkout.session.completed", unpaid)).unwrap().outcome, Outcome::Open);
        assert_eq!(payment_state(&event("checkout.session.expired", session)).unwrap().outcome, Outcome::Expired);

        let intent = serde_json::json!({"id": "pi_1", "amount_received": 7999, "receipt_email": "c@example.org"});
        let pi = payment_state(&event("payment_intent.succeeded", intent.clone())).unwrap();
        assert_eq!((pi.outcome, pi.amount_cents), (Outcome::Paid, Some(7999)));
        assert_eq!(payment_state(&event("payment_intent.payment_failed", intent.clone())).unwrap().outcome, Outcome::Failed);
        assert_eq!(payment_state(&event("customer.created", intent)), None);
    }
}
