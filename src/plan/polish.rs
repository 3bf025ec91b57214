//! With `--llm-url`, the model may reword the plan's message and tips in the persona's
//! voice. It is given the computed plan and may change no crop, quantity or date: a rewritten
//! text is kept only if every number in it was in the text it replaces and it names no crop
//! the original didn't. Anything else keeps the offline words.

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

/// Digit runs in a text ("1/4", "2026-04-15" and "0.5" give their parts).
fn numbers(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).collect()
}

/// Whether `rewritten` may replace `original`.
pub fn acceptable(original: &str, rewritten: &str, crop_names: &[String]) -> bool {
    let length = rewritten.chars().count();
    let bound = (original.chars().count() * 2).max(original.chars().count() + 300);
    if length < 10 || length > bound || rewritten.contains(['<', '>']) {
        return false;
    }
    let allowed = numbers(original);
    if numbers(rewritten).iter().any(|n| !allowed.contains(n)) {
        return false;
    }
    let (old, new) = (original.to_lowercase(), rewritten.to_lowercase());
    !crop_names.iter().any(|name| new.contains(name.as_str()) && !old.contains(name.as_str()))
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
        vec!["lettuce".into(), "kale".into(), "leaf lettuce".into()]
    }

    #[test]
    fn a_rewrite_may_change_words_but_no_number_or_crop() {
        let original = "Sow lettuce: 64 seeds, 1/4 in deep, from Mar 18.";
        assert!(acceptable(original, "Pop 64 lettuce seeds 1/4 in deep into the soil from Mar 18, friend!", &names()));
        assert!(!acceptable(original, "Sow lettuce: 80 seeds, 1/4 in deep, from Mar 18.", &names()), "a new quantity");
        assert!(!acceptable(original, "Sow kale: 64 seeds, 1/4 in deep, from Mar 18.", &names()), "a new crop");
        assert!(!acceptable(original, "<b>Sow</b> lettuce: 64 seeds", &names()), "markup");
        assert!(!acceptable(original, "ok", &names()), "too short");
    }
}
