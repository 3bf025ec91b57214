//! The country store's catalog: products and categories for visitors, their management for
//! admins, and product images and files.

pub mod model;
pub mod store;

use axum::body::{Body, Bytes};
use http_body_util::BodyExt;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, put};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::db::rfc3339;
use crate::files::{self, Kind};
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppJson, AppPath, AppQuery};
use model::{Category, CategoryForm, FileRef, PaymentType, Product, ProductForm, Status};
use store::CatalogError;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/store/products", get(list_store_products))
        .route("/api/store/products/{id}", get(get_store_product))
        .route("/api/store/categories", get(list_store_categories))
        .route("/api/images/{name}", get(get_image))
        .route("/api/admin/products", get(list_admin_products).post(create_product))
        .route("/api/admin/products/{id}", put(update_product).delete(delete_product))
        .route("/api/admin/products/{id}/image", put(upload_image))
        .route("/api/admin/products/{id}/file", put(upload_file).delete(remove_file))
        .route("/api/admin/categories", get(list_admin_categories).post(create_category))
        .route("/api/admin/categories/{id}", put(update_category).delete(delete_category))
}

impl From<CatalogError> for AppError {
    fn from(e: CatalogError) -> Self {
        match e {
            CatalogError::Invalid(m) => AppError::BadRequest(m),
            CatalogError::Conflict(m) => AppError::Conflict(m),
            CatalogError::NotFound(m) => AppError::NotFound(m),
            CatalogError::Db(e) => e.into(),
        }
    }
}

/// A product as the API shows it (seed 000 §3 and seed 002 §3 field names).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductView {
    pub id: u64,
    pub slug: String,
    pub name: String,
    pub description: String,
    pub category: String,
    pub status: Status,
    pub featured: bool,
    /// "FREE", "Coming Soon" or "39.99".
    pub price: String,
    pub payment_type: PaymentType,
    pub external_link: Option<String>,
    pub image_url: Option<String>,
    pub inventory: i64,
    pub sort_order: i64,
    pub file_name: Option<String>,
    /// Where a free guide is downloaded (only when there is something to download); paid
    /// downloads come with a signed link after payment.
    pub download_url: Option<String>,
    /// Admins only: the public list does not reveal how often each guide is downloaded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub downloads: Option<u64>,
    pub created_at: String,
    pub updated_at: String,
}

impl ProductView {
    /// The view for visitors.
    pub fn public(p: &Product) -> Self {
        Self::new(p, None)
    }

    /// The view for admins, with the download count.
    pub fn admin(p: &Product, downloads: u64) -> Self {
        Self::new(p, Some(downloads))
    }

    fn new(p: &Product, downloads: Option<u64>) -> Self {
        let downloadable = p.file.is_some() || crate::seed::has_guide(&p.slug);
        ProductView {
            id: p.id,
            slug: p.slug.clone(),
            name: p.name.clone(),
            description: p.description.clone(),
            category: p.category.clone(),
            status: p.status,
            featured: p.featured,
            price: p.price.text.clone(),
            payment_type: p.payment_type,
            external_link: p.external_link.clone(),
            image_url: p.image_url.clone(),
            inventory: p.inventory,
            sort_order: p.sort_order,
            file_name: p.file.as_ref().map(|f| f.name.clone()),
            download_url: (p.payment_type == PaymentType::FreeDownload && downloadable)
                .then(|| format!("/api/download/{}", p.id)),
            downloads,
            created_at: rfc3339(p.created_at),
            updated_at: rfc3339(p.updated_at),
        }
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct CategoryView {
    id: u64,
    slug: String,
    name: String,
    description: String,
    product_count: usize,
}

impl CategoryView {
    fn new(c: Category, product_count: usize) -> Self {
        CategoryView { id: c.id, slug: c.slug, name: c.name, description: c.description, product_count }
    }
}

async fn public_product_views(state: &AppState) -> AppResult<Vec<ProductView>> {
    let products = state.db.call(|db| store::list_products(db, true)).await?;
    Ok(products.iter().map(ProductView::public).collect())
}

/// The store's list: every visitor's first request, so it is kept serialized in memory.
async fn list_store_products(State(state): State<AppState>) -> AppResult<Response> {
    let body = state
        .store_products_json
        .get_or_load(async {
            let views = public_product_views(&state).await?;
            serde_json::to_vec(&views).map(Bytes::from).map_err(|e| AppError::Internal(e.to_string()))
        })
        .await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

async fn get_store_product(State(state): State<AppState>, AppPath(id): AppPath<String>) -> AppResult<Json<ProductView>> {
    let found = state.db.call(move |db| store::find_product(db, &id)).await?;
    match found {
        Some(p) if p.status == Status::Active => Ok(Json(ProductView::public(&p))),
        _ => Err(AppError::not_found("This product is not in the store.")),
    }
}

async fn category_views(state: &AppState, only_active: bool) -> AppResult<Json<Vec<CategoryView>>> {
    let categories = state.db.call(move |db| store::list_categories(db, only_active)).await?;
    Ok(Json(categories.into_iter().map(|(c, n)| CategoryView::new(c, n)).collect()))
}

/// Categories with their visible products' counts.
async fn list_store_categories(State(state): State<AppState>) -> AppResult<Json<Vec<CategoryView>>> {
    category_views(&state, true).await
}

async fn list_admin_products(State(state): State<AppState>) -> AppResult<Json<Vec<ProductView>>> {
    crate::downloads::flush_counts(&state).await?;
    let (products, counts) = state
        .db
        .call(|db| Ok::<_, crate::db::DbError>((store::list_products(db, false)?, store::download_counts(db)?)))
        .await?;
    Ok(Json(products.iter().map(|p| ProductView::admin(p, counts.get(&p.id).copied().unwrap_or(0))).collect()))
}

/// Runs a catalog change and drops the cached store list once it is committed.
async fn change<T: Send + 'static>(
    state: &AppState,
    f: impl FnOnce(&crate::db::Db) -> Result<T, CatalogError> + Send + 'static,
) -> AppResult<T> {
    let result = state.db.call(move |db| f(db).map_err(AppError::from)).await;
    state.invalidate_caches();
    result
}

async fn create_product(
    State(state): State<AppState>,
    AppJson(form): AppJson<ProductForm>,
) -> AppResult<(StatusCode, Json<ProductView>)> {
    let valid = form.validate().map_err(AppError::BadRequest)?;
    let product = change(&state, move |db| store::create_product(db, valid)).await?;
    Ok((StatusCode::CREATED, Json(ProductView::admin(&product, 0))))
}

async fn update_product(
    State(state): State<AppState>,
    AppPath(id): AppPath<u64>,
    AppJson(form): AppJson<ProductForm>,
) -> AppResult<Json<ProductView>> {
    let valid = form.validate().map_err(AppError::BadRequest)?;
    let product = change(&state, move |db| store::update_product(db, id, valid)).await?;
    Ok(Json(ProductView::admin(&product, 0)))
}

async fn delete_product(State(state): State<AppState>, AppPath(id): AppPath<u64>) -> AppResult<Json<serde_json::Value>> {
    let deleted = change(&state, move |db| Ok(store::delete_product(db, id)?)).await?;
    if !deleted {
        return Err(AppError::not_found("There is no product with this id."));
    }
    Ok(Json(json!({ "success": true })))
}

/// Receives an upload for product `id`, streamed to disk up to the configured limit (413
/// beyond it), checks what it really is with `accept` (refusing with `refusal`), stores it by
/// hash and returns the hash, the kind and the size.
async fn receive_upload(
    state: &AppState,
    id: u64,
    headers: &HeaderMap,
    mut body: Body,
    accept: fn(Kind) -> bool,
    refusal: &str,
) -> AppResult<(String, Kind, u64)> {
    let limit = state.config.max_upload_bytes as u64;
    let too_large = || AppError::TooLarge(format!("The file is too large: the limit is {} MB.", limit / (1024 * 1024)));
    let declared = headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > limit) {
        return Err(too_large());
    }
    let storage = |e: std::io::Error| AppError::Internal(format!("could not store the upload: {e}"));
    let mut incoming = files::Incoming::create(&state.config.data_dir).await.map_err(storage)?;
    while let Some(frame) = body.frame().await {
        let frame = frame.map_err(|_| AppError::bad_request("The upload was interrupted: send the file again."))?;
        let Ok(chunk) = frame.into_data() else { continue };
        if incoming.size() + chunk.len() as u64 > limit {
            return Err(too_large());
        }
        incoming.write(&chunk).await.map_err(storage)?;
    }
    if incoming.size() == 0 {
        return Err(AppError::bad_request("The upload is empty: choose a file to send."));
    }
    let kind = incoming.kind().filter(|k| accept(*k)).ok_or_else(|| AppError::bad_request(refusal))?;
    if state.db.call(move |db| store::get_product(db, id)).await?.is_none() {
        return Err(AppError::not_found("There is no product with this id."));
    }
    let size = incoming.size();
    let sha = incoming.finish().await.map_err(storage)?;
    Ok((sha, kind, size))
}

async fn upload_image(
    State(state): State<AppState>,
    AppPath(id): AppPath<u64>,
    headers: HeaderMap,
    body: Body,
) -> AppResult<Json<ProductView>> {
    let refusal = "This is not a PNG, JPEG, GIF or WebP image.";
    let (sha, kind, _) = receive_upload(&state, id, &headers, body, Kind::is_image, refusal).await?;
    let url = format!("/api/images/{sha}.{}", kind.extension());
    let product = change(&state, move |db| store::set_image(db, id, url)).await?;
    Ok(Json(ProductView::admin(&product, 0)))
}

#[derive(Deserialize)]
struct FileQuery {
    name: Option<String>,
}

async fn upload_file(
    State(state): State<AppState>,
    AppPath(id): AppPath<u64>,
    AppQuery(query): AppQuery<FileQuery>,
    headers: HeaderMap,
    body: Body,
) -> AppResult<Json<ProductView>> {
    let refusal = "Guides can be PDF, EPUB or ZIP files; this file is none of them.";
    let guide = |k: Kind| matches!(k, Kind::Pdf | Kind::Epub | Kind::Zip);
    let (sha, kind, size) = receive_upload(&state, id, &headers, body, guide, refusal).await?;
    let file = FileRef {
        sha256: sha,
        name: files::download_name(query.name.as_deref().unwrap_or(""), kind),
        mime: kind.mime().to_string(),
        size,
    };
    let product = change(&state, move |db| store::set_file(db, id, Some(file))).await?;
    Ok(Json(ProductView::admin(&product, 0)))
}

async fn remove_file(State(state): State<AppState>, AppPath(id): AppPath<u64>) -> AppResult<Json<ProductView>> {
    let product = change(&state, move |db| store::set_file(db, id, None)).await?;
    Ok(Json(ProductView::admin(&product, 0)))
}

/// Product images by content hash: a new image gets a new URL, so they cache forever. Only
/// files that really are images are served here: guide files live in the same folder, and a
/// paid PDF must not be downloadable by its hash.
async fn get_image(
    State(state): State<AppState>,
    method: Method,
    headers: HeaderMap,
    AppPath(name): AppPath<String>,
) -> AppResult<Response> {
    let not_found = || AppError::not_found("There is no such image.");
    let (sha, ext) = name.split_once('.').ok_or_else(not_found)?;
    let kind = Kind::from_extension(ext).filter(|k| k.is_image()).ok_or_else(not_found)?;
    let path = files::path_of(&state.config.data_dir, sha).ok_or_else(not_found)?;
    let sniffed = {
        let path = path.clone();
        tokio::task::spawn_blocking(move || files::sniff(&path)).await.map_err(|e| AppError::Internal(e.to_string()))?
    };
    if sniffed.ok().flatten() != Some(kind) {
        return Err(not_found());
    }
    let how = files::http::Presentation { mime: kind.mime(), disposition: None, cache_control: "public, max-age=31536000, immutable" };
    files::http::serve(&path, sha, how, &method, &headers).await.map_err(|_| not_found())
}

/// Categories with all their products' counts (an admin must see why one cannot be deleted).
async fn list_admin_categories(State(state): State<AppState>) -> AppResult<Json<Vec<CategoryView>>> {
    category_views(&state, false).await
}

async fn create_category(
    State(state): State<AppState>,
    AppJson(form): AppJson<CategoryForm>,
) -> AppResult<(StatusCode, Json<CategoryView>)> {
    let (name, description) = form.validate().map_err(AppError::BadRequest)?;
    let category = change(&state, move |db| store::create_category(db, name, description)).await?;
    Ok((StatusCode::CREATED, Json(CategoryView::new(category, 0))))
}

async fn update_category(
    State(state): State<AppState>,
    AppPath(id): AppPath<u64>,
    AppJson(form): AppJson<CategoryForm>,
) -> AppResult<Json<CategoryView>> {
    let (name, description) = form.validate().map_err(AppError::BadRequest)?;
    let category = change(&state, move |db| store::update_category(db, id, name, description)).await?;
    Ok(Json(CategoryView::new(category, 0)))
}

async fn delete_category(State(state): State<AppState>, AppPath(id): AppPath<u64>) -> AppResult<Json<serde_json::Value>> {
    change(&state, move |db| store::delete_category(db, id)).await?;
    Ok(Json(json!({ "success": true })))
}
