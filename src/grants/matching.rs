//! Matching a grower to programs (`POST /api/grants/search`): a program the grower is not
//! eligible for (farmer type, farm type, a region that leaves their state out) is not shown;
//! the rest get a transparent 0–100 score, one reason per criterion, and the deadline's
//! status computed from today.

use serde::Serialize;
use serde_json::Value;
use time::{Date, Duration, Month};

use super::model::{FARM_TYPES, FARMER_TYPES, FOCUS_AREAS, FUNDING_RANGES, Program, allowed, dollars, funding_bounds, label};
use super::places;

/// Points per criterion; they add up to 100.
const FARMER_POINTS: u32 = 25;
const FARM_POINTS: u32 = 20;
const FUNDING_POINTS: u32 = 20;
const FOCUS_POINTS: u32 = 25;
const LOCATION_POINTS: u32 = 10;

pub const CLOSING_SOON_DAYS: i64 = 30;
/// A yearly round whose next closing is further off than this is between rounds.
const ROUND_OPEN_DAYS: i64 = 183;

/// What the grower told us; every field is optional.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Criteria {
    pub farmer_type: Option<String>,
    pub farm_type: Option<String>,
    pub funding_range: Option<String>,
    pub project_focus: Option<String>,
    pub location: Option<String>,
}

fn choice(body: &Value, field: &str, list: &[(&str, &str)]) -> Result<Option<String>, String> {
    match body.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() || s.trim() == "all" || s.trim() == "any" => Ok(None),
        Some(Value::String(s)) => {
            let v = s.trim().to_lowercase();
            // "soil-health" is how a URL or a form might spell the seed's "soil health".
            let v = if v == "soil-health" { "soil health".to_string() } else { v };
            list.iter().find(|(a, _)| *a == v).map(|(a, _)| Some(a.to_string())).ok_or_else(|| allowed(field, list))
        }
        Some(_) => Err(allowed(field, list)),
    }
}

/// Parses the search body; an unknown value gets a refusal listing the allowed ones.
pub fn parse_criteria(body: &Value) -> Result<Criteria, String> {
    if !body.is_object() {
        return Err("Send the search criteria as a JSON object (every field is optional).".into());
    }
    let location = match body.get("location") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => {
            let s = crate::web::text::clean(s, false, 100, "location")?;
            if s.contains(['<', '>']) {
                return Err("location must be plain text, without < or >.".into());
            }
            (!s.is_empty()).then_some(s)
        }
        Some(_) => return Err("location must be text, such as a town and state.".into()),
    };
    Ok(Criteria {
        farmer_type: choice(body, "farmerType", &FARMER_TYPES)?,
        farm_type: choice(body, "farmType", &FARM_TYPES)?,
        funding_range: choice(body, "fundingRange", &FUNDING_RANGES)?,
        project_focus: choice(body, "projectFocus", &FOCUS_AREAS)?,
        location,
    })
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Reason {
    pub criterion: &'static str,
    pub met: bool,
    pub points: u32,
    pub max_points: u32,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeadlineStatus {
    ClosingSoon,
    Open,
    Rolling,
    Closed,
}

impl DeadlineStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            DeadlineStatus::ClosingSoon => "closing-soon",
            DeadlineStatus::Open => "open",
            DeadlineStatus::Rolling => "rolling",
            DeadlineStatus::Closed => "closed",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Deadline {
    pub status: DeadlineStatus,
    /// The closing date this status is about (the next expected one for a closed round).
    pub date: Option<Date>,
    pub text: String,
}

fn last_day(year: i32, month: Month) -> u8 {
    time::util::days_in_month(month, year)
}

fn long(date: Date) -> String {
    format!("{} {}, {}", date.month(), date.day(), date.year())
}

/// The deadline of `program` as seen on `today`.
pub fn deadline(program: &Program, today: Date) -> Deadline {
    if program.rolling {
        return Deadline { status: DeadlineStatus::Rolling, date: None, text: "Rolling: applications are taken all year.".into() };
    }
    // A posted closing date stands until it passes; then a program with a usual month looks
    // ahead to its next round (one more than half a year after the posted one, so the
    // posted round is never counted again) instead of staying closed for good.
    let posted = program.deadline_date.as_deref().and_then(crate::web::dates::parse_ymd);
    let round_after = posted.filter(|d| *d < today && program.deadline_month.is_some());
    if let Some(date) = posted.filter(|_| round_after.is_none()) {
        let days = (date - today).whole_days();
        let (status, text) = if days < 0 {
            (DeadlineStatus::Closed, format!("Closed on {}.", long(date)))
        } else if days <= CLOSING_SOON_DAYS {
            (DeadlineStatus::ClosingSoon, format!("Closes {} ({days} days left).", long(date)))
        } else {
            (DeadlineStatus::Open, format!("Closes {}.", long(date)))
        };
        return Deadline { status, date: Some(date), text };
    }
    let Some(month) = program.deadline_month.and_then(|m| Month::try_from(m).ok()) else {
        // No yearly date is known (rounds set by each state, or irregular): open, undated.
        return Deadline { status: DeadlineStatus::Open, date: None, text: "The deadline varies by round: check the current notice.".into() };
    };
    let on = |year: i32| {
        let day = program.deadline_day.unwrap_or(31).min(last_day(year, month));
        Date::from_calendar_date(year, month, day).unwrap_or(today)
    };
    let after = round_after.map_or(today, |d| (d + Duration::days(ROUND_OPEN_DAYS)).max(today));
    let next = if on(after.year()) >= after { on(after.year()) } else { on(after.year() + 1) };
    let days = (next - today).whole_days();
    let usual = match program.deadline_day {
        Some(_) => format!("usually {} {}", month, next.day()),
        None => format!("usually in {month}"),
    };
    let (status, text) = if days <= CLOSING_SOON_DAYS {
        (DeadlineStatus::ClosingSoon, format!("Closes {usual}: about {} ({days} days left). Check the current notice.", long(next)))
    } else if days <= ROUND_OPEN_DAYS {
        (DeadlineStatus::Open, format!("Closes {usual}; next expected around {}. Check the current notice.", long(next)))
    } else {
        (DeadlineStatus::Closed, format!("This year's round has closed (it closes {usual}); the next is expected around {}.", long(next)))
    };
    Deadline { status, date: Some(next), text }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Match<'a> {
    pub program: &'a Program,
    pub score: u32,
    pub reasons: Vec<Reason>,
    pub deadline: Deadline,
}

fn reason(criterion: &'static str, points: u32, max_points: u32, text: String) -> Reason {
    Reason { criterion, met: points == max_points, points, max_points, text }
}

fn list_labels(values: &[String], list: &[(&'static str, &'static str)]) -> String {
    values.iter().map(|v| label(list, v).to_lowercase()).collect::<Vec<_>>().join(", ")
}

/// The reasons and score for one program, or `None` when the grower is not eligible.
fn fit<'a>(program: &'a Program, c: &Criteria, today: Date) -> Option<Match<'a>> {
    let mut reasons = Vec::with_capacity(5);
    let everyone = program.farmer_types.len() == FARMER_TYPES.len();
    reasons.push(match &c.farmer_type {
        None => reason("farmerType", FARMER_POINTS, FARMER_POINTS, "Any farmer type (not chosen).".into()),
        Some(t) if everyone => reason("farmerType", FARMER_POINTS, FARMER_POINTS, format!("Open to every farmer, {} included.", label(&FARMER_TYPES, t).to_lowercase())),
        Some(t) if program.farmer_types.contains(t) => {
            reason("farmerType", FARMER_POINTS, FARMER_POINTS, format!("Meant for {}s.", label(&FARMER_TYPES, t).to_lowercase()))
        }
        Some(_) => return None,
    });
    // An imported notice states none of these in a form we can read: half points, not a
    // perfect fit, so it never outranks a checked program that really fits.
    let imported = program.source == "grants.gov";
    reasons.push(match &c.farm_type {
        None => reason("farmType", FARM_POINTS, FARM_POINTS, "Any farm type (not chosen).".into()),
        Some(_) if imported => reason("farmType", FARM_POINTS / 2, FARM_POINTS, "Farm types are in the notice: check it.".into()),
        Some(t) if program.farm_types.contains(t) => reason(
            "farmType",
            FARM_POINTS,
            FARM_POINTS,
            if program.farm_types.len() == FARM_TYPES.len() { format!("Open to every farm type, {} included.", label(&FARM_TYPES, t).to_lowercase()) } else { format!("Funds {} farms.", label(&FARM_TYPES, t).to_lowercase()) },
        ),
        Some(_) => return None,
    });
    reasons.push(match &c.funding_range {
        None => reason("fundingRange", FUNDING_POINTS, FUNDING_POINTS, format!("Any amount (not chosen); awards: {}.", program.amount_text())),
        Some(_) if program.award_max == 0 => reason("fundingRange", FUNDING_POINTS / 2, FUNDING_POINTS, "Award amounts vary: check the notice.".into()),
        Some(r) => {
            let (low, high) = funding_bounds(r);
            let overlaps = program.award_max >= low && high.is_none_or(|h| program.award_min <= h);
            let range = label(&FUNDING_RANGES, r).to_lowercase();
            if overlaps {
                reason("fundingRange", FUNDING_POINTS, FUNDING_POINTS, format!("Awards of {} fit a {range} request.", program.amount_text()))
            } else if program.award_max < low {
                reason("fundingRange", 0, FUNDING_POINTS, format!("Awards top out at {}, below a {range} request.", dollars(program.award_max)))
            } else {
                reason("fundingRange", 0, FUNDING_POINTS, format!("Awards start at {}, above a {range} request.", dollars(program.award_min)))
            }
        }
    });
    reasons.push(match &c.project_focus {
        None => reason("projectFocus", FOCUS_POINTS, FOCUS_POINTS, "Any project focus (not chosen).".into()),
        Some(_) if imported => reason("projectFocus", FOCUS_POINTS / 2, FOCUS_POINTS, "The notice says what it funds: check it.".into()),
        Some(f) if program.focus_areas.contains(f) => {
            reason("projectFocus", FOCUS_POINTS, FOCUS_POINTS, format!("Funds {} projects.", label(&FOCUS_AREAS, f).to_lowercase()))
        }
        Some(f) => reason(
            "projectFocus",
            0,
            FOCUS_POINTS,
            format!("Focuses on {} rather than {}.", list_labels(&program.focus_areas, &FOCUS_AREAS), label(&FOCUS_AREAS, f).to_lowercase()),
        ),
    });
    let region = program.region_label.clone().unwrap_or_else(|| "a region".into());
    reasons.push(match (&program.regions, &c.location) {
        (None, _) => reason("location", LOCATION_POINTS, LOCATION_POINTS, "Available nationwide.".into()),
        (Some(_), None) => reason("location", LOCATION_POINTS, LOCATION_POINTS, format!("Regional ({region}); no location chosen.")),
        (Some(states), Some(location)) => match places::state_in(location) {
            Some(state) if states.iter().any(|s| s == state) => reason(
                "location",
                LOCATION_POINTS,
                LOCATION_POINTS,
                format!("Covers {} ({region}).", places::state_name(state).unwrap_or(state)),
            ),
            Some(_) => return None,
            None => reason("location", LOCATION_POINTS / 2, LOCATION_POINTS, format!("Regional ({region}): check that your location is included.")),
        },
    });
    let score = reasons.iter().map(|r| r.points).sum();
    Some(Match { program, score, reasons, deadline: deadline(program, today) })
}

fn status_rank(s: DeadlineStatus) -> u8 {
    match s {
        DeadlineStatus::ClosingSoon => 0,
        DeadlineStatus::Open => 1,
        DeadlineStatus::Rolling => 2,
        DeadlineStatus::Closed => 3,
    }
}

/// The programs the grower may apply to, best fit first, then soonest deadline.
pub fn search<'a>(programs: &'a [Program], criteria: &Criteria, today: Date) -> Vec<Match<'a>> {
    let mut matches: Vec<Match> = programs.iter().filter_map(|p| fit(p, criteria, today)).collect();
    matches.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(status_rank(a.deadline.status).cmp(&status_rank(b.deadline.status)))
            .then(a.deadline.date.unwrap_or(today + Duration::days(3660)).cmp(&b.deadline.date.unwrap_or(today + Duration::days(3660))))
            .then(a.program.title.cmp(&b.program.title))
    });
    matches
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use time::macros::date;

    fn program(id: &str) -> Program {
        Program {
            id: id.into(),
            title: format!("Program {id}"),
            agency: "USDA".into(),
            kind: "grant".into(),
            award_min: 10_000,
            award_max: 50_000,
            deadline_month: Some(3),
            deadline_day: None,
            rolling: false,
            deadline_date: None,
            farmer_types: FARMER_TYPES.iter().map(|(v, _)| v.to_string()).collect(),
            farm_types: FARM_TYPES.iter().map(|(v, _)| v.to_string()).collect(),
            focus_areas: vec!["soil health".into()],
            applicants: String::new(),
            regions: None,
            region_label: None,
            match_requirement: "None".into(),
            match_percent: 0,
            description: "d".into(),
            website: "https://example.org".into(),
            figures_year: 2025,
            application_tips: vec!["a".into(), "b".into(), "c".into()],
            source: "seed".into(),
        }
    }

    #[test]
    fn criteria_are_optional_and_unknown_values_name_the_allowed_ones() {
        assert_eq!(parse_criteria(&json!({})).unwrap(), Criteria::default());
        assert_eq!(parse_criteria(&json!({"farmerType": "", "projectFocus": "soil-health"})).unwrap().project_focus.as_deref(), Some("soil health"));
        assert_eq!(parse_criteria(&json!({"farmerType": "wizard"})).unwrap_err(), "farmerType must be one of: beginning, minority, young, women, experienced.");
        assert_eq!(parse_criteria(&json!({"fundingRange": 5})).unwrap_err(), "fundingRange must be one of: small, medium, large.");
        assert!(parse_criteria(&json!({"location": "<b>x</b>"})).is_err());
    }

    #[test]
    fn each_criterion_gives_a_reason_and_the_score_adds_them_up() {
        let p = program("soil");
        let c = Criteria { funding_range: Some("large".into()), project_focus: Some("water".into()), ..Default::default() };
        let m = fit(&p, &c, date!(2026 - 01 - 10)).unwrap();
        assert_eq!(m.reasons.len(), 5);
        assert_eq!(m.score, ((25 + 20)) + 10);
        assert_eq!(m.reasons[2].text, "Awards top out at $50,000, below a large (>$50,000) request.");
        assert!(!m.reasons[3].met && m.reasons[3].text.contains("soil health"));
        let perfect = Criteria { funding_range: Some("medium".into()), project_focus: Some("soil health".into()), ..Default::default() };
        assert_eq!(fit(&p, &perfect, date!(2026 - 01 - 10)).unwrap().score, 100);
    }

    #[test]
    fn ineligible_programs_are_left_out() {
        let mut p = program("beginners");
        p.farmer_types = vec!["beginning".into()];
        p.regions = Some(vec!["GA".into(), "FL".into()]);
        p.region_label = Some("Southeast".into());
        let experienced = Criteria { farmer_type: Some("experienced".into()), ..Default::default() };
        assert!(fit(&p, &experienced, date!(2026 - 01 - 10)).is_none());
        let in_ohio = Criteria { location: Some("Columbus, Ohio".into()), ..Default::default() };
        assert!(fit(&p, &in_ohio, date!(2026 - 01 - 10)).is_none());
        let in_georgia = Criteria { location: Some("Macon, GA".into()), ..Default::default() };
        assert_eq!(fit(&p, &in_georgia, date!(2026 - 01 - 10)).unwrap().reasons[4].text, "Covers Georgia (Southeast).");
        let unknown = Criteria { location: Some("the hills".into()), ..Default::default() };
        assert_eq!(fit(&p, &unknown, date!(2026 - 01 - 10)).unwrap().score, 95);
    }

    #[test]
    fn deadlines_are_open_closing_soon_closed_or_rolling_from_today() {
        let mut p = program("march");
        assert_eq!(deadline(&p, date!(2026 - 03 - 10)).status, DeadlineStatus::ClosingSoon);
        assert_eq!(deadline(&p, date!(2026 - 03 - 10)).date, Some(date!(2026 - 03 - 31)));
        assert_eq!(deadline(&p, date!(2026 - 01 - 10)).status, DeadlineStatus::Open);
        assert_eq!(deadline(&p, date!(2026 - 04 - 02)).status, DeadlineStatus::Closed, "just past: next round a year away");
        assert_eq!(deadline(&p, date!(2026 - 04 - 02)).date, Some(date!(2027 - 03 - 31)));
        p.deadline_date = Some("2026-02-01".into());
        assert_eq!(deadline(&p, date!(2026 - 01 - 10)).date, Some(date!(2026 - 02 - 01)), "a posted date comes first");
        let after = deadline(&p, date!(2026 - 03 - 10));
        assert_eq!(after.date, Some(date!(2027 - 03 - 31)), "once it passes, next year's usual date: this year's round was the posted one");
        assert_eq!(after.status, DeadlineStatus::Closed);
        p.deadline_month = None;
        assert_eq!(deadline(&p, date!(2026 - 03 - 10)).status, DeadlineStatus::Closed);
        p.rolling = true;
        assert_eq!(deadline(&p, date!(2026 - 03 - 10)).status, DeadlineStatus::Rolling);
        let mut varies = program("varies");
        varies.deadline_month = None;
        let undated = deadline(&varies, date!(2026 - 03 - 10));
        assert_eq!((undated.status, undated.date), (DeadlineStatus::Open, None), "one of the four statuses, without a date");
    }

    #[test]
    fn with_no_criteria_every_program_comes_back_ranked_by_deadline() {
        let mut soon = program("soon");
        soon.deadline_month = Some(2);
        let mut later = program("later");
        later.deadline_month = Some(6);
        let mut rolling = program("rolling");
        rolling.rolling = true;
        let programs = vec![rolling, later, soon];
        let found = search(&programs, &Criteria::default(), date!(2026 - 01 - 20));
        assert_eq!(found.iter().map(|m| m.program.id.as_str()).collect::<Vec<_>>(), ["soon", "later", "rolling"]);
        assert!(found.iter().all(|m| m.score == 100));
    }
}
