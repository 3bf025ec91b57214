import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../types';

export const STORE_CATEGORIES_QUERY_KEY = ['/api/store/categories'] as const;

export function getStoreCategoriesQueryOptions() {
  return queryOptions<Category[]>({ queryKey: STORE_CATEGORIES_QUERY_KEY });
}

export function useStoreCategories() {
  return useQuery(getStoreCategoriesQueryOptions());
}
