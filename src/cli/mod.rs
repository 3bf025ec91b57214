//! The command line: parse, dispatch, map results to exit codes (0 ok, 1 failure with a
//! one-line reason on stderr, 2 usage).

mod admin;
mod progress;
pub mod serve;

use std::path::Path;
use std::process::ExitCode;

use clap::Parser;

use crate::config::{Cli, Command as CliCommand};
use crate::control::{self, Command, CommandError, socket};
use crate::db::{Db, DbError, FILE_NAME};
use progress::CliReport;

/// How a subcommand failed.
pub enum CliError {
    /// Exit 1: the command could not be done; the message says why.
    Failure(String),
    /// Exit 2: the command line itself is wrong or asks for something not available yet.
    Usage(String),
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    init_logging(&cli.log_level);
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Failure(msg)) => {
            eprintln!("error: {}", one_line(&msg));
            ExitCode::from(1)
        }
        Err(CliError::Usage(msg)) => {
            eprintln!("{}", one_line(&msg));
            ExitCode::from(2)
        }
    }
}

fn one_line(msg: &str) -> String {
    msg.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn init_logging(filter: &str) {
    let filter = tracing_subscriber::EnvFilter::try_new(filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).try_init();
}

fn run(cli: Cli) -> Result<(), CliError> {
    let data_dir = cli.data_dir;
    match cli.command {
        CliCommand::Serve(args) => serve::run_blocking(crate::config::ServeConfig {
            addr: args.addr,
            data_dir,
            public_url: args.public_url,
            behind_proxy: args.behind_proxy,
            max_upload_bytes: args.max_upload_mb as usize * 1024 * 1024,
            payments: crate::config::PaymentsConfig {
                secret_key: args.stripe_secret_key.filter(|k| !k.trim().is_empty()),
                webhook_secret: args.stripe_webhook_secret.filter(|k| !k.trim().is_empty()),
                api_base: args.stripe_api_base,
            },
            mail: crate::config::MailConfig {
                smtp_url: args.smtp_url.filter(|u| !u.trim().is_empty()),
                from: args.mail_from.filter(|f| !f.trim().is_empty()),
            },
            assistant: crate::config::AssistantConfig {
                llm_url: args.llm_url.filter(|u| !u.trim().is_empty()),
                llm_model: args.llm_model,
                llm_api_key: args.llm_api_key.filter(|k| !k.trim().is_empty()),
                llm_timeout: std::time::Duration::from_secs(args.llm_timeout_secs),
                retention_days: args.chat_retention_days,
                llm_max_per_minute: args.llm_max_per_minute,
            },
            weather_api_base: args.weather_api_base,
        }),
        CliCommand::Seed(args) => print(run_operator_command(&data_dir, Command::Seed { force: args.force })),
        CliCommand::Admin(args) => print(run_operator_command(&data_dir, admin::command(args.command)?)),
        CliCommand::Backup(args) => {
            let out = std::path::absolute(&args.out)
                .map_err(|e| CliError::Failure(format!("bad --out path: {e}")))?;
            print(backup(&data_dir, &out))
        }
        CliCommand::Train(args) => print(run_operator_command(&data_dir, Command::Train { bulk: args.bulk })),
        CliCommand::Assess => print(run_operator_command(&data_dir, Command::Assess)),
        CliCommand::Orders(args) => orders_export(&data_dir, args.command),
        CliCommand::Grants(args) => print(grants_import(&data_dir, args.command)),
    }
}

/// `farmstand grants import`: this process asks Grants.gov, then the programs are stored by
/// the same command code as every operator command (through the server when it runs).
fn grants_import(data_dir: &Path, command: crate::config::GrantsCommand) -> Result<String, CliError> {
    let crate::config::GrantsCommand::Import { keyword, eligibilities, funding_categories, rows, api_base } = command;
    let keyword = keyword.trim().to_string();
    if keyword.is_empty() {
        return Err(CliError::Usage("--keyword needs some words to search for".into()));
    }
    let query = crate::grants::grants_gov::Query {
        keyword,
        eligibilities: eligibilities.filter(|e| !e.trim().is_empty()),
        funding_categories: Some(funding_categories).filter(|f| !f.trim().is_empty()),
        rows,
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::Failure(format!("could not start the async runtime: {e}")))?;
    let hits = runtime.block_on(crate::grants::grants_gov::search(&api_base, &query)).map_err(CliError::Failure)?;
    let year = crate::web::dates::today_local().year();
    let programs: Vec<_> = hits.iter().filter_map(|h| crate::grants::grants_gov::to_program(h, year)).filter(|p| p.check().is_ok()).collect();
    run_operator_command(data_dir, Command::GrantsImport { found: hits.len(), programs })
}

fn orders_export(data_dir: &Path, command: crate::config::OrdersCommand) -> Result<(), CliError> {
    let crate::config::OrdersCommand::Export { format, since, out } = command;
    let since = since
        .as_deref()
        .map(crate::orders::model::parse_since)
        .transpose()
        .map_err(CliError::Usage)?;
    let format = match format {
        crate::config::ExportFormat::Csv => crate::orders::Format::Csv,
        crate::config::ExportFormat::Json => crate::orders::Format::Json,
    };
    let export = run_operator_command(data_dir, Command::OrdersExport { format, since })?;
    match out {
        None => {
            print!("{export}");
            Ok(())
        }
        Some(path) => {
            write_file(&path, export.as_bytes()).map_err(|e| CliError::Failure(format!("could not write {}: {e}", path.display())))?;
            eprintln!("orders written to {}", path.display());
            Ok(())
        }
    }
}

/// Writes `bytes` to `path` durably, never leaving a half-written file under that name.
fn write_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let partial = path.with_extension("partial");
    let mut file = std::fs::File::create(&partial)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    std::fs::rename(&partial, path)?;
    crate::db::sync_parent(path)
}

fn print(result: Result<String, CliError>) -> Result<(), CliError> {
    println!("{}", result?);
    Ok(())
}


/// `farmstand backup`. A running server may be sandboxed (systemd `ProtectSystem`) and
/// unable to write where the operator asks, so it writes the snapshot inside its data dir
/// and this process, the operator's, puts the copy in place.
fn backup(data_dir: &Path, out: &Path) -> Result<String, CliError> {
    let live = data_dir.join(FILE_NAME);
    if matches!((out.canonicalize(), live.canonicalize()), (Ok(a), Ok(b)) if a == b) {
        return Err(CliError::Failure("the backup file cannot be the live database itself".into()));
    }
    let staging = data_dir.join(format!(".backup-{}.redb", std::process::id()));
    let report = CliReport::new();
    if let Some(result) = socket::send(data_dir, &Command::Backup { out: staging.clone() }, &report) {
        report.finish();
        let summary = result.map_err(CliError::Failure)?;
        let installed = install_copy(&staging, out);
        let _ = std::fs::remove_file(&staging);
        installed.map_err(|e| CliError::Failure(format!("could not write {}: {e}", out.display())))?;
        return Ok(summary.replace(&staging.display().to_string(), &out.display().to_string()));
    }
    run_operator_command(data_dir, Command::Backup { out: out.to_path_buf() })
}

/// Copies `from` to `to` durably and owner-only, never leaving a half-written `to`.
fn install_copy(from: &Path, to: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let partial = to.with_extension("partial");
    std::fs::copy(from, &partial)?;
    std::fs::set_permissions(&partial, std::fs::Permissions::from_mode(0o600))?;
    std::fs::File::open(&partial)?.sync_all()?;
    std::fs::rename(&partial, to)?;
    crate::db::sync_parent(to)
}

/// Runs an operator command through the running server's socket, or on the database file
/// directly when no server runs. Both paths execute the same [`control::execute`].
fn run_operator_command(data_dir: &Path, command: Command) -> Result<String, CliError> {
    let report = CliReport::new();
    if let Some(result) = socket::send(data_dir, &command, &report) {
        report.finish();
        return result.map_err(CliError::Failure);
    }
    let file = data_dir.join(FILE_NAME);
    if !file.exists() && !command.may_create_database() {
        return Err(CliError::Failure(format!(
            "there is no database at {}; check --data-dir, or start `farmstand serve` once",
            file.display()
        )));
    }
    let (db, _) = Db::open_in(data_dir).map_err(|e| match e {
        DbError::AlreadyOpen => CliError::Failure(format!(
            "the database is in use by another process and no farmstand server answered on {}; \
             stop that process and try again",
            socket::socket_path(data_dir).display()
        )),
        other => CliError::Failure(other.to_string()),
    })?;
    let result = control::execute(&db, None, command, &report);
    report.finish();
    result.map_err(|e| match e {
        CommandError::Invalid(msg) => CliError::Failure(msg),
        CommandError::Db(e) => CliError::Failure(e.to_string()),
    })
}
