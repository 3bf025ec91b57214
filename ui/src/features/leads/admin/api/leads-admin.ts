import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plainText } from '@/lib/plain-text';
import { apiRequest } from '@/lib/api';
import type { AdminLeads } from '../types';

export const ADMIN_LEADS_QUERY_KEY = ['/api/admin/leads'] as const;

/** Every free-guide request as a CSV file (a plain link: the browser saves it). */
export const LEADS_CSV_URL = `${ADMIN_LEADS_QUERY_KEY[0]}?format=csv`;

/** `GET /api/admin/leads`. */
export const useAdminLeads = () =>
  useQuery(
    queryOptions<AdminLeads>({
      queryKey: ADMIN_LEADS_QUERY_KEY,
      select: (data) => ({ ...data, leads: data.leads.map((l) => ({ ...l, firstName: plainText(l.firstName) })) }),
    }),
  );

/** `DELETE /api/admin/leads/{id}` → 204 (for someone who asks to be forgotten). */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_LEADS_QUERY_KEY[0]}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_LEADS_QUERY_KEY }),
  });
}
