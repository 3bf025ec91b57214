//! The training records (seed 002 §3) as stored and as the API shows them.

use serde::{Deserialize, Serialize};

/// A daily behavioural task (`seed/training/tasks.json`): what to ask and what a good reply does.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DailyTask {
    pub id: String,
    pub title: String,
    pub category: String,
    pub instruction: String,
    pub expected_behavior: String,
    /// The visitor's message the task asks.
    #[serde(skip_serializing)]
    pub question: String,
    #[serde(skip_serializing)]
    pub expect: Expectation,
}

/// What a reply must do to pass a task; every field given must hold.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Expectation {
    /// Groups of alternatives: the reply contains one alternative of every group.
    #[serde(default)]
    pub facts: Vec<Vec<String>>,
    /// A site path the reply points to.
    pub feature: Option<String>,
    /// Phrases the reply must not contain.
    #[serde(default)]
    pub avoid: Vec<String>,
    /// The reply is a polite fallback (the question is not about farming).
    #[serde(default)]
    pub fallback: bool,
    /// The reply refuses (the message is abuse or prompt injection).
    #[serde(default)]
    pub refused: bool,
    pub max_words: Option<usize>,
    pub emotion: Option<String>,
}

/// One of the 8 behavioural instructions Bulk Training applies (`seed/training/bulk.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BulkInstruction {
    pub title: String,
    pub instruction: String,
}

/// A Training Center exchange: the question asked and what the assistant said.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Session {
    pub id: u64,
    /// `train` or `test`.
    pub kind: String,
    pub question: String,
    pub expected: String,
    pub response: String,
    pub emotion: String,
    pub at: i64,
}

impl Session {
    /// The id the API shows (`session-12`).
    pub fn public_id(&self) -> String {
        format!("session-{}", self.id)
    }

    pub fn parse_id(raw: &str) -> Option<u64> {
        let raw = raw.trim();
        raw.strip_prefix("session-").unwrap_or(raw).parse().ok()
    }
}

/// One line of the training history (seed 002 §3, plus the outcome of scheduled runs).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    pub id: u64,
    pub task_type: String,
    /// When it started (Unix seconds).
    pub at: i64,
    pub ended_at: Option<i64>,
    pub instructions: String,
    pub actual_response: String,
    pub correction_needed: bool,
    pub correction_message: Option<String>,
    pub reinforcement: Option<String>,
    pub passed: Option<bool>,
    /// One line on how a run went ("22 of 24 tasks passed").
    pub outcome: Option<String>,
}

/// A trainer's approved answer to a question.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Correction {
    pub id: u64,
    pub question: String,
    pub answer: String,
    /// The reply it replaced, for the record.
    #[serde(default)]
    pub incorrect_response: String,
    #[serde(default)]
    pub reinforcement: String,
    pub enabled: bool,
    /// `session`, `conversation` or `general`.
    pub source: String,
    pub created_at: i64,
    pub updated_at: i64,
}

/// A trainer's behaviour rule.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Instruction {
    pub id: u64,
    pub text: String,
    pub active: bool,
    /// `custom` or `bulk`.
    pub origin: String,
    pub created_at: i64,
}

/// A reinforced answer: the assessment replays its question and expects the same answer.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Reinforcement {
    pub id: u64,
    pub question: Option<String>,
    pub answer: String,
    pub message: String,
    pub at: i64,
}

/// The automated-training configuration (seed 002 §3), with its defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SchedulerConfig {
    pub enabled: bool,
    pub daily_training_time: String,
    pub continuous_monitoring: bool,
    pub bulk_training_enabled: bool,
    pub training_intensity: Intensity,
    pub adaptive_training: bool,
}

impl Default for SchedulerConfig {
    fn default() -> Self {
        SchedulerConfig {
            enabled: true,
            daily_training_time: "06:00".into(),
            continuous_monitoring: true,
            bulk_training_enabled: true,
            training_intensity: Intensity::Moderate,
            adaptive_training: true,
        }
    }
}

impl SchedulerConfig {
    /// The daily training time as (hour, minute), checked.
    pub fn daily_time(&self) -> Result<(u8, u8), String> {
        parse_hh_mm(&self.daily_training_time)
    }
}

/// "06:00" → (6, 0); anything else is refused with a message naming the field.
pub fn parse_hh_mm(raw: &str) -> Result<(u8, u8), String> {
    let bad = || format!("dailyTrainingTime must be a time as HH:MM (24-hour), such as 06:00; got \"{raw}\".");
    let (h, m) = raw.trim().split_once(':').ok_or_else(bad)?;
    if h.len() != 2 || m.len() != 2 {
        return Err(bad());
    }
    let (h, m): (u8, u8) = (h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    if h > 23 || m > 59 {
        return Err(bad());
    }
    Ok((h, m))
}

/// How often continuous monitoring assesses the assistant (seed 002 §9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Intensity {
    Light,
    Moderate,
    Intensive,
    Bulk,
}

impl Intensity {
    pub fn parse(raw: &str) -> Option<Intensity> {
        Some(match raw {
            "light" => Intensity::Light,
            "moderate" => Intensity::Moderate,
            "intensive" => Intensity::Intensive,
            "bulk" => Intensity::Bulk,
            _ => return None,
        })
    }

    /// Minutes between assessments: light 4 h, moderate 2 h, intensive 1 h, bulk 30 min.
    pub fn cadence_minutes(self) -> u32 {
        match self {
            Intensity::Light => 240,
            Intensity::Moderate => 120,
            Intensity::Intensive => 60,
            Intensity::Bulk => 30,
        }
    }
}

/// The four assessment scores, 0 to 10 (seed 002 §3).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Metrics {
    pub response_quality: f64,
    pub memory_retention: f64,
    pub feature_suggestions: f64,
    pub conversational_flow: f64,
}

/// One stored assessment.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Assessment {
    pub id: u64,
    pub at: i64,
    #[serde(flatten)]
    pub metrics: Metrics,
    /// Evaluation questions asked.
    pub questions: usize,
    /// Corrections and reinforcements replayed.
    pub corrections: usize,
    pub reinforcements: usize,
    /// `manual`, `cli` or `scheduled`.
    pub trigger: String,
}

impl Assessment {
    /// The one-line summary the CLI prints last.
    pub fn summary(&self) -> String {
        let m = &self.metrics;
        format!(
            "assessment: quality {:.1} memory {:.1} features {:.1} flow {:.1} ({} questions, {} corrections, {} reinforcements)",
            m.response_quality, m.memory_retention, m.feature_suggestions, m.conversational_flow, self.questions,
            self.corrections, self.reinforcements
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_hh_mm() {
        assert_eq!(parse_hh_mm("06:00"), Ok((6, 0)));
        assert_eq!(parse_hh_mm("23:59"), Ok((23, 59)));
        for bad in ["6:00", "24:00", "12:60", "noon", "", "06:00:00", "-1:00"] {
            let err = parse_hh_mm(bad).unwrap_err();
            assert!(err.contains("dailyTrainingTime"), "{bad}: {err}");
        }
    }

    #[test]
    fn cadences_follow_the_intensity() {
        let minutes: Vec<u32> = ["light", "moderate", "intensive", "bulk"]
            .iter()
            .map(|i| Intensity::parse(i).unwrap().cadence_minutes())
            .collect();
        assert_eq!(minutes, [240, 120, 60, 30]);
        assert_eq!(Intensity::parse("extreme"), None);
    }

    #[test]
    fn session_ids_round_trip() {
        assert_eq!(Session::parse_id("session-12"), Some(12));
        assert_eq!(Session::parse_id("12"), Some(12));
        assert_eq!(Session::parse_id("abc"), None);
    }
}
