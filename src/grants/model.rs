//! Funding programs and members' applications: the option lists of seed 001 §9, a program's
//! record with its checks, and the application statuses with the moves between them.

use serde::{Deserialize, Serialize};

/// The seed's option lists, as (value, label).
pub const FARMER_TYPES: [(&str, &str); 5] =
    [("beginning", "Beginning farmer"), ("minority", "Minority farmer"), ("young", "Young farmer"), ("women", "Woman farmer"), ("experienced", "Experienced farmer")];
pub const FARM_TYPES: [(&str, &str); 6] =
    [("vegetable", "Vegetable"), ("fruit", "Fruit"), ("grain", "Grain"), ("livestock", "Livestock"), ("urban", "Urban"), ("organic", "Organic")];
pub const FUNDING_RANGES: [(&str, &str); 3] =
    [("small", "Small (<$10,000)"), ("medium", "Medium ($10,000-$50,000)"), ("large", "Large (>$50,000)")];
pub const FOCUS_AREAS: [(&str, &str); 6] = [
    ("sustainable", "Sustainable practices"),
    ("technology", "Technology"),
    ("education", "Education"),
    ("market", "Market access"),
    ("soil health", "Soil health"),
    ("water", "Water"),
];
pub const KINDS: [&str; 3] = ["grant", "loan", "cost-share"];

/// The dollar bounds of a funding range, both inclusive (`None` = open-ended).
pub fn funding_bounds(range: &str) -> (u64, Option<u64>) {
    match range {
        "small" => (0, Some(9_999)),
        "medium" => (10_000, Some(50_000)),
        _ => (50_001, None),
    }
}

pub fn label(list: &[(&'static str, &'static str)], value: &str) -> String {
    list.iter().find(|(v, _)| *v == value).map(|(_, l)| l.to_string()).unwrap_or_else(|| value.to_string())
}

/// The sentence that names a bad value and the list it must come from.
pub fn allowed(field: &str, list: &[(&str, &str)]) -> String {
    format!("{field} must be one of: {}.", list.iter().map(|(v, _)| *v).collect::<Vec<_>>().join(", "))
}

/// A funding program, as seeded (`seed/grants/programs.json`), imported or written by an admin.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Program {
    /// Stable id in the API and in members' applications (kebab-case).
    pub id: String,
    pub title: String,
    pub agency: String,
    pub kind: String,
    pub award_min: u64,
    pub award_max: u64,
    /// The usual closing month (1–12), for programs with a yearly round.
    pub deadline_month: Option<u8>,
    pub deadline_day: Option<u8>,
    #[serde(default)]
    pub rolling: bool,
    /// A specific closing date (`YYYY-MM-DD`): an imported opportunity, or an admin's date for
    /// this year's round. It wins over the usual month.
    #[serde(default)]
    pub deadline_date: Option<String>,
    pub farmer_types: Vec<String>,
    pub farm_types: Vec<String>,
    pub focus_areas: Vec<String>,
    #[serde(default)]
    pub applicants: String,
    /// Two-letter state codes where a regional program applies; `None` when national.
    #[serde(default)]
    pub regions: Option<Vec<String>>,
    #[serde(default)]
    pub region_label: Option<String>,
    #[serde(rename = "match", default)]
    pub match_requirement: String,
    #[serde(default)]
    pub match_percent: u32,
    pub description: String,
    pub website: String,
    pub figures_year: i32,
    pub application_tips: Vec<String>,
    /// seed, admin or grants.gov.
    #[serde(default = "seed_source")]
    pub source: String,
}

fn seed_source() -> String {
    "seed".into()
}

fn subset(field: &str, values: &[String], list: &[(&str, &str)]) -> Result<(), String> {
    if values.is_empty() {
        return Err(format!("{field} needs at least one value: {}", allowed(field, list)));
    }
    match values.iter().find(|v| !list.iter().any(|(a, _)| a == v)) {
        Some(_) => Err(allowed(field, list)),
        None => Ok(()),
    }
}

impl Program {
    /// The rules every stored program keeps (seed, import and admin form alike).
    pub fn check(&self) -> Result<(), String> {
        let id_ok = !self.id.is_empty() && self.id.len() <= 80 && self.id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !id_ok {
            return Err("id needs 1 to 80 lowercase letters, digits or '-'.".into());
        }
        for (field, text, max) in [("title", &self.title, 200), ("agency", &self.agency, 200), ("description", &self.description, 2000)] {
            if text.trim().is_empty() || text.chars().count() > max {
                return Err(format!("{field} needs 1 to {max} characters."));
            }
        }
        if !KINDS.contains(&self.kind.as_str()) {
            return Err(format!("kind must be one of: {}.", KINDS.join(", ")));
        }
        if self.award_min > self.award_max {
            return Err("awardMin cannot be above awardMax.".into());
        }
        if let Some(m) = self.deadline_month
            && !(1..=12).contains(&m)
        {
            return Err("deadlineMonth must be 1 to 12.".into());
        }
        if let Some(d) = self.deadline_day
            && !(1..=31).contains(&d)
        {
            return Err("deadlineDay must be 1 to 31.".into());
        }
        if let Some(date) = &self.deadline_date
            && crate::web::dates::parse_ymd(date).is_none()
        {
            return Err("deadlineDate must be a date written YYYY-MM-DD.".into());
        }
        subset("farmerTypes", &self.farmer_types, &FARMER_TYPES)?;
        subset("farmTypes", &self.farm_types, &FARM_TYPES)?;
        subset("focusAreas", &self.focus_areas, &FOCUS_AREAS)?;
        if let Some(regions) = &self.regions
            && (regions.is_empty() || regions.iter().any(|r| super::places::state_name(r).is_none()))
        {
            return Err("regions must be US state codes such as CA or NY (or none for a national program).".into());
        }
        if !(self.website.starts_with("https://") || self.website.starts_with("http://")) || self.website.len() > 500 {
            return Err("website must be an http(s) address.".into());
        }
        if self.application_tips.len() < 3 || self.application_tips.iter().any(|t| t.trim().is_empty()) {
            return Err("applicationTips needs at least 3 tips.".into());
        }
        let all_text = [&self.title, &self.agency, &self.description, &self.applicants, &self.match_requirement];
        if all_text.iter().any(|t| t.contains(['<', '>'])) || self.application_tips.iter().any(|t| t.contains(['<', '>'])) {
            return Err("Program texts are plain text, without < or >.".into());
        }
        Ok(())
    }

    /// "$50,000 – $750,000", "Up to $5,000".
    pub fn amount_text(&self) -> String {
        if self.award_max == 0 {
            "Amount varies".into()
        } else if self.award_min == 0 || self.award_min == self.award_max {
            format!("Up to {}", dollars(self.award_max))
        } else {
            format!("{} – {}", dollars(self.award_min), dollars(self.award_max))
        }
    }
}

pub fn dollars(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    format!("${out}")
}

/// Where a member's application stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Researching,
    Preparing,
    Submitted,
    Awarded,
    Declined,
    Withdrawn,
}

impl Status {
    pub const ALL: [(&'static str, Status); 6] = [
        ("researching", Status::Researching),
        ("preparing", Status::Preparing),
        ("submitted", Status::Submitted),
        ("awarded", Status::Awarded),
        ("declined", Status::Declined),
        ("withdrawn", Status::Withdrawn),
    ];

    pub fn parse(raw: &str) -> Option<Status> {
        Self::ALL.iter().find(|(s, _)| *s == raw.trim()).map(|(_, s)| *s)
    }

    pub fn as_str(self) -> &'static str {
        Self::ALL.iter().find(|(_, s)| *s == self).map(|(n, _)| *n).unwrap_or("researching")
    }

    /// researching → preparing → submitted → awarded / declined; withdrawn from any open
    /// stage; a step back from preparing to researching. Decided applications are final.
    pub fn next(self) -> &'static [Status] {
        use Status::*;
        match self {
            Researching => &[Preparing, Withdrawn],
            Preparing => &[Submitted, Researching, Withdrawn],
            Submitted => &[Awarded, Declined, Withdrawn],
            Awarded | Declined | Withdrawn => &[],
        }
    }

    /// Decided or withdrawn: it cannot change, and tracking the program again starts a new
    /// application (next year's round).
    pub fn is_final(self) -> bool {
        self.next().is_empty()
    }

    /// Still working towards a deadline (reminders go to these).
    pub fn is_open(self) -> bool {
        matches!(self, Status::Researching | Status::Preparing)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Note {
    pub date: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Application {
    pub id: u64,
    pub user_id: u64,
    pub grant_id: String,
    pub grant_title: String,
    pub status: Status,
    pub notes: Vec<Note>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Reminders already queued, as "YYYY-MM-DD:days" (the deadline and the days before it).
    #[serde(default)]
    pub reminders_sent: Vec<String>,
}

pub const MAX_NOTE: usize = 1000;
pub const MAX_NOTES: usize = 50;
/// Applications one member may keep (a new one per round once the last is decided).
pub const MAX_APPLICATIONS: usize = 200;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_move_forward_and_decided_ones_are_final() {
        assert_eq!(Status::Researching.next(), [Status::Preparing, Status::Withdrawn]);
        assert!(Status::Submitted.next().contains(&Status::Awarded));
        assert!(!Status::Researching.next().contains(&Status::Awarded));
        assert!(Status::Awarded.next().is_empty());
        assert_eq!(Status::parse("submitted"), Some(Status::Submitted));
        assert_eq!(Status::parse("won"), None);
    }

    #[test]
    fn the_seed_holds_the_real_programs_every_one_checked() {
        let programs = crate::seed::grant_programs().unwrap();
        assert!(programs.len() >= 25, "{}", programs.len());
        for id in ["bfrdp", "vapg", "eqip", "eqip-high-tunnel", "uaip", "fmpp", "lfpp", "fsa-microloan", "csp", "outreach-2501", "community-food-projects"] {
            assert!(programs.iter().any(|p| p.id == id), "{id}");
        }
        assert!(programs.iter().any(|p| p.id.starts_with("sare-")));
        assert!(programs.iter().all(|p| p.application_tips.len() >= 3));
        let mut ids: Vec<&str> = programs.iter().map(|p| p.id.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), programs.len(), "ids are unique");
    }

    #[test]
    fn amounts_read_as_dollars() {
        assert_eq!(dollars(750000), "$750,000");
        assert_eq!(dollars(999), "$999");
        assert_eq!(funding_bounds("medium"), (10_000, Some(50_000)));
    }
}
