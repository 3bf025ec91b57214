//! Free-guide requests (/free-guides, seed 001 §2, §5, §7): a first name and an email give
//! the four free guides at once on the page and by email. Stored once per address, so a
//! repeat succeeds without a duplicate; no order is made (nothing was bought).

pub mod store;

use std::time::Instant;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::catalog::model::{PaymentType, Product, Status};
use crate::db::rfc3339;
use crate::mail::Email;
use crate::mail::notice::{Link, Notice};
use crate::state::AppState;
use crate::web::csv;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath, AppQuery, ClientAddr};
use crate::web::limit::AddressAndGlobal;
use crate::web::text::{clean, escape_html, unescape_html};

pub const MAX_FIRST_NAME: usize = 60;
/// The seed's sentences (001 §5).
pub const MISSING_FIELDS: &str = "Please fill in all fields";
pub const BAD_EMAIL: &str = "Please enter a valid email address";

/// 20 requests an hour per address (a class or a library behind one address), 100 an hour
/// from everyone: each may send an email.
pub fn limit() -> AddressAndGlobal {
    AddressAndGlobal::per_hour(20, 100)
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/capture-lead", post(capture))
        .route("/api/admin/leads", get(list))
        .route("/api/admin/leads/{id}", axum::routing::delete(delete))
}

/// A missing field is an empty one, so it gets the seed's sentence rather than a parse error.
#[derive(Deserialize, Default)]
#[serde(default)]
#[serde(rename_all = "camelCase")]
struct LeadBody {
    first_name: String,
    email: String,
}

/// Checks a request: both fields present (the seed's sentence), a usable email (the seed's
/// sentence), a bounded name; the name comes back escaped.
pub fn check(first_name: &str, email: &str) -> Result<(String, Email), String> {
    let name = clean(first_name, false, MAX_FIRST_NAME, "First names")?;
    if name.is_empty() || email.trim().is_empty() {
        return Err(MISSING_FIELDS.into());
    }
    let email = Email::parse(email).map_err(|_| BAD_EMAIL.to_string())?;
    Ok((escape_html(&name), email))
}

#[derive(Serialize, Clone)]
struct GuideLink {
    title: String,
    url: String,
}

/// The free guides of the catalog (active, free downloads), in the store's order.
fn free_guides(products: &[Product]) -> Vec<GuideLink> {
    products
        .iter()
        .filter(|p| p.status == Status::Active && p.payment_type == PaymentType::FreeDownload && p.price.is_free())
        .map(|p| GuideLink { title: p.name.clone(), url: format!("/api/download/{}", p.slug) })
        .collect()
}

async fn capture(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(body): AppJson<LeadBody>,
) -> AppResult<Response> {
    let (name, email) = check(&body.first_name, &body.email).map_err(AppError::BadRequest)?;
    state.lead_limit.admit(&addr, Instant::now(), "You've asked for the guides several times already. Please wait a while and try again.")?;
    let guides = free_guides(&state.db.call(|db| crate::catalog::store::list_products(db, true)).await?);
    let site = crate::site::current(&state).await?;
    let origin = state.config.origin();
    let mail = {
        let guides = guides.clone();
        let to = email.to_string();
        let first_name = unescape_html(&name);
        move || {
            Notice {
                to,
                subject: format!("Your free guides from {}", site.organization_name),
                organization: site.organization_name.clone(),
                // A "name" carrying a web address would make this email an advert for
                // whoever typed it: the greeting leaves such a name out.
                heading: if crate::comments::model::has_link(&first_name) { "Thank you!".to_string() } else { format!("Thank you, {first_name}!") },
                paragraphs: vec![
                    "Here are your free farming guides. Each link opens a printable guide you can save or print."
                        .into(),
                    format!("Questions, or want to talk through your plans? Write to us at {}.", site.email),
                ],
                links: guides.iter().map(|g| Link { label: g.title.clone(), url: format!("{origin}{}", g.url) }).collect(),
                ..Default::default()
            }
            .render()
            .map_err(|e| tracing::error!(error = %e, "could not render the free guides email"))
            .ok()
        }
    };
    let now = crate::db::now_unix();
    state.db.call(move |db| store::record(db, name, email.into_string(), now, mail)).await?;
    state.mailer.wake();
    Ok(Json(serde_json::json!({ "success": true, "guides": guides })).into_response())
}

#[derive(Deserialize)]
struct FormatQuery {
    format: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LeadView {
    id: u64,
    first_name: String,
    email: String,
    created_at: String,
    last_request_at: String,
    requests: u64,
}

async fn list(State(state): State<AppState>, _: AdminUser, AppQuery(q): AppQuery<FormatQuery>) -> AppResult<Response> {
    let leads = state.db.call(store::list).await?;
    if q.format.as_deref() == Some("csv") {
        let rows = leads.iter().map(|l| {
            vec![
                l.id.to_string(),
                csv::field(&unescape_html(&l.first_name)),
                csv::field(&l.email),
                csv::field(&rfc3339(l.created_at)),
                csv::field(&rfc3339(l.last_request_at)),
                l.requests.to_string(),
            ]
        });
        let header = ["id", "firstName", "email", "createdAt", "lastRequestAt", "requests"];
        return Ok(csv::download("leads.csv", csv::table(&header, rows)));
    }
    let total = leads.len();
    let leads: Vec<LeadView> = leads
        .into_iter()
        .map(|l| LeadView {
            id: l.id,
            first_name: l.first_name,
            email: l.email,
            created_at: rfc3339(l.created_at),
            last_request_at: rfc3339(l.last_request_at),
            requests: l.requests,
        })
        .collect();
    Ok(Json(serde_json::json!({ "leads": leads, "total": total })).into_response())
}

async fn delete(State(state): State<AppState>, _: AdminUser, AppPath(id): AppPath<u64>) -> AppResult<StatusCode> {
    if state.db.call(move |db| store::delete(db, id)).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("There is no lead with this id."))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_sentences_for_missing_fields_and_bad_emails() {
        assert_eq!(check("", "a@b.org").unwrap_err(), MISSING_FIELDS);
        assert_eq!(check("Ama", "  ").unwrap_err(), MISSING_FIELDS);
        assert_eq!(check("Ama", "a b@c.org").unwrap_err(), BAD_EMAIL);
        assert_eq!(check("Ama", "ab.org").unwrap_err(), BAD_EMAIL);
        assert_eq!(check(&"x".repeat(61), "a@b.org").unwrap_err(), "First names can be at most 60 characters.");
        let (name, email) = check(" <Ama> ", "Ama@Example.org").unwrap();
        assert_eq!(name, "&lt;Ama&gt;");
        assert_eq!(email.as_str(), "Ama@Example.org");
    }
}
