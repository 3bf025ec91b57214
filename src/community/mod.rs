//! The Community Griot hub's content: `GET /api/community` (the video of the day, Smart
//! Farming Intelligence, Community Resources, the outside games and Community Stats),
//! `GET /api/programs`, and the admin's lists. Served from memory: admin writes invalidate
//! the copy, and the stats are recomputed at most every few minutes.

pub mod model;
pub mod stats;
pub mod store;

use std::sync::{Arc, LazyLock, Mutex};
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, put};
use axum::{Json, Router};
use serde::Serialize;

use crate::blog::daily::ROTATION_START;
use crate::db::records::{Record, never, replace};
use crate::state::AppState;
use crate::web::dates;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath};
use model::{GameLink, Insight, Programs, Resource, Video};
use stats::Stat;
use store::Listed;

/// How long Community Stats are served before they are counted again.
const STATS_FOR: Duration = Duration::from_secs(5 * 60);

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/community", get(hub))
        .route("/api/programs", get(programs))
        .route("/api/admin/programs", get(programs).put(save_programs))
        .route("/api/admin/videos", get(admin_list::<Video>).post(admin_create::<Video>))
        .route("/api/admin/videos/{id}", put(admin_update::<Video>).delete(admin_delete::<Video>))
        .route("/api/admin/resources", get(admin_list::<Resource>).post(admin_create::<Resource>))
        .route("/api/admin/resources/{id}", put(admin_update::<Resource>).delete(admin_delete::<Resource>))
        .route("/api/admin/game-links", get(admin_list::<GameLink>).post(admin_create::<GameLink>))
        .route("/api/admin/game-links/{id}", put(admin_update::<GameLink>).delete(admin_delete::<GameLink>))
}

/// Everything the hub shows that admins manage, read once and kept until a write.
pub struct Content {
    pub videos: Vec<Record<Video>>,
    pub resources: Vec<Record<Resource>>,
    pub game_links: Vec<Record<GameLink>>,
    pub programs: Programs,
}

/// The in-memory copies: content until an admin write, stats for a few minutes.
#[derive(Default)]
pub struct Cache {
    pub content: crate::web::cache::Cached<Arc<Content>>,
    stats: Mutex<Option<(Instant, Arc<Vec<Stat>>)>>,
}

impl Cache {
    pub fn invalidate(&self) {
        self.content.invalidate();
        *self.stats.lock().unwrap_or_else(|p| p.into_inner()) = None;
    }
}

async fn content(state: &AppState) -> AppResult<Arc<Content>> {
    state
        .community
        .content
        .get_or_load(async {
            state
                .db
                .call(|db| {
                    Ok::<_, crate::db::DbError>(Content {
                        videos: Video::RECORDS.list(db)?,
                        resources: Resource::RECORDS.list(db)?,
                        game_links: GameLink::RECORDS.list(db)?,
                        // `serve` seeds before it listens, so an empty page is only a database an
                        // operator emptied by hand.
                        programs: store::programs(db)?.unwrap_or(Programs { intro: String::new(), programs: vec![] }),
                    })
                })
                .await
                .map(Arc::new)
                .map_err(AppError::from)
        })
        .await
}

async fn community_stats(state: &AppState) -> AppResult<Arc<Vec<Stat>>> {
    if let Some((at, stats)) = &*state.community.stats.lock().unwrap_or_else(|p| p.into_inner())
        && at.elapsed() < STATS_FOR
    {
        return Ok(stats.clone());
    }
    let gardens = crate::site::current(state).await?.active_gardens;
    let stats = Arc::new(state.db.call(move |db| stats::compute(db, gardens)).await?);
    *state.community.stats.lock().unwrap_or_else(|p| p.into_inner()) = Some((Instant::now(), stats.clone()));
    Ok(stats)
}

/// `seed/community/insights.json`, parsed once.
static INSIGHTS: LazyLock<Vec<Insight>> = LazyLock::new(|| crate::seed::json("community/insights.json").unwrap_or_default());

/// A record as the API shows it: its id and its fields.
#[derive(Serialize)]
struct View<'a, T> {
    id: u64,
    #[serde(flatten)]
    item: &'a T,
}

fn view<T>(record: &Record<T>) -> View<'_, T> {
    View { id: record.id, item: &record.item }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct VideoOfTheDay<'a> {
    id: u64,
    #[serde(flatten)]
    video: &'a Video,
    embed_url: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Hub<'a> {
    video_of_the_day: Option<VideoOfTheDay<'a>>,
    insights: &'a [Insight],
    resources: Vec<View<'a, Resource>>,
    game_links: Vec<View<'a, GameLink>>,
    stats: &'a [Stat],
}

/// The videos take turns, one a day, like the blog's undated posts.
fn video_of_the_day(videos: &[Record<Video>], day: time::Date) -> Option<&Record<Video>> {
    if videos.is_empty() {
        return None;
    }
    let turn = dates::days_between(ROTATION_START, day).rem_euclid(videos.len() as i64) as usize;
    videos.get(turn)
}

async fn hub(State(state): State<AppState>) -> AppResult<Json<serde_json::Value>> {
    let content = content(&state).await?;
    let stats = community_stats(&state).await?;
    let video = video_of_the_day(&content.videos, dates::today_local())
        .map(|v| VideoOfTheDay { id: v.id, video: &v.item, embed_url: v.item.embed_url() });
    let hub = Hub {
        video_of_the_day: video,
        insights: &INSIGHTS,
        resources: content.resources.iter().map(view).collect(),
        game_links: content.game_links.iter().map(view).collect(),
        stats: &stats,
    };
    serde_json::to_value(hub).map(Json).map_err(|e| AppError::Internal(e.to_string()))
}

async fn programs(State(state): State<AppState>) -> AppResult<Json<Programs>> {
    Ok(Json(content(&state).await?.programs.clone()))
}

async fn save_programs(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    AppJson(page): AppJson<Programs>,
) -> AppResult<Json<Programs>> {
    let page = page.validate().map_err(AppError::BadRequest)?;
    let saved = page.clone();
    state.db.call(move |db| store::save_programs(db, &saved)).await?;
    state.community.invalidate();
    tracing::info!(admin = %admin.username, "programs page updated");
    Ok(Json(page))
}

async fn admin_list<T: Listed>(State(state): State<AppState>, AdminUser(_): AdminUser) -> AppResult<Json<serde_json::Value>> {
    let items = state.db.call(|db| T::RECORDS.list::<T>(db)).await?;
    Ok(Json(serde_json::json!({ "items": items.iter().map(view).collect::<Vec<_>>() })))
}

async fn admin_create<T: Listed>(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    AppJson(item): AppJson<T>,
) -> AppResult<(StatusCode, Json<serde_json::Value>)> {
    let item = item.validate().map_err(AppError::BadRequest)?;
    let created = state.db.call(move |db| T::RECORDS.create(db, item, never)).await?.map_err(|c| AppError::Conflict(c.0))?;
    state.community.invalidate();
    tracing::info!(admin = %admin.username, id = created.id, "{} created", T::NAME);
    Ok((StatusCode::CREATED, Json(serde_json::json!(view(&created)))))
}

async fn admin_update<T: Listed>(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    AppPath(id): AppPath<u64>,
    AppJson(item): AppJson<T>,
) -> AppResult<Json<serde_json::Value>> {
    let item = item.validate().map_err(AppError::BadRequest)?;
    let updated = state
        .db
        .call(move |db| T::RECORDS.update(db, id, item, never, replace))
        .await?
        .ok_or_else(|| AppError::not_found(format!("There is no such {}.", T::NAME)))?
        .map_err(|c| AppError::Conflict(c.0))?;
    state.community.invalidate();
    tracing::info!(admin = %admin.username, id, "{} updated", T::NAME);
    Ok(Json(serde_json::json!(view(&updated))))
}

async fn admin_delete<T: Listed>(State(state): State<AppState>, AdminUser(admin): AdminUser, AppPath(id): AppPath<u64>) -> AppResult<StatusCode> {
    if !state.db.call(move |db| T::RECORDS.delete::<T>(db, id)).await? {
        return Err(AppError::not_found(format!("There is no such {}.", T::NAME)));
    }
    state.community.invalidate();
    tracing::info!(admin = %admin.username, id, "{} deleted", T::NAME);
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeded_cards_and_page_parse() {
        assert!(INSIGHTS.len() >= 4, "Smart Farming Intelligence needs its cards");
        for insight in INSIGHTS.iter() {
            assert!(insight.link.as_deref().is_none_or(|l| l.starts_with('/')), "{insight:?}");
        }
        let hub = crate::seed::hub().expect("the hub's seed is valid");
        assert!(hub.programs.programs.len() >= 3);
        assert!(hub.posts.len() >= 30, "at least 30 blog posts");
        assert_eq!(hub.resources.len(), 6);
        assert_eq!(hub.game_links.len(), 2);
    }

    #[test]
    fn videos_take_turns_by_day() {
        let videos: Vec<Record<Video>> = (1..=3)
            .map(|id| Record {
                id,
                seed_key: None,
                admin_edited: true,
                item: Video { title: format!("V{id}"), url: "https://example.org/v".into(), description: String::new() },
            })
            .collect();
        assert_eq!(video_of_the_day(&videos, ROTATION_START).unwrap().id, 1);
        assert_eq!(video_of_the_day(&videos, time::macros::date!(2025 - 01 - 03)).unwrap().id, 3);
        assert!(video_of_the_day(&[], ROTATION_START).is_none());
    }
}
