//! Judging the built-in assistant against an evaluation set (`seed/eval/*.json`): does a
//! reply hold the expected facts and point to the expected site feature? Shared by the
//! `eval_assistant` benchmark and the Training Center's assessments.

use serde::Deserialize;

use super::Assistant;
use super::guard;
use super::knowledge::{Feature, terms};
use super::responder::Reply;

/// One evaluation question.
#[derive(Debug, Clone, Deserialize)]
pub struct EvalQuestion {
    pub id: String,
    pub topic: String,
    pub question: String,
    /// Groups of alternatives; a good answer contains one alternative of every group.
    pub facts: Vec<Vec<String>>,
    pub feature: String,
    /// The topic that should answer; null for an off-topic question.
    pub source: Option<String>,
}

/// A question labelled with the section that answers it (`seed/eval/paraphrases*.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct LabelledQuestion {
    pub slug: String,
    /// None for the topic's introduction.
    pub heading: Option<String>,
    pub question: String,
}

/// Labelled questions in the format of `seed/knowledge/examples.txt`, grouped by section in
/// order of first appearance: a `## slug` or `## slug / heading` line, then the words of its
/// questions that the index keeps, each once, in order of first use, with `:N` after a word
/// used N times. The index only counts a section's words, so this gives it the same terms as
/// the questions written out, in under two thirds of the bytes.
pub fn examples_text(questions: &[LabelledQuestion]) -> String {
    let mut sections: Vec<(String, Vec<(String, usize)>)> = Vec::new();
    for q in questions {
        let header = match &q.heading {
            Some(heading) => format!("{} / {heading}", q.slug),
            None => q.slug.clone(),
        };
        let at = match sections.iter().position(|(h, _)| *h == header) {
            Some(at) => at,
            None => {
                sections.push((header, Vec::new()));
                sections.len() - 1
            }
        };
        let counts = &mut sections[at].1;
        for word in terms::searched_words(&q.question).split_whitespace() {
            match counts.iter_mut().find(|(w, _)| w == word) {
                Some((_, n)) => *n += 1,
                None => counts.push((word.to_string(), 1)),
            }
        }
    }
    let mut text = String::new();
    for (header, counts) in sections.into_iter().filter(|(_, counts)| !counts.is_empty()) {
        text.push_str(&format!("## {header}\n"));
        // Lines of about 100 characters keep the file readable in a diff.
        let mut line = String::new();
        for (word, n) in counts {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
            if n > 1 {
                line.push_str(&format!(":{n}"));
            }
            if line.len() >= 100 {
                text.push_str(&line);
                text.push('\n');
                line.clear();
            }
        }
        if !line.is_empty() {
            text.push_str(&line);
            text.push('\n');
        }
    }
    text
}

/// How one reply fared.
#[derive(Debug, Clone)]
pub struct Verdict {
    pub reply: Reply,
    /// The expected facts are there (off-topic: the fallback answered).
    pub facts: bool,
    /// The expected feature is pointed to (off-topic: the fallback answered).
    pub pointer: bool,
    /// The expected topic answered.
    pub retrieved: bool,
    /// The topic that answered, if any.
    pub answered_by: Option<String>,
}

/// Asks the built-in responder one question and judges the reply.
pub fn judge(assistant: &Assistant, q: &EvalQuestion) -> Verdict {
    let text = guard::check(&q.question).map(|c| c.text).unwrap_or_else(|_| q.question.clone());
    let reply = assistant.builtin(&text);
    let lower = reply.text.to_lowercase();
    let answered_by = reply.hits.first().map(|hit| assistant.knowledge.topic_of(*hit).slug.clone());
    let (facts, pointer, retrieved) = match &q.source {
        Some(source) => (
            q.facts.iter().all(|group| group.iter().any(|alt| lower.contains(&alt.to_lowercase()))),
            Feature::parse(&q.feature).and_then(|f| f.path()).is_none_or(|path| lower.contains(path)),
            answered_by.as_deref() == Some(source.as_str()),
        ),
        // Off-topic: right only when no passage answered.
        None => (answered_by.is_none(), answered_by.is_none(), answered_by.is_none()),
    };
    Verdict { reply, facts, pointer, retrieved, answered_by }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples_are_written_as_each_sections_words_counted() {
        let q = |slug: &str, heading: Option<&str>, question: &str| LabelledQuestion {
            slug: slug.to_string(),
            heading: heading.map(str::to_string),
            question: question.to_string(),
        };
        let text = examples_text(&[
            q("garlic", Some("When to plant"), "When do I plant garlic?"),
            q("garlic", None, "Is garlic easy?"),
            q("garlic", Some("When to plant"), "garlic planting time in the fall"),
        ]);
        assert_eq!(text, "## garlic / When to plant\nplant garlic:2 planting time fall\n## garlic\ngarlic easy\n");
    }
}
