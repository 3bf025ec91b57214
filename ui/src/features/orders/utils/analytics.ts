/** Pure analytics logic: money, the orders summary and the revenue chart's geometry. The averages come from the server. */
import type { Analytics, RevenueDay } from '../types';

/** "$1234.50": two decimals, always. */
export function formatMoney(amount: number): string {
  return `$${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}

export interface ChartBar {
  date: string;
  revenue: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartSize {
  width: number;
  height: number;
  /** Space between bars. */
  gap: number;
}

/**
 * One bar per day, scaled so the best day fills the height. With no revenue at all every
 * bar is 0 high; a day with any revenue is at least 1 unit high so it stays visible.
 */
export function chartBars(days: readonly RevenueDay[], { width, height, gap }: ChartSize): ChartBar[] {
  if (days.length === 0) return [];
  const max = Math.max(0, ...days.map((d) => d.revenue));
  const slot = width / days.length;
  const barWidth = Math.max(1, slot - gap);
  return days.map((day, i) => {
    const scaled = max > 0 ? (Math.max(0, day.revenue) / max) * height : 0;
    const barHeight = day.revenue > 0 ? Math.max(1, scaled) : 0;
    return {
      date: day.date,
      revenue: day.revenue,
      x: i * slot + (slot - barWidth) / 2,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
    };
  });
}

/** The sentence a screen reader hears for the chart. */
export function revenueSummary(days: readonly RevenueDay[]): string {
  if (days.length === 0) return 'Revenue by day: no data yet.';
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const best = days.reduce((a, b) => (b.revenue > a.revenue ? b : a));
  const span = `${days.length} ${days.length === 1 ? 'day' : 'days'} from ${days[0].date} to ${days[days.length - 1].date}`;
  if (total <= 0) return `Revenue by day over ${span}: no revenue.`;
  return `Revenue by day over ${span}: ${formatMoney(total)} in total; best day ${best.date} with ${formatMoney(best.revenue)}.`;
}

/** "3 paid, 2 pending", plus ", 1 expired" when abandoned checkouts expired. */
export function ordersDetail(a: Pick<Analytics, 'paidOrders' | 'pendingOrders' | 'expiredOrders'>): string {
  const detail = `${a.paidOrders} paid, ${a.pendingOrders} pending`;
  return a.expiredOrders > 0 ? `${detail}, ${a.expiredOrders} expired` : detail;
}
