import { describe, expect, it } from 'vitest';
import { blocklistError, blocklistText, likesLabel, pageCount, parseBlocklist, reasonLabel, statusFilterLabel } from './moderation';

describe('moderation display', () => {
  it.each([
    ['link', 'Has a link'],
    ['blocklist: casino', 'Blocklist: casino'],
    ['blocklist:free money', 'Blocklist: free money'],
    ['something new', 'something new'],
    [null, null],
  ])('shows the reason %s as %s', (reason, label) => {
    expect(reasonLabel(reason)).toBe(label);
  });

  it('counts likes, filter entries and pages', () => {
    expect(likesLabel(1)).toBe('1 like');
    expect(likesLabel(0)).toBe('0 likes');
    expect(statusFilterLabel('Held', 2)).toBe('Held (2)');
    expect(statusFilterLabel('Held', undefined)).toBe('Held');
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

describe('the blocklist text', () => {
  it('reads one word a line, trimmed, without blank lines', () => {
    expect(parseBlocklist('  Casino \n\n\r\nfree money\r\n  ')).toEqual(['Casino', 'free money']);
    expect(parseBlocklist('')).toEqual([]);
    expect(blocklistText(['casino', 'spam'])).toBe('casino\nspam');
  });

  it("refuses what the server would: words over 40 characters, more than 500 distinct words", () => {
    expect(blocklistError(['casino'])).toBeNull();
    expect(blocklistError(['a'.repeat(40)])).toBeNull();
    expect(blocklistError(['a'.repeat(41)])).toMatch(/at most 40 characters/);
    const many = Array.from({ length: 501 }, (_, i) => `word${i}`);
    expect(blocklistError(many)).toBe('The blocklist can hold at most 500 words; this has 501.');
    // Repeats and capitals count once, as on the server.
    expect(blocklistError([...many.slice(0, 500), 'WORD0'])).toBeNull();
  });
});
