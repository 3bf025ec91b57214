//! The daily discussion as plain data: comments, what a visitor may see and change, and the
//! moderation rules (a link or a blocklisted word holds a comment for an admin).

use serde::{Deserialize, Serialize};

use crate::web::text;

/// The discussions that exist; each has one thread a day.
pub const THREADS: [&str; 1] = ["daily-farm-wisdom"];
pub const MAX_CONTENT: usize = 2000;
pub const MAX_NAME: usize = 60;
/// How long an author may edit or delete their comment.
pub const EDIT_WINDOW_SECS: i64 = 15 * 60;
/// Blocklist bounds: an admin's list, not a dictionary.
pub const MAX_BLOCKLIST_WORDS: usize = 500;
pub const MAX_BLOCKLIST_WORD: usize = 40;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Visible,
    /// Waiting for a moderator; only its author sees it.
    Held,
    /// Hidden by a moderator.
    Hidden,
    /// Deleted by its author while it had replies: kept as a stub so they keep their context.
    Deleted,
}

impl Status {
    pub fn byte(self) -> u8 {
        match self {
            Status::Visible => 1,
            Status::Held => 2,
            Status::Hidden => 3,
            Status::Deleted => 4,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Comment {
    pub id: u64,
    pub thread: String,
    /// The thread's day, `YYYY-MM-DD`.
    pub day: String,
    pub parent_id: Option<u64>,
    /// Escaped plain text (see `web::text`).
    pub name: String,
    /// Escaped plain text.
    pub content: String,
    pub created_at: i64,
    pub edited_at: Option<i64>,
    pub likes: u64,
    pub status: Status,
    /// Why it was held: "link" or "blocklist: <word>".
    pub reason: Option<String>,
    /// Keyed pseudonyms of the author's visitor id and network address: enough to recognise
    /// the author and to block them, without storing either.
    pub author: String,
    pub address: String,
}

impl Comment {
    /// Whether `author` may still edit or delete it at `now`.
    pub fn editable_by(&self, author: &str, now: i64) -> bool {
        self.author == author && now < self.edit_deadline() && self.status != Status::Deleted
    }

    pub fn edit_deadline(&self) -> i64 {
        self.created_at + EDIT_WINDOW_SECS
    }
}

/// A comment as a visitor checked and cleaned it, before storage.
#[derive(Debug, Clone, PartialEq)]
pub struct Draft {
    pub name: String,
    pub content: String,
}

/// Checks a new comment or reply: both fields non-empty after trimming (the seed's sentences),
/// within their lengths; returns them escaped for storage.
pub fn check_draft(name: &str, content: &str, is_reply: bool) -> Result<Draft, String> {
    let name = text::clean(name, false, MAX_NAME, "Names")?;
    let content = text::clean(content, true, MAX_CONTENT, "Comments")?;
    if name.is_empty() || content.is_empty() {
        return Err(if is_reply {
            "Please enter both your name and reply.".into()
        } else {
            "Please enter both your name and comment.".into()
        });
    }
    Ok(Draft { name: text::escape_html(&name), content: text::escape_html(&content) })
}

/// Checks an edited text; returns it escaped.
pub fn check_edit(content: &str) -> Result<String, String> {
    let content = text::clean(content, true, MAX_CONTENT, "Comments")?;
    if content.is_empty() {
        return Err("Please enter your comment.".into());
    }
    Ok(text::escape_html(&content))
}

/// Why a comment must wait for a moderator, if it must: it holds a link, or a word of the
/// blocklist. Reads the visitor's text as written (unescaped).
pub fn hold_reason(name: &str, content: &str, blocklist: &[String]) -> Option<String> {
    let written = format!("{} {}", text::unescape_html(name), text::unescape_html(content));
    if has_link(&written) {
        return Some("link".into());
    }
    let words = format!(" {} ", normalise(&written));
    blocklist
        .iter()
        .find(|word| {
            let word = normalise(word);
            !word.is_empty() && words.contains(&format!(" {word} "))
        })
        .map(|word| format!("blocklist: {word}"))
}

/// Lowercase letters and digits, every other run of characters one space: a blocklisted
/// word matches whole, whatever punctuation surrounds it.
fn normalise(text: &str) -> String {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Top-level domains spam uses most, for links written without a scheme ("cheap-seeds.shop").
/// Domains that are also everyday words ("garden", "life", "news") are left out: a sentence
/// typed without a space ("watered it.no change") must not wait for a moderator.
const TLDS: &[&str] = &[
    "com", "net", "org", "info", "biz", "xyz", "top", "shop", "online", "site", "club", "store", "app", "dev", "link", "click",
    "vip", "win", "bid", "loan", "loans", "icu", "sbs", "cyou", "buzz", "bond", "lol", "website", "tech", "pro", "casino", "bet",
    "poker", "xxx", "porn", "sex", "adult", "dating", "cam", "mobi", "cfd", "monster", "quest", "asia", "guru", "io", "co", "us",
    "uk", "ru", "cn", "de", "fr", "in", "me", "ly", "gl", "to", "tk", "ml", "ga", "cf", "gq", "pw", "cc", "ws", "ca", "au", "eu",
    "nl", "ai", "su", "ua", "pl", "br", "vn", "ng", "ke", "za", "tv",
];

/// Whether the text holds a web address: a scheme, `www.`, or a name ending in a top-level
/// domain spam uses (or an internationalised `xn--` one). Decimal numbers, "e.g." and a
/// sentence run on after its full stop ("Great harvest.So happy") are not links.
pub fn has_link(text: &str) -> bool {
    let lower = text.to_lowercase();
    if lower.contains("http://") || lower.contains("https://") || lower.contains("www.") || lower.contains("://") {
        return true;
    }
    text.split(|c: char| c.is_whitespace() || "()<>\"',;!?[]{}".contains(c)).any(|token| {
        let host = token.split(['/', '?', '#']).next().unwrap_or("").trim_end_matches('.');
        let Some((name, tld)) = host.rsplit_once('.') else { return false };
        // A capital after the dot starts a sentence; domains are written in lower case.
        if tld.starts_with(|c: char| c.is_uppercase()) && !token.contains('/') {
            return false;
        }
        let tld = tld.to_lowercase();
        !name.is_empty()
            && name.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '.')
            && name.chars().any(|c| c.is_alphabetic())
            && (tld.starts_with("xn--") || TLDS.contains(&tld.as_str()))
    })
}

/// The admin's blocklist from what they typed: trimmed, lowercased, deduplicated, bounded.
pub fn check_blocklist(words: &[String]) -> Result<Vec<String>, String> {
    let mut out: Vec<String> = Vec::new();
    for word in words {
        let word = word.trim().to_lowercase();
        if word.is_empty() {
            continue;
        }
        if word.chars().count() > MAX_BLOCKLIST_WORD {
            return Err(format!("Blocklist words can be at most {MAX_BLOCKLIST_WORD} characters: \"{word}\" is longer."));
        }
        if !out.contains(&word) {
            out.push(word);
        }
    }
    if out.len() > MAX_BLOCKLIST_WORDS {
        return Err(format!("The blocklist can hold at most {MAX_BLOCKLIST_WORDS} words."));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drafts_need_both_fields_and_fit_their_limits() {
        assert_eq!(check_draft("  ", "hi", false).unwrap_err(), "Please enter both your name and comment.");
        assert_eq!(check_draft("Ama", " \n ", true).unwrap_err(), "Please enter both your name and reply.");
        assert_eq!(check_draft(&"a".repeat(61), "hi", false).unwrap_err(), "Names can be at most 60 characters.");
        assert_eq!(
            check_draft("Ama", &"a".repeat(2001), false).unwrap_err(),
            "Comments can be at most 2000 characters."
        );
        assert!(check_draft("Ama", &"a".repeat(2000), false).is_ok());
        let draft = check_draft(" Ama ", "<b>hi</b>", false).unwrap();
        assert_eq!(draft, Draft { name: "Ama".into(), content: "&lt;b&gt;hi&lt;/b&gt;".into() });
    }

    #[test]
    fn links_are_found_with_or_without_a_scheme() {
        for spam in [
            "see https://x.example",
            "visit www.cheap.example",
            "buy at cheap-seeds.shop today",
            "go to seeds.com/deal",
            "(bestprice.ru)",
            "ftp://files",
            "deals at cheapseeds.icu now",
            "grow.sbs",
            "seeds.ai/free",
            "buy.xn--p1ai",
            "Deals at CheapSeeds.Shop/now",
        ] {
            assert!(has_link(spam), "{spam}");
        }
        for fine in [
            "pH 6.5 is ideal",
            "e.g. beans",
            "I grew 3.5 lbs",
            "end of sentence. Next one",
            "Mr.Green says hi",
            "Great harvest.So happy",
            "watered it.no change",
            "tomatoes.my kids loved them",
            "my garden.today was sunny",
        ] {
            assert!(!has_link(fine), "{fine}");
        }
    }

    #[test]
    fn links_and_blocklisted_words_hold_a_comment() {
        let blocklist = vec!["casino".to_string(), "free money".to_string()];
        assert_eq!(hold_reason("Ama", "my beans are up!", &blocklist), None);
        assert_eq!(hold_reason("Ama", "tips at https://spam.example", &blocklist).as_deref(), Some("link"));
        assert_eq!(hold_reason("Ama", "Best CASINO, ever!", &blocklist).as_deref(), Some("blocklist: casino"));
        assert_eq!(hold_reason("Ama", "get FREE-money now", &blocklist).as_deref(), Some("blocklist: free money"));
        assert_eq!(hold_reason("casino king", "hello", &blocklist).as_deref(), Some("blocklist: casino"), "names count");
        assert_eq!(hold_reason("Ama", "casinos", &blocklist), None, "whole words only");
        // Stored text is escaped; the rules read what the visitor wrote.
        assert_eq!(hold_reason("Ama", "&lt;a href=&quot;http://x.example&quot;&gt;", &[]).as_deref(), Some("link"));
    }

    #[test]
    fn blocklists_are_cleaned_and_bounded() {
        let words = check_blocklist(&[" Casino ".into(), "casino".into(), "".into(), "Free Money".into()]).unwrap();
        assert_eq!(words, vec!["casino", "free money"]);
        assert!(check_blocklist(&["x".repeat(41)]).unwrap_err().contains("at most 40"));
        assert!(check_blocklist(&(0..501).map(|n| format!("w{n}")).collect::<Vec<_>>()).is_err());
    }

    #[test]
    fn only_the_author_edits_and_only_for_15_minutes() {
        let c = Comment {
            id: 1,
            thread: THREADS[0].into(),
            day: "2026-11-23".into(),
            parent_id: None,
            name: "Ama".into(),
            content: "hi".into(),
            created_at: 1000,
            edited_at: None,
            likes: 0,
            status: Status::Visible,
            reason: None,
            author: "me".into(),
            address: "a".into(),
        };
        assert!(c.editable_by("me", 1000 + 899));
        assert!(!c.editable_by("me", 1000 + 900));
        assert!(!c.editable_by("you", 1001));
    }
}
