//! Progress for long commands: a bar on a terminal, plain lines otherwise (cron, pipes).

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressStyle};

use crate::control::Report;

pub struct CliReport {
    bar: Option<ProgressBar>,
}

impl CliReport {
    pub fn new() -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(0);
            if let Ok(style) = ProgressStyle::with_template("{bar:30.green/dim} {pos}/{len} {msg}") {
                bar.set_style(style);
            }
            bar
        });
        CliReport { bar }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Report for CliReport {
    fn progress(&self, done: u64, total: u64, label: &str) {
        match &self.bar {
            Some(bar) => {
                bar.set_length(total);
                bar.set_position(done);
                bar.set_message(label.to_string());
            }
            None => eprintln!("[{done}/{total}] {label}"),
        }
    }
}
