//! iCalendar (RFC 5545) text for the calendars the site hands out (farm plan tasks, tracked
//! grant deadlines): escaped text values, folded lines, all-day events.

/// Escapes backslash, semicolon, comma and line breaks in a text value.
pub fn text(s: &str) -> String {
    s.replace('\\', "\\\\").replace(';', "\\;").replace(',', "\\,").replace('\n', "\\n")
}

/// One content line, folded at 75 octets (continued with a space, never splitting a UTF-8
/// character), ending in CRLF.
pub fn line(content: &str) -> String {
    let mut out = String::new();
    let mut width = 0;
    for c in content.chars() {
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

/// `YYYYMMDD` from `YYYY-MM-DD`.
pub fn date(ymd: &str) -> String {
    ymd.replace('-', "")
}

/// The day after `ymd`, as `YYYYMMDD` (an all-day event's end is exclusive).
pub fn next_date(ymd: &str) -> String {
    crate::web::dates::parse_ymd(ymd).and_then(|d| d.next_day()).map(|d| date(&crate::web::dates::ymd(d))).unwrap_or_else(|| date(ymd))
}

/// A UTC instant as `YYYYMMDDTHHMMSSZ` (DTSTAMP).
pub fn stamp(unix: i64) -> String {
    let t = time::OffsetDateTime::from_unix_timestamp(unix).unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    format!("{:04}{:02}{:02}T{:02}{:02}{:02}Z", t.year(), u8::from(t.month()), t.day(), t.hour(), t.minute(), t.second())
}

/// An all-day event on `ymd`.
pub struct Event<'a> {
    pub uid: String,
    pub stamp: &'a str,
    pub ymd: &'a str,
    pub summary: &'a str,
    pub description: &'a str,
    pub url: Option<&'a str>,
}

/// A calendar named `name` holding `events`.
pub fn calendar<'a>(name: &str, events: impl IntoIterator<Item = Event<'a>>) -> String {
    let mut out = String::new();
    for l in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//farmstand//farmstand//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"] {
        out.push_str(&line(l));
    }
    out.push_str(&line(&format!("X-WR-CALNAME:{}", text(name))));
    for e in events {
        out.push_str(&line("BEGIN:VEVENT"));
        out.push_str(&line(&format!("UID:{}", e.uid)));
        out.push_str(&line(&format!("DTSTAMP:{}", e.stamp)));
        out.push_str(&line(&format!("DTSTART;VALUE=DATE:{}", date(e.ymd))));
        out.push_str(&line(&format!("DTEND;VALUE=DATE:{}", next_date(e.ymd))));
        out.push_str(&line(&format!("SUMMARY:{}", text(e.summary))));
        out.push_str(&line(&format!("DESCRIPTION:{}", text(e.description))));
        if let Some(url) = e.url {
            out.push_str(&line(&format!("URL:{url}")));
        }
        out.push_str(&line("TRANSP:TRANSPARENT"));
        out.push_str(&line("END:VEVENT"));
    }
    out.push_str(&line("END:VCALENDAR"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_fold_at_75_octets_without_splitting_characters() {
        let folded = line(&format!("SUMMARY:{}", "é".repeat(60)));
        for l in folded.trim_end().split("\r\n") {
            assert!(l.len() <= 75, "{l}");
        }
        assert_eq!(folded.replace("\r\n ", "").trim_end(), format!("SUMMARY:{}", "é".repeat(60)));
        assert_eq!(text("a,b;c\\d\ne"), "a\\,b\\;c\\\\d\\ne");
        assert_eq!(next_date("2026-12-31"), "20270101");
        assert_eq!(stamp(1_764_000_059), "20251124T160059Z");
    }

    #[test]
    fn a_calendar_has_one_event_per_item() {
        let events = (1..=2).map(|n| Event { uid: format!("x-{n}@farmstand"), stamp: "20260101T000000Z", ymd: "2026-03-04", summary: "Sow, peas", description: "d", url: None });
        let cal = calendar("Test", events);
        assert!(cal.starts_with("BEGIN:VCALENDAR\r\n") && cal.ends_with("END:VCALENDAR\r\n"));
        assert_eq!(cal.matches("BEGIN:VEVENT").count(), 2);
        assert!(cal.contains("SUMMARY:Sow\\, peas\r\n") && cal.contains("DTEND;VALUE=DATE:20260305\r\n"));
    }
}
