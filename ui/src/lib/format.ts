/** Display formats shared by several screens. */

/** "Jun 5, 2025" for an RFC 3339 time; the text itself when it cannot be read. */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Jun 5, 2025, 6:00 AM" (the reader's time zone) for an RFC 3339 time; the text itself when it cannot be read. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Today's date in the reader's time zone as `YYYY-MM-DD`. */
export function localIsoDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A calendar day (`YYYY-MM-DD`) as local midnight, or null when it cannot be read. (`new Date`
 * would read it as UTC midnight, the day before for readers west of Greenwich.)
 */
export function parseIsoDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jun 5, 2025" for a calendar day (`YYYY-MM-DD`); the text itself when it cannot be read. */
export function formatDay(value: string): string {
  const date = parseIsoDay(value);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : value;
}

/** "Thursday, June 5, 2025" for a calendar day (`YYYY-MM-DD`); the text itself when it cannot be read. */
export function formatLongDay(value: string): string {
  const date = parseIsoDay(value);
  return date
    ? date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })
    : value;
}
