import { chartBars, formatMoney, ordersDetail, revenueSummary } from './analytics';

describe('formatMoney', () => {
  it('shows two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
});

describe('chartBars', () => {
  const size = { width: 300, height: 100, gap: 2 };

  it('scales the best day to the full height and places bars side by side', () => {
    const bars = chartBars(
      [
        { date: '2025-06-01', revenue: 50 },
        { date: '2025-06-02', revenue: 100 },
        { date: '2025-06-03', revenue: 0 },
      ],
      size,
    );
    expect(bars.map((b) => b.height)).toEqual([50, 100, 0]);
    expect(bars.map((b) => b.y)).toEqual([50, 0, 100]);
    expect(bars.map((b) => b.width)).toEqual([98, 98, 98]);
    expect(bars.map((b) => b.x)).toEqual([1, 101, 201]);
  });

  it('draws flat bars when there is no revenue and keeps tiny days visible', () => {
    expect(chartBars([{ date: 'a', revenue: 0 }, { date: 'b', revenue: 0 }], size).every((b) => b.height === 0)).toBe(true);
    expect(chartBars([{ date: 'a', revenue: 0.01 }, { date: 'b', revenue: 1000 }], size)[0].height).toBe(1);
    expect(chartBars([], size)).toEqual([]);
  });
});

describe('revenueSummary', () => {
  it('names the total and the best day', () => {
    expect(
      revenueSummary([
        { date: '2025-06-01', revenue: 10 },
        { date: '2025-06-02', revenue: 29.99 },
      ]),
    ).toBe('Revenue by day over 2 days from 2025-06-01 to 2025-06-02: $39.99 in total; best day 2025-06-02 with $29.99.');
    expect(revenueSummary([{ date: '2025-06-01', revenue: 0 }])).toBe('Revenue by day over 1 day from 2025-06-01 to 2025-06-01: no revenue.');
    expect(revenueSummary([])).toBe('Revenue by day: no data yet.');
  });
});

describe('ordersDetail', () => {
  it('names paid and pending orders, and expired checkouts only when there are some', () => {
    expect(ordersDetail({ paidOrders: 3, pendingOrders: 2, expiredOrders: 0 })).toBe('3 paid, 2 pending');
    expect(ordersDetail({ paidOrders: 0, pendingOrders: 1, expiredOrders: 4 })).toBe('0 paid, 1 pending, 4 expired');
  });
});
