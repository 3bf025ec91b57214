import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary, DailyBlogPost } from '../types';
import { BLOG_POSTS_QUERY_KEY, DAILY_BLOG_QUERY_KEY } from './query-keys';

/** `GET /api/daily-blog`: today's post; 404 only when there are no posts at all. */
export function getDailyBlogQueryOptions() {
  return queryOptions<DailyBlogPost>({ queryKey: DAILY_BLOG_QUERY_KEY });
}
export const useDailyBlog = () => useQuery(getDailyBlogQueryOptions());

/** `GET /api/blog-posts`: every post, dated ones first (newest first), then the undated rotation. */
export function getBlogPostsQueryOptions() {
  return queryOptions<{ posts: BlogPostSummary[] }>({ queryKey: BLOG_POSTS_QUERY_KEY });
}
export const useBlogPosts = () => useQuery(getBlogPostsQueryOptions());

/** `GET /api/blog-posts/{slug}`; 404 for an unknown slug. */
export function getBlogPostQueryOptions(slug: string) {
  return queryOptions<BlogPost>({ queryKey: [...BLOG_POSTS_QUERY_KEY, encodeURIComponent(slug)] });
}
export const useBlogPost = (slug: string) => useQuery(getBlogPostQueryOptions(slug));
