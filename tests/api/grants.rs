//! Grant search and tracking (issue 16): members only; ranked matches with a reason per
//! criterion and the deadline's status; tracking through the statuses, never across members;
//! reminders before deadlines; the account's own data; the Grants.gov import.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{NoReport, TestApp, cli, error_of, json_of, new_client, text};

const STATUSES: [&str; 4] = ["open", "closing-soon", "closed", "rolling"];

async fn member(app: &TestApp, name: &str) -> reqwest::Client {
    let client = new_client();
    let body = json!({"username": name, "email": format!("{name}@example.org"), "password": "a long enough password"});
    let res = app.request_as(&client, Method::POST, "/api/auth/register", Some(body)).await;
    assert_eq!(res.status(), 201, "{name} signs up");
    client
}

fn seeded_count() -> usize {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/seed/grants/programs.json");
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    file["programs"].as_array().unwrap().len()
}

#[tokio::test]
async fn every_grants_call_needs_a_signed_in_member() {
    let app = TestApp::spawn().await;
    let calls: [(Method, &str, Option<Value>); 6] = [
        (Method::GET, "/api/grants/options", None),
        (Method::POST, "/api/grants/search", Some(json!({}))),
        (Method::GET, "/api/grants/application-history", None),
        (Method::POST, "/api/grants/track-application", Some(json!({"grantId": "bfrdp"}))),
        (Method::PUT, "/api/grants/applications/1", Some(json!({"status": "preparing"}))),
        (Method::GET, "/api/grants/applications.ics", None),
    ];
    for (method, path, body) in calls {
        let res = app.request(method.clone(), path, body).await;
        assert_eq!(res.status(), 401, "{method} {path}");
        assert!(!error_of(res).await.is_empty());
    }
    let login = app.get("/api/login?next=/grant-search").await;
    assert!(login.status().is_redirection());
    assert_eq!(login.headers()["location"], "/login?next=/grant-search");
    for path in ["/api/admin/grants"] {
        let member = member(&app, "nosy").await;
        assert_eq!(app.request_as(&member, Method::GET, path, None).await.status(), 403, "members are not admins");
    }
}

#[tokio::test]
async fn a_member_gets_ranked_matches_with_reasons_and_deadline_status() {
    let app = TestApp::spawn().await;
    let ama = member(&app, "ama").await;
    let search = |body: Value| app.request_as(&ama, Method::POST, "/api/grants/search", Some(body));

    let all = json_of(search(json!({})).await).await;
    assert_eq!(all["totalResults"], seeded_count(), "with no filters every program comes back");
    assert_eq!(all["matches"].as_array().unwrap().len(), seeded_count());

    let res = json_of(search(json!({"farmerType": "beginning", "farmType": "vegetable", "fundingRange": "small", "projectFocus": "soil health", "location": "Macon, Georgia"})).await).await;
    let matches = res["matches"].as_array().unwrap();
    assert!(!matches.is_empty());
    assert_eq!(res["totalResults"], matches.len());
    let mut last = 101;
    for m in matches {
        let score = m["matchScore"].as_u64().unwrap();
        assert!(score <= last, "ranked by score");
        last = score;
        assert_eq!(m["reasons"].as_array().unwrap().len(), 5, "one reason per criterion");
        assert!(STATUSES.contains(&m["deadlineStatus"].as_str().unwrap()), "{}", m["deadlineStatus"]);
        assert!(m["applicationTips"].as_array().unwrap().len() >= 3);
        for field in ["id", "title", "agency", "amount", "deadline", "description", "website"] {
            assert!(m["grant"][field].as_str().is_some_and(|s| !s.is_empty()), "grant.{field}");
        }
        // A regional program that leaves Georgia out is not offered.
        assert_ne!(m["grant"]["id"], "sare-north-central-farmer-rancher");
    }
    assert!(matches.iter().any(|m| m["grant"]["id"] == "sare-southern-producer"), "Georgia is in the Southern SARE region");
    let fsa = matches.iter().find(|m| m["grant"]["id"] == "fsa-microloan").expect("microloans suit a beginning vegetable farm");
    assert_eq!(fsa["deadlineStatus"], "rolling");

    for (field, value, expected) in [
        ("farmerType", json!("wizard"), "farmerType must be one of: beginning, minority, young, women, experienced."),
        ("farmType", json!("spaceship"), "farmType must be one of: vegetable, fruit, grain, livestock, urban, organic."),
        ("fundingRange", json!("huge"), "fundingRange must be one of: small, medium, large."),
        ("projectFocus", json!(7), "projectFocus must be one of: sustainable, technology, education, market, soil health, water."),
    ] {
        let res = search(json!({ field: value })).await;
        assert_eq!(res.status(), 400, "{field}");
        assert_eq!(error_of(res).await, expected);
    }
}

async fn track(app: &TestApp, who: &reqwest::Client, body: Value) -> reqwest::Response {
    app.request_as(who, Method::POST, "/api/grants/track-application", Some(body)).await
}

async fn put(app: &TestApp, who: &reqwest::Client, id: u64, body: Value) -> reqwest::Response {
    app.request_as(who, Method::PUT, &format!("/api/grants/applications/{id}"), Some(body)).await
}

#[tokio::test]
async fn tracking_moves_through_its_statuses_and_stays_with_its_member() {
    let app = TestApp::spawn().await;
    let ama = member(&app, "ama").await;
    let kofi = member(&app, "kofi").await;

    let res = track(&app, &ama, json!({"grantId": "no-such-grant", "grantTitle": "x", "status": "researching"})).await;
    assert_eq!(res.status(), 404);
    let res = track(&app, &ama, json!({"grantId": "bfrdp", "grantTitle": "Forged title", "status": "awarded"})).await;
    assert_eq!(res.status(), 400, "a new application starts at researching");

    let res = track(&app, &ama, json!({"grantId": "bfrdp", "grantTitle": "Forged title", "status": "researching", "notes": "Started tracking on 11/25/2026"})).await;
    assert_eq!(res.status(), 201);
    let body = json_of(res).await;
    let app_id = body["application"]["id"].as_u64().unwrap();
    assert_eq!(body["application"]["status"], "researching");
    assert_ne!(body["application"]["grantTitle"], "Forged title", "the title is the program's own");
    assert!(body["application"]["notes"][0]["text"].as_str().unwrap().starts_with("Started tracking on "));

    let history = json_of(app.request_as(&ama, Method::GET, "/api/grants/application-history", None).await).await;
    let entry = &history.as_array().unwrap()[0];
    for field in ["grantTitle", "status", "lastUpdated"] {
        assert!(entry[field].as_str().is_some(), "history has {field}");
    }

    let res = put(&app, &ama, app_id, json!({"status": "awarded"})).await;
    assert_eq!(res.status(), 400);
    assert_eq!(error_of(res).await, "An application that is researching can move to: preparing, withdrawn.");
    assert_eq!(json_of(put(&app, &ama, app_id, json!({"status": "preparing", "note": "Budget drafted"})).await).await["status"], "preparing");
    // The seed's track call repeated (a second tab) is no step back and adds no second note.
    let again = track(&app, &ama, json!({"grantId": "bfrdp", "status": "researching", "notes": "Started tracking on 11/26/2026"})).await;
    assert_eq!(again.status(), 200);
    let again = json_of(again).await;
    assert_eq!((again["application"]["id"].as_u64(), again["application"]["status"].as_str()), (Some(app_id), Some("preparing")));
    assert_eq!(again["application"]["notes"].as_array().unwrap().len(), 2, "the started line and the budget note");
    // The seed's call moves it on too.
    let moved = json_of(track(&app, &ama, json!({"grantId": "bfrdp", "status": "submitted"})).await).await;
    assert_eq!(moved["application"]["status"], "submitted");
    assert_eq!(json_of(put(&app, &ama, app_id, json!({"status": "awarded"})).await).await["status"], "awarded");
    let res = put(&app, &ama, app_id, json!({"status": "declined"})).await;
    assert_eq!(res.status(), 400, "a decided application is final");
    assert!(error_of(res).await.contains("final status"));
    // Next year's round: tracking the program again starts a new application, the old one kept.
    let next_round = track(&app, &ama, json!({"grantId": "bfrdp", "status": "researching"})).await;
    assert_eq!(next_round.status(), 201);
    let next_round = json_of(next_round).await;
    assert_ne!(next_round["application"]["id"].as_u64(), Some(app_id));
    assert_eq!(next_round["application"]["status"], "researching");
    let statuses: Vec<&str> = next_round["applications"].as_array().unwrap().iter().map(|a| a["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["researching", "awarded"]);

    // Kofi sees none of it and cannot touch it.
    assert_eq!(json_of(app.request_as(&kofi, Method::GET, "/api/grants/application-history", None).await).await, json!([]));
    let res = put(&app, &kofi, app_id, json!({"note": "mine now"})).await;
    assert_eq!(res.status(), 404);
    let search = json_of(app.request_as(&kofi, Method::POST, "/api/grants/search", Some(json!({}))).await).await;
    assert!(search["matches"].as_array().unwrap().iter().all(|m| m["trackedStatus"].is_null()));
}

#[tokio::test]
async fn tracked_deadlines_download_as_a_calendar() {
    let app = TestApp::spawn().await;
    let ama = member(&app, "ama").await;
    for grant in ["vapg", "fsa-microloan"] {
        let res = app.request_as(&ama, Method::POST, "/api/grants/track-application", Some(json!({"grantId": grant}))).await;
        assert_eq!(res.status(), 201);
    }
    let res = app.request_as(&ama, Method::GET, "/api/grants/applications.ics", None).await;
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/calendar"));
    let ics = res.text().await.unwrap();
    assert!(ics.starts_with("BEGIN:VCALENDAR\r\n"));
    assert_eq!(ics.matches("BEGIN:VEVENT").count(), 1, "the rolling microloan has no date");
    assert!(ics.contains("Value-Added Producer"));
}

#[tokio::test]
async fn members_change_their_password_download_their_data_and_delete_their_account() {
    let app = TestApp::spawn().await;
    let ama = member(&app, "ama").await;
    app.request_as(&ama, Method::POST, "/api/grants/track-application", Some(json!({"grantId": "vapg"}))).await;

    let res = app.request_as(&ama, Method::POST, "/api/auth/password", Some(json!({"currentPassword": "wrong one!!", "newPassword": "another long password"}))).await;
    assert_eq!(res.status(), 403);
    let res = app.request_as(&ama, Method::POST, "/api/auth/password", Some(json!({"currentPassword": "a long enough password", "newPassword": "short"}))).await;
    assert_eq!(res.status(), 400);
    let res = app.request_as(&ama, Method::POST, "/api/auth/password", Some(json!({"currentPassword": "a long enough password", "newPassword": "another long password"}))).await;
    assert_eq!(res.status(), 200);
    let old = app.post("/api/auth/login", json!({"username": "ama", "password": "a long enough password"})).await;
    assert_eq!(old.status(), 401, "the old password no longer works");

    let export = app.request_as(&ama, Method::GET, "/api/auth/export", None).await;
    assert!(export.headers()["content-disposition"].to_str().unwrap().contains("attachment"));
    let data: Value = export.json().await.unwrap();
    assert_eq!(data["account"]["username"], "ama");
    assert_eq!(data["account"]["email"], "ama@example.org");
    assert_eq!(data["grantApplications"][0]["grantId"], "vapg");
    assert!(data.to_string().find("password").is_none(), "no hash in the export");

    let res = app.request_as(&ama, Method::DELETE, "/api/auth/account", Some(json!({"password": "another long password"}))).await;
    assert_eq!(res.status(), 200);
    assert_eq!(app.request_as(&ama, Method::GET, "/api/auth/user", None).await.status(), 401, "signed out");
    let again = app.post("/api/auth/login", json!({"username": "ama", "password": "another long password"})).await;
    assert_eq!(again.status(), 401, "the account is gone");
}

#[tokio::test]
async fn reminders_go_out_14_and_3_days_before_a_tracked_deadline_once() {
    use farmstand::grants::store;
    let dir = tempfile::tempdir().unwrap();
    let (db, _) = farmstand::db::Db::open_in(dir.path()).unwrap();
    farmstand::seed::apply(&db, false, &NoReport).unwrap();
    let user = farmstand::accounts::signup::create_account(&db, "ama", "ama@example.org", "a long enough password", farmstand::accounts::Role::Member).unwrap();
    let record = store::program(&db, "vapg").unwrap().unwrap();
    let in_ten_days = farmstand::web::dates::ymd(farmstand::web::dates::today_local() + time::Duration::days(10));
    let program = farmstand::grants::model::Program { deadline_date: Some(in_ten_days.clone()), ..record.item.clone() };
    store::PROGRAMS.update(&db, record.id, program.clone(), farmstand::db::records::never, farmstand::db::records::replace).unwrap().unwrap().unwrap();
    let note = farmstand::grants::model::Note { date: in_ten_days.clone(), text: "Started".into() };
    store::track(&db, user.id, &program, note).unwrap().unwrap();

    let state = farmstand::state::AppState::new(farmstand::config::ServeConfig::for_data_dir(dir.path()), db.clone()).unwrap();
    assert_eq!(farmstand::grants::send_due_reminders(&state).await.unwrap(), 1);
    assert_eq!(farmstand::grants::send_due_reminders(&state).await.unwrap(), 0, "once");
    let (emails, _) = farmstand::mail::store::newest(&db, 10).unwrap();
    let reminder = emails.iter().find(|e| e.to == "ama@example.org").expect("a reminder in the outbox");
    assert!(reminder.subject.starts_with("10 days left: Value-Added Producer"), "{}", reminder.subject);
    // A member who deletes their account takes the reminders not yet sent with them.
    assert!(farmstand::accounts::store::delete_member(&db, user.id).unwrap());
    let (emails, _) = farmstand::mail::store::newest(&db, 10).unwrap();
    assert!(emails.iter().all(|e| e.to != "ama@example.org"), "no unsent email to a deleted member");
}

/// A fake of Grants.gov's search2 endpoint that answers two opportunities.
async fn fake_grants_gov() -> (String, std::sync::Arc<std::sync::Mutex<Vec<Value>>>) {
    use axum::{Json, Router, routing::post};
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = seen.clone();
    let app = Router::new().route(
        "/v1/api/search2",
        post(move |Json(body): Json<Value>| {
            let log = log.clone();
            async move {
                log.lock().unwrap().push(body);
                Json(json!({"errorcode": 0, "msg": "Webservice Succeeds", "token": "t", "data": {"hitCount": 2, "oppHits": [
                    {"id": "358001", "number": "USDA-NIFA-CFP-2027", "title": "Community Food Projects Competitive Grants Program", "agencyCode": "USDA-NIFA", "agency": "National Institute of Food and Agriculture", "openDate": "10/01/2026", "closeDate": "12/10/2026", "oppStatus": "posted", "docType": "synopsis", "cfdaList": ["10.225"]},
                    {"id": "358002", "number": "USDA-AMS-FMPP-2027", "title": "Farmers Market Promotion Program", "agencyCode": "USDA-AMS", "agency": "Agricultural Marketing Service", "openDate": "", "closeDate": "", "oppStatus": "forecasted", "docType": "forecast", "cfdaList": ["10.168"]}
                ]}}))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (base, seen)
}

#[tokio::test]
async fn grants_gov_opportunities_are_imported_while_the_server_runs() {
    let (base, seen) = fake_grants_gov().await;
    let app = TestApp::spawn().await;
    let dir = app.data_dir().to_path_buf();
    let args_base = base.clone();
    let out = tokio::task::spawn_blocking(move || cli(&dir, &["grants", "import", "--keyword", "community food", "--api-base", &args_base], None)).await.unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("grants import: 2 opportunities found, 2 importable, 2 added"), "{}", text(&out.stdout));
    let sent = seen.lock().unwrap()[0].clone();
    assert_eq!(sent["keyword"], "community food");
    assert_eq!(sent["oppStatuses"], "forecasted|posted");
    assert_eq!(sent["fundingCategories"], "AG");

    let ama = member(&app, "ama").await;
    let found = json_of(app.request_as(&ama, Method::POST, "/api/grants/search", Some(json!({}))).await).await;
    let imported = found["matches"].as_array().unwrap().iter().find(|m| m["grant"]["id"] == "grants-gov-358001").expect("imported");
    assert_eq!(imported["grant"]["website"], "https://www.grants.gov/search-results-detail/358001");
    assert_eq!(imported["grant"]["source"], "grants.gov");

    // Run again: nothing new.
    let dir = app.data_dir().to_path_buf();
    let out = tokio::task::spawn_blocking(move || cli(&dir, &["grants", "import", "--keyword", "community food", "--api-base", &base], None)).await.unwrap();
    assert!(text(&out.stdout).contains("0 added, 0 updated"), "{}", text(&out.stdout));
}

#[tokio::test]
async fn admins_add_and_edit_programs_and_their_deadlines() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let list = json_of(app.get("/api/admin/grants").await).await;
    let mut vapg = list.as_array().unwrap().iter().find(|p| p["id"] == "vapg").unwrap().clone();
    vapg["deadlineDate"] = json!("2099-01-15");
    let updated = json_of(app.request(Method::PUT, "/api/admin/grants/vapg", Some(vapg.clone())).await).await;
    assert_eq!(updated["deadlineDate"], "2099-01-15");
    let mut new = vapg.clone();
    new["id"] = json!("county-garden-fund");
    new["title"] = json!("County Garden Fund");
    new["deadlineDate"] = Value::Null;
    new["rolling"] = json!(true);
    assert_eq!(app.request(Method::POST, "/api/admin/grants", Some(new.clone())).await.status(), 201);
    assert_eq!(app.request(Method::POST, "/api/admin/grants", Some(new.clone())).await.status(), 409, "ids are unique");
    new["farmerTypes"] = json!(["pirates"]);
    let res = app.request(Method::POST, "/api/admin/grants", Some(new)).await;
    assert_eq!(res.status(), 400);
    assert!(error_of(res).await.starts_with("farmerTypes must be one of"));
    assert_eq!(app.request(Method::DELETE, "/api/admin/grants/county-garden-fund", None).await.status(), 204);
}
