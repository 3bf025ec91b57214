//! Grant programs (admin-managed records that start from `seed/grants/`) and members'
//! applications, indexed by member.

use crate::db::records::{Record, Records};
use crate::db::tables::{GRANT_APPLICATIONS, GRANT_APPLICATIONS_BY_USER, GRANT_PROGRAMS};
use crate::db::{Db, DbResult, key, now_unix, sequences};
use crate::mail::store::{NewEmail, enqueue_in};

use super::model::{Application, Note, Program, Status};

pub const PROGRAMS: Records = Records { table: GRANT_PROGRAMS, kind: "grant-programs" };

pub fn programs(db: &Db) -> DbResult<Vec<Record<Program>>> {
    PROGRAMS.list(db)
}

pub fn program(db: &Db, id: &str) -> DbResult<Option<Record<Program>>> {
    Ok(programs(db)?.into_iter().find(|r| r.item.id == id))
}

fn user_key(user_id: u64, app_id: u64) -> [u8; 16] {
    let mut k = [0u8; 16];
    k[..8].copy_from_slice(&key::id(user_id));
    k[8..].copy_from_slice(&key::id(app_id));
    k
}

/// A member's applications, most recently updated first.
pub fn applications_of(db: &Db, user_id: u64) -> DbResult<Vec<Application>> {
    let tx = db.begin_read()?;
    let index = GRANT_APPLICATIONS_BY_USER.read(&tx)?;
    let rows = GRANT_APPLICATIONS.read(&tx)?;
    let mut out = Vec::new();
    for k in index.keys(&key::id(user_id))? {
        if let Some(app) = key::id_from(&k[8..]).map(|id| rows.get::<Application>(&key::id(id))).transpose()?.flatten() {
            out.push(app);
        }
    }
    out.sort_by(|a, b| b.updated_at.cmp(&a.updated_at).then(b.id.cmp(&a.id)));
    Ok(out)
}

/// Why a tracking change was refused.
#[derive(Debug, PartialEq)]
pub enum TrackError {
    /// Another member's application, or none: the same 404 either way.
    NotFound,
    Invalid(String),
}

/// Starts tracking `program` for a member at `researching`, with the started-tracking note.
/// Tracking a program that has an application still in progress gives that one back (`false`:
/// not new); once the last one is decided or withdrawn, a new one starts.
pub fn track(db: &Db, user_id: u64, program: &Program, note: Note) -> DbResult<Result<(Application, bool), TrackError>> {
    let tx = db.begin_write()?;
    let result = {
        let mut index = GRANT_APPLICATIONS_BY_USER.write(&tx)?;
        let mut rows = GRANT_APPLICATIONS.write(&tx)?;
        let mut existing = None;
        let keys = index.keys(&key::id(user_id))?;
        for k in &keys {
            if let Some(app) = key::id_from(&k[8..]).map(|id| rows.get::<Application>(&key::id(id))).transpose()?.flatten()
                && app.grant_id == program.id
                && !app.status.is_final()
            {
                existing = Some(app);
                break;
            }
        }
        match existing {
            Some(app) => (app, false),
            None if keys.len() >= super::model::MAX_APPLICATIONS => {
                return Ok(Err(TrackError::Invalid(format!(
                    "An account keeps at most {} applications: delete your account's data or ask us to help.",
                    super::model::MAX_APPLICATIONS
                ))));
            }
            None => {
                let now = now_unix();
                let app = Application {
                    id: sequences::next_id(&tx, "grant_applications")?,
                    user_id,
                    grant_id: program.id.clone(),
                    grant_title: program.title.clone(),
                    status: Status::Researching,
                    notes: vec![note],
                    created_at: now,
                    updated_at: now,
                    reminders_sent: Vec::new(),
                };
                rows.put(&key::id(app.id), &app)?;
                index.put_key(&user_key(user_id, app.id))?;
                (app, true)
            }
        }
    };
    tx.commit()?;
    Ok(Ok(result))
}

/// Moves a member's application to `status` (when the move is allowed) and/or adds a note.
pub fn update(db: &Db, user_id: u64, app_id: u64, status: Option<Status>, note: Option<Note>) -> DbResult<Result<Application, TrackError>> {
    let tx = db.begin_write()?;
    let app = {
        let mut rows = GRANT_APPLICATIONS.write(&tx)?;
        let Some(mut app) = rows.get::<Application>(&key::id(app_id))?.filter(|a| a.user_id == user_id) else {
            return Ok(Err(TrackError::NotFound));
        };
        if let Some(next) = status
            && next != app.status
        {
            if !app.status.next().contains(&next) {
                let allowed: Vec<&str> = app.status.next().iter().map(|s| s.as_str()).collect();
                return Ok(Err(TrackError::Invalid(if allowed.is_empty() {
                    format!("This application is {}, a final status; it cannot change.", app.status.as_str())
                } else {
                    format!("An application that is {} can move to: {}.", app.status.as_str(), allowed.join(", "))
                })));
            }
            app.status = next;
        }
        if let Some(note) = note {
            if app.notes.len() >= super::model::MAX_NOTES {
                return Ok(Err(TrackError::Invalid(format!("An application keeps at most {} notes.", super::model::MAX_NOTES))));
            }
            app.notes.push(note);
        }
        app.updated_at = now_unix();
        rows.put(&key::id(app.id), &app)?;
        app
    };
    tx.commit()?;
    Ok(Ok(app))
}

/// Deletes every application of a member (their account is going).
pub fn delete_applications_in(tx: &redb::WriteTransaction, user_id: u64) -> DbResult<()> {
    let mut index = GRANT_APPLICATIONS_BY_USER.write(tx)?;
    let mut rows = GRANT_APPLICATIONS.write(tx)?;
    for k in index.keys(&key::id(user_id))? {
        if let Some(id) = key::id_from(&k[8..]) {
            rows.remove(&key::id(id))?;
        }
        index.remove(&k)?;
    }
    Ok(())
}

/// Every open application (for reminders): few per member, read in one pass.
pub fn open_applications(db: &Db) -> DbResult<Vec<Application>> {
    let tx = db.begin_read()?;
    Ok(GRANT_APPLICATIONS.read(&tx)?.scan::<Application>(&[])?.into_iter().map(|(_, a)| a).filter(|a| a.status.is_open()).collect())
}

/// Queues a reminder and marks it sent in one transaction, so it goes out exactly once.
pub fn queue_reminder(db: &Db, app_id: u64, mark: String, email: NewEmail) -> DbResult<bool> {
    let tx = db.begin_write()?;
    {
        let mut rows = GRANT_APPLICATIONS.write(&tx)?;
        let Some(mut app) = rows.get::<Application>(&key::id(app_id))? else { return Ok(false) };
        if app.reminders_sent.contains(&mark) || !app.status.is_open() {
            return Ok(false);
        }
        app.reminders_sent.push(mark);
        rows.put(&key::id(app.id), &app)?;
        enqueue_in(&tx, email)?;
    }
    tx.commit()?;
    Ok(true)
}

/// Imported programs (Grants.gov): added or updated by id, an admin's edits kept.
pub fn import(db: &Db, programs: Vec<Program>) -> DbResult<(usize, usize)> {
    let (mut created, mut updated) = (0, 0);
    for program in programs {
        let id = program.id.clone();
        match PROGRAMS.apply_seed(db, &id, program, false)? {
            crate::seed::SeedOutcome::Created => created += 1,
            crate::seed::SeedOutcome::Updated => updated += 1,
            _ => {}
        }
    }
    Ok((created, updated))
}
