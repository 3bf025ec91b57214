import type { RevenueDay } from '../types';
import { chartBars, formatMoney, revenueSummary } from '../utils/analytics';

const WIDTH = 600;
const HEIGHT = 160;

/** Revenue per day as inline SVG bars, summarised for screen readers, with the numbers as a hidden table. */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const bars = chartBars(days, { width: WIDTH, height: HEIGHT, gap: 4 });
  return (
    <figure className="revenue-chart">
      <svg
        role="img"
        aria-label={revenueSummary(days)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`}
        width="100%"
        preserveAspectRatio="none"
        className="revenue-chart__svg"
      >
        <line x1="0" y1={HEIGHT + 0.5} x2={WIDTH} y2={HEIGHT + 0.5} className="revenue-chart__axis" />
        {bars.map((bar) => (
          <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="revenue-chart__bar">
            <title>{`${bar.date}: ${formatMoney(bar.revenue)}`}</title>
          </rect>
        ))}
      </svg>
      {days.length > 0 && (
        <figcaption className="revenue-chart__range" aria-hidden="true">
          <span>{days[0].date}</span>
          <span>{days[days.length - 1].date}</span>
        </figcaption>
      )}
      <table className="visually-hidden">
        <caption>Revenue by day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{formatMoney(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
