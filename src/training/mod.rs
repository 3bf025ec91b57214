//! The assistant's Training Center and automated training (seed 002 §2, §7; DESIGN §8):
//! every `/api/dexter/*` call, admin-only (the guard layer refuses everyone else).
//!
//! Corrections become approved answers the responder gives before the knowledge base;
//! instructions become behaviour rules; reinforcements become regression examples the
//! assessment replays. After every change the assistant is handed what it learned.

pub mod assess;
pub mod model;
pub mod runs;
pub mod scheduler;
pub mod store;
pub mod tasks;

use axum::extract::State;
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::assistant::guard::{self, Risk};
use crate::assistant::learned::{QuestionKey, Rule};
use crate::assistant::{Assistant, responder::Reply};
use crate::control::LogReport;
use crate::db::{DbError, rfc3339};
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppJson, AppPath};
use model::{Assessment, Correction, HistoryEntry, Instruction, Intensity, Metrics, SchedulerConfig, Session};
use runs::RunError;
use store::{NewCorrection, NewHistory};
use tasks::emotion_label;

/// Test results the Test & Evaluate tab keeps (seed 002 §9).
const TEST_RESULTS_KEPT: usize = 5;
/// History lines the Training History tab shows.
const HISTORY_SHOWN: usize = 100;
/// Assessments in the Performance tab's trend.
const TREND_LENGTH: usize = 30;
/// Longest instruction, scenario, question or answer a trainer may send.
const MAX_TEXT: usize = 4000;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/dexter/daily-tasks", get(daily_tasks))
        .route("/api/dexter/training-history", get(training_history))
        .route("/api/dexter/daily-training", post(daily_training))
        .route("/api/dexter/train", post(train))
        .route("/api/dexter/correct", post(correct))
        .route("/api/dexter/test", post(test))
        .route("/api/dexter/test-results", get(test_results))
        .route("/api/dexter/reinforce", post(reinforce))
        .route("/api/dexter/corrections", get(list_corrections))
        .route("/api/dexter/corrections/{id}", put(update_correction).delete(delete_correction))
        .route("/api/dexter/instructions", get(list_instructions))
        .route("/api/dexter/instructions/{id}", put(update_instruction).delete(delete_instruction))
        .route("/api/dexter/bulk-instructions", get(bulk_instructions))
        .route("/api/dexter/assessments", get(assessments))
        .route("/api/dexter/scheduler/status", get(scheduler_status))
        .route("/api/dexter/scheduler/config", post(scheduler_config))
        .route("/api/dexter/scheduler/start", post(scheduler_start))
        .route("/api/dexter/scheduler/stop", post(scheduler_stop))
        .route("/api/dexter/scheduler/bulk-training", post(bulk_training))
        .route("/api/dexter/scheduler/assessment", post(run_assessment))
}

impl From<RunError> for AppError {
    fn from(e: RunError) -> Self {
        match e {
            RunError::Seed(msg) => AppError::Internal(msg),
            RunError::Db(e) => e.into(),
        }
    }
}

/// A required text field: trimmed, not empty, not huge.
fn required(raw: Option<&str>, empty_message: &str) -> AppResult<String> {
    let text = raw.unwrap_or_default().trim();
    if text.is_empty() {
        return Err(AppError::bad_request(empty_message));
    }
    if text.chars().count() > MAX_TEXT {
        return Err(AppError::bad_request(format!("Please keep it under {MAX_TEXT} characters.")));
    }
    Ok(text.to_string())
}

fn optional(raw: Option<&str>) -> AppResult<String> {
    let text = raw.unwrap_or_default().trim();
    if text.chars().count() > MAX_TEXT {
        return Err(AppError::bad_request(format!("Please keep it under {MAX_TEXT} characters.")));
    }
    Ok(text.to_string())
}

/// Asks the assistant as a visitor would: through the input guard.
fn ask(assistant: &Assistant, question: &str) -> Reply {
    match guard::check(question) {
        Ok(checked) if checked.risk < Risk::Critical => assistant.builtin(&checked.text),
        _ => Assistant::refusal(),
    }
}

async fn daily_tasks() -> AppResult<Json<Vec<model::DailyTask>>> {
    Ok(Json(tasks::daily_tasks().map_err(AppError::Internal)?))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HistoryView {
    id: u64,
    task_type: String,
    date: String,
    ended_at: Option<String>,
    instructions: String,
    actual_response: String,
    correction_needed: bool,
    correction_message: Option<String>,
    reinforcement: Option<String>,
    passed: Option<bool>,
    outcome: Option<String>,
}

impl From<HistoryEntry> for HistoryView {
    fn from(e: HistoryEntry) -> Self {
        HistoryView {
            id: e.id,
            task_type: e.task_type,
            date: rfc3339(e.at),
            ended_at: e.ended_at.map(rfc3339),
            instructions: e.instructions,
            actual_response: e.actual_response,
            correction_needed: e.correction_needed,
            correction_message: e.correction_message,
            reinforcement: e.reinforcement,
            passed: e.passed,
            outcome: e.outcome,
        }
    }
}

async fn training_history(State(state): State<AppState>) -> AppResult<Json<Vec<HistoryView>>> {
    let entries = state.db.call(|db| store::history(db, HISTORY_SHOWN)).await?;
    Ok(Json(entries.into_iter().map(HistoryView::from).collect()))
}

async fn daily_training(State(state): State<AppState>) -> AppResult<Json<Value>> {
    let s = state.clone();
    let results = state.db.call(move |db| runs::daily_training(db, &s.assistant, "daily", &LogReport)).await?;
    let results: Vec<Value> = results
        .iter()
        .map(|r| {
            json!({
                "taskId": r.task.id,
                "title": r.task.title,
                "passed": r.passed,
                "problems": r.problems,
                "response": r.reply.text,
                "emotion": emotion_label(r.reply.emotion),
            })
        })
        .collect();
    Ok(Json(json!({ "success": true, "results": results })))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct TrainRequest {
    task_id: Option<String>,
    instruction: Option<String>,
    expected_response: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RuleView {
    id: u64,
    kind: &'static str,
    summary: String,
    applies_without_llm: bool,
}

/// Custom Training: the instruction becomes an active rule, and the reply shows what the
/// assistant now says to a question it bears on (the task's, the rule's topic, or a sample).
async fn train(State(state): State<AppState>, AppJson(body): AppJson<TrainRequest>) -> AppResult<Json<Value>> {
    let instruction = required(body.instruction.as_deref(), "Please enter a training instruction.")?;
    let expected = optional(body.expected_response.as_deref())?;
    let task = match body.task_id.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        Some(id) => Some(
            tasks::daily_tasks()
                .map_err(AppError::Internal)?
                .into_iter()
                .find(|t| t.id == id)
                .ok_or_else(|| AppError::not_found(format!("There is no daily task \"{id}\".")))?,
        ),
        None => None,
    };
    let rule = Rule::new(0, &instruction);
    // A question typed into Custom Training is answered, not stored as a rule.
    let is_question = !rule.kind.applies_without_llm() && instruction.ends_with('?');
    let s = state.clone();
    let (session, saved) = state
        .db
        .call(move |db| {
            let saved = if is_question {
                None
            } else {
                let saved = store::add_instructions(db, std::slice::from_ref(&instruction), "custom", vec![])?;
                runs::reload(db, &s.assistant)?;
                saved.into_iter().next()
            };
            let question = match (&task, &rule.kind) {
                (Some(task), _) => task.question.clone(),
                (None, _) if is_question => instruction.clone(),
                (None, crate::assistant::learned::RuleKind::Pointer { topic: Some(topic), .. })
                | (None, crate::assistant::learned::RuleKind::Route { topic, .. }) => format!("Can you tell me about {topic}?"),
                _ => "How do I start a compost pile?".to_string(),
            };
            let reply = ask(&s.assistant, &question);
            let history = NewHistory {
                task_type: "custom".into(),
                instructions: instruction.clone(),
                actual_response: reply.text.clone(),
                passed: (!expected.is_empty()).then(|| reply.text.to_lowercase().contains(&expected.to_lowercase())),
                ..Default::default()
            };
            let session = store::add_session(db, "train", &question, &expected, &reply.text, emotion_label(reply.emotion), history)?;
            Ok::<_, DbError>((session, saved))
        })
        .await?;
    let rule = Rule::new(0, saved.as_ref().map_or("", |i| i.text.as_str()));
    let view = match saved {
        Some(i) => RuleView { id: i.id, kind: rule.kind.label(), summary: rule.kind.summary(), applies_without_llm: rule.kind.applies_without_llm() },
        None => RuleView {
            id: 0,
            kind: "question",
            summary: "A question, not an instruction: this is how the assistant answers it now. Send a correction if it is wrong.".into(),
            applies_without_llm: true,
        },
    };
    Ok(Json(json!({
        "success": true,
        "sessionId": session.public_id(),
        "question": session.question,
        "response": session.response,
        "emotion": session.emotion,
        "rule": view,
    })))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct TestRequest {
    scenario: Option<String>,
    expected_behavior: Option<String>,
}

fn test_view(s: &Session) -> Value {
    json!({
        "scenario": s.question,
        "expectedBehavior": s.expected,
        "actualResponse": s.response,
        "emotion": s.emotion,
        "sessionId": s.public_id(),
    })
}

async fn test(State(state): State<AppState>, AppJson(body): AppJson<TestRequest>) -> AppResult<Json<Value>> {
    let scenario = required(body.scenario.as_deref(), "Please enter a test scenario.")?;
    let expected = optional(body.expected_behavior.as_deref())?;
    let s = state.clone();
    let session = state
        .db
        .call(move |db| {
            let reply = ask(&s.assistant, &scenario);
            let history = NewHistory {
                task_type: "test".into(),
                instructions: scenario.clone(),
                actual_response: reply.text.clone(),
                ..Default::default()
            };
            store::add_session(db, "test", &scenario, &expected, &reply.text, emotion_label(reply.emotion), history)
        })
        .await?;
    Ok(Json(test_view(&session)))
}

async fn test_results(State(state): State<AppState>) -> AppResult<Json<Vec<Value>>> {
    let sessions = state.db.call(|db| store::recent_sessions(db, "test", TEST_RESULTS_KEPT)).await?;
    Ok(Json(sessions.iter().map(test_view).collect()))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CorrectRequest {
    session_id: Option<String>,
    conversation_id: Option<u64>,
    question: Option<String>,
    incorrect_response: Option<String>,
    correction_message: Option<String>,
    reinforcement: Option<String>,
}

/// A correction: the approved answer to the question of a session, a stored conversation,
/// or (general) the question given; a close duplicate is updated rather than added.
async fn correct(State(state): State<AppState>, AppJson(body): AppJson<CorrectRequest>) -> AppResult<Json<Value>> {
    let answer = required(body.correction_message.as_deref(), "Please enter the correction message.")?;
    let incorrect = optional(body.incorrect_response.as_deref())?;
    let reinforcement = optional(body.reinforcement.as_deref())?;
    let session_id = body.session_id.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    let general_question = optional(body.question.as_deref())?;
    let conversation_id = body.conversation_id;
    let s = state.clone();
    let (correction, updated) = state
        .db
        .call(move |db| {
            let (question, source) = if let Some(raw) = &session_id {
                let session = Session::parse_id(raw).map(|id| store::session(db, id)).transpose()?.flatten();
                let session = session.ok_or_else(|| AppError::not_found(format!("There is no training session \"{raw}\".")))?;
                (session.question, "session")
            } else if let Some(id) = conversation_id {
                let exchange = crate::assistant::store::get(db, id)?
                    .ok_or_else(|| AppError::not_found(format!("There is no conversation {id}.")))?;
                (exchange.message, "conversation")
            } else if !general_question.is_empty() {
                (general_question, "general")
            } else {
                return Err(AppError::bad_request(
                    "A general correction needs the question it answers: fill in the question, or give a session id.",
                ));
            };
            let key = QuestionKey::of(&question, &s.assistant.knowledge);
            let same = |c: &Correction| {
                let other = QuestionKey::of(&c.question, &s.assistant.knowledge);
                other.same_question(&key) || key.same_question(&other)
            };
            let history = NewHistory {
                task_type: "correction".into(),
                instructions: question.clone(),
                actual_response: incorrect.clone(),
                correction_message: Some(answer.clone()),
                reinforcement: Some(reinforcement.clone()),
                ..Default::default()
            };
            let new = NewCorrection { question, answer, incorrect_response: incorrect, reinforcement, source: source.into() };
            let saved = store::save_correction(db, new, same, history)?;
            runs::reload(db, &s.assistant)?;
            Ok::<_, AppError>(saved)
        })
        .await?;
    Ok(Json(json!({ "success": true, "updated": updated, "correction": correction_view(&correction) })))
}

fn correction_view(c: &Correction) -> Value {
    json!({
        "id": c.id,
        "question": c.question,
        "answer": c.answer,
        "incorrectResponse": c.incorrect_response,
        "enabled": c.enabled,
        "source": c.source,
        "createdAt": rfc3339(c.created_at),
        "updatedAt": rfc3339(c.updated_at),
    })
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ReinforceRequest {
    good_response: Option<String>,
    reinforcement_message: Option<String>,
    session_id: Option<String>,
}

/// A reinforced answer: kept with its question as a regression example for assessments.
async fn reinforce(State(state): State<AppState>, AppJson(body): AppJson<ReinforceRequest>) -> AppResult<Json<Value>> {
    let answer = required(body.good_response.as_deref(), "Please include the response to reinforce.")?;
    let message = optional(body.reinforcement_message.as_deref())?;
    let session_id = body.session_id.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    state
        .db
        .call(move |db| {
            let session = match &session_id {
                Some(raw) => Some(
                    Session::parse_id(raw)
                        .map(|id| store::session(db, id))
                        .transpose()?
                        .flatten()
                        .ok_or_else(|| AppError::not_found(format!("There is no training session \"{raw}\".")))?,
                ),
                None => store::session_with_response(db, &answer)?,
            };
            let question = session.map(|s| s.question);
            let history = NewHistory {
                task_type: "reinforcement".into(),
                instructions: question.clone().unwrap_or_else(|| "Positive reinforcement".into()),
                actual_response: answer.clone(),
                reinforcement: Some(if message.is_empty() { "Good response".to_string() } else { message.clone() }),
                passed: Some(true),
                ..Default::default()
            };
            store::add_reinforcement(db, question, &answer, &message, history)?;
            Ok::<_, AppError>(())
        })
        .await?;
    Ok(Json(json!({ "success": true })))
}

async fn list_corrections(State(state): State<AppState>) -> AppResult<Json<Vec<Value>>> {
    let all = state.db.call(store::corrections).await?;
    Ok(Json(all.iter().map(correction_view).collect()))
}

#[derive(Deserialize)]
struct CorrectionChange {
    question: Option<String>,
    answer: Option<String>,
    enabled: Option<bool>,
}

async fn update_correction(
    State(state): State<AppState>,
    AppPath(id): AppPath<u64>,
    AppJson(body): AppJson<CorrectionChange>,
) -> AppResult<Json<Value>> {
    let question = body.question.as_deref().map(|q| required(Some(q), "The question cannot be empty.")).transpose()?;
    let answer = body.answer.as_deref().map(|a| required(Some(a), "The answer cannot be empty.")).transpose()?;
    let s = state.clone();
    let updated = state
        .db
        .call(move |db| {
            let updated = store::update_correction(db, id, |c| {
                if let Some(q) = question {
                    c.question = q;
                }
                if let Some(a) = answer {
                    c.answer = a;
                }
                if let Some(e) = body.enabled {
                    c.enabled = e;
                }
            })?;
            runs::reload(db, &s.assistant)?;
            Ok::<_, DbError>(updated)
        })
        .await?
        .ok_or_else(|| AppError::not_found(format!("There is no correction {id}.")))?;
    Ok(Json(correction_view(&updated)))
}

async fn delete_correction(State(state): State<AppState>, AppPath(id): AppPath<u64>) -> AppResult<Json<Value>> {
    let s = state.clone();
    let removed = state
        .db
        .call(move |db| {
            let removed = store::delete_correction(db, id)?;
            runs::reload(db, &s.assistant)?;
            Ok::<_, DbError>(removed)
        })
        .await?;
    if !removed {
        return Err(AppError::not_found(format!("There is no correction {id}.")));
    }
    Ok(Json(json!({ "success": true })))
}

fn instruction_view(i: &Instruction) -> Value {
    let kind = crate::assistant::learned::parse_rule(&i.text);
    json!({
        "id": i.id,
        "text": i.text,
        "kind": kind.label(),
        "summary": kind.summary(),
        "appliesWithoutLlm": kind.applies_without_llm(),
        "active": i.active,
        "origin": i.origin,
        "createdAt": rfc3339(i.created_at),
    })
}

async fn list_instructions(State(state): State<AppState>) -> AppResult<Json<Vec<Value>>> {
    let all = state.db.call(store::instructions).await?;
    Ok(Json(all.iter().map(instruction_view).collect()))
}

#[derive(Deserialize)]
struct InstructionChange {
    active: bool,
}

async fn update_instruction(
    State(state): State<AppState>,
    AppPath(id): AppPath<u64>,
    AppJson(body): AppJson<InstructionChange>,
) -> AppResult<Json<Value>> {
    let s = state.clone();
    let updated = state
        .db
        .call(move |db| {
            let updated = store::set_instruction_active(db, id, body.active)?;
            runs::reload(db, &s.assistant)?;
            Ok::<_, DbError>(updated)
        })
        .await?
        .ok_or_else(|| AppError::not_found(format!("There is no instruction {id}.")))?;
    Ok(Json(instruction_view(&updated)))
}

async fn delete_instruction(State(state): State<AppState>, AppPath(id): AppPath<u64>) -> AppResult<Json<Value>> {
    let s = state.clone();
    let removed = state
        .db
        .call(move |db| {
            let removed = store::delete_instruction(db, id)?;
            runs::reload(db, &s.assistant)?;
            Ok::<_, DbError>(removed)
        })
        .await?;
    if !removed {
        return Err(AppError::not_found(format!("There is no instruction {id}.")));
    }
    Ok(Json(json!({ "success": true })))
}

async fn bulk_instructions() -> AppResult<Json<Vec<model::BulkInstruction>>> {
    Ok(Json(tasks::bulk_instructions().map_err(AppError::Internal)?))
}

fn metrics_view(a: &Assessment) -> Value {
    let Metrics { response_quality, memory_retention, feature_suggestions, conversational_flow } = a.metrics;
    json!({
        "responseQuality": response_quality,
        "memoryRetention": memory_retention,
        "featureSuggestions": feature_suggestions,
        "conversationalFlow": conversational_flow,
        "lastAssessment": rfc3339(a.at),
    })
}

async fn assessments(State(state): State<AppState>) -> AppResult<Json<Vec<Value>>> {
    let recent = state.db.call(|db| store::recent_assessments(db, TREND_LENGTH)).await?;
    Ok(Json(
        recent
            .iter()
            .map(|a| {
                let mut v = metrics_view(a);
                v["at"] = json!(rfc3339(a.at));
                v["questions"] = json!(a.questions);
                v["corrections"] = json!(a.corrections);
                v["reinforcements"] = json!(a.reinforcements);
                v["trigger"] = json!(a.trigger);
                v
            })
            .collect(),
    ))
}

async fn scheduler_status(State(state): State<AppState>) -> AppResult<Json<Value>> {
    let (config, last) = state
        .db
        .call(|db| Ok::<_, DbError>((store::scheduler_config(db)?, store::recent_assessments(db, 1)?.pop())))
        .await?;
    let next = state.scheduler.next_runs().await;
    Ok(Json(json!({
        "config": config,
        "metrics": last.as_ref().map(metrics_view),
        "nextRuns": next,
    })))
}

/// Reads a configuration from `{config: {...}}` or the object itself, every field checked
/// and named when wrong; fields left out keep their stored value.
fn parse_config(body: &Value, current: SchedulerConfig) -> AppResult<SchedulerConfig> {
    let raw = body.get("config").filter(|c| c.is_object()).unwrap_or(body);
    let Some(fields) = raw.as_object() else {
        return Err(AppError::bad_request("The configuration must be a JSON object."));
    };
    let mut config = current;
    let flag = |name: &str, slot: &mut bool| -> AppResult<()> {
        match fields.get(name) {
            None => Ok(()),
            Some(Value::Bool(b)) => {
                *slot = *b;
                Ok(())
            }
            Some(_) => Err(AppError::bad_request(format!("{name} must be true or false."))),
        }
    };
    flag("enabled", &mut config.enabled)?;
    flag("continuousMonitoring", &mut config.continuous_monitoring)?;
    flag("bulkTrainingEnabled", &mut config.bulk_training_enabled)?;
    flag("adaptiveTraining", &mut config.adaptive_training)?;
    if let Some(time) = fields.get("dailyTrainingTime") {
        let time = time.as_str().ok_or_else(|| AppError::bad_request("dailyTrainingTime must be a time as HH:MM, such as 06:00."))?;
        model::parse_hh_mm(time).map_err(AppError::bad_request)?;
        config.daily_training_time = time.trim().to_string();
    }
    if let Some(intensity) = fields.get("trainingIntensity") {
        config.training_intensity = intensity.as_str().and_then(Intensity::parse).ok_or_else(|| {
            AppError::bad_request("trainingIntensity must be one of light, moderate, intensive or bulk.")
        })?;
    }
    Ok(config)
}

async fn save_config(state: &AppState, change: impl FnOnce(SchedulerConfig) -> AppResult<SchedulerConfig> + Send + 'static) -> AppResult<SchedulerConfig> {
    let config = state
        .db
        .call(move |db| {
            let config = change(store::scheduler_config(db)?)?;
            store::set_scheduler_config(db, &config)?;
            Ok::<_, AppError>(config)
        })
        .await?;
    state.scheduler.apply(state, &config).await.map_err(|e| AppError::Internal(format!("could not schedule training: {e}")))?;
    Ok(config)
}

async fn scheduler_config(State(state): State<AppState>, AppJson(body): AppJson<Value>) -> AppResult<Json<Value>> {
    let config = save_config(&state, move |current| parse_config(&body, current)).await?;
    Ok(Json(json!({ "success": true, "config": config })))
}

async fn scheduler_start(State(state): State<AppState>) -> AppResult<Json<Value>> {
    save_config(&state, |c| Ok(SchedulerConfig { enabled: true, ..c })).await?;
    Ok(Json(json!({ "success": true })))
}

async fn scheduler_stop(State(state): State<AppState>) -> AppResult<Json<Value>> {
    save_config(&state, |c| Ok(SchedulerConfig { enabled: false, ..c })).await?;
    Ok(Json(json!({ "success": true })))
}

async fn bulk_training(State(state): State<AppState>) -> AppResult<Json<Value>> {
    let s = state.clone();
    let n = state.db.call(move |db| runs::bulk_training(db, &s.assistant, "bulk")).await?;
    Ok(Json(json!({ "success": true, "instructions": n })))
}

async fn run_assessment(State(state): State<AppState>) -> AppResult<Json<Value>> {
    let s = state.clone();
    let assessment = state.db.call(move |db| runs::assessment(db, &s.assistant, "manual", &LogReport)).await?;
    Ok(Json(json!({ "success": true, "metrics": metrics_view(&assessment), "summary": assessment.summary() })))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn configs_are_checked_field_by_field() {
        let current = SchedulerConfig::default();
        let changed = parse_config(&json!({"config": {"trainingIntensity": "bulk", "enabled": false}}), current.clone()).unwrap();
        assert_eq!(changed.training_intensity, Intensity::Bulk);
        assert!(!changed.enabled);
        assert_eq!(changed.daily_training_time, "06:00", "fields left out keep their value");
        let err = parse_config(&json!({"dailyTrainingTime": "25:00"}), current.clone()).unwrap_err();
        assert!(err.to_string().contains("dailyTrainingTime"), "{err}");
        let err = parse_config(&json!({"trainingIntensity": "extreme"}), current.clone()).unwrap_err();
        assert!(err.to_string().contains("trainingIntensity"), "{err}");
        let err = parse_config(&json!({"enabled": "yes"}), current).unwrap_err();
        assert!(err.to_string().contains("enabled"), "{err}");
    }
}
