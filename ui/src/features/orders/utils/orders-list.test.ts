import { describe, expect, it } from 'vitest';
import { ordersCount, pageCount, pager, paymentStatusBadge } from './orders-list';

describe('pageCount', () => {
  it('counts full and partial pages, and one page for none', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(1, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(100, 25)).toBe(4);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe('pager', () => {
  it('allows Previous after the first page and Next before the last', () => {
    expect(pager(1, 60, 25)).toEqual({ pages: 3, label: 'Page 1 of 3', hasPrevious: false, hasNext: true });
    expect(pager(2, 60, 25)).toEqual({ pages: 3, label: 'Page 2 of 3', hasPrevious: true, hasNext: true });
    expect(pager(3, 60, 25)).toEqual({ pages: 3, label: 'Page 3 of 3', hasPrevious: true, hasNext: false });
    expect(pager(1, 0, 25)).toEqual({ pages: 1, label: 'Page 1 of 1', hasPrevious: false, hasNext: false });
  });
});

describe('ordersCount', () => {
  it('uses the singular for one order', () => {
    expect(ordersCount(0)).toBe('0 orders');
    expect(ordersCount(1)).toBe('1 order');
    expect(ordersCount(60)).toBe('60 orders');
  });
});

describe('paymentStatusBadge', () => {
  it('labels each status and gives expired checkouts their own grey style', () => {
    expect(paymentStatusBadge('paid')).toEqual({ label: 'Paid', tone: 'paid' });
    expect(paymentStatusBadge('pending')).toEqual({ label: 'Pending', tone: 'pending' });
    expect(paymentStatusBadge('failed')).toEqual({ label: 'Failed', tone: 'failed' });
    expect(paymentStatusBadge('expired')).toEqual({ label: 'Expired', tone: 'expired' });
  });

  it('shows a status it does not know as it comes, in the neutral style', () => {
    expect(paymentStatusBadge('refunded')).toEqual({ label: 'refunded', tone: 'neutral' });
    expect(paymentStatusBadge('toString')).toEqual({ label: 'toString', tone: 'neutral' });
  });
});
