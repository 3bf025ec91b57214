//! The daily behavioural tasks and Bulk Training's instructions (`seed/training/`), and the
//! check of a reply against a task's expected behaviour.

use super::model::{BulkInstruction, DailyTask, Expectation};
use crate::assistant::guard::{self, Risk};
use crate::assistant::responder::{Emotion, Reply};
use crate::assistant::{Assistant, REFUSAL};

/// The seeded daily tasks.
pub fn daily_tasks() -> Result<Vec<DailyTask>, String> {
    crate::seed::json("training/tasks.json")
}

/// The 8 behavioural instructions of Bulk Training.
pub fn bulk_instructions() -> Result<Vec<BulkInstruction>, String> {
    crate::seed::json("training/bulk.json")
}

/// How one task went.
#[derive(Debug, Clone)]
pub struct TaskResult {
    pub task: DailyTask,
    pub reply: Reply,
    pub passed: bool,
    /// What fell short, for the history ("missing: calcium").
    pub problems: Vec<String>,
}

/// Asks the task's question as a visitor would (through the input guard) and checks the reply.
pub fn run_task(assistant: &Assistant, task: &DailyTask) -> TaskResult {
    let reply = match guard::check(&task.question) {
        Ok(checked) if checked.risk == Risk::Critical => Assistant::refusal(),
        Ok(checked) => assistant.builtin(&checked.text),
        Err(_) => Assistant::refusal(),
    };
    let problems = check(&reply, &task.expect);
    TaskResult { task: task.clone(), passed: problems.is_empty(), reply, problems }
}

/// What a reply lacks against an expectation; empty when it meets it.
pub fn check(reply: &Reply, expect: &Expectation) -> Vec<String> {
    let lower = reply.text.to_lowercase();
    let mut problems = Vec::new();
    for group in &expect.facts {
        if !group.iter().any(|alt| lower.contains(&alt.to_lowercase())) {
            problems.push(format!("missing: {}", group.join(" or ")));
        }
    }
    if let Some(path) = &expect.feature
        && !lower.contains(path)
    {
        problems.push(format!("no pointer to {path}"));
    }
    for phrase in &expect.avoid {
        if lower.contains(&phrase.to_lowercase()) {
            problems.push(format!("says \"{phrase}\""));
        }
    }
    if expect.fallback && !reply.is_fallback() {
        problems.push("gave a farming answer to an off-topic question".into());
    }
    if expect.refused && reply.text != REFUSAL {
        problems.push("did not refuse".into());
    }
    let words = reply.text.split_whitespace().count();
    if let Some(max) = expect.max_words
        && words > max
    {
        problems.push(format!("{words} words, more than {max}"));
    }
    if let Some(emotion) = &expect.emotion
        && emotion_label(reply.emotion) != emotion
    {
        problems.push(format!("emotion {} instead of {emotion}", emotion_label(reply.emotion)));
    }
    problems
}

pub fn emotion_label(emotion: Emotion) -> &'static str {
    match emotion {
        Emotion::Happy => "happy",
        Emotion::Sad => "sad",
        Emotion::Thinking => "thinking",
        Emotion::Surprised => "surprised",
        Emotion::Celebrating => "celebrating",
        Emotion::Neutral => "neutral",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_has_twenty_real_tasks_and_eight_bulk_instructions() {
        let tasks = daily_tasks().unwrap();
        assert!(tasks.len() >= 20, "{}", tasks.len());
        let mut ids: Vec<&str> = tasks.iter().map(|t| t.id.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), tasks.len(), "task ids are unique");
        assert!(tasks.iter().all(|t| !t.title.is_empty() && !t.instruction.is_empty() && !t.expected_behavior.is_empty()));
        assert_eq!(bulk_instructions().unwrap().len(), 8);
    }

    #[test]
    fn checks_name_what_is_missing() {
        let reply = Reply {
            text: "Add lime in autumn.".into(),
            emotion: Emotion::Thinking,
            source: crate::assistant::responder::Source::Builtin,
            hits: vec![],
            trained: true,
            unsure: false,
        };
        let expect = Expectation { facts: vec![vec!["lime".into()], vec!["sulfur".into()]], feature: Some("/country-store".into()), ..Default::default() };
        assert_eq!(check(&reply, &expect), ["missing: sulfur", "no pointer to /country-store"]);
        let ok = Expectation { facts: vec![vec!["LIME".into()]], max_words: Some(10), emotion: Some("thinking".into()), ..Default::default() };
        assert!(check(&reply, &ok).is_empty());
    }
}
