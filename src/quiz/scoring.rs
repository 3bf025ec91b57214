//! Judging a challenge and what it does to a player's progress: score, pass mark, points,
//! levels on Level Up XP's growing curve, badges, streaks and the result's feedback. Plain
//! functions over plain data; the server's clock is an argument.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::model::{Challenge, Content, Difficulty};

/// The share of correct answers that passes a challenge, in percent.
pub const PASS_PERCENT: u32 = 70;
/// Seconds allowed past a challenge's time limit for the submit to arrive (a slow network).
pub const GRACE_SECS: u64 = 30;

/// One answer as the browser sends it (seed 001 §3). `timeSpent` is the browser's own
/// figure and only informational.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Answer {
    pub question_id: String,
    pub answer: usize,
    #[serde(default)]
    pub time_spent: Option<f64>,
}

/// After submission, each question with its key, the player's answer and why.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    pub question_id: String,
    pub answer: Option<usize>,
    pub correct: usize,
    pub is_correct: bool,
    pub explanation: String,
}

/// A judged session.
#[derive(Debug, Clone, PartialEq)]
pub struct Judged {
    pub correct: u32,
    pub total: u32,
    /// Percent, rounded down.
    pub score: u32,
    pub passed: bool,
    pub points: u32,
    pub answered: u32,
    /// The submit came after the time limit and its grace: no answer counted.
    pub late: bool,
    pub review: Vec<Review>,
}

/// Scores `answers` on the server. An answer to a question not in the challenge, an option
/// out of range or two answers to one question is refused whole. Past the time limit plus
/// `GRACE_SECS` (by the server's clock) no answer counts: every question is unanswered.
pub fn judge(challenge: &Challenge, answers: &[Answer], elapsed_secs: u64) -> Result<Judged, String> {
    let mut given: BTreeMap<&str, usize> = BTreeMap::new();
    for a in answers {
        let Some(q) = challenge.questions.iter().find(|q| q.id == a.question_id) else {
            return Err(format!("Question {} is not part of this quiz.", a.question_id));
        };
        if a.answer >= q.options.len() {
            return Err(format!("Question {} has options 0 to {}.", q.id, q.options.len() - 1));
        }
        if given.insert(&q.id, a.answer).is_some() {
            return Err(format!("Question {} was answered twice.", q.id));
        }
    }
    let late = elapsed_secs > u64::from(challenge.time_limit) + GRACE_SECS;
    if late {
        given.clear();
    }
    let review: Vec<Review> = challenge
        .questions
        .iter()
        .map(|q| {
            let answer = given.get(q.id.as_str()).copied();
            Review {
                question_id: q.id.clone(),
                answer,
                correct: q.correct,
                is_correct: answer == Some(q.correct),
                explanation: q.explanation.clone(),
            }
        })
        .collect();
    let correct = review.iter().filter(|r| r.is_correct).count() as u32;
    let total = challenge.questions.len() as u32;
    let points = challenge.questions.iter().zip(&review).filter(|(_, r)| r.is_correct).map(|(q, _)| q.points).sum();
    let score = if total == 0 { 0 } else { correct * 100 / total };
    Ok(Judged {
        correct,
        total,
        score,
        passed: score >= PASS_PERCENT,
        points,
        answered: given.len() as u32,
        late,
        review,
    })
}

/// The points a level starts at: 0, 120, 276, 479, 743, … each step 1.3 times the last,
/// rounded as Level Up XP rounds them.
pub fn level_start(level: u32) -> u64 {
    let mut start = 0u64;
    let mut step = 120.0f64;
    for _ in 1..level.max(1) {
        start += step.round() as u64;
        step *= 1.3;
    }
    start
}

/// The level for a points total.
pub fn level_for(points: u64) -> u32 {
    let mut level = 1;
    while level < 100 && level_start(level + 1) <= points {
        level += 1;
    }
    level
}

/// What a player has done, as the leaderboard and the badges need it.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    pub total_points: u64,
    pub quizzes_taken: u32,
    /// Consecutive days, up to the last pass, with at least one passed challenge.
    pub streak: u32,
    pub best_streak: u32,
    /// The farm's local date (YYYY-MM-DD) of the last passed challenge.
    pub last_pass_day: Option<String>,
    pub badges: Vec<String>,
    /// The best points earned on each challenge: repeats add only what beats it.
    pub best_points: BTreeMap<String, u32>,
    pub passed: BTreeSet<String>,
}

/// What a result did to the player.
#[derive(Debug, Clone, PartialEq)]
pub struct Applied {
    pub points_added: u32,
    pub new_badges: Vec<String>,
    pub level_before: u32,
    pub level_after: u32,
}

/// Applies a judged session to a player's progress. `today` and `yesterday` are the farm's
/// local dates; `daily` is today's daily challenge id.
pub fn apply(
    progress: &mut Progress,
    content: &Content,
    challenge: &Challenge,
    judged: &Judged,
    today: &str,
    yesterday: &str,
    daily: Option<&str>,
) -> Applied {
    let level_before = level_for(progress.total_points);
    let best = progress.best_points.get(&challenge.id).copied().unwrap_or(0);
    let points_added = judged.points.saturating_sub(best);
    if judged.points > best {
        progress.best_points.insert(challenge.id.clone(), judged.points);
    }
    progress.total_points += u64::from(points_added);
    progress.quizzes_taken += 1;
    if judged.passed {
        progress.passed.insert(challenge.id.clone());
        match progress.last_pass_day.as_deref() {
            Some(day) if day == today => {}
            Some(day) if day == yesterday => progress.streak += 1,
            _ => progress.streak = 1,
        }
        progress.last_pass_day = Some(today.to_string());
        progress.best_streak = progress.best_streak.max(progress.streak);
    }
    let level_after = level_for(progress.total_points);
    let earned = badges_earned(progress, content, challenge, judged, daily);
    let new_badges: Vec<String> = earned.into_iter().filter(|b| !progress.badges.contains(b)).collect();
    progress.badges.extend(new_badges.iter().cloned());
    Applied { points_added, new_badges, level_before, level_after }
}

/// Every badge the player's progress and this result qualify for (new or not).
fn badges_earned(
    progress: &Progress,
    content: &Content,
    challenge: &Challenge,
    judged: &Judged,
    daily: Option<&str>,
) -> Vec<String> {
    let mut out: Vec<String> = vec!["first-quiz".into()];
    if judged.passed {
        out.push("first-pass".into());
    }
    if judged.total > 0 && judged.correct == judged.total {
        out.push("perfect-score".into());
    }
    if progress.streak >= 3 {
        out.push("streak-3".into());
    }
    if progress.streak >= 7 {
        out.push("streak-7".into());
    }
    if judged.passed && daily == Some(challenge.id.as_str()) {
        out.push("daily-challenger".into());
    }
    if judged.passed && challenge.difficulty == Difficulty::Expert {
        out.push("expert-challenger".into());
    }
    let passed_in = |category: &str| {
        let all: Vec<&Challenge> = content.challenges.iter().filter(|c| c.category == category).collect();
        let done = all.iter().filter(|c| progress.passed.contains(&c.id)).count();
        (done, all.len())
    };
    let (done, all) = passed_in(&challenge.category);
    if all > 0 && done == all {
        out.push(format!("{}-master", challenge.category));
    }
    if content.categories().iter().all(|c| passed_in(c).0 > 0) {
        out.push("all-rounder".into());
    }
    let level = level_for(progress.total_points);
    for milestone in [5, 10] {
        if level >= milestone {
            out.push(format!("level-{milestone}"));
        }
    }
    out
}

/// The result's feedback lines: how it went, what counted, and what changed.
pub fn feedback(judged: &Judged, applied: &Applied, progress: &Progress) -> Vec<String> {
    let mut lines = Vec::new();
    if judged.late {
        lines.push("Time ran out before this quiz was submitted, so no answers counted.".to_string());
    }
    lines.push(if judged.passed {
        format!("You passed with {}%: {} of {} correct.", judged.score, judged.correct, judged.total)
    } else {
        format!(
            "You scored {}% ({} of {} correct); {PASS_PERCENT}% passes. The explanations below show where to look again.",
            judged.score, judged.correct, judged.total
        )
    });
    let unanswered = judged.total - judged.answered.min(judged.total);
    if unanswered > 0 && !judged.late {
        let s = if unanswered == 1 { "" } else { "s" };
        lines.push(format!("{unanswered} question{s} left unanswered counted as wrong."));
    }
    if applied.points_added == judged.points {
        lines.push(format!("You earned {} points.", judged.points));
    } else {
        lines.push(format!(
            "You earned {} points; {} added to your total, since a repeat counts only what beats your best on this challenge.",
            judged.points, applied.points_added
        ));
    }
    if applied.level_after > applied.level_before {
        lines.push(format!("Level up! You're now level {}.", applied.level_after));
    }
    if judged.passed && progress.streak > 1 {
        lines.push(format!("{} days in a row with a passed challenge.", progress.streak));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::model::content;

    fn challenge() -> &'static Challenge {
        &content().unwrap().challenges[0]
    }

    fn answers(c: &Challenge, right: usize) -> Vec<Answer> {
        c.questions
            .iter()
            .enumerate()
            .map(|(i, q)| Answer {
                question_id: q.id.clone(),
                answer: if i < right { q.correct } else { (q.correct + 1) % 4 },
                time_spent: None,
            })
            .collect()
    }

    #[test]
    fn the_server_scores_and_passes_at_seventy_percent() {
        let c = challenge();
        let n = c.questions.len();
        let all = judge(c, &answers(c, n), 10).unwrap();
        assert_eq!((all.correct as usize, all.score, all.passed, all.points), (n, 100, true, c.total_points()));
        let seven_tenths = (n * 7).div_ceil(10);
        assert!(judge(c, &answers(c, seven_tenths), 10).unwrap().passed);
        let below = judge(c, &answers(c, seven_tenths - 1), 10).unwrap();
        assert!(!below.passed && below.score < 70);
        let none = judge(c, &[], 10).unwrap();
        assert_eq!((none.correct, none.answered, none.points), (0, 0, 0));
    }

    #[test]
    fn a_late_submit_counts_no_answer() {
        let c = challenge();
        let limit = u64::from(c.time_limit);
        assert!(!judge(c, &answers(c, 3), limit + GRACE_SECS).unwrap().late);
        let late = judge(c, &answers(c, 3), limit + GRACE_SECS + 1).unwrap();
        assert!(late.late);
        assert_eq!((late.correct, late.points), (0, 0));
    }

    #[test]
    fn bad_answers_are_refused_whole() {
        let c = challenge();
        let q = &c.questions[0];
        let one = |question_id: &str, answer| Answer { question_id: question_id.into(), answer, time_spent: None };
        assert!(judge(c, &[one("nope", 0)], 1).unwrap_err().contains("not part of this quiz"));
        assert!(judge(c, &[one(&q.id, 4)], 1).unwrap_err().contains("options 0 to 3"));
        assert!(judge(c, &[one(&q.id, 0), one(&q.id, 1)], 1).unwrap_err().contains("answered twice"));
    }

    #[test]
    fn levels_follow_level_up_xps_curve() {
        let starts: Vec<u64> = (1..=5).map(level_start).collect();
        assert_eq!(starts, [0, 120, 276, 479, 743]);
        assert_eq!(level_for(0), 1);
        assert_eq!(level_for(119), 1);
        assert_eq!(level_for(120), 2);
        assert_eq!(level_for(742), 4);
        assert_eq!(level_for(743), 5);
        assert_eq!(level_for(u64::MAX), 100);
    }

    #[test]
    fn repeats_add_only_what_beats_the_best_and_streaks_count_days() {
        let content = content().unwrap();
        let c = challenge();
        let mut p = Progress::default();
        let half = judge(c, &answers(c, c.questions.len() / 2), 5).unwrap();
        let applied = apply(&mut p, content, c, &half, "2026-11-20", "2026-11-19", None);
        assert_eq!(u64::from(applied.points_added), p.total_points);
        assert_eq!(applied.new_badges, ["first-quiz"]);
        assert_eq!(p.streak, 0, "not passed");
        let all = judge(c, &answers(c, c.questions.len()), 5).unwrap();
        let applied = apply(&mut p, content, c, &all, "2026-11-20", "2026-11-19", Some(c.id.as_str()));
        assert_eq!(applied.points_added, all.points - half.points);
        assert_eq!(p.total_points, u64::from(all.points));
        assert!(applied.new_badges.contains(&"perfect-score".to_string()));
        assert!(applied.new_badges.contains(&"first-pass".to_string()));
        assert!(applied.new_badges.contains(&"daily-challenger".to_string()));
        let again = apply(&mut p, content, c, &all, "2026-11-20", "2026-11-19", None);
        assert_eq!((again.points_added, again.new_badges.len()), (0, 0), "nothing new from a repeat");
        assert_eq!(p.streak, 1, "one day");
        apply(&mut p, content, c, &all, "2026-11-21", "2026-11-20", None);
        let third = apply(&mut p, content, c, &all, "2026-11-22", "2026-11-21", None);
        assert_eq!((p.streak, p.best_streak), (3, 3));
        assert_eq!(third.new_badges, ["streak-3"]);
        apply(&mut p, content, c, &all, "2026-11-25", "2026-11-24", None);
        assert_eq!((p.streak, p.best_streak), (1, 3), "a missed day restarts the streak; the best stays");
    }

    #[test]
    fn feedback_says_what_counted() {
        let content = content().unwrap();
        let c = challenge();
        let mut p = Progress::default();
        let judged = judge(c, &answers(c, 2)[..3], 5).unwrap();
        let applied = apply(&mut p, content, c, &judged, "2026-11-20", "2026-11-19", None);
        let lines = feedback(&judged, &applied, &p);
        assert!(lines[0].contains("70% passes"), "{lines:?}");
        assert!(lines.iter().any(|l| l.contains("left unanswered")), "{lines:?}");
        let late = judge(c, &[], 100_000).unwrap();
        let applied = apply(&mut p, content, c, &late, "2026-11-20", "2026-11-19", None);
        assert!(feedback(&late, &applied, &p)[0].contains("Time ran out"));
    }
}
