//! A fake Stripe API: form-encoded requests with a Bearer key, JSON objects carrying every
//! field async-stripe requires, Stripe's error shape, a "hosted checkout page" that pays and
//! redirects back as Stripe does, and webhook events signed as Stripe signs them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Json, Router};
use serde_json::{Value, json};

pub const SECRET_KEY: &str = "sk_test_fake_key";
pub const WEBHOOK_SECRET: &str = "whsec_fake_secret";

#[derive(Default)]
struct Inner {
    sessions: HashMap<String, Value>,
    intents: HashMap<String, Value>,
    /// Every form a create call received, for asserting what was charged.
    requests: Vec<HashMap<String, String>>,
    next: u64,
}

#[derive(Clone)]
pub struct FakeStripe {
    pub base: String,
    inner: Arc<Mutex<Inner>>,
}

impl FakeStripe {
    pub async fn start() -> FakeStripe {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind fake Stripe");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        let fake = FakeStripe { base, inner: Arc::default() };
        let app = Router::new()
            .route("/v1/checkout/sessions", post(create_session))
            .route("/v1/checkout/sessions/{id}", get(get_session))
            .route("/v1/payment_intents", post(create_intent))
            .route("/pay/{id}", get(pay_page))
            .with_state(fake.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.expect("fake Stripe serves") });
        fake
    }

    /// The buyer completes the hosted checkout with a card.
    pub fn pay(&self, id: &str, email: &str) {
        let mut inner = self.inner.lock().unwrap();
        let session = inner.sessions.get_mut(id).expect("known session");
        session["payment_status"] = "paid".into();
        session["status"] = "complete".into();
        session["customer_details"] = json!({"email": email, "name": "Test Buyer", "phone": null, "tax_exempt": "none", "tax_ids": []});
    }

    pub fn expire(&self, id: &str) {
        let mut inner = self.inner.lock().unwrap();
        inner.sessions.get_mut(id).expect("known session")["status"] = "expired".into();
    }

    pub fn session(&self, id: &str) -> Value {
        self.inner.lock().unwrap().sessions[id].clone()
    }

    pub fn requests(&self) -> Vec<HashMap<String, String>> {
        self.inner.lock().unwrap().requests.clone()
    }

    /// A webhook event about a session as it stands now: the body and its signature header.
    pub fn event(&self, event_id: &str, kind: &str, session_id: &str, signed_at: i64) -> (String, String) {
        let object = if kind.starts_with("payment_intent.") {
            self.inner.lock().unwrap().intents[session_id].clone()
        } else {
            self.session(session_id)
        };
        let body = json!({
            "id": event_id, "object": "event", "api_version": "2025-09-30.clover", "created": signed_at,
            "livemode": false, "pending_webhooks": 1, "request": {"id": null, "idempotency_key": null},
            "type": kind, "data": {"object": object}
        })
        .to_string();
        let header = farmstand::payments::webhook::signature_header(body.as_bytes(), WEBHOOK_SECRET, signed_at);
        (body, header)
    }

    pub fn succeed_intent(&self, id: &str) {
        let mut inner = self.inner.lock().unwrap();
        let intent = inner.intents.get_mut(id).expect("known intent");
        intent["status"] = "succeeded".into();
        intent["amount_received"] = intent["amount"].clone();
    }
}

fn stripe_error(status: StatusCode, kind: &str, message: &str) -> Response {
    (status, Json(json!({"error": {"type": kind, "message": message}}))).into_response()
}

/// `metadata[key]=value` form fields as Stripe's metadata object.
fn metadata_of(form: &HashMap<String, String>) -> serde_json::Map<String, Value> {
    form.iter()
        .filter_map(|(k, v)| Some((k.strip_prefix("metadata[")?.strip_suffix(']')?.to_string(), Value::from(v.clone()))))
        .collect()
}

fn authorized(headers: &HeaderMap) -> Result<(), Response> {
    let auth = headers.get("authorization").and_then(|v| v.to_str().ok()).unwrap_or("");
    if auth == format!("Bearer {SECRET_KEY}") {
        Ok(())
    } else {
        Err(stripe_error(StatusCode::UNAUTHORIZED, "invalid_request_error", "Invalid API Key provided"))
    }
}

async fn create_session(State(fake): State<FakeStripe>, headers: HeaderMap, Form(form): Form<HashMap<String, String>>) -> Response {
    if let Err(e) = authorized(&headers) {
        return e;
    }
    let Some(amount) = form.get("line_items[0][price_data][unit_amount]").and_then(|a| a.parse::<i64>().ok()) else {
        return stripe_error(StatusCode::BAD_REQUEST, "invalid_request_error", "Missing required param: line_items[0][price_data][unit_amount].");
    };
    let quantity = form.get("line_items[0][quantity]").and_then(|q| q.parse::<i64>().ok()).unwrap_or(1);
    let metadata = metadata_of(&form);
    let mut inner = fake.inner.lock().unwrap();
    inner.next += 1;
    let id = format!("cs_test_fake{}", inner.next);
    let now = farmstand::db::now_unix();
    let session = json!({
        "id": id, "object": "checkout.session", "adaptive_pricing": null, "after_expiration": null,
        "allow_promotion_codes": null, "amount_subtotal": amount * quantity, "amount_total": amount * quantity,
        "automatic_tax": {"enabled": false, "liability": null, "provider": null, "status": null},
        "billing_address_collection": null, "cancel_url": form.get("cancel_url"), "client_reference_id": null,
        "client_secret": null, "consent": null, "consent_collection": null, "created": now, "currency": "usd",
        "custom_fields": [], "custom_text": {"after_submit": null, "shipping_address": null, "submit": null, "terms_of_service_acceptance": null},
        "customer": null, "customer_creation": "if_required", "customer_details": null,
        "customer_email": form.get("customer_email"), "expires_at": now + 86_400, "invoice": null,
        "invoice_creation": null, "livemode": false, "locale": null, "metadata": metadata, "mode": "payment",
        "payment_intent": null, "payment_link": null, "payment_method_collection": "if_required",
        "payment_method_options": {}, "payment_method_types": ["card"], "payment_status": "unpaid",
        "phone_number_collection": {"enabled": false}, "recovered_from": null, "saved_payment_method_options": null,
        "setup_intent": null, "shipping_address_collection": null, "shipping_cost": null, "shipping_options": [],
        "status": "open", "submit_type": null, "subscription": null, "success_url": form.get("success_url"),
        "total_details": {"amount_discount": 0, "amount_shipping": 0, "amount_tax": 0}, "ui_mode": "hosted",
        "url": format!("{}/pay/{id}", fake.base)
    });
    inner.sessions.insert(id, session.clone());
    inner.requests.push(form);
    Json(session).into_response()
}

async fn get_session(State(fake): State<FakeStripe>, headers: HeaderMap, Path(id): Path<String>) -> Response {
    if let Err(e) = authorized(&headers) {
        return e;
    }
    match fake.inner.lock().unwrap().sessions.get(&id) {
        Some(session) => Json(session.clone()).into_response(),
        None => stripe_error(StatusCode::NOT_FOUND, "invalid_request_error", &format!("No such checkout.session: '{id}'")),
    }
}

async fn create_intent(State(fake): State<FakeStripe>, headers: HeaderMap, Form(form): Form<HashMap<String, String>>) -> Response {
    if let Err(e) = authorized(&headers) {
        return e;
    }
    let Some(amount) = form.get("amount").and_then(|a| a.parse::<i64>().ok()) else {
        return stripe_error(StatusCode::BAD_REQUEST, "invalid_request_error", "Missing required param: amount.");
    };
    let metadata = metadata_of(&form);
    let mut inner = fake.inner.lock().unwrap();
    inner.next += 1;
    let id = format!("pi_fake{}", inner.next);
    let intent = json!({
        "id": id, "object": "payment_intent", "amount": amount, "amount_capturable": 0, "amount_received": 0,
        "automatic_payment_methods": {"enabled": true, "allow_redirects": "always"},
        "capture_method": "automatic_async", "client_secret": format!("{id}_secret_fake"),
        "confirmation_method": "automatic", "created": farmstand::db::now_unix(), "currency": "usd",
        "description": form.get("description"), "livemode": false, "metadata": metadata,
        "payment_method_types": ["card"], "receipt_email": form.get("receipt_email"),
        "status": "requires_payment_method"
    });
    inner.intents.insert(id, intent.clone());
    inner.requests.push(form);
    Json(intent).into_response()
}

/// The hosted payment page: pays with a test card and sends the buyer to the success URL.
async fn pay_page(State(fake): State<FakeStripe>, Path(id): Path<String>) -> Response {
    let success = {
        let inner = fake.inner.lock().unwrap();
        let Some(session) = inner.sessions.get(&id) else {
            return (StatusCode::NOT_FOUND, "no such session").into_response();
        };
        session["success_url"].as_str().unwrap_or("/").replace("{CHECKOUT_SESSION_ID}", &id)
    };
    fake.pay(&id, "buyer@example.org");
    Redirect::to(&success).into_response()
}
