import { METRIC_MAX, formatScore, metricLabel, metricPercent, metricTone } from '../utils/metrics';

/** One score out of 10 with its bar: green at 80 % or more, yellow at 60 %, red below (seed 002 §2). */
export function MetricCard({ label, score }: { label: string; score: number }) {
  const tone = metricTone(score);
  const percent = metricPercent(score);
  return (
    <article className={`card metric-card metric-card--${tone}`} aria-label={label}>
      <h3>{label}</h3>
      <p className="metric-card__score">
        <strong>{formatScore(score)}</strong>/{METRIC_MAX}
      </p>
      <div
        className="metric-bar"
        role="meter"
        aria-label={`${label} score`}
        aria-valuemin={0}
        aria-valuemax={METRIC_MAX}
        aria-valuenow={score}
        aria-valuetext={`${formatScore(score)} out of ${METRIC_MAX}`}
      >
        <div className={`metric-bar__fill metric-bar__fill--${tone}`} style={{ width: `${percent}%` }} />
      </div>
      <p className={`metric-card__label metric-card__label--${tone}`}>{metricLabel(score)}</p>
    </article>
  );
}
