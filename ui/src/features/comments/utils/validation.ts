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
 * The alert for a post that failed, exactly as seed 001 §8 has it. A network failure has no
 * status; a reply names the server's reason.
 */
export function postFailureAlert(kind: CommentKind, err: unknown): string {
  const status = errorStatus(err);
  if (kind === 'reply') {
    return status === undefined
      ? 'Error adding reply. Please check your connection and try again.'
      : 'Failed to add reply: ' + errorMessage(err, 'Please try again.');
  }
  return status === undefined ? 'Error adding comment. Please try again.' : 'Failed to add comment. Please try again.';
}

/**
 * What the seed's fixed comment alert cannot say: why a post was refused when trying again
 * at once will not help (429: too many posts; 403: blocked). Shown beside the form; null
 * otherwise.
 */
export function postRefusalReason(kind: CommentKind, err: unknown): string | null {
  const status = errorStatus(err);
  if (kind === 'reply' || (status !== 429 && status !== 403)) return null;
  const reason = errorMessage(err, '');
  return reason || null;
}

/** From this share of a field's limit on, its hint counts the characters. */
const COUNT_FROM = 0.9;

/** "Up to 2,000 characters", or near the limit "1,850 of 2,000 characters". */
export function lengthHint(length: number, max: number): string {
  const format = (n: number) => n.toLocaleString('en-US');
  return length >= max * COUNT_FROM ? `${format(length)} of ${format(max)} characters` : `Up to ${format(max)} characters`;
}
