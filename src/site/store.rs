//! Site settings in the `settings` table.

use serde::{Deserialize, Serialize};

use super::SiteSettings;
use crate::seed::SeedOutcome;
use crate::db::{Db, DbResult, tables::SETTINGS};

const SITE_KEY: &[u8] = b"site";

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Stored {
    settings: SiteSettings,
    /// Set once an admin saves the settings; `farmstand seed` then leaves them alone.
    admin_edited: bool,
}

/// The stored settings, or the embedded seed's when none are stored yet.
pub fn get(db: &Db) -> DbResult<SiteSettings> {
    let tx = db.begin_read()?;
    match SETTINGS.read(&tx)?.get::<Stored>(SITE_KEY)? {
        Some(stored) => Ok(stored.settings),
        None => Ok(crate::seed::site_settings()?),
    }
}

pub fn save_admin_edit(db: &Db, settings: &SiteSettings) -> DbResult<()> {
    let tx = db.begin_write()?;
    SETTINGS.write(&tx)?.put(SITE_KEY, &Stored { settings: settings.clone(), admin_edited: true })?;
    tx.commit()?;
    Ok(())
}

/// Writes the seed's settings unless an admin has edited them (or `force`).
pub fn apply_seed(db: &Db, seed: &SiteSettings, force: bool) -> DbResult<SeedOutcome> {
    let tx = db.begin_write()?;
    let outcome = {
        let mut table = SETTINGS.write(&tx)?;
        let outcome = match table.get::<Stored>(SITE_KEY)? {
            None => SeedOutcome::Created,
            Some(s) if s.admin_edited && !force => SeedOutcome::KeptAdminEdit,
            Some(s) if !s.admin_edited && s.settings == *seed => SeedOutcome::Unchanged,
            Some(_) => SeedOutcome::Updated,
        };
        if matches!(outcome, SeedOutcome::Created | SeedOutcome::Updated) {
            table.put(SITE_KEY, &Stored { settings: seed.clone(), admin_edited: false })?;
        }
        outcome
    };
    tx.commit()?;
    Ok(outcome)
}
