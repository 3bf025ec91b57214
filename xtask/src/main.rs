//! `cargo xtask <task>`: the project's build, run, test and benchmark entry points.
//!
//! - `dist`  builds the UI (npm ci + vite build) and then the release binary with it embedded;
//! - `run`   does `dist` and starts `farmstand serve` (extra arguments are passed on);
//! - `test`  runs every suite: UI unit tests, Rust tests, browser end-to-end tests;
//! - `bench` measures the performance budgets of DESIGN.md §12 and prints one table;
//! - `soak --minutes N` runs mixed reads and writes for N minutes and says whether memory
//!   plateaued;
//! - `eval-assistant` scores the built-in assistant on `seed/eval/tuning.json` and the held-out
//!   `seed/eval/test.json` (`--set tuning|test|PATH`, `--verbose` for the misses);
//! - `train-topicality` writes the knowledge base's example questions from the section-labelled
//!   sets (`seed/eval/paraphrases*.json`), then retrains the assistant's on/off-topic model from
//!   the tuning, blind and labelled sets and `seed/eval/topicality/`, and reports its
//!   cross-validation.

mod bench;
mod soak;

use std::path::PathBuf;
use std::process::Command;

use anyhow::{Context, Result, bail};

fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let task = args.next().unwrap_or_default();
    let rest: Vec<String> = args.collect();
    match task.as_str() {
        "dist" => dist().map(|bin| println!("built {}", bin.display())),
        "run" => {
            let bin = dist()?;
            let mut serve = vec!["serve".to_string()];
            serve.extend(rest);
            run(Command::new(bin).args(serve).current_dir(root()))
        }
        "test" => test(),
        "bench" => bench::run(&dist()?),
        "soak" => {
            let minutes = match rest.as_slice() {
                [] => 10,
                [flag, n] if flag == "--minutes" => n.parse().context("--minutes takes a whole number")?,
                _ => bail!("usage: cargo xtask soak [--minutes N]"),
            };
            soak::run(&dist()?, minutes)
        }
        "eval-assistant" => {
            let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
            cmd.args(["run", "--quiet", "--release", "--example", "eval_assistant", "--"]).args(rest).current_dir(root());
            run(&mut cmd)
        }
        "train-topicality" => {
            // Two runs: the examples written by the first are embedded in the second's build.
            let trainer = |args: &[&str]| {
                let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
                cmd.args(["run", "--quiet", "--release", "--example", "train_topicality", "--"]).args(args).current_dir(root());
                cmd
            };
            run(&mut trainer(&["--write-examples"]))?;
            run(&mut trainer(&rest.iter().map(String::as_str).collect::<Vec<_>>()))
        }
        _ => {
            eprintln!(
                "usage: cargo xtask <task>\n\n\
                 tasks:\n  dist    build the UI, then the release binary with the UI inside\n  \
                 run     dist, then start `farmstand serve` (extra arguments are passed on)\n  \
                 test    run every test suite (UI unit, Rust, browser end-to-end)\n  \
                 bench   measure the performance budgets and print one table\n  \
                 soak [--minutes N]  mixed load for N minutes (default 10); does memory plateau?\n  \
                 eval-assistant [--set tuning|test|PATH] [--sections PATH] [--verbose]  score the built-in assistant on the
                 tuning set and the held-out test set (seed/eval/), per topic\n  \
                 train-topicality [--show-wrong]  write the knowledge base's example questions\n                 \
                 (seed/knowledge/examples.txt), then retrain the assistant's on/off-topic model\n                 \
                 (seed/knowledge/topicality.txt) and report its cross-validation per set and at other\n                 \
                 thresholds; --show-wrong lists the questions it gets wrong"
            );
            std::process::exit(2);
        }
    }
}

/// The workspace root. Read at run time (`cargo run` sets `CARGO_MANIFEST_DIR`), not baked in
/// at compile time: a build cache shared by two checkouts can hand one checkout an xtask
/// built in the other, which would then test the other checkout's files.
pub fn root() -> PathBuf {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from);
    manifest.parent().expect("xtask lives in the workspace").to_path_buf()
}

fn ui_dir() -> PathBuf {
    root().join("ui")
}

/// Where cargo puts build output (honours CARGO_TARGET_DIR, which CI sets to a shared cache).
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            if dir.is_absolute() { dir } else { root().join(dir) }
        }
        None => root().join("target"),
    }
}

pub fn run(cmd: &mut Command) -> Result<()> {
    let shown = format!("{cmd:?}");
    let status = cmd.status().with_context(|| format!("could not start {shown}"))?;
    if !status.success() {
        bail!("{shown} failed with {status}");
    }
    Ok(())
}

fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.current_dir(root());
    cmd
}

fn npm(args: &[&str]) -> Result<()> {
    run(Command::new("npm").args(args).current_dir(ui_dir()))
}

/// `npm ci` unless node_modules already matches the lockfile.
fn npm_install() -> Result<()> {
    let lock = ui_dir().join("package-lock.json");
    let installed = ui_dir().join("node_modules/.package-lock.json");
    let fresh = match (std::fs::metadata(&lock), std::fs::metadata(&installed)) {
        (Ok(l), Ok(i)) => i.modified()? >= l.modified()?,
        _ => false,
    };
    if fresh { Ok(()) } else { npm(&["ci", "--no-audit", "--no-fund"]) }
}

/// Builds the UI and the release binary; returns the binary's path.
fn dist() -> Result<PathBuf> {
    npm_install()?;
    npm(&["run", "build"])?;
    run(cargo().args(["build", "--release", "--package", "farmstand", "--bin", "farmstand"]))?;
    let bin = target_dir().join("release/farmstand");
    let size = std::fs::metadata(&bin).context("the release binary")?.len();
    eprintln!("farmstand: {} ({:.1} MB)", bin.display(), size as f64 / 1e6);
    Ok(bin)
}

fn test() -> Result<()> {
    npm_install()?;
    eprintln!("== UI unit tests (vitest)");
    npm(&["test"])?;
    eprintln!("== release build with the UI embedded");
    let bin = dist()?;
    eprintln!("== Rust unit and integration tests");
    run(cargo().args(["test", "--workspace"]))?;
    eprintln!("== browser end-to-end tests (playwright-core + Debian chromium)");
    ensure_chromium()?;
    run(Command::new("npm").args(["run", "e2e"]).current_dir(ui_dir()).env("FARMSTAND_BIN", &bin))?;
    eprintln!("all test suites passed");
    Ok(())
}

/// The browser tests need Debian's Chromium; install it with apt when we may, never download one.
fn ensure_chromium() -> Result<()> {
    let has = |cmd: &str| Command::new("sh").args(["-c", &format!("command -v {cmd} >/dev/null")]).status().is_ok_and(|s| s.success());
    if std::env::var_os("CHROMIUM_PATH").is_some() || has("chromium") {
        return Ok(());
    }
    let is_root = Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"));
    if !is_root {
        bail!("the browser tests need Debian's chromium: sudo apt-get install -y chromium");
    }
    eprintln!("installing chromium with apt");
    run(Command::new("apt-get").args(["update", "-qq"]))?;
    run(Command::new("apt-get").args(["install", "-y", "-qq", "chromium"]).env("DEBIAN_FRONTEND", "noninteractive"))
}
