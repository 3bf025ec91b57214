//! Typed access to the raw `&[u8] -> &[u8]` tables.

use redb::{ReadTransaction, ReadableTable, ReadableTableMetadata, TableDefinition, WriteTransaction};
use serde::{Serialize, de::DeserializeOwned};

use super::DbResult;

type Raw = TableDefinition<'static, &'static [u8], &'static [u8]>;

/// A table name. Values are JSON-encoded; the caller picks the Rust type at each access.
#[derive(Clone, Copy)]
pub struct Table {
    def: Raw,
}

impl Table {
    pub const fn new(name: &'static str) -> Self {
        Table { def: TableDefinition::new(name) }
    }

    pub fn read(&self, tx: &ReadTransaction) -> DbResult<ReadTable> {
        Ok(ReadTable { inner: tx.open_table(self.def)? })
    }

    /// Opens the table in a write transaction, creating it if it does not exist yet.
    pub fn write<'tx>(&self, tx: &'tx WriteTransaction) -> DbResult<WriteTable<'tx>> {
        Ok(WriteTable { inner: tx.open_table(self.def)? })
    }
}

/// A table opened for reading in a snapshot.
pub struct ReadTable {
    inner: redb::ReadOnlyTable<&'static [u8], &'static [u8]>,
}

/// A table opened inside a write transaction.
pub struct WriteTable<'tx> {
    inner: redb::Table<'tx, &'static [u8], &'static [u8]>,
}

fn get_in<V: DeserializeOwned>(
    t: &impl ReadableTable<&'static [u8], &'static [u8]>,
    key: &[u8],
) -> DbResult<Option<V>> {
    match t.get(key)? {
        Some(guard) => Ok(Some(serde_json::from_slice(guard.value())?)),
        None => Ok(None),
    }
}

fn keys_in(t: &impl ReadableTable<&'static [u8], &'static [u8]>, prefix: &[u8]) -> DbResult<Vec<Vec<u8>>> {
    let mut out = Vec::new();
    for entry in t.range(prefix..)? {
        let (k, _) = entry?;
        if !k.value().starts_with(prefix) {
            break;
        }
        out.push(k.value().to_vec());
    }
    Ok(out)
}

fn scan_in<V: DeserializeOwned>(
    t: &impl ReadableTable<&'static [u8], &'static [u8]>,
    prefix: &[u8],
) -> DbResult<Vec<(Vec<u8>, V)>> {
    let mut out = Vec::new();
    for entry in t.range(prefix..)? {
        let (k, v) = entry?;
        if !k.value().starts_with(prefix) {
            break;
        }
        out.push((k.value().to_vec(), serde_json::from_slice(v.value())?));
    }
    Ok(out)
}

impl ReadTable {
    pub fn get<V: DeserializeOwned>(&self, key: &[u8]) -> DbResult<Option<V>> {
        get_in(&self.inner, key)
    }

    /// Whether a key is there (index tables, whose values are empty).
    pub fn contains(&self, key: &[u8]) -> DbResult<bool> {
        Ok(self.inner.get(key)?.is_some())
    }

    /// Every row whose key starts with `prefix`, in key order (`&[]` for all rows).
    pub fn scan<V: DeserializeOwned>(&self, prefix: &[u8]) -> DbResult<Vec<(Vec<u8>, V)>> {
        scan_in(&self.inner, prefix)
    }

    /// The keys starting with `prefix`, in order, without decoding values (index tables).
    pub fn keys(&self, prefix: &[u8]) -> DbResult<Vec<Vec<u8>>> {
        keys_in(&self.inner, prefix)
    }

    /// Up to `limit` keys below `end`, in order (an index read up to a time).
    pub fn keys_before(&self, end: &[u8], limit: usize) -> DbResult<Vec<Vec<u8>>> {
        let mut out = Vec::new();
        for entry in self.inner.range(..end)?.take(limit) {
            out.push(entry?.0.value().to_vec());
        }
        Ok(out)
    }

    /// The first `limit` keys, in order (the top of an index).
    pub fn first_keys(&self, limit: usize) -> DbResult<Vec<Vec<u8>>> {
        let mut out = Vec::with_capacity(limit);
        for entry in self.inner.iter()?.take(limit) {
            out.push(entry?.0.value().to_vec());
        }
        Ok(out)
    }

    /// The smallest key, if any.
    pub fn first_key(&self) -> DbResult<Option<Vec<u8>>> {
        Ok(self.inner.first()?.map(|(k, _)| k.value().to_vec()))
    }

    /// One page of rows from the end (newest first for id keys), decoding only that page.
    pub fn page_from_end<V: DeserializeOwned>(&self, skip: usize, take: usize) -> DbResult<Vec<V>> {
        let mut out = Vec::with_capacity(take);
        for entry in self.inner.iter()?.rev().skip(skip).take(take) {
            let (_, v) = entry?;
            out.push(serde_json::from_slice(v.value())?);
        }
        Ok(out)
    }

    pub fn len(&self) -> DbResult<u64> {
        Ok(self.inner.len()?)
    }
}

impl WriteTable<'_> {
    pub fn get<V: DeserializeOwned>(&self, key: &[u8]) -> DbResult<Option<V>> {
        get_in(&self.inner, key)
    }

    /// Whether a key is there (index tables, whose values are empty).
    pub fn contains(&self, key: &[u8]) -> DbResult<bool> {
        Ok(self.inner.get(key)?.is_some())
    }

    pub fn scan<V: DeserializeOwned>(&self, prefix: &[u8]) -> DbResult<Vec<(Vec<u8>, V)>> {
        scan_in(&self.inner, prefix)
    }

    pub fn keys(&self, prefix: &[u8]) -> DbResult<Vec<Vec<u8>>> {
        keys_in(&self.inner, prefix)
    }

    /// Adds a key to an index table (the value is empty).
    pub fn put_key(&mut self, key: &[u8]) -> DbResult<()> {
        self.inner.insert(key, &[][..])?;
        Ok(())
    }

    pub fn put<V: Serialize + ?Sized>(&mut self, key: &[u8], value: &V) -> DbResult<()> {
        let bytes = serde_json::to_vec(value)?;
        self.inner.insert(key, bytes.as_slice())?;
        Ok(())
    }

    /// Removes rows from the start (oldest first for id keys) while `old` holds; returns how
    /// many went.
    pub fn remove_leading<V: DeserializeOwned>(&mut self, old: impl Fn(&V) -> bool) -> DbResult<usize> {
        let mut removed = 0;
        loop {
            let Some(first) = self.inner.first()? else { break };
            let value: V = serde_json::from_slice(first.1.value())?;
            if !old(&value) {
                break;
            }
            let key = first.0.value().to_vec();
            drop(first);
            self.inner.remove(key.as_slice())?;
            removed += 1;
        }
        Ok(removed)
    }

    /// The first row in key order (the oldest of a time index), if any.
    pub fn first<V: DeserializeOwned>(&self) -> DbResult<Option<(Vec<u8>, V)>> {
        match self.inner.first()? {
            Some((k, v)) => Ok(Some((k.value().to_vec(), serde_json::from_slice(v.value())?))),
            None => Ok(None),
        }
    }

    pub fn len(&self) -> DbResult<u64> {
        Ok(self.inner.len()?)
    }

    /// Removes a row; returns whether it existed.
    pub fn remove(&mut self, key: &[u8]) -> DbResult<bool> {
        Ok(self.inner.remove(key)?.is_some())
    }
}
