import { describe, expect, it } from 'vitest';
import { pendingSentence, subscribersSummary } from './subscribers';

describe('subscribers sentences', () => {
  it('says how many sign-ups wait for confirmation, and nothing when none do', () => {
    expect(pendingSentence(2)).toBe('2 sign-ups are waiting for confirmation.');
    expect(pendingSentence(1)).toBe('1 sign-up is waiting for confirmation.');
    expect(pendingSentence(0)).toBeNull();
  });

  it('counts the confirmed subscribers', () => {
    expect(subscribersSummary(1)).toBe('1 confirmed subscriber.');
    expect(subscribersSummary(10)).toBe('10 confirmed subscribers.');
  });
});
