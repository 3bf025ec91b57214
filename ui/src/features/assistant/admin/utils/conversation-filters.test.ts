import { describe, expect, it } from 'vitest';
import { NO_FILTERS, conversationsUrl, pageCount, pager, ratingLabel, riskTone } from './conversation-filters';

describe('conversation review filters', () => {
  it('asks for the page alone when no filter is set', () => {
    expect(conversationsUrl(NO_FILTERS, 1)).toBe('/api/admin/conversations?page=1&perPage=25');
  });

  it('adds only the filters in use, the search trimmed and encoded', () => {
    expect(conversationsUrl({ risk: 'high', fallbackOnly: true, rating: 'down', q: '  tomato & frost ' }, 3, 50)).toBe(
      '/api/admin/conversations?page=3&perPage=50&risk=high&fallback=true&rating=down&q=tomato+%26+frost',
    );
    expect(conversationsUrl({ ...NO_FILTERS, rating: 'none', q: '   ' }, 1)).toBe(
      '/api/admin/conversations?page=1&perPage=25&rating=none',
    );
  });

  it('pages through the total', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pager(1, 26)).toEqual({ label: 'Page 1 of 2', count: '26 conversations', hasPrevious: false, hasNext: true });
    expect(pager(2, 26)).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(pager(1, 1).count).toBe('1 conversation');
  });

  it('shows risk and rating in words and colour', () => {
    expect(['low', 'medium', 'high', 'critical', 'odd'].map(riskTone)).toEqual(['paid', 'pending', 'failed', 'failed', 'neutral']);
    expect([ratingLabel('up'), ratingLabel('down'), ratingLabel(null)]).toEqual(['Thumbs up', 'Thumbs down', 'Not rated']);
  });
});
