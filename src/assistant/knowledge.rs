//! The knowledge base: `seed/knowledge/*.md`, split into sections and ranked by BM25.
//!
//! Each file has a small front matter (title, area, feature, keywords); each `## ` section
//! is one passage, so an answer quotes the part of a topic that fits the question.

use std::collections::HashMap;

/// The site feature a topic points visitors to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    GrantSearch,
    FarmPlan,
    Guides,
    Quizzes,
    Store,
    Course,
    Community,
    None,
}

impl Feature {
    pub fn parse(raw: &str) -> Option<Feature> {
        Some(match raw.trim() {
            "grant-search" => Feature::GrantSearch,
            "farm-plan" => Feature::FarmPlan,
            "guides" => Feature::Guides,
            "quizzes" => Feature::Quizzes,
            "store" => Feature::Store,
            "course" => Feature::Course,
            "community" => Feature::Community,
            "none" => Feature::None,
            _ => return None,
        })
    }

    /// The page that helps, as the evaluation looks for it in a reply.
    pub fn path(self) -> Option<&'static str> {
        match self {
            Feature::GrantSearch => Some("/grant-search"),
            Feature::FarmPlan => Some("/start-my-farm-plan"),
            Feature::Guides | Feature::Store => Some("/country-store"),
            Feature::Quizzes | Feature::Course => Some("/courses"),
            Feature::Community => Some("/community-griot"),
            Feature::None => None,
        }
    }

    /// One sentence pointing to the feature.
    pub fn pointer(self) -> Option<&'static str> {
        Some(match self {
            Feature::GrantSearch => {
                "Our Grant Search at /grant-search finds farming and community-garden grants, and I'm happy to help you draft the application."
            }
            Feature::FarmPlan => "For a step-by-step start, try Start My Farm Plan at /start-my-farm-plan: a personalised 4-week plan for your space.",
            Feature::Guides => "Our free guides in the Country Store at /country-store go deeper on this, and they're free to download.",
            Feature::Quizzes => "Want to check what you've learned? Try one of our quick quizzes at /courses.",
            Feature::Store => "You'll find our guides and the premium course in the Country Store at /country-store.",
            Feature::Course => "Our Premium Farming Course at /courses covers this step by step, with lifetime access.",
            Feature::Community => "Neighbours swap experiences like this on Community Griot at /community-griot.",
            Feature::None => return None,
        })
    }
}

/// One topic file's front matter.
#[derive(Debug, Clone)]
pub struct Topic {
    pub slug: String,
    pub title: String,
    pub area: String,
    pub feature: Feature,
    pub keywords: Vec<String>,
}

/// One passage: a topic's intro or one of its `## ` sections.
#[derive(Debug, Clone)]
pub struct Passage {
    pub topic: usize,
    pub heading: Option<String>,
    /// Plain text: Markdown emphasis removed, list items as sentences.
    pub text: String,
}

/// The parsed knowledge base with two BM25 indexes: whole topics (which subject is this
/// question about?) and single passages (which part of it answers?).
#[derive(Debug, Default)]
pub struct Knowledge {
    pub topics: Vec<Topic>,
    pub passages: Vec<Passage>,
    topic_index: Bm25,
    passage_index: Bm25,
}

/// How much the topic's match adds to a passage's own.
const TOPIC_WEIGHT: f64 = 0.5;

/// An Okapi BM25 index over documents given as term lists.
#[derive(Debug, Default)]
struct Bm25 {
    postings: HashMap<String, Vec<(u32, u32)>>,
    lengths: Vec<u32>,
    average_length: f64,
}

impl Bm25 {
    fn new(documents: Vec<Vec<String>>) -> Bm25 {
        let mut index = Bm25::default();
        let mut total = 0u64;
        for (id, terms) in documents.iter().enumerate() {
            let mut counts: HashMap<&str, u32> = HashMap::new();
            for term in terms {
                *counts.entry(term.as_str()).or_default() += 1;
            }
            for (term, count) in counts {
                index.postings.entry(term.to_string()).or_default().push((id as u32, count));
            }
            index.lengths.push(terms.len() as u32);
            total += terms.len() as u64;
        }
        index.average_length = if documents.is_empty() { 1.0 } else { total as f64 / documents.len() as f64 };
        index
    }

    /// How rare a term is; a term no document has gets the highest weight.
    fn idf(&self, term: &str) -> f64 {
        let n = self.lengths.len() as f64;
        let df = self.postings.get(term).map_or(0.0, |p| p.len() as f64);
        ((n - df + 0.5) / (df + 0.5) + 1.0).ln()
    }

    fn contains(&self, document: u32, term: &str) -> bool {
        self.postings.get(term).is_some_and(|p| p.iter().any(|(id, _)| *id == document))
    }

    /// Each matching document's score for the (deduplicated) query terms.
    fn scores(&self, terms: &[String]) -> HashMap<u32, f64> {
        let n = self.lengths.len() as f64;
        let mut scores: HashMap<u32, f64> = HashMap::new();
        for term in terms {
            let Some(postings) = self.postings.get(term) else { continue };
            let df = postings.len() as f64;
            let idf = ((n - df + 0.5) / (df + 0.5) + 1.0).ln();
            for &(id, tf) in postings {
                let tf = tf as f64;
                let length = self.lengths[id as usize] as f64;
                *scores.entry(id).or_default() += idf * tf * (K1 + 1.0) / (tf + K1 * (1.0 - B + B * length / self.average_length));
            }
        }
        scores
    }
}

/// A passage that matched a question.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit {
    pub passage: usize,
    pub score: f64,
    /// The share of the question's meaning (its terms weighted by rarity) that the passage's
    /// topic contains; words the knowledge base has never seen weigh the most. A low share
    /// means the question is about something else ("the capital of France").
    pub coverage: f64,
}

const K1: f64 = 1.2;
const B: f64 = 0.75;

impl Knowledge {
    /// Builds the index from `(slug, markdown)` files; a malformed file is an error naming it.
    pub fn build<'a>(files: impl IntoIterator<Item = (String, &'a str)>) -> Result<Knowledge, String> {
        let mut knowledge = Knowledge::default();
        let mut files: Vec<(String, &str)> = files.into_iter().collect();
        files.sort_by(|a, b| a.0.cmp(&b.0));
        for (slug, markdown) in files {
            let (topic, sections) = parse(&slug, markdown).map_err(|e| format!("seed/knowledge/{slug}.md: {e}"))?;
            let topic_index = knowledge.topics.len();
            for (heading, text) in sections {
                knowledge.passages.push(Passage { topic: topic_index, heading, text });
            }
            knowledge.topics.push(topic);
        }
        knowledge.index();
        Ok(knowledge)
    }

    fn index(&mut self) {
        let repeat = |text: &str, times: usize| -> Vec<String> {
            let once: Vec<String> = tokens(text).collect();
            (0..times).flat_map(|_| once.clone()).collect()
        };
        // A topic is its title and keywords (twice: they say what it is about) and all its text.
        let topics = self
            .topics
            .iter()
            .enumerate()
            .map(|(i, topic)| {
                let mut terms = repeat(&format!("{} {}", topic.title, topic.keywords.join(" ")), 2);
                for passage in self.passages.iter().filter(|p| p.topic == i) {
                    terms.extend(repeat(passage.heading.as_deref().unwrap_or(""), 1));
                    terms.extend(tokens(&passage.text));
                }
                terms
            })
            .collect();
        // A passage is its heading (twice) and its text; the intro stands under the title.
        let passages = self
            .passages
            .iter()
            .map(|passage| {
                let heading = passage.heading.as_deref().unwrap_or(&self.topics[passage.topic].title);
                let mut terms = repeat(heading, 2);
                terms.extend(tokens(&passage.text));
                terms
            })
            .collect();
        self.topic_index = Bm25::new(topics);
        self.passage_index = Bm25::new(passages);
    }

    /// The best passages for a question, best first (ties by position, so results are stable).
    pub fn search(&self, question: &str, limit: usize) -> Vec<Hit> {
        let mut terms: Vec<String> = Vec::new();
        for term in tokens(question) {
            if !terms.contains(&term) {
                terms.push(term);
            }
        }
        let topic_scores = self.topic_index.scores(&terms);
        let weights: Vec<f64> = terms.iter().map(|t| self.topic_index.idf(t)).collect();
        let total: f64 = weights.iter().sum();
        let coverage = |topic: u32| {
            let covered: f64 = terms.iter().zip(&weights).filter(|(t, _)| self.topic_index.contains(topic, t)).map(|(_, w)| w).sum();
            if total > 0.0 { covered / total } else { 0.0 }
        };
        let mut hits: Vec<Hit> = self
            .passage_index
            .scores(&terms)
            .into_iter()
            .map(|(id, score)| {
                let topic = self.passages[id as usize].topic as u32;
                Hit {
                    passage: id as usize,
                    score: score + TOPIC_WEIGHT * topic_scores.get(&topic).copied().unwrap_or(0.0),
                    coverage: coverage(topic),
                }
            })
            .collect();
        hits.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.passage.cmp(&b.passage)));
        hits.truncate(limit);
        hits
    }

    pub fn topic_of(&self, hit: Hit) -> &Topic {
        &self.topics[self.passages[hit.passage].topic]
    }
}

/// Splits a topic file into its front matter and passages (intro, then each `## ` section).
pub fn parse(slug: &str, markdown: &str) -> Result<(Topic, Vec<(Option<String>, String)>), String> {
    let rest = markdown.trim_start().strip_prefix("---").ok_or("missing front matter (---)")?;
    let (front, body) = rest.split_once("\n---").ok_or("front matter is not closed with ---")?;
    let mut fields: HashMap<&str, &str> = HashMap::new();
    for line in front.lines().filter(|l| !l.trim().is_empty()) {
        let (key, value) = line.split_once(':').ok_or_else(|| format!("front matter line without a colon: {line}"))?;
        fields.insert(key.trim(), value.trim());
    }
    let field = |name: &str| fields.get(name).copied().filter(|v| !v.is_empty()).ok_or_else(|| format!("front matter needs {name}"));
    let feature_text = field("feature")?;
    let topic = Topic {
        slug: slug.to_string(),
        title: field("title")?.to_string(),
        area: field("area")?.to_string(),
        feature: Feature::parse(feature_text).ok_or_else(|| format!("unknown feature {feature_text}"))?,
        keywords: fields.get("keywords").map(|k| k.split(',').map(|w| w.trim().to_lowercase()).filter(|w| !w.is_empty()).collect()).unwrap_or_default(),
    };
    let mut sections = Vec::new();
    let mut heading: Option<String> = None;
    let mut text = String::new();
    let body = body.trim_start_matches(|c| c == '-' || c == '\n' || c == '\r');
    for line in body.lines() {
        if let Some(h) = line.strip_prefix("## ") {
            if !text.trim().is_empty() {
                sections.push((heading.take(), plain(&text)));
            }
            heading = Some(h.trim().to_string());
            text.clear();
        } else if !line.starts_with("# ") {
            text.push_str(line);
            text.push('\n');
        }
    }
    if !text.trim().is_empty() {
        sections.push((heading, plain(&text)));
    }
    if sections.is_empty() {
        return Err("no text".into());
    }
    Ok((topic, sections))
}

/// Markdown to plain sentences: emphasis and code marks dropped, each list item a sentence.
fn plain(markdown: &str) -> String {
    let mut out = String::new();
    for line in markdown.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let item = line.strip_prefix("- ").or_else(|| line.strip_prefix("* ")).or_else(|| {
            let digits = line.find(". ")?;
            line[..digits].chars().all(|c| c.is_ascii_digit()).then(|| &line[digits + 2..])
        });
        let mut piece = item.unwrap_or(line).replace("**", "").replace('`', "").replace("__", "");
        if item.is_some() && !piece.ends_with(['.', '!', '?', ':']) {
            piece.push('.');
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&piece);
    }
    out
}

/// Words that say nothing about a topic.
const STOPWORDS: &[&str] = &[
    "a", "about", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "been", "but", "by", "can", "could",
    "did", "do", "does", "doing", "for", "from", "get", "got", "had", "has", "have", "how", "i", "if", "in", "into",
    "is", "it", "its", "just", "me", "my", "need", "of", "on", "or", "our", "should", "so", "some", "than", "that",
    "the", "their", "them", "then", "there", "these", "they", "this", "to", "too", "up", "us", "want", "was", "we",
    "what", "when", "where", "which", "who", "why", "will", "with", "would", "you", "your", "hi", "hello", "hey",
    "please", "thanks", "thank", "know", "tell", "best", "good", "way", "ways", "much", "many", "one", "make",
    "use", "im", "dont", "ive", "thing", "things", "help", "really", "very", "lot", "like",
    // Conversation words that say nothing about farming.
    "wrong", "right", "ok", "okay", "guy", "guys", "people", "someone", "anyone", "something", "anything",
    "everything", "nothing", "stuff", "go", "going", "went", "put", "take", "keep", "let", "say", "said", "see",
    "look", "think", "try", "now", "still", "even", "ever", "every", "yet", "again", "here", "out", "off", "over",
    "more", "most", "less", "only", "other", "another", "same", "actually", "supposed", "anyway", "somehow", "maybe",
    "sure", "hmm", "whats", "hows", "wont", "cant", "isnt", "doesnt", "didnt", "youre", "theyre", "thats",
    "there's", "right", "yes", "no", "not", "around", "after", "before", "while", "because", "though",
];

/// Lower-case word stems without stopwords: the terms both passages and questions are indexed by.
pub fn tokens(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase())
        .filter(|w| !STOPWORDS.contains(&w.as_str()))
        .map(|w| stem(&w))
}

/// A light suffix stripper: enough that "tomatoes" finds "tomato" and "watering" finds "water".
pub fn stem(word: &str) -> String {
    let n = word.chars().count();
    if !word.is_ascii() || n <= 3 {
        return word.to_string();
    }
    for (suffix, replacement, min) in [
        ("ies", "y", 5),
        ("oes", "o", 5),
        ("sses", "ss", 5),
        ("ing", "", 6),
        ("ed", "", 5),
        ("es", "", 6),
        ("s", "", 4),
    ] {
        if n >= min && word.ends_with(suffix) && !(suffix == "s" && word.ends_with("ss")) {
            return format!("{}{replacement}", &word[..word.len() - suffix.len()]);
        }
    }
    word.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOIL: &str = "---\ntitle: Soil pH: testing and adjusting\narea: soil_health\nfeature: guides\nkeywords: ph, lime, acidic\n---\nMost vegetables grow best at a pH of 6.0 to 7.0.\n\n## Raising a low pH\nAdd garden **lime** in autumn.\n\n## Lowering a high pH\n- Add elemental sulfur\n- Retest after a year\n";
    const WATER: &str = "---\ntitle: Watering vegetables\narea: water\nfeature: farm-plan\nkeywords: irrigate, thirsty\n---\nGive vegetables about 1 inch of water a week.\n\n## Deep and infrequent\nWater deeply twice a week in the morning.\n";

    fn knowledge() -> Knowledge {
        Knowledge::build([("soil-ph".to_string(), SOIL), ("watering".to_string(), WATER)]).unwrap()
    }

    #[test]
    fn files_split_into_passages_with_plain_text() {
        let k = knowledge();
        assert_eq!(k.topics.len(), 2);
        assert_eq!(k.passages.len(), 5);
        assert_eq!(k.passages[1].heading.as_deref(), Some("Raising a low pH"));
        assert_eq!(k.passages[1].text, "Add garden lime in autumn.");
        assert_eq!(k.passages[2].text, "Add elemental sulfur. Retest after a year.");
        assert_eq!(k.topics[0].feature, Feature::Guides);
    }

    #[test]
    fn malformed_files_are_named() {
        let err = Knowledge::build([("bad".to_string(), "no front matter")]).unwrap_err();
        assert!(err.contains("seed/knowledge/bad.md"), "{err}");
        let err = Knowledge::build([("bad".to_string(), "---\ntitle: x\narea: y\nfeature: rockets\n---\ntext")]).unwrap_err();
        assert!(err.contains("unknown feature"), "{err}");
    }

    #[test]
    fn search_ranks_the_passage_that_answers() {
        let k = knowledge();
        let top = k.search("my soil is too acidic, should I add lime?", 3)[0];
        assert_eq!(k.passages[top.passage].heading.as_deref(), Some("Raising a low pH"));
        let top = k.search("How often do I water tomatoes?", 3)[0];
        assert_eq!(k.topic_of(top).slug, "watering");
        assert!(k.search("hello there", 3).is_empty(), "stopwords match nothing");
        assert_eq!(k.search("lime sulfur", 5), k.search("lime sulfur", 5), "deterministic");
    }

    #[test]
    fn stems() {
        assert_eq!(stem("tomatoes"), "tomato");
        assert_eq!(stem("watering"), "water");
        assert_eq!(stem("berries"), "berry");
        assert_eq!(stem("grass"), "grass");
        assert_eq!(stem("beds"), "bed");
        assert_eq!(stem("pH"), "pH");
    }
}
