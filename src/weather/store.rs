//! The last good weather reading, in the `settings` table, so a restart or an outage still
//! has something true to show.

use serde::{Deserialize, Serialize};

use super::{Place, Reading};
use crate::db::{Db, DbResult, tables::SETTINGS};

const KEY: &[u8] = b"weather";

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredReading {
    pub place: Place,
    pub reading: Reading,
    pub fetched_at: i64,
}

pub fn get(db: &Db) -> DbResult<Option<StoredReading>> {
    let tx = db.begin_read()?;
    SETTINGS.read(&tx)?.get(KEY)
}

pub fn save(db: &Db, reading: &StoredReading) -> DbResult<()> {
    let tx = db.begin_write()?;
    SETTINGS.write(&tx)?.put(KEY, reading)?;
    tx.commit()?;
    Ok(())
}
