import { describe, expect, it } from 'vitest';
import type { Assessment } from '../types';
import { trendGrid, trendLines, trendSummary, trendX, trendY } from './trend-chart';

const box = { width: 420, height: 220, padding: 10 };

function assessment(at: string, rq: number, mr = 5, fs = 5, cf = 5): Assessment {
  return {
    at,
    responseQuality: rq,
    memoryRetention: mr,
    featureSuggestions: fs,
    conversationalFlow: cf,
    questions: 20,
    corrections: 2,
  };
}

describe('trend chart geometry', () => {
  it('puts 10 at the top and 0 at the bottom of the padded box, clamping the rest', () => {
    expect(trendY(10, box)).toBe(10);
    expect(trendY(0, box)).toBe(210);
    expect(trendY(5, box)).toBe(110);
    expect(trendY(15, box)).toBe(10);
    expect(trendY(-3, box)).toBe(210);
  });

  it('spreads the assessments edge to edge, oldest on the left; a single one sits in the middle', () => {
    expect([0, 1, 2].map((i) => trendX(i, 3, box))).toEqual([10, 210, 410]);
    expect(trendX(0, 1, box)).toBe(210);
  });

  it('draws one line per metric through every assessment', () => {
    const lines = trendLines([assessment('a', 6), assessment('b', 8, 9)], box);
    expect(lines.map((l) => l.label)).toEqual([
      'Response Quality',
      'Memory Retention',
      'Feature Suggestions',
      'Conversational Flow',
    ]);
    expect(lines[0].polyline).toBe('10,90 410,50');
    expect(lines[1].points.map((p) => p.value)).toEqual([5, 9]);
    expect(trendLines([], box).every((l) => l.points.length === 0)).toBe(true);
  });

  it('has guide lines every 2 points', () => {
    expect(trendGrid(box).map((g) => g.value)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(trendGrid(box)[5].y).toBe(10);
  });

  it('describes the trend in words', () => {
    expect(trendSummary([])).toBe('Scores over time: no assessments yet.');
    expect(trendSummary([assessment('Jun 1', 6)])).toBe(
      'Scores out of 10 over 1 assessment on Jun 1: Response Quality 6.0, Memory Retention 5.0, Feature Suggestions 5.0, Conversational Flow 5.0.',
    );
    expect(trendSummary([assessment('Jun 1', 6), assessment('Jun 2', 8.5, 7)])).toBe(
      'Scores out of 10 over 2 assessments from Jun 1 to Jun 2: Response Quality 6.0 to 8.5, Memory Retention 5.0 to 7.0, Feature Suggestions 5.0 to 5.0, Conversational Flow 5.0 to 5.0.',
    );
  });
});
