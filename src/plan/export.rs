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

/// RFC 5545 text: backslash, semicolon, comma and line breaks escaped.
fn ics_text(s: &str) -> String {
    s.replace('\\', "\\\\").replace(';', "\\;").replace(',', "\\,").replace('\n', "\\n")
}

/// RFC 5545 §3.1: lines of at most 75 octets, continued with a space, never splitting a
/// UTF-8 character.
fn fold(line: &str) -> String {
    let mut out = String::new();
    let mut width = 0;
    for c in line.chars() {
        let len = c.len_utf8();
        if width + len > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += len;
    }
    out.push_str("\r\n");
    out
}

fn compact(date: &str) -> String {
    date.replace('-', "")
}

fn next_day(date: &str) -> String {
    crate::web::dates::parse_ymd(date)
        .and_then(|d| d.next_day())
        .map(|d| compact(&crate::web::dates::ymd(d)))
        .unwrap_or_else(|| compact(date))
}

/// Every task as an all-day event on its day.
pub fn calendar(stored: &StoredPlan, organization: &str, link: &str) -> String {
    let stamp = time::OffsetDateTime::from_unix_timestamp(stored.created_at).unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    let stamp = format!(
        "{:04}{:02}{:02}T{:02}{:02}{:02}Z",
        stamp.year(),
        u8::from(stamp.month()),
        stamp.day(),
        stamp.hour(),
        stamp.minute(),
        stamp.second()
    );
    let mut out = String::new();
    for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//farmstand//farm plan//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"] {
        out.push_str(&fold(line));
    }
    out.push_str(&fold(&format!("X-WR-CALNAME:{}", ics_text(&format!("Farm plan · {}", stored.plan.location)))));
    let tasks: Vec<(u32, &Task)> = stored.plan.weekly_plans.iter().flat_map(|w| w.schedule.iter().map(move |t| (w.week, t))).collect();
    for (n, (week, task)) in tasks.iter().enumerate() {
        out.push_str(&fold("BEGIN:VEVENT"));
        out.push_str(&fold(&format!("UID:{}-{}@farmstand", stored.id, n + 1)));
        out.push_str(&fold(&format!("DTSTAMP:{stamp}")));
        out.push_str(&fold(&format!("DTSTART;VALUE=DATE:{}", compact(&task.date))));
        out.push_str(&fold(&format!("DTEND;VALUE=DATE:{}", next_day(&task.date))));
        let summary: String = task.text.split([':', ';', '—', '(']).next().unwrap_or(&task.text).trim().chars().take(80).collect();
        out.push_str(&fold(&format!("SUMMARY:{}", ics_text(&summary))));
        out.push_str(&fold(&format!(
            "DESCRIPTION:{}",
            ics_text(&format!("Week {week}: {} (about {} min)\n\n{organization} farm plan: {link}", task.text, task.minutes))
        )));
        out.push_str(&fold("TRANSP:TRANSPARENT"));
        out.push_str(&fold("END:VEVENT"));
    }
    out.push_str(&fold("END:VCALENDAR"));
    out
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_fold_at_75_octets_without_splitting_characters() {
        let folded = fold(&format!("SUMMARY:{}", "é".repeat(60)));
        for line in folded.trim_end().split("\r\n") {
            assert!(line.len() <= 75, "{line}");
        }
        assert_eq!(folded.replace("\r\n ", "").trim_end(), format!("SUMMARY:{}", "é".repeat(60)));
        assert_eq!(ics_text("a,b;c\\d\ne"), "a\\,b\\;c\\\\d\\ne");
    }
}
