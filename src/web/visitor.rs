//! Anonymous visitor ids: a random id in a signed, HttpOnly cookie, so per-visitor limits
//! (chat messages, later likes and comments) count a browser, not a whole shared address.
//! Only ids this server signed count: a made-up id would let a script dodge a limit by
//! inventing a new one per request.

use axum::http::{HeaderMap, HeaderValue};

use super::cookies;
use crate::signing::Signer;

const COOKIE: &str = "farmstand_visitor";
const PREFIX: &str = "visitor.";
const MAX_AGE_SECS: i64 = 365 * 24 * 60 * 60;

/// A visitor, as the limits key it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VisitorId(u64);

impl VisitorId {
    pub fn key(&self) -> String {
        format!("v:{}", self.0)
    }
}

/// Issues and checks visitor cookies.
#[derive(Clone)]
pub struct VisitorIds {
    signer: Signer,
}

impl VisitorIds {
    pub fn new(key: [u8; 32]) -> Self {
        VisitorIds { signer: Signer::new(key) }
    }

    /// The visitor of a request, if it carries a cookie we signed.
    pub fn of_request(&self, headers: &HeaderMap) -> Option<VisitorId> {
        cookies::read_all(headers, COOKIE).find_map(|token| {
            let body = self.signer.verify(token)?;
            body.strip_prefix(PREFIX)?.parse().ok().map(VisitorId)
        })
    }

    /// A stable keyed pseudonym of `value` (a visitor key, an address): stored instead of
    /// the value so the database can recognise a visitor again but not name them.
    pub fn pseudonym(&self, value: &str) -> String {
        let token = self.signer.sign(&format!("pseudonym.{value}"));
        token.rsplit('.').next().unwrap_or_default().chars().take(22).collect()
    }

    /// A new visitor and the `Set-Cookie` value that makes the browser keep it.
    pub fn issue(&self, https: bool) -> (VisitorId, HeaderValue) {
        let mut bytes = [0u8; 8];
        // NOTE: a failing OS random source leaves zeros: the visitor then shares a bucket
        // with others, which only makes the limit stricter.
        let _ = getrandom::fill(&mut bytes);
        let id = u64::from_le_bytes(bytes);
        let token = self.signer.sign(&format!("{PREFIX}{id}"));
        (VisitorId(id), cookies::set(COOKIE, &token, "/api", MAX_AGE_SECS, https))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::header;

    #[test]
    fn only_signed_ids_count() {
        let ids = VisitorIds::new([3; 32]);
        let (id, cookie) = ids.issue(false);
        let value = cookie.to_str().unwrap().split(';').next().unwrap().to_string();
        let mut h = HeaderMap::new();
        h.insert(header::COOKIE, HeaderValue::from_str(&value).unwrap());
        assert_eq!(ids.of_request(&h), Some(id));
        let mut forged = HeaderMap::new();
        forged.insert(header::COOKIE, HeaderValue::from_static("farmstand_visitor=visitor.5.AAAA"));
        assert_eq!(ids.of_request(&forged), None);
        assert_eq!(VisitorIds::new([4; 32]).of_request(&h), None, "another site's key");
    }
}
