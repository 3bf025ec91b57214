//! Local stand-ins for services the tests cannot reach, speaking their real protocols so
//! the real client code runs: Stripe's HTTP API, an SMTP server and an OpenAI-compatible LLM.

pub mod llm;
pub mod smtp;
pub mod stripe;
