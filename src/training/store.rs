//! The training tables in redb. Each function is one transaction, so a training action and
//! its history line commit together.

use redb::WriteTransaction;

use super::model::{Assessment, Correction, HistoryEntry, Instruction, Reinforcement, SchedulerConfig, Session};
use crate::db::tables::{
    ASSESSMENTS, CORRECTIONS, INSTRUCTIONS, REINFORCEMENTS, TRAINING_HISTORY, TRAINING_SESSIONS, TRAINING_SETTINGS,
};
use crate::db::{Db, DbResult, key, now_unix, sequences};

/// History lines kept; older ones go first (scheduled runs add about 13 a day).
const HISTORY_KEPT: u64 = 5000;
/// Assessments kept for the trend.
const ASSESSMENTS_KEPT: u64 = 1000;
/// Sessions kept (a correction names one soon after the exchange).
const SESSION_DAYS: i64 = 30;
const SCHEDULER_KEY: &[u8] = b"scheduler";

/// A history line before it has an id.
#[derive(Debug, Clone, Default)]
pub struct NewHistory {
    pub task_type: String,
    pub started_at: Option<i64>,
    pub instructions: String,
    pub actual_response: String,
    pub correction_message: Option<String>,
    pub reinforcement: Option<String>,
    pub passed: Option<bool>,
    pub outcome: Option<String>,
}

fn add_history_in(tx: &WriteTransaction, new: NewHistory) -> DbResult<u64> {
    let id = sequences::next_id(tx, "training_history")?;
    let now = now_unix();
    let entry = HistoryEntry {
        id,
        task_type: new.task_type,
        at: new.started_at.unwrap_or(now),
        ended_at: new.started_at.map(|_| now),
        instructions: new.instructions,
        actual_response: new.actual_response,
        correction_needed: new.correction_message.is_some(),
        correction_message: new.correction_message,
        reinforcement: new.reinforcement.filter(|r| !r.trim().is_empty()),
        passed: new.passed,
        outcome: new.outcome,
    };
    let mut table = TRAINING_HISTORY.write(tx)?;
    table.put(&key::id(id), &entry)?;
    let oldest_kept = id.saturating_sub(HISTORY_KEPT);
    table.remove_leading(|e: &HistoryEntry| e.id <= oldest_kept)?;
    Ok(id)
}

/// Records history lines (a run's tasks, an action) in one transaction.
pub fn add_history(db: &Db, entries: Vec<NewHistory>) -> DbResult<()> {
    let tx = db.begin_write()?;
    for entry in entries {
        add_history_in(&tx, entry)?;
    }
    tx.commit()?;
    Ok(())
}

/// The newest history lines, newest first.
pub fn history(db: &Db, limit: usize) -> DbResult<Vec<HistoryEntry>> {
    let tx = db.begin_read()?;
    TRAINING_HISTORY.read(&tx)?.page_from_end(0, limit)
}

/// Stores a Training Center exchange and its history line; returns the session.
pub fn add_session(db: &Db, kind: &str, question: &str, expected: &str, response: &str, emotion: &str, history: NewHistory) -> DbResult<Session> {
    let tx = db.begin_write()?;
    let id = sequences::next_id(&tx, "training_sessions")?;
    let session = Session {
        id,
        kind: kind.to_string(),
        question: question.to_string(),
        expected: expected.to_string(),
        response: response.to_string(),
        emotion: emotion.to_string(),
        at: now_unix(),
    };
    {
        let mut table = TRAINING_SESSIONS.write(&tx)?;
        table.put(&key::id(id), &session)?;
        let cutoff = now_unix() - SESSION_DAYS * 86_400;
        table.remove_leading(|s: &Session| s.at < cutoff)?;
    }
    add_history_in(&tx, history)?;
    tx.commit()?;
    Ok(session)
}

pub fn session(db: &Db, id: u64) -> DbResult<Option<Session>> {
    let tx = db.begin_read()?;
    TRAINING_SESSIONS.read(&tx)?.get(&key::id(id))
}

/// The newest sessions of a kind, newest first.
pub fn recent_sessions(db: &Db, kind: &str, limit: usize) -> DbResult<Vec<Session>> {
    let tx = db.begin_read()?;
    let recent: Vec<Session> = TRAINING_SESSIONS.read(&tx)?.page_from_end(0, 200)?;
    Ok(recent.into_iter().filter(|s| s.kind == kind).take(limit).collect())
}

/// The newest session whose response is exactly `response`, for a reinforcement that names
/// no session.
pub fn session_with_response(db: &Db, response: &str) -> DbResult<Option<Session>> {
    let tx = db.begin_read()?;
    let recent: Vec<Session> = TRAINING_SESSIONS.read(&tx)?.page_from_end(0, 200)?;
    Ok(recent.into_iter().find(|s| s.response.trim() == response.trim()))
}

/// A correction about to be saved.
pub struct NewCorrection {
    pub question: String,
    pub answer: String,
    pub incorrect_response: String,
    pub reinforcement: String,
    pub source: String,
}

/// Saves a correction, updating the existing one `same` picks (a close duplicate) instead
/// of adding another; records the history line. Returns the correction and whether it
/// updated an existing one.
pub fn save_correction(
    db: &Db,
    new: NewCorrection,
    same: impl Fn(&Correction) -> bool,
    history: NewHistory,
) -> DbResult<(Correction, bool)> {
    let tx = db.begin_write()?;
    let now = now_unix();
    let result = {
        let mut table = CORRECTIONS.write(&tx)?;
        let existing = table.scan::<Correction>(&[])?.into_iter().map(|(_, c)| c).rev().find(|c| same(c));
        let (correction, updated) = match existing {
            Some(mut c) => {
                c.question = new.question;
                c.answer = new.answer;
                c.incorrect_response = new.incorrect_response;
                c.reinforcement = new.reinforcement;
                c.enabled = true;
                c.updated_at = now;
                (c, true)
            }
            None => {
                let id = sequences::next_id(&tx, "corrections")?;
                let c = Correction {
                    id,
                    question: new.question,
                    answer: new.answer,
                    incorrect_response: new.incorrect_response,
                    reinforcement: new.reinforcement,
                    enabled: true,
                    source: new.source,
                    created_at: now,
                    updated_at: now,
                };
                (c, false)
            }
        };
        table.put(&key::id(correction.id), &correction)?;
        (correction, updated)
    };
    add_history_in(&tx, history)?;
    tx.commit()?;
    Ok(result)
}

/// Every correction, newest first.
pub fn corrections(db: &Db) -> DbResult<Vec<Correction>> {
    let tx = db.begin_read()?;
    let mut all: Vec<Correction> = CORRECTIONS.read(&tx)?.scan(&[])?.into_iter().map(|(_, c)| c).collect();
    all.reverse();
    Ok(all)
}

/// Changes a correction; `None` if there is no such correction.
pub fn update_correction(db: &Db, id: u64, change: impl FnOnce(&mut Correction)) -> DbResult<Option<Correction>> {
    let tx = db.begin_write()?;
    let updated = {
        let mut table = CORRECTIONS.write(&tx)?;
        match table.get::<Correction>(&key::id(id))? {
            Some(mut c) => {
                change(&mut c);
                c.updated_at = now_unix();
                table.put(&key::id(id), &c)?;
                Some(c)
            }
            None => None,
        }
    };
    tx.commit()?;
    Ok(updated)
}

pub fn delete_correction(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let removed = CORRECTIONS.write(&tx)?.remove(&key::id(id))?;
    tx.commit()?;
    Ok(removed)
}

fn normalized(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Stores an instruction as an active rule (reactivating the same text rather than adding it
/// twice), with its history line and, for Custom Training, its session.
pub fn add_instructions(db: &Db, texts: &[String], origin: &str, history: Vec<NewHistory>) -> DbResult<Vec<Instruction>> {
    let tx = db.begin_write()?;
    let mut saved = Vec::new();
    {
        let mut table = INSTRUCTIONS.write(&tx)?;
        let existing: Vec<Instruction> = table.scan::<Instruction>(&[])?.into_iter().map(|(_, i)| i).collect();
        for text in texts {
            let instruction = match existing.iter().find(|i| normalized(&i.text) == normalized(text)) {
                Some(i) => Instruction { active: true, ..i.clone() },
                None => Instruction {
                    id: sequences::next_id(&tx, "instructions")?,
                    text: text.trim().to_string(),
                    active: true,
                    origin: origin.to_string(),
                    created_at: now_unix(),
                },
            };
            table.put(&key::id(instruction.id), &instruction)?;
            saved.push(instruction);
        }
    }
    for entry in history {
        add_history_in(&tx, entry)?;
    }
    tx.commit()?;
    Ok(saved)
}

/// Every instruction, newest first.
pub fn instructions(db: &Db) -> DbResult<Vec<Instruction>> {
    let tx = db.begin_read()?;
    let mut all: Vec<Instruction> = INSTRUCTIONS.read(&tx)?.scan(&[])?.into_iter().map(|(_, i)| i).collect();
    all.reverse();
    Ok(all)
}

pub fn set_instruction_active(db: &Db, id: u64, active: bool) -> DbResult<Option<Instruction>> {
    let tx = db.begin_write()?;
    let updated = {
        let mut table = INSTRUCTIONS.write(&tx)?;
        match table.get::<Instruction>(&key::id(id))? {
            Some(mut i) => {
                i.active = active;
                table.put(&key::id(id), &i)?;
                Some(i)
            }
            None => None,
        }
    };
    tx.commit()?;
    Ok(updated)
}

pub fn delete_instruction(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let removed = INSTRUCTIONS.write(&tx)?.remove(&key::id(id))?;
    tx.commit()?;
    Ok(removed)
}

/// Stores a reinforced answer and its history line.
pub fn add_reinforcement(db: &Db, question: Option<String>, answer: &str, message: &str, history: NewHistory) -> DbResult<Reinforcement> {
    let tx = db.begin_write()?;
    let id = sequences::next_id(&tx, "reinforcements")?;
    let r = Reinforcement { id, question, answer: answer.to_string(), message: message.to_string(), at: now_unix() };
    REINFORCEMENTS.write(&tx)?.put(&key::id(id), &r)?;
    add_history_in(&tx, history)?;
    tx.commit()?;
    Ok(r)
}

pub fn reinforcements(db: &Db) -> DbResult<Vec<Reinforcement>> {
    let tx = db.begin_read()?;
    Ok(REINFORCEMENTS.read(&tx)?.scan(&[])?.into_iter().map(|(_, r)| r).collect())
}

/// Stores an assessment and its history line; returns it with its id.
pub fn add_assessment(db: &Db, mut assessment: Assessment, history: NewHistory) -> DbResult<Assessment> {
    let tx = db.begin_write()?;
    assessment.id = sequences::next_id(&tx, "assessments")?;
    {
        let mut table = ASSESSMENTS.write(&tx)?;
        table.put(&key::id(assessment.id), &assessment)?;
        let oldest_kept = assessment.id.saturating_sub(ASSESSMENTS_KEPT);
        table.remove_leading(|a: &Assessment| a.id <= oldest_kept)?;
    }
    add_history_in(&tx, history)?;
    tx.commit()?;
    Ok(assessment)
}

/// The newest assessments, oldest first.
pub fn recent_assessments(db: &Db, limit: usize) -> DbResult<Vec<Assessment>> {
    let tx = db.begin_read()?;
    let mut recent: Vec<Assessment> = ASSESSMENTS.read(&tx)?.page_from_end(0, limit)?;
    recent.reverse();
    Ok(recent)
}

/// The stored scheduler configuration, or the seed's defaults.
pub fn scheduler_config(db: &Db) -> DbResult<SchedulerConfig> {
    let tx = db.begin_read()?;
    Ok(TRAINING_SETTINGS.read(&tx)?.get(SCHEDULER_KEY)?.unwrap_or_default())
}

pub fn set_scheduler_config(db: &Db, config: &SchedulerConfig) -> DbResult<()> {
    let tx = db.begin_write()?;
    TRAINING_SETTINGS.write(&tx)?.put(SCHEDULER_KEY, config)?;
    tx.commit()?;
    Ok(())
}
