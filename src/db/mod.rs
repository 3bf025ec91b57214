//! The storage layer: one redb file, typed tables over raw bytes, id sequences, schema
//! migrations and consistent backups.
//!
//! Every table is `&[u8] -> &[u8]` at the redb level: keys are built by [`key`] helpers (ids as
//! big-endian so they sort numerically) and values are JSON. One raw shape for every table lets
//! `backup` copy a snapshot without knowing each feature's types, and lets a feature add fields
//! with `#[serde(default)]` instead of a migration.

mod backup;
pub mod migrations;
pub mod records;
mod table;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use redb::{Database, ReadTransaction, ReadableDatabase, WriteTransaction};

pub use backup::{backup_to, is_live_file, sync_parent};
pub use table::{ReadTable, Table, WriteTable};

/// redb's page cache. Its default (1 GiB) is the whole RAM of the machines we target; the
/// working set of a small farm's site is a few megabytes.
const CACHE_BYTES: usize = 16 * 1024 * 1024;

/// The database file's name inside the data dir.
pub const FILE_NAME: &str = "farmstand.redb";

/// Storage failures. None of them is the user's fault, so the web layer shows them as 500s,
/// except [`DbError::AlreadyOpen`], which the CLI turns into "is the server running?".
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("the database is already open in another process")]
    AlreadyOpen,
    #[error("the database was written by a newer farmstand (schema {found}, this binary knows up to {supported}); upgrade farmstand")]
    NewerSchema { found: u64, supported: u64 },
    #[error("storage error: {0}")]
    Storage(#[from] redb::Error),
    #[error("stored record could not be decoded: {0}")]
    Encoding(#[from] serde_json::Error),
    #[error("I/O error: {0}")]
    Io(#[from] std::io::Error),
    #[error("background task failed: {0}")]
    Task(String),
}

macro_rules! storage_from {
    ($($t:ty),*) => {$(
        impl From<$t> for DbError {
            fn from(e: $t) -> Self {
                DbError::Storage(e.into())
            }
        }
    )*};
}
storage_from!(
    redb::TransactionError,
    redb::TableError,
    redb::StorageError,
    redb::CommitError
);

impl From<redb::DatabaseError> for DbError {
    fn from(e: redb::DatabaseError) -> Self {
        match e {
            redb::DatabaseError::DatabaseAlreadyOpen => DbError::AlreadyOpen,
            other => DbError::Storage(other.into()),
        }
    }
}

pub type DbResult<T> = Result<T, DbError>;

/// A handle on the open database; cheap to clone.
#[derive(Clone)]
pub struct Db {
    inner: Arc<Database>,
    path: PathBuf,
}

impl Db {
    /// Opens (or creates) `<data_dir>/farmstand.redb` and brings its schema up to date.
    /// Returns whether the file was new, so `serve` knows to seed it.
    pub fn open_in(data_dir: &Path) -> DbResult<(Db, bool)> {
        if !data_dir.exists() {
            // Owner-only: the folder holds the database and the control socket.
            use std::os::unix::fs::DirBuilderExt;
            std::fs::DirBuilder::new().recursive(true).mode(0o700).create(data_dir)?;
        }
        Self::open_file(&data_dir.join(FILE_NAME))
    }

    /// Opens (or creates) the database at `path` and runs pending migrations.
    pub fn open_file(path: &Path) -> DbResult<(Db, bool)> {
        let db = Self::create(path)?;
        let was_new = migrations::migrate(&db)?;
        Ok((db, was_new))
    }

    /// Opens the file but migrates it only up to `version`: lets tests build a file as an
    /// older release left it.
    #[doc(hidden)]
    pub fn open_file_at_version(path: &Path, version: u64) -> DbResult<Db> {
        let db = Self::create(path)?;
        migrations::migrate_to(&db, version)?;
        Ok(db)
    }

    fn create(path: &Path) -> DbResult<Db> {
        let database = Database::builder().set_cache_size(CACHE_BYTES).create(path)?;
        Ok(Db { inner: Arc::new(database), path: path.to_path_buf() })
    }

    /// The file this database lives in.
    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn begin_read(&self) -> DbResult<ReadTransaction> {
        Ok(self.inner.begin_read()?)
    }

    /// Starts a write transaction. redb's default durability is immediate: `commit` returns
    /// only once the data is on disk, which is what lets a handler say "saved".
    pub fn begin_write(&self) -> DbResult<WriteTransaction> {
        Ok(self.inner.begin_write()?)
    }

    /// Runs blocking storage work on tokio's blocking pool so async workers never wait on
    /// disk I/O. Transactions live entirely inside `f`, never across an `.await`.
    pub async fn call<T, E, F>(&self, f: F) -> Result<T, E>
    where
        F: FnOnce(&Db) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
    {
        let db = self.clone();
        tokio::task::spawn_blocking(move || f(&db))
            .await
            .map_err(|e| E::from(DbError::Task(e.to_string())))?
    }
}

/// Key builders. Ids are big-endian so redb's byte order is numeric order.
pub mod key {
    pub fn id(id: u64) -> [u8; 8] {
        id.to_be_bytes()
    }

    pub fn id_from(bytes: &[u8]) -> Option<u64> {
        Some(u64::from_be_bytes(bytes.try_into().ok()?))
    }

    pub fn text(s: &str) -> &[u8] {
        s.as_bytes()
    }

    /// A time-ordered index key: Unix seconds (negative times sort first, as 0), then an id.
    pub fn at(unix: i64, id: u64) -> [u8; 16] {
        let mut k = [0u8; 16];
        k[..8].copy_from_slice(&(unix.max(0) as u64).to_be_bytes());
        k[8..].copy_from_slice(&id.to_be_bytes());
        k
    }

    /// The time and id of a key built by [`at`].
    pub fn at_from(bytes: &[u8]) -> Option<(i64, u64)> {
        let time = u64::from_be_bytes(bytes.get(..8)?.try_into().ok()?);
        Some((time as i64, id_from(bytes.get(8..16)?)?))
    }
}

/// Named id sequences, so every table's ids are dense, stable and never reused.
pub mod sequences {
    use super::{DbResult, tables::SEQUENCES};
    use redb::WriteTransaction;

    /// Returns the next id of `name` (1, 2, 3…), within the caller's transaction so the id
    /// and the row that uses it commit together.
    pub fn next_id(tx: &WriteTransaction, name: &str) -> DbResult<u64> {
        let mut table = SEQUENCES.write(tx)?;
        let next = table.get::<u64>(name.as_bytes())?.unwrap_or(0) + 1;
        table.put(name.as_bytes(), &next)?;
        Ok(next)
    }
}

/// Every table of the application, in one place so migrations and backups see them all.
pub mod tables {
    use super::Table;

    pub const META: Table = Table::new("meta");
    pub const SEQUENCES: Table = Table::new("sequences");
    pub const USERS: Table = Table::new("users");
    pub const USERS_BY_NAME: Table = Table::new("users_by_name");
    pub const SESSIONS: Table = Table::new("sessions");
    pub const SETTINGS: Table = Table::new("settings");
    pub const CATEGORIES: Table = Table::new("categories");
    pub const PRODUCTS: Table = Table::new("products");
    pub const PRODUCTS_BY_SLUG: Table = Table::new("products_by_slug");
    pub const DOWNLOADS: Table = Table::new("downloads");
    pub const ORDERS: Table = Table::new("orders");
    /// Seeded records an admin deleted (`product:<slug>`, `category:<slug>`), so
    /// `farmstand seed` does not bring them back.
    pub const DELETED_SEEDS: Table = Table::new("deleted_seeds");
    /// Payment reference (Checkout Session or PaymentIntent id) → order id.
    pub const ORDERS_BY_REF: Table = Table::new("orders_by_ref");
    /// Stripe event ids already applied, so a redelivered event changes nothing.
    pub const STRIPE_EVENTS: Table = Table::new("stripe_events");
    /// Every email the site sends, written before any attempt to send it.
    pub const OUTBOX: Table = Table::new("outbox");
    /// Chat messages and replies, oldest first, kept for the retention period.
    pub const CONVERSATIONS: Table = Table::new("conversations");
    /// Unsent emails by when they are next due (`key::at(next_attempt_at, id)`), so the
    /// sender reads only what is due.
    pub const OUTBOX_DUE: Table = Table::new("outbox_due");
    /// Pending orders by creation time (`key::at(created_at, id)`), so abandoned checkouts
    /// are expired without reading every order.
    pub const ORDERS_PENDING: Table = Table::new("orders_pending");
    /// A user's sessions, oldest first (`user id ++ key::at(created_at, 0) ++ token hash`),
    /// so the oldest are dropped past the cap.
    pub const SESSIONS_BY_USER: Table = Table::new("sessions_by_user");
    /// Training Center exchanges (train and test), by id, so a correction can name its question.
    pub const TRAINING_SESSIONS: Table = Table::new("training_sessions");
    /// Every training run and action, oldest first.
    pub const TRAINING_HISTORY: Table = Table::new("training_history");
    /// Trainers' approved answers.
    pub const CORRECTIONS: Table = Table::new("corrections");
    /// Trainers' behaviour rules.
    pub const INSTRUCTIONS: Table = Table::new("instructions");
    /// Reinforced answers, replayed by assessments.
    pub const REINFORCEMENTS: Table = Table::new("reinforcements");
    /// Assessment scores, oldest first.
    pub const ASSESSMENTS: Table = Table::new("assessments");
    /// The training scheduler's configuration (key `scheduler`).
    pub const TRAINING_SETTINGS: Table = Table::new("training_settings");
    /// The hub's daily blog posts.
    pub const BLOG_POSTS: Table = Table::new("blog_posts");
    /// Daily Farm Wisdom videos, one a day in turn.
    pub const VIDEOS: Table = Table::new("videos");
    /// Community Resources links.
    pub const RESOURCES: Table = Table::new("resources");
    /// Interactive Farm Games' outside links.
    pub const GAME_LINKS: Table = Table::new("game_links");
    /// Discussion comments by id.
    pub const COMMENTS: Table = Table::new("comments");
    /// `thread \0 day \0 id`: a thread's comments of one day.
    pub const COMMENTS_BY_DAY: Table = Table::new("comments_by_day");
    /// `status byte ++ id`: the moderation queue and its counts.
    pub const COMMENTS_BY_STATUS: Table = Table::new("comments_by_status");
    /// `thread \0 day` → visible comments that day (the day list without reading comments).
    pub const COMMENT_DAY_COUNTS: Table = Table::new("comment_day_counts");
    /// `comment id ++ voter pseudonym`: one like per visitor.
    pub const COMMENT_LIKES: Table = Table::new("comment_likes");
    /// Authors and addresses a moderator blocked from posting.
    pub const COMMENT_BLOCKS: Table = Table::new("comment_blocks");
    /// Contact messages by id.
    pub const MESSAGES: Table = Table::new("messages");
    /// Free-guide requests (leads) by id.
    pub const LEADS: Table = Table::new("leads");
    /// Lowercased email → lead id: one lead per address.
    pub const LEADS_BY_EMAIL: Table = Table::new("leads_by_email");
    /// Mailing-list sign-ups by id, pending or confirmed.
    pub const SUBSCRIBERS: Table = Table::new("subscribers");
    /// Lowercased email → subscriber id.
    pub const SUBSCRIBERS_BY_EMAIL: Table = Table::new("subscribers_by_email");
    /// Quiz challenge sessions by id (time first, so the oldest lead).
    pub const QUIZ_SESSIONS: Table = Table::new("quiz_sessions");
    /// "player\0challenge" → the one live session id.
    pub const QUIZ_LIVE: Table = Table::new("quiz_live");
    /// Quiz players by their browser-made id: name, owner and progress.
    pub const QUIZ_PLAYERS: Table = Table::new("quiz_players");
    /// Players who have finished a quiz, in leaderboard order: most points, then oldest.
    pub const QUIZ_RANKS: Table = Table::new("quiz_ranks");
    /// Course order id → the lessons its buyer marked done, and their certificate's code.
    pub const COURSE_PROGRESS: Table = Table::new("course_progress");
    /// Certificate code → the certificate, for public verification.
    pub const CERTIFICATES: Table = Table::new("certificates");
    /// Farm plans by their random id.
    pub const FARM_PLANS: Table = Table::new("farm_plans");
    /// (created, sequence) → plan id: the oldest plans, pruned first.
    pub const FARM_PLANS_BY_TIME: Table = Table::new("farm_plans_by_time");
    /// Plans made, by crop group, experience, budget and hours (kept when plans are pruned).
    pub const FARM_PLAN_COUNTS: Table = Table::new("farm_plan_counts");
    /// Grant programs (seeded, imported or written by admins), as records.
    pub const GRANT_PROGRAMS: Table = Table::new("grant_programs");
    /// Members' grant applications by id.
    pub const GRANT_APPLICATIONS: Table = Table::new("grant_applications");
    /// (member id, application id): a member's applications.
    pub const GRANT_APPLICATIONS_BY_USER: Table = Table::new("grant_applications_by_user");
}

/// Small facts about the database itself (schema version, when it was seeded).
pub mod meta {
    use serde::{Serialize, de::DeserializeOwned};

    use super::{Db, DbResult, tables::META};

    pub fn get<V: DeserializeOwned>(db: &Db, key: &str) -> DbResult<Option<V>> {
        let tx = db.begin_read()?;
        META.read(&tx)?.get(key.as_bytes())
    }

    pub fn set<V: Serialize>(db: &Db, key: &str, value: &V) -> DbResult<()> {
        let tx = db.begin_write()?;
        META.write(&tx)?.put(key.as_bytes(), value)?;
        tx.commit()?;
        Ok(())
    }
}

/// The current time as Unix seconds; stored timestamps use it.
pub fn now_unix() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

/// A stored timestamp as RFC 3339 text for the API ("2025-06-15T09:30:00Z").
pub fn rfc3339(unix: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(unix)
        .ok()
        .and_then(|t| t.format(&time::format_description::well_known::Rfc3339).ok())
        .unwrap_or_default()
}
