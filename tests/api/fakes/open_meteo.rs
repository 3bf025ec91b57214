//! A fake Open-Meteo forecast API (`GET /v1/forecast?...&current=...`): answers with a
//! reading in the requested units, or fails the way the real one does, and keeps every
//! query it got.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::json;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Behaviour {
    Answer,
    Fail,
}

#[derive(Clone)]
pub struct FakeOpenMeteo {
    pub base: String,
    behaviour: Arc<Mutex<Behaviour>>,
    queries: Arc<Mutex<Vec<HashMap<String, String>>>>,
}

impl FakeOpenMeteo {
    pub async fn start() -> FakeOpenMeteo {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind fake Open-Meteo");
        let fake = FakeOpenMeteo {
            base: format!("http://{}/", listener.local_addr().expect("addr")),
            behaviour: Arc::new(Mutex::new(Behaviour::Answer)),
            queries: Arc::default(),
        };
        let app = Router::new().route("/v1/forecast", get(forecast)).with_state(fake.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.expect("fake Open-Meteo serves") });
        fake
    }

    pub fn set(&self, behaviour: Behaviour) {
        *self.behaviour.lock().unwrap() = behaviour;
    }

    pub fn queries(&self) -> Vec<HashMap<String, String>> {
        self.queries.lock().unwrap().clone()
    }
}

async fn forecast(State(fake): State<FakeOpenMeteo>, Query(query): Query<HashMap<String, String>>) -> Response {
    fake.queries.lock().unwrap().push(query.clone());
    if *fake.behaviour.lock().unwrap() == Behaviour::Fail {
        return (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": true, "reason": "upstream timeout"}))).into_response();
    }
    let celsius = query.get("temperature_unit").map(String::as_str) == Some("celsius");
    let (air, soil0, soil6, wind) = if celsius { (12.4, 10.0, 9.0, 13.6) } else { (54.3, 50.0, 48.2, 8.4) };
    Json(json!({
        "latitude": query.get("latitude").and_then(|l| l.parse::<f64>().ok()),
        "longitude": query.get("longitude").and_then(|l| l.parse::<f64>().ok()),
        "generationtime_ms": 0.05, "utc_offset_seconds": 0, "timezone": "GMT", "timezone_abbreviation": "GMT", "elevation": 12.0,
        "current_units": {"time": "iso8601", "interval": "seconds", "temperature_2m": if celsius { "°C" } else { "°F" }},
        "current": {
            "time": "2026-11-23T14:00", "interval": 900,
            "temperature_2m": air, "relative_humidity_2m": 71, "wind_speed_10m": wind, "uv_index": 2.05,
            "precipitation_probability": 20, "soil_temperature_0cm": soil0, "soil_temperature_6cm": soil6
        }
    }))
    .into_response()
}
