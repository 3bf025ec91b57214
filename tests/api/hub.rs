//! The Community Griot hub: the almanac, live growing conditions through a fake Open-Meteo,
//! the daily blog, the hub's admin-managed content, the Programs page and their guards.

use reqwest::Method;
use serde_json::{Value, json};

use crate::fakes::open_meteo::{Behaviour, FakeOpenMeteo};
use crate::helpers::{TestApp, error_of, json_of};

async fn admin_app() -> TestApp {
    let app = TestApp::spawn().await;
    app.sign_in_admin("steward").await;
    app
}

/// Changes some site settings as an admin would on the Site tab.
async fn set_site(app: &TestApp, change: Value) -> reqwest::Response {
    let mut settings = json_of(app.get("/api/admin/site").await).await;
    for (key, value) in change.as_object().unwrap() {
        settings[key] = value.clone();
    }
    app.request(Method::PUT, "/api/admin/site", Some(settings)).await
}

fn today() -> String {
    use chrono::Datelike;
    let now = chrono::Local::now().date_naive();
    format!("{:04}-{:02}-{:02}", now.year(), now.month(), now.day())
}

#[tokio::test]
async fn the_almanac_gives_the_moon_of_a_date_and_the_tasks_of_the_hemisphere() {
    let app = admin_app().await;
    let full = json_of(app.get("/api/almanac?date=2026-11-24").await).await;
    assert_eq!(full["date"], "2026-11-24");
    assert_eq!(full["moonPhase"]["name"], "Full Moon");
    assert!(full["moonPhase"]["illumination"].as_f64().unwrap() > 99.0);
    assert!(full["moonPhase"]["nextNewMoon"].as_str().unwrap().starts_with("2026-12-09"));
    assert!(full["plantingAdvice"].as_str().unwrap().to_lowercase().contains("tradition"));
    assert!(full["traditionNote"].as_str().unwrap().contains("tradition"));
    assert_eq!(full["hemisphere"], "northern", "no location set: northern");
    let north_tasks = full["seasonalTasks"].clone();
    assert!(north_tasks.as_array().unwrap().len() >= 4);

    let new = json_of(app.get("/api/almanac?date=2025-01-29").await).await;
    assert_eq!(new["moonPhase"]["name"], "New Moon");
    assert!(new["moonPhase"]["illumination"].as_f64().unwrap() < 1.0);
    let quarter = json_of(app.get("/api/almanac?date=2026-11-17").await).await;
    assert_eq!(quarter["moonPhase"]["name"], "First Quarter");

    let default = json_of(app.get("/api/almanac").await).await;
    assert_eq!(default["date"], today());

    for bad in ["2026-13-40", "yesterday", "2026-02-30", "2026-1-5"] {
        let res = app.get(&format!("/api/almanac?date={bad}")).await;
        assert_eq!(res.status(), 400, "{bad}");
        assert!(error_of(res).await.contains("YYYY-MM-DD"));
    }

    assert_eq!(set_site(&app, json!({"latitude": -33.87, "longitude": 151.21})).await.status(), 200);
    let south = json_of(app.get("/api/almanac?date=2026-11-24").await).await;
    assert_eq!(south["hemisphere"], "southern");
    assert_ne!(south["seasonalTasks"], north_tasks);
}

#[tokio::test]
async fn live_conditions_come_from_open_meteo_cached_and_never_invented() {
    let fake = FakeOpenMeteo::start().await;
    let base = fake.base.clone();
    let app = TestApp::spawn_with(tempfile::tempdir().unwrap(), |c| c.weather_api_base = base.clone()).await;
    app.sign_in_admin("steward").await;

    // No location: a clear 503, and no call to the provider.
    let res = app.get("/api/weather/current").await;
    assert_eq!(res.status(), 503);
    assert_eq!(error_of(res).await, "Live conditions are not available right now.");
    assert!(fake.queries().is_empty());

    // Bad coordinates are refused and change nothing.
    for bad in [json!({"latitude": 91, "longitude": 0}), json!({"latitude": 40, "longitude": 181}), json!({"latitude": "north", "longitude": 1})] {
        assert_eq!(set_site(&app, bad.clone()).await.status(), 400, "{bad}");
    }
    assert_eq!(json_of(app.get("/api/site").await).await["latitude"], Value::Null);

    assert_eq!(set_site(&app, json!({"latitude": 40.71, "longitude": -74.01})).await.status(), 200);
    let live = json_of(app.get("/api/weather/current").await).await;
    assert_eq!(live["temperature"], 54.3);
    assert_eq!(live["humidity"], 71.0);
    assert_eq!(live["soilTemperature"], 49.1, "the mean of the 0 cm and 6 cm soil temperatures");
    assert_eq!(live["uvIndex"], 2.1);
    assert_eq!(live["windSpeed"], 8.4);
    assert_eq!(live["rainChance"], 20.0);
    assert_eq!((live["temperatureUnit"].as_str(), live["windSpeedUnit"].as_str()), (Some("fahrenheit"), Some("mph")));
    assert_eq!(live["observedAt"], "2026-11-23T14:00:00Z");
    assert_eq!(live["stale"], false);
    assert_eq!(live["attribution"]["text"], "Weather data by Open-Meteo.com");
    let query = &fake.queries()[0];
    assert_eq!(query["latitude"], "40.71");
    assert_eq!(query["longitude"], "-74.01");
    assert_eq!(
        query["current"],
        "temperature_2m,relative_humidity_2m,wind_speed_10m,uv_index,precipitation_probability,soil_temperature_0cm,soil_temperature_6cm"
    );
    assert_eq!(query["temperature_unit"], "fahrenheit");

    // Many visitors, one call: the reading is kept for 30 minutes.
    for _ in 0..5 {
        json_of(app.get("/api/weather/current").await).await;
    }
    assert_eq!(fake.queries().len(), 1);

    // The unit follows the site's setting, with a new reading.
    assert_eq!(set_site(&app, json!({"temperatureUnit": "celsius"})).await.status(), 200);
    let celsius = json_of(app.get("/api/weather/current").await).await;
    assert_eq!((celsius["temperature"].as_f64(), celsius["windSpeedUnit"].as_str()), (Some(12.4), Some("km/h")));
    assert_eq!(fake.queries()[1]["wind_speed_unit"], "kmh");

    // After a restart with the provider down, the last good reading is shown as such.
    let dir = app.stop().await;
    fake.set(Behaviour::Fail);
    let app = TestApp::spawn_with(dir, |c| c.weather_api_base = base.clone()).await;
    let last = json_of(app.get("/api/weather/current").await).await;
    assert_eq!(last["stale"], true);
    assert_eq!(last["temperature"], 12.4);
    assert_eq!(last["observedAt"], "2026-11-23T14:00:00Z");
    let calls = fake.queries().len();
    json_of(app.get("/api/weather/current").await).await;
    assert_eq!(fake.queries().len(), calls, "a failing provider is not asked again at once");
}

#[tokio::test]
async fn a_new_place_with_the_provider_down_is_unavailable_not_the_old_places_weather() {
    let fake = FakeOpenMeteo::start().await;
    let base = fake.base.clone();
    let app = TestApp::spawn_with(tempfile::tempdir().unwrap(), |c| c.weather_api_base = base).await;
    app.sign_in_admin("steward").await;
    assert_eq!(set_site(&app, json!({"latitude": 40.71, "longitude": -74.01})).await.status(), 200);
    json_of(app.get("/api/weather/current").await).await;
    fake.set(Behaviour::Fail);
    assert_eq!(set_site(&app, json!({"latitude": 51.5, "longitude": -0.12})).await.status(), 200);
    let res = app.get("/api/weather/current").await;
    assert_eq!(res.status(), 503);
    assert_eq!(error_of(res).await, "Live conditions are not available right now.");
}

#[tokio::test]
async fn an_admins_dated_post_becomes_the_days_post() {
    let app = admin_app().await;
    let seeded = json_of(app.get("/api/daily-blog").await).await;
    assert_eq!(seeded["date"], today());
    assert!(!seeded["title"].as_str().unwrap().is_empty());
    assert!(seeded["tips"].as_array().unwrap().len() >= 3);
    let all = json_of(app.get("/api/blog-posts").await).await;
    assert!(all["posts"].as_array().unwrap().len() >= 30, "at least 30 seeded posts");

    let res = app
        .post(
            "/api/admin/blog-posts",
            json!({"title": "Frost Tonight: <b>Cover</b> Your Beds", "content": "Bring out the sheets.\n\nWater first.", "tips": ["Cover before dusk", " "], "date": today()}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let post = res.json::<Value>().await.unwrap();
    assert_eq!(post["slug"], "frost-tonight-b-cover-b-your-beds");
    assert_eq!(post["tips"], json!(["Cover before dusk"]));

    let daily = json_of(app.get("/api/daily-blog").await).await;
    assert_eq!(daily["title"], "Frost Tonight: <b>Cover</b> Your Beds", "stored as written; the page shows it as text");
    assert_eq!(daily["date"], today());
    let page = json_of(app.get(&format!("/api/blog-posts/{}", post["slug"].as_str().unwrap())).await).await;
    assert_eq!(page["content"], "Bring out the sheets.\n\nWater first.");
    let recent = json_of(app.get("/api/blog-posts/recent").await).await;
    assert_eq!(recent["posts"][0]["slug"], post["slug"]);
    assert_eq!(recent["posts"].as_array().unwrap().len(), 5);

    // A day has one post.
    let clash = app.post("/api/admin/blog-posts", json!({"title": "Another", "content": "x", "tips": [], "date": today()})).await;
    assert_eq!(clash.status(), 409);
    assert!(error_of(clash).await.contains("already the post of"));

    // An edit keeps the address; a delete gives the day back to the rotation.
    let id = post["id"].as_u64().unwrap();
    let edited = json_of(
        app.request(Method::PUT, &format!("/api/admin/blog-posts/{id}"), Some(json!({"title": "Frost tonight", "content": "Cover up.", "tips": [], "date": today()})))
            .await,
    )
    .await;
    assert_eq!(edited["slug"], post["slug"]);
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/blog-posts/{id}"), None).await.status(), 204);
    assert_eq!(json_of(app.get("/api/daily-blog").await).await["title"], seeded["title"]);
    assert_eq!(app.get(&format!("/api/blog-posts/{}", post["slug"].as_str().unwrap())).await.status(), 404);
}

#[tokio::test]
async fn bad_posts_are_refused_with_a_message_and_change_nothing() {
    let app = admin_app().await;
    let before = json_of(app.get("/api/admin/blog-posts").await).await["items"].as_array().unwrap().len();
    let cases = [
        (json!({"title": " ", "content": "x", "tips": []}), 400, "title is required"),
        (json!({"title": "T", "content": "", "tips": []}), 400, "content is required"),
        (json!({"title": "T", "content": "x", "tips": [], "date": "2026-02-30"}), 400, "not a real date"),
        (json!({"title": "T", "content": "x", "tips": "one"}), 400, ""),
        (json!({"title": 5, "content": "x"}), 400, ""),
    ];
    for (body, status, message) in cases {
        let res = app.post("/api/admin/blog-posts", body.clone()).await;
        assert_eq!(res.status(), status, "{body}");
        assert!(error_of(res).await.contains(message), "{body}");
    }
    let res = app.request(Method::PUT, "/api/admin/blog-posts/99999", Some(json!({"title": "T", "content": "x", "tips": []}))).await;
    assert_eq!(res.status(), 404);
    assert_eq!(app.request(Method::DELETE, "/api/admin/blog-posts/abc", None).await.status(), 400);
    let after = json_of(app.get("/api/admin/blog-posts").await).await["items"].as_array().unwrap().len();
    assert_eq!(before, after);
}

#[tokio::test]
async fn the_hub_shows_real_content_and_stats_only() {
    let app = admin_app().await;
    let hub = json_of(app.get("/api/community").await).await;
    assert_eq!(hub["videoOfTheDay"], Value::Null, "no videos are invented");
    assert!(hub["insights"].as_array().unwrap().len() >= 4);
    let types: Vec<&str> = hub["resources"].as_array().unwrap().iter().map(|r| r["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["funding", "land", "seeds", "education", "market", "mentorship"]);
    assert_eq!(hub["gameLinks"].as_array().unwrap().len(), 2);
    let keys: Vec<&str> = hub["stats"].as_array().unwrap().iter().map(|s| s["key"].as_str().unwrap()).collect();
    assert_eq!(keys, ["members", "guideDownloads", "commentsThisWeek", "quizPlayers"], "no gardens count until an admin sets one");

    assert_eq!(set_site(&app, json!({"activeGardens": 31})).await.status(), 200);
    let hub = json_of(app.get("/api/community").await).await;
    assert_eq!(hub["stats"][0], json!({"key": "activeGardens", "label": "Active gardens", "value": 31}));

    let res = app.post("/api/admin/videos", json!({"title": "Hügelkultur beds", "url": "https://youtu.be/dQw4w9WgXcQ", "description": "Building a bed"})).await;
    assert_eq!(res.status(), 201);
    let hub = json_of(app.get("/api/community").await).await;
    assert_eq!(hub["videoOfTheDay"]["title"], "Hügelkultur beds");
    assert_eq!(hub["videoOfTheDay"]["embedUrl"], "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    let csp = app.get("/community-griot").await.headers()["content-security-policy"].to_str().unwrap().to_string();
    assert!(csp.contains("frame-src https://www.youtube-nocookie.com;"), "{csp}");

    for (path, body) in [
        ("/api/admin/videos", json!({"title": "x", "url": "javascript:alert(1)"})),
        ("/api/admin/resources", json!({"title": "x", "url": "data:text/html,hi", "description": "", "type": "land"})),
        ("/api/admin/resources", json!({"title": "x", "url": "https://x.org", "description": "", "type": "casino"})),
        ("/api/admin/game-links", json!({"title": "", "url": "https://x.org"})),
    ] {
        let res = app.post(path, body.clone()).await;
        assert_eq!(res.status(), 400, "{path} {body}");
        assert!(!error_of(res).await.is_empty());
    }
    let resource = json_of(app.post("/api/admin/resources", json!({"title": "County extension", "url": "https://extension.example.org", "description": "Soil tests", "type": "education"})).await).await;
    let id = resource["id"].as_u64().unwrap();
    assert_eq!(json_of(app.get("/api/community").await).await["resources"].as_array().unwrap().len(), 7);
    let renamed = json_of(
        app.request(Method::PUT, &format!("/api/admin/resources/{id}"), Some(json!({"title": "County Extension Office", "url": "https://extension.example.org", "description": "", "type": "education"})))
            .await,
    )
    .await;
    assert_eq!(renamed["title"], "County Extension Office");
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/resources/{id}"), None).await.status(), 204);
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/resources/{id}"), None).await.status(), 404);
}

#[tokio::test]
async fn the_programs_page_is_real_and_editable() {
    let app = admin_app().await;
    let page = json_of(app.get("/api/programs").await).await;
    let titles: Vec<&str> = page["programs"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
    assert_eq!(titles.len(), 3, "{titles:?}");
    let edited = json!({"intro": "We grow together.", "programs": [{"title": "Saturday workshops", "body": "Every Saturday at 10."}]});
    assert_eq!(app.request(Method::PUT, "/api/admin/programs", Some(edited.clone())).await.status(), 200);
    assert_eq!(json_of(app.get("/api/programs").await).await, edited);
    let bad = app.request(Method::PUT, "/api/admin/programs", Some(json!({"intro": "", "programs": [{"title": "", "body": "x"}]}))).await;
    assert_eq!(bad.status(), 400);
    assert_eq!(json_of(app.get("/api/programs").await).await, edited);
}

#[tokio::test]
async fn reseeding_keeps_what_admins_edited_and_deleted() {
    let app = admin_app().await;
    let posts = json_of(app.get("/api/admin/blog-posts").await).await["items"].as_array().unwrap().clone();
    let (first, second) = (&posts[0], &posts[1]);
    let id = first["id"].as_u64().unwrap();
    app.request(Method::PUT, &format!("/api/admin/blog-posts/{id}"), Some(json!({"title": "Our own title", "content": "Ours.", "tips": []}))).await;
    app.request(Method::DELETE, &format!("/api/admin/blog-posts/{}", second["id"]), None).await;
    app.command(farmstand::control::Command::Seed { force: false }).await.expect("seed runs");
    let after = json_of(app.get("/api/admin/blog-posts").await).await["items"].as_array().unwrap().clone();
    assert_eq!(after.len(), posts.len() - 1, "the deleted post stays deleted");
    assert_eq!(after[0]["title"], "Our own title");
}

#[tokio::test]
async fn every_hub_admin_call_needs_an_admin() {
    let app = TestApp::spawn().await;
    let calls = [
        (Method::GET, "/api/admin/blog-posts"),
        (Method::POST, "/api/admin/blog-posts"),
        (Method::PUT, "/api/admin/blog-posts/1"),
        (Method::DELETE, "/api/admin/blog-posts/1"),
        (Method::GET, "/api/admin/videos"),
        (Method::POST, "/api/admin/videos"),
        (Method::PUT, "/api/admin/videos/1"),
        (Method::DELETE, "/api/admin/videos/1"),
        (Method::GET, "/api/admin/resources"),
        (Method::POST, "/api/admin/resources"),
        (Method::DELETE, "/api/admin/resources/1"),
        (Method::GET, "/api/admin/game-links"),
        (Method::POST, "/api/admin/game-links"),
        (Method::DELETE, "/api/admin/game-links/1"),
        (Method::GET, "/api/admin/programs"),
        (Method::PUT, "/api/admin/programs"),
    ];
    for (method, path) in &calls {
        let res = app.request(method.clone(), path, Some(json!({}))).await;
        assert_eq!(res.status(), 401, "{method} {path}");
        assert!(!error_of(res).await.is_empty());
    }
    let res = app.post("/api/auth/register", json!({"username": "grower", "email": "g@farm.example.org", "password": crate::helpers::PASSWORD})).await;
    assert!(res.status().is_success());
    for (method, path) in &calls {
        assert_eq!(app.request(method.clone(), path, Some(json!({}))).await.status(), 403, "a member on {method} {path}");
    }
    let hub = json_of(app.get("/api/community").await).await;
    assert_eq!(hub["stats"][0], json!({"key": "members", "label": "Members", "value": 1}));
}
