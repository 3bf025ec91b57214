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
use crate::web::extract::AppPath;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/courses/{id}", get(get_course))
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
