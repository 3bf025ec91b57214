//! `cargo xtask bench`: the performance budgets of DESIGN.md §12, measured against the real
//! release binary on a fresh seeded data dir, with `wrk` as the load generator and a minimal
//! in-memory axum server (examples/limit.rs) as this machine's limit in the same run.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::{root, target_dir};

const PASSWORD: &str = "bench password 1234";
const LOAD_SECONDS: &str = "8s";

struct Row {
    what: &'static str,
    measured: String,
    budget: &'static str,
    ok: Option<bool>,
}

pub fn run(bin: &Path) -> Result<()> {
    if Command::new("wrk").arg("--version").output().is_err() {
        bail!("the load generator `wrk` is missing: apt-get install -y wrk");
    }
    crate::run(Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .current_dir(root())
        .args(["build", "--release", "--example", "limit"]))?;
    let limit_bin = target_dir().join("release/examples/limit");

    let dir = std::env::temp_dir().join(format!("farmstand-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let mut rows = Vec::new();

    // Start on an empty data dir (seeding included) to the first 200.
    let port = free_port()?;
    let started = Instant::now();
    let server = serve(bin, &dir.join("data"), port)?;
    let start_ms = started.elapsed().as_secs_f64() * 1000.0;
    rows.push(Row { what: "start on an empty data dir to first 200", measured: format!("{start_ms:.0} ms"), budget: "≤ 300 ms", ok: Some(start_ms <= 300.0) });

    std::thread::sleep(Duration::from_secs(1));
    let idle = rss_kb(server.0.id()).unwrap_or(0) as f64 / 1024.0;
    rows.push(Row { what: "memory idle after start (RSS)", measured: format!("{idle:.1} MB"), budget: "≤ 25 MB", ok: Some(idle <= 25.0) });

    // The limit serves exactly the bytes farmstand serves.
    let (_, site_json) = http(port, "GET", "/api/site", &[], None)?;
    let (_, products_json) = http(port, "GET", "/api/store/products", &[], None)?;
    let (_, index_br) = http(port, "GET", "/", &[("Accept-Encoding", "br")], None)?;
    std::fs::write(dir.join("products.json"), &products_json)?;
    std::fs::write(dir.join("index.html.br"), &index_br)?;
    let limit_port = free_port()?;
    let limit = Command::new(&limit_bin)
        .arg(format!("127.0.0.1:{limit_port}"))
        .arg(dir.join("products.json"))
        .arg(dir.join("index.html.br"))
        .spawn()
        .context("starting the limit server")?;
    let _limit = Guard(limit);
    wait_healthy_path(limit_port, "/api/store/products")?;

    let peak = Arc::new(AtomicU64::new(0));
    let sampling = Arc::new(AtomicBool::new(true));
    let sampler = {
        let (peak, sampling, pid) = (peak.clone(), sampling.clone(), server.0.id());
        std::thread::spawn(move || {
            while sampling.load(Ordering::Relaxed) {
                if let Some(kb) = rss_kb(pid) {
                    peak.fetch_max(kb, Ordering::Relaxed);
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        })
    };

    let api = wrk(port, "/api/store/products", 64, &[], None)?;
    let api_limit = wrk(limit_port, "/api/store/products", 64, &[], None)?;
    let ratio = api.rps / api_limit.rps * 100.0;
    rows.push(Row {
        what: "GET /api/store/products, 64 connections",
        measured: format!("{:.0} req/s = {ratio:.0} % of the limit's {:.0}; p99 {:.2} ms", api.rps, api_limit.rps, api.p99_ms),
        budget: "≥ 60 % of the limit; p99 ≤ 5 ms",
        ok: Some(ratio >= 60.0 && api.p99_ms <= 5.0),
    });

    // The hub's two per-visit reads: computed (the moon) and served from memory (the post).
    for path in ["/api/almanac", "/api/daily-blog"] {
        let load = wrk(port, path, 64, &[], None)?;
        rows.push(Row {
            what: if path == "/api/almanac" { "GET /api/almanac, 64 connections" } else { "GET /api/daily-blog, 64 connections" },
            measured: format!("{:.0} req/s; p99 {:.2} ms", load.rps, load.p99_ms),
            budget: "p99 ≤ 5 ms",
            ok: Some(load.p99_ms <= 5.0),
        });
    }

    let br = [("Accept-Encoding", "br")];
    let home = wrk(port, "/", 64, &br, None)?;
    let home_limit = wrk(limit_port, "/", 64, &br, None)?;
    let ratio = home.rps / home_limit.rps * 100.0;
    rows.push(Row {
        what: "GET / (embedded index.html, brotli), 64 connections",
        measured: format!("{:.0} req/s = {ratio:.0} % of the limit's {:.0}; p99 {:.2} ms", home.rps, home_limit.rps, home.p99_ms),
        budget: "≥ 60 % of the limit",
        ok: Some(ratio >= 60.0),
    });

    // Durable writes: an admin saving the site settings, each commit fsynced.
    let cookie = bench_admin(bin, &dir.join("data"), port)?;
    let body = String::from_utf8_lossy(&site_json).replace("\"tagline\":\"", "\"tagline\":\"bench ");
    let script = dir.join("put.lua");
    std::fs::write(&script, site_writes(&body, &cookie, port))?;
    let writes = wrk(port, "/api/admin/site", 8, &[], Some(&script))?;
    rows.push(Row {
        what: "durable writes (PUT /api/admin/site, fsync per commit), 8 connections",
        measured: format!("{:.0} committed writes/s; p99 {:.2} ms", writes.rps, writes.p99_ms),
        budget: "≥ 500 writes/s",
        ok: Some(writes.rps >= 500.0),
    });

    sampling.store(false, Ordering::Relaxed);
    let _ = sampler.join();
    let peak_mb = peak.load(Ordering::Relaxed) as f64 / 1024.0;
    rows.push(Row { what: "memory under the 64-connection load (peak RSS)", measured: format!("{peak_mb:.1} MB"), budget: "≤ 80 MB", ok: Some(peak_mb <= 80.0) });

    let (peak_mb, before_mb) = slow_downloads(port, &cookie, server.0.id())?;
    rows.push(Row {
        what: "40 concurrent slow downloads of a 10 MiB file (peak RSS)",
        measured: format!("{peak_mb:.1} MB (from {before_mb:.1} MB)"),
        budget: "≤ 80 MB",
        ok: Some(peak_mb <= 80.0),
    });

    let chat_ms = chat_reply_median_ms()?;
    rows.push(Row {
        what: "chat reply, built-in responder (release, in process, 127 questions)",
        measured: format!("median {chat_ms:.3} ms"),
        budget: "p50 ≤ 2 ms",
        ok: Some(chat_ms <= 2.0),
    });

    let size = std::fs::metadata(bin)?.len() as f64 / 1e6;
    rows.push(Row { what: "binary size (stripped, UI and seed inside)", measured: format!("{size:.1} MB"), budget: "≤ 20 MB", ok: Some(size <= 20.0) });

    let js = home_route_js_gzip(&root().join("ui/dist"))?;
    rows.push(Row { what: "home route JavaScript (gzipped)", measured: format!("{:.1} KB", js as f64 / 1000.0), budget: "≤ 100 KB", ok: Some(js <= 100_000) });

    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
    print_table(&rows);
    Ok(())
}

const SLOW_CLIENTS: usize = 40;
const FILE_BYTES: usize = 10 * 1024 * 1024;

/// An admin attaches a 10 MiB PDF to a new free guide; 40 clients download it at once,
/// each reading slowly, while RSS is sampled. Returns (peak, before) in MB.
fn slow_downloads(port: u16, cookie: &str, pid: u32) -> Result<(f64, f64)> {
    let origin = format!("http://127.0.0.1:{port}");
    let json = [("Content-Type", "application/json"), ("Cookie", cookie), ("Origin", origin.as_str())];
    let (_, categories) = http(port, "GET", "/api/store/categories", &[], None)?;
    let categories: serde_json::Value = serde_json::from_slice(&categories)?;
    let category = categories[0]["name"].as_str().context("no category to file the bench guide under")?;
    let product = serde_json::json!({
        "name": "Bench Guide", "description": "A large guide for the download benchmark", "price": "FREE",
        "category": category, "status": "active", "paymentType": "free_download", "inventory": -1
    });
    let (head, body) = http(port, "POST", "/api/admin/products", &json, Some(product.to_string().as_bytes()))?;
    let created: serde_json::Value = serde_json::from_slice(&body).with_context(|| format!("creating the bench guide: {head}"))?;
    let id = created["id"].as_u64().with_context(|| format!("creating the bench guide: {head} {created}"))?;
    let mut pdf = b"%PDF-1.7\n".to_vec();
    pdf.resize(FILE_BYTES, b'x');
    let upload = [("Cookie", cookie), ("Origin", origin.as_str())];
    let (head, _) = http(port, "PUT", &format!("/api/admin/products/{id}/file?name=bench.pdf"), &upload, Some(&pdf))?;
    if !head.starts_with("HTTP/1.1 200") {
        bail!("uploading the bench guide failed: {head}");
    }

    std::thread::sleep(Duration::from_millis(500));
    let before = rss_kb(pid).unwrap_or(0) as f64 / 1024.0;
    let peak = Arc::new(AtomicU64::new(0));
    let sampling = Arc::new(AtomicBool::new(true));
    let sampler = {
        let (peak, sampling) = (peak.clone(), sampling.clone());
        std::thread::spawn(move || {
            while sampling.load(Ordering::Relaxed) {
                if let Some(kb) = rss_kb(pid) {
                    peak.fetch_max(kb, Ordering::Relaxed);
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        })
    };
    let clients: Vec<_> = (0..SLOW_CLIENTS)
        .map(|_| {
            std::thread::spawn(move || -> Result<usize> {
                let mut stream = TcpStream::connect(("127.0.0.1", port))?;
                let req = format!("GET /api/download/{id} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
                stream.write_all(req.as_bytes())?;
                // A slow reader: 16 KiB every 5 ms, about 3 MB/s (a phone on a decent link).
                let mut buf = vec![0u8; 16 * 1024];
                let mut total = 0;
                loop {
                    let n = stream.read(&mut buf)?;
                    if n == 0 {
                        break;
                    }
                    total += n;
                    std::thread::sleep(Duration::from_millis(5));
                }
                Ok(total)
            })
        })
        .collect();
    for client in clients {
        let received = client.join().map_err(|_| anyhow::anyhow!("a download thread panicked"))??;
        if received < FILE_BYTES {
            bail!("a slow download received {received} bytes, less than the file");
        }
    }
    sampling.store(false, Ordering::Relaxed);
    let _ = sampler.join();
    Ok((peak.load(Ordering::Relaxed) as f64 / 1024.0, before))
}

/// Starts `farmstand serve` on `port` over `data_dir` and waits for its first 200.
pub(crate) fn serve(bin: &Path, data_dir: &Path, port: u16) -> Result<Guard> {
    let server = Command::new(bin)
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--data-dir"])
        .arg(data_dir)
        .env("FARMSTAND_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .context("starting farmstand")?;
    let server = Guard(server);
    wait_healthy(port)?;
    Ok(server)
}

/// A wrk script that saves the site settings `body` as the signed-in admin: durable writes.
pub(crate) fn site_writes(body: &str, cookie: &str, port: u16) -> String {
    format!(
        "wrk.method = \"PUT\"\nwrk.body = [==[{body}]==]\nwrk.headers[\"Content-Type\"] = \"application/json\"\n\
         wrk.headers[\"Cookie\"] = \"{cookie}\"\nwrk.headers[\"Origin\"] = \"http://127.0.0.1:{port}\"\n"
    )
}

/// Creates the bench's administrator (through the running server's socket) and signs in;
/// returns the session cookie (`name=value`).
pub(crate) fn bench_admin(bin: &Path, data_dir: &Path, port: u16) -> Result<String> {
    let mut add = Command::new(bin)
        .args(["admin", "add", "--username", "bench", "--password-stdin", "--data-dir"])
        .arg(data_dir)
        .env("FARMSTAND_LOG", "warn")
        .stdin(Stdio::piped())
        .spawn()?;
    add.stdin.take().context("stdin")?.write_all(format!("{PASSWORD}\n").as_bytes())?;
    if !add.wait()?.success() {
        bail!("could not create the bench admin");
    }
    let login = format!(r#"{{"username":"bench","password":"{PASSWORD}"}}"#);
    let (headers, _) = http(port, "POST", "/api/admin/login", &[("Content-Type", "application/json")], Some(login.as_bytes()))?;
    Ok(headers
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: ").or_else(|| l.strip_prefix("Set-Cookie: ")))
        .and_then(|c| c.split(';').next())
        .context("no session cookie from the bench sign-in")?
        .to_string())
}

/// The built-in responder's median time per question, from `cargo xtask eval-assistant`'s
/// program (the HTTP part is what the other rows measure).
fn chat_reply_median_ms() -> Result<f64> {
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["run", "--quiet", "--release", "--example", "eval_assistant"])
        .current_dir(root())
        .output()?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .find_map(|l| l.strip_prefix("built-in reply time: median "))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .with_context(|| format!("no reply time in the evaluation output:\n{text}{}", String::from_utf8_lossy(&out.stderr)))
}

fn print_table(rows: &[Row]) {
    let w0 = rows.iter().map(|r| r.what.chars().count()).max().unwrap_or(0);
    let w1 = rows.iter().map(|r| r.measured.chars().count()).max().unwrap_or(0);
    let w2 = rows.iter().map(|r| r.budget.chars().count()).max().unwrap_or(0);
    println!("\n| {:w0$} | {:w1$} | {:w2$} | verdict |", "what", "measured", "budget");
    println!("|{}|{}|{}|---------|", "-".repeat(w0 + 2), "-".repeat(w1 + 2), "-".repeat(w2 + 2));
    for r in rows {
        let verdict = match r.ok {
            Some(true) => "within",
            Some(false) => "OVER",
            None => "-",
        };
        println!("| {:w0$} | {:w1$} | {:w2$} | {verdict:7} |", r.what, r.measured, r.budget);
    }
}

/// Kills the child when dropped, so a failing bench leaves no server behind.
pub(crate) struct Guard(pub Child);

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

struct Load {
    rps: f64,
    p99_ms: f64,
}

fn wrk(port: u16, path: &str, connections: u32, headers: &[(&str, &str)], script: Option<&PathBuf>) -> Result<Load> {
    let mut cmd = Command::new("wrk");
    cmd.args(["-t2", &format!("-c{connections}"), &format!("-d{LOAD_SECONDS}"), "--latency"]);
    for (k, v) in headers {
        cmd.args(["-H", &format!("{k}: {v}")]);
    }
    if let Some(script) = script {
        cmd.arg("-s").arg(script);
    }
    cmd.arg(format!("http://127.0.0.1:{port}{path}"));
    let out = cmd.output().context("running wrk")?;
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    if text.contains("Non-2xx") {
        bail!("wrk saw error responses for {path}:\n{text}");
    }
    let rps = text
        .lines()
        .find_map(|l| l.strip_prefix("Requests/sec:"))
        .and_then(|v| v.trim().parse::<f64>().ok())
        .with_context(|| format!("no Requests/sec in wrk output:\n{text}"))?;
    let p99_ms = text
        .lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix("99%"))
        .and_then(|v| duration_ms(v.trim()))
        .with_context(|| format!("no 99% latency in wrk output:\n{text}"))?;
    Ok(Load { rps, p99_ms })
}

fn duration_ms(v: &str) -> Option<f64> {
    let (num, factor) = if let Some(n) = v.strip_suffix("us") {
        (n, 0.001)
    } else if let Some(n) = v.strip_suffix("ms") {
        (n, 1.0)
    } else if let Some(n) = v.strip_suffix('s') {
        (n, 1000.0)
    } else {
        return None;
    };
    num.parse::<f64>().ok().map(|n| n * factor)
}

pub(crate) fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status.lines().find_map(|l| l.strip_prefix("VmRSS:"))?.trim().trim_end_matches("kB").trim().parse().ok()
}

pub(crate) fn free_port() -> Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

fn wait_healthy(port: u16) -> Result<()> {
    wait_healthy_path(port, "/healthz")
}

fn wait_healthy_path(port: u16, path: &str) -> Result<()> {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if let Ok((head, _)) = http(port, "GET", path, &[], None)
            && head.starts_with("HTTP/1.1 200")
        {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    bail!("the server on port {port} did not answer {path} within 10 s")
}

/// A minimal HTTP/1.1 exchange: returns the head (status line and headers) and the body.
pub(crate) fn http(port: u16, method: &str, path: &str, headers: &[(&str, &str)], body: Option<&[u8]>) -> Result<(String, Vec<u8>)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    if let Some(body) = body {
        req.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    req.push_str("\r\n");
    stream.write_all(req.as_bytes())?;
    if let Some(body) = body {
        stream.write_all(body)?;
    }
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").context("no HTTP head")?;
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    Ok((head, raw[split + 4..].to_vec()))
}

/// Gzipped bytes of the JavaScript the home route loads before any lazy page: the entry
/// script and its modulepreloads, as listed in index.html.
fn home_route_js_gzip(dist: &Path) -> Result<u64> {
    let index = std::fs::read_to_string(dist.join("index.html")).context("ui/dist/index.html (run cargo xtask dist)")?;
    let mut total = 0;
    for attr in ["src=\"", "href=\""] {
        for part in index.split(attr).skip(1) {
            let url = part.split('"').next().unwrap_or("");
            if url.ends_with(".js") {
                let file = dist.join(url.trim_start_matches('/'));
                let gz = PathBuf::from(format!("{}.gz", file.display()));
                total += std::fs::metadata(&gz).or_else(|_| std::fs::metadata(&file))?.len();
            }
        }
    }
    Ok(total)
}
