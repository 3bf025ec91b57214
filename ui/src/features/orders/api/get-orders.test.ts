import { describe, expect, it } from 'vitest';
import { ORDERS_REFETCH_MS, getOrdersQueryOptions, ordersUrl } from './get-orders';
import { ADMIN_ORDERS_QUERY_KEY } from './query-keys';

describe('the orders query', () => {
  it('asks for one page, newest first, by page number from 1 and page size', () => {
    expect(ordersUrl(2, 25)).toBe('/api/admin/orders?page=2&perPage=25');
  });

  it('keys each page under the shared prefix, so invalidating the prefix refreshes every page', () => {
    const options = getOrdersQueryOptions(3);
    expect(options.queryKey).toEqual([...ADMIN_ORDERS_QUERY_KEY, { page: 3, perPage: 25 }]);
    expect(options.queryKey.slice(0, ADMIN_ORDERS_QUERY_KEY.length)).toEqual([...ADMIN_ORDERS_QUERY_KEY]);
  });

  it('polls every 10 seconds (only a page on screen has an observer, so only it polls)', () => {
    expect(ORDERS_REFETCH_MS).toBe(10_000);
    expect(getOrdersQueryOptions(1).refetchInterval).toBe(ORDERS_REFETCH_MS);
  });
});
