import { errorMessage, errorStatus } from '@/lib/api';

/** The server's limits (contract of issue 13): longer posts get a 400. */
export const MAX_COMMENT_CHARS = 2000;
export const MAX_NAME_CHARS = 60;

/** A top-level comment or a reply: the alerts differ (seed 001 §5, §8). */
export type CommentKind = 'comment' | 'reply';

/**
 * The alert for a post with a name or text that is empty after trimming (seed 001 §5), or
 * null when both are there.
 */
export function missingFieldsAlert(kind: CommentKind, name: string, content: string): string | null {
  if (name.trim() && content.trim()) return null;
  return kind === 'reply' ? 'Please enter both your name and reply.' : 'Please enter both your name and comment.';
}

/**
 * The alert for a post that failed (seed 001 §8). A network failure has no status; a reply
 * names the server's reason. NOTE: for a top-level comment the seed has one fixed sentence,
 * but a 429 (too many posts) or 403 (blocked) is a sentence from the server that "try again"
 * would contradict, so those are shown as they are.
 */
export function postFailureAlert(kind: CommentKind, err: unknown): string {
  const status = errorStatus(err);
  if (kind === 'reply') {
    return status === undefined
      ? 'Error adding reply. Please check your connection and try again.'
      : 'Failed to add reply: ' + errorMessage(err, 'Please try again.');
  }
  if (status === undefined) return 'Error adding comment. Please try again.';
  if (status === 429 || status === 403) return errorMessage(err, 'Failed to add comment. Please try again.');
  return 'Failed to add comment. Please try again.';
}

/** From this share of a field's limit on, its hint counts the characters. */
const COUNT_FROM = 0.9;

/** "Up to 2,000 characters", or near the limit "1,850 of 2,000 characters". */
export function lengthHint(length: number, max: number): string {
  const format = (n: number) => n.toLocaleString('en-US');
  return length >= max * COUNT_FROM ? `${format(length)} of ${format(max)} characters` : `Up to ${format(max)} characters`;
}
