/** Paging and status display for the orders list (pure, tested without a browser). */
import type { PaymentStatus } from '../types';

/** Orders per page; the server's default (it allows up to 100). */
export const ORDERS_PER_PAGE = 25;

/** How many pages `total` items fill; an empty list still has one (empty) page. */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 1;
  return Math.ceil(total / perPage);
}

/** "1 order", "25 orders". */
export function ordersCount(total: number): string {
  return `${total} ${total === 1 ? 'order' : 'orders'}`;
}

/** What the pager shows and allows for `page` of `total` items. */
export function pager(page: number, total: number, perPage: number) {
  const pages = pageCount(total, perPage);
  return { pages, label: `Page ${page} of ${pages}`, hasPrevious: page > 1, hasNext: page < pages };
}

/** A badge style (`badge--<tone>`). */
export type BadgeTone = 'paid' | 'pending' | 'failed' | 'expired' | 'neutral';

const PAYMENT_STATUS_BADGES: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'paid' },
  pending: { label: 'Pending', tone: 'pending' },
  failed: { label: 'Failed', tone: 'failed' },
  expired: { label: 'Expired', tone: 'expired' },
};

/**
 * The badge for an order's payment status. A status this UI does not know yet is shown as
 * it comes, in the neutral style.
 */
export function paymentStatusBadge(status: string): { label: string; tone: BadgeTone } {
  return Object.hasOwn(PAYMENT_STATUS_BADGES, status)
    ? PAYMENT_STATUS_BADGES[status as PaymentStatus]
    : { label: status, tone: 'neutral' };
}
