//! An optional LLM: any OpenAI-compatible chat-completions endpoint (Ollama, llama.cpp's
//! server, a hosted API). Any failure returns an error and the built-in answer is used.

use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::json;

pub struct Llm {
    client: reqwest::Client,
    url: String,
    model: String,
    api_key: Option<String>,
    /// All visitors together: a hosted API bills per call, and a flood must not run up the bill.
    calls: crate::web::limit::Limiter,
}

#[derive(Deserialize)]
struct Completion {
    choices: Vec<Choice>,
}

#[derive(Deserialize)]
struct Choice {
    message: Message,
}

#[derive(Deserialize)]
struct Message {
    content: String,
}

impl Llm {
    /// `base` is the API root (`http://localhost:11434/v1` for Ollama) or the full
    /// `…/chat/completions` address.
    pub fn new(base: &str, model: &str, api_key: Option<String>, timeout: Duration, max_per_minute: u32) -> anyhow::Result<Llm> {
        let base = base.trim_end_matches('/');
        let url = if base.ends_with("/chat/completions") { base.to_string() } else { format!("{base}/chat/completions") };
        let client = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout.min(Duration::from_secs(5)))
            .build()
            .map_err(|e| anyhow::anyhow!("could not set up the LLM client: {e}"))?;
        let calls = crate::web::limit::Limiter::per_minute(max_per_minute as usize);
        Ok(Llm { client, url, model: model.to_string(), api_key, calls })
    }

    /// Asks the model; returns its answer, or why there is none.
    pub async fn answer(&self, system: &str, message: &str) -> Result<String, String> {
        self.complete(system, message, 400).await
    }

    /// Like [`Llm::answer`], with room for a longer answer (a rewritten farm plan).
    pub async fn complete(&self, system: &str, message: &str, max_tokens: u32) -> Result<String, String> {
        self.calls.check("", Instant::now()).map_err(|_| "over --llm-max-per-minute".to_string())?;
        let body = json!({
            "model": self.model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": message}],
            "temperature": 0.3,
            "max_tokens": max_tokens,
            "stream": false
        });
        let mut request = self.client.post(&self.url).json(&body);
        if let Some(key) = &self.api_key {
            request = request.bearer_auth(key);
        }
        let response = request.send().await.map_err(|e| if e.is_timeout() { "timed out".to_string() } else { e.to_string() })?;
        let status = response.status();
        if !status.is_success() {
            return Err(format!("HTTP {status}"));
        }
        let completion: Completion = response.json().await.map_err(|e| format!("unreadable answer: {e}"))?;
        let text = completion.choices.into_iter().next().map(|c| c.message.content).unwrap_or_default();
        let text = super::guard::clean(&text);
        if text.is_empty() {
            return Err("empty answer".into());
        }
        Ok(text)
    }
}
