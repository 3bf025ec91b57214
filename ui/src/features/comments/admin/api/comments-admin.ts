import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, throwIfResNotOk } from '@/lib/api';
import { plainText } from '@/lib/plain-text';
import { isDiscussionQuery } from '../../api/get-comments';
import type { AdminComment, AdminCommentsPage, Blocklist, CommentBlock, ModerationStatus } from '../types';

/** The prefix of every page of the moderation list: invalidating it refreshes each status and its counts. */
export const ADMIN_COMMENTS_QUERY_KEY = ['/api/admin/comments'] as const;
export const COMMENT_BLOCKS_QUERY_KEY = ['/api/admin/comment-blocks'] as const;
export const COMMENT_BLOCKLIST_QUERY_KEY = ['/api/admin/comment-blocklist'] as const;

/** `GET /api/admin/comments?status=…&page=…` (pages count from 1). */
export function adminCommentsUrl(status: ModerationStatus, page: number): string {
  return `/api/admin/comments?status=${status}&page=${page}`;
}

async function getAdminComments(status: ModerationStatus, page: number, signal?: AbortSignal): Promise<AdminCommentsPage> {
  const res = await fetch(adminCommentsUrl(status, page), { credentials: 'include', signal });
  await throwIfResNotOk(res);
  const body = (await res.json()) as AdminCommentsPage;
  return {
    ...body,
    comments: body.comments.map((c) => ({ ...c, content: plainText(c.content), commenterName: plainText(c.commenterName) })),
  };
}

/**
 * One page of one status. While the next page of the same status loads, the current one stays
 * shown; a different status starts from the loading state, so no row shows under the wrong filter.
 */
export function getAdminCommentsQueryOptions(status: ModerationStatus, page: number) {
  return queryOptions({
    queryKey: [...ADMIN_COMMENTS_QUERY_KEY, { status, page }] as const,
    queryFn: ({ signal }) => getAdminComments(status, page, signal),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as { status?: ModerationStatus } | undefined)?.status === status ? previous : undefined,
  });
}
export const useAdminComments = (status: ModerationStatus, page: number) => useQuery(getAdminCommentsQueryOptions(status, page));

/**
 * After a moderation change: every page of the moderation list, and any public discussion the
 * browser holds, so the visitor's view is fresh when the admin opens it next.
 */
function invalidateComments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_COMMENTS_QUERY_KEY }),
    queryClient.invalidateQueries({ predicate: isDiscussionQuery }),
  ]);
}

/** `POST /api/admin/comments/{id}/approve` or `/hide` → the comment as it now is. */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'approve' | 'hide' }) =>
      (await (await apiRequest('POST', `/api/admin/comments/${id}/${action}`)).json()) as AdminComment,
    onSuccess: () => invalidateComments(queryClient),
  });
}

/** `DELETE /api/admin/comments/{id}` → 204; its replies go too. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/admin/comments/${id}`);
    },
    onSuccess: () => invalidateComments(queryClient),
  });
}

/**
 * `POST /api/admin/comments/{id}/block` → `{blocked: true}`: blocks the author (their visitor
 * cookie), or with `scope: 'address'` everyone posting from their address for 30 days, and
 * hides the held comments it covers.
 */
export function useBlockAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, scope }: { id: number; scope: 'visitor' | 'address' }) =>
      (await (await apiRequest('POST', scope === 'address' ? `/api/admin/comments/${id}/block?scope=address` : `/api/admin/comments/${id}/block`)).json()) as {
        blocked: boolean;
      },
    onSuccess: () =>
      Promise.all([invalidateComments(queryClient), queryClient.invalidateQueries({ queryKey: COMMENT_BLOCKS_QUERY_KEY })]),
  });
}

/** `GET /api/admin/comment-blocks`: the blocked visitors. */
export const useCommentBlocks = () => useQuery(queryOptions<CommentBlock[]>({ queryKey: COMMENT_BLOCKS_QUERY_KEY }));

/** `DELETE /api/admin/comment-blocks/{id}` → 204: the visitor may post again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${COMMENT_BLOCKS_QUERY_KEY[0]}/${id}`);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMMENT_BLOCKS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_COMMENTS_QUERY_KEY }),
      ]),
  });
}

/** `GET /api/admin/comment-blocklist`. */
export const useBlocklist = () => useQuery(queryOptions<Blocklist>({ queryKey: COMMENT_BLOCKLIST_QUERY_KEY }));

/** `PUT /api/admin/comment-blocklist` `{words}` → the words as stored (trimmed, lowercased, without repeats). */
export function useSaveBlocklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (words: string[]) =>
      (await (await apiRequest('PUT', COMMENT_BLOCKLIST_QUERY_KEY[0], { words })).json()) as Blocklist,
    onSuccess: (saved) => queryClient.setQueryData(COMMENT_BLOCKLIST_QUERY_KEY, saved),
  });
}
