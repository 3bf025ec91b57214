import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Outbox } from '../types';

export const ADMIN_OUTBOX_QUERY_KEY = ['/api/admin/outbox'] as const;

/** Every email the site has written, newest first; refetched while the tab is open. */
export function useOutbox() {
  return useQuery(queryOptions<Outbox>({ queryKey: ADMIN_OUTBOX_QUERY_KEY, refetchInterval: 15_000 }));
}

/** Makes an unsent email due now. */
export function useSendNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/admin/outbox/${id}/send`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_OUTBOX_QUERY_KEY }),
  });
}
