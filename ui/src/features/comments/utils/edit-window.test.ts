import { describe, expect, it } from 'vitest';
import { editTimeLeft, editWindowText, isEditable } from './edit-window';

const now = new Date('2026-11-23T14:00:00Z');

describe('edit window', () => {
  it('is open until editableUntil', () => {
    expect(isEditable('2026-11-23T14:15:00Z', now)).toBe(true);
    expect(isEditable('2026-11-23T14:00:00.001Z', now)).toBe(true);
    expect(isEditable('2026-11-23T14:00:00Z', now)).toBe(false);
    expect(isEditable('2026-11-23T13:59:00Z', now)).toBe(false);
  });

  it('is closed without a window or with an unreadable one', () => {
    expect(isEditable(null, now)).toBe(false);
    expect(isEditable('soon', now)).toBe(false);
    expect(editTimeLeft(null, now)).toBe(0);
  });

  it('counts the time left', () => {
    expect(editTimeLeft('2026-11-23T14:15:00Z', now)).toBe(15 * 60_000);
    expect(editTimeLeft('2026-11-23T13:00:00Z', now)).toBe(0);
  });

  it('says how many minutes are left, rounded up', () => {
    expect(editWindowText('2026-11-23T14:15:00Z', now)).toBe('You can edit or delete this for 15 more minutes.');
    expect(editWindowText('2026-11-23T14:14:01Z', now)).toBe('You can edit or delete this for 15 more minutes.');
    expect(editWindowText('2026-11-23T14:00:30Z', now)).toBe('You can edit or delete this for 1 more minute.');
  });
});
