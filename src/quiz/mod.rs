//! The quizzes: the simple quiz of /courses (seed 000) and the quiz challenge of
//! /quiz-challenge with points, levels, badges and a leaderboard (seed 001). The server is
//! the only judge: no payload carries an answer key before the answer is given, sessions are
//! timed by the server's clock, and a session is submitted once.

pub mod model;
pub mod scoring;
pub mod store;

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::db::rfc3339;
use crate::state::AppState;
use crate::web::dates::{today_local, ymd};
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath, ClientAddr};
use crate::web::limit::AddressAndGlobal;
use model::{ChallengeView, Content, ModuleView};
use scoring::{Answer, Progress};
use store::{Player, Refusal};

/// Players the leaderboard lists.
const LEADERBOARD_SIZE: usize = 100;

/// Sessions started: 10 a minute per address (the issue's), 300 a minute for everyone.
pub fn limit() -> AddressAndGlobal {
    AddressAndGlobal::per_minute(10, 300)
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/quiz/modules", get(modules))
        .route("/api/quiz/modules/{id}/answer", post(answer_module))
        .route("/api/quiz/challenges", get(challenges))
        .route("/api/quiz/daily-challenge", get(daily_challenge))
        .route("/api/quiz/leaderboard", get(leaderboard))
        .route("/api/quiz/player/{id}", get(player))
        .route("/api/quiz/start-session", post(start_session))
        .route("/api/quiz/submit-session", post(submit_session))
        .route("/api/admin/quiz/players/{id}", delete(remove_player))
}

fn content() -> AppResult<&'static Content> {
    model::content().map_err(AppError::Internal)
}

fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

/// The farm's local day as a count: the daily challenge turns with it.
fn days_since_epoch() -> i64 {
    // 2 440 588 is the Julian day number of 1970-01-01.
    i64::from(today_local().to_julian_day()) - 2_440_588
}

async fn modules() -> AppResult<Json<Vec<ModuleView<'static>>>> {
    Ok(Json(content()?.modules.iter().map(ModuleView::from).collect()))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ModuleAnswerBody {
    question_index: usize,
    answer: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ModuleAnswer {
    question_index: usize,
    answer: usize,
    correct: usize,
    is_correct: bool,
    explanation: String,
}

/// Judges one answer of the simple quiz, and only then says which option was right and why.
async fn answer_module(
    AppPath(id): AppPath<String>,
    AppJson(body): AppJson<ModuleAnswerBody>,
) -> AppResult<Json<ModuleAnswer>> {
    let module = content()?.module(&id).ok_or_else(|| AppError::not_found("There is no quiz module with this id."))?;
    let question = module.questions.get(body.question_index).ok_or_else(|| {
        AppError::bad_request(format!("questionIndex must be 0 to {}.", module.questions.len() - 1))
    })?;
    if body.answer >= question.options.len() {
        return Err(AppError::bad_request(format!("answer must be 0 to {}.", question.options.len() - 1)));
    }
    Ok(Json(ModuleAnswer {
        question_index: body.question_index,
        answer: body.answer,
        correct: question.correct,
        is_correct: body.answer == question.correct,
        explanation: question.explanation.clone(),
    }))
}

async fn challenges() -> AppResult<Json<Vec<ChallengeView<'static>>>> {
    Ok(Json(content()?.challenges.iter().map(ChallengeView::from).collect()))
}

async fn daily_challenge() -> AppResult<Json<ChallengeView<'static>>> {
    let daily = content()?.daily(days_since_epoch()).ok_or_else(|| AppError::not_found("There are no challenges yet."))?;
    Ok(Json(ChallengeView::from(daily)))
}

/// A leaderboard entry (seed 001 §3).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Entry {
    player_id: String,
    player_name: String,
    level: u32,
    badges: Vec<String>,
    total_points: u64,
}

async fn leaderboard(State(state): State<AppState>) -> AppResult<Json<Vec<Entry>>> {
    let players = state.db.call(|db| store::leaderboard(db, LEADERBOARD_SIZE)).await?;
    Ok(Json(
        players
            .into_iter()
            .map(|p| Entry {
                level: scoring::level_for(p.progress.total_points),
                player_id: p.id,
                player_name: p.name,
                badges: p.progress.badges,
                total_points: p.progress.total_points,
            })
            .collect(),
    ))
}

/// A player (seed 001 §3), with what the dashboard shows besides.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlayerView {
    player_id: String,
    player_name: String,
    total_points: u64,
    level: u32,
    /// Where the current level starts and the next begins, for a progress bar.
    level_start: u64,
    next_level_at: u64,
    badges: Vec<String>,
    streak: u32,
    best_streak: u32,
    quizzes_taken: u32,
    passed_challenges: Vec<String>,
}

fn player_view(p: Player) -> PlayerView {
    let Progress { total_points, quizzes_taken, streak, best_streak, badges, passed, .. } = p.progress;
    let level = scoring::level_for(total_points);
    PlayerView {
        player_id: p.id,
        player_name: p.name,
        total_points,
        level,
        level_start: scoring::level_start(level),
        next_level_at: scoring::level_start(level + 1),
        badges,
        streak,
        best_streak,
        quizzes_taken,
        passed_challenges: passed.into_iter().collect(),
    }
}

async fn player(State(state): State<AppState>, AppPath(id): AppPath<String>) -> AppResult<Json<PlayerView>> {
    let player = state.db.call(move |db| store::player(db, &id)).await?;
    let player = player.ok_or_else(|| AppError::not_found("There is no player with this id."))?;
    Ok(Json(player_view(player)))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct StartBody {
    player_id: String,
    challenge_id: String,
    player_name: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Started {
    session_id: String,
    start_time: String,
    /// When the server stops counting answers (the time limit; a short grace follows).
    ends_at: String,
    time_limit: u32,
}

fn refused(refusal: Refusal) -> AppError {
    match refusal {
        Refusal::NotFound => AppError::not_found("There is no quiz session with this id. Please start the quiz again."),
        Refusal::NotYours => AppError::Forbidden(
            "This player belongs to another browser. Clear the quiz's saved name to play as a new player.".into(),
        ),
        Refusal::Submitted => AppError::Conflict("This quiz session was already submitted.".into()),
        Refusal::Replaced => {
            AppError::Conflict("This quiz was restarted; only the newest session can be submitted.".into())
        }
        Refusal::Invalid(message) => AppError::BadRequest(message),
    }
}

async fn start_session(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    AppJson(body): AppJson<StartBody>,
) -> AppResult<Response> {
    let player_id = model::check_player_id(&body.player_id).map_err(AppError::BadRequest)?.to_string();
    let challenge = content()?
        .challenge(&body.challenge_id)
        .ok_or_else(|| AppError::not_found("There is no challenge with this id."))?;
    let blocklist = state.db.call(crate::comments::store::blocklist).await?;
    let name = model::check_name(&body.player_name, &blocklist).map_err(AppError::BadRequest)?;
    let now = Instant::now();
    state.quiz_limit.admit(&addr, now, "You're starting quizzes quickly! Please wait a minute and try again.")?;
    let visitor = crate::comments::visitor(&state, &headers, &addr, now)?;
    let (owner, challenge_id, time_limit) = (visitor.pseudonym.clone(), challenge.id.clone(), challenge.time_limit);
    let started = now_ms();
    let session = state
        .db
        .call(move |db| store::start(db, &player_id, &name, &owner, &challenge_id, started))
        .await?
        .map_err(refused)?;
    let started_secs = session.started_at_ms / 1000;
    let body = Started {
        session_id: session.id,
        start_time: rfc3339(started_secs),
        ends_at: rfc3339(started_secs + i64::from(time_limit)),
        time_limit,
    };
    Ok(crate::comments::with_cookie((StatusCode::CREATED, Json(body)).into_response(), visitor.cookie))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct SubmitBody {
    session_id: String,
    answers: Vec<Answer>,
    /// The browser's own count; informational only: the server's clock decides.
    #[serde(default)]
    #[allow(dead_code)]
    time_elapsed: Option<f64>,
}

/// A result (seed 001 §3), with the review of every question now that it is over.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ResultView {
    score: u32,
    passed: bool,
    points_earned: u32,
    correct_answers: u32,
    total_questions: u32,
    badge_earned: Option<String>,
    new_achievements: Vec<String>,
    feedback: Vec<String>,
    points_added: u32,
    total_points: u64,
    level: u32,
    /// Seconds by the server's clock.
    elapsed_seconds: u64,
    review: Vec<scoring::Review>,
}

async fn submit_session(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(body): AppJson<SubmitBody>,
) -> AppResult<Json<serde_json::Value>> {
    let owner = crate::comments::known_visitor(&state, &headers).unwrap_or_default();
    let content = content()?;
    let today = today_local();
    let (today, yesterday) = (ymd(today), ymd(today.previous_day().unwrap_or(today)));
    let daily = content.daily(days_since_epoch()).map(|c| c.id.clone());
    let SubmitBody { session_id, answers, .. } = body;
    let judge = move |session: &store::Session, player: &mut Player, elapsed: u64| {
        let challenge = content.challenge(&session.challenge_id).ok_or("This challenge is no longer offered.")?;
        let judged = scoring::judge(challenge, &answers, elapsed)?;
        let progress = &mut player.progress;
        let applied = scoring::apply(progress, content, challenge, &judged, &today, &yesterday, daily.as_deref());
        let result = ResultView {
            score: judged.score,
            passed: judged.passed,
            points_earned: judged.points,
            correct_answers: judged.correct,
            total_questions: judged.total,
            badge_earned: applied.new_badges.first().cloned(),
            feedback: scoring::feedback(&judged, &applied, progress),
            new_achievements: applied.new_badges,
            points_added: applied.points_added,
            total_points: progress.total_points,
            level: applied.level_after,
            elapsed_seconds: elapsed,
            review: judged.review,
        };
        serde_json::to_value(result).map_err(|e| e.to_string())
    };
    let now = now_ms();
    let result = state.db.call(move |db| store::submit(db, &session_id, &owner, now, judge)).await?.map_err(refused)?;
    Ok(Json(result))
}

async fn remove_player(
    State(state): State<AppState>,
    _admin: AdminUser,
    AppPath(id): AppPath<String>,
) -> AppResult<StatusCode> {
    let existed = state.db.call(move |db| store::remove_player(db, &id)).await?;
    if existed { Ok(StatusCode::NO_CONTENT) } else { Err(AppError::not_found("There is no player with this id.")) }
}
