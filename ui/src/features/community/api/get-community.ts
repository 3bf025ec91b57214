import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityHub, Programs } from '../types';
import { COMMUNITY_QUERY_KEY, PROGRAMS_QUERY_KEY } from './query-keys';

/** `GET /api/community`: the video of the day, insights, resources, game links and stats. */
export function getCommunityQueryOptions() {
  return queryOptions<CommunityHub>({ queryKey: COMMUNITY_QUERY_KEY });
}
export const useCommunity = () => useQuery(getCommunityQueryOptions());

/** `GET /api/programs`: the /programs page's intro and programs. */
export function getProgramsQueryOptions() {
  return queryOptions<Programs>({ queryKey: PROGRAMS_QUERY_KEY });
}
export const usePrograms = () => useQuery(getProgramsQueryOptions());
