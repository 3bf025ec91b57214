//! Free-guide requests in the `leads` table, one per email address (`leads_by_email`).

use serde::{Deserialize, Serialize};

use crate::db::tables::{LEADS, LEADS_BY_EMAIL};
use crate::db::{Db, DbResult, key, sequences};
use crate::mail::store::{NewEmail, enqueue_in};

/// How often one address gets the guides' email: a repeat request within a day is answered
/// on the page but not mailed again, so the form cannot be used to flood someone's inbox.
pub const EMAIL_EVERY_SECS: i64 = 24 * 60 * 60;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Lead {
    pub id: u64,
    /// Escaped plain text; the latest one given.
    pub first_name: String,
    pub email: String,
    pub created_at: i64,
    pub last_request_at: i64,
    pub requests: u64,
    pub last_emailed_at: Option<i64>,
}

/// Records a request: a new lead, or one more request of a known address. `email` builds
/// the guides' email, queued in the same transaction when one is due.
pub fn record(
    db: &Db,
    first_name: String,
    address: String,
    now: i64,
    email: impl FnOnce() -> Option<NewEmail>,
) -> DbResult<Lead> {
    let tx = db.begin_write()?;
    let lookup = address.to_lowercase();
    let existing: Option<u64> = LEADS_BY_EMAIL.write(&tx)?.get(lookup.as_bytes())?;
    let found: Option<Lead> = match existing {
        Some(id) => LEADS.write(&tx)?.get(&key::id(id))?,
        None => None,
    };
    let mut lead = match found {
        Some(mut lead) => {
            lead.first_name = first_name;
            lead.last_request_at = now;
            lead.requests += 1;
            lead
        }
        None => {
            let lead = Lead {
                id: sequences::next_id(&tx, "leads")?,
                first_name,
                email: address,
                created_at: now,
                last_request_at: now,
                requests: 1,
                last_emailed_at: None,
            };
            LEADS_BY_EMAIL.write(&tx)?.put(lookup.as_bytes(), &lead.id)?;
            lead
        }
    };
    if lead.last_emailed_at.is_none_or(|at| now - at >= EMAIL_EVERY_SECS)
        && let Some(email) = email()
    {
        enqueue_in(&tx, email)?;
        lead.last_emailed_at = Some(now);
    }
    LEADS.write(&tx)?.put(&key::id(lead.id), &lead)?;
    tx.commit()?;
    Ok(lead)
}

/// Every lead, newest first.
pub fn list(db: &Db) -> DbResult<Vec<Lead>> {
    let tx = db.begin_read()?;
    let mut all: Vec<Lead> = LEADS.read(&tx)?.scan::<Lead>(&[])?.into_iter().map(|(_, l)| l).collect();
    all.reverse();
    Ok(all)
}

pub fn delete(db: &Db, id: u64) -> DbResult<bool> {
    let tx = db.begin_write()?;
    let Some(lead) = LEADS.write(&tx)?.get::<Lead>(&key::id(id))? else { return Ok(false) };
    LEADS_BY_EMAIL.write(&tx)?.remove(lead.email.to_lowercase().as_bytes())?;
    LEADS.write(&tx)?.remove(&key::id(id))?;
    tx.commit()?;
    Ok(true)
}
