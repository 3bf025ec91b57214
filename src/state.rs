//! Shared application state: everything a handler may use comes from here, never from globals.

use std::ops::Deref;
use std::sync::Arc;

use crate::accounts::throttle::SignInThrottle;
use crate::config::ServeConfig;
use crate::db::Db;
use crate::web::cache::CachedJson;

/// Cheap to clone; handlers get it through axum's `State`.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub config: ServeConfig,
    pub db: Db,
    pub sign_in_throttle: SignInThrottle,
    /// Permits for password hashing, one per core (see `accounts::password_permit`).
    pub password_work: tokio::sync::Semaphore,
    /// `GET /api/site`'s body: every page view reads it.
    pub site_json: CachedJson,
    /// `GET /api/store/products`'s body: the store's first request.
    pub store_products_json: CachedJson,
}

impl AppState {
    pub fn new(config: ServeConfig, db: Db) -> Self {
        AppState(Arc::new(Inner {
            config,
            db,
            sign_in_throttle: SignInThrottle::default(),
            password_work: tokio::sync::Semaphore::new(
                std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),
            ),
            site_json: CachedJson::default(),
            store_products_json: CachedJson::default(),
        }))
    }

    /// Drops every in-memory copy of stored data; called after operator commands, which
    /// write through the control socket without going through the handlers.
    pub fn invalidate_caches(&self) {
        self.site_json.invalidate();
        self.store_products_json.invalidate();
    }
}

impl Deref for AppState {
    type Target = Inner;

    fn deref(&self) -> &Inner {
        &self.0
    }
}
