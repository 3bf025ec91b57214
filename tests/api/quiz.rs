//! The quizzes (issue 14): the server is the only judge. No payload carries an answer key
//! before an answer, the server's clock times a session, a session is submitted once, and
//! players and the leaderboard follow the results.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{TestApp, error_of, json_of, new_client};

/// The answer keys, read from the seed the way only the server (and this test) can.
fn seeded_challenges() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/seed/quiz/challenges.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn keyed(challenge_id: &str) -> Value {
    seeded_challenges().into_iter().find(|c| c["id"] == challenge_id).unwrap()
}

/// Answers to every question: the first `right` correct, the rest wrong.
fn answers(challenge: &Value, right: usize) -> Vec<Value> {
    challenge["questions"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, q)| {
            let key = q["correct"].as_u64().unwrap();
            json!({"questionId": q["id"], "answer": if i < right { key } else { (key + 1) % 4 }, "timeSpent": 3})
        })
        .collect()
}

fn has_key(value: &Value) -> bool {
    match value {
        Value::Object(map) => map.keys().any(|k| k == "correct" || k == "explanation") || map.values().any(has_key),
        Value::Array(items) => items.iter().any(has_key),
        _ => false,
    }
}

async fn start(app: &TestApp, who: &reqwest::Client, player: &str, challenge: &str, name: &str) -> reqwest::Response {
    let body = json!({"playerId": player, "challengeId": challenge, "playerName": name});
    app.request_as(who, Method::POST, "/api/quiz/start-session", Some(body)).await
}

async fn submit(app: &TestApp, who: &reqwest::Client, session: &str, answers: Vec<Value>, elapsed: f64) -> reqwest::Response {
    let body = json!({"sessionId": session, "answers": answers, "timeElapsed": elapsed});
    app.request_as(who, Method::POST, "/api/quiz/submit-session", Some(body)).await
}

#[tokio::test]
async fn no_challenge_module_or_session_payload_carries_an_answer_key() {
    let app = TestApp::spawn().await;
    let challenges = json_of(app.get("/api/quiz/challenges").await).await;
    assert!(challenges.as_array().unwrap().len() >= 6);
    assert!(!has_key(&challenges), "{challenges}");
    let first = &challenges[0];
    for field in ["id", "title", "description", "difficulty", "category", "timeLimit", "totalPoints", "questions"] {
        assert!(!first[field].is_null(), "{field}");
    }
    let q = &first["questions"][0];
    for field in ["id", "question", "category", "difficulty", "points", "options"] {
        assert!(!q[field].is_null(), "{field}");
    }
    let daily = json_of(app.get("/api/quiz/daily-challenge").await).await;
    assert!(!has_key(&daily));
    assert!(challenges.as_array().unwrap().iter().any(|c| c["id"] == daily["id"]));

    let modules = json_of(app.get("/api/quiz/modules").await).await;
    let titles: Vec<&str> = modules.as_array().unwrap().iter().map(|m| m["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Basic Gardening", "Soil Basics", "Plant Care"]);
    assert!(modules.as_array().unwrap().iter().all(|m| m["questions"].as_array().unwrap().len() == 10));
    assert!(!has_key(&modules), "{modules}");
    // The simple quiz says which option was right, and why, once the visitor has answered.
    let judged = json_of(app.post("/api/quiz/modules/soil-basics/answer", json!({"questionIndex": 0, "answer": 3})).await).await;
    assert!(judged["correct"].as_u64().unwrap() < 4 && judged["explanation"].as_str().unwrap().len() > 20);
    assert_eq!(judged["isCorrect"], judged["correct"] == 3);

    let who = new_client();
    let started = json_of(start(&app, &who, "player-0001", "soil-health-starter", "Ama").await).await;
    assert!(started["sessionId"].is_string() && started["startTime"].is_string());
    assert!(!has_key(&started));
}

#[tokio::test]
async fn the_server_scores_once_by_its_own_clock_and_the_records_follow() {
    let app = TestApp::spawn().await;
    let who = new_client();
    let challenge = keyed("garden-pest-detective");
    let total_points = challenge["questions"].as_array().unwrap().iter().map(|q| q["points"].as_u64().unwrap()).sum::<u64>();
    let started = json_of(start(&app, &who, "player-0001", "garden-pest-detective", "  Ama  ").await).await;
    let session = started["sessionId"].as_str().unwrap();

    // A forged timeElapsed (days, or negative) changes nothing: the server's clock decides.
    let result = json_of(submit(&app, &who, session, answers(&challenge, 10), 999_999.0).await).await;
    assert_eq!(result["score"], 100);
    assert_eq!(result["passed"], true);
    assert_eq!(result["correctAnswers"], 10);
    assert_eq!(result["totalQuestions"], 10);
    assert_eq!(result["pointsEarned"], total_points);
    assert!(result["elapsedSeconds"].as_u64().unwrap() < 30);
    let achievements: Vec<&str> = result["newAchievements"].as_array().unwrap().iter().map(|a| a.as_str().unwrap()).collect();
    assert!(achievements.contains(&"first-quiz") && achievements.contains(&"perfect-score"), "{achievements:?}");
    assert_eq!(result["badgeEarned"], "first-quiz");
    assert!(result["feedback"].as_array().unwrap().iter().any(|l| l.as_str().unwrap().contains("You passed with 100%")));
    assert_eq!(result["review"].as_array().unwrap().len(), 10, "the explanations, now that it is over");

    let again = submit(&app, &who, session, answers(&challenge, 10), 5.0).await;
    assert_eq!(again.status(), 409);
    assert_eq!(error_of(again).await, "This quiz session was already submitted.");

    let player = json_of(app.get("/api/quiz/player/player-0001").await).await;
    assert_eq!(player["playerName"], "Ama");
    assert_eq!(player["totalPoints"], total_points);
    assert_eq!(player["level"], 2, "190 points: level 2 starts at 120");
    assert_eq!(player["bestStreak"], 1);
    assert!(player["badges"].as_array().unwrap().contains(&json!("perfect-score")));

    // A second player with fewer points ranks below.
    let other = new_client();
    let s2 = json_of(start(&app, &other, "player-0002", "soil-health-starter", "Kofi").await).await;
    let r2 = json_of(submit(&app, &other, s2["sessionId"].as_str().unwrap(), answers(&keyed("soil-health-starter"), 4), 1.0).await).await;
    assert_eq!(r2["passed"], false);
    assert!(r2["feedback"][0].as_str().unwrap().contains("70% passes"));
    let board = json_of(app.get("/api/quiz/leaderboard").await).await;
    let order: Vec<&str> = board.as_array().unwrap().iter().map(|e| e["playerName"].as_str().unwrap()).collect();
    assert_eq!(order, ["Ama", "Kofi"]);
    let stats = json_of(app.get("/api/community").await).await["stats"].clone();
    let players = stats.as_array().unwrap().iter().find(|s| s["key"] == "quizPlayers").unwrap();
    assert_eq!(players["value"], 2, "the hub counts players who finished a quiz");
    let top = &board[0];
    assert_eq!((top["playerId"].as_str(), top["totalPoints"].as_u64(), top["level"].as_u64()), (Some("player-0001"), Some(total_points), Some(2)));
    assert!(top["badges"].is_array());

    app.sign_in_admin("steward").await;
    assert_eq!(app.request(Method::DELETE, "/api/admin/quiz/players/player-0001", None).await.status(), 204);
    let board = json_of(app.get("/api/quiz/leaderboard").await).await;
    assert_eq!(board.as_array().unwrap().len(), 1, "the removed entry is gone: {board}");
    assert_eq!(board[0]["playerName"], "Kofi");
}

#[tokio::test]
async fn bad_input_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let who = new_client();
    let res = start(&app, &who, "player-0001", "no-such-challenge", "Ama").await;
    assert_eq!(res.status(), 404);
    assert_eq!(app.get("/api/quiz/player/nobody-at-all").await.status(), 404);
    assert_eq!(app.post("/api/quiz/modules/nope/answer", json!({"questionIndex": 0, "answer": 0})).await.status(), 404);
    assert_eq!(app.post("/api/quiz/modules/soil-basics/answer", json!({"questionIndex": 10, "answer": 0})).await.status(), 400);

    let res = start(&app, &who, "player-0001", "soil-health-starter", "   ").await;
    assert_eq!(res.status(), 400);
    assert_eq!(error_of(res).await, "Please enter your name to start the quiz");
    let res = start(&app, &who, "player-0001", "soil-health-starter", &"a".repeat(41)).await;
    assert!(error_of(res).await.contains("at most 40 characters"));
    let res = start(&app, &who, "player-0001", "soil-health-starter", "<img src=x onerror=alert(1)>").await;
    assert!(error_of(res).await.contains("< or >"));
    let res = start(&app, &who, "bad id", "soil-health-starter", "Ama").await;
    assert!(error_of(res).await.contains("playerId"));
    app.sign_in_admin("steward").await;
    json_of(app.request(Method::PUT, "/api/admin/comment-blocklist", Some(json!({"words": ["casino"]}))).await).await;
    let res = start(&app, &who, "player-0001", "soil-health-starter", "Casino Carl").await;
    assert_eq!(res.status(), 400);
    assert!(error_of(res).await.contains("blocked words"));
    let res = app.request_as(&who, Method::POST, "/api/quiz/start-session", Some(json!({"playerId": 7}))).await;
    assert_eq!(res.status(), 400);

    let challenge = keyed("soil-health-starter");
    let started = json_of(start(&app, &who, "player-0001", "soil-health-starter", "Ama").await).await;
    let session = started["sessionId"].as_str().unwrap();
    let first = challenge["questions"][0]["id"].as_str().unwrap();
    let res = submit(&app, &who, session, vec![json!({"questionId": first, "answer": 4})], 1.0).await;
    assert_eq!(res.status(), 400);
    assert!(error_of(res).await.contains("options 0 to 3"));
    let res = submit(&app, &who, session, vec![json!({"questionId": "from-another-quiz", "answer": 0})], 1.0).await;
    assert!(error_of(res).await.contains("not part of this quiz"));
    assert_eq!(submit(&app, &who, "no-such-session", vec![], 1.0).await.status(), 404);
    // Refused answers left the session open: the real submit still counts.
    let result = json_of(submit(&app, &who, session, answers(&challenge, 10), 1.0).await).await;
    assert_eq!(result["score"], 100);
}

#[tokio::test]
async fn only_the_newest_session_counts_and_only_its_browser_plays_the_player() {
    let app = TestApp::spawn().await;
    let who = new_client();
    let challenge = keyed("crop-planning-basics");
    let old = json_of(start(&app, &who, "player-0001", "crop-planning-basics", "Ama").await).await;
    let new = json_of(start(&app, &who, "player-0001", "crop-planning-basics", "Ama").await).await;
    let res = submit(&app, &who, old["sessionId"].as_str().unwrap(), answers(&challenge, 10), 1.0).await;
    assert_eq!(res.status(), 409);
    assert!(error_of(res).await.contains("restarted"));

    let stranger = new_client();
    let res = start(&app, &stranger, "player-0001", "crop-planning-basics", "Not Ama").await;
    assert_eq!(res.status(), 403);
    let res = submit(&app, &stranger, new["sessionId"].as_str().unwrap(), answers(&challenge, 10), 1.0).await;
    assert_eq!(res.status(), 403, "a session id alone does not let another browser submit");
    let player = json_of(app.get("/api/quiz/player/player-0001").await).await;
    assert_eq!((player["playerName"].as_str(), player["totalPoints"].as_u64()), (Some("Ama"), Some(0)));
    json_of(submit(&app, &who, new["sessionId"].as_str().unwrap(), answers(&challenge, 10), 1.0).await).await;
}

#[tokio::test]
async fn starting_sessions_is_limited_per_address_and_admins_can_remove_an_entry() {
    let app = TestApp::spawn().await;
    let who = new_client();
    for _ in 0..10 {
        assert_eq!(start(&app, &who, "player-0001", "soil-health-starter", "Ama").await.status(), 201);
    }
    let res = start(&app, &who, "player-0001", "soil-health-starter", "Ama").await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().get("retry-after").is_some());
    assert!(error_of(res).await.contains("starting quizzes quickly"));

    let res = app.request(Method::DELETE, "/api/admin/quiz/players/player-0001", None).await;
    assert_eq!(res.status(), 401, "guarded");
    app.sign_in_admin("steward").await;
    assert_eq!(app.request(Method::DELETE, "/api/admin/quiz/players/player-0001", None).await.status(), 204);
    assert_eq!(app.get("/api/quiz/player/player-0001").await.status(), 404);
    assert_eq!(app.request(Method::DELETE, "/api/admin/quiz/players/player-0001", None).await.status(), 404);
}
