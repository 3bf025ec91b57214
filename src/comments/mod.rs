//! The Daily Farm Wisdom discussion (seed 001 §2, §3, §7): one thread a day, comments with
//! one level of replies, likes once per visitor, authors' edits for 15 minutes, and
//! moderation: comments with links or blocklisted words wait for an admin, who can approve,
//! hide, delete and block. Visitors are anonymous: a signed cookie tells them apart.

pub mod limit;
pub mod model;
pub mod store;

use std::time::Instant;

use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use crate::db::rfc3339;
use crate::mail::notice::{Link, Notice};
use crate::state::AppState;
use crate::web::dates::{parse_ymd, today_local, ymd};
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AdminUser, AppJson, AppPath, AppQuery, ClientAddr, PageQuery};
use model::{Comment, Status, THREADS};
use store::{NewComment, Refusal};

/// Days the day list offers.
const DAYS_LISTED: usize = 60;
const ADMIN_PER_PAGE: usize = 50;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/comments/{key}", get(list_day).post(create).put(edit).delete(delete_own))
        .route("/api/comments/{key}/days", get(list_days))
        .route("/api/comments/{key}/like", post(like))
        .route("/api/admin/comments", get(admin_list))
        .route("/api/admin/comments/{id}", axum::routing::delete(admin_delete))
        .route("/api/admin/comments/{id}/approve", post(approve))
        .route("/api/admin/comments/{id}/hide", post(hide))
        .route("/api/admin/comments/{id}/block", post(block))
        .route("/api/admin/comment-blocks", get(list_blocks))
        .route("/api/admin/comment-blocks/{id}", axum::routing::delete(unblock))
        .route("/api/admin/comment-blocklist", get(get_blocklist).put(put_blocklist))
}

fn thread(key: &str) -> AppResult<&'static str> {
    THREADS.iter().copied().find(|t| *t == key).ok_or_else(|| AppError::not_found("There is no discussion here."))
}

fn comment_id(key: &str) -> AppResult<u64> {
    key.parse().map_err(|_| AppError::not_found("There is no comment with this id."))
}

/// Who is asking: their pseudonym for storage, and a cookie to set when they are new.
pub(crate) struct Visitor {
    pub pseudonym: String,
    pub cookie: Option<HeaderValue>,
}

/// The visitor of a request; one without our cookie gets one, counted against their
/// address so dropping cookies does not make endless new visitors.
pub(crate) fn visitor(state: &AppState, headers: &HeaderMap, addr: &str, now: Instant) -> AppResult<Visitor> {
    let (id, cookie) = match state.visitors.of_request(headers) {
        Some(id) => (id, None),
        None => {
            state.comment_limits.new_visitor(addr, now).map_err(|secs| AppError::TooManyRequests {
                message: "Too many new visitors from your network right now. Please try again later.".into(),
                retry_after_secs: secs,
            })?;
            let (id, cookie) = state.visitors.issue(state.config.https());
            (id, Some(cookie))
        }
    };
    Ok(Visitor { pseudonym: state.visitors.pseudonym(&id.key()), cookie })
}

/// Who is commenting or liking. With our cookie, that visitor. Without one (a script, or a
/// browser that never loaded the thread), the request counts as its address's visitor for
/// limits and likes, so dropping cookies gives no new budget and a replayed like counts once;
/// a cookie is still offered for next time, from the readers' budget.
struct Commenter {
    /// The posting limits' key.
    limit_key: String,
    /// Whose like this is.
    voter: String,
    /// The comment's author (their pseudonym), for edits within 15 minutes.
    author: String,
    address: String,
    /// The address's shared visitor: its like is never taken back by a repeat (a second
    /// person there must not undo the first one's like).
    shared: bool,
    cookie: Option<HeaderValue>,
}

fn commenter(state: &AppState, headers: &HeaderMap, addr: &str, now: Instant) -> Commenter {
    let address = state.visitors.pseudonym(&format!("addr:{addr}"));
    if let Some(id) = state.visitors.of_request(headers) {
        let me = state.visitors.pseudonym(&id.key());
        return Commenter { limit_key: id.key(), voter: me.clone(), author: me, address, shared: false, cookie: None };
    }
    let issued = state.comment_limits.new_reader(addr, now).is_ok().then(|| state.visitors.issue(state.config.https()));
    let author = issued.as_ref().map_or_else(|| address.clone(), |(id, _)| state.visitors.pseudonym(&id.key()));
    Commenter {
        limit_key: format!("addr:{addr}"),
        voter: address.clone(),
        author,
        address,
        shared: true,
        cookie: issued.map(|(_, c)| c),
    }
}

/// The same visitor without issuing anything: `None` for a browser we have not met.
pub(crate) fn known_visitor(state: &AppState, headers: &HeaderMap) -> Option<String> {
    state.visitors.of_request(headers).map(|id| state.visitors.pseudonym(&id.key()))
}

pub(crate) fn with_cookie(mut response: Response, cookie: Option<HeaderValue>) -> Response {
    if let Some(cookie) = cookie {
        response.headers_mut().append(SET_COOKIE, cookie);
    }
    response
}

/// A comment as the discussion shows it (seed 001 §3's field names).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CommentView {
    id: u64,
    content: String,
    #[serde(rename = "commenter_name")]
    commenter_name: String,
    #[serde(rename = "createdat")]
    created_at: String,
    likes: u64,
    #[serde(rename = "parentid")]
    parent_id: Option<u64>,
    liked: bool,
    status: &'static str,
    editable_until: Option<String>,
    deleted: bool,
}

fn view(c: &Comment, me: Option<&str>, liked: bool, now: i64) -> CommentView {
    let deleted = c.status == Status::Deleted;
    CommentView {
        id: c.id,
        content: if deleted { String::new() } else { c.content.clone() },
        commenter_name: if deleted { String::new() } else { c.name.clone() },
        created_at: rfc3339(c.created_at),
        likes: c.likes,
        parent_id: c.parent_id,
        liked,
        status: if c.status == Status::Held { "held" } else { "visible" },
        editable_until: me.filter(|me| c.editable_by(me, now)).map(|_| rfc3339(c.edit_deadline())),
        deleted,
    }
}

/// What one visitor sees of a day: visible comments, their own held ones, and stubs of
/// deleted comments that still have visible replies. Replies under a comment they cannot
/// see are left out with it.
fn visible_to<'c>(comments: &'c [Comment], me: Option<&str>) -> Vec<&'c Comment> {
    let shown = |c: &Comment| match c.status {
        Status::Visible => true,
        Status::Held => me.is_some_and(|me| c.author == me),
        Status::Hidden | Status::Deleted => false,
    };
    let keep: Vec<&Comment> = comments
        .iter()
        .filter(|c| {
            shown(c)
                || (c.status == Status::Deleted && comments.iter().any(|r| r.parent_id == Some(c.id) && shown(r)))
        })
        .collect();
    keep.iter()
        .copied()
        .filter(|c| c.parent_id.is_none_or(|parent| keep.iter().any(|p| p.id == parent)))
        .collect()
}

#[derive(Deserialize)]
struct DayQuery {
    date: Option<String>,
}

async fn list_day(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    AppPath(key): AppPath<String>,
    AppQuery(q): AppQuery<DayQuery>,
) -> AppResult<Response> {
    let thread = thread(&key)?;
    // A reader gets their visitor cookie here, before they post or like (when their address
    // may have new ones; otherwise they act as their address's visitor).
    let cookie = match state.visitors.of_request(&headers) {
        Some(_) => None,
        None => state.comment_limits.new_reader(&addr, Instant::now()).is_ok().then(|| state.visitors.issue(state.config.https()).1),
    };
    let day = match q.date.as_deref() {
        Some(raw) => parse_ymd(raw).ok_or_else(|| AppError::bad_request("Give the date as YYYY-MM-DD, like 2026-06-15."))?,
        None => today_local(),
    };
    let me = known_visitor(&state, &headers);
    let day = ymd(day);
    let reader = me.clone();
    let (comments, liked) = state
        .db
        .call(move |db| -> AppResult<_> {
            let comments = store::day(db, thread, &day)?;
            let ids: Vec<u64> = comments.iter().map(|c| c.id).collect();
            let liked = match &reader {
                Some(me) => store::liked_by(db, &ids, me)?,
                None => Vec::new(),
            };
            Ok((comments, liked))
        })
        .await?;
    let now = crate::db::now_unix();
    let views: Vec<CommentView> =
        visible_to(&comments, me.as_deref()).into_iter().map(|c| view(c, me.as_deref(), liked.contains(&c.id), now)).collect();
    Ok(with_cookie(Json(views).into_response(), cookie))
}

#[derive(Serialize)]
struct DayView {
    date: String,
    comments: u64,
}

async fn list_days(State(state): State<AppState>, AppPath(key): AppPath<String>) -> AppResult<Json<Vec<DayView>>> {
    let thread = thread(&key)?;
    let days = state.db.call(move |db| store::days(db, thread, DAYS_LISTED)).await?;
    let today = ymd(today_local());
    let mut out = vec![DayView { comments: days.iter().find(|(d, _)| *d == today).map_or(0, |(_, n)| *n), date: today.clone() }];
    out.extend(days.into_iter().filter(|(d, _)| *d < today).map(|(date, comments)| DayView { date, comments }));
    out.truncate(DAYS_LISTED);
    Ok(Json(out))
}

/// A missing field is an empty one, so it gets the seed's sentence rather than a parse error.
#[derive(Deserialize, Default)]
#[serde(default)]
#[serde(rename_all = "camelCase")]
struct NewCommentBody {
    content: String,
    commenter_name: String,
    parent_id: Option<u64>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Created {
    comment_id: u64,
    status: &'static str,
    editable_until: String,
}

fn refused(refusal: Refusal) -> AppError {
    match refusal {
        Refusal::NoParent => AppError::not_found("There is no comment to reply to."),
        Refusal::ReplyToReply => AppError::bad_request("Replies can only be made to a comment, not to another reply."),
        Refusal::Blocked => AppError::Forbidden("You can't post comments here right now.".into()),
        Refusal::NotYours => {
            AppError::Forbidden("You can only change your own comment, within 15 minutes of posting it.".into())
        }
        Refusal::NotFound => AppError::not_found("There is no comment with this id."),
    }
}

async fn create(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    AppPath(key): AppPath<String>,
    AppJson(body): AppJson<NewCommentBody>,
) -> AppResult<Response> {
    let thread = thread(&key)?;
    let draft = model::check_draft(&body.commenter_name, &body.content, body.parent_id.is_some())
        .map_err(AppError::BadRequest)?;
    let now = Instant::now();
    let visitor = commenter(&state, &headers, &addr, now);
    state.comment_limits.post(&visitor.limit_key, &addr, now).map_err(|refused| match refused {
        limit::Refused::Minute(secs) => AppError::TooManyRequests {
            message: "You're posting quickly! Please wait a minute before posting again.".into(),
            retry_after_secs: secs,
        },
        limit::Refused::Day(secs) => AppError::TooManyRequests {
            message: "You've reached today's limit for comments. Please come back tomorrow.".into(),
            retry_after_secs: secs,
        },
        limit::Refused::Site(secs) => {
            AppError::TooManyRequests { message: crate::web::limit::SITE_BUSY.into(), retry_after_secs: secs }
        }
    })?;
    let site = crate::site::current(&state).await?;
    let origin = state.config.origin();
    let new = NewComment {
        thread: thread.to_string(),
        day: ymd(today_local()),
        parent_id: body.parent_id,
        name: draft.name,
        content: draft.content,
        author: visitor.author,
        address: visitor.address,
    };
    let notify = notifier(state.clone(), site, origin);
    let comment = state.db.call(move |db| store::insert(db, new, notify)).await?.map_err(refused)?;
    if comment.status == Status::Held {
        state.mailer.wake();
    }
    let created = Created {
        comment_id: comment.id,
        status: if comment.status == Status::Held { "held" } else { "visible" },
        editable_until: rfc3339(comment.edit_deadline()),
    };
    Ok(with_cookie((StatusCode::CREATED, Json(created)).into_response(), visitor.cookie))
}

/// Builds the moderators' email for a comment put on hold, while the hourly budget for them
/// lasts (only held comments spend it).
fn notifier(state: AppState, site: crate::site::SiteSettings, origin: String) -> impl FnOnce(&Comment) -> Option<crate::mail::store::NewEmail> + Send + 'static {
    move |c: &Comment| {
        if !state.comment_limits.notify(Instant::now()) {
            tracing::warn!("moderation emails are over their hourly budget; the comment waits in the queue");
            return None;
        }
        held_notice(c, &site, &origin)
    }
}

/// The moderators' email about a held comment, to the site's address.
fn held_notice(c: &Comment, site: &crate::site::SiteSettings, origin: &str) -> Option<crate::mail::store::NewEmail> {
    let to = crate::mail::Email::parse(&site.email).ok()?;
    let name = crate::web::text::unescape_html(&c.name);
    let why = match c.reason.as_deref() {
        Some("link") => "it contains a link".to_string(),
        Some(other) => format!("it matches the blocklist ({})", other.trim_start_matches("blocklist: ")),
        None => "it needs a look".to_string(),
    };
    Notice {
        to: to.into_string(),
        subject: format!("A comment from {name} is waiting for approval"),
        organization: site.organization_name.clone(),
        heading: "A comment is waiting for approval".into(),
        paragraphs: vec![format!("{name} commented on the Daily Farm Wisdom discussion of {}. It is held because {why}.", c.day)],
        quote: Some(crate::web::text::unescape_html(&c.content)),
        links: vec![Link { label: "Open the moderation queue".into(), url: format!("{origin}/admin/dashboard") }],
        ..Default::default()
    }
    .render()
    .map_err(|e| tracing::error!(error = %e, "could not render the moderation email"))
    .ok()
}

#[derive(Deserialize)]
struct EditBody {
    content: String,
}

fn change_limit(state: &AppState, visitor_key: &str) -> AppResult<()> {
    state.comment_limits.change(visitor_key, Instant::now()).map_err(|secs| AppError::TooManyRequests {
        message: "That's a lot of changes at once. Please wait a minute.".into(),
        retry_after_secs: secs,
    })
}

async fn edit(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppPath(key): AppPath<String>,
    AppJson(body): AppJson<EditBody>,
) -> AppResult<Json<CommentView>> {
    let id = comment_id(&key)?;
    let content = model::check_edit(&body.content).map_err(AppError::BadRequest)?;
    let visitor = state.visitors.of_request(&headers).ok_or_else(|| refused(Refusal::NotYours))?;
    change_limit(&state, &visitor.key())?;
    let me = state.visitors.pseudonym(&visitor.key());
    let author = me.clone();
    let now = crate::db::now_unix();
    let notify = notifier(state.clone(), crate::site::current(&state).await?, state.config.origin());
    let (comment, liked) = state
        .db
        .call(move |db| -> AppResult<_> {
            let comment = store::edit(db, id, &author, content, now, notify)?.map_err(refused)?;
            Ok((comment, !store::liked_by(db, &[id], &author)?.is_empty()))
        })
        .await?;
    if comment.status == Status::Held {
        state.mailer.wake();
    }
    Ok(Json(view(&comment, Some(&me), liked, now)))
}

async fn delete_own(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppPath(key): AppPath<String>,
) -> AppResult<Json<serde_json::Value>> {
    let id = comment_id(&key)?;
    let visitor = state.visitors.of_request(&headers).ok_or_else(|| refused(Refusal::NotYours))?;
    change_limit(&state, &visitor.key())?;
    let me = state.visitors.pseudonym(&visitor.key());
    let now = crate::db::now_unix();
    state.db.call(move |db| store::delete_own(db, id, &me, now)).await?.map_err(refused)?;
    Ok(Json(serde_json::json!({ "deleted": true })))
}

#[derive(Serialize)]
struct Liked {
    likes: u64,
    liked: bool,
}

async fn like(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    AppPath(key): AppPath<String>,
) -> AppResult<Response> {
    let id = comment_id(&key)?;
    let now = Instant::now();
    let visitor = commenter(&state, &headers, &addr, now);
    state.comment_limits.like(&visitor.voter, &addr, now).map_err(|secs| AppError::TooManyRequests {
        message: "That's a lot of likes at once. Please wait a minute.".into(),
        retry_after_secs: secs,
    })?;
    let (voter, shared) = (visitor.voter, visitor.shared);
    let (likes, liked) = state
        .db
        .call(move |db| if shared { store::like_once(db, id, &voter) } else { store::toggle_like(db, id, &voter) })
        .await?
        .map_err(refused)?;
    Ok(with_cookie(Json(Liked { likes, liked }).into_response(), visitor.cookie))
}

// ---- moderation ----

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AdminComment {
    id: u64,
    day: String,
    content: String,
    commenter_name: String,
    created_at: String,
    likes: u64,
    parent_id: Option<u64>,
    status: Status,
    reason: Option<String>,
    author: String,
    blocked: bool,
    /// Which block covers it: its visitor, its address (a comment can be under both).
    blocked_visitor: bool,
    blocked_address: bool,
}

fn admin_view(c: Comment, blocks: &[store::Block]) -> AdminComment {
    let now = crate::db::now_unix();
    let (blocked_visitor, blocked_address) = blocks.iter().map(|b| b.covers(&c.author, &c.address, now)).fold((false, false), |a, b| (a.0 || b.0, a.1 || b.1));
    AdminComment {
        blocked: blocked_visitor || blocked_address,
        blocked_visitor,
        blocked_address,
        author: format!("visitor {}", c.author.chars().take(6).collect::<String>()),
        id: c.id,
        day: c.day,
        content: c.content,
        commenter_name: c.name,
        created_at: rfc3339(c.created_at),
        likes: c.likes,
        parent_id: c.parent_id,
        status: c.status,
        reason: c.reason,
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct AdminQuery {
    status: Option<String>,
    page: Option<usize>,
    per_page: Option<usize>,
}

#[derive(Serialize)]
struct Counts {
    held: u64,
    visible: u64,
    hidden: u64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AdminPage {
    comments: Vec<AdminComment>,
    page: usize,
    per_page: usize,
    total: u64,
    counts: Counts,
}

async fn admin_list(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(q): AppQuery<AdminQuery>,
) -> AppResult<Json<AdminPage>> {
    let status = match q.status.as_deref().unwrap_or("held") {
        "held" => Status::Held,
        "visible" => Status::Visible,
        "hidden" => Status::Hidden,
        _ => return Err(AppError::bad_request("status must be held, visible or hidden.")),
    };
    let (page, per_page) = PageQuery { page: q.page, per_page: q.per_page }.resolve(ADMIN_PER_PAGE, 200);
    let (comments, total, counts, blocks) = state
        .db
        .call(move |db| -> AppResult<_> {
            let (comments, total) = store::page_by_status(db, status, page, per_page)?;
            let counts = Counts {
                held: store::count(db, Status::Held)?,
                visible: store::count(db, Status::Visible)?,
                hidden: store::count(db, Status::Hidden)?,
            };
            Ok((comments, total, counts, store::blocks(db)?))
        })
        .await?;
    Ok(Json(AdminPage {
        comments: comments.into_iter().map(|c| admin_view(c, &blocks)).collect(),
        page,
        per_page,
        total,
        counts,
    }))
}

async fn set_status(state: &AppState, id: u64, status: Status) -> AppResult<Json<AdminComment>> {
    let (comment, blocks) = state
        .db
        .call(move |db| -> AppResult<_> { Ok((store::moderate(db, id, status)?, store::blocks(db)?)) })
        .await?;
    let comment = comment.ok_or_else(|| AppError::not_found("There is no comment with this id."))?;
    Ok(Json(admin_view(comment, &blocks)))
}

async fn approve(State(state): State<AppState>, _: AdminUser, AppPath(id): AppPath<u64>) -> AppResult<Json<AdminComment>> {
    set_status(&state, id, Status::Visible).await
}

async fn hide(State(state): State<AppState>, _: AdminUser, AppPath(id): AppPath<u64>) -> AppResult<Json<AdminComment>> {
    set_status(&state, id, Status::Hidden).await
}

async fn admin_delete(State(state): State<AppState>, _: AdminUser, AppPath(id): AppPath<u64>) -> AppResult<StatusCode> {
    if state.db.call(move |db| store::delete(db, id)).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("There is no comment with this id."))
    }
}

#[derive(Deserialize)]
struct BlockQuery {
    scope: Option<String>,
}

/// `POST /api/admin/comments/{id}/block?scope=visitor|address`: the visitor (the default), or
/// everyone posting from their address for 30 days.
async fn block(
    State(state): State<AppState>,
    _: AdminUser,
    AppPath(id): AppPath<u64>,
    AppQuery(q): AppQuery<BlockQuery>,
) -> AppResult<Json<serde_json::Value>> {
    let scope = match q.scope.as_deref() {
        None | Some("visitor") => store::BlockScope::Visitor,
        Some("address") => store::BlockScope::Address,
        Some(_) => return Err(AppError::bad_request("scope must be one of: visitor, address.")),
    };
    state
        .db
        .call(move |db| store::block_author(db, id, scope))
        .await?
        .ok_or_else(|| AppError::not_found("There is no comment with this id."))?;
    Ok(Json(serde_json::json!({ "blocked": true })))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BlockView {
    id: u64,
    label: String,
    created_at: String,
    note: String,
}

async fn list_blocks(State(state): State<AppState>, _: AdminUser) -> AppResult<Json<Vec<BlockView>>> {
    let blocks = state.db.call(store::blocks).await?;
    Ok(Json(
        blocks
            .into_iter()
            .map(|b| BlockView {
                id: b.id,
                label: match b.scope {
                    store::BlockScope::Visitor => format!("visitor {}", b.author.chars().take(6).collect::<String>()),
                    store::BlockScope::Address => format!(
                        "the address of visitor {} (until {})",
                        b.author.chars().take(6).collect::<String>(),
                        b.expires_at.map(rfc3339).unwrap_or_default()
                    ),
                    store::BlockScope::Both => format!("visitor {} and their address", b.author.chars().take(6).collect::<String>()),
                },
                created_at: rfc3339(b.created_at),
                note: b.note,
            })
            .collect(),
    ))
}

async fn unblock(State(state): State<AppState>, _: AdminUser, AppPath(id): AppPath<u64>) -> AppResult<StatusCode> {
    if state.db.call(move |db| store::unblock(db, id)).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found("There is no block with this id."))
    }
}

#[derive(Serialize, Deserialize)]
struct Blocklist {
    words: Vec<String>,
}

async fn get_blocklist(State(state): State<AppState>, _: AdminUser) -> AppResult<Json<Blocklist>> {
    Ok(Json(Blocklist { words: state.db.call(store::blocklist).await? }))
}

async fn put_blocklist(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(body): AppJson<Blocklist>,
) -> AppResult<Json<Blocklist>> {
    let words = model::check_blocklist(&body.words).map_err(AppError::BadRequest)?;
    let stored = words.clone();
    state.db.call(move |db| store::set_blocklist(db, &stored)).await?;
    Ok(Json(Blocklist { words }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn comment(id: u64, parent: Option<u64>, status: Status, author: &str) -> Comment {
        Comment {
            id,
            thread: THREADS[0].into(),
            day: "2026-11-23".into(),
            parent_id: parent,
            name: "Ama".into(),
            content: "hi".into(),
            created_at: 0,
            edited_at: None,
            likes: 0,
            status,
            reason: None,
            author: author.into(),
            address: "a".into(),
        }
    }

    #[test]
    fn visitors_see_visible_comments_their_own_held_ones_and_stubs_with_replies() {
        let day = vec![
            comment(1, None, Status::Visible, "x"),
            comment(2, Some(1), Status::Held, "me"),
            comment(3, None, Status::Held, "x"),
            comment(4, None, Status::Hidden, "x"),
            comment(5, Some(4), Status::Visible, "y"),
            comment(6, None, Status::Deleted, "x"),
            comment(7, Some(6), Status::Visible, "y"),
            comment(8, None, Status::Deleted, "x"),
        ];
        let ids = |me| visible_to(&day, me).iter().map(|c| c.id).collect::<Vec<_>>();
        assert_eq!(ids(None), vec![1, 6, 7]);
        assert_eq!(ids(Some("me")), vec![1, 2, 6, 7]);
        assert_eq!(ids(Some("x")), vec![1, 3, 6, 7], "their own held comment, not a hidden one");
    }
}
