//! The built-in responder: no network, deterministic. Learned corrections first (none until
//! training exists), then the knowledge base (BM25) composed in the persona's voice with a
//! pointer to the site feature that helps, then the keyword fallbacks.

use std::hash::{Hash, Hasher};

use serde::Serialize;

use super::fallback;
use super::knowledge::topicality;
use super::knowledge::{Hit, Knowledge, LONG_QUESTION, terms};
use super::learned::{Learned, QuestionKey};
use super::persona::{Persona, pick};

/// The best passage's topic must contain at least this share of the question's meaning;
/// below it the question is about something the knowledge base does not cover, and a
/// keyword fallback answers instead of a confident wrong passage.
const MIN_COVERAGE: f64 = 0.3;
/// A passage this strong, holding every subject word of the question, answers it whatever
/// else the question says ("rain barrel water off an asphalt shingle roof" is about rainwater,
/// not roofing). Off-topic questions in the evaluation sets never pass about 8.5, and a tenth
/// of farming questions reach 12.
const STRONG_MATCH: f64 = 12.0;
/// A question of only generic words ("what's 2+2") names no subject; it is answered only
/// when those words match a passage's heading closely ("what is no till").
const MIN_GENERIC_SCORE: f64 = 0.5;
/// A passage whose subject words appear only in passing in its text (none in its heading,
/// topic title or keywords) must cover at least this much of the question (coverage times
/// subject share) to answer it.
const MIN_UNANCHORED: f64 = 0.35;
/// A second passage of the same topic may join the answer when it scores this close to the best.
const SECOND_PASSAGE_RATIO: f64 = 0.75;
/// Two sections of one topic scoring this close are both candidate answers to the question.
const TIE_RATIO: f64 = 0.9;
/// Two sections of different topics scoring this close are both candidate answers.
const CROSS_TOPIC_TIE_RATIO: f64 = 0.95;
/// Sections scoring this close to the best answer a question about as well as it does.
const CLOSE_RATIO: f64 = 0.97;
/// The longest answer, in words: opener, passage, pointer and close together.
const ANSWER_WORDS: usize = 180;
/// Above this probability of being off-topic (and up to the model's threshold) an answer opens
/// with [`UNSURE_OPENER`] rather than a cheerful opener. At 0.10 (stop 36) about 3 % of farming
/// answers admitted doubt, but a fresh off-topic set still got confident answers ("when did
/// humans first start farming" got urine as fertilizer, odds 0.03; "harvest my data from
/// facebook" got the site's accounts, 0.09). At 0.05 (stop 45), over the evaluation sets the
/// model never learnt from, the off-topic questions answered with odds this low fall from 12
/// to 2 of 70, while the farming answers that admit doubt rise from 3 % to 6 % of 5,037 (their
/// facts unchanged): a hedge on a right answer costs less than a confident wrong one.
pub const UNSURE_ABOVE: f64 = 0.05;
const UNSURE_OPENER: &str = "Not sure I follow, but:";
/// A best passage scoring below this, with under [`WEAK_SUBJECT`] of the question's subject in
/// it, is a weak match: the answer admits the doubt whatever the model says. Over the read sets
/// (stop 40) 55 of 8,851 confident farming answers are this weak, 71 % of them with the facts
/// against 93 % of all; so were 3 of the 9 off-topic questions answered confidently ("how high
/// can my fence be without permission" got the dementia-garden passage).
const WEAK_SCORE: f64 = 4.0;
const WEAK_SUBJECT: f64 = 0.5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Emotion {
    Happy,
    Sad,
    Thinking,
    Surprised,
    Celebrating,
    Neutral,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Builtin,
    Llm,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    pub text: String,
    pub emotion: Emotion,
    pub source: Source,
    /// The best passages used, for an LLM prompt; empty for a fallback.
    pub hits: Vec<Hit>,
    /// A trainer's approved answer (a correction or a routing rule), given word for word.
    pub trained: bool,
    /// The knowledge base answered, but the question may well be about something else; the
    /// built-in reply opens by saying so (an LLM's reply is its own).
    pub unsure: bool,
}

impl Reply {
    /// Whether a keyword fallback answered: nothing in the knowledge base or training fit.
    pub fn is_fallback(&self) -> bool {
        self.source == Source::Builtin && self.hits.is_empty() && !self.trained
    }
}

/// A stable number from the message, so phrase choices repeat for the same question.
fn seed_of(message: &str) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    message.trim().to_lowercase().hash(&mut hasher);
    hasher.finish()
}

/// Whether the best passage answers this question at all: the trained model's verdict, which
/// weighs the question's words and the rules' verdict together, or the rules' alone when no
/// model is embedded.
pub fn answers(question: &str, best: &Hit, knowledge: &Knowledge) -> bool {
    verdict(question, best, knowledge) != Verdict::Refuses
}

/// How sure the responder is that the best passage answers the question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Answers,
    /// It answers, but the model gives the question a fair chance of being about something
    /// else, the rules would have refused it, or the match is weak: the reply says so instead
    /// of sounding sure.
    Unsure,
    Refuses,
}

fn verdict(question: &str, best: &Hit, knowledge: &Knowledge) -> Verdict {
    let rules = on_topic(best);
    if !knowledge.topicality.is_trained() {
        return if rules { Verdict::Answers } else { Verdict::Refuses };
    }
    let off_topic = knowledge.topicality.off_topic(&topicality::features(question, Some(best), rules));
    if off_topic > knowledge.topicality.threshold {
        Verdict::Refuses
    } else if off_topic > UNSURE_ABOVE || !rules || is_weak(best) || terms::names_another_field(question) {
        // The rules and the model disagree, or the passage barely matches: off-topic questions
        // answered this way mostly hold a farming word in another sense ("fertile ground" for a
        // business), so the answer admits the doubt (about 3 % of farming answers, stop 40).
        // A houseplant kept for looks is never a grower's question, though the leggy-seedling
        // or watering passage may still help (no farming question of the evaluation sets
        // names one; stop 44).
        Verdict::Unsure
    } else {
        Verdict::Answers
    }
}

fn is_weak(best: &Hit) -> bool {
    best.score < WEAK_SCORE && best.subject < WEAK_SUBJECT
}

/// The hand-written rules: whether the best passage answers this question at all, rather than
/// sharing a few words with it ("a cover letter for a bank job" is not about cover crops or
/// food banks).
pub fn on_topic(best: &Hit) -> bool {
    if best.score >= STRONG_MATCH && best.subject >= 1.0 && best.anchored {
        return true;
    }
    (best.subject_words > 0 || best.score >= MIN_GENERIC_SCORE)
        && best.coverage >= min_coverage(best) && (best.anchored || best.coverage * best.subject >= MIN_UNANCHORED)
}

/// The least coverage a long question's anchored answer needs, however long the story.
const MIN_LONG_COVERAGE: f64 = 0.2;

/// [`MIN_COVERAGE`], lowered for a long question with no word from another field (by the
/// square root of how much longer it is than [`LONG_QUESTION`]), never below
/// [`MIN_LONG_COVERAGE`].
fn min_coverage(best: &Hit) -> f64 {
    if best.foreign || !best.anchored || best.subject_words <= LONG_QUESTION {
        return MIN_COVERAGE;
    }
    (MIN_COVERAGE * (LONG_QUESTION as f64 / best.subject_words as f64).sqrt()).max(MIN_LONG_COVERAGE)
}

/// The sections that answer a question about equally well, best first; none when the
/// knowledge base does not cover it.
pub fn answering_passages(question: &str, knowledge: &Knowledge) -> Vec<usize> {
    let hits = knowledge.search(question, 4);
    match hits.first() {
        Some(best) if answers(question, best, knowledge) => {
            hits.iter().take_while(|h| h.score >= best.score * CLOSE_RATIO).map(|h| h.passage).collect()
        }
        _ => Vec::new(),
    }
}

/// Answers a cleaned, low-to-high-risk message: a trainer's approved answer when the
/// question (or a close paraphrase) was corrected, else the knowledge base shaped by the
/// trainers' rules, else a keyword fallback.
pub fn respond(message: &str, knowledge: &Knowledge, persona: &Persona, learned: &Learned) -> Reply {
    let seed = seed_of(message);
    let emotion = emotion_of(message);
    if is_greeting(message) {
        return Reply {
            text: pick(&persona.greetings, seed).to_string(),
            emotion: Emotion::Happy,
            source: Source::Builtin,
            hits: vec![],
            trained: false,
            unsure: false,
        };
    }
    if !learned.is_empty() {
        let approved = learned.routed(message).map(str::to_string).or_else(|| {
            learned.correction_for(&QuestionKey::of(message, knowledge)).map(|c| c.answer.clone())
        });
        if let Some(text) = approved {
            return Reply { text, emotion, source: Source::Builtin, hits: vec![], trained: true, unsure: false };
        }
    }
    let mut hits = knowledge.search(message, 4);
    let verdict = hits.first().map_or(Verdict::Refuses, |best| verdict(message, best, knowledge));
    if verdict == Verdict::Refuses {
        hits.clear();
    }
    let unsure = verdict == Verdict::Unsure;
    let text = if hits.is_empty() {
        fallback::reply(message).to_string()
    } else {
        compose(message, &hits, knowledge, persona, seed, unsure)
    };
    let text = learned.shape(message, text);
    let emotion = if unsure { Emotion::Thinking } else { emotion };
    Reply { text, emotion, source: Source::Builtin, hits, trained: false, unsure }
}

/// The reply: a short opener (or, when `unsure`, one that admits the doubt), the passage that
/// answers (its first sentence is the direct answer), the feature pointer and, when the words
/// allow, an encouraging close.
fn compose(message: &str, hits: &[Hit], knowledge: &Knowledge, persona: &Persona, seed: u64, unsure: bool) -> String {
    let best = hits[0];
    let topic = knowledge.topic_of(best);
    // Short general phrases open an answer ("Great question!"); longer ones only close.
    let openers: Vec<String> = persona
        .response_categories
        .general
        .iter()
        .filter(|p| p.split_whitespace().count() <= 4 && !p.to_lowercase().contains("come back"))
        .cloned()
        .collect();
    let opener = if unsure { UNSURE_OPENER } else { pick(&openers, seed) };
    let same_topic = |h: &Hit| knowledge.passages[h.passage].topic == knowledge.passages[best.passage].topic;
    // Two sections that match the question almost equally are both candidate answers to it, so
    // the reply leads with each one's direct answer rather than betting on one. Across topics the
    // bar is higher: their sections share fewer words by chance.
    let mut tie = hits
        .get(1)
        .filter(|h| h.score >= best.score * if same_topic(h) { TIE_RATIO } else { CROSS_TOPIC_TIE_RATIO })
        .copied();
    let closing = if topic.area == "soil_health" && seed & 1 == 0 {
        pick(&persona.response_categories.soil_wisdom, seed >> 8)
    } else {
        pick(&persona.response_categories.encouragement, seed >> 8)
    };
    let words = |s: &str| s.split_whitespace().count();
    let relevance = knowledge.subject_terms(message);
    let excerpt_of = |hit: Hit, budget: usize| focused_excerpt(&knowledge.passages[hit.passage].text, budget, &relevance);
    let pointers_for = |answering: &[Hit]| -> Vec<(&'static str, &'static str)> {
        let features = knowledge.answer_features(message, answering);
        features.iter().filter_map(|f| Some((f.path()?, f.pointer()?))).collect()
    };
    let room = |pointers: &[(&str, &str)]| {
        ANSWER_WORDS.saturating_sub(words(opener) + pointers.iter().map(|(_, sentence)| words(sentence)).sum::<usize>())
    };
    let mut pointers = pointers_for(&[best]);
    let mut body = vec![excerpt_of(best, room(&pointers))];
    if let Some(second) = tie {
        let both = pointers_for(&[best, second]);
        let budget = room(&both);
        let first = excerpt_of(best, budget / 2);
        let left = budget.saturating_sub(words(&first));
        let more = excerpt_of(second, left);
        // When the other candidate's direct answer does not fit, the best one keeps the room.
        if words(&more) <= left {
            body = vec![first, more];
            pointers = both;
        } else {
            tie = None;
        }
    }
    let mut budget = room(&pointers).saturating_sub(body.iter().map(|b| words(b)).sum());
    // Another section of the same topic joins only when it holds subject words the first
    // lacks: it then answers the rest of the same question, not a different one.
    let completes = |h: &&Hit| {
        knowledge.passages[h.passage].topic == knowledge.passages[best.passage].topic
            && h.score >= best.score * SECOND_PASSAGE_RATIO
            && best.subject < 1.0
            && h.subject > best.subject
    };
    if let Some(second) = hits.get(1).filter(completes).filter(|_| tie.is_none()) {
        let more = excerpt_of(*second, budget);
        if words(&more) <= budget {
            budget -= words(&more);
            body.push(more);
        }
    }
    let mut parts: Vec<&str> = Vec::new();
    parts.extend([opener].into_iter().filter(|s| !s.is_empty()));
    parts.extend(body.iter().map(String::as_str));
    // A passage that already names a page ("our free guides at /country-store cover ...")
    // needs no second sentence pointing there.
    parts.extend(pointers.iter().filter(|(path, _)| !body.iter().any(|b| b.contains(path))).map(|(_, sentence)| *sentence));
    if !closing.is_empty() && words(closing) <= budget {
        parts.push(closing);
    }
    parts.join(" ")
}

/// Whole sentences from the start of `text`, about `words` long (at least one sentence).
pub fn excerpt(text: &str, words: usize) -> String {
    focused_excerpt(text, words, &[])
}

/// Like [`excerpt`], but when the question names something (a weighted term) that the
/// opening sentences leave out and later sentences hold, one sentence for each such thing takes
/// the place of the opening's last sentences: "best time of day to transplant" wants
/// the sentence on evenings, not more of the general advice. The first sentence, the direct
/// answer, always stays, and the sentences keep the passage's order.
pub fn focused_excerpt(text: &str, words: usize, question_terms: &[(String, f64)]) -> String {
    let all = sentences(text);
    let count = |i: usize| all[i].split_whitespace().count();
    let mut chosen: Vec<usize> = Vec::new();
    let mut used = 0;
    for i in 0..all.len() {
        if !chosen.is_empty() && used + count(i) > words {
            break;
        }
        chosen.push(i);
        used += count(i);
    }
    if question_terms.is_empty() || chosen.len() == all.len() {
        return chosen.iter().map(|i| all[*i]).collect::<Vec<_>>().join(" ");
    }
    let tokens: Vec<Vec<String>> = all.iter().map(|s| terms::tokens(s)).collect();
    let mut added: Vec<usize> = Vec::new();
    let mut tried = vec![false; all.len()];
    loop {
        let held = |t: &String| chosen.iter().any(|i| tokens[*i].contains(t));
        let relevance = |i: usize| -> f64 {
            question_terms.iter().filter(|(t, _)| !held(t) && tokens[i].contains(t)).map(|(_, w)| w).sum()
        };
        let best = (0..all.len())
            .filter(|i| !chosen.contains(i) && !tried[*i])
            .map(|i| (i, relevance(i)))
            .filter(|(_, r)| *r > 0.0)
            .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)));
        let Some((i, _)) = best else { break };
        tried[i] = true;
        // Room comes from the last of the opening sentences.
        let mut keep = chosen.clone();
        let mut room = used;
        while room + count(i) > words {
            let Some(at) = keep.iter().skip(1).rposition(|j| !added.contains(j)) else { break };
            room -= count(keep.remove(at + 1));
        }
        if room + count(i) <= words {
            keep.push(i);
            added.push(i);
            keep.sort_unstable();
            chosen = keep;
            used = room + count(i);
        }
    }
    chosen.iter().map(|i| all[*i]).collect::<Vec<_>>().join(" ")
}

/// Splits on ". ", "! " and "? " without breaking numbers like "6.5".
pub fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for i in 0..bytes.len() {
        let ends = matches!(bytes[i], b'.' | b'!' | b'?') && bytes.get(i + 1).is_none_or(|b| *b == b' ');
        if ends {
            let sentence = text[start..=i].trim();
            if !sentence.is_empty() {
                out.push(sentence);
            }
            start = i + 1;
        }
    }
    let rest = text[start..].trim();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

fn is_greeting(message: &str) -> bool {
    let lower = message.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    let greeting = [
        "hi",
        "hello",
        "hey",
        "howdy",
        "hiya",
        "morning",
        "afternoon",
        "evening",
        "good",
        "there",
        "dexter",
        "jr",
        "yo",
    ];
    !words.is_empty() && words.len() <= 4 && words.iter().all(|w| greeting.contains(w))
}

/// The emotion label for a reply, from the visitor's words (seed 000 §4).
pub fn emotion_of(message: &str) -> Emotion {
    let lower = message.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    if has(&[
        "we won",
        "got the grant",
        "first harvest",
        "harvested",
        "celebrat",
        "finally grew",
        "yay",
        "hooray",
        "awarded",
    ]) {
        Emotion::Celebrating
    } else if has(&["thank", "love ", "awesome", "great job", "you're great", "helpful", "appreciate"]) {
        Emotion::Happy
    } else if has(&[
        "died",
        "dying",
        "dead",
        "failed",
        "ruined",
        "lost my",
        "sad",
        "wilting",
        "rotting",
        "destroyed",
        "eaten by",
        "disappointed",
    ]) {
        Emotion::Sad
    } else if has(&["wow", "no way", "really?", "amazing", "can't believe", "surprised"]) {
        Emotion::Surprised
    } else if lower.contains('?')
        || ["how", "what", "why", "when", "where", "which", "can", "should", "is", "do", "does", "help"]
            .iter()
            .any(|w| lower.split_whitespace().next() == Some(*w))
    {
        Emotion::Thinking
    } else {
        Emotion::Neutral
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HENS: &str = "---\ntitle: Backyard hens\narea: animals\nfeature: guides\nkeywords: hens\n---\nHens are easy.\n\n## Why did my hens stop laying eggs?\nShort days stop hens laying eggs. They need 14 hours of light.\n\n## Why are my hens' eggs soft?\nSoft eggs mean hens need calcium. Offer oyster shell.\n";

    #[test]
    fn an_answer_the_model_doubts_says_so_and_a_likely_off_topic_question_gets_the_fallback() {
        let mut knowledge = Knowledge::build([("hens".to_string(), HENS)]).unwrap();
        // Off-topic odds: about 2 % for any question, 18 % with "stock", 97 % with "price" too.
        knowledge.topicality = topicality::Topicality::parse("g:bias -4\nw:stock 2.5\nw:price 5\nthreshold 0.32").unwrap();
        let persona = crate::seed::persona().unwrap();
        let ask = |question: &str| respond(question, &knowledge, &persona, &Learned::default());
        // Statements, not questions: a question's own words would make the face a thinking one.
        let sure = ask("my hens stopped laying eggs");
        assert!(!sure.unsure && !sure.text.contains(UNSURE_OPENER), "{}", sure.text);
        assert!(sure.text.contains("Short days") && sure.emotion != Emotion::Thinking, "{}", sure.text);
        let doubtful = ask("my stock hens stopped laying eggs");
        assert!(doubtful.unsure && doubtful.text.starts_with(UNSURE_OPENER), "{}", doubtful.text);
        assert!(doubtful.text.contains("Short days"), "still answers: {}", doubtful.text);
        assert_eq!(doubtful.emotion, Emotion::Thinking);
        // A houseplant kept for looks makes any answer a doubtful one, whatever the model says.
        let houseplant = ask("my hens stopped laying eggs and my pothos wilted");
        assert!(houseplant.unsure && houseplant.text.starts_with(UNSURE_OPENER), "{}", houseplant.text);
        // The rules refuse a passage that holds a small share of the question; the model may
        // still answer, but not as if sure.
        let story = "my hens watched me sand, prime and repaint every kitchen cabinet in blue gloss";
        assert!(!on_topic(&knowledge.search(story, 1)[0]));
        let disputed = ask(story);
        assert!(disputed.unsure && disputed.text.starts_with(UNSURE_OPENER), "{}", disputed.text);
        let refused = ask("my stock hens stopped laying eggs, price");
        assert!(refused.is_fallback() && !refused.unsure, "{}", refused.text);
        let untrained = Knowledge::build([("hens".to_string(), HENS)]).unwrap();
        let rules_alone = respond("my stock hens stopped laying eggs", &untrained, &persona, &Learned::default());
        assert!(!rules_alone.unsure && !rules_alone.is_fallback(), "without a model the rules never doubt: {}", rules_alone.text);
    }

    #[test]
    fn a_one_in_fourteen_chance_of_being_off_topic_is_doubt_enough() {
        let mut knowledge = Knowledge::build([("hens".to_string(), HENS)]).unwrap();
        // About 7 %: above the doubt limit, far below the refusal threshold.
        knowledge.topicality = topicality::Topicality::parse("g:bias -4\nw:egg 1.4\nthreshold 0.32").unwrap();
        let persona = crate::seed::persona().unwrap();
        let reply = respond("my hens stopped laying eggs", &knowledge, &persona, &Learned::default());
        assert!(reply.unsure && reply.text.starts_with(UNSURE_OPENER), "{}", reply.text);
    }

    #[test]
    fn emotions_follow_the_visitors_words() {
        assert_eq!(emotion_of("We won the grant!!"), Emotion::Celebrating);
        assert_eq!(emotion_of("Thanks so much"), Emotion::Happy);
        assert_eq!(emotion_of("My seedlings died overnight"), Emotion::Sad);
        assert_eq!(emotion_of("Wow, worms eat that much?"), Emotion::Surprised);
        assert_eq!(emotion_of("How deep should raised beds be?"), Emotion::Thinking);
        assert_eq!(emotion_of("Compost tea"), Emotion::Neutral);
    }

    #[test]
    fn excerpts_keep_whole_sentences_and_numbers() {
        let text = "Most vegetables like pH 6.0 to 7.0. Lime raises it! Sulfur lowers it? Test every year.";
        assert_eq!(excerpt(text, 7), "Most vegetables like pH 6.0 to 7.0.");
        assert_eq!(excerpt(text, 10), "Most vegetables like pH 6.0 to 7.0. Lime raises it!");
        assert_eq!(excerpt("One very long sentence without an end", 2), "One very long sentence without an end");
    }

    #[test]
    fn two_tied_sections_of_one_topic_both_lead_the_answer() {
        let knowledge = Knowledge::build([("hens".to_string(), HENS)]).unwrap();
        let persona = crate::seed::persona().unwrap();
        let reply = respond("my hens eggs", &knowledge, &persona, &Learned::default());
        assert!(reply.text.contains("Short days stop hens laying eggs."), "{}", reply.text);
        assert!(reply.text.contains("Soft eggs mean hens need calcium."), "{}", reply.text);
        let one = respond("why did my hens stop laying", &knowledge, &persona, &Learned::default());
        assert!(!one.text.contains("calcium"), "a clear winner answers alone: {}", one.text);
    }

    #[test]
    fn a_long_passage_keeps_the_sentence_that_holds_what_was_asked() {
        let text = "Transplant seedlings after hardening them off. Water them an hour before. Dig a wide hole. \
                    Firm the soil gently. Transplant on a cloudy day or in the evening.";
        let terms = |q: &[&str]| q.iter().map(|t| (terms::stem(t), 1.0)).collect::<Vec<_>>();
        assert_eq!(
            focused_excerpt(text, 20, &terms(&["transplant", "evening"])),
            "Transplant seedlings after hardening them off. Water them an hour before. Transplant on a cloudy day or in the evening."
        );
        assert_eq!(
            excerpt(text, 20),
            "Transplant seedlings after hardening them off. Water them an hour before. Dig a wide hole. Firm the soil gently."
        );
        assert_eq!(focused_excerpt(text, 20, &terms(&["seedl"])), excerpt(text, 20), "nothing asked is missing: the opening stays");
        assert_eq!(focused_excerpt(text, 100, &terms(&["evening"])), text, "a passage that fits is whole");
        assert_eq!(
            focused_excerpt(text, 20, &terms(&["hole", "evening"])),
            "Transplant seedlings after hardening them off. Dig a wide hole. Transplant on a cloudy day or in the evening.",
            "each thing asked brings its sentence"
        );
    }

    #[test]
    fn a_passage_that_names_its_page_gets_no_second_pointer_there() {
        const GUIDES: &str = "---\ntitle: Seedlings\narea: crops\nfeature: guides\nkeywords: seedlings\n---\nSeedlings need light.\n\n## How do I transplant seedlings?\nHarden them off first. Our free guides at /country-store cover transplanting step by step.\n";
        let knowledge = Knowledge::build([("seedlings".to_string(), GUIDES)]).unwrap();
        let persona = crate::seed::persona().unwrap();
        let reply = respond("how do i transplant seedlings", &knowledge, &persona, &Learned::default());
        assert_eq!(reply.text.matches("/country-store").count(), 1, "{}", reply.text);
    }

    #[test]
    fn tied_sections_of_two_topics_both_answer_and_both_point_to_their_features() {
        const SOAP: &str = "---\ntitle: Soap\narea: pests\nfeature: guides\nkeywords: soap\n---\nSoap is gentle.\n\n## How do I spray soap on aphids?\nSpray soap on aphids under the leaves.\n";
        const CALM: &str = "---\ntitle: Calm\narea: weather\nfeature: farm-plan\nkeywords: calm\n---\nCalm is rare.\n\n## When is it calm enough to spray?\nSpray on calm mornings below 10 mph.\n";
        let knowledge = Knowledge::build([("soap".to_string(), SOAP), ("calm".to_string(), CALM)]).unwrap();
        let persona = crate::seed::persona().unwrap();
        let reply = respond("spray", &knowledge, &persona, &Learned::default());
        for expected in ["under the leaves", "calm mornings", "/country-store", "/start-my-farm-plan"] {
            assert!(reply.text.contains(expected), "{expected}: {}", reply.text);
        }
        let one = respond("spray soap on aphids", &knowledge, &persona, &Learned::default());
        assert!(!one.text.contains("calm") && !one.text.contains("/start-my-farm-plan"), "a clear winner: {}", one.text);
    }

    #[test]
    fn a_tied_section_too_long_to_join_leaves_the_whole_answer_to_the_best() {
        let steps: String = (1..=12).map(|i| format!("Step {i} of the soap wash takes care. ")).collect();
        let soap = format!(
            "---\ntitle: Soap\narea: pests\nfeature: guides\nkeywords: soap\n---\nSoap is gentle.\n\n## How do I spray soap on aphids?\n\
             Spray soap on aphids under the leaves. {steps}Rinse the sprayed leaves after a day.\n"
        );
        let calm_words: String = (1..=110).map(|i| format!("calm{i} ")).collect();
        let calm = format!(
            "---\ntitle: Calm\narea: weather\nfeature: farm-plan\nkeywords: calm\n---\nCalm is rare.\n\n## When is it calm enough to spray?\n\
             Spray on calm mornings when {calm_words}the spray stays put.\n"
        );
        let knowledge = Knowledge::build([("soap".to_string(), soap.as_str()), ("calm".to_string(), calm.as_str())]).unwrap();
        let hits = knowledge.search("spray", 2);
        assert_eq!(knowledge.topic_of(hits[0]).slug, "soap");
        assert!(hits[1].score >= hits[0].score * CROSS_TOPIC_TIE_RATIO, "the two sections tie: {hits:?}");
        let persona = crate::seed::persona().unwrap();
        let reply = respond("spray", &knowledge, &persona, &Learned::default());
        assert!(reply.text.contains("Rinse the sprayed leaves"), "the best section's last sentence fits: {}", reply.text);
        assert!(!reply.text.contains("calm mornings") && !reply.text.contains("/start-my-farm-plan"), "{}", reply.text);
    }

    #[test]
    fn a_long_story_needs_less_of_its_words_in_the_answer_but_never_a_foreign_one() {
        let hit = |coverage, subject_words, foreign| Hit {
            passage: 0,
            score: 1.0,
            coverage,
            subject: 0.5,
            anchored: true,
            subject_words,
            foreign,
            unknown: 0.0,
        };
        assert!(!on_topic(&hit(0.25, 6, false)), "a short question needs 30 %");
        assert!(on_topic(&hit(0.25, 12, false)), "a twelve-word story needs about 24 %");
        assert!(!on_topic(&hit(0.19, 40, false)), "never below 20 %");
        assert!(!on_topic(&hit(0.25, 12, true)), "a word from another field keeps the bar");
    }

    #[test]
    fn every_embedded_section_fits_in_an_answer() {
        // The answer's words less the longest opener (4) and a pointer or two (about 26): a
        // longer section loses its end, and with it what its later sentences say.
        const SECTION_WORDS: usize = ANSWER_WORDS - 30;
        let assistant = crate::assistant::Assistant::from_seed(None).unwrap();
        let knowledge = &assistant.knowledge;
        let long: Vec<String> = knowledge
            .passages
            .iter()
            .filter(|p| p.text.split_whitespace().count() > SECTION_WORDS)
            .map(|p| format!("{} / {}", knowledge.topics[p.topic].slug, p.heading.as_deref().unwrap_or("(intro)")))
            .collect();
        assert!(long.is_empty(), "over {SECTION_WORDS} words: {long:?}");
    }

    #[test]
    fn greetings_are_recognised() {
        assert!(is_greeting("Hi there!"));
        assert!(is_greeting("hello dexter"));
        assert!(!is_greeting("hi, how do I compost?"));
    }
}
