import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Query defaults from seed 000 §7: never retried, never refetched, never stale; 401 throws. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The app's single client. Tests build their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
