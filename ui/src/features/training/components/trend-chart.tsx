import { formatDate, formatDateTime } from '@/lib/format';
import type { Assessment } from '../types';
import { METRICS, formatScore } from '../utils/metrics';
import { trendGrid, trendLines, trendSummary, type ChartBox } from '../utils/trend-chart';

const BOX: ChartBox = { width: 600, height: 220, padding: 12 };
/** Left margin for the score labels. */
const AXIS = 28;

/**
 * The scores of the stored assessments (oldest first) as one line per metric: inline SVG,
 * described in a sentence, with a legend and a table holding the same numbers.
 */
export function TrendChart({ assessments }: { assessments: Assessment[] }) {
  const lines = trendLines(assessments, BOX);
  return (
    <figure className="trend-chart">
      <svg
        role="img"
        aria-label={trendSummary(assessments, formatDate)}
        viewBox={`${-AXIS} 0 ${BOX.width + AXIS} ${BOX.height}`}
        className="trend-chart__svg"
      >
        {trendGrid(BOX).map((g) => (
          <g key={g.value} aria-hidden="true">
            <line x1={0} x2={BOX.width} y1={g.y} y2={g.y} className="trend-chart__grid" />
            <text x={-6} y={g.y} className="trend-chart__tick" textAnchor="end" dominantBaseline="middle">
              {g.value}
            </text>
          </g>
        ))}
        {lines.map((line, i) => (
          <g key={line.key} className={`trend-chart__series trend-chart__series--${i + 1}`}>
            {line.points.length > 1 && <polyline points={line.polyline} className="trend-chart__line" />}
            {line.points.map((p) => (
              <circle key={p.at} cx={p.x} cy={p.y} r={3.5} className="trend-chart__dot">
                <title>{`${line.label}, ${formatDate(p.at)}: ${formatScore(p.value)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="trend-chart__legend" aria-label="Legend">
          {METRICS.map((m, i) => (
            <li key={m.key}>
              <span className={`trend-chart__swatch trend-chart__series--${i + 1}`} aria-hidden="true" />
              {m.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <div className="table-scroll">
        <table className="admin-table trend-table">
          <caption>Assessment scores, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {METRICS.map((m) => (
                <th key={m.key} scope="col">
                  {m.label}
                </th>
              ))}
              <th scope="col">Questions</th>
              <th scope="col">Corrections</th>
            </tr>
          </thead>
          <tbody>
            {assessments.map((a) => (
              <tr key={a.at}>
                <th scope="row">
                  <time dateTime={a.at}>{formatDateTime(a.at)}</time>
                </th>
                {METRICS.map((m) => (
                  <td key={m.key}>{formatScore(a[m.key])}</td>
                ))}
                <td>{a.questions}</td>
                <td>{a.corrections}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
