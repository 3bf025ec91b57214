/** Moderation display and the blocklist's text (pure, tested without a browser). */
import type { ModerationStatus } from '../types';

/** The status filter's choices, in order. */
export const MODERATION_STATUSES: readonly { id: ModerationStatus; label: string }[] = [
  { id: 'held', label: 'Held' },
  { id: 'visible', label: 'Visible' },
  { id: 'hidden', label: 'Hidden' },
];

/** "Held (2)". */
export function statusFilterLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/**
 * Why a comment was held, as the moderator reads it: "link" → "Has a link",
 * "blocklist: casino" → "Blocklist: casino". Null for no reason; an unknown reason is shown
 * as it comes.
 */
export function reasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  if (reason === 'link') return 'Has a link';
  const blocklist = /^blocklist:\s*(.*)$/i.exec(reason);
  if (blocklist) return `Blocklist: ${blocklist[1]}`;
  return reason;
}

/** "1 like", "3 likes". */
export function likesLabel(likes: number): string {
  return `${likes} ${likes === 1 ? 'like' : 'likes'}`;
}

/** "2:05 PM" for an RFC 3339 time (the reader's time zone); the text itself when it cannot be read. */
export function formatTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** How many pages `total` comments fill at `perPage` each; an empty list still has one page. */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 1;
  return Math.ceil(total / perPage);
}

/** The server's limits on the blocklist. */
export const BLOCKLIST_MAX_WORDS = 500;
export const BLOCKLIST_MAX_WORD_LENGTH = 40;

/** The textarea's text: one word per line. */
export function blocklistText(words: readonly string[]): string {
  return words.join('\n');
}

/** The words in the textarea: one per line, trimmed, blank lines dropped. */
export function parseBlocklist(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What is wrong with a blocklist before it is sent, or null when the server's limits are kept. */
export function blocklistError(words: readonly string[]): string | null {
  const long = words.find((word) => [...word].length > BLOCKLIST_MAX_WORD_LENGTH);
  if (long) return `Words can be at most ${BLOCKLIST_MAX_WORD_LENGTH} characters: “${long.slice(0, 20)}…” is longer.`;
  // NOTE: the server lowercases and drops repeats before counting; so does this check.
  const distinct = new Set(words.map((word) => word.toLowerCase())).size;
  if (distinct > BLOCKLIST_MAX_WORDS) return `The blocklist can hold at most ${BLOCKLIST_MAX_WORDS} words; this has ${distinct}.`;
  return null;
}
