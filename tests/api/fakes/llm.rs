//! A fake OpenAI-compatible chat-completions server (`POST /v1/chat/completions`) that can
//! answer, hang, fail with 500 or send malformed JSON, and keeps every request it got.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{Value, json};

#[derive(Clone, Debug)]
pub enum Behaviour {
    Answer(String),
    Slow(Duration),
    Fail,
    Malformed,
}

#[derive(Clone)]
pub struct FakeLlm {
    pub base: String,
    behaviour: Arc<Mutex<Behaviour>>,
    requests: Arc<Mutex<Vec<Value>>>,
}

impl FakeLlm {
    pub async fn start(behaviour: Behaviour) -> FakeLlm {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind fake LLM");
        let fake = FakeLlm {
            base: format!("http://{}/v1", listener.local_addr().expect("addr")),
            behaviour: Arc::new(Mutex::new(behaviour)),
            requests: Arc::default(),
        };
        let app = Router::new().route("/v1/chat/completions", post(complete)).with_state(fake.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.expect("fake LLM serves") });
        fake
    }

    pub fn set(&self, behaviour: Behaviour) {
        *self.behaviour.lock().unwrap() = behaviour;
    }

    pub fn requests(&self) -> Vec<Value> {
        self.requests.lock().unwrap().clone()
    }
}

async fn complete(State(fake): State<FakeLlm>, Json(body): Json<Value>) -> Response {
    fake.requests.lock().unwrap().push(body);
    let behaviour = fake.behaviour.lock().unwrap().clone();
    match behaviour {
        Behaviour::Answer(text) => Json(json!({
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "fake",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20}
        }))
        .into_response(),
        Behaviour::Slow(wait) => {
            tokio::time::sleep(wait).await;
            Json(json!({"choices": [{"message": {"role": "assistant", "content": "too late"}}]})).into_response()
        }
        Behaviour::Fail => (StatusCode::INTERNAL_SERVER_ERROR, "model crashed").into_response(),
        Behaviour::Malformed => ([("content-type", "application/json")], "{\"choices\": [{\"message\": ").into_response(),
    }
}
