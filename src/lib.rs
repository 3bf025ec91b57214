//! farmstand: the whole website of a community farm in one executable.
//!
//! `main.rs` only calls [`cli::main`]; integration tests and `xtask` use this library.

pub mod accounts;
pub mod almanac;
pub mod assistant;
pub mod blog;
pub mod catalog;
pub mod cli;
pub mod comments;
pub mod community;
pub mod contact;
pub mod config;
pub mod control;
pub mod courses;
pub mod db;
pub mod downloads;
pub mod files;
pub mod grants;
pub mod ics;
pub mod leads;
pub mod mail;
pub mod mailing_list;
pub mod markdown;
pub mod orders;
pub mod payments;
pub mod plan;
pub mod recipes;
pub mod quiz;
pub mod seed;
pub mod signing;
pub mod site;
pub mod state;
pub mod training;
pub mod weather;
pub mod web;
