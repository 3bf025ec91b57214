#![recursion_limit = "256"]
//! Integration tests: the real router and server, a real redb file in a temp dir, and the
//! real binary for command-line journeys.

mod fakes;
mod helpers;

mod accounts;
mod assistant;
mod cli;
mod http;
mod hub;
mod grants;
mod payments;
mod plan;
mod quiz;
mod recipes;
mod site;
mod store;
mod storage;
mod training;
mod visitors_input;
