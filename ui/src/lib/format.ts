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
