//! The benchmark's yardstick: a minimal axum server that answers with fixed bytes from
//! memory. `cargo xtask bench` loads it and farmstand in the same run and reports farmstand
//! as a fraction of it, which holds on a shared machine where absolute numbers do not.
//!
//! Usage: limit ADDR PRODUCTS_JSON_FILE HTML_BR_FILE

use axum::Router;
use axum::body::Bytes;
use axum::http::header;
use axum::routing::get;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [addr, json, html] = args.as_slice() else {
        anyhow::bail!("usage: limit ADDR JSON_FILE HTML_BR_FILE");
    };
    let json = Bytes::from(std::fs::read(json)?);
    let html = Bytes::from(std::fs::read(html)?);
    let app = Router::new()
        .route(
            "/api/store/products",
            get(move || {
                let json = json.clone();
                async move { ([(header::CONTENT_TYPE, "application/json")], json) }
            }),
        )
        .route(
            "/",
            get(move || {
                let html = html.clone();
                async move {
                    ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CONTENT_ENCODING, "br")], html)
                }
            }),
        );
    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, app).await?;
    Ok(())
}
