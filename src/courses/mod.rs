//! Courses: the seeded premium course's outline (`GET /api/courses/{id}`). The price is
//! always the catalog product's with the same slug, so an admin's price change applies
//! everywhere and the browser's figure is never trusted.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::catalog::store as catalog;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::payments::access;
use crate::web::extract::{AppPath, AppQuery, ClientAddr};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/courses/{id}", get(get_course))
        .route("/api/course-access", get(course_access))
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
}

/// The whole course for its buyer: proven by the Stripe session they return with, or by the
/// signed access link from their enrolment email.
async fn course_access(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AppQuery(q): AppQuery<AccessQuery>,
) -> AppResult<Json<CourseAccess>> {
    let outline = crate::seed::course(&q.course).ok_or_else(|| AppError::not_found("There is no course with this id."))?;
    let order = access::course_order(&state, &addr, &outline.id, q.session_id.as_deref(), q.access.as_deref()).await?;
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
    }))
}
