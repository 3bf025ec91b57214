//! Downloads: `GET /api/download/{bookId}` serves a product's attached file or, for the
//! seeded guides, a printable HTML rendering of `seed/guides/<slug>.md`. Free guides need
//! nothing; paid ones need the signed `token` of a paid order (see `payments::links`).
//! Files are streamed from disk with Range and ETag support (`files::http`). Every download
//! is counted for the admin's analytics, in memory first (`counter`).

pub mod counter;
mod guide;

use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use axum::routing::get;
use axum::Router;

use crate::catalog::model::{PaymentType, Status};
use crate::catalog::store;
use crate::files;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::payments::access::{self, LinkProblem};
use crate::web::extract::{AppPath, AppQuery};

pub fn router() -> Router<AppState> {
    Router::new().route("/api/download/{book_id}", get(download))
}

#[derive(Deserialize)]
struct DownloadQuery {
    /// The signed link of a paid order.
    token: Option<String>,
    /// Added by the payment page (seed 002 §7); the token alone decides.
    #[allow(dead_code)]
    session_id: Option<String>,
}

async fn download(
    State(state): State<AppState>,
    method: Method,
    headers: HeaderMap,
    AppPath(book_id): AppPath<String>,
    AppQuery(query): AppQuery<DownloadQuery>,
) -> AppResult<Response> {
    let product = state
        .db
        .call(move |db| store::find_product(db, &book_id))
        .await?
        .filter(|p| p.status == Status::Active)
        .ok_or_else(|| AppError::not_found("There is no guide with this id."))?;
    let free = product.payment_type == PaymentType::FreeDownload && product.price.is_free();
    // Only a request for the start of the file is a download; a viewer's later ranges and a
    // HEAD check are not (they must not use up a paid link either).
    let starts_download = files::http::starts_download(&method, &headers);
    if !free {
        let Some(token) = query.token.as_deref() else {
            return Err(AppError::Forbidden(format!(
                "\"{}\" is not a free guide. Get it from the country store.",
                product.name
            )));
        };
        if let Err((problem, reference)) = access::authorize_download(&state, product.id, token, starts_download).await? {
            return Ok(link_refused(problem, reference, &headers));
        }
    }

    let response = if let Some(file) = &product.file {
        let path = files::path_of(&state.config.data_dir, &file.sha256)
            .ok_or_else(|| AppError::Internal(format!("bad stored file hash for product {}", product.id)))?;
        let how = files::http::Presentation {
            mime: &file.mime,
            disposition: Some(format!("attachment; filename=\"{}\"", file.name)),
            cache_control: if free { "no-cache" } else { "private, no-store" },
        };
        files::http::serve(&path, &file.sha256, how, &method, &headers)
            .await
            .map_err(|e| AppError::Internal(format!("guide file {} unreadable: {e}", path.display())))?
    } else if let Some(markdown) = crate::seed::guide_markdown(&product.slug) {
        let site = state.db.call(crate::site::store::get).await?;
        let html = guide::render(&product.name, &markdown, &site.organization_name, &site.email)
            .map_err(|e| AppError::Internal(format!("guide template: {e}")))?;
        ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], html).into_response()
    } else {
        return Err(AppError::not_found("This guide has no file yet. Please check back soon."));
    };

    if starts_download && response.status().is_success() {
        state.download_counter.count(product.id);
    }
    Ok(response)
}

/// A refused paid-download link: people in a browser go to the payment page, which offers a
/// fresh link by email; API clients get the JSON error.
fn link_refused(problem: LinkProblem, reference: Option<String>, headers: &HeaderMap) -> Response {
    let wants_page = headers
        .get(header::ACCEPT)
        .and_then(|a| a.to_str().ok())
        .is_some_and(|a| a.contains("text/html"));
    if let (true, Some(reference)) = (wants_page, reference) {
        let reason = match problem {
            LinkProblem::Invalid => "invalid",
            LinkProblem::Expired => "expired",
            LinkProblem::UsedUp => "used",
        };
        return Redirect::to(&format!("/download-success?session_id={reference}&link={reason}")).into_response();
    }
    let status = if problem == LinkProblem::Invalid { StatusCode::FORBIDDEN } else { StatusCode::GONE };
    crate::web::error::error_body(status, access::link_problem_message(problem))
}

/// Writes the counted downloads now, so an admin's figures are exact.
pub async fn flush_counts(state: &AppState) -> AppResult<()> {
    let counting = state.clone();
    Ok(state.db.call(move |db| counting.download_counter.flush(db)).await?)
}
