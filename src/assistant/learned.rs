//! What trainers taught the assistant: approved answers (corrections) and behaviour rules
//! (instructions). The responder looks corrections up before the knowledge base and applies
//! the rules it can apply without a language model; every active instruction also goes into
//! the LLM's system prompt.
//!
//! Plain data and functions: the training feature stores these and hands them over with
//! [`super::Assistant::learn`].

use super::knowledge::terms::{self, QueryTerm};
use super::knowledge::{Feature, Knowledge};
use super::responder::excerpt;

/// The least similarity (0–1) at which a question counts as the same as a corrected one.
const SAME_QUESTION: f64 = 0.6;
/// When both questions are answered by the same knowledge-base section, a looser match is
/// still the same question ("when do I put garlic cloves in the ground" / "when should I
/// plant garlic").
const SAME_QUESTION_SAME_PASSAGE: f64 = 0.34;
/// Every word of a question weighs at least this (in idf units), so a farming word that
/// appears everywhere ("plant", "grow") still tells "plant garlic" from "store garlic".
const WEIGHT_FLOOR: f64 = 1.5;

/// A question reduced to what it asks: weighted terms and the section that would answer it.
#[derive(Debug, Clone, Default)]
pub struct QuestionKey {
    terms: Vec<(String, f64)>,
    /// The section that answers it best, if the knowledge base covers it.
    passage: Option<usize>,
    /// The sections that answer it about as well (ties included).
    close: Vec<usize>,
}

impl QuestionKey {
    pub fn of(question: &str, knowledge: &Knowledge) -> QuestionKey {
        let terms = knowledge
            .weighted_terms(question)
            .into_iter()
            .map(|(t, idf): (QueryTerm, f64)| {
                let w = idf.max(WEIGHT_FLOOR) * t.weight.min(1.0);
                (t.term, w)
            })
            .collect();
        let close = super::responder::answering_passages(question, knowledge);
        QuestionKey { terms, passage: close.first().copied(), close }
    }

    fn total(&self) -> f64 {
        self.terms.iter().map(|(_, w)| w).sum()
    }

    fn weight_of(&self, term: &str) -> Option<f64> {
        self.terms.iter().find(|(t, _)| t == term).map(|(_, w)| *w)
    }

    /// How alike two questions are, 0 to 1: the harmonic mean of how much of each one's
    /// weighted words the other contains.
    pub fn similarity(&self, other: &QuestionKey) -> f64 {
        let (a, b) = (self.total(), other.total());
        if a == 0.0 || b == 0.0 {
            return 0.0;
        }
        let shared_a: f64 = self.terms.iter().filter(|(t, _)| other.weight_of(t).is_some()).map(|(_, w)| w).sum();
        let shared_b: f64 = other.terms.iter().filter(|(t, _)| self.weight_of(t).is_some()).map(|(_, w)| w).sum();
        let (p, r) = (shared_a / a, shared_b / b);
        if p + r == 0.0 { 0.0 } else { 2.0 * p * r / (p + r) }
    }

    /// Whether `other` asks the same thing as this (stored) question: close enough in words
    /// and sharing the main subject word, or, a little less close, answered by the section
    /// that answers this one.
    pub fn same_question(&self, other: &QuestionKey) -> bool {
        let similarity = self.similarity(other);
        let same_passage = self.passage.is_some_and(|p| other.close.contains(&p));
        let main = self.terms.iter().max_by(|a, b| a.1.total_cmp(&b.1)).map(|(t, _)| t.as_str());
        let shares_main = main.is_some_and(|m| other.weight_of(m).is_some());
        (similarity >= SAME_QUESTION && shares_main) || (same_passage && similarity >= SAME_QUESTION_SAME_PASSAGE)
    }
}

/// An approved answer to a question, from a trainer's correction.
#[derive(Debug, Clone)]
pub struct Approved {
    pub id: u64,
    pub question: String,
    pub answer: String,
}

/// A trainer's instruction, as the built-in responder understands it.
#[derive(Debug, Clone, PartialEq)]
pub enum RuleKind {
    /// Point to a site feature, for questions on a topic (or every answer).
    Pointer { feature: Feature, topic: Option<String> },
    /// Keep answers at most this many words.
    Length { words: usize },
    /// Add a phrase to every answer (at the start or the end).
    Include { phrase: String, at_start: bool },
    /// Leave out every sentence that contains a phrase.
    Avoid { phrase: String },
    /// Answer questions on a topic with this text.
    Route { topic: String, answer: String },
    /// Only a language model can follow it (tone, style, judgement).
    LlmOnly,
}

impl RuleKind {
    pub fn label(&self) -> &'static str {
        match self {
            RuleKind::Pointer { .. } => "pointer",
            RuleKind::Length { .. } => "length",
            RuleKind::Include { .. } => "include",
            RuleKind::Avoid { .. } => "avoid",
            RuleKind::Route { .. } => "route",
            RuleKind::LlmOnly => "llm-only",
        }
    }

    pub fn applies_without_llm(&self) -> bool {
        !matches!(self, RuleKind::LlmOnly)
    }

    /// One sentence for the trainer saying what the rule does.
    pub fn summary(&self) -> String {
        let about = |topic: &Option<String>| match topic {
            Some(t) => format!("questions about {t}"),
            None => "every answer".to_string(),
        };
        match self {
            RuleKind::Pointer { feature, topic } => {
                format!("Points {} to {}.", about(topic), feature.path().unwrap_or("the site"))
            }
            RuleKind::Length { words } => format!("Keeps answers to at most {words} words."),
            RuleKind::Include { phrase, at_start: true } => format!("Starts every answer with \"{phrase}\"."),
            RuleKind::Include { phrase, .. } => format!("Ends every answer with \"{phrase}\"."),
            RuleKind::Avoid { phrase } => format!("Leaves out any sentence that says \"{phrase}\"."),
            RuleKind::Route { topic, .. } => format!("Answers questions about {topic} with the given answer."),
            RuleKind::LlmOnly => {
                "Takes effect only when a language model (--llm-url) answers: the built-in responder cannot follow it."
                    .to_string()
            }
        }
    }
}

/// An active instruction: its text (for the LLM prompt) and what the built-in responder does.
#[derive(Debug, Clone)]
pub struct Rule {
    pub id: u64,
    pub text: String,
    pub kind: RuleKind,
    /// The topic's subject terms, when the rule is about a topic.
    topic_terms: Vec<String>,
}

impl Rule {
    pub fn new(id: u64, text: &str) -> Rule {
        let kind = parse_rule(text);
        let topic = match &kind {
            RuleKind::Pointer { topic: Some(t), .. } | RuleKind::Route { topic: t, .. } => Some(t.as_str()),
            _ => None,
        };
        let topic_terms = topic.map(terms::tokens).unwrap_or_default();
        Rule { id, text: text.trim().to_string(), kind, topic_terms }
    }

    /// Whether a question is on this rule's topic (rules without one apply to every question).
    fn covers(&self, question_terms: &[String]) -> bool {
        self.topic_terms.iter().all(|t| question_terms.contains(t))
    }
}

/// Everything learned, ready for the responder.
#[derive(Debug, Default)]
pub struct Learned {
    corrections: Vec<(Approved, QuestionKey)>,
    pub rules: Vec<Rule>,
}

impl Learned {
    pub fn new(corrections: Vec<Approved>, rules: Vec<Rule>, knowledge: &Knowledge) -> Learned {
        let corrections = corrections
            .into_iter()
            .map(|c| {
                let key = QuestionKey::of(&c.question, knowledge);
                (c, key)
            })
            .collect();
        Learned { corrections, rules }
    }

    /// The approved answer for this question, if a trainer corrected it or a close paraphrase.
    pub fn correction_for(&self, question: &QuestionKey) -> Option<&Approved> {
        self.corrections
            .iter()
            .filter(|(_, key)| key.same_question(question))
            .max_by(|a, b| a.1.similarity(question).total_cmp(&b.1.similarity(question)).then(a.0.id.cmp(&b.0.id)))
            .map(|(c, _)| c)
    }

    pub fn is_empty(&self) -> bool {
        self.corrections.is_empty() && self.rules.is_empty()
    }

    /// A routed answer for a question on a rule's topic (the newest rule wins).
    pub fn routed(&self, question: &str) -> Option<&str> {
        let q = terms::tokens(question);
        self.rules.iter().rev().find_map(|r| match &r.kind {
            RuleKind::Route { answer, .. } if r.covers(&q) => Some(answer.as_str()),
            _ => None,
        })
    }

    /// Applies the deterministic rules to a composed answer.
    pub fn shape(&self, question: &str, answer: String) -> String {
        if self.rules.is_empty() {
            return answer;
        }
        let q = terms::tokens(question);
        let mut text = answer;
        for rule in &self.rules {
            if let RuleKind::Avoid { phrase } = &rule.kind {
                text = without_sentences_containing(&text, phrase);
            }
        }
        if let Some(words) = self
            .rules
            .iter()
            .filter_map(|r| match r.kind {
                RuleKind::Length { words } => Some(words),
                _ => None,
            })
            .min()
        {
            text = excerpt(&text, words);
        }
        for rule in self.rules.iter().filter(|r| r.covers(&q)) {
            match &rule.kind {
                RuleKind::Pointer { feature, .. } => {
                    if let (Some(path), Some(pointer)) = (feature.path(), feature.pointer())
                        && !text.contains(path)
                    {
                        text = format!("{text} {pointer}");
                    }
                }
                RuleKind::Include { phrase, at_start } if !text.to_lowercase().contains(&phrase.to_lowercase()) => {
                    text = if *at_start { format!("{phrase} {text}") } else { format!("{text} {phrase}") };
                }
                _ => {}
            }
        }
        text
    }
}

fn without_sentences_containing(text: &str, phrase: &str) -> String {
    let phrase = phrase.to_lowercase();
    let kept: Vec<&str> = super::responder::sentences(text)
        .into_iter()
        .filter(|s| !s.to_lowercase().contains(&phrase))
        .collect();
    if kept.is_empty() { text.to_string() } else { kept.join(" ") }
}

/// Site features as trainers name them.
const FEATURE_NAMES: &[(&str, Feature)] = &[
    ("grant search", Feature::GrantSearch),
    ("grants page", Feature::GrantSearch),
    ("grant", Feature::GrantSearch),
    ("farm plan", Feature::FarmPlan),
    ("start my farm plan", Feature::FarmPlan),
    ("planner", Feature::FarmPlan),
    ("free guide", Feature::Guides),
    ("guide", Feature::Guides),
    ("quiz", Feature::Quizzes),
    ("premium course", Feature::Course),
    ("course", Feature::Course),
    ("community", Feature::Community),
    ("discussion", Feature::Community),
    ("griot", Feature::Community),
    ("country store", Feature::Store),
    ("store", Feature::Store),
    ("shop", Feature::Store),
];

/// Reads a trainer's instruction as one of the rule kinds the built-in responder can apply.
pub fn parse_rule(text: &str) -> RuleKind {
    let text = text.trim();
    // ASCII lower-casing keeps byte offsets, so slices of `lower` index `text` too.
    let lower = text.to_ascii_lowercase();
    let topic = topic_of(&lower, text);
    // Routing: "when someone asks about X, answer: Y".
    if let Some(topic) = &topic
        && let Some(answer) = answer_after(&lower, text)
    {
        return RuleKind::Route { topic: topic.clone(), answer };
    }
    if let Some(words) = length_limit(&lower) {
        return RuleKind::Length { words };
    }
    let negated = ["never ", "don't ", "dont ", "do not ", "avoid ", "stop "].iter().find_map(|n| word_at(&lower, n).map(|i| i + n.len()));
    if let Some(start) = negated {
        let rest = &text[start..];
        let rest_lower = &lower[start..];
        let verb = ["saying ", "say ", "using ", "use ", "mentioning ", "mention ", "the word ", "the phrase "]
            .iter()
            .find(|v| rest_lower.starts_with(**v))
            .map_or(0, |v| v.len());
        let phrase = quoted(&rest[verb..]).unwrap_or_else(|| clause(&rest[verb..]));
        if !phrase.is_empty() {
            return RuleKind::Avoid { phrase };
        }
    }
    let verbs = ["mention", "recommend", "suggest", "point", "refer", "remind", "link", "tell them about", "send them to"];
    if verbs.iter().any(|v| lower.contains(v)) {
        let target = topic.as_ref().and_then(|_| lower.find(" when").or_else(|| lower.find(" if "))).map_or(lower.as_str(), |i| &lower[..i]);
        if let Some((_, feature)) = FEATURE_NAMES.iter().find(|(name, _)| target.contains(name)) {
            return RuleKind::Pointer { feature: *feature, topic };
        }
    }
    if let Some(phrase) = quoted(text)
        && ["say", "include", "add", "end with", "start with", "begin with", "sign off", "close with"].iter().any(|v| lower.contains(v))
    {
        let at_start = lower.contains("start with") || lower.contains("begin with");
        return RuleKind::Include { phrase, at_start };
    }
    RuleKind::LlmOnly
}

/// Where `word` starts as a whole word ("never" but not "whenever").
fn word_at(lower: &str, word: &str) -> Option<usize> {
    lower.match_indices(word).map(|(i, _)| i).find(|&i| i == 0 || !lower.as_bytes()[i - 1].is_ascii_alphanumeric())
}

/// "… asks about compost, …" → "compost".
fn topic_of(lower: &str, text: &str) -> Option<String> {
    let markers = ["asks about ", "ask about ", "asked about ", "questions about ", "question about ", "talks about ", "asking about "];
    let start = markers.iter().find_map(|m| lower.find(m).map(|i| i + m.len()))?;
    let topic = clause(&text[start..]);
    (!topic.is_empty()).then_some(topic.to_lowercase())
}

/// The answer of a routing rule: what follows "answer:", "say:", "reply with" … after the topic.
fn answer_after(lower: &str, text: &str) -> Option<String> {
    let verbs = ["answer with ", "reply with ", "respond with ", "answer:", "reply:", "respond:", "say:", "answer ", "say ", "reply ", "respond "];
    let after_topic = ["asks about ", "ask about ", "asked about ", "questions about ", "question about ", "asking about "]
        .iter()
        .find_map(|m| lower.find(m).map(|i| i + m.len()))?;
    let (i, verb) = verbs.iter().filter_map(|v| lower[after_topic..].find(v).map(|i| (after_topic + i, v.len()))).min()?;
    let answer = text[i + verb..].trim().trim_start_matches(':').trim();
    let answer = quoted(answer).unwrap_or_else(|| answer.to_string());
    (answer.split_whitespace().count() >= 3).then_some(answer)
}

/// "under 100 words", "at most 80 words", "keep answers short".
fn length_limit(lower: &str) -> Option<usize> {
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    for (i, w) in words.iter().enumerate() {
        if (*w == "words" || *w == "word") && i > 0
            && let Ok(n) = words[i - 1].parse::<usize>()
        {
            return Some(n.clamp(20, 180));
        }
    }
    let short = ["short", "brief", "concise"];
    (lower.contains("answer") || lower.contains("repl") || lower.contains("response"))
        .then(|| words.iter().any(|w| short.contains(w)).then_some(80))
        .flatten()
}

/// The first phrase in quotes, if any.
fn quoted(text: &str) -> Option<String> {
    for (open, close) in [('"', '"'), ('“', '”'), ('\'', '\''), ('‘', '’')] {
        if let Some(start) = text.find(open) {
            let rest = &text[start + open.len_utf8()..];
            if let Some(end) = rest.find(close) {
                let phrase = rest[..end].trim();
                if !phrase.is_empty() {
                    return Some(phrase.to_string());
                }
            }
        }
    }
    None
}

/// Text up to the end of its clause.
fn clause(text: &str) -> String {
    let end = text.find([',', '.', ';', ':', '!', '?', '\n']).unwrap_or(text.len());
    text[..end].trim().trim_matches(['"', '\'']).trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_become_rules() {
        assert_eq!(
            parse_rule("Mention the free guides whenever someone asks about compost"),
            RuleKind::Pointer { feature: Feature::Guides, topic: Some("compost".into()) }
        );
        assert_eq!(parse_rule("Always recommend the grant search"), RuleKind::Pointer { feature: Feature::GrantSearch, topic: None });
        assert_eq!(parse_rule("Keep answers under 100 words."), RuleKind::Length { words: 100 });
        assert_eq!(parse_rule("keep your answers short"), RuleKind::Length { words: 80 });
        assert_eq!(parse_rule("Never say \"guaranteed\""), RuleKind::Avoid { phrase: "guaranteed".into() });
        assert_eq!(parse_rule("Don't mention pesticides."), RuleKind::Avoid { phrase: "pesticides".into() });
        assert_eq!(
            parse_rule("Always end with 'Happy growing!'"),
            RuleKind::Include { phrase: "Happy growing!".into(), at_start: false }
        );
        assert_eq!(
            parse_rule("When someone asks about volunteering, answer: Volunteer days are every Saturday at 9 am."),
            RuleKind::Route { topic: "volunteering".into(), answer: "Volunteer days are every Saturday at 9 am.".into() }
        );
        assert_eq!(
            parse_rule("Point to the grant search whenever someone asks about funding."),
            RuleKind::Pointer { feature: Feature::GrantSearch, topic: Some("funding".into()) },
            "\"whenever\" is not \"never\""
        );
        assert_eq!(parse_rule("Be warm and patient with beginners"), RuleKind::LlmOnly);
    }

    #[test]
    fn rules_shape_answers() {
        let rules = vec![
            Rule::new(1, "Mention the free guides whenever someone asks about compost"),
            Rule::new(2, "Never say 'guaranteed'"),
            Rule::new(3, "Keep answers under 20 words"),
        ];
        let learned = Learned { corrections: vec![], rules };
        let answer = "Compost needs browns and greens. Results are guaranteed in weeks. Turn it weekly. Keep it as damp as a wrung-out sponge so microbes thrive all season long.".to_string();
        let shaped = learned.shape("how do I start composting?", answer.clone());
        assert!(!shaped.contains("guaranteed"), "{shaped}");
        assert!(shaped.contains("/country-store"), "{shaped}");
        assert!(shaped.starts_with("Compost needs browns and greens. Turn it weekly."), "{shaped}");
        let other = learned.shape("when do I plant garlic?", "Plant garlic in fall.".into());
        assert_eq!(other, "Plant garlic in fall.", "the pointer is for compost questions only");
    }
}
