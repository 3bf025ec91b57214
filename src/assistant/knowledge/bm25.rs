//! Field-weighted BM25 (BM25F): a document is several fields (title, headings, keywords,
//! body, example questions); a term's frequency is summed over the fields, each weighted and normalised by
//! that field's length, before BM25's saturation. A word in a title says more about what a
//! passage is about than the same word in passing in its body.

use std::collections::HashMap;

use super::terms::QueryTerm;

pub const FIELDS: usize = 5;

/// How much a field counts and how strongly its length is normalised.
#[derive(Debug, Clone, Copy)]
pub struct Field {
    pub weight: f64,
    pub b: f64,
}

const K1: f64 = 1.2;

#[derive(Debug, Default)]
pub struct Index {
    fields: Vec<Field>,
    /// term → (document, frequency per field)
    postings: HashMap<String, Vec<(u32, [u16; FIELDS])>>,
    lengths: Vec<[u32; FIELDS]>,
    average: [f64; FIELDS],
}

impl Index {
    /// Indexes documents given as the terms of each field, one at a time (so only one
    /// document's words are ever held besides the index).
    pub fn new(fields: [Field; FIELDS], documents: impl IntoIterator<Item = [Vec<String>; FIELDS]>) -> Index {
        let mut index = Index { fields: fields.to_vec(), ..Index::default() };
        let mut totals = [0u64; FIELDS];
        for (id, document) in documents.into_iter().enumerate() {
            let mut counts: HashMap<&str, [u16; FIELDS]> = HashMap::new();
            let mut lengths = [0u32; FIELDS];
            for (f, terms) in document.iter().enumerate() {
                for term in terms {
                    let tf = &mut counts.entry(term.as_str()).or_default()[f];
                    *tf = tf.saturating_add(1);
                }
                lengths[f] = terms.len() as u32;
                totals[f] += terms.len() as u64;
            }
            let mut counts: Vec<_> = counts.into_iter().collect();
            counts.sort_by(|a, b| a.0.cmp(b.0));
            for (term, tf) in counts {
                index.postings.entry(term.to_string()).or_default().push((id as u32, tf));
            }
            index.lengths.push(lengths);
        }
        // The index lives as long as the server: growth slack would be resident for good.
        index.postings.values_mut().for_each(Vec::shrink_to_fit);
        index.postings.shrink_to_fit();
        let n = index.lengths.len().max(1) as f64;
        index.average = totals.map(|total| (total as f64 / n).max(1.0));
        index
    }

    pub fn len(&self) -> usize {
        self.lengths.len()
    }

    /// How rare a term is; a term no document has gets the highest weight.
    pub fn idf(&self, term: &str) -> f64 {
        let n = self.len() as f64;
        let df = self.postings.get(term).map_or(0.0, |p| p.len() as f64);
        ((n - df + 0.5) / (df + 0.5) + 1.0).ln()
    }

    pub fn contains(&self, document: u32, term: &str) -> bool {
        self.frequencies(document, term).is_some()
    }

    /// How often a term occurs in each field of a document, if at all.
    pub fn frequencies(&self, document: u32, term: &str) -> Option<[u16; FIELDS]> {
        let postings = self.postings.get(term)?;
        postings.binary_search_by_key(&document, |(id, _)| *id).ok().map(|i| postings[i].1)
    }

    /// Each matching document's score for the question's terms, each scaled by its weight.
    pub fn scores(&self, terms: &[QueryTerm]) -> HashMap<u32, f64> {
        let mut scores: HashMap<u32, f64> = HashMap::new();
        for query in terms.iter().filter(|t| !t.foreign) {
            let Some(postings) = self.postings.get(&query.term) else {
                continue;
            };
            let idf = self.idf(&query.term);
            for &(id, tf) in postings {
                let lengths = &self.lengths[id as usize];
                let weighted: f64 = (0..FIELDS)
                    .filter(|&f| tf[f] > 0)
                    .map(|f| {
                        let field = self.fields[f];
                        let norm = 1.0 - field.b + field.b * lengths[f] as f64 / self.average[f];
                        field.weight * tf[f] as f64 / norm
                    })
                    .sum();
                *scores.entry(id).or_default() += query.weight * idf * weighted / (K1 + weighted);
            }
        }
        scores
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terms(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    fn query(text: &str) -> Vec<QueryTerm> {
        text.split_whitespace().map(|t| QueryTerm { term: t.to_string(), weight: 1.0, foreign: false }).collect()
    }

    const EVEN: [Field; FIELDS] = [Field { weight: 1.0, b: 0.75 }; FIELDS];

    #[test]
    fn a_word_in_a_heavier_field_scores_higher() {
        let fields = [Field { weight: 3.0, b: 0.5 }, EVEN[1], EVEN[2], EVEN[3], EVEN[4]];
        let index = Index::new(
            fields,
            vec![
                [terms("slug"), vec![], vec![], terms("lettuce leaves"), vec![]],
                [terms("lettuce"), vec![], vec![], terms("slug leaves"), vec![]],
            ],
        );
        let scores = index.scores(&query("slug"));
        assert!(scores[&0] > scores[&1], "{scores:?}");
    }

    #[test]
    fn rare_terms_weigh_more_and_weights_scale() {
        let index = Index::new(
            EVEN,
            vec![
                [vec![], vec![], vec![], terms("soil compost"), vec![]],
                [vec![], vec![], vec![], terms("soil lime"), vec![]],
                [vec![], vec![], vec![], terms("soil water"), vec![]],
            ],
        );
        assert!(index.idf("lime") > index.idf("soil"));
        assert!(index.idf("zebra") > index.idf("lime"));
        let full = index.scores(&query("lime"))[&1];
        let light = index.scores(&[QueryTerm { term: "lime".into(), weight: 0.2, foreign: false }])[&1];
        assert!((light - 0.2 * full).abs() < 1e-9);
        assert!(index.contains(1, "lime") && !index.contains(0, "lime"));
    }
}
