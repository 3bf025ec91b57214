//! Live growing conditions (`GET /api/weather/current`) at the farm's latitude and longitude,
//! from Open-Meteo's forecast API.
//!
//! One reading serves every visitor for 30 minutes, and one request at a time goes out (the
//! others wait for its answer), so however many visitors come, the provider gets at most two
//! calls an hour, or one every 5 minutes while it is failing. The last good reading is
//! stored, so a restart or an outage shows it with its time instead of nothing; with no
//! reading at all the answer is a 503, never invented numbers.

mod open_meteo;
pub mod store;

use std::time::{Duration, Instant};

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use tokio::sync::Mutex;

use crate::db::{Db, now_unix};
use crate::site::TemperatureUnit;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};

pub use open_meteo::OpenMeteo;

/// How long a reading is served before asking the provider again.
pub const FRESH_FOR: Duration = Duration::from_secs(30 * 60);
/// How long to wait after a failed call before trying again.
pub const RETRY_AFTER_FAILURE: Duration = Duration::from_secs(5 * 60);

pub const UNAVAILABLE: &str = "Live conditions are not available right now.";

pub fn router() -> Router<AppState> {
    Router::new().route("/api/weather/current", get(current))
}

/// Where and in which units a reading was taken; a reading for another place or unit is
/// never shown.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Place {
    pub latitude: f64,
    pub longitude: f64,
    pub unit: TemperatureUnit,
}

impl Place {
    pub fn of(settings: &crate::site::SiteSettings) -> Option<Place> {
        Some(Place { latitude: settings.latitude?, longitude: settings.longitude?, unit: settings.temperature_unit })
    }
}

/// One reading, in the site's units. Fields the provider left out are `null`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Reading {
    pub temperature: f64,
    pub humidity: Option<f64>,
    /// The mean of the surface and 6 cm soil temperatures.
    pub soil_temperature: Option<f64>,
    pub uv_index: Option<f64>,
    pub wind_speed: Option<f64>,
    pub rain_chance: Option<f64>,
    pub temperature_unit: TemperatureUnit,
    pub wind_speed_unit: String,
    /// When the provider measured it (RFC 3339, UTC).
    pub observed_at: String,
}

/// A reading as the API serves it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Conditions {
    #[serde(flatten)]
    pub reading: Reading,
    /// The provider failed since this reading; it is the last good one.
    pub stale: bool,
    pub attribution: Attribution,
}

#[derive(Debug, Serialize)]
pub struct Attribution {
    pub text: &'static str,
    pub url: &'static str,
}

/// Open-Meteo's licence (CC BY 4.0) asks for this next to the data.
const ATTRIBUTION: Attribution = Attribution { text: "Weather data by Open-Meteo.com", url: "https://open-meteo.com/" };

#[derive(Default)]
struct Slot {
    /// Whether the stored reading was read after start.
    loaded: bool,
    last: Option<store::StoredReading>,
    /// When `last` was fetched, on this process's clock (stored readings count as old).
    fetched: Option<Instant>,
    failed: Option<Instant>,
}

/// The provider, the reading in memory and the single-flight lock.
pub struct Weather {
    provider: OpenMeteo,
    slot: Mutex<Slot>,
}

impl Weather {
    pub fn new(api_base: &str) -> anyhow::Result<Weather> {
        Ok(Weather { provider: OpenMeteo::new(api_base)?, slot: Mutex::default() })
    }

    /// The conditions at `place`, or `None` when there is nothing true to show.
    pub async fn conditions(&self, db: &Db, place: Place) -> Option<Conditions> {
        let mut slot = self.slot.lock().await;
        if !slot.loaded {
            let db = db.clone();
            slot.last = db.call(store::get).await.unwrap_or_else(|e: crate::db::DbError| {
                tracing::warn!("could not read the last weather reading: {e}");
                None
            });
            slot.loaded = true;
        }
        let here = slot.last.as_ref().filter(|s| s.place == place).map(|s| s.reading.clone());
        let fresh = slot.fetched.is_some_and(|at| at.elapsed() < FRESH_FOR);
        if let (Some(reading), true) = (&here, fresh) {
            return Some(Conditions { reading: reading.clone(), stale: false, attribution: ATTRIBUTION });
        }
        if slot.failed.is_some_and(|at| at.elapsed() < RETRY_AFTER_FAILURE) {
            return here.map(|reading| Conditions { reading, stale: true, attribution: ATTRIBUTION });
        }
        match self.provider.current(place).await {
            Ok(reading) => {
                let stored = store::StoredReading { place, reading: reading.clone(), fetched_at: now_unix() };
                let db = db.clone();
                let to_store = stored.clone();
                if let Err(e) = db.call(move |db| store::save(db, &to_store)).await {
                    tracing::warn!("could not store the weather reading: {e}");
                }
                slot.last = Some(stored);
                slot.fetched = Some(Instant::now());
                slot.failed = None;
                Some(Conditions { reading, stale: false, attribution: ATTRIBUTION })
            }
            Err(e) => {
                tracing::warn!("weather provider: {e}");
                slot.failed = Some(Instant::now());
                here.map(|reading| Conditions { reading, stale: true, attribution: ATTRIBUTION })
            }
        }
    }
}

async fn current(State(state): State<AppState>) -> AppResult<Json<Conditions>> {
    let settings = crate::site::current(&state).await?;
    let place = Place::of(&settings).ok_or_else(|| AppError::Unavailable(UNAVAILABLE.into()))?;
    state.weather.conditions(&state.db, place).await.map(Json).ok_or_else(|| AppError::Unavailable(UNAVAILABLE.into()))
}
