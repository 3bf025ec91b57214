import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../types';
import { ADMIN_CATEGORIES_QUERY_KEY } from './query-keys';

export function getAdminCategoriesQueryOptions() {
  return queryOptions<Category[]>({ queryKey: ADMIN_CATEGORIES_QUERY_KEY });
}

export function useAdminCategories() {
  return useQuery(getAdminCategoriesQueryOptions());
}
