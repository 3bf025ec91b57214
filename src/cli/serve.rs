//! `farmstand serve`: open (and migrate, and on first start seed) the database, then serve
//! HTTP and the control socket until SIGINT/SIGTERM, finishing in-flight requests and
//! closing the database cleanly.

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use anyhow::Context;
use tokio::net::TcpListener;

use super::CliError;
use crate::config::ServeConfig;
use crate::control::{LogReport, socket};
use crate::db::{Db, DbError};
use crate::state::AppState;

/// How often old records are purged and abandoned checkouts expired.
const MAINTENANCE_EVERY: Duration = Duration::from_secs(10 * 60);
/// Threads for blocking storage work. Each one costs a stack and (with glibc) a malloc
/// arena; tokio's default of 512 lets a burst of requests grow memory for good.
const BLOCKING_THREADS: usize = 16;

/// Entry point of the subcommand: builds the runtime and serves until a signal.
pub fn run_blocking(config: ServeConfig) -> Result<(), CliError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(BLOCKING_THREADS)
        .build()
        .map_err(|e| CliError::Failure(format!("could not start the async runtime: {e}")))?;
    runtime.block_on(async {
        let server = start(config, shutdown_signal()).await.map_err(|e| CliError::Failure(format!("{e:#}")))?;
        server.finished.await.map_err(|e| CliError::Failure(e.to_string()))?.map_err(|e| CliError::Failure(format!("{e:#}")))
    })
}

/// A started server: its bound address and the task that ends after shutdown.
pub struct Server {
    pub addr: SocketAddr,
    pub finished: tokio::task::JoinHandle<anyhow::Result<()>>,
}

/// Opens the database, seeds a new one, binds the listener and the control socket, and
/// serves until `shutdown` completes. Tests call this with an ephemeral port.
pub async fn start(
    config: ServeConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<Server> {
    let data_dir = config.data_dir.clone();
    let db = tokio::task::spawn_blocking(move || open_and_seed(&data_dir)).await??;
    if !crate::web::assets::ui_is_embedded() {
        tracing::warn!("this binary has no web UI built in; build it with `cargo xtask dist`");
    }

    let listener = TcpListener::bind(config.addr)
        .await
        .with_context(|| format!("could not listen on {}", config.addr))?;
    let addr = listener.local_addr()?;
    let socket_path = socket::socket_path(&config.data_dir);
    let data_dir = config.data_dir.clone();
    log_payment_setup(&config);
    let state = AppState::new(config, db.clone())?;
    {
        let s = state.clone();
        db.call(move |db| crate::training::runs::reload(db, &s.assistant)).await?;
    }
    if let Err(e) = crate::training::scheduler::resume(&state).await {
        tracing::error!(error = %e, "could not start automated training; the Training Center still works");
    }
    release_startup_memory();
    let on_change: socket::OnChange = {
        let state = state.clone();
        std::sync::Arc::new(move || state.invalidate_caches())
    };
    // Without the socket the site still works; only commands run while serving are affected.
    let control = match socket::listen(db.clone(), state.assistant.clone(), &data_dir, on_change) {
        Ok(task) => Some(task),
        Err(e) => {
            tracing::warn!(
                error = %e,
                "could not open the control socket {}; stop the server before running farmstand admin/seed/backup",
                socket_path.display()
            );
            None
        }
    };
    let purge = tokio::spawn(maintain(db.clone(), state.config.assistant.retention_days));
    let counts = tokio::spawn(flush_download_counts(state.clone()));
    let reminders = tokio::spawn(crate::grants::run_reminders(state.clone()));
    let mail_sender = state.mailer.is_configured().then(|| tokio::spawn(crate::mail::run_sender(state.clone())));
    let app = crate::web::app(state.clone()).into_make_service_with_connect_info::<SocketAddr>();
    tracing::info!("farmstand is listening on http://{addr}");

    let finished = tokio::spawn(async move {
        let result = axum::serve(listener, app).with_graceful_shutdown(shutdown).await;
        purge.abort();
        counts.abort();
        reminders.abort();
        // The scheduled jobs hold the state; removing them lets the database close.
        state.scheduler.shutdown().await;
        let _ = counts.await;
        // The last few seconds of download counts.
        let flushed = state.clone();
        if let Err(e) = db.call(move |db| flushed.download_counter.flush(db)).await {
            tracing::warn!(error = %e, "could not store the last download counts");
        }
        drop(state);
        if let Some(sender) = mail_sender {
            sender.abort();
            let _ = sender.await;
        }
        if let Some(control) = control {
            control.abort();
            let _ = control.await;
        }
        let _ = purge.await;
        drop(db);
        let _ = std::fs::remove_file(&socket_path);
        result.context("the HTTP server failed")?;
        tracing::info!("farmstand stopped; database closed");
        Ok(())
    });
    Ok(Server { addr, finished })
}

fn log_payment_setup(config: &ServeConfig) {
    match config.payments.secret_key.as_deref() {
        None => tracing::info!("card payments are off (no STRIPE_SECRET_KEY); free guides work"),
        Some(key) if key.starts_with("sk_live_") || key.starts_with("rk_live_") => {
            tracing::warn!("Stripe is in LIVE mode: cards will really be charged")
        }
        Some(_) => tracing::info!("Stripe is in test mode"),
    }
    if config.payments.secret_key.is_some() && config.payments.webhook_secret.is_none() {
        tracing::warn!("no STRIPE_WEBHOOK_SECRET: orders are confirmed only when buyers return to the site");
    }
    if config.mail.smtp_url.is_none() {
        tracing::info!("no FARMSTAND_SMTP_URL: emails wait in the dashboard's Outbox tab");
    }
}

fn open_and_seed(data_dir: &std::path::Path) -> anyhow::Result<Db> {
    let (db, _) = Db::open_in(data_dir).map_err(|e| match e {
        DbError::AlreadyOpen => anyhow::anyhow!(
            "{} is already in use; is another farmstand serving this data dir?",
            data_dir.join(crate::db::FILE_NAME).display()
        ),
        other => anyhow::Error::new(other).context("could not open the database"),
    })?;
    if !crate::seed::is_current(&db)? {
        let summary = crate::seed::apply(&db, false, &LogReport)?;
        tracing::info!("seed content applied ({summary})");
    }
    if !crate::accounts::store::admin_exists(&db)? {
        tracing::warn!(
            "no administrator account exists yet; create one with: farmstand admin add --username NAME --data-dir {}",
            data_dir.display()
        );
    }
    Ok(db)
}

/// Every few minutes: expired sessions, conversations past the retention period, and
/// checkouts abandoned past Stripe's session expiry.
async fn maintain(db: Db, retention_days: u32) {
    let mut tick = tokio::time::interval(MAINTENANCE_EVERY);
    loop {
        tick.tick().await;
        sweep(&db, "purged expired sessions", crate::accounts::store::purge_expired_sessions).await;
        sweep(&db, "purged old assistant conversations", move |db| {
            crate::assistant::store::purge_older_than(db, retention_days)
        })
        .await;
        let now = crate::db::now_unix();
        let cutoff = now - crate::mail::store::KEEP_SENT_SECS;
        sweep(&db, "deleted sent emails older than 90 days", move |db| crate::mail::store::purge_sent_before(db, cutoff)).await;
        sweep(&db, "deleted lapsed comment blocks", move |db| crate::comments::store::purge_lapsed_blocks(db, now)).await;
        sweep(&db, "purged farm plans older than a year", move |db| crate::plan::store::purge_expired(db, now)).await;
        sweep(&db, "marked abandoned checkouts expired", move |db| crate::payments::store::expire_abandoned(db, now)).await;
    }
}

/// Runs one maintenance sweep; logs how many rows it changed, or why it failed (the next
/// round tries again).
async fn sweep(db: &Db, done: &'static str, work: impl FnOnce(&Db) -> crate::db::DbResult<usize> + Send + 'static) {
    match db.call(work).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(count = n, "{done}"),
        Err(e) => tracing::warn!(error = %e, "maintenance failed ({done}); will retry"),
    }
}

/// Writes counted downloads every few seconds (they are statistics; see `downloads::counter`).
async fn flush_download_counts(state: AppState) {
    let mut tick = tokio::time::interval(crate::downloads::counter::FLUSH_EVERY);
    loop {
        tick.tick().await;
        if let Err(e) = crate::downloads::flush_counts(&state).await {
            tracing::warn!(error = %e, "could not store download counts; will retry");
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutting down: finishing in-flight requests");
}

/// Hands the heap pages freed after seeding and building the assistant's index back to the
/// system. glibc keeps freed memory resident, so without this a server that sits idle holds
/// the megabytes of short-lived strings its start-up tokenised.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn release_startup_memory() {
    // SAFETY: malloc_trim only returns free pages to the kernel; no live allocation is touched.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn release_startup_memory() {}
