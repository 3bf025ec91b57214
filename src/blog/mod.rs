//! The hub's daily blog: `GET /api/daily-blog` (the day's post), the list and each post's
//! page, and the admin's `/api/admin/blog-posts`. Posts are served from memory; admin
//! writes invalidate the copy.

pub mod daily;
pub mod model;
pub mod store;

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, put};
use axum::{Json, Router};
use serde::Serialize;

use crate::db::records::Record;
use crate::state::AppState;
use crate::web::dates;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath};
use model::{Post, PostForm};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/daily-blog", get(daily_post))
        .route("/api/blog-posts", get(list_posts))
        .route("/api/blog-posts/recent", get(recent_posts))
        .route("/api/blog-posts/{slug}", get(post_by_slug))
        .route("/api/admin/blog-posts", get(admin_list).post(admin_create))
        .route("/api/admin/blog-posts/{id}", put(admin_update).delete(admin_delete))
}

/// Every post, from memory.
pub async fn posts(state: &AppState) -> AppResult<Arc<Vec<Record<Post>>>> {
    state
        .blog_posts
        .get_or_load(async { state.db.call(store::list).await.map(Arc::new).map_err(AppError::from) })
        .await
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DailyPost<'a> {
    id: u64,
    slug: &'a str,
    title: &'a str,
    /// The day it is the post of.
    date: String,
    content: &'a str,
    tips: &'a [String],
}

async fn daily_post(State(state): State<AppState>) -> AppResult<Json<serde_json::Value>> {
    let posts = posts(&state).await?;
    let today = dates::today_local();
    let post = daily::post_of_day(&posts, today).ok_or_else(|| AppError::not_found("There are no blog posts yet."))?;
    Ok(Json(serde_json::json!(DailyPost {
        id: post.id,
        slug: &post.item.slug,
        title: &post.item.title,
        date: dates::ymd(today),
        content: &post.item.content,
        tips: &post.item.tips,
    })))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Summary {
    id: u64,
    slug: String,
    title: String,
    excerpt: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    date: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    day: Option<String>,
}

fn summary(post: &Record<Post>) -> Summary {
    Summary {
        id: post.id,
        slug: post.item.slug.clone(),
        title: post.item.title.clone(),
        excerpt: model::excerpt(&post.item.content),
        date: None,
        day: None,
    }
}

/// Dated posts first, newest date first; then the undated ones in rotation order.
async fn list_posts(State(state): State<AppState>) -> AppResult<Json<serde_json::Value>> {
    let posts = posts(&state).await?;
    let mut dated: Vec<&Record<Post>> = posts.iter().filter(|p| p.item.date.is_some()).collect();
    dated.sort_by(|a, b| b.item.date.cmp(&a.item.date));
    let undated = posts.iter().filter(|p| p.item.date.is_none());
    let list: Vec<Summary> =
        dated.into_iter().chain(undated).map(|p| Summary { date: Some(p.item.date.clone()), ..summary(p) }).collect();
    Ok(Json(serde_json::json!({ "posts": list })))
}

/// The posts of today and the four days before: the home page's teaser.
async fn recent_posts(State(state): State<AppState>) -> AppResult<Json<serde_json::Value>> {
    let posts = posts(&state).await?;
    let list: Vec<Summary> = daily::recent(&posts, dates::today_local(), 5)
        .into_iter()
        .map(|(day, p)| Summary { day: Some(dates::ymd(day)), ..summary(p) })
        .collect();
    Ok(Json(serde_json::json!({ "posts": list })))
}

async fn post_by_slug(State(state): State<AppState>, AppPath(slug): AppPath<String>) -> AppResult<Json<serde_json::Value>> {
    let posts = posts(&state).await?;
    let post = posts.iter().find(|p| p.item.slug == slug).ok_or_else(|| AppError::not_found("There is no such blog post."))?;
    Ok(Json(admin_view(post)))
}

fn admin_view(post: &Record<Post>) -> serde_json::Value {
    serde_json::json!({
        "id": post.id,
        "slug": post.item.slug,
        "title": post.item.title,
        "content": post.item.content,
        "tips": post.item.tips,
        "date": post.item.date,
    })
}

async fn admin_list(State(state): State<AppState>, AdminUser(_): AdminUser) -> AppResult<Json<serde_json::Value>> {
    let posts = posts(&state).await?;
    Ok(Json(serde_json::json!({ "items": posts.iter().map(admin_view).collect::<Vec<_>>() })))
}

async fn admin_create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    AppJson(form): AppJson<PostForm>,
) -> AppResult<(StatusCode, Json<serde_json::Value>)> {
    let mut post = form.validate().map_err(AppError::BadRequest)?;
    let existing = posts(&state).await?;
    let taken: Vec<&str> = existing.iter().map(|p| p.item.slug.as_str()).collect();
    post.slug = model::unique_slug(&post.title, &taken);
    let created = state.db.call(move |db| store::create(db, post)).await?.map_err(|c| AppError::Conflict(c.0))?;
    state.blog_posts.invalidate();
    tracing::info!(admin = %admin.username, id = created.id, "blog post created");
    Ok((StatusCode::CREATED, Json(admin_view(&created))))
}

async fn admin_update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    AppPath(id): AppPath<u64>,
    AppJson(form): AppJson<PostForm>,
) -> AppResult<Json<serde_json::Value>> {
    let post = form.validate().map_err(AppError::BadRequest)?;
    let updated = state
        .db
        .call(move |db| store::update(db, id, post))
        .await?
        .ok_or_else(|| AppError::not_found("There is no such blog post."))?
        .map_err(|c| AppError::Conflict(c.0))?;
    state.blog_posts.invalidate();
    tracing::info!(admin = %admin.username, id, "blog post updated");
    Ok(Json(admin_view(&updated)))
}

async fn admin_delete(State(state): State<AppState>, AdminUser(admin): AdminUser, AppPath(id): AppPath<u64>) -> AppResult<StatusCode> {
    if !state.db.call(move |db| store::delete(db, id)).await? {
        return Err(AppError::not_found("There is no such blog post."));
    }
    state.blog_posts.invalidate();
    tracing::info!(admin = %admin.username, id, "blog post deleted");
    Ok(StatusCode::NO_CONTENT)
}
