//! The farm assistant: `POST /api/farmer-bean-response` `{message}` → `{response, emotion}`.
//!
//! Every message passes the input guard and the per-visitor rate limit; critical input is
//! refused politely. The built-in responder (knowledge base + persona, no network) answers
//! by default; an optional OpenAI-compatible LLM may answer instead, and any failure of it
//! falls back to the built-in answer. Every exchange is stored for trainers
//! (`GET /api/admin/conversations`) and purged after the retention period.

pub mod fallback;
pub mod guard;
pub mod knowledge;
pub mod learned;
pub mod eval;
pub mod limit;
pub mod llm;
pub mod persona;
pub mod responder;
pub mod store;

use std::sync::{Arc, PoisonError, RwLock};
use std::time::Instant;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::http::header::SET_COOKIE;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppJson, AppPath, AppQuery, ClientAddr, PageQuery};
use guard::Risk;
use knowledge::Knowledge;
use knowledge::topicality::Topicality;
use learned::{Approved, Learned, Rule};
use persona::Persona;
use responder::{Emotion, Reply, Source};

/// The polite refusal given to critical input.
pub const REFUSAL: &str = "I'm here to help with farming, gardening, food and grants, so I can't help with that. Is there something growing you'd like to talk about?";

/// What the assistant knows and who it is, loaded once from the embedded seed, plus what
/// trainers taught it (replaced whole whenever training changes).
pub struct Assistant {
    pub persona: Persona,
    pub knowledge: Knowledge,
    pub llm: Option<llm::Llm>,
    pub limit: limit::ChatLimit,
    learned: RwLock<Arc<Learned>>,
}

impl Assistant {
    pub fn from_seed(llm: Option<llm::Llm>) -> anyhow::Result<Assistant> {
        let persona = crate::seed::persona().map_err(anyhow::Error::msg)?;
        let files = crate::seed::knowledge_files();
        let files = files.iter().map(|(slug, text)| (slug.clone(), text.as_str()));
        let mut knowledge =
            Knowledge::build_with_examples(files, &crate::seed::knowledge_examples()).map_err(anyhow::Error::msg)?;
        if !knowledge.unplaced_examples.is_empty() {
            tracing::warn!(sections = ?knowledge.unplaced_examples, "example questions for sections the knowledge base lacks");
        }
        knowledge.topicality = Topicality::parse(&crate::seed::topicality()).map_err(anyhow::Error::msg)?;
        Ok(Assistant { persona, knowledge, llm, limit: limit::ChatLimit::default(), learned: RwLock::default() })
    }

    /// The reply to critical input.
    pub fn refusal() -> Reply {
        Reply { text: REFUSAL.to_string(), emotion: Emotion::Neutral, source: Source::Builtin, hits: vec![], trained: false, unsure: false }
    }

    /// Replaces what the assistant learned: the enabled corrections and active instructions.
    pub fn learn(&self, corrections: Vec<Approved>, rules: Vec<Rule>) {
        let learned = Arc::new(Learned::new(corrections, rules, &self.knowledge));
        *self.learned.write().unwrap_or_else(PoisonError::into_inner) = learned;
    }

    fn learned(&self) -> Arc<Learned> {
        self.learned.read().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// The built-in answer to a checked message: no network, the same every time for the
    /// same training.
    pub fn builtin(&self, message: &str) -> Reply {
        responder::respond(message, &self.knowledge, &self.persona, &self.learned())
    }

    /// The LLM's answer when one is configured and the message is not risky; else the built-in one.
    pub async fn answer(&self, checked: &guard::Checked) -> Reply {
        let builtin = self.builtin(&checked.text);
        // A trainer's approved answer is given word for word, never reworded.
        let Some(llm) = self.llm.as_ref().filter(|_| checked.risk < Risk::High && !builtin.trained) else {
            return builtin;
        };
        let mut system = self.persona.system_prompt();
        let rules = self.learned().rules.iter().map(|r| format!("- {}", r.text)).collect::<Vec<_>>();
        if !rules.is_empty() {
            system.push_str("\n\nFollow these instructions from the farm's trainers:\n");
            system.push_str(&rules.join("\n"));
        }
        let passages: Vec<String> = builtin
            .hits
            .iter()
            .take(3)
            .map(|hit| {
                let topic = self.knowledge.topic_of(*hit);
                let hint = self.knowledge.pointers_for(&checked.text, &[*hit]);
                format!("- {}: {} {}", topic.title, self.knowledge.passages[hit.passage].text, hint)
            })
            .collect();
        if !passages.is_empty() {
            system.push_str("\n\nReference passages:\n");
            system.push_str(&passages.join("\n"));
        }
        match llm.answer(&system, &checked.text).await {
            Ok(text) => Reply { text, source: Source::Llm, ..builtin },
            Err(error) => {
                tracing::warn!(%error, "the LLM did not answer; using the built-in reply");
                builtin
            }
        }
    }
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/farmer-bean-response", post(chat))
        .route("/api/admin/conversations", get(conversations))
        .route("/api/farmer-bean-response/{id}/rating", post(rate_reply))
}

#[derive(Deserialize)]
struct ChatBody {
    message: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ChatReply {
    response: String,
    emotion: Emotion,
    /// Lets the visitor rate this reply.
    conversation_id: u64,
}

async fn chat(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    AppJson(body): AppJson<ChatBody>,
) -> AppResult<Response> {
    let checked = guard::check(&body.message).map_err(|e| AppError::bad_request(e.to_string()))?;
    let too_many = |retry_after_secs| AppError::TooManyRequests {
        message: "Whoa, that's a lot of questions at once! Please wait a minute, then ask me again.".into(),
        retry_after_secs,
    };
    let now = Instant::now();
    let limit = &state.assistant.limit;
    limit.check_address(&addr, now).map_err(too_many)?;
    let (visitor, new_cookie) = match state.visitors.of_request(&headers) {
        Some(id) => (id.key(), None),
        None => {
            // Without our cookie the address is the visitor, so dropping cookies gains
            // nothing; the new id counts this message too, so a browser gets 30 in all.
            limit.check(&format!("addr:{addr}"), now).map_err(too_many)?;
            let (id, cookie) = state.visitors.issue(state.config.https());
            (id.key(), Some(cookie))
        }
    };
    limit.check(&visitor, now).map_err(too_many)?;
    if checked.risk >= Risk::High {
        tracing::warn!(risk = ?checked.risk, matched = ?checked.matched, visitor = %visitor, "risky chat message");
    }
    let reply = if checked.risk == Risk::Critical {
        Assistant::refusal()
    } else {
        state.assistant.answer(&checked).await
    };
    let exchange = store::NewExchange {
        message: checked.text,
        reply: reply.text.clone(),
        emotion: reply.emotion,
        risk: checked.risk,
        source: reply.source,
        visitor,
        fallback: reply.is_fallback() && checked.risk < Risk::Critical,
    };
    let conversation_id = state.db.call(move |db| store::record(db, exchange)).await?;
    let mut response =
        Json(ChatReply { response: reply.text, emotion: reply.emotion, conversation_id }).into_response();
    if let Some(cookie) = new_cookie {
        response.headers_mut().append(SET_COOKIE, cookie);
    }
    Ok(response)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ConversationPage {
    conversations: Vec<ConversationView>,
    page: usize,
    per_page: usize,
    total: u64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ConversationView {
    id: u64,
    message: String,
    reply: String,
    emotion: String,
    risk: Risk,
    source: String,
    at: String,
    fallback: bool,
    rating: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ReviewQuery {
    // Not `#[serde(flatten)] PageQuery`: flattened query strings arrive untyped, as text.
    page: Option<usize>,
    per_page: Option<usize>,
    risk: Option<String>,
    fallback: Option<String>,
    rating: Option<String>,
    q: Option<String>,
}

impl ReviewQuery {
    fn filter(&self) -> AppResult<store::ReviewFilter> {
        let risk = match self.risk.as_deref().filter(|r| !r.is_empty()) {
            None => None,
            Some(raw) => Some(
                serde_json::from_value::<Risk>(serde_json::Value::String(raw.to_string()))
                    .map_err(|_| AppError::bad_request("risk must be low, medium, high or critical."))?,
            ),
        };
        let fallback = match self.fallback.as_deref().filter(|f| !f.is_empty()) {
            None => None,
            Some("true") => Some(true),
            Some("false") => Some(false),
            Some(_) => return Err(AppError::bad_request("fallback must be true or false.")),
        };
        let rating = match self.rating.as_deref().filter(|r| !r.is_empty() && *r != "any") {
            None => None,
            Some(r @ ("up" | "down" | "none")) => Some(r.to_string()),
            Some(_) => return Err(AppError::bad_request("rating must be up, down or none.")),
        };
        let text = self.q.as_deref().map(str::trim).filter(|t| !t.is_empty()).map(str::to_lowercase);
        Ok(store::ReviewFilter { risk, fallback, rating, text })
    }
}

/// The review queue: thumbs-down replies first, then the newest.
async fn conversations(State(state): State<AppState>, AppQuery(q): AppQuery<ReviewQuery>) -> AppResult<Json<ConversationPage>> {
    let (page, per_page) = PageQuery { page: q.page, per_page: q.per_page }.resolve(50, 200);
    let filter = q.filter()?;
    let (items, total) = state.db.call(move |db| store::review_page(db, &filter, page, per_page)).await?;
    Ok(Json(ConversationPage {
        conversations: items
            .into_iter()
            .map(|e| ConversationView {
                id: e.id,
                message: e.message,
                reply: e.reply,
                emotion: e.emotion,
                risk: e.risk,
                source: e.source,
                at: crate::db::rfc3339(e.at),
                fallback: e.fallback,
                rating: e.rating,
            })
            .collect(),
        page,
        per_page,
        total,
    }))
}

#[derive(Deserialize)]
struct RatingBody {
    rating: String,
}

/// A visitor's thumbs up or down on a reply they got: anonymous (their signed visitor
/// cookie), once per reply.
async fn rate_reply(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppPath(id): AppPath<u64>,
    AppJson(body): AppJson<RatingBody>,
) -> AppResult<Json<serde_json::Value>> {
    let rating = match body.rating.as_str() {
        r @ ("up" | "down") => r.to_string(),
        _ => return Err(AppError::bad_request("rating must be up or down.")),
    };
    let not_found = || AppError::not_found("There is no answer of yours with this id to rate.");
    let visitor = state.visitors.of_request(&headers).ok_or_else(not_found)?.key();
    match state.db.call(move |db| store::rate(db, id, &visitor, &rating)).await? {
        store::RateOutcome::Rated => Ok(Json(serde_json::json!({ "success": true }))),
        store::RateOutcome::NotFound => Err(not_found()),
        store::RateOutcome::AlreadyRated => Err(AppError::Conflict("You have already rated this answer.".into())),
    }
}
