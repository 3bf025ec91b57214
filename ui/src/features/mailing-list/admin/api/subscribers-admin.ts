import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { AdminSubscribers } from '../types';

export const ADMIN_SUBSCRIBERS_QUERY_KEY = ['/api/admin/subscribers'] as const;

/** The confirmed subscribers as a CSV file (a plain link: the browser saves it). */
export const SUBSCRIBERS_CSV_URL = `${ADMIN_SUBSCRIBERS_QUERY_KEY[0]}?format=csv`;

/** `GET /api/admin/subscribers`. */
export const useAdminSubscribers = () => useQuery(queryOptions<AdminSubscribers>({ queryKey: ADMIN_SUBSCRIBERS_QUERY_KEY }));

/** `DELETE /api/admin/subscribers/{id}` → 204: the address gets no more emails. */
export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_SUBSCRIBERS_QUERY_KEY[0]}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SUBSCRIBERS_QUERY_KEY }),
  });
}
