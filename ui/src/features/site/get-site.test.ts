import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, paragraphs } from './api/get-site';

describe('site helpers', () => {
  it('splits a biography into paragraphs on blank lines', () => {
    expect(paragraphs('First one.\n\nSecond\nline.\n \n\nThird.')).toEqual(['First one.', 'Second\nline.', 'Third.']);
    expect(paragraphs('')).toEqual([]);
  });

  it('only accepts http(s) links', () => {
    expect(isSafeExternalUrl('https://example.org/academy')).toBe(true);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('')).toBe(false);
  });
});
