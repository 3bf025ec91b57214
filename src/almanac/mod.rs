//! Today's Almanac (`GET /api/almanac?date=`): the Moon's phase computed by Meeus' method,
//! the old planting-by-the-moon tradition for that phase (presented as a tradition), and the
//! month's garden tasks for the site's hemisphere, all from memory.

pub mod moon;

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use time::{Date, Month};

use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::AppQuery;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/almanac", get(almanac))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Hemisphere {
    Northern,
    Southern,
}

impl Hemisphere {
    /// The site's hemisphere: southern below the equator, northern otherwise or when unset.
    pub fn of_latitude(latitude: Option<f64>) -> Hemisphere {
        match latitude {
            Some(lat) if lat < 0.0 => Hemisphere::Southern,
            _ => Hemisphere::Northern,
        }
    }
}

#[derive(Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Almanac {
    pub date: String,
    pub hemisphere: Hemisphere,
    pub month: String,
    pub moon_phase: MoonPhase,
    pub planting_advice: String,
    pub tradition_note: String,
    pub seasonal_tasks: Vec<String>,
}

#[derive(Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct MoonPhase {
    pub name: &'static str,
    pub illumination: f64,
    pub age: f64,
    pub next_new_moon: String,
    pub next_full_moon: String,
}

/// `seed/almanac/tasks.json`: five tasks a month for each hemisphere.
#[derive(Deserialize)]
struct SeasonalTasks {
    northern: HashMap<String, Vec<String>>,
    southern: HashMap<String, Vec<String>>,
}

/// `seed/almanac/moon.json`: the planting tradition for each phase, and the note that says
/// it is a tradition.
#[derive(Deserialize)]
struct MoonLore {
    note: String,
    phases: HashMap<String, String>,
}

struct Content {
    tasks: SeasonalTasks,
    lore: MoonLore,
}

/// Parsed once; the seed's own test checks every month and phase is there.
static CONTENT: LazyLock<Result<Content, String>> = LazyLock::new(|| {
    Ok(Content { tasks: crate::seed::json("almanac/tasks.json")?, lore: crate::seed::json("almanac/moon.json")? })
});

fn month_key(month: Month) -> String {
    month.to_string().to_lowercase()
}

/// The almanac of `date`, its moon taken at noon UTC so a date always gives the same answer.
pub fn almanac_of(date: Date, hemisphere: Hemisphere) -> Result<Almanac, String> {
    let content = CONTENT.as_ref().map_err(Clone::clone)?;
    let noon = date.with_hms(12, 0, 0).map_err(|e| e.to_string())?.assume_utc().unix_timestamp();
    let phase = moon::phase_at(noon);
    let tasks = match hemisphere {
        Hemisphere::Northern => &content.tasks.northern,
        Hemisphere::Southern => &content.tasks.southern,
    };
    let name = phase.name.label();
    Ok(Almanac {
        date: crate::web::dates::ymd(date),
        hemisphere,
        month: date.month().to_string(),
        moon_phase: MoonPhase {
            name,
            illumination: round1(phase.illumination),
            age: round1(phase.age),
            next_new_moon: crate::web::dates::rfc3339_minute(phase.next_new),
            next_full_moon: crate::web::dates::rfc3339_minute(phase.next_full),
        },
        planting_advice: content.lore.phases.get(name).cloned().unwrap_or_default(),
        tradition_note: content.lore.note.clone(),
        seasonal_tasks: tasks.get(&month_key(date.month())).cloned().unwrap_or_default(),
    })
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

#[derive(Deserialize)]
struct AlmanacQuery {
    date: Option<String>,
}

async fn almanac(State(state): State<AppState>, AppQuery(query): AppQuery<AlmanacQuery>) -> AppResult<Json<Almanac>> {
    let date = match query.date.as_deref() {
        None | Some("") => crate::web::dates::today_local(),
        Some(raw) => crate::web::dates::parse_ymd(raw)
            .ok_or_else(|| AppError::BadRequest(format!("{raw:?} is not a date; use YYYY-MM-DD, e.g. 2026-11-23.")))?,
    };
    let hemisphere = Hemisphere::of_latitude(crate::site::current(&state).await?.latitude);
    almanac_of(date, hemisphere).map(Json).map_err(AppError::Internal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn every_month_and_phase_has_seed_content() {
        let content = CONTENT.as_ref().expect("the almanac seed parses");
        for tasks in [&content.tasks.northern, &content.tasks.southern] {
            for month in 1..=12u8 {
                let key = month_key(Month::try_from(month).unwrap());
                let list = tasks.get(&key).unwrap_or_else(|| panic!("no tasks for {key}"));
                assert!(list.len() >= 4, "{key}: {list:?}");
            }
        }
        assert_ne!(content.tasks.northern.get("june"), content.tasks.southern.get("june"));
        for phase in moon::PhaseName::ALL {
            assert!(!content.lore.phases.get(phase.label()).is_none_or(String::is_empty), "{}", phase.label());
        }
        assert!(content.lore.note.to_lowercase().contains("tradition"));
    }

    #[test]
    fn the_almanac_of_a_full_moon_day() {
        let day = almanac_of(date!(2026 - 11 - 24), Hemisphere::Northern).unwrap();
        assert_eq!(day.date, "2026-11-24");
        assert_eq!(day.month, "November");
        assert_eq!(day.moon_phase.name, "Full Moon");
        assert!(day.moon_phase.illumination > 99.0);
        assert_eq!(day.moon_phase.next_new_moon.get(..10), Some("2026-12-09"));
        assert_eq!(day.moon_phase.next_full_moon.get(..13), Some("2026-11-24T14"), "at noon the full moon is still hours ahead");
        let south = almanac_of(date!(2026 - 11 - 24), Hemisphere::Southern).unwrap();
        assert_ne!(day.seasonal_tasks, south.seasonal_tasks, "November is autumn in the north and spring in the south");
    }

    #[test]
    fn the_hemisphere_follows_the_latitude() {
        assert_eq!(Hemisphere::of_latitude(None), Hemisphere::Northern);
        assert_eq!(Hemisphere::of_latitude(Some(40.7)), Hemisphere::Northern);
        assert_eq!(Hemisphere::of_latitude(Some(-33.9)), Hemisphere::Southern);
    }
}
