//! Grant search and application tracking (seed 001 §2–§9, `/grant-search`, DESIGN §5): for
//! signed-in members only. Programs come from `seed/grants/` (and admins, and the optional
//! Grants.gov import); matching is a transparent score with a reason per criterion; members
//! track their applications through their statuses, with reminders before deadlines.

pub mod grants_gov;
pub mod matching;
pub mod model;
pub mod places;
pub mod reminders;
pub mod store;

use std::time::Duration;

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::accounts::CurrentUser;
use crate::db::rfc3339;
use crate::state::AppState;
use crate::web::dates::{today_local, ymd};
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath, ClientAddr};
use matching::{Deadline, Match};
use model::{Application, Note, Program, Status};

/// How often the reminder task looks for deadlines 14 and 3 days away.
pub const REMINDER_EVERY: Duration = Duration::from_secs(60 * 60);
/// Shown with every program: figures change every year.
pub const CHECK_NOTICE: &str = "Figures change every year: check the current notice before applying.";

/// Tracking writes (new applications, status moves, notes): 30 a minute per address, 600 in
/// all. Each member's rows are bounded too (one per program, at most 50 notes each).
pub fn limit() -> crate::web::limit::AddressAndGlobal {
    crate::web::limit::AddressAndGlobal::per_minute(30, 600)
}

/// Searches read every program and send back tens of kilobytes: 60 a minute per address is
/// far beyond a person changing filters, and 1200 a minute in all bounds a flood of accounts.
pub fn search_limit() -> crate::web::limit::AddressAndGlobal {
    crate::web::limit::AddressAndGlobal::per_minute(60, 1200)
}

fn check_limit(state: &AppState, addr: &str) -> AppResult<()> {
    state.grant_limit.admit(addr, std::time::Instant::now(), "You're updating applications quickly! Please wait a moment and try again.")
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/grants/options", get(options))
        .route("/api/grants/search", post(search))
        .route("/api/grants/application-history", get(history))
        .route("/api/grants/track-application", post(track))
        .route("/api/grants/applications/{id}", put(update_application))
        .route("/api/grants/applications.ics", get(calendar))
        .route("/api/admin/grants", get(admin_list).post(admin_create))
        .route("/api/admin/grants/{id}", put(admin_update).delete(admin_delete))
}

/// The grant as the seed's match shows it, plus the figures behind the score.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GrantView<'a> {
    id: &'a str,
    title: &'a str,
    agency: &'a str,
    amount: String,
    deadline: String,
    description: &'a str,
    website: &'a str,
    kind: &'a str,
    award_min: u64,
    award_max: u64,
    applicants: &'a str,
    #[serde(rename = "match")]
    match_requirement: &'a str,
    region_label: Option<&'a str>,
    figures_year: i32,
    source: &'a str,
    check_notice: &'static str,
}

fn grant_view<'a>(p: &'a Program, d: &Deadline) -> GrantView<'a> {
    GrantView {
        id: &p.id,
        title: &p.title,
        agency: &p.agency,
        amount: p.amount_text(),
        deadline: d.text.clone(),
        description: &p.description,
        website: &p.website,
        kind: &p.kind,
        award_min: p.award_min,
        award_max: p.award_max,
        applicants: &p.applicants,
        match_requirement: &p.match_requirement,
        region_label: p.region_label.as_deref(),
        figures_year: p.figures_year,
        source: &p.source,
        check_notice: CHECK_NOTICE,
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MatchView<'a> {
    grant: GrantView<'a>,
    match_score: u32,
    reasons: Vec<String>,
    criteria: &'a [matching::Reason],
    application_tips: &'a [String],
    deadline_status: &'static str,
    deadline_date: Option<String>,
    /// The member's application for this grant, if they track it.
    tracked_status: Option<&'static str>,
}

async fn options(_: CurrentUser) -> Json<Value> {
    let list = |l: &[(&str, &str)]| -> Vec<Value> { l.iter().map(|(v, label)| serde_json::json!({"value": v, "label": label})).collect() };
    Json(serde_json::json!({
        "farmerType": list(&model::FARMER_TYPES),
        "farmType": list(&model::FARM_TYPES),
        "fundingRange": list(&model::FUNDING_RANGES),
        "projectFocus": list(&model::FOCUS_AREAS),
        "statuses": Status::ALL.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
    }))
}

async fn search(State(state): State<AppState>, user: CurrentUser, ClientAddr(addr): ClientAddr, AppJson(body): AppJson<Value>) -> AppResult<Json<Value>> {
    state.grant_search_limit.admit(&addr, std::time::Instant::now(), "You're searching quickly! Please wait a moment and try again.")?;
    let criteria = matching::parse_criteria(&body).map_err(AppError::BadRequest)?;
    let user_id = user.id;
    let (programs, applications) = state
        .db
        .call(move |db| Ok::<_, crate::db::DbError>((store::programs(db)?, store::applications_of(db, user_id)?)))
        .await?;
    let programs: Vec<Program> = programs.into_iter().map(|r| r.item).collect();
    let found: Vec<Match> = matching::search(&programs, &criteria, today_local());
    let matches: Vec<MatchView> = found
        .iter()
        .map(|m| MatchView {
            grant: grant_view(m.program, &m.deadline),
            match_score: m.score,
            reasons: m.reasons.iter().map(|r| format!("{} {}", if r.met { "✓" } else { "✗" }, r.text)).collect(),
            criteria: &m.reasons,
            application_tips: &m.program.application_tips,
            deadline_status: m.deadline.status.as_str(),
            deadline_date: m.deadline.date.map(ymd),
            // Only an application still under way: once it is decided, the next round can be tracked.
            tracked_status: applications.iter().find(|a| a.grant_id == m.program.id && !a.status.is_final()).map(|a| a.status.as_str()),
        })
        .collect();
    Ok(Json(serde_json::json!({ "totalResults": matches.len(), "matches": matches })))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ApplicationView {
    id: u64,
    grant_id: String,
    grant_title: String,
    status: &'static str,
    notes: Vec<Note>,
    last_updated: String,
    created_at: String,
    /// The statuses it may move to next.
    next_statuses: Vec<&'static str>,
    deadline: Option<String>,
    deadline_status: Option<&'static str>,
    deadline_date: Option<String>,
    website: Option<String>,
}

fn application_view(app: Application, programs: &[Program]) -> ApplicationView {
    let program = programs.iter().find(|p| p.id == app.grant_id);
    let deadline = program.map(|p| matching::deadline(p, today_local()));
    ApplicationView {
        id: app.id,
        grant_id: app.grant_id,
        grant_title: program.map(|p| p.title.clone()).unwrap_or(app.grant_title),
        status: app.status.as_str(),
        notes: app.notes,
        last_updated: rfc3339(app.updated_at),
        created_at: rfc3339(app.created_at),
        next_statuses: app.status.next().iter().map(|s| s.as_str()).collect(),
        deadline: deadline.as_ref().map(|d| d.text.clone()),
        deadline_status: deadline.as_ref().map(|d| d.status.as_str()),
        deadline_date: deadline.and_then(|d| d.date).map(ymd),
        website: program.map(|p| p.website.clone()),
    }
}

async fn load_history(state: &AppState, user_id: u64) -> AppResult<Vec<ApplicationView>> {
    let (apps, programs) = state
        .db
        .call(move |db| Ok::<_, crate::db::DbError>((store::applications_of(db, user_id)?, store::programs(db)?)))
        .await?;
    let programs: Vec<Program> = programs.into_iter().map(|r| r.item).collect();
    Ok(apps.into_iter().map(|a| application_view(a, &programs)).collect())
}

async fn history(State(state): State<AppState>, user: CurrentUser) -> AppResult<Json<Vec<ApplicationView>>> {
    Ok(Json(load_history(&state, user.id).await?))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct TrackBody {
    grant_id: Value,
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    notes: Option<String>,
}

fn parse_status(raw: Option<&str>) -> Result<Option<Status>, AppError> {
    match raw.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(s) => Status::parse(s).map(Some).ok_or_else(|| {
            AppError::BadRequest(format!("status must be one of: {}.", Status::ALL.iter().map(|(s, _)| *s).collect::<Vec<_>>().join(", ")))
        }),
    }
}

fn parse_note(raw: Option<&str>) -> Result<Option<Note>, AppError> {
    let text = crate::web::text::clean(raw.unwrap_or(""), true, model::MAX_NOTE, "Notes").map_err(AppError::BadRequest)?;
    Ok((!text.is_empty()).then(|| Note { date: ymd(today_local()), text }))
}

fn long_date(date: time::Date) -> String {
    format!("{} {}, {}", date.month(), date.day(), date.year())
}

/// `POST /api/grants/track-application`: starts tracking at researching with the started-
/// tracking note; for a grant already tracked, a status moves it on and notes are added.
async fn track(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientAddr(addr): ClientAddr,
    AppJson(body): AppJson<TrackBody>,
) -> AppResult<Response> {
    check_limit(&state, &addr)?;
    let grant_id = match &body.grant_id {
        Value::String(s) => s.trim().to_string(),
        Value::Number(n) => n.to_string(),
        _ => return Err(AppError::BadRequest("grantId is required: the id of a grant from the search.".into())),
    };
    let status = parse_status(body.status.as_deref())?;
    let extra = parse_note(body.notes.as_deref())?;
    let id = grant_id.clone();
    let program = state
        .db
        .call(move |db| store::program(db, &id))
        .await?
        .ok_or_else(|| AppError::not_found("There is no grant program with this id."))?
        .item;
    let user_id = user.id;
    let existing = state
        .db
        .call(move |db| store::applications_of(db, user_id))
        .await?
        .into_iter()
        .find(|a| a.grant_id == program.id && !a.status.is_final());
    // The seed's payload repeats status "researching" and the started-tracking line; for an
    // application already under way (a second tab, a repeated click) those are no change,
    // never a step back.
    let extra = extra.filter(|n| !n.text.starts_with("Started tracking"));
    let (app_id, created) = match existing {
        Some(app) => {
            let status = status.filter(|s| *s != Status::Researching);
            if status.is_some() || extra.is_some() {
                apply_update(&state, user_id, app.id, status, extra).await?;
            }
            (app.id, false)
        }
        None => {
            if let Some(s) = status.filter(|s| *s != Status::Researching) {
                return Err(AppError::BadRequest(format!(
                    "A new application starts at researching, not {}: track it first, then move it on.",
                    s.as_str()
                )));
            }
            let started = Note { date: ymd(today_local()), text: format!("Started tracking on {}.", long_date(today_local())) };
            // Two first tracks at once: the second finds the first's application (not new).
            let (app, new) = match state.db.call(move |db| store::track(db, user_id, &program, started)).await? {
                Ok(tracked) => tracked,
                Err(store::TrackError::Invalid(why)) => return Err(AppError::BadRequest(why)),
                Err(store::TrackError::NotFound) => return Err(AppError::not_found("There is no grant program with this id.")),
            };
            if let Some(note) = extra {
                apply_update(&state, user_id, app.id, None, Some(note)).await?;
            }
            (app.id, new)
        }
    };
    let history = load_history(&state, user_id).await?;
    let application = history.iter().find(|a| a.id == app_id).and_then(|a| serde_json::to_value(a).ok());
    let body = Json(serde_json::json!({ "application": application, "applications": history }));
    Ok(if created { (StatusCode::CREATED, body).into_response() } else { body.into_response() })
}

async fn apply_update(state: &AppState, user_id: u64, app_id: u64, status: Option<Status>, note: Option<Note>) -> AppResult<Application> {
    match state.db.call(move |db| store::update(db, user_id, app_id, status, note)).await? {
        Ok(app) => Ok(app),
        Err(store::TrackError::NotFound) => Err(AppError::not_found("There is no application with this id in your account.")),
        Err(store::TrackError::Invalid(why)) => Err(AppError::BadRequest(why)),
    }
}

#[derive(Deserialize)]
struct UpdateBody {
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    note: Option<String>,
}

/// `PUT /api/grants/applications/{id}` `{status?, note?}`.
async fn update_application(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientAddr(addr): ClientAddr,
    AppPath(id): AppPath<u64>,
    AppJson(body): AppJson<UpdateBody>,
) -> AppResult<Json<ApplicationView>> {
    check_limit(&state, &addr)?;
    let status = parse_status(body.status.as_deref())?;
    let note = parse_note(body.note.as_deref())?;
    if status.is_none() && note.is_none() {
        return Err(AppError::BadRequest("Send a status to move to, a note, or both.".into()));
    }
    apply_update(&state, user.id, id, status, note).await?;
    let history = load_history(&state, user.id).await?;
    history.into_iter().find(|a| a.id == id).map(Json).ok_or_else(|| AppError::not_found("There is no application with this id in your account."))
}

/// The member's tracked deadlines as an iCalendar file.
async fn calendar(State(state): State<AppState>, user: CurrentUser) -> AppResult<Response> {
    let history = load_history(&state, user.id).await?;
    let stamp = crate::ics::stamp(crate::db::now_unix());
    let dated: Vec<(&ApplicationView, String, String)> = history
        .iter()
        .filter(|a| a.status != "withdrawn" && a.status != "declined" && a.status != "awarded")
        .filter_map(|a| {
            let date = a.deadline_date.clone()?;
            let description = format!("{} ({}). {}", a.deadline.clone().unwrap_or_default(), a.status, CHECK_NOTICE);
            Some((a, date, description))
        })
        .collect();
    let summaries: Vec<String> = dated.iter().map(|(a, _, _)| format!("Deadline: {}", a.grant_title)).collect();
    let body = crate::ics::calendar(
        "Grant deadlines",
        dated.iter().zip(&summaries).map(|((a, date, description), summary)| crate::ics::Event {
            uid: format!("grant-{}-{}@farmstand", a.id, date),
            stamp: &stamp,
            ymd: date,
            summary,
            description,
            url: a.website.as_deref(),
        }),
    );
    Ok((
        [
            (header::CONTENT_TYPE, "text/calendar; charset=utf-8"),
            (header::CONTENT_DISPOSITION, "attachment; filename=\"grant-deadlines.ics\""),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response())
}

/// Sends the reminders that are due; runs every [`REMINDER_EVERY`] while the server runs.
pub async fn run_reminders(state: AppState) {
    let mut tick = tokio::time::interval(REMINDER_EVERY);
    loop {
        tick.tick().await;
        match send_due_reminders(&state).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(queued = n, "grant deadline reminders queued"),
            Err(e) => tracing::warn!(error = %e, "could not queue grant reminders"),
        }
    }
}

/// Queues every reminder due today; returns how many.
pub async fn send_due_reminders(state: &AppState) -> AppResult<usize> {
    let (apps, programs) =
        state.db.call(|db| Ok::<_, crate::db::DbError>((store::open_applications(db)?, store::programs(db)?))).await?;
    let site = crate::site::current(state).await?;
    let origin = state.config.origin();
    let today = today_local();
    let mut queued = 0;
    for app in apps {
        let Some(program) = programs.iter().map(|r| &r.item).find(|p| p.id == app.grant_id) else { continue };
        let Some((mark, date, left)) = reminders::due(&app, program, today) else { continue };
        let user_id = app.user_id;
        let Some(user) = state.db.call(move |db| crate::accounts::store::find_by_id(db, user_id)).await? else { continue };
        let Ok(to) = crate::mail::Email::parse(&user.email) else { continue };
        let days = if left == 1 { "1 day".to_string() } else { format!("{left} days") };
        let email = crate::mail::notice::Notice {
            to: to.into_string(),
            subject: format!("{days} left: {}", program.title),
            organization: site.organization_name.clone(),
            heading: format!("{} closes in {days}", program.title),
            paragraphs: vec![
                format!("The deadline you are tracking is {}. Your application is marked {}.", long_date(date), app.status.as_str()),
                CHECK_NOTICE.to_string(),
            ],
            links: vec![
                crate::mail::notice::Link { label: "The program's page".into(), url: program.website.clone() },
                crate::mail::notice::Link { label: "Your applications".into(), url: format!("{origin}/grant-search") },
            ],
            ..Default::default()
        }
        .render();
        let Ok(mut email) = email else { continue };
        email.kind = Some(crate::mail::store::GRANT_REMINDER.to_string());
        if state.db.call(move |db| store::queue_reminder(db, app.id, mark, email)).await? {
            queued += 1;
        }
    }
    if queued > 0 {
        state.mailer.wake();
    }
    Ok(queued)
}

// ---- admin: programs and deadlines ----

async fn admin_list(State(state): State<AppState>, _: AdminUser) -> AppResult<Json<Vec<Value>>> {
    let programs = state.db.call(store::programs).await?;
    let today = today_local();
    Ok(Json(
        programs
            .into_iter()
            .map(|r| {
                let d = matching::deadline(&r.item, today);
                let mut v = serde_json::to_value(&r.item).unwrap_or(Value::Null);
                v["deadlineStatus"] = Value::from(d.status.as_str());
                v["deadlineText"] = Value::from(d.text);
                v["adminEdited"] = Value::from(r.admin_edited);
                v
            })
            .collect(),
    ))
}

fn checked(mut program: Program, source: &str) -> Result<Program, AppError> {
    program.source = source.to_string();
    program.application_tips.retain(|t| !t.trim().is_empty());
    program.check().map_err(AppError::BadRequest)?;
    Ok(program)
}

fn same_id(a: &Program, b: &Program) -> Option<String> {
    (a.id == b.id).then(|| format!("A program with the id {} already exists.", a.id))
}

async fn admin_create(State(state): State<AppState>, _: AdminUser, AppJson(program): AppJson<Program>) -> AppResult<(StatusCode, Json<Program>)> {
    let program = checked(program, "admin")?;
    match state.db.call(move |db| store::PROGRAMS.create(db, program, same_id)).await? {
        Ok(record) => Ok((StatusCode::CREATED, Json(record.item))),
        Err(crate::db::records::Clash(why)) => Err(AppError::Conflict(why)),
    }
}

/// Keeps the id (members' applications point to it) and where the program came from.
fn keep_id(stored: &Program, new: Program) -> Program {
    Program { id: stored.id.clone(), source: stored.source.clone(), ..new }
}

async fn admin_update(
    State(state): State<AppState>,
    _: AdminUser,
    AppPath(id): AppPath<String>,
    AppJson(program): AppJson<Program>,
) -> AppResult<Json<Program>> {
    let lookup = id.clone();
    let record = state.db.call(move |db| store::program(db, &lookup)).await?.ok_or_else(|| AppError::not_found("There is no grant program with this id."))?;
    let program = checked(Program { id: record.item.id.clone(), ..program }, &record.item.source)?;
    match state.db.call(move |db| store::PROGRAMS.update(db, record.id, program, same_id, keep_id)).await? {
        Some(Ok(record)) => Ok(Json(record.item)),
        Some(Err(crate::db::records::Clash(why))) => Err(AppError::Conflict(why)),
        None => Err(AppError::not_found("There is no grant program with this id.")),
    }
}

async fn admin_delete(State(state): State<AppState>, _: AdminUser, AppPath(id): AppPath<String>) -> AppResult<StatusCode> {
    let lookup = id.clone();
    let record = state.db.call(move |db| store::program(db, &lookup)).await?.ok_or_else(|| AppError::not_found("There is no grant program with this id."))?;
    state.db.call(move |db| store::PROGRAMS.delete::<Program>(db, record.id)).await?;
    Ok(StatusCode::NO_CONTENT)
}
