//! The wizard's answers (seed 001 §3, §9), parsed into checked values at the edge. Every
//! refusal names the field and, for the option lists, the values it accepts.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use time::Month;

use super::crops::CropData;

pub const MAX_LOCATION: usize = 100;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Experience {
    Beginner,
    SomeExperience,
    Experienced,
}

impl Experience {
    pub const ALL: [(&'static str, Experience); 3] =
        [("beginner", Experience::Beginner), ("some-experience", Experience::SomeExperience), ("experienced", Experience::Experienced)];

    pub fn slug(self) -> &'static str {
        Self::ALL.iter().find(|(_, e)| *e == self).map(|(s, _)| *s).unwrap_or("beginner")
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Budget {
    Minimal,
    Moderate,
    Comfortable,
}

impl Budget {
    pub const ALL: [(&'static str, Budget); 3] =
        [("minimal", Budget::Minimal), ("moderate", Budget::Moderate), ("comfortable", Budget::Comfortable)];

    pub fn slug(self) -> &'static str {
        Self::ALL.iter().find(|(_, b)| *b == self).map(|(s, _)| *s).unwrap_or("minimal")
    }

    /// The seed's labels.
    pub fn label(self) -> &'static str {
        match self {
            Budget::Minimal => "$0-50",
            Budget::Moderate => "$50-200",
            Budget::Comfortable => "$200+",
        }
    }
}

/// Hours a week: the seed's four values, each the top of what the plan may ask.
pub const HOURS: [u32; 4] = [2, 5, 8, 12];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Hemisphere {
    North,
    South,
}

/// What the visitor said about their frost date, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrostAnswer {
    /// The average last spring frost (the year is ignored: the date recurs).
    Date { month: Month, day: u8, hemisphere: Option<Hemisphere> },
    Month { month: Month, hemisphere: Option<Hemisphere> },
    Hemisphere(Hemisphere),
    Unknown,
}

/// A checked plan request.
#[derive(Debug, Clone, PartialEq)]
pub struct Answers {
    pub location: String,
    pub experience: Experience,
    /// Group slugs, deduplicated, in the crop data's order.
    pub groups: Vec<String>,
    pub budget: Budget,
    pub hours: u32,
    pub frost: FrostAnswer,
    /// The day the plan starts from (`startDate`); the server's today when not given. The plan
    /// is a pure function of the answers and this day.
    pub start_date: Option<time::Date>,
}

fn one_of<T: Copy>(field: &str, value: Option<&Value>, all: &[(&'static str, T)]) -> Result<T, String> {
    let names = all.iter().map(|(s, _)| *s).collect::<Vec<_>>().join(", ");
    let text = value.and_then(Value::as_str).map(str::trim).unwrap_or("");
    all.iter().find(|(s, _)| *s == text).map(|(_, t)| *t).ok_or_else(|| format!("{field} must be one of: {names}."))
}

/// Parses the request body. The seed's fields are required; `lastFrostDate`
/// (`YYYY-MM-DD`), `lastFrostMonth` (1–12), `hemisphere` (north, south) and `startDate`
/// (`YYYY-MM-DD`, from a year ago to a year ahead) are optional.
pub fn parse(body: &Value, crops: &CropData) -> Result<Answers, String> {
    if !body.is_object() {
        return Err("Send the plan's answers as a JSON object.".into());
    }
    let location = parse_location(body.get("location"))?;
    let experience = one_of("experience", body.get("experience"), &Experience::ALL)?;
    let groups = parse_groups(body.get("crops"), crops)?;
    let budget = one_of("budget", body.get("budget"), &Budget::ALL)?;
    let hours = parse_hours(body.get("timePerWeek"))?;
    let frost = parse_frost(body)?;
    let start_date = parse_start(body.get("startDate"))?;
    Ok(Answers { location, experience, groups, budget, hours, frost, start_date })
}

fn parse_start(value: Option<&Value>) -> Result<Option<time::Date>, String> {
    let refusal = "startDate must be a date written YYYY-MM-DD, within a year of today.";
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => {
            let today = crate::web::dates::today_local();
            let date = crate::web::dates::parse_ymd(s.trim()).ok_or(refusal)?;
            let year = time::Duration::days(366);
            if date < today - year || date > today + year {
                return Err(refusal.into());
            }
            Ok(Some(date))
        }
        Some(_) => Err(refusal.into()),
    }
}

fn parse_location(value: Option<&Value>) -> Result<String, String> {
    let Some(raw) = value.and_then(Value::as_str) else {
        return Err("location is required: a town, region or country as text.".into());
    };
    let location = crate::web::text::clean(raw, false, MAX_LOCATION, "location")?;
    let location = location.split_whitespace().collect::<Vec<_>>().join(" ");
    if location.is_empty() {
        return Err("location is required: a town, region or country as text.".into());
    }
    if location.contains(['<', '>']) {
        return Err("location must be plain text, without < or >.".into());
    }
    Ok(location)
}

fn parse_groups(value: Option<&Value>, crops: &CropData) -> Result<Vec<String>, String> {
    let allowed = crops.group_slugs();
    let refusal = || format!("crops must be a list of one or more of: {}.", allowed.join(", "));
    let Some(list) = value.and_then(Value::as_array) else { return Err(refusal()) };
    if list.is_empty() {
        return Err(format!("crops must not be empty: choose at least one of: {}.", allowed.join(", ")));
    }
    let mut chosen = Vec::new();
    for item in list {
        let Some(slug) = item.as_str().map(str::trim).filter(|s| allowed.contains(s)) else {
            let shown = item.as_str().map(|s| format!("\"{}\"", s.chars().take(40).collect::<String>())).unwrap_or_else(|| "a non-text value".into());
            return Err(format!("crops has {shown}, which is not one of: {}.", allowed.join(", ")));
        };
        chosen.push(slug);
    }
    Ok(allowed.into_iter().filter(|s| chosen.contains(s)).map(String::from).collect())
}

fn parse_hours(value: Option<&Value>) -> Result<u32, String> {
    let refusal = || "timePerWeek must be one of: 2, 5, 8, 12 (hours a week).".to_string();
    let number = match value {
        Some(Value::Number(n)) => n.as_u64(),
        // The seed's wizard keeps the choice as text.
        Some(Value::String(s)) => s.trim().parse::<u64>().ok(),
        _ => None,
    };
    number.and_then(|n| HOURS.iter().copied().find(|h| u64::from(*h) == n)).ok_or_else(refusal)
}

fn parse_frost(body: &Value) -> Result<FrostAnswer, String> {
    let present = |name: &str| body.get(name).filter(|v| !v.is_null() && v.as_str() != Some(""));
    let hemisphere = match present("hemisphere") {
        None => None,
        Some(v) => Some(one_of("hemisphere", Some(v), &[("north", Hemisphere::North), ("south", Hemisphere::South)])?),
    };
    // Both are checked, so a bad value is named even when the other field wins.
    let month = match present("lastFrostMonth") {
        None => None,
        Some(value) => Some(
            match value {
                Value::Number(n) => n.as_u64(),
                Value::String(s) => s.trim().parse().ok(),
                _ => None,
            }
            .and_then(|m| u8::try_from(m).ok())
            .and_then(|m| Month::try_from(m).ok())
            .ok_or("lastFrostMonth must be a month number from 1 to 12.")?,
        ),
    };
    if let Some(value) = present("lastFrostDate") {
        let date = value
            .as_str()
            .and_then(crate::web::dates::parse_ymd)
            .ok_or("lastFrostDate must be a date written YYYY-MM-DD, e.g. 2027-04-15.")?;
        return Ok(FrostAnswer::Date { month: date.month(), day: date.day(), hemisphere });
    }
    if let Some(month) = month {
        return Ok(FrostAnswer::Month { month, hemisphere });
    }
    Ok(hemisphere.map(FrostAnswer::Hemisphere).unwrap_or(FrostAnswer::Unknown))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn crops() -> CropData {
        CropData::from_seed().unwrap()
    }

    fn body() -> Value {
        json!({"location": "Macon, Georgia", "experience": "beginner", "crops": ["tomatoes", "leafy-greens"], "budget": "minimal", "timePerWeek": 5})
    }

    #[test]
    fn the_seeds_answers_parse_with_groups_in_wizard_order() {
        let answers = parse(&body(), &crops()).unwrap();
        assert_eq!(answers.groups, ["leafy-greens", "tomatoes"]);
        assert_eq!(answers.hours, 5);
        assert_eq!(answers.frost, FrostAnswer::Unknown);
        let mut text_hours = body();
        text_hours["timePerWeek"] = json!("12");
        assert_eq!(parse(&text_hours, &crops()).unwrap().hours, 12);
    }

    #[test]
    fn each_bad_value_is_refused_naming_the_field_and_the_allowed_values() {
        let cases: Vec<(&str, Value, &str)> = vec![
            ("experience", json!("guru"), "experience must be one of: beginner, some-experience, experienced."),
            ("budget", json!(5), "budget must be one of: minimal, moderate, comfortable."),
            ("timePerWeek", json!(3), "timePerWeek must be one of: 2, 5, 8, 12 (hours a week)."),
            ("crops", json!([]), "crops must not be empty"),
            ("crops", json!(["tomatoes", "cactus"]), "crops has \"cactus\", which is not one of: leafy-greens,"),
            ("crops", json!("tomatoes"), "crops must be a list"),
            ("location", json!("   "), "location is required"),
            ("location", json!("<b>Accra</b>"), "location must be plain text"),
            ("location", json!("x".repeat(101)), "location can be at most 100 characters."),
            ("lastFrostDate", json!("April 15"), "lastFrostDate must be a date"),
            ("lastFrostMonth", json!(13), "lastFrostMonth must be a month number"),
            ("hemisphere", json!("east"), "hemisphere must be one of: north, south."),
        ];
        for (field, value, expected) in cases {
            let mut b = body();
            b[field] = value;
            let err = parse(&b, &crops()).unwrap_err();
            assert!(err.starts_with(expected), "{field}: {err}");
        }
        assert!(parse(&json!([1]), &crops()).is_err());
    }

    #[test]
    fn frost_answers_are_optional_and_checked() {
        let mut b = body();
        b["lastFrostDate"] = json!("2027-03-20");
        assert_eq!(parse(&b, &crops()).unwrap().frost, FrostAnswer::Date { month: Month::March, day: 20, hemisphere: None });
        let mut b = body();
        b["lastFrostMonth"] = json!("10");
        b["hemisphere"] = json!("south");
        assert_eq!(
            parse(&b, &crops()).unwrap().frost,
            FrostAnswer::Month { month: Month::October, hemisphere: Some(Hemisphere::South) }
        );
        let mut b = body();
        b["lastFrostDate"] = json!("");
        b["hemisphere"] = json!("south");
        assert_eq!(parse(&b, &crops()).unwrap().frost, FrostAnswer::Hemisphere(Hemisphere::South));
    }
}
