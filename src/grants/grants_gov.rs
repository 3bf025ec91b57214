//! The optional Grants.gov import (`farmstand grants import --keyword …`): opportunities from
//! Grants.gov's public search API (`POST /v1/api/search2`) become programs that growers can
//! match against, each marked as imported and pointing to its Grants.gov page.

use serde::Deserialize;
use serde_json::json;

use super::model::{FARM_TYPES, FARMER_TYPES, FOCUS_AREAS, Program};

pub const DEFAULT_BASE: &str = "https://api.grants.gov/";

/// Grants.gov eligibility codes for who may apply, as the search2 API takes them
/// (`eligibilities`, pipe-separated); see the import's `--eligibilities`.
/// Funding categories: AG is agriculture.
pub const AGRICULTURE: &str = "AG";

#[derive(Debug, Deserialize)]
struct Envelope {
    #[serde(default)]
    errorcode: i64,
    #[serde(default)]
    msg: String,
    data: Option<Data>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Data {
    #[serde(default)]
    opp_hits: Vec<Hit>,
}

/// One opportunity as search2 lists it.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Hit {
    pub id: serde_json::Value,
    #[serde(default)]
    pub number: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub agency: Option<String>,
    #[serde(default)]
    pub agency_name: Option<String>,
    #[serde(default)]
    pub agency_code: Option<String>,
    #[serde(default)]
    pub open_date: String,
    #[serde(default)]
    pub close_date: String,
    #[serde(default)]
    pub opp_status: String,
}

/// What to ask Grants.gov for.
pub struct Query {
    pub keyword: String,
    pub eligibilities: Option<String>,
    pub funding_categories: Option<String>,
    pub rows: u32,
}

/// Asks Grants.gov (or the fake at `base`) for posted and forecasted opportunities.
pub async fn search(base: &str, query: &Query) -> Result<Vec<Hit>, String> {
    let url = format!("{}/v1/api/search2", base.trim_end_matches('/'));
    let mut body = json!({ "keyword": query.keyword, "oppStatuses": "forecasted|posted", "rows": query.rows });
    if let Some(e) = &query.eligibilities {
        body["eligibilities"] = json!(e);
    }
    if let Some(f) = &query.funding_categories {
        body["fundingCategories"] = json!(f);
    }
    let client = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .build()
        .map_err(|e| format!("could not set up the HTTP client: {e}"))?;
    let response = client.post(&url).json(&body).send().await.map_err(|e| format!("Grants.gov could not be reached at {url}: {e}"))?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("Grants.gov answered HTTP {status}"));
    }
    let envelope: Envelope = response.json().await.map_err(|e| format!("Grants.gov's answer could not be read: {e}"))?;
    if envelope.errorcode != 0 {
        return Err(format!("Grants.gov refused the search: {}", envelope.msg));
    }
    Ok(envelope.data.map(|d| d.opp_hits).unwrap_or_default())
}

/// `MM/DD/YYYY` (Grants.gov's dates) as `YYYY-MM-DD`.
fn iso(us: &str) -> Option<String> {
    let mut parts = us.trim().split('/');
    let (m, d, y) = (parts.next()?, parts.next()?, parts.next()?);
    let date = format!("{y}-{:0>2}-{:0>2}", m, d);
    crate::web::dates::parse_ymd(&date).map(|_| date)
}

fn plain(text: &str, max: usize) -> String {
    text.replace(['<', '>'], " ").split_whitespace().collect::<Vec<_>>().join(" ").chars().take(max).collect()
}

/// A program from one opportunity; `None` for a hit without an id or a title.
pub fn to_program(hit: &Hit, figures_year: i32) -> Option<Program> {
    let id = match &hit.id {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Number(n) => n.to_string(),
        _ => return None,
    };
    if id.is_empty() || !id.chars().all(|c| c.is_ascii_digit()) || hit.title.trim().is_empty() {
        return None;
    }
    let agency = hit.agency.clone().or(hit.agency_name.clone()).or(hit.agency_code.clone()).unwrap_or_else(|| "Federal agency".into());
    let close = iso(&hit.close_date);
    let number = plain(&hit.number, 60);
    let status = if hit.opp_status.eq_ignore_ascii_case("forecasted") { "A forecasted" } else { "A posted" };
    Some(Program {
        id: format!("grants-gov-{id}"),
        title: plain(&hit.title, 200),
        agency: plain(&agency, 200),
        kind: "grant".into(),
        award_min: 0,
        award_max: 0,
        deadline_month: None,
        deadline_day: None,
        rolling: false,
        deadline_date: close.clone(),
        farmer_types: FARMER_TYPES.iter().map(|(v, _)| v.to_string()).collect(),
        farm_types: FARM_TYPES.iter().map(|(v, _)| v.to_string()).collect(),
        focus_areas: FOCUS_AREAS.iter().map(|(v, _)| v.to_string()).collect(),
        applicants: "See the eligibility section of the notice on Grants.gov.".into(),
        regions: None,
        region_label: None,
        match_requirement: "See the notice.".into(),
        match_percent: 0,
        description: format!(
            "{status} federal funding opportunity{} imported from Grants.gov. Its award amounts, eligibility and match are in the notice: check it before applying.",
            if number.is_empty() { String::new() } else { format!(" ({number})") }
        ),
        website: format!("https://www.grants.gov/search-results-detail/{id}"),
        figures_year,
        application_tips: vec![
            "Register your organisation in SAM.gov and Grants.gov well ahead: registration can take several weeks.".into(),
            "Read the whole notice of funding opportunity, including eligibility and the review criteria, before you start writing.".into(),
            "Submit a day or more before the closing date: Grants.gov validates packages and a rejected one needs time to fix.".into(),
        ],
        source: "grants.gov".into(),
    })
    .map(|mut p| {
        // A forecast (or an open-ended notice) without a closing date: its deadline varies
        // until one is posted.
        if p.deadline_date.is_none() {
            p.description.push_str(" No closing date has been posted yet.");
        }
        p
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hit_becomes_a_program_with_its_closing_date() {
        let hit: Hit = serde_json::from_value(json!({
            "id": "351234", "number": "USDA-NIFA-BFRDP-2027", "title": "Beginning Farmer <b>Program</b>",
            "agencyCode": "USDA-NIFA", "agency": "National Institute of Food and Agriculture",
            "openDate": "10/15/2026", "closeDate": "2/5/2027", "oppStatus": "posted", "docType": "synopsis"
        }))
        .unwrap();
        let p = to_program(&hit, 2026).unwrap();
        assert_eq!(p.id, "grants-gov-351234");
        assert_eq!(p.deadline_date.as_deref(), Some("2027-02-05"));
        assert_eq!(p.title, "Beginning Farmer b Program /b");
        assert_eq!(p.website, "https://www.grants.gov/search-results-detail/351234");
        assert!(p.check().is_ok(), "{:?}", p.check());
        let no_id: Hit = serde_json::from_value(json!({"id": null, "title": "x"})).unwrap();
        assert!(to_program(&no_id, 2026).is_none());
    }
}
