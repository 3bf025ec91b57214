/** The orders list's key prefix: `[...ADMIN_ORDERS_QUERY_KEY, { page, perPage }]` per page. */
export const ADMIN_ORDERS_QUERY_KEY = ['/api/admin/orders'] as const;
export const ADMIN_ANALYTICS_QUERY_KEY = ['/api/admin/analytics'] as const;
