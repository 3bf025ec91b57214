//! Training runs shared by the Training Center, the scheduler and the command line: the
//! daily tasks, Bulk Training, assessments, and handing what was learned to the assistant.

use super::assess;
use super::model::{Assessment, Correction};
use super::store::{self, NewHistory};
use super::tasks::{self, TaskResult};
use crate::assistant::Assistant;
use crate::assistant::learned::{Approved, Rule};
use crate::control::Report;
use crate::db::{Db, DbError, now_unix};

/// Why a run could not be done.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The embedded seed is broken (a build problem, not the operator's).
    #[error("{0}")]
    Seed(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

/// Gives the assistant the enabled corrections and active instructions, as stored now.
pub fn reload(db: &Db, assistant: &Assistant) -> Result<(), DbError> {
    let corrections = store::corrections(db)?
        .into_iter()
        .filter(|c| c.enabled)
        .map(|c: Correction| Approved { id: c.id, question: c.question, answer: c.answer })
        .collect();
    let mut rules: Vec<Rule> = store::instructions(db)?.into_iter().filter(|i| i.active).map(|i| Rule::new(i.id, &i.text)).collect();
    // Oldest first, so a newer routing rule on the same topic wins.
    rules.sort_by_key(|r| r.id);
    assistant.learn(corrections, rules);
    Ok(())
}

/// Runs every daily task through the responder and records each in the history.
pub fn daily_training(db: &Db, assistant: &Assistant, task_type: &str, report: &dyn Report) -> Result<Vec<TaskResult>, RunError> {
    let started = now_unix();
    let tasks = tasks::daily_tasks().map_err(RunError::Seed)?;
    let mut results = Vec::with_capacity(tasks.len());
    for (i, task) in tasks.iter().enumerate() {
        report.progress(i as u64, tasks.len() as u64, &task.title);
        results.push(tasks::run_task(assistant, task));
    }
    report.progress(tasks.len() as u64, tasks.len() as u64, "done");
    let passed = results.iter().filter(|r| r.passed).count();
    let mut history: Vec<NewHistory> = results
        .iter()
        .map(|r| NewHistory {
            task_type: task_type.to_string(),
            instructions: format!("{}: {}", r.task.title, r.task.instruction),
            actual_response: r.reply.text.clone(),
            passed: Some(r.passed),
            outcome: (!r.passed).then(|| r.problems.join("; ")),
            ..Default::default()
        })
        .collect();
    history.push(NewHistory {
        task_type: task_type.to_string(),
        started_at: Some(started),
        instructions: "Daily training".into(),
        actual_response: String::new(),
        passed: Some(passed == results.len()),
        outcome: Some(summary_of_tasks(passed, results.len())),
        ..Default::default()
    });
    store::add_history(db, history)?;
    Ok(results)
}

pub fn summary_of_tasks(passed: usize, total: usize) -> String {
    format!("training: {passed} of {total} tasks passed")
}

/// Applies the 8 behavioural instructions as active rules; returns how many.
pub fn bulk_training(db: &Db, assistant: &Assistant, task_type: &str) -> Result<usize, RunError> {
    let started = now_unix();
    let bulk = tasks::bulk_instructions().map_err(RunError::Seed)?;
    let texts: Vec<String> = bulk.iter().map(|b| b.instruction.clone()).collect();
    let history = vec![NewHistory {
        task_type: task_type.to_string(),
        started_at: Some(started),
        instructions: texts.join("\n"),
        actual_response: String::new(),
        passed: Some(true),
        outcome: Some(format!("bulk training: {} instructions active", texts.len())),
        ..Default::default()
    }];
    let saved = store::add_instructions(db, &texts, "bulk", history)?;
    reload(db, assistant)?;
    Ok(saved.len())
}

/// Scores the assistant, stores the assessment and its history line.
pub fn assessment(db: &Db, assistant: &Assistant, trigger: &str, report: &dyn Report) -> Result<Assessment, RunError> {
    let started = now_unix();
    let questions = assess::evaluation_set().map_err(RunError::Seed)?;
    let corrections = store::corrections(db)?;
    let reinforcements = store::reinforcements(db)?;
    let scores = assess::assess(assistant, &questions, &corrections, &reinforcements, report);
    let assessment = Assessment {
        id: 0,
        at: now_unix(),
        metrics: scores.metrics,
        questions: scores.questions,
        corrections: scores.corrections,
        reinforcements: scores.reinforcements,
        trigger: trigger.to_string(),
    };
    let task_type = if trigger == "scheduled" { "scheduled-assessment" } else { "assessment" };
    let history = NewHistory {
        task_type: task_type.into(),
        started_at: Some(started),
        instructions: format!("Performance assessment ({trigger})"),
        actual_response: String::new(),
        outcome: Some(assessment.summary()),
        ..Default::default()
    };
    Ok(store::add_assessment(db, assessment, history)?)
}
