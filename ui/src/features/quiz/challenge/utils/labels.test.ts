import { describe, expect, it } from 'vitest';
import { badgeLabel, categoryLabel, formatTimeLimit, levelBand, plural } from './labels';

describe('quiz labels', () => {
  it('names every badge the server awards, category masters included', () => {
    expect(badgeLabel('first-quiz')).toBe('First Quiz');
    expect(badgeLabel('first-pass')).toBe('First Pass');
    expect(badgeLabel('perfect-score')).toBe('Perfect Score');
    expect(badgeLabel('streak-3')).toBe('3-Day Streak');
    expect(badgeLabel('streak-7')).toBe('7-Day Streak');
    expect(badgeLabel('daily-challenger')).toBe('Daily Challenger');
    expect(badgeLabel('expert-challenger')).toBe('Expert Challenger');
    expect(badgeLabel('all-rounder')).toBe('All-Rounder');
    expect(badgeLabel('level-10')).toBe('Level 10');
    expect(badgeLabel('soil-health-master')).toBe('Soil Health Master');
    expect(badgeLabel('water-and-irrigation-master')).toBe('Water and Irrigation Master');
    expect(badgeLabel('some-new-badge')).toBe('Some New Badge');
  });

  it('names categories from their slugs', () => {
    expect(categoryLabel('small-livestock')).toBe('Small Livestock');
    expect(categoryLabel('water-and-irrigation')).toBe('Water and Irrigation');
  });

  it('puts levels in three colour bands: up to 2, up to 5, above 5', () => {
    expect([1, 2, 3, 5, 6, 40].map(levelBand)).toEqual(['new', 'new', 'rising', 'rising', 'top', 'top']);
  });

  it('shows time limits in minutes', () => {
    expect(formatTimeLimit(300)).toBe('5 min');
    expect(formatTimeLimit(540)).toBe('9 min');
    expect(formatTimeLimit(90)).toBe('1 min 30 s');
    expect(formatTimeLimit(45)).toBe('45 s');
    expect(plural(1, 'question')).toBe('1 question');
    expect(plural(12, 'question')).toBe('12 questions');
  });
});
