import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Comment, LikeResponse, PostCommentRequest, PostCommentResponse } from '../types';
import { COMMENTS_QUERY_KEY, isDiscussionQuery } from './get-comments';

/** `POST /api/comments/daily-farm-wisdom`: a comment on today's thread, or a reply (201). */
export async function postComment(request: PostCommentRequest): Promise<PostCommentResponse> {
  const res = await apiRequest('POST', COMMENTS_QUERY_KEY[0], request);
  return (await res.json()) as PostCommentResponse;
}

/** `PUT /api/comments/{id}`: the visitor's own comment, within its edit window. */
export async function editComment({ id, content }: { id: number; content: string }): Promise<Comment> {
  const res = await apiRequest('PUT', `/api/comments/${id}`, { content });
  return (await res.json()) as Comment;
}

/** `DELETE /api/comments/{id}`: the visitor's own comment, within its edit window. */
export async function deleteComment(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/comments/${id}`);
}

/** `POST /api/comments/{id}/like`: likes, or takes the like back. */
export async function likeComment(id: number): Promise<LikeResponse> {
  const res = await apiRequest('POST', `/api/comments/${id}/like`);
  return (await res.json()) as LikeResponse;
}

/** Refreshes every day's list and the days (counts) after a post or a deletion. */
function useRefreshDiscussion() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: isDiscussionQuery });
}

export function usePostComment() {
  const refresh = useRefreshDiscussion();
  return useMutation({ mutationFn: postComment, onSuccess: refresh });
}

export function useDeleteComment() {
  const refresh = useRefreshDiscussion();
  return useMutation({ mutationFn: deleteComment, onSuccess: refresh });
}

/** Puts the edited comment (the server's copy) into the list shown under `listKey`. */
export function useEditComment(listKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editComment,
    onSuccess: (updated) =>
      queryClient.setQueryData<Comment[]>(listKey, (list) => list?.map((c) => (c.id === updated.id ? updated : c))),
  });
}

/**
 * Toggles a like; the count and state come from the server's answer. Failures are only
 * logged (seed 001 §8).
 */
export function useLikeComment(listKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeComment,
    onSuccess: ({ likes, liked }, id) =>
      queryClient.setQueryData<Comment[]>(listKey, (list) => list?.map((c) => (c.id === id ? { ...c, likes, liked } : c))),
    onError: (err, id) => console.error(`Could not like comment ${id}`, err),
  });
}
