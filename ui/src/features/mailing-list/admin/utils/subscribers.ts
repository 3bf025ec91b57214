/** The Subscribers section's sentences (pure, tested without a browser). */

/** "2 sign-ups are waiting for confirmation."; null when none are. */
export function pendingSentence(pending: number): string | null {
  if (!(pending > 0)) return null;
  return pending === 1 ? '1 sign-up is waiting for confirmation.' : `${pending} sign-ups are waiting for confirmation.`;
}

/** "10 confirmed subscribers." */
export function subscribersSummary(total: number): string {
  return `${total} confirmed ${total === 1 ? 'subscriber' : 'subscribers'}.`;
}
