import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plainText } from '@/lib/plain-text';
import { apiRequest } from '@/lib/api';
import type { AdminMessage, AdminMessages } from '../types';

export const ADMIN_MESSAGES_QUERY_KEY = ['/api/admin/messages'] as const;

/** Every message as a CSV file (a plain link: the browser saves it). */
export const MESSAGES_CSV_URL = `${ADMIN_MESSAGES_QUERY_KEY[0]}?format=csv`;

/** `GET /api/admin/messages`: newest first, with the unread count. */
export function getAdminMessagesQueryOptions() {
  return queryOptions<AdminMessages>({
    queryKey: ADMIN_MESSAGES_QUERY_KEY,
    select: (data) => ({
      ...data,
      messages: data.messages.map((m) => ({ ...m, name: plainText(m.name), message: plainText(m.message) })),
    }),
  });
}
export const useAdminMessages = () => useQuery(getAdminMessagesQueryOptions());

/** `POST /api/admin/messages/{id}/read` `{read}` → the message. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: number; read: boolean }) =>
      (await (await apiRequest('POST', `${ADMIN_MESSAGES_QUERY_KEY[0]}/${id}/read`, { read })).json()) as AdminMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_MESSAGES_QUERY_KEY }),
  });
}

/** `DELETE /api/admin/messages/{id}` → 204. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_MESSAGES_QUERY_KEY[0]}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_MESSAGES_QUERY_KEY }),
  });
}
