/** The scheduler's four scores (seed 002 §2, §9): names, bar width, colour and label. */
import type { MetricKey } from '../types';

/** The metrics in display order, with the names the pages show. */
export const METRICS: readonly { key: MetricKey; label: string }[] = [
  { key: 'responseQuality', label: 'Response Quality' },
  { key: 'memoryRetention', label: 'Memory Retention' },
  { key: 'featureSuggestions', label: 'Feature Suggestions' },
  { key: 'conversationalFlow', label: 'Conversational Flow' },
];

/** Scores are out of this many points. */
export const METRIC_MAX = 10;

export type MetricTone = 'green' | 'yellow' | 'red';

/** A score as a percentage of the maximum, 0–100 (scores outside 0–10 are clamped). */
export function metricPercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  // score * 10 rather than score / 10 * 100: exact for one-decimal scores (8.0 → 80, not 80.00000000000001).
  const percent = Math.round(score * (100 / METRIC_MAX) * 10) / 10;
  return Math.min(100, Math.max(0, percent));
}

/** Green at 80 % or more, yellow at 60 % or more, red below. */
export function metricTone(score: number): MetricTone {
  const percent = metricPercent(score);
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  return 'red';
}

const TONE_LABELS: Record<MetricTone, string> = {
  green: 'Excellent performance',
  yellow: 'Good performance',
  red: 'Needs improvement',
};

/** "Excellent performance", "Good performance" or "Needs improvement". */
export function metricLabel(score: number): string {
  return TONE_LABELS[metricTone(score)];
}

/** "7.5" — always one decimal. */
export function formatScore(score: number): string {
  return (Number.isFinite(score) ? score : 0).toFixed(1);
}
