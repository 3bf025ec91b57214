import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '@/lib/api';
import type { OrdersPage } from '../types';
import { ORDERS_PER_PAGE } from '../utils/orders-list';
import { ADMIN_ORDERS_QUERY_KEY } from './query-keys';

/** How often the open Orders tab refetches its page, so payments confirmed by Stripe show up live. */
export const ORDERS_REFETCH_MS = 10_000;

/** `GET /api/admin/orders?page=N&perPage=M`: pages count from 1, newest orders first. */
export function ordersUrl(page: number, perPage: number): string {
  return `/api/admin/orders?page=${page}&perPage=${perPage}`;
}

export async function getOrders({ page, perPage }: { page: number; perPage: number }, signal?: AbortSignal): Promise<OrdersPage> {
  const res = await fetch(ordersUrl(page, perPage), { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as OrdersPage;
}

/**
 * One page of orders. The key starts with `ADMIN_ORDERS_QUERY_KEY`, so invalidating that
 * prefix refreshes every page; only the page on screen polls. While the next page loads
 * the current one stays shown.
 */
export function getOrdersQueryOptions(page: number, perPage: number = ORDERS_PER_PAGE) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, { page, perPage }] as const,
    queryFn: ({ signal }) => getOrders({ page, perPage }, signal),
    refetchInterval: ORDERS_REFETCH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useOrders(page: number, perPage: number = ORDERS_PER_PAGE) {
  return useQuery(getOrdersQueryOptions(page, perPage));
}

/** The export download link (a plain link: the browser saves the file). */
export function ordersExportUrl(format: 'csv' | 'json'): string {
  return `/api/admin/orders/export?format=${format}`;
}
