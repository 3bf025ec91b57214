//! Whether a question is about farming at all: a logistic regression over the question's
//! words and word pairs and how well the best passage matches it (coverage, subject share,
//! anchoring, score, the share of words the knowledge base never uses, and the hand-written
//! rules' verdict in `responder::on_topic`).
//!
//! Word lists catch the fields they were written for; a fresh question from another field
//! mostly uses words the knowledge base also has ("is it safe to go to egypt right now",
//! "termite inspection cost before buying a house"). The model learns from thousands of
//! farming and off-topic questions which words and pairs lean which way. It is trained by
//! `cargo xtask train-topicality` on the tuning and blind sets and the topicality corpora in
//! `seed/eval/`, never on the held-out sets, and embedded as `seed/knowledge/topicality.txt`.

use std::collections::HashMap;

use super::Hit;
use super::terms::tokens;

/// The threshold of a model that does not name one.
const DEFAULT_THRESHOLD: f64 = 0.5;

/// A word or pair seen in fewer training questions than this is left out of the model: one
/// writer's one-off wording teaches nothing.
const MIN_QUESTIONS: usize = 2;
/// Sixteen passes with ten times the old penalty (8 and 1e-4): in the trainer's
/// cross-validation, at the same number of farming questions refused, a fifth fewer off-topic
/// questions answered. The penalty keeps one writer's words from outvoting how well the
/// question matches; more passes or a stronger penalty did worse.
const EPOCHS: usize = 16;
const LEARNING_RATE: f64 = 0.1;
const L2: f64 = 1e-3;
/// Weights smaller than this are not written out: a third of the model's lines, which change
/// almost no verdict but cost the binary (which must stay under 20 MB) 85 KB.
const KEPT_WEIGHT: f64 = 0.02;

/// A question's features, by name, with their values.
pub type Features = Vec<(String, f64)>;

/// The features of a question and its best passage (if any), given the hand-written rules'
/// verdict on that passage.
pub fn features(question: &str, best: Option<&Hit>, rules_say_on_topic: bool) -> Features {
    let words = tokens(question);
    let mut out: Features = Vec::with_capacity(words.len() * 2 + 6);
    for word in &words {
        out.push((format!("w:{word}"), 1.0));
    }
    for pair in words.windows(2) {
        out.push((format!("p:{}_{}", pair[0], pair[1]), 1.0));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out.dedup_by(|a, b| a.0 == b.0);
    let flag = |b: bool| f64::from(u8::from(b));
    let (coverage, subject, anchored, score, unknown) =
        best.map_or((0.0, 0.0, 0.0, 0.0, 0.0), |h| (h.coverage, h.subject, flag(h.anchored), h.score, h.unknown));
    out.extend([
        ("g:bias".to_string(), 1.0),
        ("g:coverage".to_string(), coverage),
        ("g:subject".to_string(), subject),
        ("g:anchored".to_string(), anchored),
        ("g:score".to_string(), score.min(15.0) / 5.0),
        ("g:rules".to_string(), flag(rules_say_on_topic)),
        ("g:unknown".to_string(), unknown),
    ]);
    out
}

/// A fingerprint of what the features depend on: the knowledge base, its word lists and its
/// example questions. The trainer writes it into the model, and a test fails when they have
/// changed since, so a knowledge edit is never shipped with a model trained on the old matches.
pub fn fingerprint() -> String {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    for (slug, text) in crate::seed::knowledge_files() {
        hash.update(slug.as_bytes());
        hash.update(text.as_bytes());
    }
    hash.update(crate::seed::knowledge_words().as_bytes());
    hash.update(crate::seed::knowledge_examples().as_bytes());
    hash.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The comment line of the model that holds [`fingerprint`].
pub const FINGERPRINT_LINE: &str = "Knowledge base fingerprint: ";

/// The trained weights and the probability above which a question is off-topic; no weights
/// when none are embedded, and then the rules decide alone.
#[derive(Debug, Clone)]
pub struct Topicality {
    weights: HashMap<String, f64>,
    /// Fixed by the trainer (its `THRESHOLD` says how it was chosen).
    pub threshold: f64,
}

impl Default for Topicality {
    fn default() -> Topicality {
        Topicality { weights: HashMap::new(), threshold: DEFAULT_THRESHOLD }
    }
}

impl Topicality {
    /// Reads `feature weight` lines and a `threshold` line; `#` starts a comment.
    pub fn parse(text: &str) -> Result<Topicality, String> {
        let mut model = Topicality::default();
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let parsed = line.rsplit_once(' ').and_then(|(name, w)| Some((name, w.parse::<f64>().ok()?)));
            let Some((name, weight)) = parsed.filter(|(_, w)| w.is_finite()) else {
                return Err(format!("seed/knowledge/topicality.txt line {}: expected `feature weight`", number + 1));
            };
            if name == "threshold" {
                model.threshold = weight;
            } else {
                model.weights.insert(name.to_string(), weight);
            }
        }
        Ok(model)
    }

    pub fn is_trained(&self) -> bool {
        !self.weights.is_empty()
    }

    /// The probability (0–1) that a question with these features is not about farming.
    pub fn off_topic(&self, features: &Features) -> f64 {
        sigmoid(features.iter().map(|(name, value)| self.weights.get(name).copied().unwrap_or(0.0) * value).sum())
    }

    /// Fits the weights by stochastic gradient descent, in a fixed order so the same examples
    /// always give the same model. Each example is its features and whether it is off-topic.
    pub fn train(examples: &[(Features, bool)]) -> Topicality {
        let mut seen: HashMap<&str, usize> = HashMap::new();
        for (features, _) in examples {
            for (name, _) in features {
                *seen.entry(name.as_str()).or_default() += 1;
            }
        }
        let kept = |name: &str| name.starts_with("g:") || seen.get(name).is_some_and(|n| *n >= MIN_QUESTIONS);
        let mut order: Vec<usize> = (0..examples.len()).collect();
        let mut weights: HashMap<String, f64> = HashMap::new();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..EPOCHS {
            shuffle(&mut order, &mut state);
            for &i in &order {
                let (features, off) = &examples[i];
                let features: Vec<&(String, f64)> = features.iter().filter(|(name, _)| kept(name)).collect();
                let z: f64 = features.iter().map(|(name, v)| weights.get(name).copied().unwrap_or(0.0) * v).sum();
                let gradient = sigmoid(z) - f64::from(u8::from(*off));
                for (name, value) in features {
                    let w = weights.entry(name.clone()).or_default();
                    *w -= LEARNING_RATE * (gradient * value + L2 * *w);
                }
            }
        }
        weights.retain(|_, w| w.abs() >= KEPT_WEIGHT);
        Topicality { weights, threshold: DEFAULT_THRESHOLD }
    }

    /// The model as `seed/knowledge/topicality.txt` holds it, sorted by feature.
    pub fn to_text(&self, header: &str) -> String {
        let mut names: Vec<&String> = self.weights.keys().collect();
        names.sort();
        let mut out: String = header.lines().map(|l| format!("# {l}\n")).collect();
        out.push_str(&format!("threshold {:.2}\n", self.threshold));
        for name in names {
            out.push_str(&format!("{name} {:.4}\n", self.weights[name]));
        }
        out
    }
}

/// The logistic function, clamped so a huge sum cannot overflow.
fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z.clamp(-30.0, 30.0)).exp())
}

/// Fisher–Yates with xorshift: deterministic, no dependency.
fn shuffle(order: &mut [usize], state: &mut u64) {
    for i in (1..order.len()).rev() {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        order.swap(i, (*state % (i as u64 + 1)) as usize);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn example(question: &str, off: bool) -> (Features, bool) {
        (features(question, None, !off), off)
    }

    #[test]
    fn training_learns_which_words_lean_which_way_and_repeats_itself() {
        let examples = [
            example("how deep do I plant garlic cloves", false),
            example("when do I plant garlic in the fall", false),
            example("garlic leaves turning yellow", false),
            example("my tomato plants have yellow leaves", false),
            example("how much does a root canal cost", true),
            example("root canal or extraction which hurts less", true),
            example("dental insurance for a root canal", true),
            example("is a crown cheaper than a root canal", true),
        ];
        let model = Topicality::train(&examples);
        assert!(model.off_topic(&features("root canal on a molar", None, true)) > 0.5);
        assert!(model.off_topic(&features("plant garlic cloves", None, true)) < 0.5);
        assert!(!model.weights.contains_key("w:molar"), "a word no training question had is left out");
        assert_eq!(Topicality::train(&examples).to_text(""), model.to_text(""), "deterministic");
    }

    #[test]
    fn the_table_round_trips_and_a_bad_line_is_named() {
        let mut model = Topicality::train(&[example("garlic garlic", false), example("garlic canal", true)]);
        model.threshold = 0.7;
        let text = model.to_text("trained for a test");
        assert!(text.starts_with("# trained for a test\nthreshold 0.70\n"), "{text}");
        let parsed = Topicality::parse(&text).unwrap();
        let f = features("garlic", None, true);
        assert!((parsed.off_topic(&f) - model.off_topic(&f)).abs() < 1e-3);
        assert_eq!(parsed.threshold, 0.7);
        let err = Topicality::parse("w:garlic 0.1\nw:canal lots\n").unwrap_err();
        assert!(err.contains("line 2"), "{err}");
    }

    #[test]
    fn the_embedded_model_parses_and_was_trained_on_this_knowledge_base() {
        let text = crate::seed::topicality();
        assert!(Topicality::parse(&text).unwrap().is_trained());
        let trained_on = text.lines().find_map(|l| l.strip_prefix("# ")?.strip_prefix(FINGERPRINT_LINE));
        assert_eq!(
            trained_on,
            Some(fingerprint().as_str()),
            "seed/knowledge/ changed since the on/off-topic model was trained: run `cargo xtask train-topicality`"
        );
    }

    #[test]
    fn every_embedded_example_question_has_its_section() {
        let assistant = crate::assistant::Assistant::from_seed(None).unwrap();
        assert_eq!(
            assistant.knowledge.unplaced_examples,
            Vec::<String>::new(),
            "a heading was renamed: fix seed/eval/paraphrases*.json, then run `cargo xtask train-topicality`"
        );
        // Most sections have examples, but not the ~400 written since stop 37: examples for
        // them (stop 38, two and eight a section) moved other questions to them and cost more
        // answers on the read evaluation sets than they won. A lost examples file still fails.
        let placed = assistant.knowledge.passages_with_examples;
        assert!(placed > assistant.knowledge.passages.len() * 3 / 5, "{placed} of {} sections have examples", assistant.knowledge.passages.len());
    }
}
