//! From words to index terms: lower case, stopwords out, growers' words mapped to the
//! knowledge base's own (the alias table), then Snowball stems. Questions go through the
//! same steps, plus two that only a question needs: generic words are marked so they
//! weigh little, and a misspelt word is matched to the closest word the knowledge base has.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use rust_stemmers::{Algorithm, Stemmer};

/// Words that say nothing at all: dropped from texts and questions alike.
#[rustfmt::skip]
const STOPWORDS: &[&str] = &[
    "a", "about", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "been", "but", "by", "can",
    "could", "did", "do", "does", "doing", "for", "from", "get", "got", "had", "has", "have", "how", "i", "if", "in",
    "into", "is", "it", "its", "just", "me", "my", "of", "on", "or", "our", "should", "so", "some", "than", "that",
    "the", "their", "them", "then", "there", "these", "they", "this", "to", "too", "up", "us", "was", "we", "were",
    "what", "when", "where", "which", "who", "why", "will", "with", "would", "you", "your", "hi", "hello", "hey",
    "please", "thanks", "thank", "know", "tell", "im", "dont", "ive", "id", "ill", "thing", "things", "really",
    "very", "like", "ok", "okay", "guy", "guys", "someone", "anyone", "something", "anything", "everything",
    "nothing", "stuff", "yes", "no", "not", "whats", "hows", "wont", "cant", "isnt", "doesnt", "didnt", "youre",
    "theyre", "thats", "theres", "hmm", "um", "uh", "lol", "pls", "plz", "u", "ur", "being", "he", "she", "his",
    "her", "him", "those", "myself", "yourself", "mine", "yours", "ours", "here", "hers", "while", "because",
    "though", "although", "yet", "again", "only", "even", "ever", "still", "maybe", "perhaps", "anyway", "till",
    "til", "until", "actually", "basically", "literally", "definitely", "probably", "somehow",
];

/// Words a question uses about any subject ("worth", "best", "stop", "eating"). They still
/// count, at `GENERIC_WEIGHT`, so they break ties between passages on the same subject, but
/// however rare they are in the knowledge base they cannot outvote the subject.
#[rustfmt::skip]
const GENERIC: &[&str] = &[
    "worth", "best", "better", "good", "great", "bad", "worst", "fine", "ideal", "right", "wrong", "proper", "stop",
    "stopping", "stopped", "eat", "eats", "eating", "ate", "eaten", "keep", "keeps", "kept", "start", "starting",
    "started", "easy", "easier", "easiest", "simple", "hard", "harder", "difficult", "first", "last", "next", "time",
    "times", "year", "years", "yearly", "day", "days", "daily", "week", "weeks", "weekly", "month", "months", "long",
    "longer", "often", "much", "many", "lot", "lots", "big", "bigger", "small", "smaller", "little", "new", "old",
    "happen", "happens", "happening", "happened", "problem", "problems", "issue", "issues", "trouble", "work",
    "works", "working", "worked", "way", "ways", "look", "looks", "looking", "looked", "seem", "seems", "find",
    "found", "idea", "ideas", "tip", "tips", "advice", "question", "questions", "kind", "kinds", "type", "types",
    "sort", "enough", "need", "needs", "needed", "want", "wants", "wanted", "give", "gives", "make", "makes", "made",
    "making", "come", "comes", "coming", "came", "go", "goes", "going", "went", "gone", "put", "putting", "take",
    "takes", "taking", "took", "let", "say", "says", "said", "see", "seen", "saw", "think", "thought", "try",
    "trying", "tried", "use", "using", "used", "help", "helps", "fix", "fixing", "deal", "dealing", "prevent",
    "preventing", "avoid", "rid", "handle", "save", "saving", "kill", "killing", "killed", "die", "dies", "dying",
    "died", "dead", "yard", "place", "spot", "area", "whole", "entire", "every", "each", "other", "another", "same",
    "different", "never", "always", "anymore", "sometimes", "usually", "lately", "suddenly", "weird", "strange",
    "odd", "normal", "possible", "sure", "able", "must", "shall", "might", "may", "now", "today", "tonight", "soon",
    "later", "ago", "before", "after", "during", "around", "over", "under", "out", "off", "away", "back", "down",
    "more", "most", "less", "least", "well", "people", "person", "friend", "somebody",
    "family", "kids", "wife", "husband", "mom", "dad", "grandma", "grandpa", "neighbor", "neighbour", "house", "home",
    "live", "living", "lives", "moved", "move", "bought", "buy", "gets", "getting", "ask", "asking", "asked",
    "wonder", "wondering", "curious", "anybody", "everyone", "folks", "yall", "honestly", "hoping", "hope", "love",
    "loved", "hate", "tired", "frustrated", "confused", "newbie", "beginner", "total", "complete", "real", "quick",
    "quickly", "fast", "slow", "slowly", "stay", "stays", "whatever",
    "empty", "full", "tiny", "huge", "large", "bit",
    // A month dates a question ("my tomato bed in July") but is rarely what it asks about.
    "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
    "december",
];

/// Words that place a question in another field: software and gadgets, media, sport, money
/// and law, health, cars and travel, and more. Such a word is never matched to a passage, and it weighs
/// `FOREIGN_WEIGHT` in the coverage check, so "how do I prune a git branch" or "best soil for
/// my aquarium" get the fallback rather than a confident answer about pruning or soil.
#[rustfmt::skip]
const FOREIGN: &[&str] = &[
    "git", "github", "python", "javascript", "java", "typescript", "coding", "compile", "compiler", "programming",
    "programmer", "software", "database", "sql", "server", "linux", "macos", "iphone", "android", "phone", "laptop",
    "computer", "pc", "keyboard", "wifi", "router", "printer", "battery", "charger", "browser", "excel",
    "spreadsheet", "bluetooth", "minecraft", "fortnite", "videogame", "playstation", "xbox", "nintendo", "console",
    "youtube", "tiktok", "instagram", "facebook", "twitter", "subscribers", "followers", "influencer", "podcast",
    "movie", "movies", "film", "netflix", "actor", "actress", "celebrity", "singer", "song", "songs", "lyrics",
    "album", "concert", "novel", "novels", "poem", "character", "episode", "anime", "tv", "football", "soccer",
    "basketball", "baseball", "hockey", "tennis", "golf", "nfl", "nba", "mlb", "playoffs", "championship",
    "quarterback", "touchdown", "marathon", "stocks", "crypto", "bitcoin", "ethereum", "invest", "investing",
    "mortgage", "debt", "taxes", "irs", "lawyer", "lawsuit", "divorce", "resume", "interview", "doctor", "medicine",
    "medication", "headache", "fever", "cancer", "diabetes", "pregnant", "pregnancy", "rash", "covid", "vaccine",
    "surgery", "dentist", "teeth", "tooth", "hair", "acne", "calories", "workout", "gym", "car", "cars", "engine",
    "brake", "brakes", "transmission", "mechanic", "flight", "flights", "airline", "hotel", "passport", "visa",
    "cruise", "aquarium", "fishtank", "goldfish", "puppy", "kitten", "president", "election", "senator", "war",
    "wedding", "girlfriend", "boyfriend", "dating", "makeup", "fashion", "shoes", "book", "books", "translate",
    "spanish", "stain", "shirt", "laundry", "knee", "algebra", "equation", "calculus", "geometry", "homework",
    "beard", "mustache", "shave", "shaving", "diaper", "diapers", "toddler", "infant", "cocktail", "whiskey", "vodka",
    "bourbon", "salary", "paycheck", "nasdaq", "superbowl", "story", "stories", "reader", "readers",
    "vet", "veterinarian", "hamster", "parrot", "bathroom", "plumber", "plumbing", "cartridge", "drywall",
    "shingles", "tires", "tire", "camping", "physics", "newton", "birthday", "knit", "knitting", "crochet",
    "scarf", "noodle", "noodles",
];

/// Pairs of words that, together, name something from another field even though each
/// word alone may be a grower's ("time zone" is not a hardiness zone, a "cover letter" is
/// not a cover crop). Both words of the pair count as foreign.
#[rustfmt::skip]
const FOREIGN_PAIRS: &[(&str, &str)] = &[
    ("time", "zone"), ("stock", "market"), ("stock", "price"), ("stock", "prices"), ("cover", "letter"),
    ("bank", "account"), ("bank", "job"), ("credit", "card"), ("job", "interview"), ("mint", "julep"),
    ("mint", "condition"), ("capital", "city"), ("capital", "of"), ("solve", "for"),
    ("bed", "bugs"), ("bed", "bug"), ("potato", "chips"), ("olive", "garden"), ("super", "bowl"),
    ("seed", "round"), ("computer", "mouse"), ("real", "estate"), ("social", "media"), ("video", "game"),
    ("chicken", "soup"), ("chicken", "noodle"), ("rotate", "tires"),
];

/// Pairs whose first word, from another field alone, is a grower's here: onions "the size of
/// golf balls" are about onions.
#[rustfmt::skip]
const NOT_FOREIGN_BEFORE: &[(&str, &str)] = &[("golf", "ball"), ("golf", "balls")];

/// The weight of a foreign word in the coverage check, against 1 for a subject word.
pub const FOREIGN_WEIGHT: f64 = 3.0;

/// Growers' words mapped to the words the knowledge base uses; a mapping may add a word
/// ("critters" are animals, and most often rabbits) rather than replace one.
const ALIASES: &[(&str, &str)] = &[
    ("cuke", "cucumber"),
    ("cukes", "cucumber"),
    ("hrs", "hours"),
    ("shady", "shade"),
    ("shaded", "shade"),
    ("shadow", "shade"),
    ("bunny", "rabbit"),
    ("bunnies", "rabbit"),
    ("hare", "rabbit"),
    ("hares", "rabbit"),
    ("critter", "animal rabbit"),
    ("critters", "animal rabbit"),
    ("varmint", "animal"),
    ("varmints", "animal"),
    ("woodchuck", "groundhog"),
    ("woodchucks", "groundhog"),
    ("whistlepig", "groundhog"),
    ("snail", "slug"),
    ("snails", "slug"),
    ("bug", "pest insect"),
    ("bugs", "pest insect"),
    ("veggie", "vegetable"),
    ("veggies", "vegetable"),
    ("veg", "vegetable"),
    ("veggy", "vegetable"),
    ("dirt", "soil"),
    ("tater", "potato"),
    ("taters", "potato"),
    ("spud", "potato"),
    ("spuds", "potato"),
    ("tomatos", "tomato"),
    ("tomatoe", "tomato"),
    ("maters", "tomato"),
    ("mater", "tomato"),
    ("toms", "tomato"),
    ("hen", "chicken"),
    ("hens", "chicken"),
    ("chook", "chicken"),
    ("chooks", "chicken"),
    ("pullet", "chicken"),
    ("pullets", "chicken"),
    ("honeybee", "bee"),
    ("honeybees", "bee"),
    ("beehive", "bee hive"),
    ("beehives", "bee hive"),
    ("pot", "container"),
    ("pots", "container"),
    ("potted", "container"),
    ("planter", "container"),
    ("planters", "container"),
    ("fertiliser", "fertilizer"),
    ("fertilisers", "fertilizer"),
    ("fertilise", "fertilize"),
    ("colour", "color"),
    ("mould", "mold"),
    ("sunny", "sun"),
    ("sunlight", "sun"),
    ("sunshine", "sun"),
    ("bloom", "flower"),
    ("blooms", "flower"),
    ("blooming", "flower"),
    ("money", "money fund"),
    ("cash", "money fund"),
    ("coop", "coop chicken"),
    ("worms", "worm"),
    ("wormery", "worm bin"),
    ("bolted", "bolt"),
    ("bolting", "bolt"),
    ("leggy", "leggy stretch"),
    ("stretchy", "leggy stretch"),
    ("yellowing", "yellow"),
    ("yellowed", "yellow"),
    ("aphids", "aphid"),
    ("greenfly", "aphid"),
    ("rasberry", "raspberry"),
    ("rasberries", "raspberry"),
    ("strawberrys", "strawberry"),
    ("blossom", "blossom flower"),
    ("blossoms", "blossom flower"),
    ("bloom", "blossom flower"),
    ("blooms", "blossom flower"),
    ("breezy", "wind"),
    ("windy", "wind"),
    ("gust", "wind"),
    ("gusts", "wind"),
    ("fabric", "cloth"),
    ("scorcher", "heat"),
    ("scorching", "heat"),
    ("heatwave", "heat wave"),
    ("split", "split crack"),
    ("splitting", "split crack"),
    ("flopping", "floppy"),
    ("flopped", "floppy"),
    ("workday", "work day"),
    ("workdays", "work day"),
    // Numbers match whether written as words or digits ("two apple trees", "2 apple trees").
    ("one", "1"),
    ("two", "2"),
    ("three", "3"),
    ("four", "4"),
    ("five", "5"),
    ("six", "6"),
    ("seven", "7"),
    ("eight", "8"),
    ("nine", "9"),
    ("ten", "10"),
    ("twelve", "12"),
];

/// The weight of a generic word relative to a subject word.
pub const GENERIC_WEIGHT: f64 = 0.2;

struct Tables {
    stemmer: Stemmer,
    stopwords: HashSet<&'static str>,
    aliases: HashMap<&'static str, &'static str>,
    generic: HashSet<String>,
    foreign: HashSet<&'static str>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let stemmer = Stemmer::create(Algorithm::English);
        let generic = GENERIC.iter().map(|w| stemmer.stem(w).into_owned()).collect();
        Tables {
            stemmer,
            stopwords: STOPWORDS.iter().copied().collect(),
            aliases: ALIASES.iter().copied().collect(),
            generic,
            foreign: FOREIGN.iter().copied().collect(),
        }
    })
}

/// The Snowball stem of a lower-case word.
pub fn stem(word: &str) -> String {
    tables().stemmer.stem(word).into_owned()
}

/// Lower-case words with apostrophes joined ("don't" → "dont"), split on everything else.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
        .map(|w| w.chars().filter(|c| *c != '\'' && *c != '’').flat_map(char::to_lowercase).collect::<String>())
        .filter(|w| !w.is_empty())
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
            terms.insert(term.clone());
            // Numbers and very short words are never corrected: "6.5" is not a typo of "6.0".
            if word.chars().count() >= 4 && !word.chars().any(|c| c.is_ascii_digit()) {
                *counts.entry((word, term)).or_default() += 1;
            }
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
    /// more letters) of `word`, if any: "tomatoe" → tomato, "fertlizer" → fertil.
    pub fn correct(&self, word: &str) -> Option<&str> {
        let chars: Vec<char> = word.chars().collect();
        if chars.len() < 5 || chars.iter().any(char::is_ascii_digit) {
            return None;
        }
        let max_edits = if chars.len() >= 8 { 2 } else { 1 };
        let mut best: Option<(usize, u32, &str)> = None;
        let lengths = chars.len().saturating_sub(max_edits)..=chars.len() + max_edits;
        for candidates in lengths.filter_map(|n| self.by_length.get(n)) {
            for (candidate, term, count) in candidates {
                // Both words share their first letter: people rarely mistype it, and it halves
                // the chance of a correction into another subject.
                if candidate[0] != chars[0] {
                    continue;
                }
                let Some(edits) = edit_distance(&chars, candidate, max_edits) else {
                    continue;
                };
                let better = best.is_none_or(|(e, c, _)| edits < e || (edits == e && *count > c));
                if better {
                    best = Some((edits, *count, term.as_str()));
                }
            }
        }
        best.map(|(_, _, term)| term)
    }
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

/// A question's terms, deduplicated in order, each weighted as subject or generic, with
/// misspelt words matched to the vocabulary.
pub fn query(question: &str, vocabulary: &Vocabulary) -> Vec<QueryTerm> {
    let t = tables();
    let mut out: Vec<QueryTerm> = Vec::new();
    // Pairs are read from the raw words, before stopwords drop the "of" in "capital of".
    let raw: Vec<String> = words(question).collect();
    let paired: HashSet<&str> = raw
        .windows(2)
        .filter(|w| FOREIGN_PAIRS.contains(&(w[0].as_str(), w[1].as_str())))
        .flat_map(|w| [w[0].as_str(), w[1].as_str()])
        .collect();
    let excused: HashSet<&str> = raw
        .windows(2)
        .filter(|w| NOT_FOREIGN_BEFORE.contains(&(w[0].as_str(), w[1].as_str())))
        .map(|w| w[0].as_str())
        .collect();
    for (surface, mut term) in surface_tokens(question) {
        let foreign = t.foreign.contains(surface.as_str()) && !excused.contains(surface.as_str());
        if foreign || paired.contains(surface.as_str()) {
            if !out.iter().any(|q| q.term == surface) {
                out.push(QueryTerm { term: surface, weight: FOREIGN_WEIGHT, foreign: true });
            }
            continue;
        }
        if !vocabulary.contains(&term)
            && let Some(corrected) = vocabulary.correct(&surface)
        {
            term = corrected.to_string();
        }
        // A number alone says little about the subject ("15 percent of 80").
        let number = term.chars().all(|c| c.is_ascii_digit());
        let weight = if number || t.generic.contains(&term) { GENERIC_WEIGHT } else { 1.0 };
        match out.iter_mut().find(|q| q.term == term && !q.foreign) {
            Some(existing) => existing.weight = existing.weight.max(weight),
            None => out.push(QueryTerm { term, weight, foreign: false }),
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
    fn growers_words_map_to_the_knowledge_bases_words() {
        assert_eq!(tokens("bunnies"), tokens("rabbit"));
        assert_eq!(tokens("my shady yard"), ["shade", "yard"]);
        assert_eq!(tokens("snails"), tokens("slug"));
        assert_eq!(tokens("critters"), ["anim", "rabbit"]);
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
        assert_eq!(terms("lettuce"), ["lettuc"]);
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
        assert_eq!(foreign("my onions stayed as small as golf balls"), 0, "a size, not a sport");
    }

    #[test]
    fn the_word_lists_do_not_overlap() {
        let lists = [STOPWORDS, GENERIC, FOREIGN];
        for (i, list) in lists.iter().enumerate() {
            let unique: HashSet<&str> = list.iter().copied().collect();
            assert_eq!(unique.len(), list.len(), "list {i} repeats a word");
            for other in &lists[i + 1..] {
                assert!(list.iter().all(|w| !other.contains(w)), "list {i} shares a word");
            }
        }
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
