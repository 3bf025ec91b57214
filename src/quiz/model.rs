//! The quizzes' content (`seed/quiz/`): the simple quiz's three modules and the challenges,
//! checked once when first read. Answer keys and explanations stay on the server: the
//! public views leave them out, and only a judged answer or a submitted session reveals them.

use std::collections::HashSet;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// The simple quiz's modules have this many questions each (seed 000 §9).
pub const MODULE_QUESTIONS: usize = 10;
const OPTIONS: usize = 4;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Colors {
    pub from: String,
    pub to: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InfoSection {
    pub title: String,
    pub content: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModuleQuestion {
    pub question: String,
    pub options: Vec<String>,
    pub correct: usize,
    pub explanation: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Module {
    pub id: String,
    pub title: String,
    pub description: String,
    pub colors: Colors,
    pub info_section: InfoSection,
    pub questions: Vec<ModuleQuestion>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    Beginner,
    Intermediate,
    Expert,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum QuestionDifficulty {
    Easy,
    Medium,
    High,
}

impl QuestionDifficulty {
    /// A question's points follow its difficulty (seed/quiz/README.md).
    pub fn points(self) -> u32 {
        match self {
            QuestionDifficulty::Easy => 10,
            QuestionDifficulty::Medium => 20,
            QuestionDifficulty::High => 30,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeQuestion {
    pub id: String,
    pub question: String,
    pub category: String,
    pub difficulty: QuestionDifficulty,
    pub points: u32,
    pub options: Vec<String>,
    pub correct: usize,
    pub explanation: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Challenge {
    pub id: String,
    pub title: String,
    pub description: String,
    pub difficulty: Difficulty,
    pub category: String,
    /// Seconds.
    pub time_limit: u32,
    pub questions: Vec<ChallengeQuestion>,
}

impl Challenge {
    pub fn total_points(&self) -> u32 {
        self.questions.iter().map(|q| q.points).sum()
    }
}

/// Everything in `seed/quiz/`.
#[derive(Debug)]
pub struct Content {
    pub modules: Vec<Module>,
    pub challenges: Vec<Challenge>,
}

impl Content {
    pub fn module(&self, id: &str) -> Option<&Module> {
        self.modules.iter().find(|m| m.id == id)
    }

    pub fn challenge(&self, id: &str) -> Option<&Challenge> {
        self.challenges.iter().find(|c| c.id == id)
    }

    /// The categories with at least one challenge, in first-seen order.
    pub fn categories(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for c in &self.challenges {
            if !out.contains(&c.category.as_str()) {
                out.push(&c.category);
            }
        }
        out
    }

    /// The daily challenge: the same for everyone on a day, a different one the next.
    pub fn daily(&self, days_since_epoch: i64) -> Option<&Challenge> {
        let n = self.challenges.len() as i64;
        (n > 0).then(|| &self.challenges[days_since_epoch.rem_euclid(n) as usize])
    }

    /// Checks the shape the quizzes rely on: four options, a key in range, unique ids,
    /// points that match the difficulty, 8 to 15 questions a challenge.
    pub fn check(&self) -> Result<(), String> {
        for m in &self.modules {
            if m.questions.len() != MODULE_QUESTIONS {
                return Err(format!("module {} has {} questions, not {MODULE_QUESTIONS}", m.id, m.questions.len()));
            }
            for (i, q) in m.questions.iter().enumerate() {
                if q.options.len() != OPTIONS || q.correct >= OPTIONS {
                    return Err(format!("module {} question {}: four options and a key among them", m.id, i + 1));
                }
            }
        }
        let mut ids = HashSet::new();
        for c in &self.challenges {
            if !ids.insert(c.id.as_str()) {
                return Err(format!("challenge {} is listed twice", c.id));
            }
            if !(8..=15).contains(&c.questions.len()) || c.time_limit == 0 {
                return Err(format!("challenge {} needs 8 to 15 questions and a time limit", c.id));
            }
            for q in &c.questions {
                if !ids.insert(q.id.as_str()) {
                    return Err(format!("question id {} is used twice", q.id));
                }
                if q.options.len() != OPTIONS || q.correct >= OPTIONS || q.points != q.difficulty.points() {
                    return Err(format!("question {}: four options, a key among them, points by difficulty", q.id));
                }
            }
        }
        Ok(())
    }
}

/// The content, read from the embedded seed once.
pub fn content() -> Result<&'static Content, String> {
    static CONTENT: OnceLock<Result<Content, String>> = OnceLock::new();
    CONTENT
        .get_or_init(|| {
            let content = Content {
                modules: crate::seed::json("quiz/modules.json")?,
                challenges: crate::seed::json("quiz/challenges.json")?,
            };
            content.check()?;
            Ok(content)
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// A module question as the browser gets it: no key, no explanation.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ModuleQuestionView<'a> {
    pub question: &'a str,
    pub options: &'a [String],
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ModuleView<'a> {
    pub id: &'a str,
    pub title: &'a str,
    pub description: &'a str,
    pub colors: &'a Colors,
    pub info_section: &'a InfoSection,
    pub questions: Vec<ModuleQuestionView<'a>>,
}

impl<'a> From<&'a Module> for ModuleView<'a> {
    fn from(m: &'a Module) -> Self {
        ModuleView {
            id: &m.id,
            title: &m.title,
            description: &m.description,
            colors: &m.colors,
            info_section: &m.info_section,
            questions: m.questions.iter().map(|q| ModuleQuestionView { question: &q.question, options: &q.options }).collect(),
        }
    }
}

/// A challenge question as the browser gets it before submission (seed 001 §3): no key.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QuestionView<'a> {
    pub id: &'a str,
    pub question: &'a str,
    pub category: &'a str,
    pub difficulty: QuestionDifficulty,
    pub points: u32,
    pub options: &'a [String],
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeView<'a> {
    pub id: &'a str,
    pub title: &'a str,
    pub description: &'a str,
    pub difficulty: Difficulty,
    pub category: &'a str,
    pub time_limit: u32,
    pub total_points: u32,
    pub questions: Vec<QuestionView<'a>>,
}

impl<'a> From<&'a Challenge> for ChallengeView<'a> {
    fn from(c: &'a Challenge) -> Self {
        ChallengeView {
            id: &c.id,
            title: &c.title,
            description: &c.description,
            difficulty: c.difficulty,
            category: &c.category,
            time_limit: c.time_limit,
            total_points: c.total_points(),
            questions: c
                .questions
                .iter()
                .map(|q| QuestionView {
                    id: &q.id,
                    question: &q.question,
                    category: &q.category,
                    difficulty: q.difficulty,
                    points: q.points,
                    options: &q.options,
                })
                .collect(),
        }
    }
}

/// The longest player name.
pub const MAX_NAME: usize = 40;

/// A player's name as typed: trimmed, 1 to 40 characters, no markup, no blocklisted word.
pub fn check_name(raw: &str, blocklist: &[String]) -> Result<String, String> {
    let name = raw.trim();
    if name.is_empty() {
        return Err("Please enter your name to start the quiz".into());
    }
    if name.chars().count() > MAX_NAME {
        return Err(format!("Names can be at most {MAX_NAME} characters."));
    }
    if name.contains(['<', '>']) || name.chars().any(char::is_control) {
        return Err("Names can't contain < or > or control characters.".into());
    }
    if crate::comments::model::hold_reason(name, "", blocklist).is_some() {
        return Err("Please choose another name: links and blocked words aren't allowed in names.".into());
    }
    Ok(name.to_string())
}

/// A player id made in the browser: 8 to 64 letters, digits, `-` or `_`.
pub fn check_player_id(raw: &str) -> Result<&str, String> {
    let ok = (8..=64).contains(&raw.len()) && raw.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if ok { Ok(raw) } else { Err("playerId must be 8 to 64 letters, digits, - or _.".into()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeded_content_is_well_formed() {
        let content = content().unwrap();
        let titles: Vec<&str> = content.modules.iter().map(|m| m.title.as_str()).collect();
        assert_eq!(titles, ["Basic Gardening", "Soil Basics", "Plant Care"]);
        assert!(content.challenges.len() >= 6);
        for difficulty in [Difficulty::Beginner, Difficulty::Intermediate, Difficulty::Expert] {
            assert!(content.challenges.iter().any(|c| c.difficulty == difficulty), "{difficulty:?}");
        }
        assert!(content.categories().len() >= 4);
    }

    #[test]
    fn public_views_carry_no_answer_keys() {
        let content = content().unwrap();
        for c in &content.challenges {
            let json = serde_json::to_string(&ChallengeView::from(c)).unwrap();
            assert!(!json.contains("\"correct\"") && !json.contains("explanation"), "{json}");
        }
        let json = serde_json::to_string(&ModuleView::from(&content.modules[0])).unwrap();
        assert!(!json.contains("\"correct\"") && !json.contains("explanation"));
    }

    #[test]
    fn the_daily_challenge_changes_with_the_day() {
        let content = content().unwrap();
        let today = content.daily(20_000).unwrap().id.clone();
        assert_eq!(content.daily(20_000).unwrap().id, today);
        assert_ne!(content.daily(20_001).unwrap().id, today);
        assert!(content.daily(-3).is_some());
    }

    #[test]
    fn names_are_checked() {
        let blocklist = vec!["casino".to_string()];
        assert_eq!(check_name("  Ama  ", &blocklist).unwrap(), "Ama");
        assert_eq!(check_name("  ", &blocklist).unwrap_err(), "Please enter your name to start the quiz");
        assert!(check_name(&"a".repeat(41), &blocklist).unwrap_err().contains("at most 40"));
        assert!(check_name("<b>Ama</b>", &blocklist).unwrap_err().contains("< or >"));
        assert!(check_name("Casino King", &blocklist).unwrap_err().contains("blocked words"));
        assert!(check_player_id("p-1234567").is_ok());
        assert!(check_player_id("short").is_err());
        assert!(check_player_id("has space in it").is_err());
    }
}
