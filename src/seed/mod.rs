//! The embedded default content (`seed/` at the top of the repository) and how it is applied:
//! idempotently, by stable keys, never overwriting what an admin edited unless forced.

use std::fmt;

use rust_embed::Embed;

use crate::control::Report;
use crate::db::{Db, DbResult, meta, now_unix};
use crate::site::{self, SiteSettings};

#[derive(Embed)]
#[folder = "seed/"]
struct SeedFiles;

const SEEDED_AT_KEY: &str = "seeded_at";

/// The embedded `seed/site.json`.
pub fn site_settings() -> Result<SiteSettings, serde_json::Error> {
    let file = SeedFiles::get("site.json").map(|f| f.data).unwrap_or_default();
    serde_json::from_slice(&file)
}

/// What one `apply` did, counted per record.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct SeedSummary {
    pub created: u32,
    pub updated: u32,
    pub unchanged: u32,
    pub kept: u32,
}

impl fmt::Display for SeedSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seed applied: {} created, {} updated, {} unchanged, {} kept (edited by an admin)",
            self.created, self.updated, self.unchanged, self.kept
        )
    }
}

/// Applies every part of the seed. `report` hears about each step.
pub fn apply(db: &Db, force: bool, report: &dyn Report) -> DbResult<SeedSummary> {
    let mut summary = SeedSummary::default();
    let steps: &[(&str, fn(&Db, bool, &mut SeedSummary) -> DbResult<()>)] = &[("site settings", seed_site)];
    for (i, (label, step)) in steps.iter().enumerate() {
        step(db, force, &mut summary)?;
        report.progress(i as u64 + 1, steps.len() as u64, label);
    }
    meta::set(db, SEEDED_AT_KEY, &now_unix())?;
    Ok(summary)
}

/// Whether the seed has ever been applied to this database.
pub fn is_seeded(db: &Db) -> DbResult<bool> {
    Ok(meta::get::<i64>(db, SEEDED_AT_KEY)?.is_some())
}

fn seed_site(db: &Db, force: bool, summary: &mut SeedSummary) -> DbResult<()> {
    let settings = site_settings()?;
    match site::store::apply_seed(db, &settings, force)? {
        site::store::SeedOutcome::Created => summary.created += 1,
        site::store::SeedOutcome::Updated => summary.updated += 1,
        site::store::SeedOutcome::Unchanged => summary.unchanged += 1,
        site::store::SeedOutcome::KeptAdminEdit => summary.kept += 1,
    }
    Ok(())
}
