//! With `--llm-url`, the model may reword the plan's message and tips in the persona's
//! voice. It is given the computed plan and may change no crop, quantity or date: a rewritten
//! text is kept only if it states the same numbers, months and weekdays in the same order,
//! names every crop the original names and no other, and adds no number words or links.
//! Anything else keeps the offline words.

use serde::Deserialize;
use serde_json::json;

use super::generate::Plan;

/// Longest the visitor waits for the model before the offline plan is sent as it is.
pub const WAIT_SECS: u64 = 8;
pub const MAX_TOKENS: u32 = 1200;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Rewrite {
    custom_message: Option<String>,
    #[serde(default)]
    dexter_tips: Vec<Vec<String>>,
}

/// The system prompt and the message for the model.
pub fn prompt(plan: &Plan, persona: &str, personality: &str) -> (String, String) {
    let system = format!(
        "You are {persona}, a farm assistant. {personality} Rewrite the texts you are given in your own warm, plain voice. \
         Keep every fact: do not add, remove or change any number, date, quantity or crop, and add no new advice. \
         Answer with JSON only, of the shape {{\"customMessage\": string, \"dexterTips\": [[string, ...], ...]}}, \
         with the same number of weeks and of tips in each week."
    );
    let tips: Vec<&Vec<String>> = plan.weekly_plans.iter().map(|w| &w.dexter_tips).collect();
    let message = json!({ "customMessage": plan.custom_message, "dexterTips": tips }).to_string();
    (system, message)
}

const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/// Quantities written as words, which would slip past the digit check.
const NUMBER_WORDS: [&str; 28] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fifteen", "twenty",
    "thirty", "forty", "fifty", "sixty", "hundred", "thousand", "dozen", "dozens", "half", "quarter", "double", "twice", "triple",
    "third",
];

fn words(text: &str) -> Vec<String> {
    text.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(String::from).collect()
}

/// The facts of a text in order: digit runs ("1/4" and "2026-04-15" give their parts), and
/// month and weekday names by their first three letters ("March" and "Mar" alike).
fn facts(text: &str) -> Vec<String> {
    let words = words(text);
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let digits: Vec<String> = w.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).map(String::from).collect();
        if !digits.is_empty() {
            out.extend(digits);
            continue;
        }
        let head: String = w.chars().take(3).collect();
        let named = MONTHS.contains(&head.as_str()) || WEEKDAYS.contains(&head.as_str());
        // "may" and "mar" are verbs too: they are months when a day number follows.
        let dated = words.get(i + 1).is_some_and(|n| n.chars().all(|c| c.is_ascii_digit()));
        if named && (is_calendar_word(w) || (w.len() == 3 && (dated || !["may", "mar", "sun", "wed"].contains(&w.as_str())))) {
            out.push(head);
        }
    }
    out
}

fn is_calendar_word(w: &str) -> bool {
    [
        "january", "february", "march", "april", "june", "july", "august", "september", "sept", "october", "november", "december",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tues", "thur", "thurs",
    ]
    .contains(&w)
}

/// Whether `name` (a crop or group, lowercase) is in `text` (lowercase) as whole words.
fn names_in(text: &str, name: &str) -> bool {
    format!(" {} ", words(text).join(" ")).contains(&format!(" {} ", words(name).join(" ")))
}

/// Whether `rewritten` may replace `original`. `crop_names` are the crops' and groups' names,
/// lowercase, singular and plural.
pub fn acceptable(original: &str, rewritten: &str, crop_names: &[String]) -> bool {
    let length = rewritten.chars().count();
    let bound = (original.chars().count() * 2).max(original.chars().count() + 300);
    if length < 10 || length > bound || rewritten.contains(['<', '>']) {
        return false;
    }
    let lower = rewritten.to_lowercase();
    if lower.contains("http") || lower.contains("www.") || lower.contains(".com") {
        return false;
    }
    if facts(original) != facts(rewritten) {
        return false;
    }
    let (old_words, new_words) = (words(original), words(rewritten));
    if new_words.iter().any(|w| NUMBER_WORDS.contains(&w.as_str()) && !old_words.contains(w)) {
        return false;
    }
    let old = original.to_lowercase();
    crop_names.iter().all(|name| names_in(&old, name) == names_in(&lower, name))
}

/// Every crop and group name, lowercase, singular and plural ("tomato", "tomatoes", "leafy
/// greens"), for [`acceptable`].
pub fn crop_names(data: &super::crops::CropData) -> Vec<String> {
    let mut names = Vec::new();
    for group in &data.groups {
        names.push(group.label.to_lowercase());
        for crop in &group.crops {
            let name = crop.name.to_lowercase();
            // The crop's last word alone too: "tomato" of "cherry tomato".
            let plain = name.split('(').next().unwrap_or(&name).trim();
            let last = plain.rsplit(' ').next().unwrap_or(plain).to_string();
            for n in [name, last] {
                names.push(crate::recipes::model::plural(&n));
                names.push(n);
            }
        }
    }
    names.sort();
    names.dedup();
    names
}

/// Applies the model's answer where it is acceptable; returns how many texts changed.
pub fn apply(plan: &mut Plan, answer: &str, crop_names: &[String]) -> usize {
    let (Some(start), Some(end)) = (answer.find('{'), answer.rfind('}')) else { return 0 };
    let Ok(rewrite) = serde_json::from_str::<Rewrite>(answer.get(start..=end).unwrap_or("")) else { return 0 };
    let mut changed = 0;
    if let Some(message) = rewrite.custom_message.map(|m| m.trim().to_string())
        && acceptable(&plan.custom_message, &message, crop_names)
    {
        plan.custom_message = message;
        changed += 1;
    }
    if rewrite.dexter_tips.len() == plan.weekly_plans.len() {
        for (week, tips) in plan.weekly_plans.iter_mut().zip(rewrite.dexter_tips) {
            if tips.len() != week.dexter_tips.len() {
                continue;
            }
            for (old, new) in week.dexter_tips.iter_mut().zip(tips) {
                let new = new.trim().to_string();
                if acceptable(old, &new, crop_names) {
                    *old = new;
                    changed += 1;
                }
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        vec!["lettuce".into(), "kale".into(), "leaf lettuce".into(), "peppers".into(), "pepper".into()]
    }

    #[test]
    fn a_rewrite_may_change_words_but_no_number_or_crop() {
        let original = "Sow lettuce: 64 seeds, 1/4 in deep, from Mar 18.";
        assert!(acceptable(original, "Pop 64 lettuce seeds 1/4 in deep into the soil from Mar 18, friend!", &names()));
        assert!(!acceptable(original, "Sow lettuce: 80 seeds, 1/4 in deep, from Mar 18.", &names()), "a new quantity");
        assert!(!acceptable(original, "Sow kale: 64 seeds, 1/4 in deep, from Mar 18.", &names()), "a new crop");
        assert!(!acceptable(original, "<b>Sow</b> lettuce: 64 seeds", &names()), "markup");
        assert!(!acceptable(original, "ok", &names()), "too short");
        assert!(!acceptable("From Mar 4 to Apr 15.", "From Apr 4 to Mar 15, friend.", &names()), "months swapped");
        assert!(acceptable("From Mar 4 to Apr 15.", "From March 4 until April 15, friend.", &names()));
        assert!(!acceptable(original, "Sow lettuce: 64 seeds, 1/4 in deep, from Mar 18, and sixty more.", &names()), "a number word");
        assert!(!acceptable(original, "Sow your seeds: 64 of them, 1/4 in deep, from Mar 18.", &names()), "a crop left out");
        assert!(!acceptable(original, "Sow lettuce and peppers: 64 seeds, 1/4 in deep, from Mar 18.", &names()), "a group added");
        assert!(!acceptable(original, "Sow lettuce: 64 seeds, 1/4 in deep, from Mar 18. See www.seeds.example", &names()), "a link");
        assert!(!acceptable(original, "Howdy! Here is your plan.", &names()), "facts dropped");
    }
}
