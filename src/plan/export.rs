//! A stored plan in the three shapes a grower takes away: the seed's text file, a printable
//! page (askama) and an iCalendar file of every task on its day.

use askama::Template;

use super::generate::{Plan, Task};
use super::store::StoredPlan;

fn experience_label(plan: &Plan) -> &'static str {
    match plan.experience.slug() {
        "beginner" => "Beginner",
        "some-experience" => "Some experience",
        _ => "Experienced",
    }
}

/// The plan as plain text, the seed's download.
pub fn text(stored: &StoredPlan, organization: &str, link: &str) -> String {
    let plan = &stored.plan;
    let mut out = String::new();
    out.push_str(&format!("YOUR 4-WEEK FARM PLAN — {organization}\n"));
    out.push_str(&format!(
        "Location: {}\nExperience: {}\nBudget: {} ({})\nTime: {} hours a week\nStarts: {}\n\n",
        plan.location,
        experience_label(plan),
        plan.budget.slug(),
        plan.budget.label(),
        plan.time_per_week,
        plan.start_date
    ));
    out.push_str(&plan.custom_message);
    out.push_str("\n\n");
    for week in &plan.weekly_plans {
        out.push_str(&format!("WEEK {}: {} ({} to {})\n", week.week, week.title, week.start_date, week.end_date));
        out.push_str("Tasks:\n");
        for task in &week.schedule {
            out.push_str(&format!("  - [{}] {} ({} min)\n", task.date, task.text, task.minutes));
        }
        out.push_str("Tips:\n");
        for tip in &week.dexter_tips {
            out.push_str(&format!("  * {tip}\n"));
        }
        out.push('\n');
    }
    out.push_str("YOUR CROPS\n");
    for c in &plan.crop_plans {
        out.push_str(&format!(
            "  {} ({}): {} plants in {} sq ft (a full 4 x 8 ft bed holds {}); {} in apart; seed: {}; {}; {}.\n",
            c.name, c.group_label, c.plants, c.square_feet, c.bed_capacity, c.in_row_inches, c.seed_to_buy, c.days_to_maturity, c.timing
        ));
    }
    for g in &plan.later_groups {
        out.push_str(&format!("  Later: {}\n", g.note));
    }
    out.push_str("\nSUPPLIES\n");
    for s in &plan.supplies {
        out.push_str(&format!("  - {s}\n"));
    }
    out.push_str(&format!("\n{}\nReopen or share this plan: {link}\n", plan.season.note));
    out.replace('\n', "\r\n")
}

/// Every task as an all-day event on its day.
pub fn calendar(stored: &StoredPlan, organization: &str, link: &str) -> String {
    let stamp = crate::ics::stamp(stored.created_at);
    let tasks: Vec<(u32, &Task)> = stored.plan.weekly_plans.iter().flat_map(|w| w.schedule.iter().map(move |t| (w.week, t))).collect();
    let events: Vec<(String, String, String)> = tasks
        .iter()
        .enumerate()
        .map(|(n, (week, task))| {
            let summary: String = task.text.split([':', ';', '—', '(']).next().unwrap_or(&task.text).trim().chars().take(80).collect();
            let description = format!("Week {week}: {} (about {} min)\n\n{organization} farm plan: {link}", task.text, task.minutes);
            (format!("{}-{}@farmstand", stored.id, n + 1), summary, description)
        })
        .collect();
    crate::ics::calendar(
        &format!("Farm plan · {}", stored.plan.location),
        events.iter().zip(&tasks).map(|((uid, summary, description), (_, task))| crate::ics::Event {
            uid: uid.clone(),
            stamp: &stamp,
            ymd: &task.date,
            summary,
            description,
            url: Some(link),
        }),
    )
}

#[derive(Template)]
#[template(path = "plan/print.html")]
struct PrintPage<'a> {
    organization: &'a str,
    plan: &'a Plan,
    experience: &'a str,
    link: &'a str,
    id: &'a str,
}

/// The printable page.
pub fn page(stored: &StoredPlan, organization: &str, link: &str) -> Result<String, askama::Error> {
    PrintPage { organization, plan: &stored.plan, experience: experience_label(&stored.plan), link, id: &stored.id }.render()
}
