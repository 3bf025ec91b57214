import { describe, expect, it } from 'vitest';
import { METRICS, formatScore, metricLabel, metricPercent, metricTone } from './metrics';

describe('metric cards', () => {
  it('names the four metrics in order', () => {
    expect(METRICS.map((m) => m.label)).toEqual([
      'Response Quality',
      'Memory Retention',
      'Feature Suggestions',
      'Conversational Flow',
    ]);
  });

  it('fills the bar by the score out of 10, clamped', () => {
    expect(metricPercent(7.5)).toBe(75);
    expect(metricPercent(0)).toBe(0);
    expect(metricPercent(10)).toBe(100);
    expect(metricPercent(12)).toBe(100);
    expect(metricPercent(-1)).toBe(0);
    expect(metricPercent(Number.NaN)).toBe(0);
  });

  it.each([
    [10, 'green', 'Excellent performance'],
    [8, 'green', 'Excellent performance'],
    [7.9, 'yellow', 'Good performance'],
    [6, 'yellow', 'Good performance'],
    [5.9, 'red', 'Needs improvement'],
    [0, 'red', 'Needs improvement'],
  ])('a score of %s is %s: %s', (score, tone, label) => {
    expect(metricTone(score)).toBe(tone);
    expect(metricLabel(score)).toBe(label);
  });

  it('shows one decimal', () => {
    expect(formatScore(7)).toBe('7.0');
    expect(formatScore(8.25)).toBe('8.3');
  });
});
