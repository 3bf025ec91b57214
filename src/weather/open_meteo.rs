//! Open-Meteo's forecast API (`/v1/forecast` with `current=`), the one call the hub makes.

use std::time::Duration;

use serde::Deserialize;

use super::{Place, Reading};
use crate::site::TemperatureUnit;

/// The variables the hub shows (the issue's list, in Open-Meteo's names).
const CURRENT: &str = "temperature_2m,relative_humidity_2m,wind_speed_10m,uv_index,precipitation_probability,soil_temperature_0cm,soil_temperature_6cm";

const TIMEOUT: Duration = Duration::from_secs(8);

pub struct OpenMeteo {
    client: reqwest::Client,
    forecast_url: String,
}

#[derive(Deserialize)]
struct Forecast {
    current: Current,
}

#[derive(Deserialize)]
struct Current {
    /// Local time of the requested zone; we ask for GMT.
    time: String,
    temperature_2m: Option<f64>,
    relative_humidity_2m: Option<f64>,
    wind_speed_10m: Option<f64>,
    uv_index: Option<f64>,
    precipitation_probability: Option<f64>,
    soil_temperature_0cm: Option<f64>,
    soil_temperature_6cm: Option<f64>,
}

#[derive(Deserialize)]
struct ProviderError {
    reason: String,
}

impl OpenMeteo {
    pub fn new(api_base: &str) -> anyhow::Result<OpenMeteo> {
        let client = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .connect_timeout(Duration::from_secs(4))
            .user_agent(concat!("farmstand/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| anyhow::anyhow!("could not set up the weather client: {e}"))?;
        let forecast_url = format!("{}/v1/forecast", api_base.trim_end_matches('/'));
        Ok(OpenMeteo { client, forecast_url })
    }

    pub async fn current(&self, place: Place) -> Result<Reading, String> {
        let (temperature_unit, wind_speed_unit, wind_label) = match place.unit {
            TemperatureUnit::Fahrenheit => ("fahrenheit", "mph", "mph"),
            TemperatureUnit::Celsius => ("celsius", "kmh", "km/h"),
        };
        let url = reqwest::Url::parse_with_params(
            &self.forecast_url,
            [
                ("latitude", place.latitude.to_string().as_str()),
                ("longitude", place.longitude.to_string().as_str()),
                ("current", CURRENT),
                ("temperature_unit", temperature_unit),
                ("wind_speed_unit", wind_speed_unit),
                ("timezone", "GMT"),
            ],
        )
        .map_err(|e| format!("bad weather API address: {e}"))?;
        let response = self
            .client
            .get(url)
            .send()
            .await
            .map_err(|e| format!("could not reach Open-Meteo: {e}"))?;
        let status = response.status();
        let body = response.bytes().await.map_err(|e| format!("Open-Meteo's answer was cut off: {e}"))?;
        if !status.is_success() {
            let reason = serde_json::from_slice::<ProviderError>(&body).map(|e| e.reason).unwrap_or_default();
            return Err(format!("Open-Meteo answered {status}: {reason}"));
        }
        let forecast: Forecast = serde_json::from_slice(&body).map_err(|e| format!("Open-Meteo's answer did not parse: {e}"))?;
        reading(forecast.current, place.unit, wind_label)
    }
}

fn reading(now: Current, unit: TemperatureUnit, wind_label: &str) -> Result<Reading, String> {
    let temperature = now.temperature_2m.ok_or("Open-Meteo sent no temperature")?;
    let observed = time::PrimitiveDateTime::parse(&now.time, time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]"))
        .map_err(|_| format!("Open-Meteo sent an unreadable time {:?}", now.time))?
        .assume_utc()
        .unix_timestamp();
    let soil = match (now.soil_temperature_0cm, now.soil_temperature_6cm) {
        (Some(a), Some(b)) => Some((a + b) / 2.0),
        (one, other) => one.or(other),
    };
    let round = |x: f64| (x * 10.0).round() / 10.0;
    Ok(Reading {
        temperature: round(temperature),
        humidity: now.relative_humidity_2m.map(f64::round),
        soil_temperature: soil.map(round),
        uv_index: now.uv_index.map(round),
        wind_speed: now.wind_speed_10m.map(round),
        rain_chance: now.precipitation_probability.map(f64::round),
        temperature_unit: unit,
        wind_speed_unit: wind_label.to_string(),
        observed_at: crate::db::rfc3339(observed),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forecast_becomes_a_reading() {
        let forecast: Forecast = serde_json::from_str(
            r#"{"latitude":40.7,"longitude":-74.0,"current_units":{"temperature_2m":"°F"},
                "current":{"time":"2026-11-23T14:00","interval":900,"temperature_2m":54.26,"relative_humidity_2m":71,
                "wind_speed_10m":8.44,"uv_index":2.05,"precipitation_probability":20,
                "soil_temperature_0cm":50.0,"soil_temperature_6cm":47.0}}"#,
        )
        .unwrap();
        let reading = reading(forecast.current, TemperatureUnit::Fahrenheit, "mph").unwrap();
        assert_eq!(reading.temperature, 54.3);
        assert_eq!(reading.soil_temperature, Some(48.5), "the mean of the two depths");
        assert_eq!(reading.humidity, Some(71.0));
        assert_eq!(reading.uv_index, Some(2.1));
        assert_eq!(reading.observed_at, "2026-11-23T14:00:00Z");
    }

    #[test]
    fn a_forecast_without_a_temperature_is_no_reading() {
        let forecast: Forecast = serde_json::from_str(r#"{"current":{"time":"2026-11-23T14:00","temperature_2m":null}}"#).unwrap();
        assert!(reading(forecast.current, TemperatureUnit::Celsius, "km/h").is_err());
    }
}
