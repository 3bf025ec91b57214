import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../types';
import { ADMIN_ORDERS_QUERY_KEY } from './query-keys';

/** How often the open Orders tab refetches, so payments confirmed by Stripe show up live. */
export const ORDERS_REFETCH_MS = 10_000;

/** Orders, newest first. */
export function getOrdersQueryOptions() {
  return queryOptions<Order[]>({ queryKey: ADMIN_ORDERS_QUERY_KEY, refetchInterval: ORDERS_REFETCH_MS });
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}

/** The export download link (a plain link: the browser saves the file). */
export function ordersExportUrl(format: 'csv' | 'json'): string {
  return `/api/admin/orders/export?format=${format}`;
}
