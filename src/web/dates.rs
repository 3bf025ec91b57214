//! Calendar dates in the API: `YYYY-MM-DD` in and out, "today" in the server's local zone
//! (the farm's own day), and instants rounded to the minute.

use time::Date;
use time::macros::format_description;

const YMD: &[time::format_description::FormatItem<'static>] = format_description!("[year]-[month]-[day]");

/// A strict `YYYY-MM-DD`, or `None`.
pub fn parse_ymd(raw: &str) -> Option<Date> {
    if raw.len() != 10 {
        return None;
    }
    Date::parse(raw, YMD).ok()
}

pub fn ymd(date: Date) -> String {
    date.format(YMD).unwrap_or_default()
}

/// Today in the server's local time zone: the day a farm's visitors mostly live in.
pub fn today_local() -> Date {
    use chrono::Datelike;
    let today = chrono::Local::now().date_naive();
    Date::from_ordinal_date(today.year(), today.ordinal() as u16).unwrap_or_else(|_| time::OffsetDateTime::now_utc().date())
}

/// An instant as RFC 3339 UTC, to the minute ("2026-11-24T14:53:00Z").
pub fn rfc3339_minute(unix: i64) -> String {
    crate::db::rfc3339(unix - unix.rem_euclid(60))
}

/// Whole days from `from` to `to` (negative when `to` is earlier).
pub fn days_between(from: Date, to: Date) -> i64 {
    (to - from).whole_days()
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn only_real_dates_in_the_strict_shape_parse() {
        assert_eq!(parse_ymd("2026-11-23"), Some(date!(2026 - 11 - 23)));
        for bad in ["2026-13-01", "2026-02-30", "26-11-23", "2026-1-5", "yesterday", "2026-11-23T00:00", ""] {
            assert_eq!(parse_ymd(bad), None, "{bad}");
        }
        assert_eq!(ymd(date!(2025 - 01 - 05)), "2025-01-05");
        assert_eq!(days_between(date!(2025 - 01 - 01), date!(2026 - 01 - 01)), 365);
        assert_eq!(rfc3339_minute(1_764_000_059), "2025-11-24T16:00:00Z");
    }
}
