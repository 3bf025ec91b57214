//! Free downloads: `GET /api/download/{bookId}` serves a product's attached file or, for the
//! seeded guides, a printable HTML rendering of `seed/guides/<slug>.md`. Every download is
//! counted for the admin's analytics.

mod guide;

use axum::extract::State;
use axum::http::{Method, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use crate::catalog::model::{PaymentType, Status};
use crate::catalog::store;
use crate::files;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::AppPath;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/download/{book_id}", get(download))
}

async fn download(
    State(state): State<AppState>,
    method: Method,
    AppPath(book_id): AppPath<String>,
) -> AppResult<Response> {
    let product = state
        .db
        .call(move |db| store::find_product(db, &book_id))
        .await?
        .filter(|p| p.status == Status::Active)
        .ok_or_else(|| AppError::not_found("There is no guide with this id."))?;
    if product.payment_type != PaymentType::FreeDownload || !product.price.is_free() {
        return Err(AppError::Forbidden(format!(
            "\"{}\" is not a free guide. Get it from the country store.",
            product.name
        )));
    }

    let response = if let Some(file) = &product.file {
        let path = files::path_of(&state.config.data_dir, &file.sha256)
            .ok_or_else(|| AppError::Internal(format!("bad stored file hash for product {}", product.id)))?;
        let bytes = tokio::fs::read(&path)
            .await
            .map_err(|e| AppError::Internal(format!("guide file {} unreadable: {e}", path.display())))?;
        (
            [
                (header::CONTENT_TYPE, file.mime.clone()),
                (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{}\"", file.name)),
                (header::CACHE_CONTROL, "no-store".to_string()),
            ],
            bytes,
        )
            .into_response()
    } else if let Some(markdown) = crate::seed::guide_markdown(&product.slug) {
        let site = state.db.call(|db| crate::site::store::get(db)).await?;
        let html = guide::render(&product.name, &markdown, &site.organization_name, &site.email)
            .map_err(|e| AppError::Internal(format!("guide template: {e}")))?;
        ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], html).into_response()
    } else {
        return Err(AppError::not_found("This guide has no file yet. Please check back soon."));
    };

    // A HEAD request (the store page checks a guide exists before opening it) is not a download.
    if method == Method::GET {
        let id = product.id;
        state.db.call(move |db| store::record_download(db, id)).await?;
    }
    Ok(response)
}
