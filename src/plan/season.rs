//! Where the grower is in their season: the last spring frost the plan counts from (given,
//! or assumed and said so), the first fall frost, and each crop's planting windows in weeks
//! from the last frost (the crop data's own unit).

use time::{Date, Duration, Month};

use super::crops::{Crop, Frost};
use super::request::{FrostAnswer, Hemisphere};

/// Weeks from the last spring frost to the first fall frost when nobody told us: about 26,
/// a middle value for temperate gardens (a 180-day season).
pub const SEASON_WEEKS: i32 = 26;

/// Places south of the equator with frosts, matched as words in the location text: when the
/// visitor names one and says nothing else, the plan counts from an October frost.
const SOUTHERN: &[&str] = &[
    "australia", "new zealand", "aotearoa", "tasmania", "victoria, australia", "melbourne", "sydney", "canberra",
    "adelaide", "perth", "brisbane", "hobart", "auckland", "wellington", "christchurch", "dunedin", "south africa",
    "cape town", "johannesburg", "pretoria", "durban", "lesotho", "eswatini", "argentina", "buenos aires", "chile",
    "santiago", "uruguay", "montevideo", "paraguay", "bolivia", "la paz", "southern brazil", "porto alegre",
    "curitiba", "patagonia",
];

/// The frost dates a plan counts from, and how we know them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Season {
    /// The average last spring frost nearest to the plan's start (within half a year).
    pub last_frost: Date,
    pub first_fall_frost: Date,
    pub hemisphere: Hemisphere,
    pub source: Source,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Given,
    Month,
    Assumed,
}

fn says_southern(location: &str) -> bool {
    let text = format!(" {} ", location.to_lowercase().replace(|c: char| !c.is_alphanumeric() && c != ',', " "));
    SOUTHERN.iter().any(|place| text.contains(&format!(" {place} ")) || text.contains(&format!(" {place},")))
}

/// The season for `answer` around `today`.
pub fn resolve(answer: FrostAnswer, location: &str, today: Date) -> Season {
    let guess = |given: Option<Hemisphere>| {
        given.unwrap_or(if says_southern(location) { Hemisphere::South } else { Hemisphere::North })
    };
    let (month, day, hemisphere, source) = match answer {
        FrostAnswer::Date { month, day, hemisphere } => {
            // A last spring frost between August and January is a southern spring.
            let south = matches!(month, Month::August | Month::September | Month::October | Month::November | Month::December);
            let h = hemisphere.unwrap_or(if south { Hemisphere::South } else { Hemisphere::North });
            (month, day, h, Source::Given)
        }
        FrostAnswer::Month { month, hemisphere } => (month, 15, guess(hemisphere), Source::Month),
        FrostAnswer::Hemisphere(h) => (typical_month(h), 15, h, Source::Assumed),
        FrostAnswer::Unknown => {
            let h = guess(None);
            (typical_month(h), 15, h, Source::Assumed)
        }
    };
    let last_frost = nearest(month, day, today);
    Season { last_frost, first_fall_frost: last_frost + Duration::weeks(SEASON_WEEKS.into()), hemisphere, source }
}

/// Mid-April in the north, mid-October in the south: the crop data's reference gardens.
fn typical_month(h: Hemisphere) -> Month {
    match h {
        Hemisphere::North => Month::April,
        Hemisphere::South => Month::October,
    }
}

/// The `month`/`day` date closest to `today`: up to half a year ahead or behind.
fn nearest(month: Month, day: u8, today: Date) -> Date {
    let on = |year: i32| {
        // 29 February falls back to the 28th in other years.
        Date::from_calendar_date(year, month, day).or_else(|_| Date::from_calendar_date(year, month, day.min(28))).unwrap_or(today)
    };
    let year = today.year();
    [on(year - 1), on(year), on(year + 1)]
        .into_iter()
        .min_by_key(|d| ((*d - today).whole_days().abs(), *d))
        .unwrap_or(today)
}

impl Season {
    /// Whole weeks from the last frost to `date` (negative before it), the crop data's unit.
    pub fn week_of(&self, date: Date) -> i32 {
        (date - self.last_frost).whole_days().div_euclid(7) as i32
    }

    pub fn date_at_week(&self, week: i32) -> Date {
        self.last_frost + Duration::weeks(week.into())
    }
}

/// A span of weeks from the last frost, both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub from: i32,
    pub to: i32,
}

impl Span {
    pub fn holds(&self, week: i32) -> bool {
        (self.from..=self.to).contains(&week)
    }
}

/// When a crop may go into the ground outdoors (sown or planted out): the spring window of
/// the data, then a later window whose harvest still comes before the first fall frost with
/// two weeks to spare — straight on for frost-tender crops, after the summer heat for
/// cool-season ones (hardy crops stand three weeks of fall frosts).
pub fn outdoor_windows(crop: &Crop) -> Vec<Span> {
    let spring = Span { from: crop.planting_weeks_from_last_frost.earliest, to: crop.planting_weeks_from_last_frost.latest };
    // Sown outdoors takes longest, so a window that suits sowing suits planting out too.
    let weeks_to_harvest = crop.days_outdoors(!crop.sows_outdoors()).max.div_ceil(7) as i32;
    let mut windows = vec![spring];
    match crop.frost_tolerance {
        Frost::Tender => {
            let last = SEASON_WEEKS - weeks_to_harvest - 2;
            if last > spring.to {
                windows[0].to = last;
            }
        }
        Frost::HalfHardy | Frost::Hardy => {
            let extra = if crop.frost_tolerance == Frost::Hardy { 3 } else { 0 };
            let last = SEASON_WEEKS + extra - weeks_to_harvest - 2;
            let fall = Span { from: (last - 4).max(spring.to + 1), to: last };
            if fall.from <= fall.to {
                windows.push(fall);
            }
        }
    }
    windows
}

/// Weeks in which seed may be started indoors: from the data's start week until three weeks
/// before the outdoor window opens (the least a seedling needs).
pub fn indoor_window(crop: &Crop) -> Option<Span> {
    let start = crop.indoor_start_weeks_before_last_frost?;
    Some(Span { from: -start, to: crop.planting_weeks_from_last_frost.earliest - 3 }).filter(|s| s.from <= s.to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn an_unknown_frost_is_mid_april_in_the_north_and_mid_october_in_named_southern_places() {
        let s = resolve(FrostAnswer::Unknown, "Macon, Georgia", date!(2026 - 11 - 25));
        assert_eq!((s.last_frost, s.hemisphere, s.source), (date!(2027 - 04 - 15), Hemisphere::North, Source::Assumed));
        assert_eq!(s.week_of(date!(2026 - 11 - 25)), -21, "141 days before: in the week that starts 147 days before");
        let s = resolve(FrostAnswer::Unknown, "Melbourne, Australia", date!(2026 - 11 - 25));
        assert_eq!((s.last_frost, s.hemisphere), (date!(2026 - 10 - 15), Hemisphere::South));
        assert_eq!(s.week_of(date!(2026 - 11 - 25)), 5);
        assert!(!says_southern("Perthshire, Scotland"));
    }

    #[test]
    fn a_given_date_or_month_is_used_in_the_nearest_year() {
        let given = FrostAnswer::Date { month: Month::May, day: 20, hemisphere: None };
        let s = resolve(given, "Duluth", date!(2026 - 06 - 01));
        assert_eq!((s.last_frost, s.source), (date!(2026 - 05 - 20), Source::Given));
        assert_eq!(s.first_fall_frost, date!(2026 - 11 - 18));
        let s = resolve(FrostAnswer::Month { month: Month::March, hemisphere: None }, "Austin", date!(2026 - 11 - 25));
        assert_eq!((s.last_frost, s.source), (date!(2027 - 03 - 15), Source::Month));
        let s = resolve(FrostAnswer::Date { month: Month::September, day: 1, hemisphere: None }, "Hobart", date!(2026 - 11 - 25));
        assert_eq!(s.hemisphere, Hemisphere::South);
    }

    #[test]
    fn cool_crops_get_a_fall_window_and_tender_crops_a_longer_spring() {
        let data = super::super::crops::CropData::from_seed().unwrap();
        let crop = |slug: &str| data.groups.iter().flat_map(|g| &g.crops).find(|c| c.slug == slug).unwrap().clone();
        // Lettuce: spring −4..2; 55 days is 8 weeks, so the fall window ends at 26 − 8 − 2 = 16.
        assert_eq!(outdoor_windows(&crop("lettuce")), [Span { from: -4, to: 2 }, Span { from: 12, to: 16 }]);
        // Bush beans: 60 days is 9 weeks; sown until week 26 − 9 − 2 = 15.
        assert_eq!(outdoor_windows(&crop("bush-bean")), [Span { from: 1, to: 15 }]);
        assert_eq!(indoor_window(&crop("cherry-tomato")), Some(Span { from: -6, to: -2 }));
        assert_eq!(indoor_window(&crop("spinach")), None);
    }
}
