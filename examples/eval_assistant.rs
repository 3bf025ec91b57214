//! `cargo xtask eval-assistant`: asks the built-in responder every question of
//! `seed/eval/assistant.json` and prints, per topic, the share of answers that contain the
//! expected facts and point to the expected site feature. A benchmark, not a test.

use std::collections::BTreeMap;
use std::time::Instant;

use farmstand::assistant::Assistant;
use farmstand::assistant::guard;
use serde::Deserialize;

#[derive(Deserialize)]
struct Question {
    id: String,
    topic: String,
    question: String,
    /// Groups of alternatives; a good answer contains one alternative of every group.
    facts: Vec<Vec<String>>,
    feature: String,
    source: String,
}

#[derive(Default)]
struct Tally {
    asked: usize,
    facts: usize,
    pointer: usize,
    both: usize,
    retrieved: usize,
}

fn main() -> anyhow::Result<()> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "seed/eval/assistant.json".into());
    let questions: Vec<Question> = serde_json::from_str(&std::fs::read_to_string(&path)?)?;
    let assistant = Assistant::from_seed(None)?;
    let verbose = std::env::var_os("EVAL_VERBOSE").is_some();
    let mut by_topic: BTreeMap<String, Tally> = BTreeMap::new();
    let mut times = Vec::new();
    for q in &questions {
        let checked = guard::check(&q.question).map_err(|e| anyhow::anyhow!("{}: {e}", q.id))?;
        let started = Instant::now();
        let reply = assistant.builtin(&checked.text);
        times.push(started.elapsed());
        let text = reply.text.to_lowercase();
        let facts = q.facts.iter().all(|group| group.iter().any(|alt| text.contains(&alt.to_lowercase())));
        let pointer = match farmstand::assistant::knowledge::Feature::parse(&q.feature).and_then(|f| f.path()) {
            Some(path) => text.contains(path),
            None => true,
        };
        let retrieved = reply.hits.first().is_some_and(|hit| assistant.knowledge.topic_of(*hit).slug == q.source);
        let t = by_topic.entry(q.topic.clone()).or_default();
        t.asked += 1;
        t.facts += usize::from(facts);
        t.pointer += usize::from(pointer);
        t.both += usize::from(facts && pointer);
        t.retrieved += usize::from(retrieved);
        if verbose && !(facts && pointer) {
            println!("MISS {} ({}): {}\n  -> {}\n", q.id, q.source, q.question, reply.text);
        }
    }
    let pct = |n: usize, d: usize| if d == 0 { 0.0 } else { 100.0 * n as f64 / d as f64 };
    println!("{:<24} {:>5} {:>9} {:>9} {:>9} {:>10}", "topic", "asked", "facts", "pointer", "both", "retrieval");
    let mut total = Tally::default();
    for (topic, t) in &by_topic {
        println!(
            "{:<24} {:>5} {:>8.0}% {:>8.0}% {:>8.0}% {:>9.0}%",
            topic,
            t.asked,
            pct(t.facts, t.asked),
            pct(t.pointer, t.asked),
            pct(t.both, t.asked),
            pct(t.retrieved, t.asked)
        );
        total.asked += t.asked;
        total.facts += t.facts;
        total.pointer += t.pointer;
        total.both += t.both;
        total.retrieved += t.retrieved;
    }
    println!(
        "{:<24} {:>5} {:>8.0}% {:>8.0}% {:>8.0}% {:>9.0}%",
        "all",
        total.asked,
        pct(total.facts, total.asked),
        pct(total.pointer, total.asked),
        pct(total.both, total.asked),
        pct(total.retrieved, total.asked)
    );
    times.sort();
    if let Some(median) = times.get(times.len() / 2) {
        let ms = |d: &std::time::Duration| d.as_secs_f64() * 1000.0;
        println!("\nbuilt-in reply time: median {:.3} ms, max {:.3} ms ({} questions)", ms(median), ms(times.last().unwrap_or(median)), times.len());
    }
    Ok(())
}
