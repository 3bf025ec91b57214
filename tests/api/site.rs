//! Site settings: seeded, public, editable by admins only, kept across re-seeding.

use farmstand::control::Command;
use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{TestApp, error_of};

#[tokio::test]
async fn settings_are_seeded_and_editable_by_an_admin() {
    let app = TestApp::spawn().await;
    let site: Value = app.get("/api/site").await.json().await.unwrap();
    assert_eq!(site["organizationName"], "Farmstand Community Farm");
    assert!(site["founderBio"].as_str().unwrap().len() > 100);

    let mut edited = site.clone();
    edited["organizationName"] = json!("Riverbend Farm");
    edited["socialLinks"] = json!([{"label": "Instagram", "url": "https://instagram.com/riverbend"}]);
    assert_eq!(app.request(Method::PUT, "/api/admin/site", Some(edited.clone())).await.status(), 401);

    app.sign_in_admin("ann").await;
    let res = app.request(Method::PUT, "/api/admin/site", Some(edited.clone())).await;
    assert_eq!(res.status(), 200);
    let now: Value = app.get("/api/site").await.json().await.unwrap();
    assert_eq!(now["organizationName"], "Riverbend Farm");
    assert_eq!(now["socialLinks"][0]["label"], "Instagram");

    // Re-seeding keeps the admin's edit; --force restores the seed.
    let out = app.command(Command::Seed { force: false }).await.unwrap();
    assert!(out.contains("1 kept"), "{out}");
    let kept: Value = app.get("/api/site").await.json().await.unwrap();
    assert_eq!(kept["organizationName"], "Riverbend Farm");
    app.command(Command::Seed { force: true }).await.unwrap();
    let forced: Value = app.get("/api/site").await.json().await.unwrap();
    assert_eq!(forced["organizationName"], "Farmstand Community Farm");
}

#[tokio::test]
async fn invalid_settings_change_nothing() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let site: Value = app.get("/api/site").await.json().await.unwrap();
    let cases = [
        ("organizationName", json!(""), "required"),
        ("email", json!("not an email"), "valid email"),
        ("surveyUrl", json!("javascript:alert(1)"), "survey link"),
        ("tagline", json!("<script>alert(1)</script>"), "cannot contain"),
        ("phone", json!(12345), "phone"),
        ("unknownField", json!("x"), "unknown field"),
    ];
    for (field, value, words) in cases {
        let mut bad = site.clone();
        bad[field] = value;
        let res = app.request(Method::PUT, "/api/admin/site", Some(bad)).await;
        assert_eq!(res.status(), 400, "{field}");
        let error = error_of(res).await;
        assert!(error.contains(words), "{field}: {error}");
    }
    let after: Value = app.get("/api/site").await.json().await.unwrap();
    assert_eq!(after, site);
}
