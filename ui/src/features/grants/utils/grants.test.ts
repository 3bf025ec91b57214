import { describe, expect, it } from 'vitest';
import { EMPTY_CRITERIA, historyView, searchBody, startedTrackingNote } from './grants';

describe('grant search helpers', () => {
  it('shows the first five applications and counts the rest', () => {
    expect(historyView([1, 2, 3])).toEqual({ visible: [1, 2, 3], more: 0 });
    expect(historyView([1, 2, 3, 4, 5, 6, 7])).toEqual({ visible: [1, 2, 3, 4, 5], more: 2 });
  });

  it('sends only the chosen criteria', () => {
    expect(searchBody(EMPTY_CRITERIA)).toEqual({});
    expect(searchBody({ ...EMPTY_CRITERIA, farmType: 'urban', location: '  Macon, GA ' })).toEqual({ farmType: 'urban', location: 'Macon, GA' });
  });

  it('dates the started-tracking note', () => {
    expect(startedTrackingNote(new Date(2026, 10, 25))).toBe('Started tracking on November 25, 2026');
  });
});
