//! A blog post and the admin's form for one.

use serde::{Deserialize, Serialize};

use crate::web::dates;

/// A post as stored. `slug` is set when the post is created and never changes, so links to
/// it keep working when an admin retitles it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Post {
    pub slug: String,
    pub title: String,
    /// Plain text; paragraphs are separated by a blank line.
    pub content: String,
    pub tips: Vec<String>,
    /// `YYYY-MM-DD`: the post is that day's post. Undated posts take turns.
    #[serde(default)]
    pub date: Option<String>,
}

/// `POST`/`PUT /api/admin/blog-posts`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PostForm {
    pub title: String,
    pub content: String,
    #[serde(default)]
    pub tips: Vec<String>,
    #[serde(default)]
    pub date: Option<String>,
}

pub const MAX_TITLE: usize = 200;
pub const MAX_CONTENT: usize = 20_000;
pub const MAX_TIPS: usize = 10;
pub const MAX_TIP: usize = 300;

impl PostForm {
    /// The post this form describes (with an empty slug, set by the caller), or a message
    /// naming the first wrong field.
    pub fn validate(self) -> Result<Post, String> {
        let title = self.title.trim().to_string();
        let content = self.content.trim().to_string();
        if title.is_empty() {
            return Err("The title is required.".into());
        }
        if title.chars().count() > MAX_TITLE {
            return Err(format!("The title can have at most {MAX_TITLE} characters."));
        }
        if content.is_empty() {
            return Err("The content is required.".into());
        }
        if content.chars().count() > MAX_CONTENT {
            return Err(format!("The content can have at most {MAX_CONTENT} characters."));
        }
        let tips: Vec<String> = self.tips.iter().map(|t| t.trim().to_string()).filter(|t| !t.is_empty()).collect();
        if tips.len() > MAX_TIPS {
            return Err(format!("A post can have at most {MAX_TIPS} tips."));
        }
        if tips.iter().any(|t| t.chars().count() > MAX_TIP) {
            return Err(format!("Each tip can have at most {MAX_TIP} characters."));
        }
        let date = match self.date.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(raw) => Some(dates::ymd(
                dates::parse_ymd(raw).ok_or_else(|| format!("The date {raw:?} is not a real date in the form YYYY-MM-DD."))?,
            )),
        };
        Ok(Post { slug: String::new(), title, content, tips, date })
    }
}

/// A URL-safe slug from a title ("Mulch Before the Heat!" → "mulch-before-the-heat").
pub fn slugify(title: &str) -> String {
    let mut slug = String::new();
    for c in title.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
        if slug.len() >= 60 {
            break;
        }
    }
    let slug = slug.trim_end_matches('-').to_string();
    if slug.is_empty() { "post".into() } else { slug }
}

/// A slug not yet in `taken`: the title's, then with -2, -3….
pub fn unique_slug(title: &str, taken: &[&str]) -> String {
    let base = slugify(title);
    let mut candidate = base.clone();
    let mut n = 2;
    while taken.contains(&candidate.as_str()) {
        candidate = format!("{base}-{n}");
        n += 1;
    }
    candidate
}

/// Two posts cannot share a slug or a date.
pub fn clash(new: &Post, stored: &Post) -> Option<String> {
    if new.date.is_some() && new.date == stored.date {
        return Some(format!(
            "\"{}\" is already the post of {}; a day has one post.",
            stored.title,
            new.date.as_deref().unwrap_or_default()
        ));
    }
    (new.slug == stored.slug).then(|| format!("Another post already has the address {}.", new.slug))
}

/// An edit keeps the post's slug.
pub fn keep_slug(stored: &Post, mut edited: Post) -> Post {
    edited.slug = stored.slug.clone();
    edited
}

/// The first words of a post, for lists.
pub fn excerpt(content: &str) -> String {
    let first = content.split("\n\n").next().unwrap_or_default().trim();
    if first.chars().count() <= 160 {
        return first.to_string();
    }
    let cut: String = first.chars().take(160).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{}…", cut.trim_end_matches([',', ';', ':', '.']))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(title: &str, content: &str, date: Option<&str>) -> PostForm {
        PostForm { title: title.into(), content: content.into(), tips: vec![" one ".into(), "".into()], date: date.map(Into::into) }
    }

    #[test]
    fn a_form_is_trimmed_and_checked_field_by_field() {
        let post = form("  Mulch now ", " Text ", Some("2026-11-30")).validate().unwrap();
        assert_eq!((post.title.as_str(), post.content.as_str(), post.tips.as_slice()), ("Mulch now", "Text", &["one".to_string()][..]));
        assert_eq!(post.date.as_deref(), Some("2026-11-30"));
        assert_eq!(form("T", "C", Some(" ")).validate().unwrap().date, None);
        for (bad, expected) in [
            (form(" ", "C", None), "title is required"),
            (form("T", "  ", None), "content is required"),
            (form("T", "C", Some("2026-02-30")), "not a real date"),
            (form(&"t".repeat(201), "C", None), "at most 200"),
            (PostForm { tips: vec!["x".into(); 11], ..form("T", "C", None) }, "at most 10 tips"),
        ] {
            let err = bad.validate().unwrap_err();
            assert!(err.contains(expected), "{err}");
        }
    }

    #[test]
    fn slugs_are_url_safe_and_unique() {
        assert_eq!(slugify("Mulch Before the Heat!"), "mulch-before-the-heat");
        assert_eq!(slugify("  <script>alert(1)</script> "), "script-alert-1-script");
        assert_eq!(slugify("¿¡!"), "post");
        assert_eq!(unique_slug("Garlic", &["garlic", "garlic-2"]), "garlic-3");
    }

    #[test]
    fn a_day_has_one_post_and_an_address_one_post() {
        let post = |slug: &str, date: Option<&str>| Post {
            slug: slug.into(),
            title: slug.into(),
            content: "c".into(),
            tips: vec![],
            date: date.map(Into::into),
        };
        assert!(clash(&post("a", Some("2026-01-01")), &post("b", Some("2026-01-01"))).is_some());
        assert!(clash(&post("a", None), &post("b", None)).is_none());
        assert!(clash(&post("a", None), &post("a", None)).is_some());
    }

    #[test]
    fn excerpts_end_on_a_word() {
        assert_eq!(excerpt("Short first.\n\nSecond."), "Short first.");
        let long = excerpt(&"word ".repeat(60));
        assert!(long.ends_with("word…") && long.chars().count() <= 161, "{long}");
    }
}
