import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, hoursText, progress, requestBody, stepFilled, toggleCrop } from './wizard';

describe('the farm plan wizard', () => {
  it('keeps Next disabled until each step is filled (seed 001 §5)', () => {
    const a = { ...EMPTY_ANSWERS };
    expect([1, 2, 3, 4, 5].map((s) => stepFilled(s, a))).toEqual([false, false, false, false, false]);
    expect(stepFilled(1, { ...a, location: '   ' })).toBe(false);
    expect(stepFilled(1, { ...a, location: '<b>x</b>' })).toBe(false);
    expect(stepFilled(1, { ...a, location: 'Macon, GA' })).toBe(true);
    expect(stepFilled(2, { ...a, experience: 'beginner' })).toBe(true);
    expect(stepFilled(3, { ...a, crops: ['herbs'] })).toBe(true);
    expect(stepFilled(4, { ...a, budget: 'minimal' })).toBe(true);
    expect(stepFilled(5, { ...a, timePerWeek: 2 })).toBe(true);
  });

  it('shows Step n of 5 with its percentage', () => {
    expect(progress(1)).toEqual({ label: 'Step 1 of 5', percent: 20 });
    expect(progress(5)).toEqual({ label: 'Step 5 of 5', percent: 100 });
  });

  it('toggles crops in the seed order', () => {
    expect(toggleCrop(['herbs'], 'leafy-greens')).toEqual(['leafy-greens', 'herbs']);
    expect(toggleCrop(['leafy-greens', 'herbs'], 'leafy-greens')).toEqual(['herbs']);
  });

  it('sends the seed fields, and the frost date only when given', () => {
    const answers = { ...EMPTY_ANSWERS, location: ' Accra ', experience: 'beginner' as const, crops: ['herbs'], budget: 'minimal' as const, timePerWeek: 5 };
    expect(requestBody(answers)).toEqual({ location: 'Accra', experience: 'beginner', crops: ['herbs'], budget: 'minimal', timePerWeek: 5 });
    expect(requestBody({ ...answers, lastFrostDate: '2027-03-20' }).lastFrostDate).toBe('2027-03-20');
  });

  it('reads minutes as hours', () => {
    expect(hoursText(45)).toBe('about 45 min');
    expect(hoursText(60)).toBe('about 1 hour');
    expect(hoursText(105)).toBe('about 2 hours');
    expect(hoursText(90)).toBe('about 1.5 hours');
  });
});
