//! Site settings: the organisation's identity (name, contact details, links, founder
//! biography), shown by the header, footer and about page and edited by admins.

pub mod store;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/site", get(get_site))
        .route("/api/admin/site", get(get_site).put(update_site))
}

/// A labelled outbound link (social profiles).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SocialLink {
    pub label: String,
    pub url: String,
}

/// The organisation's public identity. Empty strings and lists mean "not configured": the
/// UI hides what is not set rather than showing a made-up link.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteSettings {
    pub organization_name: String,
    pub tagline: String,
    pub description: String,
    pub email: String,
    pub phone: String,
    pub location: String,
    pub social_links: Vec<SocialLink>,
    pub academy_url: String,
    pub academy_label: String,
    pub survey_url: String,
    pub founder_name: String,
    pub founder_title: String,
    pub founder_bio: String,
    /// Where the farm is, for live growing conditions and the almanac's hemisphere.
    #[serde(default)]
    pub latitude: Option<f64>,
    #[serde(default)]
    pub longitude: Option<f64>,
    #[serde(default)]
    pub temperature_unit: TemperatureUnit,
    /// Set by an admin: the hub's "active gardens" stat is shown only when it is.
    #[serde(default)]
    pub active_gardens: Option<u32>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TemperatureUnit {
    #[default]
    Fahrenheit,
    Celsius,
}

const SHORT: usize = 200;
const LONG: usize = 5000;

impl SiteSettings {
    /// Checks every field; returns a message naming the first wrong one.
    pub fn validate(self) -> Result<Self, String> {
        let s = self.trimmed();
        if s.organization_name.is_empty() {
            return Err("The organisation name is required.".into());
        }
        let lengths = [
            ("organisation name", &s.organization_name, SHORT),
            ("tagline", &s.tagline, SHORT),
            ("description", &s.description, 1000),
            ("email", &s.email, 254),
            ("phone", &s.phone, 50),
            ("location", &s.location, SHORT),
            ("academy link", &s.academy_url, 500),
            ("academy label", &s.academy_label, 100),
            ("survey link", &s.survey_url, 500),
            ("founder name", &s.founder_name, SHORT),
            ("founder title", &s.founder_title, SHORT),
            ("founder biography", &s.founder_bio, LONG),
        ];
        for (name, value, max) in lengths {
            if value.chars().count() > max {
                return Err(format!("The {name} can have at most {max} characters."));
            }
            if value.contains(['<', '>']) {
                return Err(format!("The {name} cannot contain '<' or '>'."));
            }
        }
        if !s.email.is_empty() {
            crate::mail::Email::parse(&s.email)?;
        }
        for (name, url) in [("academy link", &s.academy_url), ("survey link", &s.survey_url)] {
            if !url.is_empty() && !is_web_url(url) {
                return Err(format!("The {name} must be a web address starting with https:// or http://."));
            }
        }
        if s.latitude.is_some() != s.longitude.is_some() {
            return Err("Give both the latitude and the longitude, or neither.".into());
        }
        if let Some(lat) = s.latitude
            && !(-90.0..=90.0).contains(&lat)
        {
            return Err("The latitude must be between -90 and 90.".into());
        }
        if let Some(lon) = s.longitude
            && !(-180.0..=180.0).contains(&lon)
        {
            return Err("The longitude must be between -180 and 180.".into());
        }
        if s.active_gardens.is_some_and(|n| n > 1_000_000) {
            return Err("The number of active gardens can be at most 1000000.".into());
        }
        if s.social_links.len() > 12 {
            return Err("At most 12 social links, please.".into());
        }
        for link in &s.social_links {
            if link.label.is_empty() || link.label.chars().count() > 50 || link.label.contains(['<', '>']) {
                return Err("Each social link needs a label of at most 50 characters.".into());
            }
            if !is_web_url(&link.url) || link.url.len() > 500 {
                return Err(format!("The {} link must be a web address starting with https:// or http://.", link.label));
            }
        }
        Ok(s)
    }

    fn trimmed(mut self) -> Self {
        for field in [
            &mut self.organization_name,
            &mut self.tagline,
            &mut self.description,
            &mut self.email,
            &mut self.phone,
            &mut self.location,
            &mut self.academy_url,
            &mut self.academy_label,
            &mut self.survey_url,
            &mut self.founder_name,
            &mut self.founder_title,
            &mut self.founder_bio,
        ] {
            *field = field.trim().to_string();
        }
        for link in &mut self.social_links {
            link.label = link.label.trim().to_string();
            link.url = link.url.trim().to_string();
        }
        self
    }
}

/// An absolute http(s) URL with a host and no spaces.
pub fn is_web_url(url: &str) -> bool {
    let rest = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
    matches!(rest, Some(r) if !r.is_empty() && !r.starts_with('/') && !url.chars().any(|c| c.is_whitespace() || c.is_control()))
}

/// The settings as `GET /api/site` serves them, from memory after the first read.
async fn settings_json(state: &AppState) -> AppResult<Bytes> {
    state
        .site_json
        .get_or_load(async {
            let settings = state.db.call(store::get).await.map_err(AppError::from)?;
            serde_json::to_vec(&settings).map(Bytes::from).map_err(|e| AppError::Internal(e.to_string()))
        })
        .await
}

/// The current settings, from memory: features that depend on them (the farm's location for
/// the weather and the almanac) read them on every request.
pub async fn current(state: &AppState) -> AppResult<SiteSettings> {
    let bytes = settings_json(state).await?;
    serde_json::from_slice(&bytes).map_err(|e| AppError::Internal(e.to_string()))
}

async fn get_site(State(state): State<AppState>) -> AppResult<Response> {
    let body = settings_json(&state).await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

async fn update_site(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    AppJson(settings): AppJson<SiteSettings>,
) -> AppResult<Json<SiteSettings>> {
    let settings = settings.validate().map_err(AppError::BadRequest)?;
    let saved = settings.clone();
    state.db.call(move |db| store::save_admin_edit(db, &saved)).await.map_err(AppError::from)?;
    state.site_json.invalidate();
    // The hub's stats show the admin's gardens count.
    state.community.invalidate();
    tracing::info!(admin = %admin.username, "site settings updated");
    Ok(Json(settings))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seeded() -> SiteSettings {
        crate::seed::site_settings().expect("seed/site.json parses")
    }

    #[test]
    fn the_seed_is_valid() {
        assert_eq!(seeded().clone().validate().unwrap(), seeded());
    }

    #[test]
    fn rejects_bad_fields_with_a_message() {
        let cases: Vec<(fn(&mut SiteSettings), &str)> = vec![
            (|s| s.organization_name = "  ".into(), "organisation name is required"),
            (|s| s.email = "nope".into(), "valid email"),
            (|s| s.academy_url = "javascript:alert(1)".into(), "academy link"),
            (|s| s.tagline = "<script>".into(), "tagline cannot contain"),
            (|s| s.social_links = vec![SocialLink { label: "X".into(), url: "ftp://x".into() }], "X link"),
            (|s| s.founder_bio = "a".repeat(5001), "at most 5000"),
            (|s| (s.latitude, s.longitude) = (Some(91.0), Some(0.0)), "latitude must be between -90 and 90"),
            (|s| (s.latitude, s.longitude) = (Some(45.0), Some(-180.5)), "longitude must be between -180 and 180"),
            (|s| (s.latitude, s.longitude) = (Some(45.0), None), "both the latitude and the longitude"),
        ];
        for (mutate, expected) in cases {
            let mut s = seeded();
            mutate(&mut s);
            let err = s.validate().unwrap_err();
            assert!(err.contains(expected), "{err:?} should mention {expected:?}");
        }
    }
}
