//! Lists of admin-managed records that may start from the seed (blog posts, videos,
//! resources, game links): ids from a sequence, a seed key so `farmstand seed` updates what
//! it wrote, an `admin_edited` mark so it never overwrites an admin's change, and a tombstone
//! so it never brings back what an admin deleted (unless forced).
//!
//! The lists are short (tens of records), so a whole-table read is the index.

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use super::{Db, DbResult, Table, key, sequences, tables::DELETED_SEEDS};
use crate::seed::SeedOutcome;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Record<T> {
    pub id: u64,
    /// The seed's key for a seeded record (its slug or URL).
    #[serde(default)]
    pub seed_key: Option<String>,
    #[serde(default)]
    pub admin_edited: bool,
    pub item: T,
}

/// Refused because the item clashes with another record; the message says how.
#[derive(Debug)]
pub struct Clash(pub String);

/// One kind of record: its table, its id sequence and its tombstone prefix.
pub struct Records {
    pub table: Table,
    /// Names the id sequence and prefixes tombstones (`<kind>:<seed key>`).
    pub kind: &'static str,
}

/// Whether a candidate clashes with one stored item.
pub type ClashCheck<T> = fn(&T, &T) -> Option<String>;

impl Records {
    /// Every record, in id order (creation order).
    pub fn list<T: DeserializeOwned>(&self, db: &Db) -> DbResult<Vec<Record<T>>> {
        let tx = db.begin_read()?;
        Ok(self.table.read(&tx)?.scan::<Record<T>>(&[])?.into_iter().map(|(_, r)| r).collect())
    }

    /// Adds a record an admin wrote, unless it clashes with a stored one.
    pub fn create<T: Serialize + DeserializeOwned>(
        &self,
        db: &Db,
        item: T,
        clash: ClashCheck<T>,
    ) -> DbResult<Result<Record<T>, Clash>> {
        let tx = db.begin_write()?;
        let record = {
            let mut table = self.table.write(&tx)?;
            for (_, other) in table.scan::<Record<T>>(&[])? {
                if let Some(why) = clash(&item, &other.item) {
                    return Ok(Err(Clash(why)));
                }
            }
            let record = Record { id: sequences::next_id(&tx, self.kind)?, seed_key: None, admin_edited: true, item };
            table.put(&key::id(record.id), &record)?;
            record
        };
        tx.commit()?;
        Ok(Ok(record))
    }

    /// Replaces a record's item with an admin's edit; `None` for an unknown id.
    /// `keep` carries fields the admin does not edit (a post's slug) over from the stored item.
    pub fn update<T: Serialize + DeserializeOwned>(
        &self,
        db: &Db,
        id: u64,
        item: T,
        clash: ClashCheck<T>,
        keep: fn(&T, T) -> T,
    ) -> DbResult<Option<Result<Record<T>, Clash>>> {
        let tx = db.begin_write()?;
        let record = {
            let mut table = self.table.write(&tx)?;
            let Some(stored) = table.get::<Record<T>>(&key::id(id))? else {
                return Ok(None);
            };
            let item = keep(&stored.item, item);
            for (_, other) in table.scan::<Record<T>>(&[])? {
                if other.id != id
                    && let Some(why) = clash(&item, &other.item)
                {
                    return Ok(Some(Err(Clash(why))));
                }
            }
            let record = Record { item, admin_edited: true, ..stored };
            table.put(&key::id(id), &record)?;
            record
        };
        tx.commit()?;
        Ok(Some(Ok(record)))
    }

    /// Deletes a record; a seeded one leaves a tombstone. Returns whether it existed.
    pub fn delete<T: DeserializeOwned>(&self, db: &Db, id: u64) -> DbResult<bool> {
        let tx = db.begin_write()?;
        {
            let mut table = self.table.write(&tx)?;
            let Some(stored) = table.get::<Record<T>>(&key::id(id))? else {
                return Ok(false);
            };
            table.remove(&key::id(id))?;
            if let Some(seed_key) = stored.seed_key {
                DELETED_SEEDS.write(&tx)?.put(self.tombstone(&seed_key).as_bytes(), &super::now_unix())?;
            }
        }
        tx.commit()?;
        Ok(true)
    }

    /// Writes a seed record (matched by its seed key) unless an admin edited or deleted it.
    pub fn apply_seed<T: Serialize + DeserializeOwned + PartialEq>(
        &self,
        db: &Db,
        seed_key: &str,
        item: T,
        force: bool,
    ) -> DbResult<SeedOutcome> {
        let tx = db.begin_write()?;
        let outcome = {
            let tombstone = self.tombstone(seed_key);
            let mut deleted = DELETED_SEEDS.write(&tx)?;
            if deleted.get::<i64>(tombstone.as_bytes())?.is_some() {
                if !force {
                    return Ok(SeedOutcome::KeptAdminEdit);
                }
                deleted.remove(tombstone.as_bytes())?;
            }
            let mut table = self.table.write(&tx)?;
            let existing =
                table.scan::<Record<T>>(&[])?.into_iter().map(|(_, r)| r).find(|r| r.seed_key.as_deref() == Some(seed_key));
            match existing {
                Some(r) if r.admin_edited && !force => SeedOutcome::KeptAdminEdit,
                Some(r) if r.item == item && !r.admin_edited => SeedOutcome::Unchanged,
                Some(r) => {
                    table.put(&key::id(r.id), &Record { item, admin_edited: false, ..r })?;
                    SeedOutcome::Updated
                }
                None => {
                    let id = sequences::next_id(&tx, self.kind)?;
                    table.put(&key::id(id), &Record { id, seed_key: Some(seed_key.to_string()), admin_edited: false, item })?;
                    SeedOutcome::Created
                }
            }
        };
        tx.commit()?;
        Ok(outcome)
    }

    fn tombstone(&self, seed_key: &str) -> String {
        format!("{}:{seed_key}", self.kind)
    }
}

/// No clash is possible.
pub fn never<T>(_: &T, _: &T) -> Option<String> {
    None
}

/// The admin edits every field.
pub fn replace<T>(_: &T, new: T) -> T {
    new
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::tables::VIDEOS;

    const NOTES: Records = Records { table: VIDEOS, kind: "test-notes" };

    fn same_text(a: &String, b: &String) -> Option<String> {
        (a == b).then(|| format!("{a} is already there"))
    }

    #[test]
    fn seeding_respects_admin_edits_and_deletions() {
        let dir = tempfile::tempdir().unwrap();
        let (db, _) = Db::open_in(dir.path()).unwrap();
        assert_eq!(NOTES.apply_seed(&db, "a", "first".to_string(), false).unwrap(), SeedOutcome::Created);
        assert_eq!(NOTES.apply_seed(&db, "a", "first".to_string(), false).unwrap(), SeedOutcome::Unchanged);
        assert_eq!(NOTES.apply_seed(&db, "a", "second".to_string(), false).unwrap(), SeedOutcome::Updated);
        let id = NOTES.list::<String>(&db).unwrap()[0].id;

        NOTES.update(&db, id, "mine".to_string(), never, replace).unwrap().unwrap().unwrap();
        assert_eq!(NOTES.apply_seed(&db, "a", "third".to_string(), false).unwrap(), SeedOutcome::KeptAdminEdit);
        assert_eq!(NOTES.list::<String>(&db).unwrap()[0].item, "mine");

        assert!(NOTES.delete::<String>(&db, id).unwrap());
        assert!(!NOTES.delete::<String>(&db, id).unwrap(), "already gone");
        assert_eq!(NOTES.apply_seed(&db, "a", "third".to_string(), false).unwrap(), SeedOutcome::KeptAdminEdit);
        assert!(NOTES.list::<String>(&db).unwrap().is_empty(), "a deleted seed record stays deleted");
        assert_eq!(NOTES.apply_seed(&db, "a", "third".to_string(), true).unwrap(), SeedOutcome::Created, "unless forced");
    }

    #[test]
    fn clashes_are_refused_and_change_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let (db, _) = Db::open_in(dir.path()).unwrap();
        let one = NOTES.create(&db, "x".to_string(), same_text).unwrap().unwrap();
        let two = NOTES.create(&db, "y".to_string(), same_text).unwrap().unwrap();
        assert!(NOTES.create(&db, "x".to_string(), same_text).unwrap().is_err());
        assert!(NOTES.update(&db, two.id, "x".to_string(), same_text, replace).unwrap().unwrap().is_err());
        assert!(NOTES.update(&db, one.id, "x".to_string(), same_text, replace).unwrap().unwrap().is_ok(), "a record does not clash with itself");
        assert!(NOTES.update(&db, 999, "z".to_string(), same_text, replace).unwrap().is_none());
        let items: Vec<String> = NOTES.list(&db).unwrap().into_iter().map(|r| r.item).collect();
        assert_eq!(items, ["x", "y"]);
    }
}
