//! A buyer's progress through a course, stored against their order, and the certificate that
//! finishing every lesson earns. A certificate is issued once, to the name given then, and is
//! verified by anyone from its code.

use serde::{Deserialize, Serialize};

use crate::db::tables::{CERTIFICATES, COURSE_PROGRESS};
use crate::db::{Db, DbResult, key};

/// The characters of a certificate code: no 0/O or 1/I/L, so a code read off paper is typed right.
const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Three groups of four: 31^12 ≈ 8·10^17 codes, so guessing one is hopeless.
const CODE_GROUPS: usize = 3;
const NAME_MAX: usize = 80;

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// Slugs of the lessons marked done.
    pub done: Vec<String>,
    pub certificate: Option<String>,
    pub updated_at: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Certificate {
    pub code: String,
    pub order_id: u64,
    pub course_id: String,
    pub course_title: String,
    pub name: String,
    pub issued_at: i64,
}

/// Why a certificate was not issued.
#[derive(Debug, PartialEq)]
pub enum NotYet {
    /// Lessons done, lessons in the course.
    Unfinished(usize, usize),
}

/// The order's progress (empty when nothing is marked yet).
pub fn get(db: &Db, order_id: u64) -> DbResult<Progress> {
    let tx = db.begin_read()?;
    Ok(COURSE_PROGRESS.read(&tx)?.get(&key::id(order_id))?.unwrap_or_default())
}

/// Marks one lesson done or not done. `lessons` is the course's outline, so progress keeps
/// its order and forgets lessons the course no longer has.
pub fn mark(db: &Db, order_id: u64, lessons: &[String], slug: &str, done: bool, now: i64) -> DbResult<Progress> {
    let tx = db.begin_write()?;
    let progress = {
        let mut table = COURSE_PROGRESS.write(&tx)?;
        let mut progress: Progress = table.get(&key::id(order_id))?.unwrap_or_default();
        let was_done = |l: &String| progress.done.contains(l) && l != slug;
        progress.done = lessons.iter().filter(|l| was_done(l) || (done && *l == slug)).cloned().collect();
        progress.updated_at = now;
        table.put(&key::id(order_id), &progress)?;
        progress
    };
    tx.commit()?;
    Ok(progress)
}

/// Issues the order's certificate once every lesson is done; a second call returns the first
/// certificate unchanged, whatever name it is given.
pub fn issue(
    db: &Db,
    order_id: u64,
    course: (&str, &str),
    lessons: &[String],
    name: &str,
    now: i64,
) -> DbResult<Result<(Certificate, bool), NotYet>> {
    let tx = db.begin_write()?;
    let issued = {
        let mut table = COURSE_PROGRESS.write(&tx)?;
        let mut certificates = CERTIFICATES.write(&tx)?;
        let mut progress: Progress = table.get(&key::id(order_id))?.unwrap_or_default();
        if let Some(code) = &progress.certificate
            && let Some(existing) = certificates.get::<Certificate>(code.as_bytes())?
        {
            return Ok(Ok((existing, false)));
        }
        let done = lessons.iter().filter(|l| progress.done.contains(l)).count();
        if done < lessons.len() {
            return Ok(Err(NotYet::Unfinished(done, lessons.len())));
        }
        let code = loop {
            let code = new_code();
            if certificates.get::<Certificate>(code.as_bytes())?.is_none() {
                break code;
            }
        };
        let (course_id, course_title) = course;
        let certificate = Certificate {
            code: code.clone(),
            order_id,
            course_id: course_id.to_string(),
            course_title: course_title.to_string(),
            name: name.to_string(),
            issued_at: now,
        };
        certificates.put(code.as_bytes(), &certificate)?;
        progress.certificate = Some(code);
        progress.updated_at = now;
        table.put(&key::id(order_id), &progress)?;
        certificate
    };
    tx.commit()?;
    Ok(Ok((issued, true)))
}

/// A certificate by its code, as printed (any case, with or without dashes).
pub fn find(db: &Db, code: &str) -> DbResult<Option<Certificate>> {
    let Some(code) = normalize_code(code) else { return Ok(None) };
    let tx = db.begin_read()?;
    CERTIFICATES.read(&tx)?.get(code.as_bytes())
}

/// `XXXX-XXXX-XXXX` from the operating system's random source.
fn new_code() -> String {
    let mut bytes = [0u8; CODE_GROUPS * 4];
    // A failed random source would give a zero code; `issue` retries on a clash, and
    // getrandom only fails on broken systems, where nothing else works either.
    let _ = getrandom::fill(&mut bytes);
    grouped(bytes.iter().map(|b| CODE_ALPHABET[usize::from(*b) % CODE_ALPHABET.len()] as char).collect())
}

/// `ABCDEFGHJKMN` → `ABCD-EFGH-JKMN`.
fn grouped(chars: Vec<char>) -> String {
    chars.chunks(4).map(|c| c.iter().collect::<String>()).collect::<Vec<_>>().join("-")
}

/// The stored form of a typed code, or `None` when it cannot be one.
pub fn normalize_code(typed: &str) -> Option<String> {
    let plain: String = typed.chars().filter(|c| *c != '-' && !c.is_whitespace()).map(|c| c.to_ascii_uppercase()).collect();
    if plain.len() != CODE_GROUPS * 4 || !plain.bytes().all(|b| CODE_ALPHABET.contains(&b)) {
        return None;
    }
    Some(grouped(plain.chars().collect()))
}

/// The name as it will be printed: trimmed, inner spaces collapsed, 1 to 80 characters of
/// plain text.
pub fn check_name(name: &str) -> Result<String, String> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err("Please enter the name to print on your certificate.".into());
    }
    if name.chars().count() > NAME_MAX {
        return Err(format!("The name on the certificate can be at most {NAME_MAX} characters."));
    }
    if name.chars().any(|c| c == '<' || c == '>' || c.is_control()) {
        return Err("The name on the certificate can't contain < or >.".into());
    }
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db() -> (tempfile::TempDir, Db) {
        let dir = tempfile::tempdir().unwrap();
        let (db, _) = Db::open_in(dir.path()).unwrap();
        (dir, db)
    }

    fn lessons() -> Vec<String> {
        ["soil", "seeds", "harvest"].map(String::from).to_vec()
    }

    #[test]
    fn marks_follow_the_course_order_and_can_be_taken_back() {
        let (_dir, db) = db();
        mark(&db, 7, &lessons(), "harvest", true, 1).unwrap();
        let p = mark(&db, 7, &lessons(), "soil", true, 2).unwrap();
        assert_eq!(p.done, ["soil", "harvest"]);
        let p = mark(&db, 7, &lessons(), "soil", false, 3).unwrap();
        assert_eq!(p.done, ["harvest"]);
        assert_eq!(get(&db, 7).unwrap().done, ["harvest"]);
        assert!(get(&db, 8).unwrap().done.is_empty(), "progress belongs to one order");
    }

    #[test]
    fn a_certificate_needs_every_lesson_and_is_issued_once() {
        let (_dir, db) = db();
        let course = ("c", "Course");
        mark(&db, 1, &lessons(), "soil", true, 1).unwrap();
        assert_eq!(issue(&db, 1, course, &lessons(), "Ada", 5).unwrap().unwrap_err(), NotYet::Unfinished(1, 3));
        for l in lessons() {
            mark(&db, 1, &lessons(), &l, true, 2).unwrap();
        }
        let (first, new) = issue(&db, 1, course, &lessons(), "Ada Lovelace", 5).unwrap().unwrap();
        assert!(new);
        assert_eq!(first.name, "Ada Lovelace");
        let (again, new) = issue(&db, 1, course, &lessons(), "Someone Else", 9).unwrap().unwrap();
        assert!(!new);
        assert_eq!((again.code.as_str(), again.name.as_str()), (first.code.as_str(), "Ada Lovelace"));
        let found = find(&db, &first.code.to_lowercase().replace('-', "")).unwrap().unwrap();
        assert_eq!(found.course_title, "Course");
        assert!(find(&db, "AAAA-AAAA-AAAA").unwrap().is_none());
    }

    #[test]
    fn codes_are_readable_and_checked() {
        let code = new_code();
        assert_eq!(normalize_code(&code).as_deref(), Some(code.as_str()));
        assert_eq!(code.len(), 14);
        assert_eq!(normalize_code(" abcd efgh-jkmn ").as_deref(), Some("ABCD-EFGH-JKMN"));
        assert_eq!(normalize_code("ABCD-EFGH-JKM0"), None, "0 is never in a code");
        assert_eq!(normalize_code("ABCD"), None);
    }

    #[test]
    fn names_are_plain_and_bounded() {
        assert_eq!(check_name("  Ada   Lovelace ").unwrap(), "Ada Lovelace");
        assert!(check_name("   ").is_err());
        assert!(check_name("<b>Ada</b>").is_err());
        assert!(check_name(&"a".repeat(81)).is_err());
        assert!(check_name(&"é".repeat(80)).is_ok());
    }
}
