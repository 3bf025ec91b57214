//! Deadline reminders for tracked programs: an email 14 days and 3 days before the deadline,
//! each sent once (the mark is stored with the application in the same transaction as the
//! queued email).

use time::Date;

use super::matching::{DeadlineStatus, deadline};
use super::model::{Application, Program};

/// Days before a deadline when a reminder goes out.
pub const REMINDER_DAYS: [i64; 2] = [14, 3];

/// The reminder due for `app` today, as its mark ("YYYY-MM-DD:days"), the deadline and the
/// days left; `None` when nothing is due or it was already sent.
pub fn due(app: &Application, program: &Program, today: Date) -> Option<(String, Date, i64)> {
    if !app.status.is_open() {
        return None;
    }
    let d = deadline(program, today);
    if !matches!(d.status, DeadlineStatus::Open | DeadlineStatus::ClosingSoon) {
        return None;
    }
    let date = d.date?;
    let left = (date - today).whole_days();
    // The nearest reminder whose day has come: 3 days out covers 0–3, 14 days out 4–14.
    let days = REMINDER_DAYS.iter().copied().filter(|d| left <= *d).min()?;
    if left < 0 {
        return None;
    }
    let mark = format!("{}:{days}", crate::web::dates::ymd(date));
    (!app.reminders_sent.contains(&mark)).then_some((mark, date, left))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grants::model::{FARM_TYPES, FARMER_TYPES, Note, Status};
    use time::macros::date;

    fn program() -> Program {
        Program {
            id: "p".into(),
            title: "P".into(),
            agency: "A".into(),
            kind: "grant".into(),
            award_min: 0,
            award_max: 1000,
            deadline_month: None,
            deadline_day: None,
            rolling: false,
            deadline_date: Some("2026-03-20".into()),
            farmer_types: FARMER_TYPES.iter().map(|(v, _)| v.to_string()).collect(),
            farm_types: FARM_TYPES.iter().map(|(v, _)| v.to_string()).collect(),
            focus_areas: vec!["water".into()],
            applicants: String::new(),
            regions: None,
            region_label: None,
            match_requirement: String::new(),
            match_percent: 0,
            description: "d".into(),
            website: "https://example.org".into(),
            figures_year: 2026,
            application_tips: vec!["a".into(), "b".into(), "c".into()],
            source: "seed".into(),
        }
    }

    fn app(status: Status, sent: &[&str]) -> Application {
        Application {
            id: 1,
            user_id: 1,
            grant_id: "p".into(),
            grant_title: "P".into(),
            status,
            notes: vec![Note { date: "2026-01-01".into(), text: "x".into() }],
            created_at: 0,
            updated_at: 0,
            reminders_sent: sent.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn reminders_come_14_and_3_days_before_once_each() {
        let p = program();
        assert_eq!(due(&app(Status::Researching, &[]), &p, date!(2026 - 03 - 01)), None, "19 days out");
        assert_eq!(due(&app(Status::Researching, &[]), &p, date!(2026 - 03 - 06)).unwrap().0, "2026-03-20:14");
        assert_eq!(due(&app(Status::Preparing, &["2026-03-20:14"]), &p, date!(2026 - 03 - 10)), None, "sent already");
        assert_eq!(due(&app(Status::Preparing, &["2026-03-20:14"]), &p, date!(2026 - 03 - 17)).unwrap().0, "2026-03-20:3");
        assert_eq!(due(&app(Status::Submitted, &[]), &p, date!(2026 - 03 - 17)), None, "submitted: no reminder");
        assert_eq!(due(&app(Status::Researching, &[]), &p, date!(2026 - 03 - 21)), None, "closed");
    }
}
