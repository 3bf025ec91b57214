import { formatDate, formatDateTime } from './format';

describe('formatDate', () => {
  it('formats RFC 3339 times and leaves unreadable text alone', () => {
    expect(formatDate('2025-06-15T12:00:00Z')).toBe('Jun 15, 2025');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day, and leaves unreadable text alone', () => {
    // No offset: read as the reader's local time, so the expected text holds in any time zone.
    expect(formatDateTime('2025-06-15T06:05:00')).toBe('Jun 15, 2025, 6:05 AM');
    expect(formatDateTime('later')).toBe('later');
  });
});
