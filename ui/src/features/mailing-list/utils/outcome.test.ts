import { describe, expect, it } from 'vitest';
import { OUTCOME_TEXT, mailingListOutcome } from './outcome';

describe('mailingListOutcome', () => {
  it('reads the two outcomes the server redirects with', () => {
    expect(mailingListOutcome('confirmed')).toBe('confirmed');
    expect(mailingListOutcome('unsubscribed')).toBe('unsubscribed');
  });

  it.each([null, '', 'invalid', 'CONFIRMED', 'bogus'])('treats %j as an invalid link', (status) => {
    expect(mailingListOutcome(status)).toBe('invalid');
  });

  it('has the contract’s sentences', () => {
    expect(OUTCOME_TEXT).toEqual({
      confirmed: "You're subscribed! Thanks for joining our mailing list.",
      unsubscribed: "You're unsubscribed. You won't get any more emails from our mailing list.",
      invalid: 'This link is not valid or has expired. Sign up again from the home page.',
    });
  });
});
