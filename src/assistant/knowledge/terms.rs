//! From words to index terms: lower case, stopwords out, growers' words mapped to the
//! knowledge base's own (the alias table), then Snowball stems. Questions go through the
//! same steps, plus what only a question needs: place names are set aside, words from other
//! fields are marked foreign, generic words are marked so they weigh little, and a misspelt
//! word is matched to the closest word the knowledge base has. The word lists live in
//! `seed/knowledge/words.txt`, so they can be tuned without touching the code.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use rust_stemmers::{Algorithm, Stemmer};

/// The weight of a generic word relative to a subject word.
pub const GENERIC_WEIGHT: f64 = 0.2;

/// The weight of a foreign word in the coverage check, against 1 for a subject word.
pub const FOREIGN_WEIGHT: f64 = 3.0;

/// Words after which an ambiguous place name ("in Boston", not "Boston lettuce") is a place.
const BEFORE_A_PLACE: &[&str] = &["in", "from", "near", "around", "outside", "across"];

const SECTIONS: &[&str] = &[
    "stopwords",
    "generic",
    "foreign",
    "foreign pairs",
    "not foreign before",
    "not foreign after",
    "foreign together",
    "always foreign",
    "places",
    "place pairs",
    "places after",
    "directions",
    "aliases",
    "compounds",
];

/// The word lists of `seed/knowledge/words.txt` (its comments say what each is for).
struct Tables {
    stemmer: Stemmer,
    stopwords: HashSet<String>,
    /// Stems, since a question's words are weighed after stemming.
    generic: HashSet<String>,
    /// The generic words as written, for spelling correction.
    generic_words: Vec<String>,
    foreign: HashSet<String>,
    /// Pairs as "first second".
    foreign_pairs: HashSet<String>,
    not_foreign_before: HashSet<String>,
    not_foreign_after: HashSet<String>,
    places: HashSet<String>,
    place_pairs: HashSet<String>,
    places_after: HashSet<String>,
    directions: HashSet<String>,
    /// Groups of two word sets: a question with a word of each is from another field.
    foreign_together: Vec<(HashSet<String>, HashSet<String>)>,
    /// Words no grower's question holds, even a long story's (houseplants kept for looks).
    always_foreign: HashSet<String>,
    aliases: HashMap<String, String>,
    /// Pairs as "first second", read as one word.
    compounds: HashSet<String>,
}

impl Tables {
    /// Parses the lists; an unknown section, a pair that is not two words or an alias without
    /// "=" is an error naming its line.
    fn parse(text: &str) -> Result<Tables, String> {
        let mut tables = Tables::empty();
        let mut section = String::new();
        for (number, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let at = |e: &str| format!("seed/knowledge/words.txt line {}: {e}", number + 1);
            if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                if !SECTIONS.contains(&name) {
                    return Err(at(&format!("unknown section [{name}]")));
                }
                section = name.to_string();
                continue;
            }
            for item in line.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                let words = item.split_whitespace().count();
                let (list, want_words) = match section.as_str() {
                    "stopwords" => (&mut tables.stopwords, 1),
                    "generic" => {
                        let stem = tables.stemmer.stem(item).into_owned();
                        tables.generic.insert(stem);
                        tables.generic_words.push(item.to_string());
                        continue;
                    }
                    "foreign" => (&mut tables.foreign, 1),
                    "foreign pairs" => (&mut tables.foreign_pairs, 2),
                    "not foreign before" => (&mut tables.not_foreign_before, 2),
                    "not foreign after" => (&mut tables.not_foreign_after, 2),
                    "always foreign" => (&mut tables.always_foreign, 1),
                    "places" => (&mut tables.places, 1),
                    "place pairs" => (&mut tables.place_pairs, 2),
                    "places after" => (&mut tables.places_after, 1),
                    "directions" => (&mut tables.directions, 1),
                    "compounds" => (&mut tables.compounds, 2),
                    "foreign together" => {
                        let (left, right) = item.split_once('|').ok_or_else(|| at("a group needs \"words | words\""))?;
                        let set = |side: &str| side.split_whitespace().map(str::to_string).collect::<HashSet<_>>();
                        tables.foreign_together.push((set(left), set(right)));
                        continue;
                    }
                    "aliases" => {
                        let (from, to) = item.split_once('=').ok_or_else(|| at("an alias needs \"word = words\""))?;
                        tables.aliases.insert(from.trim().to_string(), to.trim().to_string());
                        continue;
                    }
                    _ => return Err(at("a word before the first [section]")),
                };
                if words != want_words {
                    return Err(at(&format!("\"{item}\" should be {want_words} word(s)")));
                }
                list.insert(item.split_whitespace().collect::<Vec<_>>().join(" "));
            }
        }
        Ok(tables)
    }

    fn empty() -> Tables {
        let set = HashSet::new;
        Tables {
            stemmer: Stemmer::create(Algorithm::English),
            stopwords: set(),
            generic: set(),
            generic_words: Vec::new(),
            foreign: set(),
            foreign_pairs: set(),
            not_foreign_before: set(),
            not_foreign_after: set(),
            places: set(),
            place_pairs: set(),
            places_after: set(),
            directions: set(),
            foreign_together: Vec::new(),
            always_foreign: set(),
            aliases: HashMap::new(),
            compounds: set(),
        }
    }
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        // The file is embedded and checked by a test; were it ever broken, the assistant would
        // still answer, with plain stems and no word lists, and say so in the log.
        Tables::parse(&crate::seed::knowledge_words()).unwrap_or_else(|e| {
            tracing::error!("{e}");
            Tables::empty()
        })
    })
}

/// The Snowball stem of a lower-case word.
pub fn stem(word: &str) -> String {
    tables().stemmer.stem(word).into_owned()
}

/// Lower-case words with a possessive "'s" dropped ("monstera's" → "monstera") and other
/// apostrophes joined ("don't" → "dont"), split on everything else, and the two words of a
/// compound joined ("sweet potato" → "sweetpotato"). The possessive goes so that the word
/// lists, which match words as typed, know "my monstera's leaves" as a houseplant's.
fn words(text: &str) -> impl Iterator<Item = String> + use<> {
    let compounds = &tables().compounds;
    let mut out: Vec<String> = Vec::new();
    let split = text
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
        .map(|w| {
            let w = w.to_lowercase();
            let w = w.strip_suffix("'s").or_else(|| w.strip_suffix("’s")).unwrap_or(&w);
            w.chars().filter(|c| *c != '\'' && *c != '’').collect::<String>()
        })
        .filter(|w| !w.is_empty());
    // One buffer for the pair being checked: this runs for every word the index is built from.
    let mut pair = String::new();
    for word in split {
        if let Some(last) = out.last_mut() {
            pair.clear();
            pair.push_str(last);
            pair.push(' ');
            pair.push_str(&word);
            if compounds.contains(pair.as_str()) {
                last.push_str(&word);
                continue;
            }
        }
        out.push(word);
    }
    out.into_iter()
}

/// A word after stopwords and aliases: none, itself, or the words it stands for.
fn expand(word: String, mut emit: impl FnMut(&str, &str)) {
    let t = tables();
    if t.stopwords.contains(word.as_str()) {
        return;
    }
    match t.aliases.get(word.as_str()) {
        Some(targets) => targets.split(' ').for_each(|target| emit(&word, target)),
        None => emit(&word, &word),
    }
}

/// The terms a text is indexed by.
pub fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in words(text) {
        expand(word, |_, target| out.push(stem(target)));
    }
    out
}

/// A text as the words [`tokens`] keeps (lower case, no stopwords), space-separated: the
/// index gets the same terms from it, in fewer bytes.
pub fn searched_words(text: &str) -> String {
    let t = tables();
    words(text).filter(|w| !t.stopwords.contains(w.as_str())).collect::<Vec<_>>().join(" ")
}

/// Each surface word of a text with its term, for the spelling vocabulary.
pub fn surface_tokens(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for word in words(text) {
        expand(word, |surface, target| out.push((surface.to_string(), stem(target))));
    }
    out
}

/// One term of a question.
#[derive(Debug, Clone, PartialEq)]
pub struct QueryTerm {
    pub term: String,
    /// 1 for a subject word, `GENERIC_WEIGHT` for a generic one, `FOREIGN_WEIGHT` for a word
    /// from another field.
    pub weight: f64,
    /// A word from another field: it matches no passage.
    pub foreign: bool,
}

impl QueryTerm {
    pub fn is_subject(&self) -> bool {
        !self.foreign && self.weight >= 1.0
    }
}

/// The words the knowledge base contains, for matching misspellings.
#[derive(Debug, Default)]
pub struct Vocabulary {
    /// Surface words by length in characters: (word, its term, how often it occurs).
    by_length: Vec<Vec<(Vec<char>, String, u32)>>,
    terms: HashSet<String>,
}

impl Vocabulary {
    pub fn new(surface: impl IntoIterator<Item = (String, String)>) -> Vocabulary {
        let mut counts: HashMap<(String, String), u32> = HashMap::new();
        let mut terms = HashSet::new();
        for (word, term) in surface {
            if !terms.contains(&term) {
                terms.insert(term.clone());
            }
            // Numbers and very short words are never corrected: "6.5" is not a typo of "6.0".
            if word.chars().count() >= 4 && !word.chars().any(|c| c.is_ascii_digit()) {
                *counts.entry((word, term)).or_default() += 1;
            }
        }
        // Common words are candidates too, so a misspelt one is read as itself ("realy" is
        // really, not ready): a stopword as no term, a generic word as its stem.
        let t = tables();
        let stopwords = t.stopwords.iter().map(|w| (w.clone(), String::new()));
        let common = stopwords.chain(t.generic_words.iter().map(|w| (w.clone(), stem(w))));
        for (word, term) in common.filter(|(w, _)| w.chars().count() >= 4) {
            counts.entry((word, term)).or_insert(1);
        }
        let mut by_length: Vec<Vec<(Vec<char>, String, u32)>> = Vec::new();
        let mut entries: Vec<_> = counts.into_iter().collect();
        entries.sort();
        for ((word, term), count) in entries {
            let chars: Vec<char> = word.chars().collect();
            if by_length.len() <= chars.len() {
                by_length.resize_with(chars.len() + 1, Vec::new);
            }
            by_length[chars.len()].push((chars, term, count));
        }
        Vocabulary { by_length, terms }
    }

    pub fn contains(&self, term: &str) -> bool {
        self.terms.contains(term)
    }

    /// The term of the most frequent known word within one edit (two for words of eight or
    /// more letters) of `word`, if any: "tomatoe" → tomato, "fertlizer" → fertil. Between
    /// words as close, one that puts back a dropped letter wins: typists drop letters more
    /// often than they add or change them ("barel" is barrel, not bare). A five-letter word
    /// loses a letter only when it is a doubled one ("plann"): so many short words are a letter
    /// apart that removing one mostly turns a real word into another ("robot" is not root). A
    /// common word is read as itself and comes back as an empty term ("realy" is not ready).
    pub fn correct(&self, word: &str) -> Option<&str> {
        let chars: Vec<char> = word.chars().collect();
        if chars.len() < 5 || chars.iter().any(char::is_ascii_digit) {
            return None;
        }
        let max_edits = if chars.len() >= 8 { 2 } else { 1 };
        let mut best: Option<(usize, bool, u32, &str)> = None;
        let lengths = chars.len().saturating_sub(max_edits)..=chars.len() + max_edits;
        for candidates in lengths.filter_map(|n| self.by_length.get(n)) {
            for (candidate, term, count) in candidates {
                // Both words share their first letter: people rarely mistype it, and it halves
                // the chance of a correction into another subject.
                let removes_a_letter = chars.len() == 5 && candidate.len() == 4;
                if candidate[0] != chars[0] || (removes_a_letter && !undoubled(&chars, candidate)) {
                    continue;
                }
                let Some(edits) = edit_distance(&chars, candidate, max_edits) else {
                    continue;
                };
                let longer = candidate.len() > chars.len();
                let better = best.is_none_or(|(e, was_longer, c, _)| {
                    edits < e || (edits == e && (longer && !was_longer || (was_longer == longer && *count > c)))
                });
                if better {
                    best = Some((edits, longer, *count, term.as_str()));
                }
            }
        }
        best.map(|(_, _, _, term)| term)
    }
}

/// Whether `shorter` is `word` with one of a doubled letter removed ("plann" → "plan").
fn undoubled(word: &[char], shorter: &[char]) -> bool {
    (1..word.len()).any(|i| word[i] == word[i - 1] && word[..i] == shorter[..i] && word[i + 1..] == shorter[i..])
}

/// Optimal string alignment distance (a swap of neighbours is one edit), if at most `max`.
fn edit_distance(a: &[char], b: &[char], max: usize) -> Option<usize> {
    if a.len().abs_diff(b.len()) > max {
        return None;
    }
    let width = b.len() + 1;
    let mut rows = vec![vec![0usize; width]; a.len() + 1];
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        rows[i][0] = i;
        let mut row_min = rows[i][0];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (rows[i - 1][j] + 1).min(rows[i][j - 1] + 1).min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = d;
            row_min = row_min.min(d);
        }
        if row_min > max {
            return None;
        }
    }
    let d = rows[a.len()][b.len()];
    (d <= max).then_some(d)
}

/// Which of a question's raw words name a place ("here in north Texas"): such words say
/// nothing about the subject, and left in they would either weigh as the rarest words or be
/// "corrected" into a subject word ("texas" → "texts").
fn places(raw: &[String]) -> Vec<bool> {
    let t = tables();
    let pair = |i: usize| i + 1 < raw.len() && t.place_pairs.contains(&format!("{} {}", raw[i], raw[i + 1]));
    let after_place_word = |i: usize| {
        let before = raw[..i].iter().rev().find(|w| !t.directions.contains(w.as_str()));
        before.is_some_and(|w| BEFORE_A_PLACE.contains(&w.as_str()))
    };
    let mut place: Vec<bool> = (0..raw.len())
        .map(|i| {
            t.places.contains(&raw[i])
                || pair(i)
                || (i > 0 && pair(i - 1))
                || (t.places_after.contains(&raw[i]) && after_place_word(i))
        })
        .collect();
    // A place that is also a grower's word is a place right after another ("Ontario, Canada").
    for i in 1..raw.len() {
        if place[i - 1] && t.places_after.contains(&raw[i]) {
            place[i] = true;
        }
    }
    // Right to left, so "western north carolina" drops all three words.
    for i in (0..raw.len().saturating_sub(1)).rev() {
        if place[i + 1] && t.directions.contains(&raw[i]) {
            place[i] = true;
        }
    }
    place
}

/// Whether the raw word at `i` places the question in another field, alone or with a neighbour.
fn is_foreign(raw: &[String], i: usize) -> bool {
    let t = tables();
    let with_next = |set: &HashSet<String>| i + 1 < raw.len() && set.contains(&format!("{} {}", raw[i], raw[i + 1]));
    let with_previous = |set: &HashSet<String>| i > 0 && set.contains(&format!("{} {}", raw[i - 1], raw[i]));
    let alone = t.foreign.contains(&raw[i]) && !with_next(&t.not_foreign_before) && !with_previous(&t.not_foreign_after);
    alone || with_next(&t.foreign_pairs) || with_previous(&t.foreign_pairs) || together(raw, &raw[i])
}

/// Whether `word` is one half of a `[foreign together]` group whose other half the question has too.
fn together(raw: &[String], word: &str) -> bool {
    tables().foreign_together.iter().any(|(left, right)| {
        let has = |set: &HashSet<String>| raw.iter().any(|w| set.contains(w));
        (left.contains(word) && has(right)) || (right.contains(word) && has(left))
    })
}

/// Words that ask for a time, and words for putting a crop in the ground. Months and seasons
/// name a time too ("can I still plant potatoes in june"); "may" is left out, being mostly
/// "may I…".
const WHEN: &[&str] = &[
    "when", "whens", "wen", "whn", "month", "early", "late", "later", "latest", "soon", "date", "still", "yet",
    "weeks", "spring", "summer", "fall", "autumn", "winter", "january", "february", "march", "april", "june", "july",
    "august", "september", "october", "november", "december",
];
const PLANTING: &[&str] = &[
    "plant", "planted", "planting", "sow", "sowed", "sowing", "sown", "start", "started", "starting", "transplant",
    "transplanting", "seed", "seeds", "go", "put", "set",
];
/// "time" asks when only after these ("best time to sow spinach", "right time to plant").
const TIME_ASKERS: &[&str] = &["best", "good", "right", "what", "which", "ideal"];

/// Whether a question asks when to plant, sow or start something ("when do peas go in",
/// "what month should I start tomato seeds", "best time to sow spinach"): a farm plan answers
/// that for the grower's season.
pub fn asks_when_to_plant(question: &str) -> bool {
    let raw: Vec<String> = words(question).collect();
    let has = |list: &[&str]| raw.iter().any(|w| list.contains(&w.as_str()));
    let asks_time = raw.windows(2).any(|w| TIME_ASKERS.contains(&w[0].as_str()) && w[1] == "time");
    (has(WHEN) || asks_time) && has(PLANTING)
}

/// Whether a question names something that is never a grower's, however much of it is about
/// light, water or leaves ("my succulents are stretching toward the window"): the knowledge
/// base may still help, but an answer must not sound sure.
pub fn names_another_field(question: &str) -> bool {
    let t = tables();
    words(question).any(|w| t.always_foreign.contains(&w))
}

/// Words of a weather forecast, and the days one is asked for.
const FORECAST: &[&str] = &[
    "weather", "wether", "forecast", "forcast", "rain", "raining", "rainy", "snow", "snowing", "sunny", "cloudy",
    "windy", "temperature", "temp", "temps", "hot", "cold", "warm", "storm", "storms",
];
const FORECAST_DAYS: &[&str] = &[
    "today", "tonight", "tomorrow", "tmrw", "tmr", "weekend", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday",
];

/// Whether the question is only a forecast for a day or a place ("will it snow in minneapolis
/// on friday", "weather seattle"): the weather service's job. A grower's question about the
/// weather names what they grow ("it rains tomorrow, should I still plant my tomatoes"), so it
/// has other subject terms.
fn only_a_forecast(raw: &[String], terms: &[QueryTerm], names_a_place: bool) -> bool {
    let has = |list: &[&str]| raw.iter().any(|w| list.contains(&w.as_str()));
    let forecast_stem = |term: &str| FORECAST.iter().chain(FORECAST_DAYS).any(|w| stem(w) == term);
    has(FORECAST)
        && (has(FORECAST_DAYS) || names_a_place)
        && terms.iter().all(|q| q.foreign || q.weight < 1.0 || forecast_stem(&q.term))
}

/// Whether the word at `i` is "zone" followed by a zone number ("zone 6b, what can I sow in
/// August"): the asker says where they garden, as with a place, rather than asking about zones.
fn names_own_zone(raw: &[String], i: usize) -> bool {
    raw[i] == "zone"
        && raw.get(i + 1).is_some_and(|next| is_half_zone(next) || (next.len() <= 2 && next.chars().all(|c| c.is_ascii_digit())))
}

/// Whether a word is a half hardiness zone, such as "6b" or "10a".
fn is_half_zone(word: &str) -> bool {
    word.strip_suffix(['a', 'b']).is_some_and(|n| (1..=2).contains(&n.len()) && n.chars().all(|c| c.is_ascii_digit()))
}

/// Whether the text holds a fertilizer's N-P-K numbers, such as "10-10-10" or "5-1-1".
fn is_npk_ratio(text: &str) -> bool {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | '?' | '!' | '(' | ')')).any(|word| {
        let parts: Vec<&str> = word.trim_end_matches('.').split('-').collect();
        parts.len() == 3 && parts.iter().all(|p| (1..=2).contains(&p.len()) && p.chars().all(|c| c.is_ascii_digit()))
    })
}

/// The term of the noun an adjective in -y is made from ("spotty" → spot, "grassy" → grass),
/// when the knowledge base uses that noun but never the adjective: read as the noun, not
/// corrected into a word one letter away ("spotty" is not snotty).
fn adjective_base(word: &str, vocabulary: &Vocabulary) -> Option<String> {
    let base = word.strip_suffix('y').filter(|b| b.chars().count() >= 3)?;
    let mut from_end = base.char_indices().rev();
    let (last_at, last) = from_end.next()?;
    // "spotty": the noun is "spot", one of the doubled letters dropped.
    let undoubled = from_end.next().is_some_and(|(_, before)| before == last).then(|| &base[..last_at]);
    [Some(base), undoubled].into_iter().flatten().map(stem).find(|t| vocabulary.contains(t))
}

/// A question's terms, deduplicated in order, each weighted as subject or generic, with
/// place names dropped and misspelt words matched to the vocabulary.
pub fn query(question: &str, vocabulary: &Vocabulary) -> Vec<QueryTerm> {
    let t = tables();
    let mut out: Vec<QueryTerm> = Vec::new();
    // Pairs are read from the raw words, before stopwords drop the "of" in "capital of".
    let raw: Vec<String> = words(question).collect();
    let places = places(&raw);
    for (i, word) in raw.iter().enumerate() {
        if places[i] || t.stopwords.contains(word) {
            continue;
        }
        if is_foreign(&raw, i) {
            if !out.iter().any(|q| q.foreign && q.term == *word) {
                out.push(QueryTerm { term: word.clone(), weight: FOREIGN_WEIGHT, foreign: true });
            }
            continue;
        }
        let mut terms = Vec::new();
        expand(word.clone(), |surface, target| terms.push((surface.to_string(), stem(target))));
        for (surface, mut term) in terms {
            if !vocabulary.contains(&term) {
                if let Some(base) = adjective_base(&surface, vocabulary) {
                    term = base;
                } else if let Some(corrected) = vocabulary.correct(&surface) {
                    if corrected.is_empty() {
                        continue;
                    }
                    term = corrected.to_string();
                }
            }
            // A number alone says little about the subject ("15 percent of 80"), and nor does
            // the half-zone a grower gives as context ("zone 6b").
            let number = term.chars().all(|c| c.is_ascii_digit()) || is_half_zone(&term);
            let weight = if number || t.generic.contains(&term) || names_own_zone(&raw, i) { GENERIC_WEIGHT } else { 1.0 };
            match out.iter_mut().find(|q| q.term == term && !q.foreign) {
                Some(existing) => existing.weight = existing.weight.max(weight),
                None => out.push(QueryTerm { term, weight, foreign: false }),
            }
        }
    }
    // "10-10-10" names a fertilizer by its N-P-K numbers, though every word of it is a number.
    if is_npk_ratio(question) && !out.iter().any(|q| q.term == "npk") {
        out.push(QueryTerm { term: "npk".to_string(), weight: 1.0, foreign: false });
    }
    if only_a_forecast(&raw, &out, places.iter().any(|p| *p)) {
        for q in &mut out {
            q.foreign = true;
            q.weight = FOREIGN_WEIGHT;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_become_snowball_stems_without_stopwords() {
        assert_eq!(tokens("Watering the tomatoes"), ["water", "tomato"]);
        assert_eq!(tokens("berries"), ["berri"]);
        assert_eq!(tokens("Don't mulch!"), ["mulch"]);
        assert_eq!(tokens("pH 6.5"), ["ph", "6", "5"]);
    }

    #[test]
    fn searched_words_index_as_the_text_does() {
        let text = "My tomato's leaves don't look right: 6.5 pH, 65°F?";
        assert_eq!(searched_words(text), "tomato leaves look right 6 5 ph 65 f");
        assert_eq!(tokens(&searched_words(text)), tokens(text));
    }

    #[test]
    fn growers_words_map_to_the_knowledge_bases_words() {
        assert_eq!(tokens("bunnies"), tokens("rabbit"));
        assert_eq!(tokens("my shady yard"), ["shade", "yard"]);
        assert_eq!(tokens("snails"), tokens("slug"));
        assert_eq!(tokens("critters"), ["anim", "rabbit"]);
    }

    #[test]
    fn a_compound_is_one_term_apart_from_its_words() {
        assert_eq!(tokens("Sweet potatoes"), tokens("sweet potato"));
        assert_eq!(tokens("kumara"), tokens("sweet potato"));
        assert_eq!(tokens("sweet potato").len(), 1);
        assert!(!tokens("sweet potato").contains(&stem("potato")));
        assert_eq!(tokens("sweet peppers").len(), 2);
        assert_eq!(tokens("short-day onions"), tokens("short day onion"), "an onion's day length is one term");
        assert!(!tokens("short day or long day").contains(&stem("short")));
    }

    #[test]
    fn a_half_zone_weighs_as_little_as_a_number() {
        let vocabulary = Vocabulary::new(surface_tokens("plant garlic in zone 6a"));
        let q = query("when to plant garlic in zone 6b", &vocabulary);
        let weight = |term: &str| q.iter().find(|t| t.term == term).map(|t| t.weight);
        assert_eq!(weight("6b"), Some(GENERIC_WEIGHT));
        assert_eq!(weight("garlic"), Some(1.0));
        assert_eq!(weight("zone"), Some(GENERIC_WEIGHT), "\"zone 6b\" says where the garden is");
        let asked = query("what zone am I in", &vocabulary);
        assert_eq!(asked.iter().find(|t| t.term == "zone").map(|t| t.weight), Some(1.0), "asked about, a zone is the subject");
        assert!(!is_half_zone("b12") && !is_half_zone("100a") && is_half_zone("10a"));
    }

    #[test]
    fn fertilizer_numbers_name_npk() {
        let vocabulary = Vocabulary::new(surface_tokens("npk fertilizer"));
        let terms = |q: &str| query(q, &vocabulary).into_iter().filter(|t| t.is_subject()).map(|t| t.term).collect::<Vec<_>>();
        assert!(terms("what does 10-10-10 mean").contains(&"npk".to_string()));
        assert!(terms("is 5-1-1 fish emulsion ok?").contains(&"npk".to_string()));
        assert!(!terms("call 555-123-4567").contains(&"npk".to_string()), "a phone number is not a fertilizer");
        assert!(!terms("every 2-3 weeks").contains(&"npk".to_string()));
    }

    #[test]
    fn generic_words_weigh_less_than_the_subject() {
        let vocabulary = Vocabulary::new(surface_tokens("mulching is worth it"));
        let q = query("Is mulching worth it?", &vocabulary);
        assert_eq!(q.len(), 2);
        assert!(q[0].is_subject() && q[0].term == "mulch");
        assert_eq!(q[1].weight, GENERIC_WEIGHT);
    }

    #[test]
    fn misspellings_match_the_closest_known_word() {
        let vocabulary = Vocabulary::new(surface_tokens("tomatoes tomato fertilizer lettuce compost"));
        let terms = |q: &str| query(q, &vocabulary).into_iter().map(|t| t.term).collect::<Vec<_>>();
        assert_eq!(terms("fertlizer"), ["fertil"]);
        assert_eq!(terms("letuce"), ["lettuc"]);
        assert_eq!(terms("tomatoe"), ["tomato"]);
        assert_eq!(terms("cmopost"), ["compost"], "a swap is one edit");
        assert_eq!(terms("zebra"), ["zebra"], "nothing close: kept as it is");
        let common_bare = Vocabulary::new(surface_tokens("bare ground bare soil bare roots barrel"));
        assert_eq!(common_bare.correct("barel"), Some("barrel"), "a dropped letter put back beats a more common word");
        assert_eq!(terms("lettuce"), ["lettuc"]);
    }

    #[test]
    fn an_adjective_in_y_is_read_as_its_noun_not_corrected_into_another_word() {
        let vocabulary = Vocabulary::new(surface_tokens("leaf spot snotty nose grass clippings"));
        let terms = |q: &str| query(q, &vocabulary).into_iter().map(|t| t.term).collect::<Vec<_>>();
        assert_eq!(terms("spotty"), ["spot"], "spot, not snotty");
        assert_eq!(terms("grassy"), ["grass"]);
        assert_eq!(terms("snotty"), ["snotti"], "a word the knowledge base has stays itself");
    }

    #[test]
    fn short_real_words_and_common_words_are_not_corrected_into_a_subject() {
        let vocabulary = Vocabulary::new(surface_tokens("root roots ready plan plans basil"));
        assert_eq!(vocabulary.correct("robot"), None, "a five-letter word keeps its letters");
        assert_eq!(vocabulary.correct("plann"), Some("plan"), "but loses a doubled one");
        assert_eq!(vocabulary.correct("bazil"), Some("basil"));
        assert_eq!(vocabulary.correct("realy"), Some(""), "really, a stopword, not ready");
        let terms = |q: &str| query(q, &vocabulary).into_iter().map(|t| t.term).collect::<Vec<_>>();
        assert_eq!(terms("realy ready"), ["readi"]);
    }

    #[test]
    fn a_farm_animals_pregnancy_is_husbandry_and_a_persons_is_not() {
        let vocabulary = Vocabulary::new(surface_tokens("goats kidding pumpkin account"));
        let foreign = |q: &str| query(q, &vocabulary).iter().filter(|t| t.foreign).count();
        assert_eq!(foreign("how long are goats pregnant"), 0);
        assert_eq!(foreign("signs my pregnant ewe is close to lambing"), 0);
        assert_eq!(foreign("is it safe to garden while pregnant"), 1, "a person's pregnancy");
        assert_eq!(foreign("how do i keep my carved pumpkin from rotting"), 2, "a decoration, not a crop");
        assert_eq!(foreign("how do i delete my facebook account"), 3, "another site's account");
        assert_eq!(foreign("organ harvesting ethics"), 3);
    }

    #[test]
    fn a_pair_from_another_field_is_foreign_but_its_words_alone_are_not() {
        let vocabulary = Vocabulary::new(surface_tokens("hardiness zone cover crops time"));
        let foreign = |q: &str| query(q, &vocabulary).iter().filter(|t| t.foreign).count();
        assert_eq!(foreign("what time zone is it in Tokyo"), 2);
        assert_eq!(foreign("help me write a cover letter"), 2);
        assert_eq!(foreign("what hardiness zone am I in"), 0);
        assert_eq!(foreign("when do I sow cover crops"), 0);
        assert_eq!(foreign("how do I make chicken noodle soup"), 2, "chicken, in a pair with noodle, and noodle");
        assert_eq!(foreign("my golf clubs need new grips"), 1);
        assert_eq!(foreign("my monstera's leaves are turning yellow"), 1, "a possessive is the word's own");
        assert_eq!(foreign("my onions stayed as small as golf balls"), 0, "a size, not a sport");
        assert_eq!(foreign("do payroll taxes count in a grant budget"), 0, "a grant budget's words");
        assert_eq!(foreign("how long do I bake chicken thighs in the oven"), 4, "bake chicken, thighs, and oven after the");
        assert_eq!(foreign("corn knee high by july"), 0);
        assert_eq!(foreign("is the town fertile ground for new ideas"), 2, "an idiom");
        assert_eq!(foreign("can I let my chicken out at dawn"), 0, "a grower's words, not an idiom");
        assert_eq!(foreign("what is the root cause of blossom end rot"), 0);
        assert_eq!(foreign("how do i get rid of fleas on my dog"), 2, "fleas and dog, far apart");
        assert_eq!(foreign("tiny fleas on my eggplant"), 0, "flea beetles");
        let only_foreign = |q: &str| query(q, &vocabulary).iter().all(|t| t.foreign);
        assert!(only_foreign("will it snow in minneapolis on friday"), "a forecast and nothing else");
        assert!(only_foreign("what's the weather in chicago tomorrow"));
        assert!(only_foreign("weather seattle"), "a forecast for a place");
        assert_eq!(foreign("is seattle weather too rainy for tomatoes"), 0, "a grower's question about a place");
        assert_eq!(foreign("it's supposed to rain tomorrow, should I still plant my tomatoes"), 0, "a grower's question");
        assert_eq!(foreign("will frost tomorrow hurt my snow peas"), 0);
    }

    #[test]
    fn a_houseplant_kept_for_looks_names_another_field_even_in_a_story() {
        assert!(names_another_field("Why are my succulents stretching out by the window?"));
        assert!(names_another_field("I got my first succulent from a coworker and it's gone tall and skinny"));
        assert!(names_another_field("my Monstera's leaves are yellow"));
        assert!(!names_another_field("why are my tomato seedlings tall and skinny by the window"));
        assert!(!names_another_field("fungus gnats in my seed trays"));
    }

    #[test]
    fn the_embedded_word_lists_parse_and_do_not_overlap() {
        let t = Tables::parse(&crate::seed::knowledge_words()).unwrap();
        assert!(t.stopwords.len() > 100 && t.foreign.len() > 100 && t.places.len() > 100 && t.aliases.len() > 100);
        let lists = [("stopwords", &t.stopwords), ("foreign", &t.foreign), ("places", &t.places)];
        for (i, (name, list)) in lists.iter().enumerate() {
            for (other, words) in &lists[i + 1..] {
                let shared: Vec<_> = list.intersection(words).collect();
                assert!(shared.is_empty(), "{name} and {other} share {shared:?}");
            }
        }
        for (from, to) in &t.aliases {
            assert!(!t.stopwords.contains(from), "alias {from} is a stopword, so it never applies");
            // An alias to a stopword would be a term that no passage has: the rarest of all.
            assert!(to.split(' ').all(|w| !t.stopwords.contains(w)), "alias {from} = {to} names a stopword");
        }
    }

    #[test]
    fn a_broken_word_list_names_its_line() {
        assert!(Tables::parse("[places]\nohio, texas").is_ok());
        let err = Tables::parse("[places]\nohio\n[planets]\nmars").err().unwrap();
        assert!(err.contains("line 3") && err.contains("[planets]"), "{err}");
        let err = Tables::parse("[foreign pairs]\ntime zone, stock").err().unwrap();
        assert!(err.contains("line 2") && err.contains("\"stock\" should be 2 word(s)"), "{err}");
        let err = Tables::parse("[foreign together]\ndog fleas").err().unwrap();
        assert!(err.contains("words | words"), "{err}");
        let err = Tables::parse("[aliases]\ncuke cucumber").err().unwrap();
        assert!(err.contains("word = words"), "{err}");
    }

    #[test]
    fn place_names_are_dropped_before_spelling_correction() {
        let vocabulary = Vocabulary::new(surface_tokens("texts tomatoes potato beetle lettuce sales north side"));
        let terms = |q: &str| query(q, &vocabulary).into_iter().map(|t| t.term).collect::<Vec<_>>();
        assert_eq!(terms("tomatoes here in texas"), ["tomato"], "not corrected into texts");
        assert_eq!(terms("tomatoes in western north carolina"), ["tomato"]);
        assert_eq!(terms("tomatoes here in Salem"), ["tomato"], "not corrected into sales");
        assert_eq!(terms("colorado potato beetle"), ["colorado", "potato", "beetl"], "a pest, not a place");
        assert_eq!(terms("tomatoes in central colorado"), ["tomato"]);
        assert_eq!(terms("the north side"), ["north", "side"], "a direction alone is a grower's word");
    }

    #[test]
    fn growers_places_outside_the_us_are_dropped_too() {
        let vocabulary = Vocabulary::new(surface_tokens("coriander cilantro bolt deer frost date"));
        let terms = |q: &str| query(q, &vocabulary).into_iter().map(|t| t.term).collect::<Vec<_>>();
        assert_eq!(terms("coriander bolts here in Brisbane QLD"), ["cilantro", "bolt"]);
        assert_eq!(terms("frost date in Red Deer, Alberta"), ["frost", "date"], "a town, not a deer");
        assert_eq!(terms("frost date here in Nakuru"), ["frost", "date"]);
        assert_eq!(terms("frost date? i'm in ontario canada"), ["frost", "date"], "a country after its province");
    }

    #[test]
    fn a_holiday_or_a_life_only_sets_the_scene() {
        let vocabulary = Vocabulary::new(surface_tokens("tomatoes outside mother rabbit soil life easiest vegetables"));
        let terms = |q: &str| query(q, &vocabulary).into_iter().map(|t| t.term).collect::<Vec<_>>();
        assert_eq!(terms("tomatoes outside on mother's day"), ["tomato", "outsid"], "a date, not a doe");
        assert!(!terms("never grown vegetables in my life").contains(&"life".to_string()), "not soil life");
        assert!(terms("a rabbit mother").contains(&"mother".to_string()));
    }

    #[test]
    fn a_question_about_planting_time_is_recognised() {
        assert!(asks_when_to_plant("when do peas go in the ground in spring"));
        assert!(asks_when_to_plant("what month should i start my tomato seeds inside"));
        assert!(asks_when_to_plant("wen should i plant garlic"));
        assert!(!asks_when_to_plant("how deep do I plant garlic"));
        assert!(!asks_when_to_plant("when should I pick tomatoes"));
        assert!(asks_when_to_plant("best time of year to plant spinach in georgia"));
        assert!(asks_when_to_plant("can i still plant potatoes in june"));
        assert!(asks_when_to_plant("can you plant carrots in the fall"));
        assert!(asks_when_to_plant("how many weeks before last frost to start tomato seeds"));
        assert!(!asks_when_to_plant("how much time does planting garlic take"));
    }

    #[test]
    fn edit_distance_counts_swaps_once_and_stops_early() {
        let d =
            |a: &str, b: &str, max| edit_distance(&a.chars().collect::<Vec<_>>(), &b.chars().collect::<Vec<_>>(), max);
        assert_eq!(d("slug", "slgu", 1), Some(1));
        assert_eq!(d("kitten", "sitting", 3), Some(3));
        assert_eq!(d("kitten", "sitting", 2), None);
    }
}
