//! Consistent copies of the live database.

use std::path::Path;

use redb::{Database, ReadableDatabase, TableDefinition, TableHandle};

use super::{Db, DbError, DbResult};

/// Copies one read snapshot of every table into a new redb file at `out`.
///
/// The copy is written next to `out` and renamed into place only once it is complete and
/// synced, so a crash never leaves a half-written backup under the requested name.
/// `progress(done, total, table)` is called after each table. Returns the number of rows copied.
pub fn backup_to(
    db: &Db,
    out: &Path,
    progress: &mut dyn FnMut(u64, u64, &str),
) -> DbResult<u64> {
    if let (Ok(a), Ok(b)) = (out.canonicalize(), db.path().canonicalize()) {
        if a == b {
            return Err(DbError::Io(std::io::Error::other(
                "the backup file cannot be the live database itself",
            )));
        }
    }
    let partial = out.with_extension("partial");
    let _ = std::fs::remove_file(&partial);

    let snapshot = db.inner.begin_read()?;
    let names: Vec<String> = snapshot.list_tables()?.map(|t| t.name().to_string()).collect();
    let dest = Database::create(&partial)?;
    let tx = dest.begin_write()?;
    let mut rows = 0;
    for (i, name) in names.iter().enumerate() {
        let def: TableDefinition<&[u8], &[u8]> = TableDefinition::new(name);
        let source = snapshot.open_table(def)?;
        let mut target = tx.open_table(def)?;
        for entry in source.range::<&[u8]>(..)? {
            let (k, v) = entry?;
            target.insert(k.value(), v.value())?;
            rows += 1;
        }
        progress(i as u64 + 1, names.len() as u64, name);
    }
    tx.commit()?;
    drop(dest);
    std::fs::File::open(&partial)?.sync_all()?;
    std::fs::rename(&partial, out)?;
    Ok(rows)
}
