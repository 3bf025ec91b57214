//! The hub's lists (`videos`, `resources`, `game_links` tables) and the Programs page (the
//! `settings` table's `programs` key).

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use super::model::{GameLink, Programs, Resource, Video};
use crate::db::records::Records;
use crate::db::tables::{GAME_LINKS, RESOURCES, SETTINGS, VIDEOS};
use crate::db::{Db, DbResult};
use crate::seed::SeedOutcome;

/// A kind of admin-managed hub record: where it is stored and how it is checked.
pub trait Listed: Serialize + DeserializeOwned + PartialEq + Clone + Send + Sync + 'static {
    const RECORDS: Records;
    /// For messages: "There is no such video."
    const NAME: &'static str;
    fn validate(self) -> Result<Self, String>;
    /// The seed's key for it.
    fn seed_key(&self) -> String;
}

impl Listed for Video {
    const RECORDS: Records = Records { table: VIDEOS, kind: "video" };
    const NAME: &'static str = "video";
    fn validate(self) -> Result<Self, String> {
        Video::validate(self)
    }
    fn seed_key(&self) -> String {
        self.url.clone()
    }
}

impl Listed for Resource {
    const RECORDS: Records = Records { table: RESOURCES, kind: "resource" };
    const NAME: &'static str = "resource";
    fn validate(self) -> Result<Self, String> {
        Resource::validate(self)
    }
    fn seed_key(&self) -> String {
        self.url.clone()
    }
}

impl Listed for GameLink {
    const RECORDS: Records = Records { table: GAME_LINKS, kind: "game-link" };
    const NAME: &'static str = "game link";
    fn validate(self) -> Result<Self, String> {
        GameLink::validate(self)
    }
    fn seed_key(&self) -> String {
        self.url.clone()
    }
}

const PROGRAMS_KEY: &[u8] = b"programs";

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredPrograms {
    page: Programs,
    admin_edited: bool,
}

/// The stored page, or the embedded seed's.
pub fn programs(db: &Db) -> DbResult<Option<Programs>> {
    let tx = db.begin_read()?;
    Ok(SETTINGS.read(&tx)?.get::<StoredPrograms>(PROGRAMS_KEY)?.map(|s| s.page))
}

pub fn save_programs(db: &Db, page: &Programs) -> DbResult<()> {
    let tx = db.begin_write()?;
    SETTINGS.write(&tx)?.put(PROGRAMS_KEY, &StoredPrograms { page: page.clone(), admin_edited: true })?;
    tx.commit()?;
    Ok(())
}

pub fn apply_programs_seed(db: &Db, seed: &Programs, force: bool) -> DbResult<SeedOutcome> {
    let tx = db.begin_write()?;
    let outcome = {
        let mut table = SETTINGS.write(&tx)?;
        let outcome = match table.get::<StoredPrograms>(PROGRAMS_KEY)? {
            None => SeedOutcome::Created,
            Some(s) if s.admin_edited && !force => SeedOutcome::KeptAdminEdit,
            Some(s) if !s.admin_edited && s.page == *seed => SeedOutcome::Unchanged,
            Some(_) => SeedOutcome::Updated,
        };
        if matches!(outcome, SeedOutcome::Created | SeedOutcome::Updated) {
            table.put(PROGRAMS_KEY, &StoredPrograms { page: seed.clone(), admin_edited: false })?;
        }
        outcome
    };
    tx.commit()?;
    Ok(outcome)
}
