import { formatDate } from './format';

describe('formatDate', () => {
  it('formats RFC 3339 times and leaves unreadable text alone', () => {
    expect(formatDate('2025-06-15T12:00:00Z')).toBe('Jun 15, 2025');
    expect(formatDate('soon')).toBe('soon');
  });
});
