//! The command line: every flag also reads a `FARMSTAND_*` environment variable. Settings
//! that need a restart are flags; everything an admin may change at runtime is stored in the
//! database instead (site settings).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "farmstand",
    version,
    about = "The whole website of a community farm in one executable",
    long_about = "The whole website of a community farm in one executable, on one embedded \
                  database file.\n\nStart the site with `farmstand serve`; create the \
                  first administrator with `farmstand admin add --username NAME`.",
    after_help = "Exit codes: 0 ok, 1 failure (reason on stderr), 2 usage error or a command that is not available yet."
)]
pub struct Cli {
    /// Folder holding the database file and uploads
    #[arg(long, env = "FARMSTAND_DATA_DIR", default_value = "./farmstand-data", global = true)]
    pub data_dir: PathBuf,

    /// Log filter: error, warn, info, debug, trace (or a tracing filter such as "farmstand=debug")
    #[arg(long, env = "FARMSTAND_LOG", default_value = "info", global = true)]
    pub log_level: String,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the website
    Serve(ServeArgs),
    /// Apply the embedded seed content (idempotent; keeps admin edits unless --force)
    Seed(SeedArgs),
    /// Manage administrator accounts
    Admin(AdminArgs),
    /// Run the assistant's daily training tasks now, or with --bulk apply the 8 bulk instructions (works while the server runs)
    Train(TrainArgs),
    /// Score the assistant (quality, memory, features, flow) and store the assessment (works while the server runs)
    Assess,
    /// Work with store orders
    Orders(OrdersArgs),
    /// Write a consistent copy of the database (works while the server runs)
    Backup(BackupArgs),
    /// Work with the grant programs growers are matched to
    Grants(GrantsArgs),
}

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address and port to listen on
    #[arg(long, env = "FARMSTAND_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// The address visitors use, e.g. https://farm.example.org: the address in emailed links
    /// and Stripe's return pages (required with Stripe or SMTP), the accepted origin for form
    /// posts, and on https Secure cookies and Strict-Transport-Security
    #[arg(long, env = "FARMSTAND_PUBLIC_URL", value_parser = PublicUrl::parse)]
    pub public_url: Option<PublicUrl>,

    /// Trust the last X-Forwarded-For hop as the client address (set this behind Caddy or nginx)
    #[arg(long, env = "FARMSTAND_BEHIND_PROXY", value_parser = clap::builder::BoolishValueParser::new(),
          num_args = 0..=1, default_value = "false", default_missing_value = "true")]
    pub behind_proxy: bool,

    /// Largest file an admin may upload (guide files, product images), in MiB (1 to 100;
    /// an upload is held in memory while it arrives; downloads are streamed from disk)
    #[arg(long, env = "FARMSTAND_MAX_UPLOAD_MB", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub max_upload_mb: u32,

    /// Stripe secret key. Use a test-mode key (sk_test_…) until the site is ready to take real
    /// money; without a key, paid items say payments are not set up and free guides still work
    #[arg(long, env = "STRIPE_SECRET_KEY", hide_env_values = true)]
    pub stripe_secret_key: Option<String>,

    /// Signing secret (whsec_…) of the Stripe webhook endpoint <public URL>/api/stripe/webhook
    #[arg(long, env = "STRIPE_WEBHOOK_SECRET", hide_env_values = true)]
    pub stripe_webhook_secret: Option<String>,

    /// Address of the Stripe API (tests point it at a local fake)
    #[arg(long, env = "FARMSTAND_STRIPE_API_BASE", default_value = DEFAULT_STRIPE_API_BASE)]
    pub stripe_api_base: String,

    /// SMTP server for receipts, e.g. smtps://user:password@smtp.example.org or
    /// smtp://localhost:25 (no TLS); without it emails wait in the dashboard's Outbox tab
    #[arg(long, env = "FARMSTAND_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,

    /// Sender of the emails, e.g. "Farm <hello@farm.example.org>" (default: the site's email)
    #[arg(long, env = "FARMSTAND_MAIL_FROM")]
    pub mail_from: Option<String>,

    /// An OpenAI-compatible chat API for the assistant, e.g. http://localhost:11434/v1 (Ollama);
    /// without it the built-in responder answers, offline
    #[arg(long, env = "FARMSTAND_LLM_URL")]
    pub llm_url: Option<String>,

    /// The model the LLM API should use
    #[arg(long, env = "FARMSTAND_LLM_MODEL", default_value = "llama3.2")]
    pub llm_model: String,

    /// API key for the LLM endpoint, if it needs one
    #[arg(long, env = "FARMSTAND_LLM_API_KEY", hide_env_values = true)]
    pub llm_api_key: Option<String>,

    /// Seconds to wait for the LLM before answering with the built-in responder
    #[arg(long, env = "FARMSTAND_LLM_TIMEOUT_SECS", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=120))]
    pub llm_timeout_secs: u64,

    /// Most questions a minute sent to the LLM, for all visitors together (a hosted API costs
    /// money per call); past it the built-in responder answers
    #[arg(long, env = "FARMSTAND_LLM_MAX_PER_MINUTE", default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub llm_max_per_minute: u32,

    /// Open-Meteo's forecast API, for the hub's live growing conditions at the site's
    /// latitude and longitude (set on the dashboard's Site tab); tests point it at a fake
    #[arg(long, env = "FARMSTAND_WEATHER_API_BASE", default_value = DEFAULT_WEATHER_API_BASE)]
    pub weather_api_base: String,

    /// Days to keep assistant conversations for trainers to review
    #[arg(long, env = "FARMSTAND_CHAT_RETENTION_DAYS", default_value_t = 90, value_parser = clap::value_parser!(u32).range(1..=3650))]
    pub chat_retention_days: u32,
}

pub const DEFAULT_STRIPE_API_BASE: &str = "https://api.stripe.com/";
pub const DEFAULT_WEATHER_API_BASE: &str = "https://api.open-meteo.com/";

#[derive(Debug, Args)]
pub struct SeedArgs {
    /// Overwrite records an admin has edited with the seed's version
    #[arg(long)]
    pub force: bool,
}

#[derive(Debug, Args)]
pub struct AdminArgs {
    #[command(subcommand)]
    pub command: AdminCommand,
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Create an administrator
    Add(AdminCredentials),
    /// List administrators
    List,
    /// Set an administrator's password (signs them out everywhere)
    Passwd(AdminPassword),
    /// Delete an administrator (and their sessions)
    Remove {
        #[arg(long)]
        username: String,
    },
}

#[derive(Debug, Args)]
pub struct AdminCredentials {
    /// Account name: 3 to 32 letters, digits, '.', '_' or '-'
    #[arg(long)]
    pub username: String,
    /// Optional email address for the account
    #[arg(long)]
    pub email: Option<String>,
    /// Read the password from standard input (first line) instead of prompting
    #[arg(long)]
    pub password_stdin: bool,
}

#[derive(Debug, Args)]
pub struct AdminPassword {
    /// The administrator's username
    #[arg(long)]
    pub username: String,
    /// Read the password from standard input (first line) instead of prompting
    #[arg(long)]
    pub password_stdin: bool,
}

#[derive(Debug, Args)]
pub struct TrainArgs {
    /// Run the 8 behavioural bulk-training instructions instead of the daily tasks
    #[arg(long)]
    pub bulk: bool,
}

#[derive(Debug, Args)]
pub struct OrdersArgs {
    #[command(subcommand)]
    pub command: OrdersCommand,
}

#[derive(Debug, Subcommand)]
pub enum OrdersCommand {
    /// Export orders as CSV or JSON
    Export {
        /// csv (RFC 4180, one row per order) or json
        #[arg(long, value_enum, default_value = "csv")]
        format: ExportFormat,
        /// Only orders created on or after this date (YYYY-MM-DD)
        #[arg(long)]
        since: Option<String>,
        /// Write to this file instead of standard output
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
pub struct GrantsArgs {
    #[command(subcommand)]
    pub command: GrantsCommand,
}

#[derive(Debug, Subcommand)]
pub enum GrantsCommand {
    /// Import posted and forecasted opportunities from Grants.gov's search API as programs
    /// (works while the server runs; an admin's edits to an imported program are kept)
    Import {
        /// Words to search for, e.g. "beginning farmer" or "urban agriculture"
        #[arg(long)]
        keyword: String,
        /// Grants.gov eligibility codes, pipe-separated (e.g. "12|13|21"); all when absent
        #[arg(long)]
        eligibilities: Option<String>,
        /// Grants.gov funding categories, pipe-separated; AG is agriculture
        #[arg(long, default_value = "AG")]
        funding_categories: String,
        /// Most opportunities to import (1 to 100)
        #[arg(long, default_value_t = 25, value_parser = clap::value_parser!(u32).range(1..=100))]
        rows: u32,
        /// Where Grants.gov's API is (tests point it at a local fake)
        #[arg(long, env = "FARMSTAND_GRANTS_GOV_API_BASE", default_value = crate::grants::grants_gov::DEFAULT_BASE)]
        api_base: String,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ExportFormat {
    Csv,
    Json,
}

#[derive(Debug, Args)]
pub struct BackupArgs {
    /// File to write the copy to
    #[arg(long)]
    pub out: PathBuf,
}

/// The public address of the site, e.g. `https://farm.example.org`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicUrl {
    /// `scheme://host[:port]`, lower-cased, no path: what browsers send as `Origin`.
    pub origin: String,
    pub https: bool,
}

impl PublicUrl {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let lower = raw.trim().to_ascii_lowercase();
        let (https, rest) = if let Some(rest) = lower.strip_prefix("https://") {
            (true, rest)
        } else if let Some(rest) = lower.strip_prefix("http://") {
            (false, rest)
        } else {
            return Err("the public URL must start with http:// or https://".into());
        };
        let host = rest.split(['/', '?', '#']).next().unwrap_or("");
        if host.is_empty() || host.contains('@') {
            return Err("the public URL needs a host name, like https://farm.example.org".into());
        }
        let scheme = if https { "https" } else { "http" };
        Ok(PublicUrl { origin: format!("{scheme}://{host}"), https })
    }
}

/// What `serve` needs, resolved from the command line.
#[derive(Debug, Clone)]
pub struct ServeConfig {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    pub public_url: Option<PublicUrl>,
    pub behind_proxy: bool,
    pub max_upload_bytes: usize,
    pub payments: PaymentsConfig,
    pub mail: MailConfig,
    pub assistant: AssistantConfig,
    /// Open-Meteo's base URL.
    pub weather_api_base: String,
}

/// The assistant's optional LLM and its conversation log.
#[derive(Debug, Clone)]
pub struct AssistantConfig {
    pub llm_url: Option<String>,
    pub llm_model: String,
    pub llm_api_key: Option<String>,
    pub llm_timeout: std::time::Duration,
    pub retention_days: u32,
    /// Questions a minute the LLM gets, all visitors together.
    pub llm_max_per_minute: u32,
}

impl Default for AssistantConfig {
    fn default() -> Self {
        AssistantConfig {
            llm_url: None,
            llm_model: "llama3.2".into(),
            llm_api_key: None,
            llm_timeout: std::time::Duration::from_secs(20),
            retention_days: 90,
            llm_max_per_minute: 60,
        }
    }
}

/// Stripe settings; payments are off without a secret key.
#[derive(Debug, Clone, Default)]
pub struct PaymentsConfig {
    pub secret_key: Option<String>,
    pub webhook_secret: Option<String>,
    pub api_base: String,
}

/// Outgoing email; without an SMTP URL every email stays in the outbox, unsent.
#[derive(Debug, Clone, Default)]
pub struct MailConfig {
    pub smtp_url: Option<String>,
    pub from: Option<String>,
}

impl ServeConfig {
    /// Whether visitors reach the site over https: the one place that decides Secure
    /// cookies and Strict-Transport-Security.
    pub fn https(&self) -> bool {
        self.public_url.as_ref().is_some_and(|u| u.https)
    }

    /// The site's own address for links in emails and Stripe's return pages: the public URL.
    /// Never the request's Host header, which a visitor controls. Without a public URL (only
    /// allowed when neither Stripe nor SMTP is set up) the listening address stands in.
    pub fn origin(&self) -> String {
        match &self.public_url {
            Some(url) => url.origin.clone(),
            None => format!("http://{}", self.addr),
        }
    }

    /// Settings that cannot work together, as a one-line reason.
    pub fn check(&self) -> Result<(), String> {
        if self.public_url.is_none() {
            let needs = match (self.payments.secret_key.is_some(), self.mail.smtp_url.is_some()) {
                (true, true) => Some("Stripe and SMTP are"),
                (true, false) => Some("Stripe is"),
                (false, true) => Some("SMTP is"),
                (false, false) => None,
            };
            if let Some(what) = needs {
                return Err(format!(
                    "{what} set up but --public-url (FARMSTAND_PUBLIC_URL) is not: buyers' links and Stripe's return pages need the site's real address, e.g. --public-url https://farm.example.org"
                ));
            }
        }
        Ok(())
    }

    /// A config for tests and benches: a data dir, an ephemeral port, no proxy.
    pub fn for_data_dir(data_dir: impl Into<PathBuf>) -> Self {
        ServeConfig {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            data_dir: data_dir.into(),
            public_url: None,
            behind_proxy: false,
            max_upload_bytes: 10 * 1024 * 1024,
            payments: PaymentsConfig { api_base: DEFAULT_STRIPE_API_BASE.into(), ..Default::default() },
            mail: MailConfig::default(),
            assistant: AssistantConfig::default(),
            weather_api_base: DEFAULT_WEATHER_API_BASE.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn public_url_origin() {
        let u = PublicUrl::parse("https://Farm.Example.org/some/path").unwrap();
        assert_eq!(u.origin, "https://farm.example.org");
        assert!(u.https);
        assert_eq!(PublicUrl::parse("http://localhost:8080").unwrap().origin, "http://localhost:8080");
        assert!(PublicUrl::parse("farm.example.org").is_err());
        assert!(PublicUrl::parse("https://").is_err());
    }

    #[test]
    fn payments_and_email_need_a_public_url() {
        let mut c = ServeConfig::for_data_dir("/tmp/x");
        assert!(c.check().is_ok());
        assert_eq!(c.origin(), "http://127.0.0.1:0");
        c.payments.secret_key = Some("sk_test_1".into());
        assert!(c.check().unwrap_err().contains("--public-url"));
        c.payments.secret_key = None;
        c.mail.smtp_url = Some("smtp://localhost:25".into());
        assert!(c.check().is_err());
        c.public_url = Some(PublicUrl::parse("https://farm.example.org").unwrap());
        assert!(c.check().is_ok());
        assert!(c.https());
        assert_eq!(c.origin(), "https://farm.example.org");
    }
}
