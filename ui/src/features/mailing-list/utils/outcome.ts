/** What a link from a mailing-list email did, from `/mailing-list?status=` (the server's redirects). */
export type MailingListOutcome = 'confirmed' | 'unsubscribed' | 'invalid';

export const OUTCOME_TEXT: Record<MailingListOutcome, string> = {
  confirmed: "You're subscribed! Thanks for joining our mailing list.",
  unsubscribed: "You're unsubscribed. You won't get any more emails from our mailing list.",
  invalid: 'This link is not valid or has expired. Sign up again from the home page.',
};

/** The outcome named by `status`; anything else (or none) is an invalid link. */
export function mailingListOutcome(status: string | null): MailingListOutcome {
  return status === 'confirmed' || status === 'unsubscribed' ? status : 'invalid';
}
