//! Start My Farm Plan (seed 001 §2–§9, `/start-my-farm-plan`): `POST /api/generate-farm-plan`
//! turns the wizard's answers into a 4-week plan computed from `seed/crops/`, stores it under
//! a random id, and serves it back as JSON, text, a printable page and a calendar.

pub mod crops;
pub mod export;
pub mod generate;
pub mod polish;
pub mod request;
pub mod season;
pub mod store;

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Serialize;
use serde_json::Value;

use crate::db::rfc3339;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath, ClientAddr};
use crate::web::limit::AddressAndGlobal;
use crops::CropData;
use generate::Plan;
use store::StoredPlan;

/// 30 plans an hour per address, 600 an hour from everyone: each is a stored row.
pub fn limit() -> AddressAndGlobal {
    AddressAndGlobal::per_hour(30, 600)
}

/// The crop data, parsed once (it is embedded and checked by a unit test).
pub fn crop_data() -> Result<Arc<CropData>, AppError> {
    static DATA: OnceLock<Result<Arc<CropData>, String>> = OnceLock::new();
    DATA.get_or_init(|| CropData::from_seed().map(Arc::new)).clone().map_err(|e| AppError::Internal(format!("crop data: {e}")))
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/generate-farm-plan", post(generate_plan))
        .route("/api/farm-plans/{id}", get(get_plan))
        .route("/api/farm-plans/{id}/plan.txt", get(download_text))
        .route("/api/farm-plans/{id}/plan.ics", get(download_calendar))
        .route("/api/farm-plans/{id}/print", get(print_page))
        .route("/api/farm-plan-options", get(options))
        .route("/api/admin/farm-plans/stats", get(stats))
}

/// A plan as the API sends it: the seed's fields and ours, its id and where to take it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlanResponse {
    id: String,
    created_at: String,
    #[serde(flatten)]
    plan: Plan,
    links: Links,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Links {
    share: String,
    text: String,
    calendar: String,
    print: String,
}

fn share_link(state: &AppState, id: &str) -> String {
    format!("{}/start-my-farm-plan/{id}", state.config.origin())
}

fn respond(state: &AppState, stored: StoredPlan) -> PlanResponse {
    let api = format!("/api/farm-plans/{}", stored.id);
    PlanResponse {
        links: Links {
            share: share_link(state, &stored.id),
            text: format!("{api}/plan.txt"),
            calendar: format!("{api}/plan.ics"),
            print: format!("{api}/print"),
        },
        id: stored.id,
        created_at: rfc3339(stored.created_at),
        plan: stored.plan,
    }
}

async fn generate_plan(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppJson(body): AppJson<Value>,
) -> AppResult<(StatusCode, Json<PlanResponse>)> {
    let data = crop_data()?;
    let answers = request::parse(&body, &data).map_err(AppError::BadRequest)?;
    state.plan_limit.admit(&addr, Instant::now(), "You've made a lot of plans in the last hour! Please wait a little before making another.")?;
    let persona = &state.assistant.persona;
    let today = answers.start_date.unwrap_or_else(crate::web::dates::today_local);
    let mut plan = generate::generate(&data, &answers, today, &persona.name);
    if let Some(llm) = state.assistant.llm.as_ref() {
        let (system, message) = polish::prompt(&plan, &persona.name, &persona.personality);
        let wait = Duration::from_secs(polish::WAIT_SECS);
        match tokio::time::timeout(wait, llm.complete(&system, &message, polish::MAX_TOKENS)).await {
            Ok(Ok(answer)) => {
                let names = polish::crop_names(&data);
                let changed = polish::apply(&mut plan, &answer, &names);
                tracing::debug!(changed, "farm plan reworded by the LLM");
            }
            Ok(Err(why)) => tracing::warn!(%why, "farm plan: the LLM did not answer; the offline words stand"),
            Err(_) => tracing::warn!("farm plan: the LLM took too long; the offline words stand"),
        }
    }
    let id = store::new_id().map_err(|e| AppError::Internal(format!("no randomness for a plan id: {e}")))?;
    let now = crate::db::now_unix();
    let stored = state
        .db
        .call(move |db| store::insert(db, id, now, plan))
        .await?
        .ok_or_else(|| AppError::Internal("a new farm plan id was already taken".into()))?;
    Ok((StatusCode::CREATED, Json(respond(&state, stored))))
}

async fn load(state: &AppState, id: String) -> AppResult<StoredPlan> {
    let missing = || AppError::not_found("There is no farm plan at this address. It may have expired after a year; make a new one at /start-my-farm-plan.");
    if !store::is_id(&id) {
        return Err(missing());
    }
    let now = crate::db::now_unix();
    state.db.call(move |db| store::get(db, &id, now)).await?.ok_or_else(missing)
}

async fn get_plan(State(state): State<AppState>, AppPath(id): AppPath<String>) -> AppResult<Json<PlanResponse>> {
    let stored = load(&state, id).await?;
    Ok(Json(respond(&state, stored)))
}

async fn organization(state: &AppState) -> AppResult<String> {
    Ok(crate::site::current(state).await?.organization_name.clone())
}

fn attachment(content_type: &str, name: String, body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type.to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
            (header::CACHE_CONTROL, "no-cache".to_string()),
        ],
        body,
    )
        .into_response()
}

async fn download_text(State(state): State<AppState>, AppPath(id): AppPath<String>) -> AppResult<Response> {
    let stored = load(&state, id).await?;
    let body = export::text(&stored, &organization(&state).await?, &share_link(&state, &stored.id));
    Ok(attachment("text/plain; charset=utf-8", format!("farm-plan-{}.txt", stored.id), body))
}

async fn download_calendar(State(state): State<AppState>, AppPath(id): AppPath<String>) -> AppResult<Response> {
    let stored = load(&state, id).await?;
    let body = export::calendar(&stored, &organization(&state).await?, &share_link(&state, &stored.id));
    Ok(attachment("text/calendar; charset=utf-8", format!("farm-plan-{}.ics", stored.id), body))
}

async fn print_page(State(state): State<AppState>, AppPath(id): AppPath<String>) -> AppResult<Response> {
    let stored = load(&state, id).await?;
    let html = export::page(&stored, &organization(&state).await?, &share_link(&state, &stored.id))
        .map_err(|e| AppError::Internal(format!("farm plan template: {e}")))?;
    Ok(([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], html).into_response())
}

/// The wizard's choices with the seed's labels, so the page and the API agree.
async fn options() -> AppResult<Json<Value>> {
    let data = crop_data()?;
    let groups: Vec<Value> = data
        .groups
        .iter()
        .map(|g| serde_json::json!({ "slug": g.slug, "label": g.label, "crops": g.crops.iter().map(|c| c.name.as_str()).collect::<Vec<_>>() }))
        .collect();
    Ok(Json(serde_json::json!({ "crops": groups })))
}

async fn stats(State(state): State<AppState>, _: AdminUser) -> AppResult<Json<Value>> {
    let data = crop_data()?;
    let (counts, kept) = state.db.call(store::counts).await?;
    let count = |k: String| counts.get(&k).copied().unwrap_or(0);
    let by_group: Vec<Value> = data
        .groups
        .iter()
        .map(|g| serde_json::json!({ "slug": g.slug, "label": g.label, "count": count(format!("group:{}", g.slug)) }))
        .collect();
    let by = |prefix: &str, keys: &[&str]| -> Value {
        keys.iter().map(|k| (k.to_string(), Value::from(count(format!("{prefix}:{k}"))))).collect::<serde_json::Map<_, _>>().into()
    };
    Ok(Json(serde_json::json!({
        "total": count("total".into()),
        "kept": kept,
        "byCropGroup": by_group,
        "byExperience": by("experience", &["beginner", "some-experience", "experienced"]),
        "byBudget": by("budget", &["minimal", "moderate", "comfortable"]),
        "byTimePerWeek": by("hours", &["2", "5", "8", "12"]),
    })))
}
