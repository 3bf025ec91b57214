//! The 4-week farm plan: a pure, deterministic function of the crop data, the wizard's
//! answers and the day the plan starts. It chooses the crops, shares out 4 × 8 ft beds,
//! counts plants and seed, dates every sowing from the frost dates, and fills each week with
//! tasks whose minutes never pass the hours the grower has.

use serde::{Deserialize, Serialize};
use time::{Date, Duration};

use super::crops::{Crop, CropData, plants_in};
use super::request::{Answers, Budget, Experience, Hemisphere};
use super::season::{self, Season, Source, Span};
use crate::web::dates::ymd;

/// Square feet in one 4 × 8 ft bed.
const BED_SQUARE_FEET: u32 = 32;
/// US gallons of water that cover one square foot an inch deep.
const GALLONS_PER_SQUARE_FOOT_INCH: f64 = 0.623;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Plan {
    pub location: String,
    pub experience: Experience,
    pub crops: Vec<String>,
    pub budget: Budget,
    pub time_per_week: u32,
    pub custom_message: String,
    pub weekly_plans: Vec<WeekPlan>,
    pub season: SeasonView,
    pub crop_plans: Vec<CropPlan>,
    /// Chosen groups with no crop in these four weeks (too little time), with when to add them.
    pub later_groups: Vec<LaterGroup>,
    pub beds: u32,
    pub supplies: Vec<String>,
    pub start_date: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WeekPlan {
    pub week: u32,
    pub title: String,
    pub start_date: String,
    pub end_date: String,
    /// Every task's minutes together; never above `timePerWeek` hours.
    pub minutes: u32,
    pub tasks: Vec<String>,
    pub dexter_tips: Vec<String>,
    /// The same tasks with their day, minutes, kind and crop (for calendars).
    pub schedule: Vec<Task>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    pub date: String,
    pub minutes: u32,
    pub kind: TaskKind,
    pub crop: Option<String>,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TaskKind {
    Prepare,
    Buy,
    SowIndoors,
    Sow,
    PlantOut,
    HardenOff,
    Thin,
    Care,
    Harvest,
    PlanAhead,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeasonView {
    pub last_frost_date: String,
    pub first_fall_frost_date: String,
    pub hemisphere: Hemisphere,
    /// given (the visitor's date), month (the 15th of their month) or assumed.
    pub source: String,
    /// What the plan assumed, in a sentence.
    pub note: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CropPlan {
    pub group: String,
    pub group_label: String,
    pub slug: String,
    pub name: String,
    /// direct (sown where it grows), transplant (started indoors) or buy-plants.
    pub method: String,
    pub square_feet: u32,
    pub plants: u32,
    /// Plants in a whole 4 × 8 ft bed at this crop's spacing.
    pub bed_capacity: u32,
    pub plants_per_square_foot: f64,
    pub in_row_inches: u32,
    pub between_rows_inches: u32,
    pub sowing_depth_inches: Option<f64>,
    /// Seeds to sow (with spares for gaps and thinning); 0 when bought as plants.
    pub seeds: u32,
    pub seed_to_buy: String,
    pub days_to_maturity: String,
    pub water_gallons_per_week: u32,
    /// When it goes in: a sentence with the dates.
    pub timing: String,
    pub succession_days: Option<u32>,
    pub container: Option<String>,
    pub harvest: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LaterGroup {
    pub group: String,
    pub label: String,
    pub crop: String,
    pub note: String,
}

/// How many crops the plan grows at once: fewer for beginners and for fewer hours.
fn crop_cap(experience: Experience, hours: u32) -> usize {
    let by_hours: usize = match hours {
        0..=2 => 2,
        3..=5 => 4,
        6..=8 => 6,
        _ => 8,
    };
    let by_experience = match experience {
        Experience::Beginner => 4,
        Experience::SomeExperience => 6,
        Experience::Experienced => 9,
    };
    by_hours.min(by_experience)
}

fn per_group(experience: Experience) -> usize {
    match experience {
        Experience::Beginner => 1,
        Experience::SomeExperience => 2,
        Experience::Experienced => 3,
    }
}

/// 4 × 8 ft beds the hours can keep: one for 2 hours, up to four for 12.
fn bed_count(hours: u32) -> u32 {
    match hours {
        0..=2 => 1,
        3..=5 => 2,
        6..=8 => 3,
        _ => 4,
    }
}

/// The ways a crop can be started, from the day it first becomes possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Method {
    Direct,
    Indoors,
    BuyPlants,
}

struct Chosen<'a> {
    group: &'a str,
    group_label: &'a str,
    crop: &'a Crop,
    square_feet: u32,
    plants: u32,
    method: Method,
    /// The first day in the coming year each step is possible.
    first_outdoor: Option<Date>,
    first_indoor: Option<Date>,
}

/// The first day from `from` (up to a year on) whose week lies in one of `spans`.
fn first_day_in(season: &Season, spans: &[Span], from: Date) -> Option<Date> {
    (0..366).map(|d| from + Duration::days(d)).find(|day| spans.iter().any(|s| s.holds(season.week_of(*day))))
}

/// A crop's name inside a sentence: lower case, but for the place names in it (Swiss, French).
fn lower(name: &str) -> String {
    name.split(' ')
        .map(|w| if ["Swiss", "French", "German"].contains(&w) { w.to_string() } else { w.to_lowercase() })
        .collect::<Vec<_>>()
        .join(" ")
}

fn short(date: Date) -> String {
    format!("{} {}", month_abbr(date.month()), date.day())
}

fn month_abbr(m: time::Month) -> &'static str {
    use time::Month::*;
    match m {
        January => "Jan",
        February => "Feb",
        March => "Mar",
        April => "Apr",
        May => "May",
        June => "Jun",
        July => "Jul",
        August => "Aug",
        September => "Sep",
        October => "Oct",
        November => "Nov",
        December => "Dec",
    }
}

fn inches(x: f64) -> String {
    match x {
        x if x == 0.0 => "on the surface (press it in; it needs light)".into(),
        x if (x - 0.125).abs() < 1e-9 => "1/8 in deep".into(),
        x if (x - 0.25).abs() < 1e-9 => "1/4 in deep".into(),
        x if (x - 0.5).abs() < 1e-9 => "1/2 in deep".into(),
        x if (x - 0.75).abs() < 1e-9 => "3/4 in deep".into(),
        x => format!("{} in deep", trim_number(x)),
    }
}

fn trim_number(x: f64) -> String {
    let text = format!("{x:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// How much seed to buy for `seeds`, in the words of a seed rack.
fn seed_amount(seeds: u32, per_ounce: u32) -> String {
    let ounces = f64::from(seeds) / f64::from(per_ounce);
    if ounces <= 0.125 {
        format!("one packet covers it ({seeds} seeds)")
    } else if ounces < 1.0 {
        format!("about {} oz ({seeds} seeds)", trim_number((ounces * 4.0).ceil() / 4.0))
    } else {
        format!("about {} oz ({seeds} seeds)", trim_number((ounces * 2.0).ceil() / 2.0))
    }
}

/// Picks each group's crops (beginner-friendly first for beginners, then the ones that can
/// start soonest, then the data's order) round-robin across groups up to the cap.
fn choose<'a>(data: &'a CropData, answers: &Answers, season: &Season, today: Date) -> (Vec<Chosen<'a>>, Vec<LaterGroup>, u32) {
    let cap = crop_cap(answers.experience, answers.hours);
    let mut ranked: Vec<(&str, &str, Vec<(&Crop, Option<Date>, Option<Date>)>)> = Vec::new();
    for slug in &answers.groups {
        let Some(group) = data.group(slug) else { continue };
        let mut crops: Vec<(usize, &Crop, Option<Date>, Option<Date>)> = group
            .crops
            .iter()
            .enumerate()
            .filter(|(_, c)| answers.experience != Experience::Beginner || c.beginner_friendly)
            .map(|(i, c)| {
                let outdoor = first_day_in(season, &season::outdoor_windows(c), today);
                let indoor = season::indoor_window(c).and_then(|w| first_day_in(season, &[w], today));
                (i, c, outdoor, indoor)
            })
            .collect();
        crops.sort_by_key(|(i, _, outdoor, indoor)| {
            let soonest = [*outdoor, *indoor].into_iter().flatten().min().unwrap_or(today + Duration::days(400));
            (soonest, *i)
        });
        ranked.push((group.slug.as_str(), group.label.as_str(), crops.into_iter().map(|(_, c, o, i)| (c, o, i)).collect()));
    }
    let mut picked: Vec<(usize, &Crop, Option<Date>, Option<Date>)> = Vec::new();
    for round in 0..per_group(answers.experience) {
        for (g, (_, _, crops)) in ranked.iter().enumerate() {
            if picked.len() < cap
                && let Some((crop, outdoor, indoor)) = crops.get(round)
            {
                picked.push((g, crop, *outdoor, *indoor));
            }
        }
    }
    picked.sort_by_key(|(g, _, _, _)| *g);
    let later = ranked
        .iter()
        .enumerate()
        .filter(|(g, _)| !picked.iter().any(|(p, ..)| p == g))
        .filter_map(|(_, (slug, label, crops))| {
            let (crop, outdoor, indoor) = crops.first()?;
            let when = [*indoor, *outdoor].into_iter().flatten().min().map(short).unwrap_or_else(|| "next spring".into());
            Some(LaterGroup {
                group: slug.to_string(),
                label: label.to_string(),
                crop: crop.name.clone(),
                note: format!(
                    "{label}: with {} hours a week, start with the crops above; add {} once they are settled (it can start from {when}).",
                    answers.hours,
                    lower(&crop.name)
                ),
            })
        })
        .collect();

    // No crop gets more than one bed: more room than that is more of the same, not a plan.
    let beds = bed_count(answers.hours).min(picked.len().max(1) as u32);
    let share = if picked.is_empty() { 0 } else { beds * BED_SQUARE_FEET / picked.len() as u32 };
    let chosen = picked
        .into_iter()
        .map(|(g, crop, first_outdoor, first_indoor)| {
            let (slug, label, _) = &ranked[g];
            let method = method_for(crop, answers, first_outdoor, first_indoor);
            Chosen {
                group: slug,
                group_label: label,
                crop,
                square_feet: share,
                plants: plants_in(f64::from(share), crop.plants_per_square_foot).max(1),
                method,
                first_outdoor,
                first_indoor,
            }
        })
        .collect();
    (chosen, later, beds)
}

/// Direct sowing where the crop allows it; otherwise seed started indoors, unless the
/// indoor window is past (or the crop isn't grown from seed, or a beginner with money to
/// spare is better served by nursery plants of a slow crop), then plants bought to set out.
fn method_for(crop: &Crop, answers: &Answers, outdoor: Option<Date>, indoor: Option<Date>) -> Method {
    if !crop.from_seed() {
        return Method::BuyPlants;
    }
    let indoor_first = matches!((indoor, outdoor), (Some(i), Some(o)) if i < o);
    if crop.sows_outdoors() && !indoor_first {
        return Method::Direct;
    }
    let slow_for_a_beginner = answers.experience == Experience::Beginner
        && answers.budget != Budget::Minimal
        && crop.weeks_to_grow_transplant.unwrap_or(0) >= 8;
    if indoor_first && !slow_for_a_beginner {
        Method::Indoors
    } else if crop.sows_outdoors() {
        Method::Direct
    } else {
        Method::BuyPlants
    }
}

/// A week being filled: tasks are added only while their minutes fit.
struct Week {
    start: Date,
    budget: u32,
    used: u32,
    tasks: Vec<Task>,
}

impl Week {
    fn fits(&self, minutes: u32) -> bool {
        self.used + minutes <= self.budget
    }

    fn add(&mut self, date: Date, minutes: u32, kind: TaskKind, crop: Option<&str>, text: String) -> bool {
        if !self.fits(minutes) {
            return false;
        }
        self.used += minutes;
        self.tasks.push(Task { date: ymd(date), minutes, kind, crop: crop.map(String::from), text });
        true
    }
}

/// Where each crop is while the weeks are filled.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Stage {
    Waiting,
    Indoors(Date),
    Growing { since: Date, from_seed_outdoors: bool },
}

/// The plan for `answers`, starting `today`.
pub fn generate(data: &CropData, answers: &Answers, today: Date, persona: &str) -> Plan {
    let season = season::resolve(answers.frost, &answers.location, today);
    let (chosen, later, beds) = choose(data, answers, &season, today);
    let beginner = answers.experience == Experience::Beginner;
    let successions = answers.hours >= 8;
    let mut weeks: Vec<Week> = (0..4)
        .map(|k| Week { start: today + Duration::weeks(k), budget: answers.hours * 60, used: 0, tasks: Vec::new() })
        .collect();
    let mut stages = vec![Stage::Waiting; chosen.len()];
    let mut thinned = vec![false; chosen.len()];
    let mut harvested = vec![false; chosen.len()];
    let mut last_sowing: Vec<Option<Date>> = vec![None; chosen.len()];
    let mut hardened = vec![false; chosen.len()];
    let mut noted = vec![false; chosen.len()];
    let mut later_noted = vec![false; later.len()];
    let mut light_set_up = false;
    let mut quiet_used = 0;
    let mut drip_laid = answers.budget != Budget::Comfortable;

    // The beds come first: nothing is sown outdoors before they are ready.
    let (prep_minutes, prep_text) = bed_preparation(answers.budget, beds, beginner);
    weeks[0].add(today, prep_minutes, TaskKind::Prepare, None, prep_text);
    let ready = today + Duration::days(1);
    let shopping = shopping_task(&chosen);
    if let Some(text) = shopping {
        weeks[0].add(today, 15, TaskKind::Buy, None, text);
    }

    for w in 0..weeks.len() {
        let start = weeks[w].start;
        let days = || (0..7).map(move |d| start + Duration::days(d));
        for (i, c) in chosen.iter().enumerate() {
            let crop = c.crop;
            let outdoor = season::outdoor_windows(crop);
            let in_outdoor = |d: &Date| outdoor.iter().any(|s| s.holds(season.week_of(*d))) && *d >= ready;
            match stages[i] {
                Stage::Waiting => {
                    let outdoor_day = days().find(|d| in_outdoor(d));
                    let indoor_day = season::indoor_window(crop)
                        .and_then(|s| days().find(|d| s.holds(season.week_of(*d))));
                    if c.method == Method::Indoors
                        && let Some(day) = indoor_day
                    {
                        let mut minutes = 15;
                        let setup = !light_set_up;
                        if setup {
                            minutes += 30;
                        }
                        if weeks[w].add(day, minutes, TaskKind::SowIndoors, Some(&crop.slug), sow_indoors_text(c, setup, beginner)) {
                            light_set_up = true;
                            stages[i] = Stage::Indoors(day);
                        }
                    } else if let Some(day) = outdoor_day
                        && c.method != Method::Indoors
                    {
                        let (kind, minutes, text) = match c.method {
                            Method::BuyPlants => (TaskKind::PlantOut, plant_out_minutes(c.plants), plant_out_text(c, false, beginner)),
                            _ => (TaskKind::Sow, 10 + c.square_feet / 4, sow_text(c, successions, beginner)),
                        };
                        if weeks[w].add(day, minutes, kind, Some(&crop.slug), text) {
                            stages[i] = Stage::Growing { since: day, from_seed_outdoors: kind == TaskKind::Sow };
                            last_sowing[i] = Some(day);
                        }
                    }
                }
                Stage::Indoors(sown) => {
                    let grow = i64::from(crop.weeks_to_grow_transplant.unwrap_or(6)).max(3);
                    let ready_day = sown + Duration::weeks(grow - 1);
                    if let Some(day) = days().find(|d| in_outdoor(d) && *d >= ready_day)
                        && weeks[w].add(day, plant_out_minutes(c.plants), TaskKind::PlantOut, Some(&crop.slug), plant_out_text(c, true, beginner))
                    {
                        stages[i] = Stage::Growing { since: day, from_seed_outdoors: false };
                    } else if !hardened[i]
                        && let Some(next) = weeks.get(w + 1).map(|n| n.start)
                        && (0..7).map(|d| next + Duration::days(d)).any(|d| in_outdoor(&d) && d >= ready_day)
                        && weeks[w].add(start, 30, TaskKind::HardenOff, Some(&crop.slug), harden_off_text(crop, beginner))
                    {
                        hardened[i] = true;
                    }
                }
                Stage::Growing { since, from_seed_outdoors } => {
                    let week_end = start + Duration::days(6);
                    if from_seed_outdoors
                        && !thinned[i]
                        && since + Duration::days(14) <= week_end
                        && weeks[w].add(
                            (since + Duration::days(14)).max(start),
                            10,
                            TaskKind::Thin,
                            Some(&crop.slug),
                            thin_text(crop, beginner),
                        )
                    {
                        thinned[i] = true;
                    }
                    if successions
                        && let (Some(every), Some(last)) = (crop.succession_days, last_sowing[i])
                        && c.method == Method::Direct
                    {
                        let next = last + Duration::days(every.into());
                        if next <= week_end
                            && next >= start
                            && in_outdoor(&next)
                            && weeks[w].add(next, 10, TaskKind::Sow, Some(&crop.slug), succession_text(c, every))
                        {
                            last_sowing[i] = Some(next);
                        }
                    }
                    let first_harvest = since + Duration::days(crop.days_outdoors(!from_seed_outdoors).min.into());
                    if !harvested[i]
                        && first_harvest <= week_end
                        && weeks[w].add(first_harvest.max(start), 15, TaskKind::Harvest, Some(&crop.slug), format!("First harvest of {}: {}", lower(&crop.name), crop.harvest))
                    {
                        harvested[i] = true;
                    }
                }
            }
        }

        // Routine care for whatever is in the ground, once per week after planting.
        let growing: Vec<&Chosen> =
            chosen.iter().zip(&stages).filter(|(_, s)| matches!(s, Stage::Growing { .. })).map(|(c, _)| c).collect();
        if !growing.is_empty() {
            if !drip_laid && weeks[w].add(start.max(ready), 45, TaskKind::Prepare, None, drip_text(beds)) {
                drip_laid = true;
            }
            let minutes = if answers.budget == Budget::Comfortable && drip_laid { 10 } else { 20 } * beds.min(growing.len() as u32).max(1);
            let first_in_ground = stages
                .iter()
                .filter_map(|s| match s {
                    Stage::Growing { since, .. } => Some((*since).max(start)),
                    _ => None,
                })
                .min()
                .unwrap_or(start);
            weeks[w].add(first_in_ground, minutes, TaskKind::Care, None, care_text(&growing, beginner));
        }

        // Crops with nothing to do yet get their dates in the calendar, so none is forgotten.
        for (i, c) in chosen.iter().enumerate() {
            if stages[i] == Stage::Waiting && !noted[i]
                && weeks[w].add(start, 5, TaskKind::PlanAhead, Some(&c.crop.slug), format!("Mark your calendar for {}: {}.", lower(&c.crop.name), timing(c, &season)))
            {
                noted[i] = true;
            }
        }
        // A week with nothing due to sow or tend still moves the garden on.
        if weeks[w].tasks.is_empty()
            && let Some((minutes, text)) = QUIET_WEEK_TASKS.get(quiet_used)
        {
            weeks[w].add(start, *minutes, TaskKind::Prepare, None, text.to_string());
            quiet_used += 1;
        }
        if w >= 1 {
            for (j, g) in later.iter().enumerate() {
                if !later_noted[j] && weeks[w].add(start, 5, TaskKind::PlanAhead, None, format!("Plan ahead — {}", g.note)) {
                    later_noted[j] = true;
                }
            }
        }
    }

    let crop_plans: Vec<CropPlan> = chosen.iter().map(|c| crop_plan(c, &season, successions, answers.budget)).collect();
    let weekly_plans: Vec<WeekPlan> = weeks
        .into_iter()
        .enumerate()
        .map(|(k, mut week)| {
            week.tasks.sort_by(|a, b| a.date.cmp(&b.date));
            let tips = tips_for(&week.tasks, &chosen, answers, k);
            WeekPlan {
                week: k as u32 + 1,
                title: title_for(&week.tasks, &chosen),
                start_date: ymd(week.start),
                end_date: ymd(week.start + Duration::days(6)),
                minutes: week.used,
                tasks: week.tasks.iter().map(|t| format!("{} ({} min)", t.text, t.minutes)).collect(),
                dexter_tips: tips,
                schedule: week.tasks,
            }
        })
        .collect();
    let season_view = season_view(&season, &answers.location);
    let custom_message = message(answers, data, &season, &season_view, &chosen, &later, beds, today, persona);
    Plan {
        location: answers.location.clone(),
        experience: answers.experience,
        crops: answers.groups.clone(),
        budget: answers.budget,
        time_per_week: answers.hours,
        custom_message,
        weekly_plans,
        season: season_view,
        crop_plans,
        later_groups: later,
        beds,
        supplies: supplies(answers.budget, beds, &chosen),
        start_date: ymd(today),
    }
}

/// Work for a week before anything can be sown: each useful once, in this order.
const QUIET_WEEK_TASKS: [(u32, &str); 4] = [
    (20, "Test your soil: a home kit or your extension service's lab gives the pH and nutrients, so you add only what the bed lacks"),
    (30, "Start a compost pile or bin with leaves, spent plants and kitchen scraps; it feeds next season's beds"),
    (15, "Cover the prepared bed with leaves, straw or cardboard so weeds don't move in before sowing"),
    (15, "Sketch the bed on paper: where each crop goes, tall crops on the north side so they don't shade the rest"),
];

fn plant_out_minutes(plants: u32) -> u32 {
    (10 + 3 * plants).min(60)
}

fn bed_preparation(budget: Budget, beds: u32, beginner: bool) -> (u32, String) {
    let area = beds * BED_SQUARE_FEET;
    let compost = f64::from(area) * 2.0 / 12.0;
    let what = if beds == 1 { "one 4 × 8 ft bed".to_string() } else { format!("{beds} beds of 4 × 8 ft ({area} sq ft)") };
    let (minutes, text) = match budget {
        Budget::Minimal => (
            60 * beds,
            format!(
                "Prepare {what} in a spot with 6+ hours of sun: clear it, loosen the soil a spade deep and spread 2 inches of compost (about {} cu ft; free municipal or home compost keeps costs down)",
                trim_number((compost * 10.0).round() / 10.0)
            ),
        ),
        _ => (
            90 * beds,
            format!(
                "Build or set up {what} as raised beds in a spot with 6+ hours of sun, loosen the ground beneath, fill with a soil-compost mix and top with 2 inches of compost (about {} cu ft)",
                trim_number((compost * 10.0).round() / 10.0)
            ),
        ),
    };
    let why = if beginner { ". Good soil does most of the work for you, so don't skip this step" } else { "" };
    (minutes, format!("{text}{why}."))
}

fn shopping_task(chosen: &[Chosen]) -> Option<String> {
    if chosen.is_empty() {
        return None;
    }
    let items: Vec<String> = chosen
        .iter()
        .map(|c| match c.method {
            Method::BuyPlants => format!("{} {} plants", c.plants, lower(&c.crop.name)),
            _ => format!("{} seed, {}", lower(&c.crop.name), seed_amount(seeds_for(c), c.crop.seeds_per_ounce.unwrap_or(1))),
        })
        .collect();
    Some(format!("Buy or order: {}", items.join("; ")))
}

fn seeds_for(c: &Chosen) -> u32 {
    match c.method {
        Method::Direct => c.plants * 2,
        Method::Indoors => (c.plants * 3).div_ceil(2),
        Method::BuyPlants => 0,
    }
}

fn sow_indoors_text(c: &Chosen, setup: bool, beginner: bool) -> String {
    let crop = c.crop;
    let setup = if setup { "Set up a bright windowsill or a shop light 2–3 inches above the trays, then sow " } else { "Sow " };
    let depth = crop.sowing_depth_inches.map(inches).unwrap_or_default();
    let weeks = crop.weeks_to_grow_transplant.unwrap_or(6);
    let why = if beginner { "; keep the mix moist, not wet, and the seedlings close to the light so they grow stocky" } else { "" };
    format!(
        "{setup}{} {} seeds indoors, {depth}, for {} plants; they grow about {weeks} weeks before planting out{why}",
        seeds_for(c),
        lower(&crop.name),
        c.plants
    )
}

/// Succession crops are sown in thirds, one round every `successionDays`.
const SUCCESSION_ROUNDS: u32 = 3;

fn sow_text(c: &Chosen, successions: bool, beginner: bool) -> String {
    let crop = c.crop;
    let depth = crop.sowing_depth_inches.map(inches).unwrap_or_default();
    let why = if beginner { ". Water gently and keep the soil surface moist until the seedlings are up" } else { "" };
    let spacing = format!("{} a square foot, {} in apart", trim_number(crop.plants_per_square_foot), crop.spacing_inches.in_row);
    match (successions, crop.succession_days) {
        (true, Some(days)) => format!(
            "Sow the first third of the {} outdoors: {} seeds {depth} in {} of its {} sq ft, thinned to {} plants ({spacing}); the next thirds follow every {days} days for a steady harvest{why}",
            lower(&crop.name),
            seeds_for(c).div_ceil(SUCCESSION_ROUNDS),
            trim_number(f64::from(c.square_feet) / f64::from(SUCCESSION_ROUNDS)),
            c.square_feet,
            c.plants.div_ceil(SUCCESSION_ROUNDS),
        ),
        _ => format!(
            "Sow {} outdoors in {} sq ft: {} seeds {depth}, thinned to {} plants ({spacing}){why}",
            lower(&crop.name),
            c.square_feet,
            seeds_for(c),
            c.plants,
        ),
    }
}

fn plant_out_text(c: &Chosen, own_seedlings: bool, beginner: bool) -> String {
    let crop = c.crop;
    let why = if beginner { ". Plant on a cloudy day or in the evening and water them in well" } else { "" };
    let container = match (c.method, crop.container.min_gallons) {
        (Method::BuyPlants, Some(g)) if crop.container.suitable => format!(" (or one per {}-gallon container)", trim_number(g)),
        _ => String::new(),
    };
    let what = format!("{} {} {}", c.plants, lower(&crop.name), if c.plants == 1 { "plant" } else { "plants" });
    let source = if own_seedlings { format!("Plant out your {what}") } else { format!("Plant out {what} from a nursery") };
    format!("{source} in {} sq ft, {} in apart{container}{why}", c.square_feet, crop.spacing_inches.in_row)
}

fn harden_off_text(crop: &Crop, beginner: bool) -> String {
    let why = if beginner { " so the sun and wind don't shock them" } else { "" };
    format!(
        "Harden off the {} seedlings: set them outdoors in light shade for an hour or two a day, a little longer each day{why}",
        lower(&crop.name)
    )
}

fn thin_text(crop: &Crop, beginner: bool) -> String {
    let why = if beginner { "; snip the extras at soil level so you don't disturb the roots of the ones you keep" } else { "" };
    format!("Thin the {} seedlings to {} in apart{why}", lower(&crop.name), crop.spacing_inches.in_row)
}

fn succession_text(c: &Chosen, every: u32) -> String {
    format!(
        "Succession sowing: sow the next third of the {} ({} seeds, {every} days after the last round)",
        lower(&c.crop.name),
        seeds_for(c).div_ceil(SUCCESSION_ROUNDS)
    )
}

fn drip_text(beds: u32) -> String {
    format!("Lay drip line or soaker hose along the {} with a simple timer, so watering takes minutes", if beds == 1 { "bed" } else { "beds" })
}

fn care_text(growing: &[&Chosen], beginner: bool) -> String {
    let gallons: u32 = growing.iter().map(|c| water_gallons(c)).sum();
    let inches = growing.iter().map(|c| c.crop.water_inches_per_week).fold(0.0_f64, f64::max);
    let why = if beginner { " — push a finger into the soil: water when the top inch is dry" } else { "" };
    format!(
        "Water and weed: about {gallons} gallons this week across what's planted ({} in a week, counting rain), and pull weeds while they are small{why}",
        trim_number(inches)
    )
}

fn water_gallons(c: &Chosen) -> u32 {
    (c.crop.water_inches_per_week * f64::from(c.square_feet) * GALLONS_PER_SQUARE_FOOT_INCH).round() as u32
}

/// When a crop goes in, as dates from the coming year.
fn timing(c: &Chosen, season: &Season) -> String {
    let crop = c.crop;
    let outdoor = season::outdoor_windows(crop);
    let span_text = |span: &Span| format!("{} to {}", short(season.date_at_week(span.from)), short(season.date_at_week(span.to) + Duration::days(6)));
    let next_outdoor = c.first_outdoor.and_then(|d| outdoor.iter().find(|s| s.holds(season.week_of(d))).map(|s| (d, *s)));
    let outdoors = match next_outdoor {
        Some((day, span)) => {
            let verb = if c.method == Method::Direct { "sow outdoors" } else { "plant out" };
            let end = season.date_at_week(span.to) + Duration::days(6);
            format!("{verb} from {} to {}", short(day), short(end))
        }
        None => format!("outdoors {}", outdoor.iter().map(span_text).collect::<Vec<_>>().join(" or ")),
    };
    match (c.method, c.first_indoor) {
        (Method::Indoors, Some(day)) => format!("start seeds indoors from {}, then {outdoors}", short(day)),
        (Method::BuyPlants, _) => format!("buy plants and {}", outdoors.replace("plant out", "set them out")),
        _ => outdoors,
    }
}

fn crop_plan(c: &Chosen, season: &Season, successions: bool, budget: Budget) -> CropPlan {
    let crop = c.crop;
    let seeds = seeds_for(c);
    CropPlan {
        group: c.group.to_string(),
        group_label: c.group_label.to_string(),
        slug: crop.slug.clone(),
        name: crop.name.clone(),
        method: match c.method {
            Method::Direct => "direct",
            Method::Indoors => "transplant",
            Method::BuyPlants => "buy-plants",
        }
        .into(),
        square_feet: c.square_feet,
        plants: c.plants,
        bed_capacity: crop.bed_capacity(),
        plants_per_square_foot: crop.plants_per_square_foot,
        in_row_inches: crop.spacing_inches.in_row,
        between_rows_inches: crop.spacing_inches.between_rows,
        sowing_depth_inches: crop.sowing_depth_inches,
        seeds,
        seed_to_buy: match (c.method, crop.seeds_per_ounce) {
            (Method::BuyPlants, _) | (_, None) => format!("{} plants", c.plants),
            (_, Some(per_ounce)) => seed_amount(seeds, per_ounce),
        },
        days_to_maturity: {
            let days = crop.days_outdoors(c.method != Method::Direct);
            format!("{}–{} days from {}", days.min, days.max, if c.method == Method::Direct { "sowing" } else { "planting out" })
        },
        water_gallons_per_week: water_gallons(c),
        timing: timing(c, season),
        succession_days: crop.succession_days.filter(|_| successions && c.method == Method::Direct),
        container: crop
            .container
            .min_gallons
            .filter(|_| crop.container.suitable && budget == Budget::Minimal)
            .map(|g| format!("Grows in a reused container of {} gallons or more.", trim_number(g))),
        harvest: crop.harvest.clone(),
    }
}

fn supplies(budget: Budget, beds: u32, chosen: &[Chosen]) -> Vec<String> {
    let mut list = vec!["Seed packets or plants from the shopping task".to_string(), "Compost for the top 2 inches of each bed".to_string()];
    let indoors = chosen.iter().any(|c| c.method == Method::Indoors);
    match budget {
        Budget::Minimal => {
            list.push("Reused containers and trays with holes punched for drainage".into());
            if indoors {
                list.push("Seed-starting mix and a sunny windowsill".into());
            }
            list.push("A watering can or hose you already have".into());
        }
        Budget::Moderate => {
            list.push(format!("Lumber or a kit for {beds} raised {}, and soil mix to fill", if beds == 1 { "bed" } else { "beds" }));
            if indoors {
                list.push("Seed-starting mix, cell trays and a shop light".into());
            }
            list.push("Straw or shredded-leaf mulch".into());
        }
        Budget::Comfortable => {
            list.push(format!("Lumber or a kit for {beds} raised {}, and soil mix to fill", if beds == 1 { "bed" } else { "beds" }));
            list.push("A drip irrigation kit with a timer".into());
            list.push("Floating row cover (frost and insect protection) with hoops".into());
            if indoors {
                list.push("Seed-starting mix, cell trays, a shop light and a heat mat".into());
            }
            list.push("A soil test from your extension service".into());
        }
    }
    list
}

fn title_for(tasks: &[Task], chosen: &[Chosen]) -> String {
    let names = |kind: TaskKind| -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for t in tasks.iter().filter(|t| t.kind == kind) {
            if let Some(c) = t.crop.as_ref().and_then(|slug| chosen.iter().find(|c| &c.crop.slug == slug)) {
                let name = lower(&c.crop.name);
                if !out.contains(&name) {
                    out.push(name);
                }
            }
        }
        out
    };
    let list = |v: Vec<String>| match v.len() {
        0 => String::new(),
        1 => v[0].clone(),
        _ => format!("{} and {}", v[..v.len() - 1].join(", "), v[v.len() - 1]),
    };
    let mut parts: Vec<String> = Vec::new();
    if tasks.iter().any(|t| t.kind == TaskKind::Prepare && t.crop.is_none() && t.minutes >= 60) {
        parts.push("Prepare your beds".into());
    }
    for (kind, verb) in [(TaskKind::PlantOut, "Plant out"), (TaskKind::Sow, "Sow"), (TaskKind::SowIndoors, "Start indoors:"), (TaskKind::Harvest, "Harvest")] {
        let n = names(kind);
        if !n.is_empty() && parts.len() < 2 {
            parts.push(format!("{verb} {}", list(n)));
        }
    }
    if parts.is_empty() {
        if tasks.iter().any(|t| t.kind == TaskKind::HardenOff) {
            parts.push("Harden off your seedlings".into());
        } else if tasks.iter().any(|t| t.kind == TaskKind::Care) {
            parts.push("Water, weed and watch them grow".into());
        } else {
            parts.push("Plan ahead and get ready".into());
        }
    }
    let mut title = parts.join(" · ");
    if let Some(first) = title.get(0..1) {
        title = first.to_uppercase() + &title[1..];
    }
    title
}

/// Tips for the week: the acted-on crops' own advice first, then general advice for the
/// kind of work, then a word for the budget; three for beginners, two otherwise.
fn tips_for(tasks: &[Task], chosen: &[Chosen], answers: &Answers, week: usize) -> Vec<String> {
    let want = if answers.experience == Experience::Beginner { 3 } else { 2 };
    let mut tips: Vec<String> = Vec::new();
    let mut push = |tip: String| {
        if tips.len() < want && !tips.contains(&tip) {
            tips.push(tip);
        }
    };
    for t in tasks.iter().filter(|t| matches!(t.kind, TaskKind::Sow | TaskKind::SowIndoors | TaskKind::PlantOut | TaskKind::Harvest)) {
        if let Some(c) = t.crop.as_ref().and_then(|slug| chosen.iter().find(|c| &c.crop.slug == slug)) {
            push(format!("{}: {}", c.crop.name, c.crop.notes));
        }
    }
    let has = |kind: TaskKind| tasks.iter().any(|t| t.kind == kind);
    let mut general: Vec<&str> = Vec::new();
    if has(TaskKind::Prepare) {
        general.push("A 4 × 8 ft bed is reachable from both sides, so you never step on the soil and pack it down.");
    }
    if has(TaskKind::Sow) {
        general.push("Seeds need steady moisture to come up: a light sprinkle every day or two until they sprout, then deeper, less frequent watering.");
    }
    if has(TaskKind::SowIndoors) || has(TaskKind::HardenOff) {
        general.push("Seedlings stretch and flop when light is weak: keep a shop light a few inches above them for 14–16 hours a day.");
    }
    if has(TaskKind::PlantOut) {
        general.push("Check the forecast after planting out: an old sheet or row cover saves young plants on a surprise frosty night.");
    }
    if has(TaskKind::Care) {
        general.push("Mulch bare soil between plants with straw or shredded leaves: it holds water and smothers weeds.");
    }
    if has(TaskKind::Harvest) {
        general.push("Harvest in the cool of the morning, when leaves and fruit are crisp, and pick often: many crops make more when picked.");
    }
    general.push(match week {
        0 => "Write down what you sow and when: next year's plan starts from this year's notes.",
        1 => "Seed companies and community seed swaps have their best choice early: order before the rush.",
        2 => "Walk the beds a few minutes every other day: pests and dry soil are easy to fix when caught early.",
        _ => "When these four weeks are done, make your next plan here or ask the farm assistant what to do next.",
    });
    for tip in general {
        push(tip.to_string());
    }
    let budget_tips: [&str; 2] = match answers.budget {
        Budget::Minimal => [
            "Save money: ask neighbours and community gardens for spare seed, and use yogurt tubs and egg cartons for seedlings.",
            "Many towns give away leaf mulch and compost: ask your public works or recycling center.",
        ],
        Budget::Moderate => [
            "Spend on good compost before gadgets: it pays back in every crop.",
            "A simple hose-end timer or soaker hose is the best-value upgrade once beds are planted.",
        ],
        Budget::Comfortable => [
            "Row cover over hoops adds warmth on cold nights and keeps insects off young plants.",
            "A soil test from your extension service before you spend on amendments tells you exactly what to buy.",
        ],
    };
    push(budget_tips[week % 2].to_string());
    tips
}

fn season_view(season: &Season, location: &str) -> SeasonView {
    let date = format!("{} {}", month_name(season.last_frost.month()), season.last_frost.day());
    let fall = format!("{} {}", month_name(season.first_fall_frost.month()), season.first_fall_frost.day());
    let (source, note) = match season.source {
        Source::Given => ("given", format!("Counted from your last spring frost date, {date}, with the first fall frost about 26 weeks later ({fall}).")),
        Source::Month => (
            "month",
            format!("Counted from a last spring frost in mid-{} ({date}), with the first fall frost about 26 weeks later ({fall}).", month_name(season.last_frost.month())),
        ),
        Source::Assumed => (
            "assumed",
            format!(
                "I assumed a last spring frost around {date}, typical of temperate {} gardens, and a first fall frost around {fall}. Your local date for {} may differ by weeks: enter it for exact dates.",
                if season.hemisphere == Hemisphere::South { "southern-hemisphere" } else { "northern-hemisphere" },
                location
            ),
        ),
    };
    SeasonView {
        last_frost_date: ymd(season.last_frost),
        first_fall_frost_date: ymd(season.first_fall_frost),
        hemisphere: season.hemisphere,
        source: source.into(),
        note,
    }
}

fn month_name(m: time::Month) -> String {
    m.to_string()
}

#[allow(clippy::too_many_arguments)]
fn message(
    answers: &Answers,
    data: &CropData,
    season: &Season,
    view: &SeasonView,
    chosen: &[Chosen],
    later: &[LaterGroup],
    beds: u32,
    today: Date,
    persona: &str,
) -> String {
    let labels: Vec<String> = answers.groups.iter().filter_map(|g| data.group(g)).map(|g| g.label.to_lowercase()).collect();
    let list = |v: &[String]| match v.len() {
        0 => String::new(),
        1 => v[0].clone(),
        _ => format!("{} and {}", v[..v.len() - 1].join(", "), v[v.len() - 1]),
    };
    let first = season.week_of(today);
    let last = season.week_of(today + Duration::days(27));
    let moment = if last < -8 {
        "well before your last frost, so these weeks are for getting beds, seed and seedlings ready"
    } else if first < 0 {
        "in the weeks before your last frost: time for hardy crops outdoors and warm-season seedlings indoors"
    } else if first <= 8 {
        "just after your last frost: the main planting season"
    } else if first <= 17 {
        "in the heart of the growing season: time for warm crops, succession sowings and the fall garden"
    } else {
        "late in the season: time for hardy fall crops and for getting beds ready for next year"
    };
    let crops: Vec<String> = chosen.iter().map(|c| lower(&c.crop.name)).collect();
    let experience = match answers.experience {
        Experience::Beginner => "As a first-time grower you'll find a short why beside each task. Start small and enjoy it: a few healthy plants teach more than a crowded bed.",
        Experience::SomeExperience => "With some seasons behind you, the plan adds a second crop per group where time allows.",
        Experience::Experienced => "You know the ropes, so the plan keeps explanations short and packs in more crops and successions.",
    };
    let mut text = format!(
        "Welcome, grower in {}! I'm {persona}, and this is your 4-week plan for {} with about {} hours a week on a {} budget ({}). {} These four weeks ({} to {}) fall {moment}. You'll grow {} in {}.",
        answers.location,
        list(&labels),
        answers.hours,
        answers.budget.slug(),
        answers.budget.label(),
        view.note,
        short(today),
        short(today + Duration::days(27)),
        list(&crops),
        if beds == 1 { "one 4 × 8 ft bed".to_string() } else { format!("{beds} beds of 4 × 8 ft") },
    );
    if !later.is_empty() {
        let names: Vec<String> = later.iter().map(|g| g.label.to_lowercase()).collect();
        text.push_str(&format!(" To keep within your hours, {} wait until your first crops are settled; week by week the plan says when.", list(&names)));
    }
    text.push(' ');
    text.push_str(experience);
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::request::FrostAnswer;
    use time::macros::date;

    fn data() -> CropData {
        CropData::from_seed().unwrap()
    }

    fn answers(experience: Experience, groups: &[&str], budget: Budget, hours: u32) -> Answers {
        Answers {
            location: "Macon, Georgia".into(),
            experience,
            groups: groups.iter().map(|s| s.to_string()).collect(),
            budget,
            hours,
            frost: FrostAnswer::Unknown,
            start_date: None,
        }
    }

    const ALL_GROUPS: [&str; 8] =
        ["leafy-greens", "tomatoes", "herbs", "peppers", "beans-and-peas", "root-vegetables", "flowers", "medicinal-plants"];

    /// Every combination of the seed's options, on days through the year, in both hemispheres.
    #[test]
    fn every_combination_keeps_the_invariants() {
        let data = data();
        let days = [date!(2026 - 01 - 10), date!(2026 - 03 - 20), date!(2026 - 05 - 02), date!(2026 - 07 - 15), date!(2026 - 09 - 30), date!(2026 - 11 - 25)];
        let mut plans = 0;
        let mut largest = 0;
        for mask in 1u32..256 {
            let groups: Vec<&str> = ALL_GROUPS.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, g)| *g).collect();
            for experience in [Experience::Beginner, Experience::SomeExperience, Experience::Experienced] {
                for budget in [Budget::Minimal, Budget::Moderate, Budget::Comfortable] {
                    for hours in [2, 5, 8, 12] {
                        // Every combination on one day; a spread of them on every day.
                        let day_set: &[Date] = if mask % 17 == 1 { &days } else { &days[(mask as usize) % days.len()..][..1] };
                        for &today in day_set {
                            let mut a = answers(experience, &groups, budget, hours);
                            // The frost answers too: none, a date, a month south of the equator.
                            a.frost = match mask % 3 {
                                0 => FrostAnswer::Unknown,
                                1 => FrostAnswer::Date { month: time::Month::March, day: 28, hemisphere: None },
                                _ => FrostAnswer::Month { month: time::Month::September, hemisphere: Some(Hemisphere::South) },
                            };
                            let plan = generate(&data, &a, today, "Dexter Jr.");
                            check_invariants(&data, &a, &plan);
                            largest = largest.max(serde_json::to_vec(&plan).map_or(0, |b| b.len()));
                            plans += 1;
                        }
                    }
                }
            }
        }
        assert!(plans > 9000, "{plans}");
        eprintln!("largest plan: {largest} bytes");
        assert!(largest < crate::plan::store::PLAN_BYTES_AT_MOST, "the largest plan is {largest} bytes");
    }

    fn check_invariants(data: &CropData, a: &Answers, plan: &Plan) {
        let context = format!("{:?} {:?} {:?} {} from {}", a.groups, a.experience, a.budget, a.hours, plan.start_date);
        assert_eq!(plan.weekly_plans.len(), 4, "{context}");
        for week in &plan.weekly_plans {
            let sum: u32 = week.schedule.iter().map(|t| t.minutes).sum();
            assert_eq!(sum, week.minutes, "{context}");
            assert!(week.minutes <= a.hours * 60, "week {} asks {} min of {} h: {context}", week.week, week.minutes, a.hours);
            assert!(!week.tasks.is_empty() && !week.dexter_tips.is_empty() && !week.title.is_empty(), "{context}");
            assert_eq!(week.tasks.len(), week.schedule.len());
            for task in &week.schedule {
                assert!(task.date.as_str() >= week.start_date.as_str() && task.date.as_str() <= week.end_date.as_str(), "{context}: {task:?}");
            }
        }
        let chosen_crops = plan.crop_plans.len();
        assert!(chosen_crops >= 1, "{context}");
        if a.hours == 2 {
            assert!(chosen_crops <= 2, "{context}");
        }
        let text = serde_json::to_string(&plan.weekly_plans).unwrap().to_lowercase();
        for group in &a.groups {
            let g = data.group(group).unwrap();
            let grown = plan.crop_plans.iter().any(|c| &c.group == group);
            let later = plan.later_groups.iter().any(|l| &l.group == group);
            assert!(grown || later, "{group} missing: {context}");
            let mentioned = g.crops.iter().any(|c| text.contains(&c.name.to_lowercase())) || text.contains(&g.label.to_lowercase());
            assert!(mentioned, "{group} not in any week's tasks: {context}");
        }
        for c in &plan.crop_plans {
            let crop = data.groups.iter().flat_map(|g| &g.crops).find(|x| x.slug == c.slug).unwrap();
            assert_eq!(c.plants, plants_in(f64::from(c.square_feet), crop.plants_per_square_foot).max(1), "{context}");
            assert_eq!(c.bed_capacity, (32.0 * crop.plants_per_square_foot + 1e-9).floor() as u32);
            assert!(c.plants <= c.bed_capacity * plan.beds, "{context}: {c:?}");
            if a.experience == Experience::Beginner {
                assert!(crop.beginner_friendly, "{context}");
            }
        }
        let total_area: u32 = plan.crop_plans.iter().map(|c| c.square_feet).sum();
        assert!(total_area <= plan.beds * 32, "{context}");
    }

    #[test]
    fn the_same_answers_on_the_same_day_give_the_same_plan() {
        let a = answers(Experience::SomeExperience, &["leafy-greens", "tomatoes", "herbs"], Budget::Moderate, 5);
        let one = generate(&data(), &a, date!(2026 - 03 - 01), "Dexter Jr.");
        let two = generate(&data(), &a, date!(2026 - 03 - 01), "Dexter Jr.");
        assert_eq!(one, two);
    }

    #[test]
    fn in_early_march_lettuce_seedlings_start_indoors_and_spinach_is_sown_out_in_time() {
        // Last frost assumed 15 April: 1 March is week −7.
        let a = answers(Experience::Experienced, &["leafy-greens", "tomatoes"], Budget::Comfortable, 12);
        let plan = generate(&data(), &a, date!(2026 - 03 - 01), "Dexter Jr.");
        assert_eq!(plan.season.last_frost_date, "2026-04-15");
        assert_eq!(plan.season.source, "assumed");
        let tasks: Vec<&Task> = plan.weekly_plans.iter().flat_map(|w| &w.schedule).collect();
        let spinach_sown = tasks.iter().find(|t| t.crop.as_deref() == Some("spinach") && t.kind == TaskKind::Sow).unwrap();
        // Spinach's window opens 6 weeks before 15 April: 4 March.
        assert_eq!(spinach_sown.date, "2026-03-04");
        let tomato_indoors = tasks.iter().find(|t| t.crop.as_deref().is_some_and(|c| c.ends_with("tomato")) && t.kind == TaskKind::SowIndoors).unwrap();
        assert_eq!(tomato_indoors.date, "2026-03-04", "6 weeks before the frost");
        assert!(plan.custom_message.contains("Macon, Georgia"));
    }

    #[test]
    fn a_beginner_with_two_hours_gets_two_easy_crops_and_the_rest_later() {
        let a = answers(Experience::Beginner, &["leafy-greens", "tomatoes", "herbs", "flowers"], Budget::Minimal, 2);
        let plan = generate(&data(), &a, date!(2026 - 04 - 20), "Dexter Jr.");
        assert_eq!(plan.crop_plans.len(), 2);
        assert_eq!(plan.later_groups.iter().map(|g| g.group.as_str()).collect::<Vec<_>>(), ["herbs", "flowers"]);
        assert_eq!(plan.beds, 1);
        assert!(plan.weekly_plans.iter().all(|w| w.dexter_tips.len() == 3));
        assert!(plan.weekly_plans[0].tasks[0].contains("don't skip this step"), "beginners get the why");
        assert!(plan.supplies.iter().any(|s| s.contains("Reused containers")));
    }

    #[test]
    fn twelve_hours_brings_succession_sowings_and_comfortable_a_drip_line() {
        let a = answers(Experience::Experienced, &["leafy-greens", "root-vegetables"], Budget::Comfortable, 12);
        let plan = generate(&data(), &a, date!(2026 - 03 - 20), "Dexter Jr.");
        let tasks: Vec<&Task> = plan.weekly_plans.iter().flat_map(|w| &w.schedule).collect();
        assert!(tasks.iter().any(|t| t.text.starts_with("Succession sowing")), "{tasks:#?}");
        assert!(tasks.iter().any(|t| t.text.contains("drip line")));
        assert!(plan.supplies.iter().any(|s| s.contains("row cover")));
    }

    #[test]
    fn seed_amounts_read_like_a_seed_rack() {
        assert_eq!(seed_amount(64, 25000), "one packet covers it (64 seeds)");
        assert_eq!(seed_amount(288, 100), "about 3 oz (288 seeds)");
        assert_eq!(seed_amount(40, 100), "about 0.5 oz (40 seeds)");
    }
}
