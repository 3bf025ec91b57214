//! Start My Farm Plan (issue 15): plans from real crop data, refused bad answers, plans kept
//! under their link with text, printable and calendar copies, counts for admins, a throttle,
//! and an LLM that may reword but not change the plan.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};

use crate::fakes::llm::{Behaviour, FakeLlm};
use crate::helpers::{TestApp, error_of, json_of};

fn answers() -> Value {
    json!({
        "location": "Macon, Georgia",
        "experience": "some-experience",
        "crops": ["leafy-greens", "tomatoes", "root-vegetables"],
        "budget": "moderate",
        "timePerWeek": 5,
        "lastFrostDate": "2027-03-25"
    })
}

async fn generate(app: &TestApp, body: Value) -> reqwest::Response {
    app.post("/api/generate-farm-plan", body).await
}

#[tokio::test]
async fn a_plan_has_four_weeks_of_dated_tasks_within_the_hours_and_real_quantities() {
    let app = TestApp::spawn().await;
    let res = generate(&app, answers()).await;
    assert_eq!(res.status(), 201);
    let plan = json_of(res).await;
    let weeks = plan["weeklyPlans"].as_array().unwrap();
    assert_eq!(weeks.len(), 4);
    for (i, week) in weeks.iter().enumerate() {
        assert_eq!(week["week"], i + 1);
        assert!(week["title"].as_str().is_some_and(|t| !t.is_empty()));
        assert!(!week["tasks"].as_array().unwrap().is_empty());
        assert!(!week["dexterTips"].as_array().unwrap().is_empty());
        let minutes: u64 = week["schedule"].as_array().unwrap().iter().map(|t| t["minutes"].as_u64().unwrap()).sum();
        assert!(minutes <= 5 * 60, "week {} asks {minutes} minutes of 5 hours", i + 1);
    }
    assert_eq!(plan["season"]["source"], "given");
    assert!(plan["customMessage"].as_str().unwrap().contains("Macon, Georgia"));
    let groups: Vec<&str> = plan["cropPlans"].as_array().unwrap().iter().map(|c| c["group"].as_str().unwrap()).collect();
    for group in ["leafy-greens", "tomatoes", "root-vegetables"] {
        assert!(groups.contains(&group), "{group} in {groups:?}");
    }
    for crop in plan["cropPlans"].as_array().unwrap() {
        let per_foot = crop["plantsPerSquareFoot"].as_f64().unwrap();
        let area = crop["squareFeet"].as_f64().unwrap();
        assert_eq!(crop["plants"].as_u64().unwrap(), ((area * per_foot) + 1e-9).floor().max(1.0) as u64, "{crop}");
        assert_eq!(crop["bedCapacity"].as_u64().unwrap(), ((32.0 * per_foot) + 1e-9).floor() as u64);
    }

    // The same answers on the same day give the same plan.
    let again = json_of(generate(&app, answers()).await).await;
    assert_eq!(again["weeklyPlans"], plan["weeklyPlans"]);
    assert_eq!(again["cropPlans"], plan["cropPlans"]);
    assert_ne!(again["id"], plan["id"], "each plan has its own link");

    // With a start day and a last-frost month the plan is pinned: the same on any day.
    let mut pinned = answers();
    let start = farmstand::web::dates::ymd(farmstand::web::dates::today_local() + time::Duration::days(90));
    pinned["startDate"] = json!(start);
    pinned["lastFrostMonth"] = json!(4);
    let first = json_of(generate(&app, pinned.clone()).await).await;
    let second = json_of(generate(&app, pinned).await).await;
    assert_eq!(first["weeklyPlans"], second["weeklyPlans"]);
    assert!(serde_json::to_string(&first["weeklyPlans"]).unwrap().contains(&start), "dated from the start day");
}

#[tokio::test]
async fn bad_answers_are_refused_naming_the_field_and_the_allowed_values() {
    let app = TestApp::spawn().await;
    let cases: Vec<(&str, Value, &str)> = vec![
        ("experience", json!("expert"), "experience must be one of: beginner, some-experience, experienced."),
        ("crops", json!(["tomatoes", "corn"]), "which is not one of: leafy-greens, tomatoes, herbs, peppers, beans-and-peas, root-vegetables, flowers, medicinal-plants"),
        ("crops", json!([]), "crops must not be empty"),
        ("budget", json!("lavish"), "budget must be one of: minimal, moderate, comfortable."),
        ("timePerWeek", json!(40), "timePerWeek must be one of: 2, 5, 8, 12"),
        ("location", json!("<script>alert(1)</script>"), "location must be plain text"),
        ("location", json!("a".repeat(101)), "at most 100 characters"),
        ("location", json!(""), "location is required"),
        ("startDate", json!("1999-01-01"), "startDate must be a date written YYYY-MM-DD, within a year of today."),
        ("lastFrostMonth", json!(13), "lastFrostMonth must be a month number from 1 to 12."),
    ];
    for (field, value, expected) in cases {
        let mut body = answers();
        body[field] = value;
        let res = generate(&app, body).await;
        assert_eq!(res.status(), 400, "{field}");
        let error = error_of(res).await;
        assert!(error.contains(expected), "{field}: {error}");
    }
    let res = app.request(Method::POST, "/api/generate-farm-plan", None).await;
    assert_eq!(res.status(), 415, "no JSON body");
    assert!(!error_of(res).await.is_empty());
    let res = app.client.post(app.url("/api/generate-farm-plan")).header("content-type", "application/json").body("{\"location\": ").send().await.unwrap();
    assert_eq!(res.status(), 400, "malformed JSON");
    let stats = app.get("/api/admin/farm-plans/stats").await;
    assert_eq!(stats.status(), 401, "admin counts are guarded");
}

#[tokio::test]
async fn a_plan_is_kept_under_its_link_with_text_print_and_calendar_copies() {
    let app = TestApp::spawn().await;
    let plan = json_of(generate(&app, answers()).await).await;
    let id = plan["id"].as_str().unwrap();
    assert_eq!(id.len(), 16);
    assert!(plan["links"]["share"].as_str().unwrap().ends_with(&format!("/start-my-farm-plan/{id}")));

    let reopened = json_of(app.get(&format!("/api/farm-plans/{id}")).await).await;
    assert_eq!(reopened["weeklyPlans"], plan["weeklyPlans"]);

    let text = app.get(plan["links"]["text"].as_str().unwrap()).await;
    assert_eq!(text.status(), 200);
    assert!(text.headers()["content-disposition"].to_str().unwrap().contains(&format!("farm-plan-{id}.txt")));
    let text = text.text().await.unwrap();
    assert!(text.contains("WEEK 1:") && text.contains("WEEK 4:") && text.contains("Macon, Georgia"));

    let ics = app.get(plan["links"]["calendar"].as_str().unwrap()).await;
    assert!(ics.headers()["content-type"].to_str().unwrap().starts_with("text/calendar"));
    let ics = ics.text().await.unwrap();
    let tasks: usize = plan["weeklyPlans"].as_array().unwrap().iter().map(|w| w["schedule"].as_array().unwrap().len()).sum();
    assert!(ics.starts_with("BEGIN:VCALENDAR\r\n") && ics.ends_with("END:VCALENDAR\r\n"));
    assert_eq!(ics.matches("BEGIN:VEVENT").count(), tasks, "one event per task");
    let first_day = plan["weeklyPlans"][0]["schedule"][0]["date"].as_str().unwrap().replace('-', "");
    assert!(ics.contains(&format!("DTSTART;VALUE=DATE:{first_day}")));
    assert!(ics.split("\r\n").all(|line| line.len() <= 75), "folded lines");

    let page = app.get(plan["links"]["print"].as_str().unwrap()).await;
    assert!(page.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
    let page = page.text().await.unwrap();
    assert!(page.contains("Your 4-week farm plan") && page.contains("Week 4"));

    for missing in ["/api/farm-plans/aaaaaaaaaaaaaaaa", "/api/farm-plans/..%2F..%2Fetc", "/api/farm-plans/aaaaaaaaaaaaaaaa/plan.ics"] {
        let res = app.get(missing).await;
        assert_eq!(res.status(), 404, "{missing}");
        assert!(error_of(res).await.contains("There is no farm plan"));
    }
}

#[tokio::test]
async fn admins_see_plan_counts_by_crop_group_and_experience() {
    let app = TestApp::spawn().await;
    generate(&app, answers()).await;
    let mut beginner = answers();
    beginner["experience"] = json!("beginner");
    beginner["crops"] = json!(["herbs", "tomatoes"]);
    generate(&app, beginner).await;
    app.sign_in_admin("ann").await;
    let stats = json_of(app.get("/api/admin/farm-plans/stats").await).await;
    assert_eq!(stats["total"], 2);
    assert_eq!(stats["byExperience"]["beginner"], 1);
    assert_eq!(stats["byExperience"]["some-experience"], 1);
    let count = |slug: &str| stats["byCropGroup"].as_array().unwrap().iter().find(|g| g["slug"] == slug).unwrap()["count"].clone();
    assert_eq!(count("tomatoes"), 2);
    assert_eq!(count("herbs"), 1);
    assert_eq!(count("flowers"), 0);
}

#[tokio::test]
async fn thirty_plans_an_hour_per_address_then_a_429_with_retry_after() {
    let app = TestApp::spawn().await;
    for _ in 0..30 {
        assert_eq!(generate(&app, answers()).await.status(), 201);
    }
    let res = generate(&app, answers()).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().get("retry-after").is_some());
    assert!(error_of(res).await.contains("a lot of plans"));
    // A refused answer costs nothing and still names the field.
    let mut bad = answers();
    bad["budget"] = json!("huge");
    assert_eq!(generate(&app, bad).await.status(), 400);
}

async fn with_llm(fake: &FakeLlm) -> TestApp {
    let url = fake.base.clone();
    TestApp::spawn_with(tempfile::tempdir().unwrap(), move |c| {
        c.assistant.llm_url = Some(url);
        c.assistant.llm_timeout = Duration::from_secs(1);
    })
    .await
}

#[tokio::test]
async fn the_llm_rewords_the_message_but_cannot_change_quantities_and_a_failure_keeps_the_offline_plan() {
    let offline = {
        let app = TestApp::spawn().await;
        json_of(generate(&app, answers()).await).await
    };
    let tips: Vec<Value> = offline["weeklyPlans"].as_array().unwrap().iter().map(|w| w["dexterTips"].clone()).collect();
    let mut changed_tips = tips.clone();
    // A rewording of the first tip that slips in a new number is refused; the second is kept.
    changed_tips[0][0] = json!("Plant 999 extra seeds, friend!");
    let second = changed_tips[1][0].as_str().unwrap().to_string();
    changed_tips[1][0] = json!(format!("Howdy! {second}"));
    let message = format!("Howdy, neighbour! {}", offline["customMessage"].as_str().unwrap());
    let answer = json!({"customMessage": message, "dexterTips": changed_tips}).to_string();
    let fake = FakeLlm::start(Behaviour::Answer(format!("```json\n{answer}\n```"))).await;
    let app = with_llm(&fake).await;
    let plan = json_of(generate(&app, answers()).await).await;
    assert_eq!(plan["customMessage"], json!(message), "a rewording that keeps every fact");
    assert_eq!(plan["weeklyPlans"][0]["dexterTips"][0], tips[0][0], "a new number is refused");
    assert_eq!(plan["weeklyPlans"][1]["dexterTips"][0], json!(format!("Howdy! {second}")));
    assert_eq!(plan["cropPlans"], offline["cropPlans"], "crops and quantities are the offline ones");
    for week in 0..4 {
        assert_eq!(plan["weeklyPlans"][week]["schedule"], offline["weeklyPlans"][week]["schedule"]);
    }
    let sent = fake.requests();
    assert!(sent[0]["messages"][1]["content"].as_str().unwrap().contains("customMessage"), "the model gets the computed plan");

    fake.set(Behaviour::Fail);
    let plan = json_of(generate(&app, answers()).await).await;
    assert_eq!(plan["customMessage"], offline["customMessage"]);
    fake.set(Behaviour::Slow(Duration::from_secs(3)));
    let res = generate(&app, answers()).await;
    assert_eq!(res.status(), 201, "a slow model falls back to the offline plan");
}
