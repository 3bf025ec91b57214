//! Orders for admins: the list, exports and the dashboard's analytics.

pub mod model;
pub mod store;

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppQuery, PageQuery};
use model::{Analytics, OrderView};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/admin/orders", get(list_orders))
        .route("/api/admin/orders/export", get(export_orders))
        .route("/api/admin/analytics", get(get_analytics))
}

/// Orders shown per page unless the dashboard asks for another size (at most [`MAX_PER_PAGE`]).
pub const PER_PAGE: usize = 25;
pub const MAX_PER_PAGE: usize = 100;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OrderPage {
    orders: Vec<OrderView>,
    total: u64,
    page: usize,
    per_page: usize,
}

/// One page of orders, newest first: the dashboard refetches it every few seconds, so it
/// reads only that page, never every order.
async fn list_orders(State(state): State<AppState>, AppQuery(q): AppQuery<PageQuery>) -> AppResult<Json<OrderPage>> {
    let (page, per_page) = q.resolve(PER_PAGE, MAX_PER_PAGE);
    let (orders, total) = state.db.call(move |db| store::page(db, page, per_page)).await?;
    Ok(Json(OrderPage { orders: orders.iter().map(OrderView::from).collect(), total, page, per_page }))
}

/// Export formats (the CLI's `--format` and the dashboard's buttons).
#[derive(Debug, Clone, Copy, Deserialize, serde::Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Csv,
    Json,
}

#[derive(Deserialize)]
struct ExportQuery {
    format: Option<Format>,
    since: Option<String>,
}

async fn export_orders(State(state): State<AppState>, AppQuery(q): AppQuery<ExportQuery>) -> AppResult<Response> {
    let since = q.since.as_deref().map(model::parse_since).transpose().map_err(AppError::BadRequest)?;
    let format = q.format.unwrap_or(Format::Csv);
    let orders = state.db.call(move |db| store::list_orders(db, since)).await?;
    let (body, mime, ext) = match format {
        Format::Csv => (model::to_csv(&orders), "text/csv; charset=utf-8", "csv"),
        Format::Json => (model::to_json(&orders), "application/json", "json"),
    };
    let disposition = format!("attachment; filename=\"orders.{ext}\"");
    Ok(([(header::CONTENT_TYPE, mime.to_string()), (header::CONTENT_DISPOSITION, disposition)], body).into_response())
}

async fn get_analytics(State(state): State<AppState>) -> AppResult<Json<Analytics>> {
    crate::downloads::flush_counts(&state).await?;
    let analytics = state
        .db
        .call(|db| -> AppResult<Analytics> {
            let products = crate::catalog::store::list_products(db, false)?;
            let categories = crate::catalog::store::list_categories(db, false)?.len();
            let downloads = crate::catalog::store::download_counts(db)?;
            let orders = store::list_orders(db, None)?;
            Ok(model::analytics(&products, categories, &orders, &downloads, crate::db::now_unix()))
        })
        .await?;
    Ok(Json(analytics))
}
