//! `cargo xtask train-topicality`: trains the assistant's on/off-topic model and writes it to
//! `seed/knowledge/topicality.txt`.
//!
//! With `--write-examples` it only writes `seed/knowledge/examples.txt`, the knowledge base's
//! example questions, from the section-labelled sets (`seed/eval/paraphrases*.json`); the xtask
//! runs that first, so the model is trained on the knowledge base as it will be embedded.
//!
//! It learns from the tuning set, the blind sets whose misses have been read, the
//! section-labelled paraphrases (farming questions all) and the corpora in
//! `seed/eval/topicality/` (`off-*.json` and `farm-*.json`, arrays of questions). The held-out
//! `test.json` and the unread blind sets are never read. The threshold is fixed ([`THRESHOLD`]);
//! a 5-fold cross-validation reports farming questions refused and off-topic ones answered at
//! it and at other thresholds, and per set how many of each get the fallback, by the rules
//! alone and with the model. `--show-wrong` also
//! lists every question the cross-validated model gets wrong, with its probability.

use std::collections::BTreeMap;

use farmstand::assistant::Assistant;
use farmstand::assistant::eval::{EvalQuestion, LabelledQuestion, examples_text};
use farmstand::assistant::guard;
use farmstand::assistant::knowledge::Knowledge;
use farmstand::assistant::knowledge::topicality::{FINGERPRINT_LINE, Features, Topicality, features, fingerprint};
use farmstand::assistant::responder::{UNSURE_ABOVE, on_topic};

/// The tuning set and the blind sets whose misses have been read (tuning material), except
/// blind-at to -av and -ay to -bf: with them (tried with at to av, ay to ba, and bb and bc) the
/// cross-validated threshold moved and the model refused more farming questions of the other
/// sets or answered more off-topic ones; nor the later read sets (blind-bl, -bm, the
/// gap-finding -bp to -bs of stop 37, -by to -cb of stop 39, -cl to -cn of stop 42 and -co to
/// -cy of stop 43, -cz to -dd and -dh of stop 44, -di to -dk of stop 45, and -bw and -cf to -ch of stop 40), kept out so the
/// model stays the one the threshold was chosen for. Never the
/// held-out `test.json`, an unread set (blind-f, -h, -i, -ag, -aj, -aw, -ax, -bg to -bk, -bn,
/// -bo, -bt to -bv, -bx, -cc to -ce, -ci to -ck, -de to -dg) or a new set before its first run.
const SETS: &[&str] = &[
    "tuning", "blind-a", "blind-b", "blind-c", "blind-d", "blind-e", "blind-g", "blind-j", "blind-k", "blind-l", "blind-m",
    "blind-n", "blind-o", "blind-p", "blind-q", "blind-r", "blind-s", "blind-t", "blind-u", "blind-v", "blind-w", "blind-x",
    "blind-y", "blind-z", "blind-aa", "blind-ab", "blind-ac", "blind-ad", "blind-ae", "blind-af",
    "blind-ah", "blind-ai", "blind-ak", "blind-al", "blind-am", "blind-an", "blind-ao", "blind-ap", "blind-aq", "blind-ar", "blind-as",
];
const CORPORA: &str = "seed/eval/topicality";
/// The section-labelled questions (`paraphrases*.json` here): farming questions all, and the
/// knowledge base's examples.
const LABELLED: &str = "seed/eval";
const EXAMPLES: &str = "seed/knowledge/examples.txt";
const MODEL: &str = "seed/knowledge/topicality.txt";
const FOLDS: usize = 5;
/// The probability above which a question is off-topic. Stop 36 chose it by a rule written
/// before the look, on four blind sets never run before (blind-bh to -bk: 400 farming and 200
/// off-topic questions): least farming misses plus four times off-topic answers, the highest
/// threshold of equals. 0.25 and 0.32 tied (34 misses, 2 off-topic answers; 3 and 2 farming
/// questions refused), 0.39 cost more (33 misses, 4 answers). The cross-validation cannot
/// choose it: the cost there is nearly flat from 0.24 to 0.33, so a cost rule swung between
/// them as the model changed. Stop 35's rule (least farming refusals plus four times
/// off-topic answers in the cross-validation) took 0.25, and the held-out set, counted once,
/// lost two answers (209 to 207 of 231), as its extra farming refusals (about 0.7 %) foretold.
/// Until then the rule was "refuse no more farming questions than the hand-written rules
/// alone": 0.35 to 0.39.
const THRESHOLD: f64 = 0.32;

fn labelled() -> anyhow::Result<Vec<LabelledQuestion>> {
    let mut paths: Vec<std::path::PathBuf> = std::fs::read_dir(LABELLED)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    paths.retain(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("paraphrases") && n.ends_with(".json")));
    paths.sort();
    let mut all = Vec::new();
    for path in paths {
        let parsed: Vec<LabelledQuestion> = serde_json::from_str(&std::fs::read_to_string(&path)?)
            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        all.extend(parsed);
    }
    Ok(all)
}

/// Writes the labelled questions as the knowledge base's examples.
fn write_examples() -> anyhow::Result<()> {
    let questions = labelled()?;
    let text = format!(
        "# Example questions visitors ask, by the section that answers them: searched, never quoted.\n\
         # Generated by `cargo xtask train-topicality` from seed/eval/paraphrases*.json; do not edit.\n\
         # A section's words as the index uses them (stopwords dropped), each once, `word:N` for N uses: the same terms in fewer bytes.\n{}",
        examples_text(&questions)
    );
    std::fs::write(EXAMPLES, &text)?;
    let sections = text.lines().filter(|l| l.starts_with("## ")).count();
    println!("wrote {EXAMPLES} ({} questions, {sections} sections)", questions.len());
    Ok(())
}

/// One training question: its set, its text, features, whether it is off-topic, whether any
/// passage matched it at all, and the rules' verdict.
struct Example {
    set: String,
    question: String,
    features: Features,
    off: bool,
    matched: bool,
    rules: bool,
}

fn main() -> anyhow::Result<()> {
    let show_wrong = match std::env::args().nth(1).as_deref() {
        None => false,
        Some("--write-examples") => return write_examples(),
        Some("--show-wrong") => true,
        Some(arg) => anyhow::bail!("unknown argument {arg}: train-topicality takes none, --show-wrong or --write-examples"),
    };
    let knowledge = Assistant::from_seed(None)?.knowledge;
    let mut questions: Vec<(String, String, bool)> = Vec::new();
    for set in SETS {
        let path = format!("seed/eval/{set}.json");
        let parsed: Vec<EvalQuestion> =
            serde_json::from_str(&std::fs::read_to_string(&path)?).map_err(|e| anyhow::anyhow!("{path}: {e}"))?;
        questions.extend(parsed.into_iter().map(|q| (set.to_string(), q.question, q.source.is_none())));
    }
    questions.extend(labelled()?.into_iter().map(|q| ("paraphrases".to_string(), q.question, false)));
    let mut corpora: Vec<_> = std::fs::read_dir(CORPORA)?.collect::<Result<_, _>>()?;
    corpora.sort_by_key(|e| e.file_name());
    for entry in corpora {
        let name = entry.file_name().to_string_lossy().trim_end_matches(".json").to_string();
        let off = match name.split('-').next() {
            Some("off") => true,
            Some("farm") => false,
            _ => anyhow::bail!("{CORPORA}/{name}.json: name it off-*.json or farm-*.json"),
        };
        let parsed: Vec<String> = serde_json::from_str(&std::fs::read_to_string(entry.path())?)
            .map_err(|e| anyhow::anyhow!("{CORPORA}/{name}.json: {e}"))?;
        questions.extend(parsed.into_iter().map(|q| (name.clone(), q, off)));
    }
    let examples: Vec<Example> =
        questions.into_iter().filter_map(|(set, question, off)| example(&knowledge, set, &question, off)).collect();
    let held_out = held_out_probabilities(&examples);
    report(&examples, &held_out, THRESHOLD);
    if show_wrong {
        for (e, p) in examples.iter().zip(&held_out) {
            if e.off != refused(e, *p, THRESHOLD) {
                println!("wrong: {} {} {p:.2} {}", if e.off { "off-topic" } else { "farming" }, e.set, e.question);
            }
        }
    }
    let training: Vec<(Features, bool)> = examples.iter().map(|e| (e.features.clone(), e.off)).collect();
    let mut model = Topicality::train(&training);
    model.threshold = THRESHOLD;
    let header = format!(
        "The assistant's on/off-topic model: a logistic regression, one `feature weight` per line.\n\
         w: a word's stem, p: two neighbouring stems, g: how well the best passage matches.\n\
         A question is off-topic when its probability of being so is above the threshold.\n\
         Generated by `cargo xtask train-topicality` from {} questions ({} off-topic); do not edit.\n\
         {FINGERPRINT_LINE}{}",
        training.len(),
        training.iter().filter(|(_, off)| *off).count(),
        fingerprint()
    );
    std::fs::write(MODEL, model.to_text(&header))?;
    println!("wrote {MODEL}");
    Ok(())
}

/// A question as the responder sees it: checked by the guard (a question the guard refuses
/// never reaches the model), then matched against the knowledge base.
fn example(knowledge: &Knowledge, set: String, question: &str, off: bool) -> Option<Example> {
    let checked = guard::check(question).ok()?;
    let best = knowledge.search(&checked.text, 1).first().copied();
    let rules = best.as_ref().is_some_and(on_topic);
    let features = features(&checked.text, best.as_ref(), rules);
    Some(Example { set, question: question.to_string(), features, off, matched: best.is_some(), rules })
}

/// Each question's probability of being off-topic by a model trained on the other folds.
fn held_out_probabilities(examples: &[Example]) -> Vec<f64> {
    let mut held_out = vec![0.0; examples.len()];
    for fold in 0..FOLDS {
        let training: Vec<(Features, bool)> =
            examples.iter().enumerate().filter(|(i, _)| i % FOLDS != fold).map(|(_, e)| (e.features.clone(), e.off)).collect();
        let model = Topicality::train(&training);
        for i in (fold..examples.len()).step_by(FOLDS) {
            held_out[i] = model.off_topic(&examples[i].features);
        }
    }
    held_out
}

/// Whether a question gets the fallback: nothing matched, or the model says off-topic.
fn refused(e: &Example, probability: f64, threshold: f64) -> bool {
    !e.matched || probability > threshold
}

/// Farming questions refused and off-topic questions answered at a threshold.
fn mistakes(examples: &[Example], held_out: &[f64], threshold: f64) -> (usize, usize) {
    let wrong = |off: bool| {
        examples.iter().zip(held_out).filter(|(e, p)| e.off == off && refused(e, **p, threshold) != off).count()
    };
    (wrong(false), wrong(true))
}

/// Per set: off-topic questions given the fallback and farming ones refused, by the rules
/// alone and with the held-out model at the threshold.
fn report(examples: &[Example], held_out: &[f64], threshold: f64) {
    let mut counts: BTreeMap<&str, [usize; 6]> = BTreeMap::new();
    for (e, p) in examples.iter().zip(held_out) {
        let c = counts.entry(&e.set).or_default();
        let base = if e.off { 0 } else { 3 };
        c[base] += 1;
        c[base + 1] += usize::from(!e.rules);
        c[base + 2] += usize::from(refused(e, *p, threshold));
    }
    println!("{FOLDS}-fold cross-validation at threshold {threshold:.2}: fallbacks by the rules alone -> with the model");
    println!("{:<16} {:>22} {:>22}", "set", "off-topic caught", "farming refused");
    let mut total = [0; 6];
    for (set, c) in &counts {
        println!("{set:<16} {:>10} -> {:>4} of {:<4} {:>10} -> {:>4} of {:<4}", c[1], c[2], c[0], c[4], c[5], c[3]);
        for (t, n) in total.iter_mut().zip(c) {
            *t += n;
        }
    }
    let c = total;
    println!("{:<16} {:>10} -> {:>4} of {:<4} {:>10} -> {:>4} of {:<4}", "all", c[1], c[2], c[0], c[4], c[5], c[3]);
    let doubted = |off: bool| {
        let answered: Vec<f64> =
            examples.iter().zip(held_out).filter(|(e, p)| e.off == off && !refused(e, **p, threshold)).map(|(_, p)| *p).collect();
        (answered.iter().filter(|p| **p > UNSURE_ABOVE).count(), answered.len())
    };
    let ((farming, of_farming), (off_topic, of_off_topic)) = (doubted(false), doubted(true));
    println!(
        "answers that admit doubt (off-topic odds above {UNSURE_ABOVE}): {farming} of {of_farming} farming, {off_topic} of {of_off_topic} off-topic"
    );
    println!("\nthe trade-off at other thresholds:");
    for hundredths in (21..=51).step_by(3) {
        let t = f64::from(hundredths) / 100.0;
        let (farming, off_topic) = mistakes(examples, held_out, t);
        println!("threshold {t:.2}: farming refused {farming:>4}, off-topic answered {off_topic:>4}");
    }
}
