//! Community Stats: only numbers with a real source, each shown once its feature exists.

use serde::Serialize;

use crate::accounts::user::Role;
use crate::db::{Db, DbResult};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stat {
    pub key: &'static str,
    pub label: &'static str,
    pub value: u64,
}

/// The stats from stored data; `active_gardens` is the admin's figure, if set.
pub fn compute(db: &Db, active_gardens: Option<u32>) -> DbResult<Vec<Stat>> {
    let mut stats = Vec::new();
    if let Some(gardens) = active_gardens {
        stats.push(Stat { key: "activeGardens", label: "Active gardens", value: gardens.into() });
    }
    let members = crate::accounts::store::list_users(db, Role::Member)?.len() as u64;
    stats.push(Stat { key: "members", label: "Members", value: members });
    let downloads: u64 = crate::catalog::store::download_counts(db)?.values().sum();
    stats.push(Stat { key: "guideDownloads", label: "Guide downloads", value: downloads });
    let week_ago = crate::web::dates::ymd(crate::web::dates::today_local() - time::Duration::days(6));
    let comments = crate::comments::store::visible_since(db, crate::comments::model::THREADS[0], &week_ago)?;
    stats.push(Stat { key: "commentsThisWeek", label: "Comments this week", value: comments });
    let players = crate::quiz::store::ranked_players(db)?;
    stats.push(Stat { key: "quizPlayers", label: "Quiz players", value: players });
    Ok(stats)
}
