/**
 * The Performance tab's trend chart: one line per metric over the stored assessments (oldest
 * first), scaled into an SVG box. Pure geometry and the sentence a screen reader hears.
 */
import type { Assessment, MetricKey } from '../types';
import { METRIC_MAX, METRICS, formatScore } from './metrics';

export interface ChartBox {
  width: number;
  height: number;
  /** Space kept free on every side, so markers and lines at the edges are not cut off. */
  padding: number;
}

export interface TrendPoint {
  x: number;
  y: number;
  value: number;
  at: string;
}

export interface TrendLine {
  key: MetricKey;
  label: string;
  points: TrendPoint[];
  /** The SVG polyline `points` attribute: "x,y x,y …". */
  polyline: string;
}

/** Rounds to two decimals, keeping the SVG text short. */
const round = (n: number) => Math.round(n * 100) / 100;

/** The x of assessment `index` of `count`: spread edge to edge; a single one sits in the middle. */
export function trendX(index: number, count: number, box: ChartBox): number {
  const inner = box.width - 2 * box.padding;
  if (count <= 1) return round(box.padding + inner / 2);
  return round(box.padding + (index / (count - 1)) * inner);
}

/** The y of a score: 10 at the top, 0 at the bottom; scores outside 0–10 are clamped. */
export function trendY(value: number, box: ChartBox): number {
  const inner = box.height - 2 * box.padding;
  const clamped = Math.min(METRIC_MAX, Math.max(0, Number.isFinite(value) ? value : 0));
  return round(box.padding + (1 - clamped / METRIC_MAX) * inner);
}

/** One line per metric, in METRICS order. */
export function trendLines(assessments: readonly Assessment[], box: ChartBox): TrendLine[] {
  return METRICS.map(({ key, label }) => {
    const points = assessments.map((a, i) => ({
      x: trendX(i, assessments.length, box),
      y: trendY(a[key], box),
      value: a[key],
      at: a.at,
    }));
    return { key, label, points, polyline: points.map((p) => `${p.x},${p.y}`).join(' ') };
  });
}

/** Horizontal guide lines at 0, 2, 4 … 10. */
export function trendGrid(box: ChartBox): { value: number; y: number }[] {
  return [0, 2, 4, 6, 8, 10].map((value) => ({ value, y: trendY(value, box) }));
}

/** The chart's description: how many assessments, and the latest and first score of each metric. */
export function trendSummary(assessments: readonly Assessment[], formatAt: (at: string) => string = (at) => at): string {
  if (assessments.length === 0) return 'Scores over time: no assessments yet.';
  const first = assessments[0];
  const last = assessments[assessments.length - 1];
  const count = assessments.length === 1 ? '1 assessment' : `${assessments.length} assessments`;
  const span = assessments.length === 1 ? `on ${formatAt(last.at)}` : `from ${formatAt(first.at)} to ${formatAt(last.at)}`;
  const scores = METRICS.map(({ key, label }) =>
    assessments.length === 1
      ? `${label} ${formatScore(last[key])}`
      : `${label} ${formatScore(first[key])} to ${formatScore(last[key])}`,
  ).join(', ');
  return `Scores out of 10 over ${count} ${span}: ${scores}.`;
}
