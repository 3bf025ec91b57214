//! The knowledge base: `seed/knowledge/*.md`, split into sections and ranked by
//! field-weighted BM25 over Snowball stems.
//!
//! Each file has a small front matter (title, area, feature, keywords); each `## ` section
//! is one passage, so an answer quotes the part of a topic that fits the question. A
//! passage is ranked by its own match plus its topic's, then scaled by how much of the
//! question's subject it contains, so a rare but generic word elsewhere cannot win.
//!
//! Besides its heading and `Asked as:` line, a passage is found by example questions visitors
//! might ask it (`seed/knowledge/examples.txt`, written by people who had only read the
//! section), searched as a light field of their own: fresh questions share more words with
//! other people's questions than with the answer's own wording.

mod bm25;
mod parse;
pub mod terms;
pub mod topicality;

use bm25::{FIELDS, Field};
use terms::{QueryTerm, Vocabulary, tokens};
use topicality::Topicality;

/// The index of the body field; the fields before it say what a document is about. The
/// example questions come after it: other people's wording anchors nothing.
const BODY: usize = 3;

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
                "Our Grant Search at /grant-search finds grants that fit, and I can help draft the application."
            }
            Feature::FarmPlan => {
                "Start My Farm Plan at /start-my-farm-plan makes you a 4-week plan for your space."
            }
            Feature::Guides => {
                "Our free guides at /country-store go deeper on this."
            }
            Feature::Quizzes => "Want to check what you've learned? Try one of our quick quizzes at /courses.",
            Feature::Store => "You'll find our guides and the premium course in the Country Store at /country-store.",
            Feature::Course => "Our Premium Farming Course at /courses covers this step by step.",
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
    /// Other ways growers ask the heading's question; searched, never quoted.
    pub asked_as: String,
    /// The feature that helps with this passage, when it is not its topic's.
    pub feature: Option<Feature>,
    /// Plain text: Markdown emphasis removed, list items as sentences.
    pub text: String,
}

impl Passage {
    /// What the passage answers: its heading and the other ways of asking it.
    fn asked(&self) -> String {
        format!("{} {}", self.heading.as_deref().unwrap_or(""), self.asked_as)
    }
}

/// The parsed knowledge base with two field-weighted BM25 indexes: whole topics (which
/// subject is this question about?) and single passages (which part of it answers?).
#[derive(Debug, Default)]
pub struct Knowledge {
    pub topics: Vec<Topic>,
    pub passages: Vec<Passage>,
    topic_index: bm25::Index,
    passage_index: bm25::Index,
    vocabulary: Vocabulary,
    /// Whether a question is about farming at all; untrained (the rules decide) unless set.
    pub topicality: Topicality,
    /// Sections named in the examples that the knowledge base does not have (a heading renamed
    /// since); their questions are left out.
    pub unplaced_examples: Vec<String>,
    /// How many passages have example questions.
    pub passages_with_examples: usize,
}

/// The example questions' field: light, since each is one visitor's wording with its incidental
/// words ("raised beds" in a question about the course). At 0.25 they bring fresh questions most
/// of what 0.4 does and help the blind sets more; heavier, tuned questions lose more than fresh
/// ones gain.
const EXAMPLES: Field = Field { weight: 0.25, b: 0.5 };
/// A bound on `word:N` in the examples file, so a mistyped count cannot fill memory.
const MAX_EXAMPLE_REPEATS: usize = 1000;
/// A topic's fields: its title, all its headings, its keywords, all its text, all its examples.
const TOPIC_FIELDS: [Field; FIELDS] = [
    Field { weight: 2.0, b: 0.3 },
    Field { weight: 1.0, b: 0.5 },
    Field { weight: 2.0, b: 0.3 },
    Field { weight: 1.0, b: 0.75 },
    EXAMPLES,
];
/// A passage's fields: its topic's title, its own heading, its topic's keywords, its text, its
/// examples.
const PASSAGE_FIELDS: [Field; FIELDS] = [
    Field { weight: 1.0, b: 0.3 },
    Field { weight: 2.5, b: 0.4 },
    Field { weight: 0.8, b: 0.3 },
    Field { weight: 1.0, b: 0.75 },
    EXAMPLES,
];

/// Past this many subject words a question is a story around its subject: no one topic holds
/// all of its words, and a word from another field in it is told in passing.
pub const LONG_QUESTION: usize = 8;

/// How much the topic's match adds to a passage's own.
const TOPIC_WEIGHT: f64 = 0.5;
/// A passage that contains none of the question's subject words keeps this share of its
/// score; one that contains them all keeps all of it.
const SUBJECT_FLOOR: f64 = 0.3;
/// A subject word found only in a passage's text, not in what it is about (its topic's
/// title or keywords, its heading), counts for this share: "rabbit droppings" in a passage
/// on manure is not an answer about rabbits.
const IN_PASSING: f64 = 0.5;

/// A passage that matched a question.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit {
    pub passage: usize,
    pub score: f64,
    /// The share of the question's meaning (its terms weighted by rarity, generic words
    /// lightly) that the passage's topic contains; words the knowledge base has never seen
    /// weigh the most. A low share means the question is about something else.
    pub coverage: f64,
    /// The share of the question's subject words (weighted by rarity) the passage contains.
    pub subject: f64,
    /// Whether a subject word is in what the passage is about (its topic's title or keywords,
    /// or its own heading), not only in passing in its text.
    pub anchored: bool,
    /// How many subject words the question has, and whether any word is from another field:
    /// a long growing story shares a smaller part of its words with any one topic.
    pub subject_words: usize,
    pub foreign: bool,
    /// The share of the question's words the knowledge base never uses, even misspelt
    /// ("roblox", "narrator"): a question from another field brings its own words.
    pub unknown: f64,
}

impl Knowledge {
    /// Builds the index from `(slug, markdown)` files; a malformed file is an error naming it.
    pub fn build<'a>(files: impl IntoIterator<Item = (String, &'a str)>) -> Result<Knowledge, String> {
        Knowledge::build_with_examples(files, "")
    }

    /// [`Knowledge::build`], with example questions in the format of `seed/knowledge/examples.txt`:
    /// a `## slug` or `## slug / heading` line, then lines of the words visitors asked it with,
    /// where `word:N` stands for the word N times; `#` starts a comment.
    pub fn build_with_examples<'a>(
        files: impl IntoIterator<Item = (String, &'a str)>,
        examples: &str,
    ) -> Result<Knowledge, String> {
        let mut knowledge = Knowledge::default();
        let mut files: Vec<(String, &str)> = files.into_iter().collect();
        files.sort_by(|a, b| a.0.cmp(&b.0));
        for (slug, markdown) in files {
            let (topic, sections) =
                parse::parse(&slug, markdown).map_err(|e| format!("seed/knowledge/{slug}.md: {e}"))?;
            let topic_index = knowledge.topics.len();
            for parse::Section { heading, asked_as, feature, text } in sections {
                knowledge.passages.push(Passage { topic: topic_index, heading, asked_as, feature, text });
            }
            knowledge.topics.push(topic);
        }
        let examples = knowledge.place_examples(examples);
        knowledge.passages_with_examples = examples.iter().filter(|e| !e.is_empty()).count();
        knowledge.index(&examples);
        Ok(knowledge)
    }

    /// Each passage's example questions, written out word by word and one per line: searched,
    /// never quoted, and dropped once indexed (only their counts are kept).
    fn place_examples(&mut self, examples: &str) -> Vec<String> {
        let mut placed = vec![String::new(); self.passages.len()];
        let mut target: Option<usize> = None;
        for line in examples.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with("# ")) {
            if let Some(section) = line.strip_prefix("## ") {
                let (slug, heading) = match section.split_once(" / ") {
                    Some((slug, heading)) => (slug, Some(heading)),
                    None => (section, None),
                };
                target = self
                    .passages
                    .iter()
                    .position(|p| self.topics[p.topic].slug == slug && p.heading.as_deref() == heading);
                if target.is_none() {
                    self.unplaced_examples.push(section.to_string());
                }
            } else if let Some(passage) = target.map(|i| &mut placed[i]) {
                for item in line.split_whitespace() {
                    let (word, times) = match item.rsplit_once(':').map(|(w, n)| (w, n.parse::<usize>())) {
                        Some((word, Ok(times))) => (word, times),
                        _ => (item, 1),
                    };
                    for _ in 0..times.min(MAX_EXAMPLE_REPEATS) {
                        passage.push_str(word);
                        passage.push(' ');
                    }
                }
                passage.push('\n');
            }
        }
        placed
    }

    fn index(&mut self, examples: &[String]) {
        // Documents are tokenised one at a time as the index takes them: the whole base's words
        // at once would be megabytes of short-lived strings the allocator keeps as resident memory.
        let keywords = |topic: &Topic| tokens(&topic.keywords.join(", "));
        let (topics, passages) = (&self.topics, &self.passages);
        self.topic_index = bm25::Index::new(
            TOPIC_FIELDS,
            topics.iter().enumerate().map(|(i, topic)| {
                let own = || passages.iter().zip(examples).filter(move |(p, _)| p.topic == i);
                let headings = own().flat_map(|(p, _)| tokens(&p.asked())).collect();
                let body = own().flat_map(|(p, _)| tokens(&p.text)).collect();
                let examples = own().flat_map(|(_, e)| tokens(e)).collect();
                [tokens(&topic.title), headings, keywords(topic), body, examples]
            }),
        );
        self.passage_index = bm25::Index::new(
            PASSAGE_FIELDS,
            passages.iter().zip(examples).map(|(passage, examples)| {
                let topic = &topics[passage.topic];
                [tokens(&topic.title), tokens(&passage.asked()), keywords(topic), tokens(&passage.text), tokens(examples)]
            }),
        );
        // Streamed text by text, for the same reason. The examples stay out: visitors' typos
        // are not words to correct other visitors' spelling into.
        let topics = self.topics.iter().flat_map(|topic| {
            terms::surface_tokens(&topic.title).into_iter().chain(terms::surface_tokens(&topic.keywords.join(", ")))
        });
        let passages = self
            .passages
            .iter()
            .flat_map(|passage| terms::surface_tokens(&passage.asked()).into_iter().chain(terms::surface_tokens(&passage.text)));
        self.vocabulary = Vocabulary::new(topics.chain(passages));
    }

    /// The best passages for a question, best first (ties by position, so results are stable).
    pub fn search(&self, question: &str, limit: usize) -> Vec<Hit> {
        let query = terms::query(question, &self.vocabulary);
        let topic_scores = self.topic_index.scores(&query);
        let subject_terms: Vec<(&QueryTerm, f64)> = query
            .iter()
            .filter(|t| t.is_subject() && self.vocabulary.contains(&t.term))
            .map(|t| (t, self.passage_index.idf(&t.term)))
            .collect();
        let subject_total: f64 = subject_terms.iter().map(|(_, w)| w).sum();
        let subject_words = subject_terms.len();
        let unknown = self.unknown_share(question);
        // In a long growing story a word from another field is told in passing ("my husband
        // says just peel the green part off"): it weighs as an unknown word, not as the subject.
        // Off-topic questions name their field in a few words.
        let story = subject_words > LONG_QUESTION;
        let foreign = !story && query.iter().any(|t| t.foreign);
        // A foreign word weighs as much as the rarest word, times its weight, and no topic covers it.
        let unseen = self.topic_index.idf("");
        let meaning: Vec<f64> = query
            .iter()
            .map(|t| match (t.foreign, story) {
                (true, true) => unseen,
                (true, false) => t.weight * unseen,
                (false, _) => t.weight * self.topic_index.idf(&t.term),
            })
            .collect();
        let total: f64 = meaning.iter().sum();
        let coverage = |topic: u32| {
            let covered: f64 = query
                .iter()
                .zip(&meaning)
                .filter(|(t, _)| !t.foreign && self.topic_index.contains(topic, &t.term))
                .map(|(_, w)| w)
                .sum();
            if total > 0.0 { covered / total } else { 0.0 }
        };
        let subject_share = |passage: u32| {
            if subject_total == 0.0 {
                return 1.0;
            }
            let covered: f64 = subject_terms
                .iter()
                .filter_map(|(t, w)| {
                    let tf = self.passage_index.frequencies(passage, &t.term)?;
                    Some(if tf[..BODY].iter().any(|n| *n > 0) { *w } else { w * IN_PASSING })
                })
                .sum();
            covered / subject_total
        };
        let mut hits: Vec<Hit> = self
            .passage_index
            .scores(&query)
            .into_iter()
            .map(|(id, score)| {
                let topic = self.passages[id as usize].topic as u32;
                let subject = subject_share(id);
                let score = score + TOPIC_WEIGHT * topic_scores.get(&topic).copied().unwrap_or(0.0);
                Hit {
                    passage: id as usize,
                    score: score * (SUBJECT_FLOOR + (1.0 - SUBJECT_FLOOR) * subject),
                    coverage: coverage(topic),
                    subject,
                    anchored: subject_terms.iter().any(|(t, _)| {
                        self.passage_index.frequencies(id, &t.term).is_some_and(|tf| tf[..BODY].iter().any(|n| *n > 0))
                    }),
                    subject_words,
                    foreign,
                    unknown,
                }
            })
            .collect();
        hits.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.passage.cmp(&b.passage)));
        hits.truncate(limit);
        hits
    }

    /// The share of a question's words that are neither in the knowledge base nor a
    /// misspelling of one of its words.
    fn unknown_share(&self, question: &str) -> f64 {
        let words = terms::surface_tokens(question);
        let unknown = words
            .iter()
            .filter(|(surface, term)| {
                !self.vocabulary.contains(term) && self.vocabulary.correct(surface).is_none_or(str::is_empty)
            })
            .count();
        if words.is_empty() { 0.0 } else { unknown as f64 / words.len() as f64 }
    }

    /// A question's terms, each with its rarity (idf over topics); words from other fields
    /// and words the knowledge base never uses count as the rarest.
    pub fn weighted_terms(&self, question: &str) -> Vec<(QueryTerm, f64)> {
        let unseen = self.topic_index.idf("");
        terms::query(question, &self.vocabulary)
            .into_iter()
            .map(|t| {
                let idf = if t.foreign { unseen } else { self.topic_index.idf(&t.term) };
                (t, idf)
            })
            .collect()
    }

    /// A question's subject terms (no generic or foreign words), each with its rarity.
    pub fn subject_terms(&self, question: &str) -> Vec<(String, f64)> {
        self.weighted_terms(question).into_iter().filter(|(t, _)| t.is_subject()).map(|(t, idf)| (t.term, idf)).collect()
    }

    pub fn topic_of(&self, hit: Hit) -> &Topic {
        &self.topics[self.passages[hit.passage].topic]
    }

    /// The site feature that helps with a hit: its section's own, else its topic's.
    pub fn feature_of(&self, hit: Hit) -> Feature {
        self.passages[hit.passage].feature.unwrap_or(self.topic_of(hit).feature)
    }

    /// The site features to point a question to: the hit's own, and for a question about when
    /// to plant, also the farm plan, which times sowing to the grower's own season.
    pub fn features_for(&self, question: &str, hit: Hit) -> Vec<Feature> {
        let feature = self.feature_of(hit);
        let general = matches!(feature, Feature::Guides | Feature::Store | Feature::Course);
        let mut features = vec![feature];
        if general && terms::asks_when_to_plant(question) {
            features.push(Feature::FarmPlan);
        }
        features
    }

    /// The features that help with the passages that answer a question (see `features_for`),
    /// each page once.
    pub fn answer_features(&self, question: &str, hits: &[Hit]) -> Vec<Feature> {
        let mut features: Vec<Feature> = Vec::new();
        for feature in hits.iter().flat_map(|hit| self.features_for(question, *hit)) {
            if feature.path().is_some() && !features.iter().any(|f| f.path() == feature.path()) {
                features.push(feature);
            }
        }
        features
    }

    /// The sentences pointing a question to [`Knowledge::answer_features`].
    pub fn pointers_for(&self, question: &str, hits: &[Hit]) -> String {
        self.answer_features(question, hits).into_iter().filter_map(Feature::pointer).collect::<Vec<_>>().join(" ")
    }
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
    fn other_ways_of_asking_are_searched_but_never_quoted() {
        const HENS: &str = "---\ntitle: Backyard hens\narea: animals\nfeature: guides\n---\nHens are easy.\n\n## Why did my hens stop laying eggs?\nAsked as: no eggs in november; chooks quit producing\nShort days stop hens laying eggs.\n\n## How big a coop?\nFour square feet a bird.\n";
        let k = Knowledge::build([("hens".to_string(), HENS)]).unwrap();
        assert_eq!(k.passages[1].text, "Short days stop hens laying eggs.");
        let hits = k.search("they quit producing in november", 1);
        assert_eq!(k.passages[hits[0].passage].heading.as_deref(), Some("Why did my hens stop laying eggs?"));
        assert!(hits[0].anchored, "a word from the other ways of asking anchors the passage");
    }

    #[test]
    fn example_questions_find_their_section_but_are_never_quoted() {
        const EXAMPLES: &str = "# comment\n## watering / Deep and infrequent\nhow many times should the sprinkler go on\n\
                                ## watering / A renamed heading\nlost question\n";
        let k = Knowledge::build_with_examples([("soil-ph".to_string(), SOIL), ("watering".to_string(), WATER)], EXAMPLES)
            .unwrap();
        let top = k.search("sprinkler times", 1)[0];
        assert_eq!(k.passages[top.passage].heading.as_deref(), Some("Deep and infrequent"));
        assert_eq!(k.passages[top.passage].text, "Water deeply twice a week in the morning.");
        assert!(!top.anchored, "another visitor's wording does not say what a passage is about");
        assert_eq!(k.unplaced_examples, ["watering / A renamed heading"]);
        assert!(knowledge().search("sprinkler times", 1).is_empty(), "without the examples nothing matched");
    }

    #[test]
    fn a_counted_example_word_weighs_as_the_word_written_out() {
        let build = |examples: &str| {
            Knowledge::build_with_examples([("soil-ph".to_string(), SOIL), ("watering".to_string(), WATER)], examples)
                .unwrap()
        };
        let counted = build("## watering / Deep and infrequent\nsprinkler:3 times\n");
        let written = build("## watering / Deep and infrequent\nsprinkler times\nsprinkler\nsprinkler\n");
        let once = build("## watering / Deep and infrequent\nsprinkler times\n");
        let score = |k: &Knowledge| k.search("sprinkler times", 1)[0].score;
        assert_eq!(score(&counted), score(&written));
        assert_ne!(score(&counted), score(&once));
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
    fn a_section_can_point_to_another_feature_than_its_topic() {
        const TOMATOES: &str = "---\ntitle: Tomatoes\narea: crops\nfeature: course\n---\nTomatoes love sun.\n\n## When do I plant tomatoes?\nPoints to: farm-plan\nAfter the last frost.\n\n## Why do leaves curl?\nHeat curls leaves.\n";
        let k = Knowledge::build([("tomatoes".to_string(), TOMATOES)]).unwrap();
        assert_eq!(k.passages[1].text, "After the last frost.", "the line is never quoted");
        let when = k.search("when do I plant tomatoes", 1)[0];
        assert_eq!(k.feature_of(when), Feature::FarmPlan);
        let curl = k.search("why do tomato leaves curl", 1)[0];
        assert_eq!(k.feature_of(curl), Feature::Course);
        let err = Knowledge::build([("t".to_string(), "---\ntitle: x\narea: y\nfeature: course\n---\n## A\nPoints to: rockets\ntext\n")])
            .unwrap_err();
        assert!(err.contains("unknown feature rockets"), "{err}");
    }

    #[test]
    fn malformed_files_are_named() {
        let err = Knowledge::build([("bad".to_string(), "no front matter")]).unwrap_err();
        assert!(err.contains("seed/knowledge/bad.md"), "{err}");
        let err =
            Knowledge::build([("bad".to_string(), "---\ntitle: x\narea: y\nfeature: rockets\n---\ntext")]).unwrap_err();
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
    fn words_the_knowledge_base_never_uses_are_counted_but_not_misspellings_of_its_own() {
        let k = knowledge();
        let unknown = |q: &str| k.search(q, 1)[0].unknown;
        assert_eq!(unknown("how often should I watter the vegetables"), 0.0, "watter is water misspelt");
        assert_eq!(unknown("lime for acidic soil"), 0.0);
        assert!((unknown("roblox minecraft for watering vegetables") - 0.5).abs() < 1e-9, "two of four words");
    }

    const MULCH: &str = "---\ntitle: Mulching beds\narea: sustainable_practices\nfeature: guides\nkeywords: mulch, straw\n---\nMulch keeps soil moist and smothers weeds.\n\n## Which mulch is best?\nStraw and shredded leaves are the best mulch for vegetables.\n";
    const ROTATION: &str = "---\ntitle: Crop rotation\narea: crop_planning\nfeature: guides\nkeywords: rotate, families\n---\nRotate plant families between beds.\n\n## Is crop rotation worth it in one small bed?\nIt is still worth it: move families around the bed.\n";
    const PRUNING: &str = "---\ntitle: Pruning fruit trees\narea: fruit\nfeature: guides\nkeywords: prune, branch\n---\nPrune each apple branch in late winter.\n";

    #[test]
    fn a_generic_word_cannot_outvote_the_subject() {
        let k = Knowledge::build([("mulching".to_string(), MULCH), ("crop-rotation".to_string(), ROTATION)]).unwrap();
        let top = k.search("Is mulching worth it?", 3)[0];
        assert_eq!(k.topic_of(top).slug, "mulching", "{:?}", k.search("Is mulching worth it?", 3));
        assert_eq!(top.subject, 1.0);
        let top = k.search("is rotating crops worth it", 3)[0];
        assert_eq!(k.passages[top.passage].heading.as_deref(), Some("Is crop rotation worth it in one small bed?"));
    }

    #[test]
    fn misspelt_and_growers_words_still_find_the_topic() {
        let k = knowledge();
        let top = k.search("how often shoud I irigate", 3)[0];
        assert_eq!(k.topic_of(top).slug, "watering");
        let top = k.search("my dirt is too acidc", 3)[0];
        assert_eq!(k.topic_of(top).slug, "soil-ph");
    }

    #[test]
    fn a_word_from_another_field_lowers_coverage() {
        let k = Knowledge::build([("pruning".to_string(), PRUNING)]).unwrap();
        let farming = k.search("when do I prune an apple branch", 3)[0];
        let software = k.search("how do I prune a git branch", 3)[0];
        assert!(farming.coverage > 0.5, "{farming:?}");
        assert!(software.coverage < 0.25, "{software:?}");
    }
}
