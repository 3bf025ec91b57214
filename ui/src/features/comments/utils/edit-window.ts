/**
 * A visitor may edit or delete their own comment for 15 minutes after posting it; the server
 * sends the end of that window as `editableUntil` (null for everyone else's comments).
 */

/** Milliseconds left to edit, 0 when the window has passed or there is none. */
export function editTimeLeft(editableUntil: string | null, now: Date): number {
  if (!editableUntil) return 0;
  const until = Date.parse(editableUntil);
  if (Number.isNaN(until)) return 0;
  return Math.max(0, until - now.getTime());
}

/** True while the comment's edit window is open. */
export function isEditable(editableUntil: string | null, now: Date): boolean {
  return editTimeLeft(editableUntil, now) > 0;
}

/** "You can edit or delete this for 14 more minutes." (whole minutes, rounded up). */
export function editWindowText(editableUntil: string | null, now: Date): string {
  const minutes = Math.ceil(editTimeLeft(editableUntil, now) / 60_000);
  return `You can edit or delete this for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
