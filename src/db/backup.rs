//! Consistent copies of the live database.

use std::path::Path;

use redb::{Database, ReadableDatabase, TableDefinition, TableHandle};

use super::{Db, DbResult};

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
    let partial = out.with_extension("partial");
    let _ = std::fs::remove_file(&partial);
    let result = write_snapshot(db, &partial, progress);
    if result.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    let rows = result?;
    std::fs::rename(&partial, out)?;
    sync_parent(out)?;
    Ok(rows)
}

/// Whether `out` names the live database file (a backup must never overwrite it).
pub fn is_live_file(db: &Db, out: &Path) -> bool {
    matches!((out.canonicalize(), db.path().canonicalize()), (Ok(a), Ok(b)) if a == b)
}

/// Makes a rename durable: the directory entry is synced too.
pub fn sync_parent(path: &Path) -> std::io::Result<()> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => std::fs::File::open(dir)?.sync_all(),
        _ => Ok(()),
    }
}

fn write_snapshot(db: &Db, partial: &Path, progress: &mut dyn FnMut(u64, u64, &str)) -> DbResult<u64> {
    use std::os::unix::fs::PermissionsExt;

    let snapshot = db.inner.begin_read()?;
    let names: Vec<String> = snapshot.list_tables()?.map(|t| t.name().to_string()).collect();
    let dest = Database::create(partial)?;
    // The copy holds password hashes and emails: owner-only, like the data dir.
    std::fs::set_permissions(partial, std::fs::Permissions::from_mode(0o600))?;
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
    std::fs::File::open(partial)?.sync_all()?;
    Ok(rows)
}
