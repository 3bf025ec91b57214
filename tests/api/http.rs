//! The web layer's promises: one JSON error shape, limits, headers, the SPA fallback.

use reqwest::Method;
use serde_json::json;

use crate::helpers::{TestApp, error_of};

#[tokio::test]
async fn bad_requests_get_a_clear_json_error() {
    let app = TestApp::spawn().await;
    let login = app.url("/api/admin/login");
    let origin = ("origin", app.base.as_str());

    // (what is sent, expected status, words the error must contain)
    let malformed = app.client.post(&login).header(origin.0, origin.1).header("content-type", "application/json").body("{\"username\": ").send().await.unwrap();
    assert_eq!(malformed.status(), 400);
    assert!(error_of(malformed).await.contains("not valid JSON"));

    let wrong_type = app.post("/api/admin/login", json!({"username": 42, "password": "x"})).await;
    assert_eq!(wrong_type.status(), 400);
    assert!(error_of(wrong_type).await.contains("username"));

    let missing_field = app.post("/api/admin/login", json!({"username": "ann"})).await;
    assert_eq!(missing_field.status(), 400);
    assert!(error_of(missing_field).await.contains("password"));

    let no_content_type = app.client.post(&login).header(origin.0, origin.1).body("{}").send().await.unwrap();
    assert_eq!(no_content_type.status(), 415);
    assert!(error_of(no_content_type).await.contains("application/json"));

    let huge = "x".repeat(70 * 1024);
    let too_large = app.post("/api/admin/login", json!({"username": huge, "password": "x"})).await;
    assert_eq!(too_large.status(), 413);
    assert!(error_of(too_large).await.contains("too large"));

    let unknown = app.get("/api/no-such-thing").await;
    assert_eq!(unknown.status(), 404);
    assert!(error_of(unknown).await.contains("no API endpoint"));

    let wrong_method = app.request(Method::DELETE, "/api/site", None).await;
    assert_eq!(wrong_method.status(), 405);
    assert!(error_of(wrong_method).await.contains("DELETE"));
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = TestApp::spawn().await;
    for path in ["/healthz", "/api/site", "/api/nope", "/some/page"] {
        let res = app.get(path).await;
        let h = res.headers();
        let csp = h.get("content-security-policy").and_then(|v| v.to_str().ok()).unwrap_or("");
        assert!(csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(h.get("x-content-type-options").unwrap(), "nosniff", "{path}");
        assert_eq!(h.get("referrer-policy").unwrap(), "strict-origin-when-cross-origin", "{path}");
        assert_eq!(h.get("x-frame-options").unwrap(), "DENY", "{path}");
        assert!(h.get("x-request-id").is_some(), "{path}");
    }
}

#[tokio::test]
async fn healthz_reports_the_version() {
    let app = TestApp::spawn().await;
    let res = app.get("/healthz").await;
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["status"], "ok");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
}

#[tokio::test]
async fn client_routes_fall_back_to_the_app_and_are_never_cached_stale() {
    let app = TestApp::spawn().await;
    for path in ["/", "/about", "/admin/dashboard", "/no/such/page"] {
        let res = app.get(path).await;
        let expected = if farmstand::web::assets::ui_is_embedded() { 200 } else { 503 };
        assert_eq!(res.status(), expected, "{path}");
        assert_eq!(res.headers().get("cache-control").unwrap(), "no-cache", "{path}");
        assert!(res.headers().get("content-type").unwrap().to_str().unwrap().starts_with("text/html"), "{path}");
    }
    // A missing hashed asset must not be answered with HTML.
    let missing = app.get("/assets/index-00000000.js").await;
    assert_eq!(missing.status(), 404);
    error_of(missing).await;
}

#[tokio::test]
async fn https_sites_tell_browsers_to_stay_on_https() {
    let plain = TestApp::spawn().await;
    let res = plain.get("/api/site").await;
    assert!(res.headers().get("strict-transport-security").is_none(), "never on plain http");
    assert!(res.headers()["x-request-id"].to_str().unwrap().contains('-'));
    assert_eq!(res.headers()["x-content-type-options"], "nosniff");

    let https = TestApp::spawn_with(tempfile::tempdir().unwrap(), |c| {
        c.public_url = Some(farmstand::config::PublicUrl::parse("https://farm.example.org").unwrap());
    })
    .await;
    for path in ["/api/site", "/", "/api/no-such-thing"] {
        let res = https.get(path).await;
        let hsts = res.headers()["strict-transport-security"].to_str().unwrap();
        assert!(hsts.starts_with("max-age=") && hsts.contains("includeSubDomains"), "{path}: {hsts}");
        assert!(res.headers()["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"));
    }
    // A proxy's request id is kept, so one request can be followed through both logs.
    let res = https.client.get(https.url("/api/site")).header("x-request-id", "proxy-42").send().await.unwrap();
    assert_eq!(res.headers()["x-request-id"], "proxy-42");
}
