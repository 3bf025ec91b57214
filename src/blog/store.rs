//! Blog posts in the `blog_posts` table.

use super::model::{Post, clash, keep_slug};
use crate::db::records::{Clash, Record, Records};
use crate::db::tables::BLOG_POSTS;
use crate::db::{Db, DbResult};
use crate::seed::SeedOutcome;

const POSTS: Records = Records { table: BLOG_POSTS, kind: "blog-post" };

pub fn list(db: &Db) -> DbResult<Vec<Record<Post>>> {
    POSTS.list(db)
}

pub fn create(db: &Db, post: Post) -> DbResult<Result<Record<Post>, Clash>> {
    POSTS.create(db, post, clash)
}

pub fn update(db: &Db, id: u64, post: Post) -> DbResult<Option<Result<Record<Post>, Clash>>> {
    POSTS.update(db, id, post, clash, keep_slug)
}

pub fn delete(db: &Db, id: u64) -> DbResult<bool> {
    POSTS.delete::<Post>(db, id)
}

/// A seed post, matched by its slug.
pub fn apply_seed(db: &Db, post: Post, force: bool) -> DbResult<SeedOutcome> {
    let key = post.slug.clone();
    POSTS.apply_seed(db, &key, post, force)
}
