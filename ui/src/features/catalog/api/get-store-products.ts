import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../types';

/** Also the prefix of every single-product key, so one invalidation refreshes both. */
export const STORE_PRODUCTS_QUERY_KEY = ['/api/store/products'] as const;

/** Active products, in store order (the default query function GETs the key's URL). */
export function getStoreProductsQueryOptions() {
  return queryOptions<Product[]>({ queryKey: STORE_PRODUCTS_QUERY_KEY });
}

export function useStoreProducts() {
  return useQuery(getStoreProductsQueryOptions());
}
