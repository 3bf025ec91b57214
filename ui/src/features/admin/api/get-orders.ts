import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../types';
import { ADMIN_ORDERS_QUERY_KEY } from './query-keys';

/** Orders, newest first. */
export function getOrdersQueryOptions() {
  return queryOptions<Order[]>({ queryKey: ADMIN_ORDERS_QUERY_KEY });
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}

/** The export download link (a plain link: the browser saves the file). */
export function ordersExportUrl(format: 'csv' | 'json'): string {
  return `/api/admin/orders/export?format=${format}`;
}
