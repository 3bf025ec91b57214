//! The hub's admin-managed content: videos, resources, outside game links and the Programs
//! page, plus the seeded Smart Farming Intelligence cards. Every link must be http(s).

use serde::{Deserialize, Serialize};

use crate::site::is_web_url;

/// A Daily Farm Wisdom video.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Video {
    pub title: String,
    pub url: String,
    #[serde(default)]
    pub description: String,
}

/// A Community Resources link.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Resource {
    pub title: String,
    pub url: String,
    #[serde(default)]
    pub description: String,
    #[serde(rename = "type")]
    pub kind: ResourceType,
}

/// The six type tags of seed 001 §2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ResourceType {
    Funding,
    Land,
    Seeds,
    Education,
    Market,
    Mentorship,
}

/// An outside game of the Interactive Farm Games card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameLink {
    pub title: String,
    pub url: String,
    #[serde(default)]
    pub description: String,
}

/// The /programs page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Programs {
    pub intro: String,
    pub programs: Vec<Program>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Program {
    pub title: String,
    pub body: String,
}

/// A Smart Farming Intelligence card (seed content).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Insight {
    pub title: String,
    pub body: String,
    #[serde(default)]
    pub link: Option<String>,
    #[serde(default)]
    pub link_label: Option<String>,
}

/// Trims `value` and checks it is present (when `required`) and short enough.
fn text(name: &str, value: &str, max: usize, required: bool) -> Result<String, String> {
    let value = value.trim();
    if required && value.is_empty() {
        return Err(format!("The {name} is required."));
    }
    if value.chars().count() > max {
        return Err(format!("The {name} can have at most {max} characters."));
    }
    Ok(value.to_string())
}

/// A web link: only http and https, so `javascript:` and `data:` never reach a page.
fn link(name: &str, value: &str) -> Result<String, String> {
    let value = text(name, value, 500, true)?;
    if !is_web_url(&value) {
        return Err(format!("The {name} must be a web address starting with https:// or http://."));
    }
    Ok(value)
}

impl Video {
    pub fn validate(self) -> Result<Video, String> {
        Ok(Video {
            title: text("title", &self.title, 200, true)?,
            url: link("video link", &self.url)?,
            description: text("description", &self.description, 1000, false)?,
        })
    }

    /// A privacy-friendly embed address for a YouTube link (youtube-nocookie), else `None`.
    pub fn embed_url(&self) -> Option<String> {
        youtube_id(&self.url).map(|id| format!("https://www.youtube-nocookie.com/embed/{id}"))
    }
}

/// The video id of a YouTube watch, short, shorts, embed or live link.
pub fn youtube_id(url: &str) -> Option<String> {
    let rest = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"))?;
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    let host = host.strip_prefix("www.").or_else(|| host.strip_prefix("m.")).unwrap_or(host);
    let id = match host {
        "youtu.be" => path.split(['?', '#', '/']).next()?,
        "youtube.com" | "youtube-nocookie.com" => {
            if let Some(query) = path.strip_prefix("watch?") {
                query.split(['&', '#']).find_map(|pair| pair.strip_prefix("v="))?
            } else {
                let (kind, tail) = path.split_once('/')?;
                if !matches!(kind, "shorts" | "embed" | "live") {
                    return None;
                }
                tail.split(['?', '#', '/']).next()?
            }
        }
        _ => return None,
    };
    let valid = id.len() == 11 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    valid.then(|| id.to_string())
}

impl Resource {
    pub fn validate(self) -> Result<Resource, String> {
        Ok(Resource {
            title: text("title", &self.title, 200, true)?,
            url: link("link", &self.url)?,
            description: text("description", &self.description, 1000, false)?,
            kind: self.kind,
        })
    }
}

impl GameLink {
    pub fn validate(self) -> Result<GameLink, String> {
        Ok(GameLink {
            title: text("title", &self.title, 200, true)?,
            url: link("game link", &self.url)?,
            description: text("description", &self.description, 1000, false)?,
        })
    }
}

impl Programs {
    pub fn validate(self) -> Result<Programs, String> {
        if self.programs.len() > 20 {
            return Err("The page can list at most 20 programs.".into());
        }
        let programs = self
            .programs
            .into_iter()
            .map(|p| Ok(Program { title: text("program title", &p.title, 200, true)?, body: text("program text", &p.body, 10_000, true)? }))
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Programs { intro: text("introduction", &self.intro, 5000, false)?, programs })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_web_links_are_accepted() {
        for bad in ["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://x.org", "//x.org", "https://", " "] {
            let video = Video { title: "T".into(), url: bad.into(), description: String::new() };
            assert!(video.validate().is_err(), "{bad:?}");
        }
        let ok = GameLink { title: " Game ".into(), url: " https://scijinks.gov/games/ ".into(), description: String::new() };
        assert_eq!(ok.validate().unwrap().url, "https://scijinks.gov/games/");
        let untitled = Resource { title: "".into(), url: "https://x.org".into(), description: String::new(), kind: ResourceType::Land };
        assert_eq!(untitled.validate().unwrap_err(), "The title is required.");
    }

    #[test]
    fn youtube_links_become_nocookie_embeds() {
        for url in [
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ#t=1",
            "https://youtu.be/dQw4w9WgXcQ?si=abc",
            "https://m.youtube.com/shorts/dQw4w9WgXcQ",
            "https://www.youtube.com/embed/dQw4w9WgXcQ",
        ] {
            assert_eq!(youtube_id(url).as_deref(), Some("dQw4w9WgXcQ"), "{url}");
        }
        for url in ["https://vimeo.com/123", "https://www.youtube.com/@channel", "https://youtu.be/short", "https://evil.com/watch?v=dQw4w9WgXcQ"] {
            assert_eq!(youtube_id(url), None, "{url}");
        }
        let video = Video { title: "T".into(), url: "https://youtu.be/dQw4w9WgXcQ".into(), description: String::new() };
        assert_eq!(video.embed_url().as_deref(), Some("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"));
    }

    #[test]
    fn programs_are_checked_row_by_row() {
        let page = Programs { intro: "Hi".into(), programs: vec![Program { title: "Workshops".into(), body: "".into() }] };
        assert_eq!(page.validate().unwrap_err(), "The program text is required.");
    }
}
