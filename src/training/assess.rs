//! Assessments: four scores from 0 to 10, computed deterministically from the built-in
//! responder's replies (DESIGN §8).
//!
//! - responseQuality: the held-out evaluation set (`seed/eval/test.json`): replies with the
//!   expected facts (off-topic questions: the fallback);
//! - featureSuggestions: the same replies pointing to the expected site feature;
//! - memoryRetention: each enabled correction asked as stored and in two paraphrases, and
//!   each reinforced answer replayed, reproduced word for word (0 when nothing was taught
//!   yet: there is nothing to retain);
//! - conversationalFlow: the on-topic replies' length, persona voice, tidy ending and plain
//!   text (no Markdown left over).

use crate::assistant::Assistant;
use crate::assistant::eval::{EvalQuestion, judge};
use crate::assistant::responder::sentences;
use crate::control::Report;

use super::model::{Correction, Metrics, Reinforcement};

/// The evaluation set an assessment asks.
pub fn evaluation_set() -> Result<Vec<EvalQuestion>, String> {
    crate::seed::json("eval/test.json")
}

/// What an assessment measured.
#[derive(Debug, Clone)]
pub struct Scores {
    pub metrics: Metrics,
    pub questions: usize,
    pub corrections: usize,
    pub reinforcements: usize,
}

/// Scores the assistant as it is now trained.
pub fn assess(
    assistant: &Assistant,
    questions: &[EvalQuestion],
    corrections: &[Correction],
    reinforcements: &[Reinforcement],
    report: &dyn Report,
) -> Scores {
    let corrections: Vec<&Correction> = corrections.iter().filter(|c| c.enabled).collect();
    let replayed: Vec<&Reinforcement> = reinforcements.iter().filter(|r| r.question.is_some()).collect();
    let total = (questions.len() + corrections.len() + replayed.len()) as u64;
    let (mut facts, mut pointers, mut flow, mut on_topic) = (0usize, 0usize, 0.0f64, 0usize);
    for (i, q) in questions.iter().enumerate() {
        let verdict = judge(assistant, q);
        facts += usize::from(verdict.facts);
        pointers += usize::from(verdict.pointer);
        if q.source.is_some() {
            on_topic += 1;
            flow += flow_of(&verdict.reply.text, assistant);
        }
        if i % 25 == 0 {
            report.progress(i as u64, total, "evaluation questions");
        }
    }
    let (mut probes, mut kept) = (0usize, 0usize);
    for (i, c) in corrections.iter().enumerate() {
        for question in paraphrases(&c.question) {
            probes += 1;
            kept += usize::from(assistant.builtin(&question).text.trim() == c.answer.trim());
        }
        report.progress((questions.len() + i) as u64, total, "corrections");
    }
    for r in &replayed {
        probes += 1;
        let reply = assistant.builtin(r.question.as_deref().unwrap_or_default());
        kept += usize::from(reproduces(&reply.text, &r.answer));
    }
    report.progress(total, total, "done");
    let share = |n: usize, d: usize| if d == 0 { 0.0 } else { round1(10.0 * n as f64 / d as f64) };
    Scores {
        metrics: Metrics {
            response_quality: share(facts, questions.len()),
            memory_retention: share(kept, probes),
            feature_suggestions: share(pointers, questions.len()),
            conversational_flow: if on_topic == 0 { 0.0 } else { round1(10.0 * flow / on_topic as f64) },
        },
        questions: questions.len(),
        corrections: corrections.len(),
        reinforcements: replayed.len(),
    }
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// A stored question and two ways a visitor might put the same thing.
pub fn paraphrases(question: &str) -> [String; 3] {
    let bare = question.trim().trim_end_matches(['?', '.', '!']).trim();
    let lower = bare.to_lowercase();
    [question.trim().to_string(), format!("Quick question: {lower}?"), format!("hey dexter, {lower} thanks")]
}

/// Whether a reply still gives a reinforced answer: its main sentence, word for word.
fn reproduces(reply: &str, reinforced: &str) -> bool {
    let main = sentences(reinforced).into_iter().max_by_key(|s| s.len()).unwrap_or(reinforced);
    reply.contains(main.trim())
}

/// One reply's conversational flow, 0 to 1: four checks of a quarter each.
fn flow_of(reply: &str, assistant: &Assistant) -> f64 {
    let words = reply.split_whitespace().count();
    let persona = &assistant.persona.response_categories;
    let voice = persona.general.iter().chain(&persona.encouragement).chain(&persona.soil_wisdom).any(|p| reply.contains(p.as_str()));
    let parts = sentences(reply);
    let mut seen = std::collections::HashSet::new();
    let tidy = reply.trim_end().ends_with(['.', '!', '?']) && parts.iter().all(|s| seen.insert(s.to_lowercase()));
    let plain = !["##", "**", "__", "](", "<"].iter().any(|m| reply.contains(m));
    let checks = [(20..=180).contains(&words), voice, tidy, plain];
    checks.iter().filter(|c| **c).count() as f64 / checks.len() as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paraphrases_keep_the_question() {
        let [same, quick, hey] = paraphrases("When should I plant garlic?");
        assert_eq!(same, "When should I plant garlic?");
        assert_eq!(quick, "Quick question: when should i plant garlic?");
        assert_eq!(hey, "hey dexter, when should i plant garlic thanks");
    }

    #[test]
    fn reinforced_answers_are_found_by_their_main_sentence() {
        let good = "Great question! Plant garlic cloves in October, pointy end up, 2 inches deep.";
        assert!(reproduces("Thanks for asking! Plant garlic cloves in October, pointy end up, 2 inches deep.", good));
        assert!(!reproduces("Plant garlic in spring.", good));
    }
}
