//! `cargo xtask soak --minutes N`: the release binary under mixed reads and durable writes
//! for N minutes, RSS sampled every 5 s, and a verdict on whether memory plateaued (the
//! site must run for months on a small VPS, so a slow creep matters more than a peak).

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::bench::{bench_admin, free_port, http, rss_kb, serve, site_writes};

const SAMPLE_EVERY: Duration = Duration::from_secs(5);
/// Growth between the third and the last quarter of the run that still counts as flat.
const PLATEAU_TOLERANCE: f64 = 0.03;

/// The reads a visitor makes: the store, the home page (brotli), settings, categories, a
/// client-side route, a rendered guide (counted as a download) and the health check.
const READS: &str = r#"
paths = { "/api/store/products", "/", "/api/site", "/api/store/categories", "/country-store", "/api/download/seeds-of-change", "/healthz" }
n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1], { ["Accept-Encoding"] = "br" })
end
"#;

pub fn run(bin: &Path, minutes: u64) -> Result<()> {
    if Command::new("wrk").arg("--version").output().is_err() {
        bail!("the load generator `wrk` is missing: apt-get install -y wrk");
    }
    let dir = std::env::temp_dir().join(format!("farmstand-soak-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let port = free_port()?;
    let server = serve(bin, &dir.join("data"), port)?;
    let cookie = bench_admin(bin, &dir.join("data"), port)?;
    let (_, site) = http(port, "GET", "/api/site", &[], None)?;
    let body = String::from_utf8_lossy(&site).replace("\"tagline\":\"", "\"tagline\":\"soak ");
    std::fs::write(dir.join("reads.lua"), READS)?;
    std::fs::write(dir.join("writes.lua"), site_writes(&body, &cookie, port))?;

    let pid = server.0.id();
    let start_kb = rss_kb(pid).unwrap_or(0);
    let duration = format!("{}s", minutes * 60);
    let load = |script: &str, path: &str, connections: u32| {
        Command::new("wrk")
            .args(["-t1", &format!("-c{connections}"), &format!("-d{duration}"), "-s"])
            .arg(dir.join(script))
            .arg(format!("http://127.0.0.1:{port}{path}"))
            .stdout(Stdio::piped())
            .spawn()
    };
    let reads = load("reads.lua", "/", 32).context("starting wrk")?;
    let writes = load("writes.lua", "/api/admin/site", 4).context("starting wrk")?;

    let started = Instant::now();
    let mut samples: Vec<(u64, u64)> = vec![(0, start_kb)];
    eprintln!("soaking for {minutes} min; RSS every {} s", SAMPLE_EVERY.as_secs());
    while started.elapsed() < Duration::from_secs(minutes * 60) {
        std::thread::sleep(SAMPLE_EVERY);
        let kb = rss_kb(pid).context("the server died during the soak")?;
        let secs = started.elapsed().as_secs();
        samples.push((secs, kb));
        eprintln!("  {secs:>5} s  {:.1} MB", kb as f64 / 1024.0);
    }
    let reads = reads.wait_with_output()?;
    let writes = writes.wait_with_output()?;
    let (read_rps, read_errors) = summary(&String::from_utf8_lossy(&reads.stdout));
    let (write_rps, write_errors) = summary(&String::from_utf8_lossy(&writes.stdout));
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);

    let verdict = plateau(&samples);
    let mb = |kb: u64| kb as f64 / 1024.0;
    let peak = samples.iter().map(|s| s.1).max().unwrap_or(0);
    println!("\n| what | measured |\n|---|---|");
    println!("| duration | {minutes} min |");
    println!("| reads (7 paths, 32 connections) | {read_rps:.0} req/s, {read_errors} errors |");
    println!("| durable writes (PUT /api/admin/site, 4 connections) | {write_rps:.0} req/s, {write_errors} errors |");
    println!("| RSS start → peak → end | {:.1} → {:.1} → {:.1} MB |", mb(start_kb), mb(peak), mb(samples.last().map_or(0, |s| s.1)));
    println!("| RSS, third quarter vs last quarter (mean) | {:.1} → {:.1} MB |", mb(verdict.before as u64), mb(verdict.after as u64));
    println!("| verdict | {} |", if verdict.flat { "plateaued" } else { "STILL GROWING" });
    if !verdict.flat || read_errors + write_errors > 0 {
        bail!("the soak failed: memory {}, {} errors", if verdict.flat { "flat" } else { "growing" }, read_errors + write_errors);
    }
    Ok(())
}

/// Requests per second and errors (socket errors plus non-2xx answers) from wrk's output.
fn summary(text: &str) -> (f64, u64) {
    let rps = text.lines().find_map(|l| l.strip_prefix("Requests/sec:")).and_then(|v| v.trim().parse().ok()).unwrap_or(0.0);
    let mut errors = 0;
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("Non-2xx or 3xx responses:") {
            errors += rest.trim().parse::<u64>().unwrap_or(0);
        }
        if let Some(rest) = line.strip_prefix("Socket errors:") {
            // "connect 0, read 0, write 0, timeout 0"
            errors += rest.split(',').filter_map(|p| p.split_whitespace().nth(1)?.parse::<u64>().ok()).sum::<u64>();
        }
    }
    (rps, errors)
}

struct Plateau {
    before: f64,
    after: f64,
    flat: bool,
}

/// Memory has plateaued when the mean RSS of the last quarter of the run is within
/// [`PLATEAU_TOLERANCE`] of the quarter before it.
fn plateau(samples: &[(u64, u64)]) -> Plateau {
    let n = samples.len();
    let quarter = (n / 4).max(1);
    let mean = |s: &[(u64, u64)]| s.iter().map(|x| x.1 as f64).sum::<f64>() / s.len().max(1) as f64;
    let after = mean(&samples[n.saturating_sub(quarter)..]);
    let before = mean(&samples[n.saturating_sub(2 * quarter)..n.saturating_sub(quarter)]);
    Plateau { before, after, flat: after <= before * (1.0 + PLATEAU_TOLERANCE) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plateau_verdicts() {
        let flat: Vec<(u64, u64)> = (0..40).map(|i| (i * 5, if i < 4 { 10_000 + i * 1000 } else { 14_000 })).collect();
        assert!(plateau(&flat).flat);
        let creeping: Vec<(u64, u64)> = (0..40).map(|i| (i * 5, 10_000 + i * 200)).collect();
        assert!(!plateau(&creeping).flat);
    }

    #[test]
    fn wrk_errors_are_counted() {
        let out = "Requests/sec:  1234.5\n  Socket errors: connect 0, read 2, write 0, timeout 1\n  Non-2xx or 3xx responses: 4\n";
        assert_eq!(summary(out), (1234.5, 7));
    }
}
