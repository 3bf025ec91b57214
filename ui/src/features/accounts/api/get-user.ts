import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import type { User } from '../types';

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The current user, or null when signed out (401 resolves to null). */
export function getUserQueryOptions() {
  return queryOptions<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
