import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_ANALYTICS_QUERY_KEY } from '@/features/orders';
import { STORE_CATEGORIES_QUERY_KEY } from '../../api/get-store-categories';
import { STORE_PRODUCTS_QUERY_KEY } from '../../api/get-store-products';

export const ADMIN_PRODUCTS_QUERY_KEY = ['/api/admin/products'] as const;
export const ADMIN_CATEGORIES_QUERY_KEY = ['/api/admin/categories'] as const;

/**
 * After any product or category change: the admin lists, the analytics (product counts and
 * the product overview) and the public store (products and categories, counts included) are
 * refetched.
 */
export function invalidateCatalog(queryClient: QueryClient) {
  return Promise.all(
    [
      ADMIN_PRODUCTS_QUERY_KEY,
      ADMIN_CATEGORIES_QUERY_KEY,
      ADMIN_ANALYTICS_QUERY_KEY,
      STORE_PRODUCTS_QUERY_KEY,
      STORE_CATEGORIES_QUERY_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
