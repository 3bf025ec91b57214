//! `cargo xtask eval-assistant [--set tuning|test|PATH] [--verbose]`: asks the built-in
//! responder every question of the evaluation sets and prints, per topic, the share of
//! answers that contain the expected facts and point to the expected site feature.
//!
//! `seed/eval/tuning.json` is the set the knowledge base and retrieval were tuned on;
//! `seed/eval/test.json` was written first and is never read while tuning, so only its
//! figure is a measure. A question whose `source` is null is off-topic: it passes when the
//! reply is a fallback, not a confident farming answer. A benchmark, not a test.
//!
//! `--sections PATH` asks a set of questions labelled with the section that answers them
//! (`seed/eval/paraphrases.json`) and prints how many were answered by that section, by
//! another section of its topic, by another topic, or by a fallback. `--examples PATH|none`
//! first replaces the knowledge base's example questions with those of a labelled file (or
//! none), for cross-validation: examples from some sets, questions from another.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use farmstand::assistant::Assistant;
use farmstand::assistant::eval::{EvalQuestion as Question, LabelledQuestion, examples_text, judge};
use farmstand::assistant::guard;
use farmstand::assistant::knowledge::Knowledge;
use farmstand::assistant::knowledge::topicality::{self, Topicality};
use farmstand::assistant::responder::on_topic;

#[derive(Default)]
struct Tally {
    asked: usize,
    facts: usize,
    pointer: usize,
    both: usize,
    retrieved: usize,
    /// Farming questions a fallback answered: nothing in the knowledge base seemed to fit.
    unanswered: usize,
    /// Farming questions answered by a passage without the expected facts.
    facts_missed: usize,
    /// Farming questions with the facts but another feature pointed to.
    pointer_missed: usize,
    /// Off-topic questions a passage answered, and how many of those answers admitted doubt.
    off_answered: usize,
    off_unsure: usize,
    /// Farming questions answered with doubt.
    farming_unsure: usize,
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.asked += other.asked;
        self.facts += other.facts;
        self.pointer += other.pointer;
        self.both += other.both;
        self.retrieved += other.retrieved;
        self.unanswered += other.unanswered;
        self.facts_missed += other.facts_missed;
        self.pointer_missed += other.pointer_missed;
        self.off_answered += other.off_answered;
        self.off_unsure += other.off_unsure;
        self.farming_unsure += other.farming_unsure;
    }
}

fn main() -> anyhow::Result<()> {
    let mut sets: Vec<String> = Vec::new();
    let mut verbose = std::env::var_os("EVAL_VERBOSE").is_some();
    let mut labelled: Option<String> = None;
    let mut examples: Option<String> = None;
    // For studying the on-topic gate: each question's best match, one line each.
    let dump = std::env::var_os("EVAL_DUMP");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--set" => {
                let set = args.next().ok_or_else(|| anyhow::anyhow!("--set needs tuning, test or a path"))?;
                sets.push(match set.as_str() {
                    "tuning" | "test" => format!("seed/eval/{set}.json"),
                    path => path.to_string(),
                });
            }
            "--verbose" => verbose = true,
            "--examples" => {
                examples = Some(args.next().ok_or_else(|| anyhow::anyhow!("--examples needs a path or none"))?);
            }
            "--sections" => {
                labelled = Some(args.next().ok_or_else(|| anyhow::anyhow!("--sections needs a path"))?);
            }
            other => {
                anyhow::bail!(
                    "unknown argument {other}; use --set tuning|test|PATH, --sections PATH, --examples PATH|none and --verbose"
                )
            }
        }
    }
    let mut assistant = Assistant::from_seed(None)?;
    if let Some(path) = examples {
        assistant.knowledge = with_examples_from(&path, std::mem::take(&mut assistant.knowledge.topicality))?;
    }
    // For studying the on/off-topic model: another threshold than the trained one.
    if let Ok(threshold) = std::env::var("EVAL_THRESHOLD") {
        assistant.knowledge.topicality.threshold = threshold
            .parse::<f64>()
            .ok()
            .filter(|t| (0.0..=1.0).contains(t))
            .ok_or_else(|| anyhow::anyhow!("EVAL_THRESHOLD={threshold}: give a probability from 0 to 1"))?;
    }
    if let Some(path) = labelled {
        return sections(&assistant, &path, verbose);
    }
    if sets.is_empty() {
        sets = vec!["seed/eval/tuning.json".into(), "seed/eval/test.json".into()];
    }
    if let Ok(question) = std::env::var("EVAL_TERMS") {
        for (term, idf) in assistant.knowledge.weighted_terms(&question) {
            println!("{:<16} weight {:.1} idf {:.2}{}", term.term, term.weight, idf, if term.foreign { " foreign" } else { "" });
        }
        return Ok(());
    }
    let mut times = Vec::new();
    for path in &sets {
        let questions: Vec<Question> =
            serde_json::from_str(&std::fs::read_to_string(path)?).map_err(|e| anyhow::anyhow!("{path}: {e}"))?;
        println!("== {path} ({} questions)", questions.len());
        let by_topic = score(&assistant, &questions, verbose, &mut times)?;
        if std::env::var_os("EVAL_UNKNOWN").is_some() {
            // The words of the set the knowledge base has never seen, for the word lists. A term
            // in one topic weighs about 4.0, one in none about 5.1.
            for q in &questions {
                for (term, idf) in assistant.knowledge.weighted_terms(&q.question) {
                    if !term.foreign && idf >= 4.5 {
                        println!("UNKNOWN {} {}", term.term, q.id);
                    }
                }
            }
        }
        if let Some(dump) = &dump {
            dump_matches(&assistant, path, &questions, dump)?;
        }
        report(&by_topic);
        println!();
    }
    times.sort();
    if let Some(median) = times.get(times.len() / 2) {
        let ms = |d: &Duration| d.as_secs_f64() * 1000.0;
        println!(
            "built-in reply time: median {:.3} ms, max {:.3} ms ({} questions)",
            ms(median),
            ms(times.last().unwrap_or(median)),
            times.len()
        );
    }
    Ok(())
}

fn score(
    assistant: &Assistant,
    questions: &[Question],
    verbose: bool,
    times: &mut Vec<Duration>,
) -> anyhow::Result<BTreeMap<String, Tally>> {
    let mut by_topic: BTreeMap<String, Tally> = BTreeMap::new();
    // EVAL_ALL: every question's reply and hits, a right answer's marked HIT, for studying how
    // the sections rank.
    let all = std::env::var_os("EVAL_ALL").is_some();
    for q in questions {
        let checked = guard::check(&q.question).map_err(|e| anyhow::anyhow!("{}: {e}", q.id))?;
        let started = Instant::now();
        let verdict = judge(assistant, q);
        times.push(started.elapsed());
        let (facts, pointer, retrieved) = (verdict.facts, verdict.pointer, verdict.retrieved);
        let (reply, answered) = (verdict.reply, verdict.answered_by.as_deref());
        let t = by_topic.entry(q.topic.clone()).or_default();
        t.asked += 1;
        t.facts += usize::from(facts);
        t.pointer += usize::from(pointer);
        t.both += usize::from(facts && pointer);
        t.retrieved += usize::from(retrieved);
        if q.source.is_some() {
            t.unanswered += usize::from(answered.is_none());
            t.facts_missed += usize::from(answered.is_some() && !facts);
            t.pointer_missed += usize::from(facts && !pointer);
            t.farming_unsure += usize::from(reply.unsure);
        } else {
            t.off_answered += usize::from(answered.is_some());
            t.off_unsure += usize::from(answered.is_some() && reply.unsure);
        }
        if verbose && (all || !(facts && pointer)) {
            println!(
                "{} {} (want {}, got {}{}){}: {}\n  -> {}",
                if facts && pointer { "HIT" } else { "MISS" },
                q.id,
                q.source.as_deref().unwrap_or("fallback"),
                answered.unwrap_or("fallback"),
                if reply.unsure { ", unsure" } else { "" },
                if facts { format!(" [facts, but the pointer should be {}]", q.feature) } else { String::new() },
                q.question,
                reply.text
            );
            let shown = std::env::var("EVAL_HITS").ok().and_then(|n| n.parse().ok()).unwrap_or(4);
            for hit in assistant.knowledge.search(&checked.text, shown) {
                let passage = &assistant.knowledge.passages[hit.passage];
                println!(
                    "     {:.2} cov {:.2} subj {:.2}{} {} / {}",
                    hit.score,
                    hit.coverage,
                    hit.subject,
                    if hit.anchored { " anchored" } else { "" },
                    assistant.knowledge.topic_of(hit).slug,
                    passage.heading.as_deref().unwrap_or("(intro)")
                );
            }
            println!();
        }
    }
    Ok(by_topic)
}

/// Appends, per question: set, id, off-topic, then the best hit's score, coverage, subject
/// share, anchored, subject words and foreign flag, the second score, whether the best
/// passage holds the facts, whether the reply was a fallback, and whether the hand-written
/// rules alone would have given it.
fn dump_matches(assistant: &Assistant, set: &str, questions: &[Question], dump: &std::ffi::OsStr) -> anyhow::Result<()> {
    use std::io::Write;
    let mut out = std::fs::OpenOptions::new().create(true).append(true).open(dump)?;
    for q in questions {
        let checked = guard::check(&q.question).map_err(|e| anyhow::anyhow!("{}: {e}", q.id))?;
        let hits = assistant.knowledge.search(&checked.text, 2);
        let fallback = assistant.builtin(&checked.text).is_fallback();
        let Some(best) = hits.first() else {
            writeln!(out, "{set}\t{}\t{}\t0\t0\t0\t0\t0\t0\t0\t0\t{}\t1\t1", q.id, u8::from(q.source.is_none()), u8::from(fallback))?;
            continue;
        };
        let text = assistant.knowledge.passages[best.passage].text.to_lowercase();
        let rules = on_topic(best);
        let odds = assistant.knowledge.topicality.off_topic(&topicality::features(&checked.text, Some(best), rules));
        let holds = q.facts.iter().all(|g| g.iter().any(|alt| text.contains(&alt.to_lowercase())));
        writeln!(
            out,
            "{set}\t{}\t{}\t{:.3}\t{:.3}\t{:.3}\t{}\t{}\t{}\t{:.3}\t{}\t{}\t{}\t{:.3}",
            q.id,
            u8::from(q.source.is_none()),
            best.score,
            best.coverage,
            best.subject,
            u8::from(best.anchored),
            best.subject_words,
            u8::from(best.foreign),
            hits.get(1).map_or(0.0, |h| h.score),
            u8::from(holds),
            u8::from(fallback),
            u8::from(!rules),
            odds
        )?;
    }
    Ok(())
}

/// The embedded knowledge base with the examples of a labelled file, or none.
fn with_examples_from(path: &str, topicality: Topicality) -> anyhow::Result<Knowledge> {
    let text = if path == "none" { String::new() } else { examples_text(&labelled(path)?) };
    let files = farmstand::seed::knowledge_files();
    let mut knowledge = Knowledge::build_with_examples(files.iter().map(|(s, t)| (s.clone(), t.as_str())), &text)
        .map_err(anyhow::Error::msg)?;
    knowledge.topicality = topicality;
    Ok(knowledge)
}

fn labelled(path: &str) -> anyhow::Result<Vec<LabelledQuestion>> {
    serde_json::from_str(&std::fs::read_to_string(path)?).map_err(|e| anyhow::anyhow!("{path}: {e}"))
}

fn sections(assistant: &Assistant, path: &str, verbose: bool) -> anyhow::Result<()> {
    let questions = labelled(path)?;
    let (mut section, mut topic, mut other, mut fallback) = (0, 0, 0, 0);
    for q in &questions {
        let text = guard::check(&q.question).map(|c| c.text).unwrap_or_else(|_| q.question.clone());
        let reply = assistant.builtin(&text);
        let Some(best) = reply.hits.first() else {
            fallback += 1;
            if verbose {
                println!("FALLBACK {}\n  want {} / {:?}\n", q.question, q.slug, q.heading);
            }
            continue;
        };
        let passage = &assistant.knowledge.passages[best.passage];
        let slug = &assistant.knowledge.topic_of(*best).slug;
        if *slug == q.slug && passage.heading == q.heading {
            section += 1;
            continue;
        }
        if *slug == q.slug { topic += 1 } else { other += 1 }
        if verbose {
            println!("MISS {}\n  want {} / {:?}\n  got  {slug} / {:?}\n", q.question, q.slug, q.heading, passage.heading);
        }
    }
    let n = questions.len().max(1);
    let pct = |k: usize| 100.0 * k as f64 / n as f64;
    println!("== {path} ({} questions)", questions.len());
    println!("answered by the labelled section     {section:>5} ({:.0}%)", pct(section));
    println!("  by another section of its topic    {topic:>5} ({:.0}%)", pct(topic));
    println!("  by another topic                   {other:>5} ({:.0}%)", pct(other));
    println!("  by a fallback                      {fallback:>5} ({:.0}%)", pct(fallback));
    Ok(())
}

fn report(by_topic: &BTreeMap<String, Tally>) {
    let pct = |n: usize, d: usize| {
        if d == 0 { 0.0 } else { 100.0 * n as f64 / d as f64 }
    };
    let row = |name: &str, t: &Tally| {
        println!(
            "{:<24} {:>5} {:>8.0}% {:>8.0}% {:>8.0}% {:>9.0}%",
            name,
            t.asked,
            pct(t.facts, t.asked),
            pct(t.pointer, t.asked),
            pct(t.both, t.asked),
            pct(t.retrieved, t.asked)
        )
    };
    println!("{:<24} {:>5} {:>9} {:>9} {:>9} {:>10}", "topic", "asked", "facts", "pointer", "both", "retrieval");
    let mut total = Tally::default();
    for (topic, t) in by_topic {
        row(topic, t);
        total.add(t);
    }
    row("all", &total);
    // Only counts, so a held-out set's misses say what kind of miss they are and nothing more.
    println!(
        "farming misses: {} unanswered (fallback), {} answered without the facts, {} with the facts but another pointer",
        total.unanswered, total.facts_missed, total.pointer_missed
    );
    println!(
        "answers that admit doubt: {} of the off-topic questions answered ({}), {} farming",
        total.off_unsure, total.off_answered, total.farming_unsure
    );
}
