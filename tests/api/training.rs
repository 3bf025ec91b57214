//! The Training Center and automated training: corrections that change answers, rules,
//! reinforcements, assessments, the scheduler's configuration, ratings and the review queue.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{TestApp, cli, error_of, json_of, new_client, text};

/// What the app's client gets from the chat for `question`.
async fn chat(app: &TestApp, question: &str) -> String {
    let res = app.post("/api/farmer-bean-response", json!({"message": question})).await;
    json_of(res).await["response"].as_str().unwrap().to_string()
}

/// Another visitor of the same site, with cookies of their own.
struct Visitor {
    base: String,
    client: reqwest::Client,
}

impl Visitor {
    fn new(app: &TestApp) -> Visitor {
        Visitor { base: app.base.clone(), client: new_client() }
    }

    async fn post(&self, path: &str, body: Value) -> reqwest::Response {
        self.client.post(format!("{}{path}", self.base)).header("origin", &self.base).json(&body).send().await.expect("sent")
    }

    async fn chat(&self, question: &str) -> String {
        json_of(self.post("/api/farmer-bean-response", json!({"message": question})).await).await["response"].as_str().unwrap().to_string()
    }
}

async fn admin_app() -> TestApp {
    let app = TestApp::spawn().await;
    app.sign_in_admin("trainer").await;
    app
}

#[tokio::test]
async fn every_training_call_needs_an_admin() {
    let app = TestApp::spawn().await;
    let calls = [
        (Method::GET, "/api/dexter/daily-tasks"),
        (Method::GET, "/api/dexter/training-history"),
        (Method::POST, "/api/dexter/daily-training"),
        (Method::POST, "/api/dexter/train"),
        (Method::POST, "/api/dexter/correct"),
        (Method::POST, "/api/dexter/test"),
        (Method::POST, "/api/dexter/reinforce"),
        (Method::GET, "/api/dexter/corrections"),
        (Method::DELETE, "/api/dexter/corrections/1"),
        (Method::GET, "/api/dexter/scheduler/status"),
        (Method::POST, "/api/dexter/scheduler/config"),
        (Method::POST, "/api/dexter/scheduler/bulk-training"),
        (Method::POST, "/api/dexter/scheduler/assessment"),
        (Method::POST, "/api/dexter/scheduler/stop"),
        (Method::POST, "/api/dexter/scheduler/start"),
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
}

#[tokio::test]
async fn a_correction_is_given_for_the_question_and_its_paraphrases_only() {
    let app = admin_app().await;
    let answer = "At Riverside Community Farm we plant garlic in the third week of October, cloves 2 inches deep and 6 inches apart.";
    let tested = json_of(app.post("/api/dexter/test", json!({"scenario": "When should I plant garlic?", "expectedBehavior": "our local date"})).await).await;
    let session = tested["sessionId"].as_str().unwrap();
    assert!(!tested["actualResponse"].as_str().unwrap().contains("Riverside"));
    let saved = json_of(
        app.post(
            "/api/dexter/correct",
            json!({"sessionId": session, "incorrectResponse": tested["actualResponse"], "correctionMessage": answer, "reinforcement": "local timing"}),
        )
        .await,
    )
    .await;
    assert_eq!(saved["success"], true);
    assert_eq!(saved["updated"], false);

    for paraphrase in [
        "When should I plant garlic?",
        "when do i plant garlic",
        "What's the best time to plant garlic?",
        "garlic planting time?",
        "when is the right time to put garlic in the ground",
        "When should I plant my garlic this year?",
    ] {
        assert_eq!(chat(&app, paraphrase).await, answer, "{paraphrase}");
    }
    for unrelated in [
        "When should I plant tomatoes?",
        "How do I store garlic after harvest?",
        "How do I start a compost pile?",
        "What is a cover crop?",
        "when should I plant onions",
    ] {
        assert_ne!(chat(&app, unrelated).await, answer, "{unrelated}");
    }

    // A second correction of the same question updates the first instead of adding one.
    let again = json_of(app.post("/api/dexter/correct", json!({"question": "when do I plant garlic?", "correctionMessage": format!("{answer} Mulch them with straw.")})).await).await;
    assert_eq!(again["updated"], true);
    let list = json_of(app.get("/api/dexter/corrections").await).await;
    assert_eq!(list.as_array().unwrap().len(), 1, "{list}");
    assert!(chat(&app, "when do I plant garlic").await.ends_with("Mulch them with straw."));

    // Disabled, the knowledge base answers again; deleted, it is gone.
    let id = list[0]["id"].as_u64().unwrap();
    json_of(app.request(Method::PUT, &format!("/api/dexter/corrections/{id}"), Some(json!({"enabled": false}))).await).await;
    assert!(!chat(&app, "When should I plant garlic?").await.contains("Riverside"));
    json_of(app.request(Method::DELETE, &format!("/api/dexter/corrections/{id}"), None).await).await;
    assert_eq!(app.request(Method::DELETE, &format!("/api/dexter/corrections/{id}"), None).await.status(), 404);
}

#[tokio::test]
async fn corrections_reject_what_cannot_be_saved() {
    let app = admin_app().await;
    let res = app.post("/api/dexter/correct", json!({"sessionId": "session-999", "correctionMessage": "Plant in fall."})).await;
    assert_eq!(res.status(), 404);
    assert!(error_of(res).await.contains("session-999"));
    let res = app.post("/api/dexter/correct", json!({"conversationId": 999, "correctionMessage": "Plant in fall."})).await;
    assert_eq!(res.status(), 404);
    let res = app.post("/api/dexter/correct", json!({"sessionId": "", "correctionMessage": "Plant in fall."})).await;
    assert_eq!(res.status(), 400, "a general correction needs its question");
    let res = app.post("/api/dexter/correct", json!({"question": "When to plant garlic?", "correctionMessage": "   "})).await;
    assert_eq!(res.status(), 400);
    assert!(error_of(res).await.contains("correction message"));
    let res = app.post("/api/dexter/train", json!({"instruction": " "})).await;
    assert_eq!(res.status(), 400);
    let res = app.post("/api/dexter/test", json!({"scenario": ""})).await;
    assert_eq!(res.status(), 400);
    let list = json_of(app.get("/api/dexter/corrections").await).await;
    assert_eq!(list, json!([]), "nothing was stored");
}

#[tokio::test]
async fn a_conversation_can_be_corrected_from_the_review_queue() {
    let app = admin_app().await;
    let visitor = Visitor::new(&app);
    let res = json_of(visitor.post("/api/farmer-bean-response", json!({"message": "Do you sell fresh eggs at the farm stand?"})).await).await;
    let conversation = res["conversationId"].as_u64().unwrap();
    json_of(app.post("/api/dexter/correct", json!({"conversationId": conversation, "correctionMessage": "Yes: our farm stand sells eggs on Saturdays from 9 to noon."})).await).await;
    assert_eq!(visitor.chat("do you sell eggs at the farm stand").await, "Yes: our farm stand sells eggs on Saturdays from 9 to noon.");
}

#[tokio::test]
async fn custom_instructions_change_answers_the_built_in_responder_can_change() {
    let app = admin_app().await;
    let before = chat(&app, "How do I make compost with leaves?").await;
    let trained = json_of(app.post("/api/dexter/train", json!({"instruction": "Mention the free guides whenever someone asks about compost", "expectedResponse": ""})).await).await;
    assert_eq!(trained["rule"]["kind"], "pointer");
    assert_eq!(trained["rule"]["appliesWithoutLlm"], true);
    assert!(trained["response"].as_str().unwrap().contains("/country-store"), "{trained}");
    assert!(trained["sessionId"].as_str().unwrap().starts_with("session-"));
    let after = chat(&app, "How do I make compost with leaves?").await;
    assert!(after.contains("/country-store"), "before: {before}\nafter: {after}");

    let never = json_of(app.post("/api/dexter/train", json!({"instruction": "Never say \"compost\""})).await).await;
    assert_eq!(never["rule"]["kind"], "avoid");
    let llm_only = json_of(app.post("/api/dexter/train", json!({"instruction": "Be extra patient and warm with beginners"})).await).await;
    assert_eq!(llm_only["rule"]["appliesWithoutLlm"], false);
    assert!(llm_only["rule"]["summary"].as_str().unwrap().contains("language model"));
    let rules = json_of(app.get("/api/dexter/instructions").await).await;
    assert_eq!(rules.as_array().unwrap().len(), 3);

    // Deactivated, a rule stops shaping answers.
    for rule in rules.as_array().unwrap() {
        let id = rule["id"].as_u64().unwrap();
        json_of(app.request(Method::PUT, &format!("/api/dexter/instructions/{id}"), Some(json!({"active": false}))).await).await;
    }
    assert_eq!(chat(&app, "How do I make compost with leaves?").await, before);
}

#[tokio::test]
async fn daily_training_runs_every_task_and_records_it() {
    let app = admin_app().await;
    let tasks = json_of(app.get("/api/dexter/daily-tasks").await).await;
    let n = tasks.as_array().unwrap().len();
    assert!(n >= 20);
    assert!(tasks[0]["expectedBehavior"].as_str().is_some());
    let history = json_of(app.get("/api/dexter/training-history").await).await;
    assert_eq!(history, json!([]));
    let run = json_of(app.post("/api/dexter/daily-training", json!(null)).await).await;
    assert_eq!(run["success"], true);
    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), n);
    let passed = results.iter().filter(|r| r["passed"] == true).count();
    assert!(passed * 10 >= n * 8, "most tasks pass: {passed} of {n}: {run}");
    let history = json_of(app.get("/api/dexter/training-history").await).await;
    let entries = history.as_array().unwrap();
    assert_eq!(entries.len(), n + 1, "each task and the run");
    assert_eq!(entries[0]["taskType"], "daily");
    assert!(entries[0]["outcome"].as_str().unwrap().contains(&format!("of {n} tasks passed")));
    assert!(entries.iter().all(|e| e["date"].as_str().is_some_and(|d| d.ends_with('Z'))));
}

#[tokio::test]
async fn memory_retention_moves_with_corrections_and_assessments_are_kept() {
    let app = admin_app().await;
    let status = json_of(app.get("/api/dexter/scheduler/status").await).await;
    assert_eq!(status["metrics"], Value::Null, "no assessment yet");
    let first = json_of(app.post("/api/dexter/scheduler/assessment", json!(null)).await).await;
    let m = &first["metrics"];
    for metric in ["responseQuality", "featureSuggestions", "conversationalFlow"] {
        let v = m[metric].as_f64().unwrap();
        assert!((5.0..=10.0).contains(&v), "{metric} = {v}");
    }
    assert_eq!(m["memoryRetention"], 0.0, "nothing taught yet");
    json_of(app.post("/api/dexter/correct", json!({"question": "What are the community garden's opening hours?", "correctionMessage": "The garden is open dawn to dusk every day; the tool shed is open Saturdays 9 to 1."})).await).await;
    let tested = json_of(app.post("/api/dexter/test", json!({"scenario": "How deep should a raised bed be?"})).await).await;
    json_of(app.post("/api/dexter/reinforce", json!({"userId": "trainer", "goodResponse": tested["actualResponse"], "reinforcementMessage": "spot on", "sessionId": tested["sessionId"]})).await).await;
    let second = json_of(app.post("/api/dexter/scheduler/assessment", json!(null)).await).await;
    assert_eq!(second["metrics"]["memoryRetention"], 10.0, "{second}");
    assert_eq!(second["metrics"]["responseQuality"], m["responseQuality"], "deterministic");
    assert!(second["summary"].as_str().unwrap().contains("1 corrections"));
    let status = json_of(app.get("/api/dexter/scheduler/status").await).await;
    assert_eq!(status["metrics"]["memoryRetention"], 10.0);
    let trend = json_of(app.get("/api/dexter/assessments").await).await;
    assert_eq!(trend.as_array().unwrap().len(), 2);
    assert_eq!(trend[0]["memoryRetention"], 0.0, "oldest first");
}

#[tokio::test]
async fn the_scheduler_config_is_checked_and_survives_a_restart() {
    let app = admin_app().await;
    let status = json_of(app.get("/api/dexter/scheduler/status").await).await;
    assert_eq!(
        status["config"],
        json!({"enabled": true, "dailyTrainingTime": "06:00", "continuousMonitoring": true, "bulkTrainingEnabled": true, "trainingIntensity": "moderate", "adaptiveTraining": true})
    );
    assert!(status["nextRuns"]["dailyTraining"].as_str().is_some(), "{status}");
    assert!(status["nextRuns"]["assessment"].as_str().is_some(), "{status}");
    let res = app.post("/api/dexter/scheduler/config", json!({"dailyTrainingTime": "6am"})).await;
    assert_eq!(res.status(), 400);
    assert!(error_of(res).await.contains("dailyTrainingTime"));
    let res = app.post("/api/dexter/scheduler/config", json!({"trainingIntensity": "extreme"})).await;
    assert_eq!(res.status(), 400);
    assert!(error_of(res).await.contains("trainingIntensity"));
    let config = json!({"enabled": true, "dailyTrainingTime": "21:15", "continuousMonitoring": false, "bulkTrainingEnabled": false, "trainingIntensity": "bulk", "adaptiveTraining": false});
    json_of(app.post("/api/dexter/scheduler/config", config.clone()).await).await;
    let status = json_of(app.get("/api/dexter/scheduler/status").await).await;
    assert_eq!(status["nextRuns"]["assessment"], Value::Null, "monitoring is off");
    json_of(app.post("/api/dexter/scheduler/stop", json!(null)).await).await;
    let status = json_of(app.get("/api/dexter/scheduler/status").await).await;
    assert_eq!(status["config"]["enabled"], false);
    assert_eq!(status["nextRuns"]["dailyTraining"], Value::Null, "stopped: nothing scheduled");

    let dir = app.stop().await;
    let app = TestApp::spawn_in(dir).await;
    let res = app.post("/api/admin/login", json!({"username": "trainer", "password": crate::helpers::PASSWORD})).await;
    assert_eq!(res.status(), 200);
    let status = json_of(app.get("/api/dexter/scheduler/status").await).await;
    assert_eq!(status["config"], json!({"enabled": false, "dailyTrainingTime": "21:15", "continuousMonitoring": false, "bulkTrainingEnabled": false, "trainingIntensity": "bulk", "adaptiveTraining": false}));
    json_of(app.post("/api/dexter/scheduler/start", json!(null)).await).await;
    let status = json_of(app.get("/api/dexter/scheduler/status").await).await;
    assert_eq!(status["config"]["enabled"], true);
    assert!(status["nextRuns"]["dailyTraining"].as_str().unwrap().contains(":15:00"), "{status}");
}

#[tokio::test]
async fn bulk_training_activates_eight_instructions_once() {
    let app = admin_app().await;
    let listed = json_of(app.get("/api/dexter/bulk-instructions").await).await;
    assert_eq!(listed.as_array().unwrap().len(), 8);
    for _ in 0..2 {
        let run = json_of(app.post("/api/dexter/scheduler/bulk-training", json!(null)).await).await;
        assert_eq!(run["instructions"], 8);
    }
    let rules = json_of(app.get("/api/dexter/instructions").await).await;
    assert_eq!(rules.as_array().unwrap().len(), 8, "running it twice adds nothing");
    assert!(chat(&app, "where can our garden get funding for a greenhouse?").await.contains("/grant-search"));
}

#[tokio::test]
async fn visitors_rate_their_own_replies_once_and_thumbs_down_come_first() {
    let app = admin_app().await;
    let visitor = Visitor::new(&app);
    let mut ids = Vec::new();
    for q in ["How do I compost?", "When do I plant garlic?", "What is a cover crop?"] {
        let res = json_of(visitor.post("/api/farmer-bean-response", json!({"message": q})).await).await;
        ids.push(res["conversationId"].as_u64().unwrap());
    }
    let stranger = Visitor::new(&app);
    let res = stranger.post(&format!("/api/farmer-bean-response/{}/rating", ids[0]), json!({"rating": "down"})).await;
    assert_eq!(res.status(), 404, "only the visitor who got the reply rates it");
    let res = visitor.post(&format!("/api/farmer-bean-response/{}/rating", ids[0]), json!({"rating": "sideways"})).await;
    assert_eq!(res.status(), 400);
    json_of(visitor.post(&format!("/api/farmer-bean-response/{}/rating", ids[0]), json!({"rating": "down"})).await).await;
    let res = visitor.post(&format!("/api/farmer-bean-response/{}/rating", ids[0]), json!({"rating": "up"})).await;
    assert_eq!(res.status(), 409);
    json_of(visitor.post(&format!("/api/farmer-bean-response/{}/rating", ids[2]), json!({"rating": "up"})).await).await;

    let queue = json_of(app.get("/api/admin/conversations").await).await;
    let order: Vec<u64> = queue["conversations"].as_array().unwrap().iter().map(|c| c["id"].as_u64().unwrap()).collect();
    assert_eq!(order, [ids[0], ids[2], ids[1]], "thumbs-down first, then newest");
    assert_eq!(queue["conversations"][0]["rating"], "down");
    let down = json_of(app.get("/api/admin/conversations?rating=down").await).await;
    assert_eq!(down["total"], 1);
    let found = json_of(app.get("/api/admin/conversations?q=GARLIC").await).await;
    assert_eq!(found["total"], 1);
    let res = app.get("/api/admin/conversations?risk=extreme").await;
    assert_eq!(res.status(), 400);
    visitor.post("/api/farmer-bean-response", json!({"message": "which laptop should I buy for college"})).await;
    let fallback = json_of(app.get("/api/admin/conversations?fallback=true").await).await;
    assert_eq!(fallback["total"], 1);
    assert_eq!(fallback["conversations"][0]["fallback"], true);
}

#[tokio::test]
async fn assess_and_train_work_from_the_command_line_while_the_server_runs() {
    let app = admin_app().await;
    let dir = app.data_dir().to_path_buf();
    let run = |args: Vec<&'static str>| {
        let dir = dir.clone();
        tokio::task::spawn_blocking(move || cli(&dir, &args, None))
    };
    let assessed = run(vec!["assess"]).await.unwrap();
    assert_eq!(assessed.status.code(), Some(0), "{}", text(&assessed.stderr));
    let stdout = text(&assessed.stdout);
    let last = stdout.trim_end().lines().last().unwrap();
    assert!(last.starts_with("assessment: quality "), "{stdout}");
    assert!(last.contains(" memory ") && last.contains(" features ") && last.contains(" flow "), "{last}");
    let status = json_of(app.get("/api/dexter/scheduler/status").await).await;
    assert!(status["metrics"]["responseQuality"].as_f64().unwrap() > 0.0, "the Performance tab shows it: {status}");

    let bulk = run(vec!["train", "--bulk"]).await.unwrap();
    assert_eq!(bulk.status.code(), Some(0), "{}", text(&bulk.stderr));
    assert!(text(&bulk.stdout).trim_end().ends_with("bulk training: 8 instructions active"));
    assert!(chat(&app, "where can our garden get funding for a greenhouse?").await.contains("/grant-search"), "the running server applies the rules at once");
    let daily = run(vec!["train"]).await.unwrap();
    assert_eq!(daily.status.code(), Some(0), "{}", text(&daily.stderr));
    assert!(text(&daily.stdout).trim_end().lines().last().unwrap().starts_with("training: "));
}

#[test]
fn assess_works_without_a_server() {
    let dir = tempfile::tempdir().unwrap();
    let seeded = cli(dir.path(), &["seed"], None);
    assert_eq!(seeded.status.code(), Some(0), "{}", text(&seeded.stderr));
    let out = cli(dir.path(), &["assess"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).trim_end().lines().last().unwrap().starts_with("assessment: quality "));
}
