import { useQuery } from '@tanstack/react-query';
import type { RecentBlogPost } from '../types';

/**
 * `GET /api/blog-posts/recent`: the posts of today and the four days before, newest first.
 * NOTE: the home page (main bundle) uses this and nothing else of the blog, so this file
 * imports nothing of the blog's: a shared module would pull the other keys into the main
 * bundle. The key stays under BLOG_POSTS_QUERY_KEY, so the admin's changes refresh it.
 */
export const RECENT_BLOG_POSTS_QUERY_KEY = ['/api/blog-posts', 'recent'] as const;

export const useRecentBlogPosts = () => useQuery<{ posts: RecentBlogPost[] }>({ queryKey: RECENT_BLOG_POSTS_QUERY_KEY });
