//! Courses: the seeded premium course's outline (`GET /api/courses/{id}`), the course for its
//! buyer with their progress, and certificates of completion. The price is always the catalog
//! product's with the same slug, so an admin's price change applies everywhere and the
//! browser's figure is never trusted.

pub mod progress;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::catalog::store as catalog;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::payments::access;
use crate::web::extract::{AppJson, AppPath, AppQuery, ClientAddr};
use crate::web::limit::AddressAndGlobal;
use progress::{Certificate, NotYet, Progress};

/// Lesson marks and certificate requests: 60 a minute per address (a buyer ticking through the
/// course never comes close), 600 a minute for everyone; each is a disk write.
pub fn progress_limit() -> AddressAndGlobal {
    AddressAndGlobal::per_minute(60, 600)
}

/// Refuses a progress write past the limit.
fn check_progress_limit(state: &AppState, addr: &str) -> AppResult<()> {
    state.course_progress_limit.admit(addr, std::time::Instant::now(), "You're saving progress very quickly. Please wait a minute and try again.")
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/courses/{id}", get(get_course))
        .route("/api/course-access", get(course_access))
        .route("/api/course-access/lessons/{slug}", put(mark_lesson))
        .route("/api/course-access/certificate", post(issue_certificate))
        .route("/api/certificates/{code}", get(certificate))
}

/// `seed/courses/<id>/course.json`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CourseOutline {
    pub id: String,
    pub title: String,
    pub description: String,
    pub includes: Vec<String>,
    pub lessons: Vec<Lesson>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub slug: String,
    pub title: String,
    pub summary: String,
    pub minutes: u32,
}

/// A course as the API shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CourseView {
    pub id: String,
    pub title: String,
    pub description: String,
    /// The catalog's price text, e.g. "79.99".
    pub price: String,
    pub includes: Vec<String>,
    pub lessons: Vec<Lesson>,
    pub total_minutes: u32,
}

async fn get_course(State(state): State<AppState>, AppPath(id): AppPath<String>) -> AppResult<Json<CourseView>> {
    let not_found = || AppError::not_found("There is no course with this id.");
    let outline = crate::seed::course(&id).ok_or_else(not_found)?;
    let product = state
        .db
        .call(move |db| catalog::find_product(db, &id))
        .await?
        .filter(|p| p.status == crate::catalog::model::Status::Active)
        .ok_or_else(|| AppError::not_found("This course is not offered at the moment."))?;
    let total_minutes = outline.lessons.iter().map(|l| l.minutes).sum();
    Ok(Json(CourseView {
        id: outline.id,
        title: outline.title,
        description: outline.description,
        price: product.price.text,
        includes: outline.includes,
        lessons: outline.lessons,
        total_minutes,
    }))
}

#[derive(Deserialize)]
struct AccessQuery {
    course: String,
    session_id: Option<String>,
    access: Option<String>,
}

/// A lesson with its text, for a buyer.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct LessonContent {
    slug: String,
    title: String,
    summary: String,
    minutes: u32,
    /// Rendered from our own Markdown with raw HTML dropped.
    html: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct CourseAccess {
    id: String,
    title: String,
    description: String,
    includes: Vec<String>,
    email: String,
    /// The lasting link (also emailed), to bookmark instead of the one-off payment address.
    access_url: String,
    lessons: Vec<LessonContent>,
    progress: ProgressView,
}

/// Lessons done, and the certificate once issued.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct ProgressView {
    done: Vec<String>,
    certificate: Option<CertificateView>,
}

/// A certificate as printed and as verified: nothing about the order or the buyer's email.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct CertificateView {
    code: String,
    name: String,
    course_id: String,
    course_title: String,
    /// RFC 3339.
    issued_at: String,
    /// The public page that verifies it.
    url: String,
}

impl From<Certificate> for CertificateView {
    fn from(c: Certificate) -> Self {
        CertificateView {
            url: format!("/certificates/{}", c.code),
            code: c.code,
            name: c.name,
            course_id: c.course_id,
            course_title: c.course_title,
            issued_at: crate::db::rfc3339(c.issued_at),
        }
    }
}

async fn progress_view(state: &AppState, progress: Progress) -> AppResult<ProgressView> {
    let certificate = match progress.certificate {
        Some(code) => state.db.call(move |db| progress::find(db, &code)).await?.map(CertificateView::from),
        None => None,
    };
    Ok(ProgressView { done: progress.done, certificate })
}

fn lesson_slugs(outline: &CourseOutline) -> Vec<String> {
    outline.lessons.iter().map(|l| l.slug.clone()).collect()
}

/// The course and the paid order a request proves, as `course_access` checks them.
async fn buyer(state: &AppState, addr: &str, q: &AccessQuery) -> AppResult<(CourseOutline, crate::orders::model::Order)> {
    let outline = crate::seed::course(&q.course).ok_or_else(|| AppError::not_found("There is no course with this id."))?;
    let order = access::course_order(state, addr, &outline.id, q.session_id.as_deref(), q.access.as_deref()).await?;
    Ok((outline, order))
}

/// The whole course for its buyer: proven by the Stripe session they return with, or by the
/// signed access link from their enrolment email.
async fn course_access(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppQuery(q): AppQuery<AccessQuery>,
) -> AppResult<Json<CourseAccess>> {
    let (outline, order) = buyer(&state, &addr, &q).await?;
    let order_id = order.id;
    let progress = state.db.call(move |db| progress::get(db, order_id)).await?;
    let lessons = outline
        .lessons
        .into_iter()
        .map(|l| {
            let html = crate::seed::lesson_markdown(&outline.id, &l.slug).map(|md| crate::markdown::to_html(&md)).unwrap_or_default();
            LessonContent { slug: l.slug, title: l.title, summary: l.summary, minutes: l.minutes, html }
        })
        .collect();
    Ok(Json(CourseAccess {
        access_url: access::course_path(&state.links, &order),
        id: outline.id,
        title: outline.title,
        description: outline.description,
        includes: outline.includes,
        email: order.customer_email,
        lessons,
        progress: progress_view(&state, progress).await?,
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MarkBody {
    done: bool,
}

/// Marks a lesson done (or not) for the buyer the query proves.
async fn mark_lesson(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppPath(slug): AppPath<String>,
    AppQuery(q): AppQuery<AccessQuery>,
    AppJson(body): AppJson<MarkBody>,
) -> AppResult<Json<ProgressView>> {
    check_progress_limit(&state, &addr)?;
    let (outline, order) = buyer(&state, &addr, &q).await?;
    let lessons = lesson_slugs(&outline);
    if !lessons.contains(&slug) {
        return Err(AppError::not_found("This course has no lesson with this name."));
    }
    let progress = state
        .db
        .call(move |db| progress::mark(db, order.id, &lessons, &slug, body.done, crate::db::now_unix()))
        .await?;
    Ok(Json(progress_view(&state, progress).await?))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CertificateBody {
    name: String,
}

/// Issues the certificate once every lesson is done: 201 the first time, then 200 with the
/// same certificate (its name is fixed once printed).
async fn issue_certificate(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppQuery(q): AppQuery<AccessQuery>,
    AppJson(body): AppJson<CertificateBody>,
) -> AppResult<(StatusCode, Json<CertificateView>)> {
    let name = progress::check_name(&body.name).map_err(AppError::BadRequest)?;
    check_progress_limit(&state, &addr)?;
    let (outline, order) = buyer(&state, &addr, &q).await?;
    let lessons = lesson_slugs(&outline);
    let issued = state
        .db
        .call(move |db| {
            progress::issue(db, order.id, (&outline.id, &outline.title), &lessons, &name, crate::db::now_unix())
        })
        .await?;
    match issued {
        Ok((certificate, new)) => {
            let status = if new { StatusCode::CREATED } else { StatusCode::OK };
            Ok((status, Json(CertificateView::from(certificate))))
        }
        Err(NotYet::Unfinished(done, total)) => Err(AppError::Conflict(format!(
            "Finish every lesson to get your certificate: {done} of {total} are marked done."
        ))),
    }
}

/// Public verification of a certificate by its code.
async fn certificate(State(state): State<AppState>, AppPath(code): AppPath<String>) -> AppResult<Json<CertificateView>> {
    let found = state.db.call(move |db| progress::find(db, &code)).await?;
    found.map(|c| Json(CertificateView::from(c))).ok_or_else(|| {
        AppError::not_found("No certificate has this code. Check the code printed on the certificate.")
    })
}
