import { formatDate, formatDateTime, formatDay, formatLongDay, localIsoDay, parseIsoDay } from './format';

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

describe('calendar days', () => {
  it('reads YYYY-MM-DD as a local day, never shifted by the time zone', () => {
    expect(parseIsoDay('2026-11-23')?.getDate()).toBe(23);
    expect(parseIsoDay('yesterday')).toBeNull();
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatDay('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatLongDay('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(formatLongDay('soon')).toBe('soon');
  });
});
