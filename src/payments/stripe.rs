//! The Stripe client. async-stripe's request crates build the requests (Checkout Sessions,
//! PaymentIntents) and reqwest sends them, through async-stripe's own `StripeClient` trait:
//! one HTTP client stack (reqwest, HTTP/1.1, rustls) for Stripe and the LLM instead of a
//! second hyper client with HTTP/2 in the binary. Responses are read as untyped JSON and
//! only the fields orders need are taken, like the webhook reader: that keeps the binary
//! megabytes smaller than decoding Stripe's full object graph, and a newer Stripe API
//! version cannot break it.

use std::collections::HashMap;
use std::time::Duration;

use serde_json::Value;
use bytes::Bytes;
use stripe_client_core::{CustomizedStripeRequest, StripeClient, StripeClientErr, StripeMethod, StripeRequest};
use stripe_checkout::CheckoutSessionMode;
use stripe_checkout::checkout_session::{
    CreateCheckoutSession, CreateCheckoutSessionLineItems, CreateCheckoutSessionLineItemsPriceData, ProductData,
    RetrieveCheckoutSession,
};
use stripe_core::payment_intent::{CreatePaymentIntent, CreatePaymentIntentAutomaticPaymentMethods};
use stripe_types::Currency;

use super::model::PaymentState;
use super::webhook::{session_outcome, state_of};

/// One Stripe call may take this long; a visitor is waiting on it.
const TIMEOUT: Duration = Duration::from_secs(10);

#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// Stripe refused the request; its message is for people.
    #[error("{0}")]
    Refused(String),
    /// Stripe knows nothing with this id.
    #[error("not found")]
    NotFound,
    /// Stripe could not be reached or answered nonsense.
    #[error("{0}")]
    Unreachable(String),
}

impl StripeClientErr for ProviderError {
    fn deserialize_err(msg: impl std::fmt::Display) -> Self {
        ProviderError::Unreachable(format!("Stripe's answer could not be read: {msg}"))
    }
}

/// What Stripe says when it refuses a request: `{"error": {"message": …}}`.
fn refusal(status: u16, body: &[u8]) -> ProviderError {
    if status == 404 {
        tracing::info!("Stripe: not found");
        return ProviderError::NotFound;
    }
    let message = serde_json::from_slice::<Value>(body)
        .ok()
        .and_then(|v| v.pointer("/error/message").and_then(Value::as_str).map(str::to_string));
    tracing::warn!(status, message = ?message, "Stripe refused a request");
    if status >= 500 {
        return ProviderError::Unreachable(format!("Stripe answered {status}"));
    }
    ProviderError::Refused(message.unwrap_or_else(|| "The payment provider refused the request.".into()))
}

/// async-stripe's requests, sent with reqwest.
#[derive(Clone)]
struct Transport {
    http: reqwest::Client,
    api_base: String,
    authorization: String,
}

impl StripeClient for Transport {
    type Err = ProviderError;

    async fn execute(&self, req: CustomizedStripeRequest) -> Result<Bytes, ProviderError> {
        let (req, _) = req.into_pieces();
        let mut url = format!("{}v1{}", self.api_base, req.path);
        if let Some(query) = &req.query {
            url.push('?');
            url.push_str(query);
        }
        let method = match req.method {
            StripeMethod::Get => reqwest::Method::GET,
            StripeMethod::Post => reqwest::Method::POST,
            StripeMethod::Delete => reqwest::Method::DELETE,
        };
        let mut request = self
            .http
            .request(method, url)
            .header(reqwest::header::AUTHORIZATION, &self.authorization)
            .header("stripe-version", stripe_client_core::VERSION.as_str());
        if let Some(body) = req.body {
            request = request.header(reqwest::header::CONTENT_TYPE, "application/x-www-form-urlencoded").body(body);
        }
        let response = request.send().await.map_err(|e| {
            tracing::warn!(error = %e, "Stripe could not be reached");
            ProviderError::Unreachable(e.to_string())
        })?;
        let status = response.status().as_u16();
        let body = response.bytes().await.map_err(|e| ProviderError::Unreachable(e.to_string()))?;
        if !(200..300).contains(&status) {
            return Err(refusal(status, &body));
        }
        Ok(body)
    }
}

/// Any async-stripe request, answered as untyped JSON.
struct Untyped<R>(R);

impl<R: StripeRequest> StripeRequest for Untyped<R> {
    type Output = miniserde::json::Value;

    fn build(&self) -> stripe_client_core::RequestBuilder {
        self.0.build()
    }
}

/// What a checkout sells: one item at the catalog's price.
pub struct CheckoutRequest<'a> {
    pub product_name: &'a str,
    pub amount_cents: i64,
    pub success_url: String,
    pub cancel_url: String,
    pub customer_email: Option<&'a str>,
    pub metadata: HashMap<String, String>,
}

#[derive(Clone)]
pub struct Stripe {
    client: Transport,
}

impl Stripe {
    pub fn new(secret_key: &str, api_base: &str) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .connect_timeout(Duration::from_secs(5))
            .user_agent(concat!("farmstand/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| anyhow::anyhow!("the Stripe settings are not usable: {e}"))?;
        let api_base = if api_base.ends_with('/') { api_base.to_string() } else { format!("{api_base}/") };
        reqwest::Url::parse(&api_base).map_err(|e| anyhow::anyhow!("FARMSTAND_STRIPE_API_BASE is not a URL: {e}"))?;
        let authorization = format!("Bearer {secret_key}");
        reqwest::header::HeaderValue::from_str(&authorization)
            .map_err(|_| anyhow::anyhow!("STRIPE_SECRET_KEY has characters a key cannot have"))?;
        Ok(Stripe { client: Transport { http, api_base, authorization } })
    }

    async fn send<R: StripeRequest>(&self, request: R) -> Result<Value, ProviderError> {
        let value = Untyped(request).customize().send(&self.client).await?;
        serde_json::from_str(&miniserde::json::to_string(&value)).map_err(|e| ProviderError::Unreachable(e.to_string()))
    }

    /// Creates a Checkout Session; returns its id and the page to send the buyer to.
    pub async fn create_checkout(&self, req: CheckoutRequest<'_>) -> Result<(String, String), ProviderError> {
        let mut price = CreateCheckoutSessionLineItemsPriceData::new(Currency::USD);
        price.unit_amount = Some(req.amount_cents);
        price.product_data = Some(ProductData::new(req.product_name));
        let mut item = CreateCheckoutSessionLineItems::new();
        item.price_data = Some(price);
        item.quantity = Some(1);
        let mut create = CreateCheckoutSession::new()
            .mode(CheckoutSessionMode::Payment)
            .line_items(vec![item])
            .success_url(req.success_url)
            .cancel_url(req.cancel_url)
            .metadata(req.metadata);
        if let Some(email) = req.customer_email {
            create = create.customer_email(email);
        }
        let session = self.send(create).await?;
        let field = |name: &str| session.get(name).and_then(Value::as_str).map(str::to_string);
        match (field("id"), field("url")) {
            (Some(id), Some(url)) => Ok((id, url)),
            _ => Err(ProviderError::Unreachable("Stripe returned a session without an id or URL".into())),
        }
    }

    /// Creates a PaymentIntent; returns its id and client secret.
    pub async fn create_payment_intent(
        &self,
        amount_cents: i64,
        description: &str,
        receipt_email: Option<&str>,
        metadata: HashMap<String, String>,
    ) -> Result<(String, String), ProviderError> {
        let mut create = CreatePaymentIntent::new(amount_cents, Currency::USD)
            .description(description)
            .metadata(metadata)
            .automatic_payment_methods(CreatePaymentIntentAutomaticPaymentMethods::new(true));
        if let Some(email) = receipt_email {
            create = create.receipt_email(email);
        }
        let intent = self.send(create).await?;
        let field = |name: &str| intent.get(name).and_then(Value::as_str).map(str::to_string);
        match (field("id"), field("client_secret")) {
            (Some(id), Some(secret)) => Ok((id, secret)),
            _ => Err(ProviderError::Unreachable("Stripe returned a payment intent without an id or client secret".into())),
        }
    }

    /// Asks Stripe where a Checkout Session stands.
    pub async fn checkout_state(&self, session_id: &str) -> Result<PaymentState, ProviderError> {
        let session = self.send(RetrieveCheckoutSession::new(session_id)).await?;
        state_of(&session, session_outcome(&session))
            .ok_or_else(|| ProviderError::Unreachable("Stripe returned a session without an id".into()))
    }
}
