//! One way to start the app for a test: the real router and server on an ephemeral port,
//! a real redb file in a temp dir, and a cookie-keeping HTTP client.

use std::path::{Path, PathBuf};
use std::process::{Command as Process, Output, Stdio};

use farmstand::config::ServeConfig;
use farmstand::control::{Command, Report, socket};
use reqwest::{Method, Response};
use serde_json::Value;
use tokio::sync::oneshot;

pub const PASSWORD: &str = "correct horse battery";

pub struct TestApp {
    pub base: String,
    pub dir: tempfile::TempDir,
    pub client: reqwest::Client,
    shutdown: Option<oneshot::Sender<()>>,
    finished: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
}

pub struct NoReport;
impl Report for NoReport {
    fn progress(&self, _: u64, _: u64, _: &str) {}
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_in(tempfile::tempdir().expect("temp dir")).await
    }

    /// Starts the server on an existing data dir (e.g. one prepared by a test).
    pub async fn spawn_in(dir: tempfile::TempDir) -> TestApp {
        Self::spawn_with(dir, |_| {}).await
    }

    /// Starts the server with test-specific settings (Stripe, SMTP…).
    pub async fn spawn_with(dir: tempfile::TempDir, configure: impl FnOnce(&mut ServeConfig)) -> TestApp {
        let (tx, rx) = oneshot::channel::<()>();
        let mut config = ServeConfig::for_data_dir(dir.path());
        configure(&mut config);
        // Stripe and SMTP need the site's address for links: the port is chosen up front.
        let needs_url = config.payments.secret_key.is_some() || config.mail.smtp_url.is_some();
        if needs_url && config.public_url.is_none() {
            let port = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
            config.addr = ([127, 0, 0, 1], port).into();
            config.public_url = Some(farmstand::config::PublicUrl::parse(&format!("http://127.0.0.1:{port}")).expect("url"));
        }
        let server = farmstand::cli::serve::start(config, async {
            let _ = rx.await;
        })
        .await
        .expect("server starts");
        TestApp {
            base: format!("http://{}", server.addr),
            dir,
            client: new_client(),
            shutdown: Some(tx),
            finished: Some(server.finished),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    pub fn data_dir(&self) -> &Path {
        self.dir.path()
    }

    /// A request from our own pages (the browser sends our Origin on unsafe methods).
    pub async fn request(&self, method: Method, path: &str, body: Option<Value>) -> Response {
        let mut req = self.client.request(method, self.url(path)).header("origin", &self.base);
        if let Some(body) = body {
            req = req.json(&body);
        }
        req.send().await.expect("request sent")
    }

    /// The same request from another browser (its own cookies), from our own pages.
    pub async fn request_as(&self, client: &reqwest::Client, method: Method, path: &str, body: Option<Value>) -> Response {
        let mut req = client.request(method, self.url(path)).header("origin", &self.base);
        if let Some(body) = body {
            req = req.json(&body);
        }
        req.send().await.expect("request sent")
    }

    pub async fn get(&self, path: &str) -> Response {
        self.request(Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Response {
        self.request(Method::POST, path, Some(body)).await
    }

    /// Runs an operator command through the running server's control socket (the client
    /// side blocks, so it runs on the blocking pool).
    pub async fn command(&self, command: Command) -> Result<String, String> {
        let dir: PathBuf = self.data_dir().to_path_buf();
        tokio::task::spawn_blocking(move || {
            socket::send(&dir, &command, &NoReport).expect("the server answers on its socket")
        })
        .await
        .expect("command task")
    }

    pub async fn add_user_admin(&self, username: &str) {
        self.command(Command::AdminAdd { username: username.into(), email: None, password: PASSWORD.into() })
            .await
            .expect("admin created");
    }

    /// Creates an admin and signs this app's client in as them.
    pub async fn sign_in_admin(&self, username: &str) {
        self.add_user_admin(username).await;
        let res = self.post("/api/admin/login", serde_json::json!({"username": username, "password": PASSWORD})).await;
        assert_eq!(res.status(), 200, "admin sign-in");
    }

    /// Stops the server gracefully and waits until the database is closed.
    pub async fn stop(mut self) -> tempfile::TempDir {
        self.shut_down().await;
        let dir = tempfile::tempdir().expect("temp dir");
        std::mem::replace(&mut self.dir, dir)
    }

    async fn shut_down(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        if let Some(finished) = self.finished.take() {
            finished.await.expect("server task").expect("server stops cleanly");
        }
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
    }
}

pub fn new_client() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

/// A successful response's JSON body, asserting it succeeded.
pub async fn json_of(res: Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.expect("JSON body");
    assert!(status.is_success(), "{status}: {body}");
    body
}

/// The JSON body's `error` text, asserting the error shape.
pub async fn error_of(res: Response) -> String {
    let content_type = res.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    assert!(content_type.starts_with("application/json"), "error responses are JSON, got {content_type}");
    let body: Value = res.json().await.expect("JSON body");
    body["error"].as_str().unwrap_or_else(|| panic!("body has an error field: {body}")).to_string()
}

/// The release or debug binary cargo built for these tests.
pub fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_farmstand"))
}

/// Runs `farmstand <args> --data-dir <dir>` with optional standard input.
pub fn cli(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    use std::io::Write;
    let mut child = Process::new(binary())
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .env("FARMSTAND_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("farmstand runs");
    if let Some(input) = stdin {
        child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("farmstand exits")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A free TCP port on loopback (for tests that start the real binary).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("addr").port()
}

/// Starts the real binary's `serve` on `port` over `dir`, with extra environment.
pub fn serve_binary(dir: &Path, port: u16, env: &[(&str, &str)]) -> std::process::Child {
    Process::new(binary())
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--data-dir"])
        .arg(dir)
        .env("FARMSTAND_LOG", "warn")
        .envs(env.iter().copied())
        .spawn()
        .expect("farmstand serve starts")
}

/// Waits until the server at `base` answers `/healthz`.
pub async fn wait_healthy(base: &str) {
    for _ in 0..200 {
        if reqwest::get(format!("{base}/healthz")).await.is_ok_and(|r| r.status() == 200) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("server did not become healthy");
}
