import { describe, expect, it } from 'vitest';
import { CONNECTION_FAILURE, FALLBACK_GROUPS, fallbackReply } from './fallback';
import { emotionFromText, toEmotion } from './emotion';

describe('local fallback replies', () => {
  it('answers each keyword group, whole words only', () => {
    for (const group of FALLBACK_GROUPS) {
      for (const keyword of group.keywords) expect(fallbackReply(`${keyword}, please`)).toBe(group.reply);
    }
    expect(fallbackReply('Coopers?')).toBe(CONNECTION_FAILURE);
  });
});

describe('moods', () => {
  it('follow the words of the message', () => {
    expect(emotionFromText('We won the grant!')).toBe('celebrating');
    expect(emotionFromText('thanks a lot')).toBe('happy');
    expect(emotionFromText('my seedlings died')).toBe('sad');
    expect(emotionFromText('wow')).toBe('surprised');
    expect(emotionFromText('when to plant garlic')).toBe('thinking');
    expect(toEmotion('bogus')).toBe('neutral');
  });
});
