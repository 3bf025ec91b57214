import { describe, expect, it } from 'vitest';
import { resultMessage, starRating, starsLabel } from './quiz-result';

describe('resultMessage', () => {
  it.each([
    [10, 10, 'Perfect!'],
    [9, 10, 'Excellent work!'],
    [8, 10, 'Excellent work!'],
    [7, 10, 'Good job!'],
    [6, 10, 'Good job!'],
    [5, 10, 'Keep learning!'],
    [0, 10, 'Keep learning!'],
    // The thresholds hold for other lengths too: 4/5 is exactly 80 %, 3/5 exactly 60 %.
    [4, 5, 'Excellent work!'],
    [3, 5, 'Good job!'],
    [2, 3, 'Good job!'],
    [0, 0, 'Keep learning!'],
  ])('%i of %i right → %s', (score, total, message) => {
    expect(resultMessage(score, total)).toBe(message);
  });
});

describe('starRating', () => {
  it.each([
    [10, 10, 5],
    [9, 10, 5], // 4.5 rounds up
    [8, 10, 4],
    [7, 10, 4], // 3.5 rounds up
    [6, 10, 3],
    [5, 10, 3], // 2.5 rounds up
    [4, 10, 2],
    [3, 10, 2], // 1.5 rounds up
    [2, 10, 1],
    [1, 10, 1], // 0.5 rounds up
    [0, 10, 0],
    [1, 3, 2], // 1.67
    [0, 0, 0],
  ])('%i of %i right → %i stars', (score, total, stars) => {
    expect(starRating(score, total)).toBe(stars);
  });
});

describe('starsLabel', () => {
  it('says the rating in words', () => {
    expect(starsLabel(4)).toBe('4 out of 5 stars');
    expect(starsLabel(1)).toBe('1 out of 5 stars');
    expect(starsLabel(0)).toBe('0 out of 5 stars');
  });
});
