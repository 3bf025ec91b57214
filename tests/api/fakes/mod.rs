//! Local stand-ins for services the tests cannot reach, speaking their real protocols so
//! the real client code runs: Stripe's HTTP API, an SMTP server, an OpenAI-compatible LLM and
//! Open-Meteo's forecast API.

pub mod llm;
pub mod open_meteo;
pub mod smtp;
pub mod stripe;
