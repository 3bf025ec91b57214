//! The control socket: one JSON line in (a [`Command`]), JSON lines out (progress frames,
//! then one final frame).

use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt};
use tokio::net::{UnixListener, UnixStream};
use tokio::sync::mpsc;

use super::{Command, CommandError, Report, execute};
use std::sync::Arc;

use crate::assistant::Assistant;
use crate::db::Db;

/// The socket's file name inside the data dir.
pub const SOCKET_NAME: &str = "farmstand.sock";

/// Largest command line accepted: most commands are a few hundred bytes, but a Grants.gov
/// import carries up to 100 programs (about 1.5 KB each). The socket is the owner's alone.
const MAX_COMMAND_BYTES: u64 = 1024 * 1024;

pub fn socket_path(data_dir: &Path) -> PathBuf {
    data_dir.join(SOCKET_NAME)
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
enum Frame {
    Progress { done: u64, total: u64, label: String },
    Done { ok: bool, output: String },
}

/// Called after every successful command, so the server can drop in-memory copies of data
/// the command changed.
pub type OnChange = std::sync::Arc<dyn Fn() + Send + Sync>;

/// How long a client may take to send its command line.
const COMMAND_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Binds the socket (owner-only) and serves commands until the task is aborted.
pub fn listen(db: Db, assistant: Arc<Assistant>, data_dir: &Path, on_change: OnChange) -> std::io::Result<tokio::task::JoinHandle<()>> {
    use std::os::unix::fs::MetadataExt;
    let path = socket_path(data_dir);
    // A socket file left by a killed server would make bind fail; nobody listens on it.
    let _ = std::fs::remove_file(&path);
    let listener = UnixListener::bind(&path)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
    // The socket file is ours, so its owner is our user id. Checking the peer's credentials
    // closes the moment between bind and chmod, and any umask or data-dir mode mistake.
    let owner = std::fs::metadata(&path)?.uid();
    Ok(tokio::spawn(async move {
        loop {
            match listener.accept().await {
                Ok((stream, _)) => {
                    let peer = stream.peer_cred().map(|c| c.uid()).ok();
                    if peer != Some(owner) {
                        tracing::warn!(?peer, "refused a control-socket connection from another user");
                        continue;
                    }
                    tokio::spawn(handle(db.clone(), assistant.clone(), stream, on_change.clone()));
                }
                Err(e) => {
                    tracing::warn!(error = %e, "control socket accept failed");
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                }
            }
        }
    }))
}

struct ChannelReport(mpsc::UnboundedSender<Frame>);

impl Report for ChannelReport {
    fn progress(&self, done: u64, total: u64, label: &str) {
        let _ = self.0.send(Frame::Progress { done, total, label: label.to_string() });
    }
}

async fn handle(db: Db, assistant: Arc<Assistant>, stream: UnixStream, on_change: OnChange) {
    let (read, mut write) = stream.into_split();
    let mut line = String::new();
    let mut reader = tokio::io::BufReader::new(read.take(MAX_COMMAND_BYTES));
    let frame_done = |ok, output| Frame::Done { ok, output };
    let command = match tokio::time::timeout(COMMAND_TIMEOUT, reader.read_line(&mut line)).await {
        Ok(Ok(_)) => serde_json::from_str::<Command>(&line).map_err(|e| format!("unreadable command: {e}")),
        Ok(Err(e)) => Err(format!("could not read the command: {e}")),
        Err(_) => Err("no command arrived in time".to_string()),
    };
    let (tx, mut rx) = mpsc::unbounded_channel();
    match command {
        Ok(command) => {
            tracing::info!(command = command_name(&command), "running command from the control socket");
            let progress = tx.clone();
            tokio::spawn(async move {
                let result = db
                    .call(move |db| execute(db, Some(&assistant), command, &ChannelReport(progress)))
                    .await;
                let frame = match result {
                    Ok(output) => {
                        on_change();
                        frame_done(true, output)
                    }
                    Err(CommandError::Invalid(msg)) => frame_done(false, msg),
                    Err(e) => frame_done(false, e.to_string()),
                };
                let _ = tx.send(frame);
            });
        }
        Err(msg) => {
            let _ = tx.send(frame_done(false, msg));
        }
    }
    while let Some(frame) = rx.recv().await {
        let last = matches!(frame, Frame::Done { .. });
        let mut bytes = serde_json::to_vec(&frame).unwrap_or_default();
        bytes.push(b'\n');
        if write.write_all(&bytes).await.is_err() || last {
            break;
        }
    }
}

fn command_name(c: &Command) -> &'static str {
    match c {
        Command::AdminAdd { .. } => "admin add",
        Command::AdminList => "admin list",
        Command::AdminPasswd { .. } => "admin passwd",
        Command::AdminRemove { .. } => "admin remove",
        Command::Seed { .. } => "seed",
        Command::Backup { .. } => "backup",
        Command::OrdersExport { .. } => "orders export",
        Command::Train { bulk: false } => "train",
        Command::Train { bulk: true } => "train --bulk",
        Command::Assess => "assess",
        Command::GrantsImport { .. } => "grants import",
    }
}

/// Sends `command` to a running server. `None` when no server listens (run it locally
/// instead); otherwise the server's output or its error message.
pub fn send(data_dir: &Path, command: &Command, report: &dyn Report) -> Option<Result<String, String>> {
    use std::io::ErrorKind;
    let path = socket_path(data_dir);
    match std::os::unix::net::UnixStream::connect(&path) {
        Ok(stream) => Some(exchange(stream, command, report)),
        // No socket, or a stale one from a killed server: nobody is serving.
        Err(e) if matches!(e.kind(), ErrorKind::NotFound | ErrorKind::ConnectionRefused) => None,
        Err(e) => Some(Err(format!(
            "could not reach the running server on {}: {e} (run this command as the user that runs farmstand serve)",
            path.display()
        ))),
    }
}

fn exchange(
    mut stream: std::os::unix::net::UnixStream,
    command: &Command,
    report: &dyn Report,
) -> Result<String, String> {
    let mut line = serde_json::to_vec(command).map_err(|e| e.to_string())?;
    line.push(b'\n');
    stream.write_all(&line).map_err(|e| format!("could not talk to the running server: {e}"))?;
    for line in BufReader::new(stream).lines() {
        let line = line.map_err(|e| format!("lost the connection to the running server: {e}"))?;
        match serde_json::from_str::<Frame>(&line) {
            Ok(Frame::Progress { done, total, label }) => report.progress(done, total, &label),
            Ok(Frame::Done { ok: true, output }) => return Ok(output),
            Ok(Frame::Done { ok: false, output }) => return Err(output),
            Err(e) => return Err(format!("the running server sent something unexpected: {e}")),
        }
    }
    Err("the running server closed the connection before finishing".into())
}
