/**
 * The admin's blog post form: the checks made before sending, mirroring the server's limits
 * (title ≤ 200, content ≤ 20000, ≤ 10 tips of ≤ 300 characters, an optional YYYY-MM-DD day),
 * and the payload built from the values as typed.
 */
import { parseIsoDay } from '@/lib/format';
import type { BlogPost, BlogPostPayload } from '../../types';

/** The form's values: tips one per line, the day as the date input gives it ('' = no day). */
export interface BlogPostFormValues {
  title: string;
  content: string;
  tips: string;
  date: string;
}

export type BlogPostFormErrors = Partial<Record<keyof BlogPostFormValues, string>>;

export const BLOG_LIMITS = { title: 200, content: 20000, tips: 10, tip: 300 } as const;

export const EMPTY_BLOG_POST_FORM: BlogPostFormValues = { title: '', content: '', tips: '', date: '' };

/** A stored post as form values. */
export function toBlogPostFormValues(post: BlogPost): BlogPostFormValues {
  return { title: post.title, content: post.content, tips: post.tips.join('\n'), date: post.date ?? '' };
}

/** Counts characters as the server does (Unicode scalar values). */
const chars = (text: string) => [...text].length;

/** What is sent: title and content trimmed, one tip per non-blank line, no day as null. */
export function buildBlogPostPayload(values: BlogPostFormValues): BlogPostPayload {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    tips: values.tips
      .split('\n')
      .map((tip) => tip.trim())
      .filter(Boolean),
    date: values.date.trim() || null,
  };
}

/** Checks each field; an empty object means the post can be sent. */
export function validateBlogPostForm(values: BlogPostFormValues): BlogPostFormErrors {
  const post = buildBlogPostPayload(values);
  const errors: BlogPostFormErrors = {};
  if (!post.title) errors.title = 'The title is required.';
  else if (chars(post.title) > BLOG_LIMITS.title) errors.title = `The title can have at most ${BLOG_LIMITS.title} characters.`;
  if (!post.content) errors.content = 'Write the post’s text.';
  else if (chars(post.content) > BLOG_LIMITS.content) {
    errors.content = `The text can have at most ${BLOG_LIMITS.content} characters.`;
  }
  if (post.tips.length > BLOG_LIMITS.tips) errors.tips = `At most ${BLOG_LIMITS.tips} tips, one per line.`;
  else {
    const long = post.tips.findIndex((tip) => chars(tip) > BLOG_LIMITS.tip);
    if (long >= 0) errors.tips = `Tip ${long + 1} is too long: a tip can have at most ${BLOG_LIMITS.tip} characters.`;
  }
  if (post.date !== null && !(/^\d{4}-\d{2}-\d{2}$/.test(post.date) && isRealDay(post.date))) {
    errors.date = 'Enter a date like 2026-11-23, or leave it empty.';
  }
  return errors;
}

/** True when YYYY-MM-DD names a day that exists (not 2026-02-30). */
function isRealDay(value: string): boolean {
  const day = parseIsoDay(value);
  return day !== null && day.getDate() === Number(value.slice(8, 10)) && day.getMonth() === Number(value.slice(5, 7)) - 1;
}

export const hasBlogPostErrors = (errors: BlogPostFormErrors) => Object.keys(errors).length > 0;
