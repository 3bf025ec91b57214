/**
 * The blog (the server's src/blog): the daily blog card with its three built-in fallback
 * posts, the blog index and post pages, the home page's recent-posts query, and the admin's
 * blog posts screen (which the Community tab shows).
 */
export { default as BlogIndexPage } from './components/blog-index-page';
export { default as BlogPostPage } from './components/blog-post-page';
export { DailyBlogCard } from './components/daily-blog-card';
export { useRecentBlogPosts } from './api/get-recent-blog-posts';
export { BlogPostsAdmin } from './admin/blog-posts-admin';
export { BUILT_IN_POSTS, builtInPostFor, builtInPostIndex } from './utils/fallback-posts';
export type { BlogPost, BlogPostSummary, DailyBlogPost, RecentBlogPost } from './types';
