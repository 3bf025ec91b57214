import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Almanac } from '../types';

/** The almanac's base key; each day's almanac is its own query. */
export const ALMANAC_QUERY_KEY = ['/api/almanac'] as const;

/** `GET /api/almanac?date=`: the almanac of one calendar day (the reader's today). */
export function getAlmanacQueryOptions(day: string) {
  return queryOptions<Almanac>({ queryKey: [`${ALMANAC_QUERY_KEY[0]}?date=${encodeURIComponent(day)}`] });
}

export const useAlmanac = (day: string) => useQuery(getAlmanacQueryOptions(day));
