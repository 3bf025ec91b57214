//! Local stand-ins for services the tests cannot reach, speaking their real protocols so
//! the real client code runs: Stripe's HTTP API and an SMTP server.

pub mod smtp;
pub mod stripe;
