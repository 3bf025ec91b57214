//! The embedded default content (`seed/` at the top of the repository) and how it is applied:
//! idempotently, by stable keys, never overwriting what an admin edited unless forced.

use std::fmt;

use rust_embed::Embed;

use serde::Deserialize;

use crate::catalog::model::{Product, ProductForm};
use crate::catalog::store as catalog;
use crate::control::Report;
use crate::db::{Db, DbError, DbResult, meta, now_unix};
use crate::site::{self, SiteSettings};
use crate::blog::model::{Post, PostForm};
use crate::community::model::{GameLink, Programs, Resource, Video};
use crate::community::store::Listed;

/// The seed data, inside the binary. The assistant's tuning, blind, labelled and measuring
/// evaluation sets stay out (only `cargo xtask eval-assistant` reads them, from disk); the held-out test set is in,
/// since the Training Center's assessment uses it.
#[derive(Embed)]
#[folder = "seed/"]
#[exclude = "eval/tuning.json"]
#[exclude = "eval/blind-*.json"]
#[exclude = "eval/paraphrases*.json"]
#[exclude = "eval/README.md"]
#[exclude = "eval/hard-off-topic.json"]
#[exclude = "eval/topicality/*"]
struct SeedFiles;

const SEEDED_AT_KEY: &str = "seeded_at";
const SEED_REVISION_KEY: &str = "seed_revision";

/// A fingerprint of the embedded seed: a new release with new seed content has a new one.
pub fn revision() -> String {
    use sha2::{Digest, Sha256};
    let mut names: Vec<_> = SeedFiles::iter().collect();
    names.sort();
    let mut hash = Sha256::new();
    for name in names {
        hash.update(name.as_bytes());
        if let Some(file) = SeedFiles::get(&name) {
            hash.update(file.data.as_ref());
        }
    }
    hash.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The embedded `seed/site.json`.
pub fn site_settings() -> Result<SiteSettings, serde_json::Error> {
    let file = SeedFiles::get("site.json").map(|f| f.data).unwrap_or_default();
    serde_json::from_slice(&file)
}

/// Whether `seed/guides/<slug>.md` exists.
pub fn has_guide(slug: &str) -> bool {
    SeedFiles::get(&format!("guides/{slug}.md")).is_some()
}

/// The assistant's knowledge base: every `seed/knowledge/<slug>.md` as (slug, Markdown).
pub fn knowledge_files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = SeedFiles::iter()
        .filter_map(|name| {
            let slug = name.strip_prefix("knowledge/")?.strip_suffix(".md")?.to_string();
            let text = String::from_utf8(SeedFiles::get(&name)?.data.into_owned()).ok()?;
            Some((slug, text))
        })
        .collect();
    files.sort();
    files
}

/// The assistant's word lists, `seed/knowledge/words.txt` (empty if missing).
pub fn knowledge_words() -> String {
    text_file("knowledge/words.txt")
}

/// Example questions for the knowledge base's sections, `seed/knowledge/examples.txt` (empty if missing).
pub fn knowledge_examples() -> String {
    text_file("knowledge/examples.txt")
}

/// The assistant's trained on/off-topic model, `seed/knowledge/topicality.txt` (empty if missing).
pub fn topicality() -> String {
    text_file("knowledge/topicality.txt")
}

/// An embedded text file, empty if it is missing or not UTF-8.
fn text_file(name: &str) -> String {
    SeedFiles::get(name).and_then(|f| String::from_utf8(f.data.into_owned()).ok()).unwrap_or_default()
}

/// The embedded `seed/persona.json`.
pub fn persona() -> Result<crate::assistant::persona::Persona, String> {
    let file = SeedFiles::get("persona.json").ok_or("seed/persona.json is missing")?;
    serde_json::from_slice::<crate::assistant::persona::Persona>(&file.data)
        .map_err(|e| format!("seed/persona.json: {e}"))?
        .validate()
}

/// An embedded JSON file of `seed/` (evaluation sets, training tasks), parsed.
pub fn json<T: serde::de::DeserializeOwned>(path: &str) -> Result<T, String> {
    let file = SeedFiles::get(path).ok_or_else(|| format!("seed/{path} is missing"))?;
    serde_json::from_slice(&file.data).map_err(|e| format!("seed/{path}: {e}"))
}

/// A seeded free guide's Markdown (`seed/guides/<slug>.md`), if there is one.
pub fn guide_markdown(slug: &str) -> Option<String> {
    if !is_slug(slug) {
        return None;
    }
    let file = SeedFiles::get(&format!("guides/{slug}.md"))?;
    String::from_utf8(file.data.into_owned()).ok()
}

/// The outline of the seeded course `id` (`seed/courses/<id>/course.json`).
pub fn course(id: &str) -> Option<crate::courses::CourseOutline> {
    if !is_slug(id) {
        return None;
    }
    let file = SeedFiles::get(&format!("courses/{id}/course.json"))?;
    serde_json::from_slice(&file.data).ok()
}

/// A lesson's Markdown (`seed/courses/<course>/lessons/<lesson>.md`).
pub fn lesson_markdown(course: &str, lesson: &str) -> Option<String> {
    if !is_slug(course) || !is_slug(lesson) {
        return None;
    }
    let file = SeedFiles::get(&format!("courses/{course}/lessons/{lesson}.md"))?;
    String::from_utf8(file.data.into_owned()).ok()
}

fn is_slug(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// `seed/catalog.json`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeedCatalog {
    pub categories: Vec<SeedCategory>,
    pub products: Vec<SeedProduct>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeedCategory {
    pub slug: String,
    pub name: String,
    pub description: String,
}

// NOTE: serde cannot deny unknown fields together with `flatten`; the seed's test checks it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeedProduct {
    pub slug: String,
    #[serde(flatten)]
    pub form: ProductForm,
    pub image_url: Option<String>,
}

/// Why the seed could not be applied.
#[derive(Debug, thiserror::Error)]
pub enum SeedError {
    /// The embedded seed itself is wrong (caught by the seed's own tests).
    #[error("the embedded seed is invalid: {0}")]
    Invalid(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<serde_json::Error> for SeedError {
    fn from(e: serde_json::Error) -> Self {
        SeedError::Invalid(e.to_string())
    }
}

pub fn catalog() -> Result<SeedCatalog, SeedError> {
    let file = SeedFiles::get("catalog.json").ok_or_else(|| SeedError::Invalid("seed/catalog.json is missing".into()))?;
    Ok(serde_json::from_slice(&file.data)?)
}

/// The Community Griot hub's seed: blog posts, videos, resources, game links and the
/// Programs page, each checked as an admin's edit would be.
pub struct SeedHub {
    pub posts: Vec<Post>,
    pub videos: Vec<Video>,
    pub resources: Vec<Resource>,
    pub game_links: Vec<GameLink>,
    pub programs: Programs,
}

impl SeedHub {
    fn len(&self) -> usize {
        self.posts.len() + self.videos.len() + self.resources.len() + self.game_links.len() + 1
    }
}

pub fn hub() -> Result<SeedHub, SeedError> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct SeedPost {
        slug: String,
        title: String,
        content: String,
        tips: Vec<String>,
        #[serde(default)]
        date: Option<String>,
    }
    let posts = json::<Vec<SeedPost>>("blog/posts.json")
        .map_err(SeedError::Invalid)?
        .into_iter()
        .map(|p| {
            let form = PostForm { title: p.title, content: p.content, tips: p.tips, date: p.date };
            let post = form.validate().map_err(|e| SeedError::Invalid(format!("blog post {}: {e}", p.slug)))?;
            if !is_slug(&p.slug) {
                return Err(SeedError::Invalid(format!("blog post {:?}: the slug must be lower-case letters, digits and dashes", p.slug)));
            }
            Ok(Post { slug: p.slug, ..post })
        })
        .collect::<Result<Vec<_>, _>>()?;
    fn checked<T: Listed + serde::de::DeserializeOwned>(path: &str) -> Result<Vec<T>, SeedError> {
        json::<Vec<T>>(path)
            .map_err(SeedError::Invalid)?
            .into_iter()
            .map(|item| item.validate().map_err(|e| SeedError::Invalid(format!("{path}: {e}"))))
            .collect()
    }
    let programs = json::<Programs>("community/programs.json")
        .map_err(SeedError::Invalid)?
        .validate()
        .map_err(|e| SeedError::Invalid(format!("community/programs.json: {e}")))?;
    Ok(SeedHub {
        posts,
        videos: checked("community/videos.json")?,
        resources: checked("community/resources.json")?,
        game_links: checked("community/game-links.json")?,
        programs,
    })
}

/// The grant programs of `seed/grants/programs.json`, checked.
pub fn grant_programs() -> Result<Vec<crate::grants::model::Program>, SeedError> {
    #[derive(Deserialize)]
    struct File {
        programs: Vec<crate::grants::model::Program>,
    }
    let file: File = json("grants/programs.json").map_err(SeedError::Invalid)?;
    file.programs
        .into_iter()
        .map(|p| {
            let p = crate::grants::model::Program { source: "seed".into(), ..p };
            p.check().map_err(|e| SeedError::Invalid(format!("grant program {}: {e}", p.id)))?;
            Ok(p)
        })
        .collect()
}

/// Turns a seed product into a product record (id and timestamps are set by the store).
fn seed_product(p: SeedProduct) -> Result<Product, SeedError> {
    let slug = p.slug.clone();
    let image_url = p.image_url.clone();
    let v = p.form.validate().map_err(|e| SeedError::Invalid(format!("product {slug}: {e}")))?;
    Ok(Product {
        id: 0,
        slug,
        name: v.name,
        description: v.description,
        category: v.category,
        status: v.status,
        featured: v.featured,
        price: v.price,
        payment_type: v.payment_type,
        external_link: v.external_link,
        image_url,
        inventory: v.inventory,
        sort_order: v.sort_order,
        file: None,
        created_at: 0,
        updated_at: 0,
        admin_edited: false,
    })
}

/// What seeding did with one record.
#[derive(Debug, PartialEq, Eq)]
pub enum SeedOutcome {
    Created,
    Updated,
    Unchanged,
    /// An admin edited the record; it was left alone.
    KeptAdminEdit,
}

/// What one `apply` did, counted per record.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct SeedSummary {
    pub created: u32,
    pub updated: u32,
    pub unchanged: u32,
    pub kept: u32,
}

impl fmt::Display for SeedSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seed applied: {} created, {} updated, {} unchanged, {} kept (edited by an admin)",
            self.created, self.updated, self.unchanged, self.kept
        )
    }
}

/// Applies every part of the seed. `report` hears about each record.
pub fn apply(db: &Db, force: bool, report: &dyn Report) -> Result<SeedSummary, SeedError> {
    let catalog = catalog()?;
    let hub = hub()?;
    let grants = grant_programs()?;
    let total = 1 + catalog.categories.len() + catalog.products.len() + hub.len() + grants.len();
    let mut summary = SeedSummary::default();
    let mut done = 0;
    let mut step = |label: &str, outcome: SeedOutcome, summary: &mut SeedSummary| {
        match outcome {
            SeedOutcome::Created => summary.created += 1,
            SeedOutcome::Updated => summary.updated += 1,
            SeedOutcome::Unchanged => summary.unchanged += 1,
            SeedOutcome::KeptAdminEdit => summary.kept += 1,
        }
        done += 1;
        report.progress(done as u64, total as u64, label);
    };

    step("site settings", site::store::apply_seed(db, &site_settings()?, force)?, &mut summary);
    for c in &catalog.categories {
        let outcome = catalog::seed_category(db, &c.slug, &c.name, &c.description, force)?;
        step(&format!("category {}", c.slug), outcome, &mut summary);
    }
    let seed_slug_of: std::collections::HashMap<String, String> =
        catalog.categories.iter().map(|c| (c.name.clone(), c.slug.clone())).collect();
    for mut p in catalog.products {
        let label = format!("product {}", p.slug);
        // Follow an admin's rename of a seeded category instead of reviving the old name.
        if let Some(slug) = seed_slug_of.get(&p.form.category)
            && let Some(current) = catalog::category_name_by_slug(db, slug)?
        {
            p.form.category = current;
        }
        let outcome = catalog::seed_product(db, seed_product(p)?, force)?;
        step(&label, outcome, &mut summary);
    }
    for post in hub.posts {
        let label = format!("blog post {}", post.slug);
        let outcome = crate::blog::store::apply_seed(db, post, force)?;
        step(&label, outcome, &mut summary);
    }
    for video in hub.videos {
        let outcome = Video::RECORDS.apply_seed(db, &video.seed_key(), video, force)?;
        step("video", outcome, &mut summary);
    }
    for resource in hub.resources {
        let label = format!("resource {}", resource.title);
        let outcome = Resource::RECORDS.apply_seed(db, &resource.seed_key(), resource, force)?;
        step(&label, outcome, &mut summary);
    }
    for game in hub.game_links {
        let label = format!("game link {}", game.title);
        let outcome = GameLink::RECORDS.apply_seed(db, &game.seed_key(), game, force)?;
        step(&label, outcome, &mut summary);
    }
    step("programs page", crate::community::store::apply_programs_seed(db, &hub.programs, force)?, &mut summary);
    for program in grants {
        let label = format!("grant program {}", program.id);
        let outcome = crate::grants::store::PROGRAMS.apply_seed(db, &program.id.clone(), program, force)?;
        step(&label, outcome, &mut summary);
    }
    meta::set(db, SEEDED_AT_KEY, &now_unix())?;
    meta::set(db, SEED_REVISION_KEY, &revision())?;
    Ok(summary)
}

/// Whether this binary's seed has been applied to the database. `serve` applies it (keeping
/// admin edits) when not, so an upgrade brings new seed content such as new products.
pub fn is_current(db: &Db) -> DbResult<bool> {
    Ok(meta::get::<String>(db, SEED_REVISION_KEY)?.as_deref() == Some(revision().as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::model::Status;

    #[test]
    fn the_catalog_seed_is_valid_and_complete() {
        let catalog = catalog().unwrap();
        let names: Vec<&str> = catalog.categories.iter().map(|c| c.name.as_str()).collect();
        let mut slugs = std::collections::HashSet::new();
        for p in catalog.products {
            assert!(names.contains(&p.form.category.as_str()), "{} has a seeded category", p.slug);
            assert!(slugs.insert(p.slug.clone()), "{} is unique", p.slug);
            let product = seed_product(p).unwrap();
            if product.status == Status::Active && product.payment_type == crate::catalog::model::PaymentType::FreeDownload {
                let guide = guide_markdown(&product.slug).unwrap_or_else(|| panic!("{} has a guide", product.slug));
                assert!(guide.split_whitespace().count() >= 1200, "{} is a real guide", product.slug);
            }
        }
        for slug in ["seeds-of-change", "sustainable-food", "growing-minds", "cooperative-living"] {
            assert!(slugs.contains(slug), "{slug} is seeded");
        }
    }

    #[test]
    fn the_seeded_course_has_a_product_and_real_lessons() {
        let course = course("premium-farming-course").expect("course.json parses");
        let catalog = catalog().unwrap();
        assert!(catalog.products.iter().any(|p| p.slug == course.id), "the course is sold in the store");
        assert!(course.lessons.len() >= 8);
        for lesson in &course.lessons {
            let text = lesson_markdown(&course.id, &lesson.slug).unwrap_or_else(|| panic!("{} has a lesson file", lesson.slug));
            assert!(text.split_whitespace().count() >= 800, "{} is a real lesson", lesson.slug);
        }
        assert!(super::course("../catalog").is_none());
    }

    #[test]
    fn guide_names_cannot_escape_the_folder() {
        assert!(guide_markdown("../site").is_none());
        assert!(guide_markdown("seeds-of-change").is_some());
    }
}
