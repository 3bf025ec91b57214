/** One blog post as `GET /api/blog-posts/{slug}` answers. `content` is plain text, paragraphs split by a blank line. */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  content: string;
  tips: string[];
  /** The day it is the post of; null for posts in the undated rotation. */
  date: string | null;
}

/** `GET /api/daily-blog`: today's post (`date` is today). */
export interface DailyBlogPost extends BlogPost {
  date: string;
}

/** A post in the blog index (`GET /api/blog-posts`). */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  /** The first ~160 characters. */
  excerpt: string;
  date: string | null;
}

/** A post of one of the last five days (`GET /api/blog-posts/recent`), for the home page's teaser. */
export interface RecentBlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** The day it was (or is) the post of. */
  day: string;
}

/** What the admin sends to create or update a post. */
export interface BlogPostPayload {
  title: string;
  content: string;
  tips: string[];
  date: string | null;
}
