//! Which post is a day's post: the one dated that day, otherwise the undated posts in turn,
//! by days since 2025-01-01 modulo their count (seed 001 §9).

use time::Date;
use time::macros::date;

use super::model::Post;
use crate::db::records::Record;
use crate::web::dates;

/// Day 0 of the rotation.
pub const ROTATION_START: Date = date!(2025 - 01 - 01);

pub fn post_of_day(posts: &[Record<Post>], day: Date) -> Option<&Record<Post>> {
    let ymd = dates::ymd(day);
    if let Some(dated) = posts.iter().find(|p| p.item.date.as_deref() == Some(ymd.as_str())) {
        return Some(dated);
    }
    let undated: Vec<&Record<Post>> = posts.iter().filter(|p| p.item.date.is_none()).collect();
    // With only dated posts, they take turns too rather than leaving the card empty.
    let pool: Vec<&Record<Post>> = if undated.is_empty() { posts.iter().collect() } else { undated };
    if pool.is_empty() {
        return None;
    }
    let turn = dates::days_between(ROTATION_START, day).rem_euclid(pool.len() as i64) as usize;
    Some(pool[turn])
}

/// The posts of `today` and the days before it, newest first, each post once.
pub fn recent(posts: &[Record<Post>], today: Date, days: usize) -> Vec<(Date, &Record<Post>)> {
    let mut out: Vec<(Date, &Record<Post>)> = Vec::new();
    for back in 0..days {
        let Some(day) = today.checked_sub(time::Duration::days(back as i64)) else { break };
        if let Some(post) = post_of_day(posts, day)
            && !out.iter().any(|(_, p)| p.id == post.id)
        {
            out.push((day, post));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn posts(dates: &[Option<&str>]) -> Vec<Record<Post>> {
        dates
            .iter()
            .enumerate()
            .map(|(i, date)| Record {
                id: i as u64 + 1,
                seed_key: None,
                admin_edited: false,
                item: Post {
                    slug: format!("p{}", i + 1),
                    title: format!("Post {}", i + 1),
                    content: "c".into(),
                    tips: vec![],
                    date: date.map(Into::into),
                },
            })
            .collect()
    }

    fn id_of(posts: &[Record<Post>], day: Date) -> u64 {
        post_of_day(posts, day).unwrap().id
    }

    #[test]
    fn undated_posts_take_turns_from_2025_01_01() {
        let three = posts(&[None, None, None]);
        assert_eq!(id_of(&three, date!(2025 - 01 - 01)), 1);
        assert_eq!(id_of(&three, date!(2025 - 01 - 02)), 2);
        assert_eq!(id_of(&three, date!(2025 - 01 - 04)), 1);
        // 2026-11-23 is day 691 of the rotation; 691 mod 3 = 1.
        assert_eq!(id_of(&three, date!(2026 - 11 - 23)), 2);
        assert_eq!(id_of(&three, date!(2024 - 12 - 31)), 3, "days before the start count backwards");
    }

    #[test]
    fn a_dated_post_is_its_days_post_and_leaves_the_rotation() {
        let mixed = posts(&[None, Some("2026-11-23"), None]);
        assert_eq!(id_of(&mixed, date!(2026 - 11 - 23)), 2);
        for day in [date!(2026 - 11 - 22), date!(2026 - 11 - 24), date!(2025 - 01 - 01)] {
            assert_ne!(id_of(&mixed, day), 2, "{day}");
        }
        assert!(post_of_day(&[], date!(2026 - 11 - 23)).is_none());
        assert_eq!(id_of(&posts(&[Some("2026-01-01")]), date!(2026 - 05 - 05)), 1, "only dated posts still fill the card");
    }

    #[test]
    fn recent_posts_are_distinct_and_newest_first() {
        let many = posts(&[None; 10]);
        let recent = recent(&many, date!(2026 - 11 - 23), 5);
        assert_eq!(recent.len(), 5);
        assert_eq!(recent[0].0, date!(2026 - 11 - 23));
        assert_eq!(recent[4].0, date!(2026 - 11 - 19));
        let two = posts(&[None, None]);
        assert_eq!(super::recent(&two, date!(2026 - 11 - 23), 5).len(), 2);
    }
}
