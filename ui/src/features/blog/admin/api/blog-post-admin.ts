import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { BlogPost, BlogPostPayload } from '../../types';
import { ADMIN_BLOG_POSTS_QUERY_KEY, BLOG_POSTS_QUERY_KEY, DAILY_BLOG_QUERY_KEY } from '../../api/query-keys';

/** `GET /api/admin/blog-posts`: every post with every field. */
export function getAdminBlogPostsQueryOptions() {
  return queryOptions<{ items: BlogPost[] }>({ queryKey: ADMIN_BLOG_POSTS_QUERY_KEY });
}
export const useAdminBlogPosts = () => useQuery(getAdminBlogPostsQueryOptions());

/** `POST` answers 201 with the post; 409 when another post already has the day. */
export async function createBlogPost(payload: BlogPostPayload): Promise<BlogPost> {
  const res = await apiRequest('POST', ADMIN_BLOG_POSTS_QUERY_KEY[0], payload);
  return (await res.json()) as BlogPost;
}

export async function updateBlogPost({ id, payload }: { id: number; payload: BlogPostPayload }): Promise<BlogPost> {
  const res = await apiRequest('PUT', `${ADMIN_BLOG_POSTS_QUERY_KEY[0]}/${id}`, payload);
  return (await res.json()) as BlogPost;
}

/** 204 on success. */
export async function deleteBlogPost(id: number): Promise<void> {
  await apiRequest('DELETE', `${ADMIN_BLOG_POSTS_QUERY_KEY[0]}/${id}`);
}

/** After any change: the admin list, today's post, the index, each post and the recent five. */
function invalidateBlog(queryClient: QueryClient) {
  return Promise.all(
    [ADMIN_BLOG_POSTS_QUERY_KEY, DAILY_BLOG_QUERY_KEY, BLOG_POSTS_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

function useBlogMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateBlog(queryClient) });
}

export const useCreateBlogPost = () => useBlogMutation(createBlogPost);
export const useUpdateBlogPost = () => useBlogMutation(updateBlogPost);
export const useDeleteBlogPost = () => useBlogMutation(deleteBlogPost);
