/**
 * Query keys of the blog API. Each key is the URL the default query function fetches (its
 * parts joined by '/'); the admin's changes invalidate through the same keys.
 */
export const DAILY_BLOG_QUERY_KEY = ['/api/daily-blog'] as const;
/**
 * Every post; its children are one post (`[..., slug]`) and the recent five (`[..., 'recent']`,
 * defined beside its hook in get-recent-blog-posts.ts to keep the home bundle small).
 */
export const BLOG_POSTS_QUERY_KEY = ['/api/blog-posts'] as const;
export const ADMIN_BLOG_POSTS_QUERY_KEY = ['/api/admin/blog-posts'] as const;
