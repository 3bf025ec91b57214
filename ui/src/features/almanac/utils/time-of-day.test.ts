import { describe, expect, it } from 'vitest';
import { timeOfDay, type TimeOfDay } from './time-of-day';

describe('timeOfDay', () => {
  // Every hour of the day, each boundary included: a band starts at its first hour and stops before its last.
  it.each<[number, TimeOfDay]>([
    [0, 'night'],
    [1, 'night'],
    [4, 'night'],
    [5, 'morning'],
    [6, 'morning'],
    [10, 'morning'],
    [11, 'midday'],
    [12, 'midday'],
    [13, 'midday'],
    [14, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [18, 'evening'],
    [19, 'sunset'],
    [20, 'night'],
    [21, 'night'],
    [23, 'night'],
  ])('hour %i is %s', (hour, band) => {
    expect(timeOfDay(hour)).toBe(band);
  });

  it('gives every hour a band', () => {
    const bands = Array.from({ length: 24 }, (_, hour) => timeOfDay(hour));
    expect(bands.filter((b) => b === 'morning')).toHaveLength(6);
    expect(bands.filter((b) => b === 'midday')).toHaveLength(3);
    expect(bands.filter((b) => b === 'afternoon')).toHaveLength(3);
    expect(bands.filter((b) => b === 'evening')).toHaveLength(2);
    expect(bands.filter((b) => b === 'sunset')).toHaveLength(1);
    expect(bands.filter((b) => b === 'night')).toHaveLength(9);
  });
});
