import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '../types';
import { ADMIN_ANALYTICS_QUERY_KEY } from './query-keys';

/** Analytics refresh every 60 seconds while shown (seed 002 §7, §9). */
export const ANALYTICS_REFETCH_MS = 60_000;

export function getAnalyticsQueryOptions() {
  return queryOptions<Analytics>({ queryKey: ADMIN_ANALYTICS_QUERY_KEY, refetchInterval: ANALYTICS_REFETCH_MS });
}

export function useAnalytics() {
  return useQuery(getAnalyticsQueryOptions());
}
