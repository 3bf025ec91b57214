//! Topic files: a small front matter (title, area, feature, keywords), an intro, and one
//! passage per `## ` section, turned into plain sentences. A section may start with an
//! `Asked as:` line of other ways growers ask its question; it is searched like the heading
//! and never quoted. A `Points to:` line names the site feature that helps with that section
//! when it differs from the topic's (the planting-time section of a crop points to the plan).

use std::collections::HashMap;

use super::{Feature, Topic};

/// One section of a topic file.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// None for the intro.
    pub heading: Option<String>,
    /// Other ways of asking the heading's question, from the `Asked as:` line.
    pub asked_as: String,
    /// The feature this section points to instead of its topic's, from `Points to:`.
    pub feature: Option<Feature>,
    /// Plain sentences.
    pub text: String,
}

/// Splits a topic file into its front matter and passages (intro, then each `## ` section).
pub fn parse(slug: &str, markdown: &str) -> Result<(Topic, Vec<Section>), String> {
    let rest = markdown.trim_start().strip_prefix("---").ok_or("missing front matter (---)")?;
    let (front, body) = rest.split_once("\n---").ok_or("front matter is not closed with ---")?;
    let mut fields: HashMap<&str, &str> = HashMap::new();
    for line in front.lines().filter(|l| !l.trim().is_empty()) {
        let (key, value) = line.split_once(':').ok_or_else(|| format!("front matter line without a colon: {line}"))?;
        fields.insert(key.trim(), value.trim());
    }
    let field = |name: &str| {
        fields.get(name).copied().filter(|v| !v.is_empty()).ok_or_else(|| format!("front matter needs {name}"))
    };
    let feature_text = field("feature")?;
    let topic = Topic {
        slug: slug.to_string(),
        title: field("title")?.to_string(),
        area: field("area")?.to_string(),
        feature: Feature::parse(feature_text).ok_or_else(|| format!("unknown feature {feature_text}"))?,
        keywords: fields
            .get("keywords")
            .map(|k| k.split(',').map(|w| w.trim().to_lowercase()).filter(|w| !w.is_empty()).collect())
            .unwrap_or_default(),
    };
    let mut sections = Vec::new();
    let mut heading: Option<String> = None;
    let mut asked_as = String::new();
    let mut feature: Option<Feature> = None;
    let mut text = String::new();
    let body = body.trim_start_matches(['-', '\n', '\r']);
    for line in body.lines() {
        if let Some(h) = line.strip_prefix("## ") {
            if !text.trim().is_empty() {
                sections.push(Section {
                    heading: heading.take(),
                    asked_as: asked_as.clone(),
                    feature: feature.take(),
                    text: plain(&text),
                });
            }
            heading = Some(h.trim().to_string());
            asked_as.clear();
            feature = None;
            text.clear();
        } else if let Some(ways) = line.strip_prefix("Asked as:") {
            asked_as.push_str(ways.trim());
            asked_as.push(' ');
        } else if let Some(name) = line.strip_prefix("Points to:") {
            let name = name.trim();
            feature = Some(Feature::parse(name).ok_or_else(|| format!("unknown feature {name} in Points to"))?);
        } else if !line.starts_with("# ") {
            text.push_str(line);
            text.push('\n');
        }
    }
    if !text.trim().is_empty() {
        sections.push(Section { heading, asked_as, feature, text: plain(&text) });
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
