import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../types';
import { ADMIN_PRODUCTS_QUERY_KEY } from './query-keys';

/** Every product, whatever its status. */
export function getAdminProductsQueryOptions() {
  return queryOptions<Product[]>({ queryKey: ADMIN_PRODUCTS_QUERY_KEY });
}

export function useAdminProducts() {
  return useQuery(getAdminProductsQueryOptions());
}
