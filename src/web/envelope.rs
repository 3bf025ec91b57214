//! The one layer every request passes through first: a request id, the request's tracing
//! span and its "served" log line, the security headers, and a 500 instead of a dropped
//! connection if a handler panics.
//!
//! One layer instead of six (request id, propagate id, trace, catch panic, one per header):
//! each of those wrapped the future and some the body, and this sits on every request, so
//! its cost is the site's throughput. Header values are built once, at start.

use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::task::{Context, Poll};
use std::time::Instant;

use axum::http::{HeaderName, HeaderValue, Request, StatusCode, header};
use axum::response::Response;
use tower::{Layer, Service};

use super::error::error_body;

pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Only our own origin may supply scripts, styles, images and connections; nobody may frame us.
/// The one frame allowed is YouTube's no-cookie player, for the hub's video of the day.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; \
     object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// Two years, with subdomains: what browsers' preload lists ask for.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=63072000; includeSubDomains";

#[derive(Clone)]
pub struct Envelope {
    shared: Arc<Shared>,
}

struct Shared {
    /// Added to every response that does not set its own.
    headers: Vec<(HeaderName, HeaderValue)>,
    /// A per-process random prefix, so ids from two runs never collide in one log.
    prefix: String,
    next: AtomicU64,
}

impl Envelope {
    /// `https`: the site is served over https (then browsers are told to stay on it).
    pub fn new(https: bool) -> Self {
        let mut headers = vec![
            (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY)),
            (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
            (header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin")),
            (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
            (HeaderName::from_static("permissions-policy"), HeaderValue::from_static("camera=(), microphone=(), geolocation=()")),
        ];
        if https {
            headers.push((header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(STRICT_TRANSPORT_SECURITY)));
        }
        let shared = Shared { headers, prefix: crate::accounts::token::short_id(), next: AtomicU64::new(1) };
        Envelope { shared: Arc::new(shared) }
    }
}

impl<S> Layer<S> for Envelope {
    type Service = EnvelopeService<S>;

    fn layer(&self, inner: S) -> Self::Service {
        EnvelopeService { inner, shared: self.shared.clone() }
    }
}

#[derive(Clone)]
pub struct EnvelopeService<S> {
    inner: S,
    shared: Arc<Shared>,
}

impl<S, B> Service<Request<B>> for EnvelopeService<S>
where
    S: Service<Request<B>, Response = Response>,
{
    type Response = Response;
    type Error = S::Error;
    type Future = EnvelopeFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut req: Request<B>) -> Self::Future {
        // A proxy's id is kept, so one request can be followed across both logs.
        let id = match req.headers().get(&REQUEST_ID) {
            Some(id) => id.clone(),
            None => {
                let n = self.shared.next.fetch_add(1, Ordering::Relaxed);
                let id = HeaderValue::from_str(&format!("{}-{n}", self.shared.prefix)).unwrap_or(HeaderValue::from_static("-"));
                req.headers_mut().insert(REQUEST_ID, id.clone());
                id
            }
        };
        let span = tracing::info_span!(
            "request",
            id = id.to_str().unwrap_or("-"),
            method = %req.method(),
            path = %req.uri().path()
        );
        let inner = {
            let _entered = span.enter();
            self.inner.call(req)
        };
        EnvelopeFuture { inner, span, id, started: Instant::now(), shared: self.shared.clone() }
    }
}

pin_project_lite::pin_project! {
    pub struct EnvelopeFuture<F> {
        #[pin]
        inner: F,
        span: tracing::Span,
        id: HeaderValue,
        started: Instant,
        shared: Arc<Shared>,
    }
}

impl<F, E> Future for EnvelopeFuture<F>
where
    F: Future<Output = Result<Response, E>>,
{
    type Output = Result<Response, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let _entered = this.span.enter();
        let inner = this.inner;
        let polled = std::panic::catch_unwind(AssertUnwindSafe(|| inner.poll(cx)));
        let mut response = match polled {
            Ok(Poll::Pending) => return Poll::Pending,
            Ok(Poll::Ready(Err(e))) => return Poll::Ready(Err(e)),
            Ok(Poll::Ready(Ok(response))) => response,
            Err(_) => {
                tracing::error!("a handler panicked");
                error_body(StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong on our side. Please try again in a moment.")
            }
        };
        let headers = response.headers_mut();
        headers.reserve(this.shared.headers.len() + 1);
        for (name, value) in &this.shared.headers {
            if !headers.contains_key(name) {
                headers.insert(name.clone(), value.clone());
            }
        }
        headers.insert(REQUEST_ID, this.id.clone());
        tracing::info!(status = response.status().as_u16(), micros = this.started.elapsed().as_micros() as u64, "served");
        Poll::Ready(Ok(response))
    }
}
