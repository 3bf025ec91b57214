//! Operator commands (`admin`, `seed`, `backup`) and the control socket that lets them run
//! while `serve` holds the database.
//!
//! redb allows one process per file. When `serve` runs, it listens on a Unix socket in the
//! data dir (mode 0600); the CLI sends its [`Command`] there and the server executes it with
//! the very same [`execute`] the CLI would run on its own, streaming progress back.

pub mod socket;

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::accounts::signup::{SignupError, create_account};
use crate::accounts::{password, store as accounts, user::{NewPassword, Role}};
use crate::assistant::Assistant;
use crate::db::{Db, DbError};
use crate::training::runs;

/// Hears about progress of long commands (a progress bar, log lines, or the socket).
pub trait Report: Send + Sync {
    fn progress(&self, done: u64, total: u64, label: &str);
}

/// A report that only logs; used for the automatic seeding at first start.
pub struct LogReport;

impl Report for LogReport {
    fn progress(&self, done: u64, total: u64, label: &str) {
        tracing::info!(done, total, label, "progress");
    }
}

/// A command an operator can run, locally or through the socket.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "kebab-case")]
pub enum Command {
    AdminAdd { username: String, email: Option<String>, password: String },
    AdminList,
    AdminPasswd { username: String, password: String },
    AdminRemove { username: String },
    Seed { force: bool },
    Backup { out: PathBuf },
    /// Returns the export itself as the command's output.
    OrdersExport { format: crate::orders::Format, since: Option<i64> },
    /// The daily training tasks, or the bulk instructions.
    Train { bulk: bool },
    /// An assessment of the assistant.
    Assess,
    /// Programs fetched from Grants.gov by the command line, to add or update.
    GrantsImport { programs: Vec<crate::grants::model::Program>, found: usize },
}

impl Command {
    /// Commands that may create a database file where none exists yet.
    pub fn may_create_database(&self) -> bool {
        matches!(self, Command::AdminAdd { .. } | Command::Seed { .. })
    }
}

/// Why a command failed: the operator's input, or storage.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    #[error("{0}")]
    Invalid(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<crate::seed::SeedError> for CommandError {
    fn from(e: crate::seed::SeedError) -> Self {
        match e {
            crate::seed::SeedError::Db(e) => CommandError::Db(e),
            other => CommandError::Invalid(other.to_string()),
        }
    }
}

/// Runs a command against an open database and returns what to print (possibly several
/// lines; training commands end with a one-line summary). `assistant` is the running
/// server's; without one (no server), training commands load their own from the seed.
pub fn execute(db: &Db, assistant: Option<&Assistant>, command: Command, report: &dyn Report) -> Result<String, CommandError> {
    match command {
        Command::Train { .. } | Command::Assess => {
            let own;
            let assistant = match assistant {
                Some(a) => a,
                None => {
                    own = Assistant::from_seed(None).map_err(|e| CommandError::Invalid(e.to_string()))?;
                    runs::reload(db, &own)?;
                    &own
                }
            };
            train(db, assistant, command, report)
        }
        Command::AdminAdd { username, email, password } => {
            let email = email.unwrap_or_default();
            match create_account(db, &username, &email, &password, Role::Admin) {
                Ok(user) => Ok(format!("administrator '{}' created", user.username)),
                Err(SignupError::Taken) => {
                    Err(CommandError::Invalid(format!("the username '{}' is already taken", username.trim())))
                }
                Err(SignupError::Invalid(msg)) => Err(CommandError::Invalid(msg)),
                Err(SignupError::Db(e)) => Err(e.into()),
            }
        }
        Command::AdminList => {
            let admins = accounts::list_users(db, Role::Admin)?;
            if admins.is_empty() {
                return Ok("no administrators yet; create one with: farmstand admin add --username NAME".into());
            }
            let rows: Vec<String> = admins
                .iter()
                .map(|u| {
                    let created = time::OffsetDateTime::from_unix_timestamp(u.created_at)
                        .map(|t| t.date().to_string())
                        .unwrap_or_default();
                    format!("{}\t{}\tcreated {}", u.username, if u.email.is_empty() { "-" } else { &u.email }, created)
                })
                .collect();
            Ok(rows.join("\n"))
        }
        Command::AdminPasswd { username, password } => {
            let password = NewPassword::parse(&password).map_err(CommandError::Invalid)?;
            match accounts::set_password(db, &username, Role::Admin, password::hash(password.as_str()))? {
                Some(u) => Ok(format!("password of '{}' changed; their sessions were signed out", u.username)),
                None => Err(CommandError::Invalid(format!("there is no administrator named '{username}'"))),
            }
        }
        Command::AdminRemove { username } => match accounts::remove_user(db, &username, Role::Admin)? {
            Some(u) => Ok(format!("administrator '{}' removed", u.username)),
            None => Err(CommandError::Invalid(format!("there is no administrator named '{username}'"))),
        },
        Command::Seed { force } => Ok(crate::seed::apply(db, force, report)?.to_string()),
        Command::GrantsImport { programs, found } => {
            let kept = programs.len();
            let (created, updated) = crate::grants::store::import(db, programs)?;
            report.progress(kept as u64, kept as u64, "grant programs");
            Ok(format!(
                "grants import: {found} opportunities found, {kept} importable, {created} added, {updated} updated, {} unchanged or kept as an admin edited them",
                kept - created - updated
            ))
        }
        Command::OrdersExport { format, since } => {
            let orders = crate::orders::store::list_orders(db, since)?;
            report.progress(orders.len() as u64, orders.len() as u64, "orders");
            Ok(match format {
                crate::orders::Format::Csv => crate::orders::model::to_csv(&orders),
                crate::orders::Format::Json => crate::orders::model::to_json(&orders) + "\n",
            })
        }
        Command::Backup { out } => {
            if crate::db::is_live_file(db, &out) {
                return Err(CommandError::Invalid("the backup file cannot be the live database itself".into()));
            }
            let rows = crate::db::backup_to(db, &out, &mut |done, total, table| report.progress(done, total, table))?;
            Ok(format!("backup written to {} ({rows} records)", out.display()))
        }
    }
}

fn train(db: &Db, assistant: &Assistant, command: Command, report: &dyn Report) -> Result<String, CommandError> {
    let failed = |e: runs::RunError| match e {
        runs::RunError::Db(e) => CommandError::Db(e),
        runs::RunError::Seed(msg) => CommandError::Invalid(msg),
    };
    match command {
        Command::Train { bulk: true } => {
            let n = runs::bulk_training(db, assistant, "bulk").map_err(failed)?;
            Ok(format!("bulk training: {n} instructions active"))
        }
        Command::Train { bulk: false } => {
            let results = runs::daily_training(db, assistant, "daily", report).map_err(failed)?;
            let mut lines: Vec<String> = results
                .iter()
                .filter(|r| !r.passed)
                .map(|r| format!("failed: {} ({})", r.task.title, r.problems.join("; ")))
                .collect();
            lines.push(runs::summary_of_tasks(results.iter().filter(|r| r.passed).count(), results.len()));
            Ok(lines.join("\n"))
        }
        _ => Ok(runs::assessment(db, assistant, "cli", report).map_err(failed)?.summary()),
    }
}
