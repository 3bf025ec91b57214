import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '@/lib/api';
import type { ConversationsPage } from '../types';
import { conversationsUrl, type ConversationFilters } from '../utils/conversation-filters';

export const ADMIN_CONVERSATIONS_QUERY_KEY = ['/api/admin/conversations'] as const;

export async function getConversations(url: string, signal?: AbortSignal): Promise<ConversationsPage> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as ConversationsPage;
}

/**
 * One filtered page of stored conversations. The key starts with the list's key, so
 * invalidating it refreshes every page; the shown page stays while the next one loads.
 */
export function getConversationsQueryOptions(filters: ConversationFilters, page: number) {
  const url = conversationsUrl(filters, page);
  return queryOptions({
    queryKey: [...ADMIN_CONVERSATIONS_QUERY_KEY, url] as const,
    queryFn: ({ signal }) => getConversations(url, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConversations(filters: ConversationFilters, page: number) {
  return useQuery(getConversationsQueryOptions(filters, page));
}
