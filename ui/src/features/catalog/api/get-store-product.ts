import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../types';
import { STORE_PRODUCTS_QUERY_KEY } from './get-store-products';

/** One active product: `GET /api/store/products/{id}` (404 when unknown or not active). */
export function getStoreProductQueryOptions(id: string) {
  return queryOptions<Product>({ queryKey: [...STORE_PRODUCTS_QUERY_KEY, id] });
}

export function useStoreProduct(id: string | null) {
  return useQuery({ ...getStoreProductQueryOptions(id ?? ''), enabled: Boolean(id) });
}
