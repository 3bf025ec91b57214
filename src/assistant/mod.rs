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
pub mod limit;
pub mod llm;
pub mod persona;
pub mod responder;
pub mod store;

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
use crate::web::extract::{AppJson, AppQuery, ClientAddr, PageQuery};
use guard::Risk;
use knowledge::Knowledge;
use persona::Persona;
use responder::{Emotion, Reply, Source};

const REFUSAL: &str = "I'm here to help with farming, gardening, food and grants, so I can't help with that. Is there something growing you'd like to talk about?";

/// What the assistant knows and who it is, loaded once from the embedded seed.
pub struct Assistant {
    pub persona: Persona,
    pub knowledge: Knowledge,
    pub llm: Option<llm::Llm>,
    pub limit: limit::ChatLimit,
}

impl Assistant {
    pub fn from_seed(llm: Option<llm::Llm>) -> anyhow::Result<Assistant> {
        let persona = crate::seed::persona().map_err(anyhow::Error::msg)?;
        let files = crate::seed::knowledge_files();
        let knowledge = Knowledge::build(files.iter().map(|(slug, text)| (slug.clone(), text.as_str()))).map_err(anyhow::Error::msg)?;
        Ok(Assistant { persona, knowledge, llm, limit: limit::ChatLimit::default() })
    }

    /// The built-in answer to a checked message: no network, the same every time.
    pub fn builtin(&self, message: &str) -> Reply {
        responder::respond(message, &self.knowledge, &self.persona)
    }

    /// The LLM's answer when one is configured and the message is not risky; else the built-in one.
    pub async fn answer(&self, checked: &guard::Checked) -> Reply {
        let builtin = self.builtin(&checked.text);
        let Some(llm) = self.llm.as_ref().filter(|_| checked.risk < Risk::High) else { return builtin };
        let mut system = self.persona.system_prompt();
        let passages: Vec<String> = builtin
            .hits
            .iter()
            .take(3)
            .map(|hit| {
                let topic = self.knowledge.topic_of(*hit);
                let hint = topic.feature.pointer().unwrap_or("");
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
}

#[derive(Deserialize)]
struct ChatBody {
    message: String,
}

#[derive(Serialize)]
struct ChatReply {
    response: String,
    emotion: Emotion,
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
        Reply { text: REFUSAL.to_string(), emotion: Emotion::Neutral, source: Source::Builtin, hits: vec![] }
    } else {
        state.assistant.answer(&checked).await
    };
    let exchange = store::NewExchange {
        message: checked.text,
        reply: reply.text.clone(),
        emotion: reply.emotion,
        risk: checked.risk,
        source: reply.source,
    };
    state.db.call(move |db| store::record(db, exchange)).await?;
    let mut response = Json(ChatReply { response: reply.text, emotion: reply.emotion }).into_response();
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
}

async fn conversations(State(state): State<AppState>, AppQuery(q): AppQuery<PageQuery>) -> AppResult<Json<ConversationPage>> {
    let (page, per_page) = q.resolve(50, 200);
    let (items, total) = state.db.call(move |db| store::page(db, page, per_page)).await?;
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
            })
            .collect(),
        page,
        per_page,
        total,
    }))
}
