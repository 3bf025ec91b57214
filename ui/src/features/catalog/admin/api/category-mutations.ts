import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Category } from '../../types';
import type { CategoryPayload } from '../types';
import { invalidateCatalog } from './query-keys';

export async function createCategory(payload: CategoryPayload): Promise<Category> {
  const res = await apiRequest('POST', '/api/admin/categories', payload);
  return (await res.json()) as Category;
}

export async function updateCategory({ id, payload }: { id: number; payload: CategoryPayload }): Promise<Category> {
  const res = await apiRequest('PUT', `/api/admin/categories/${id}`, payload);
  return (await res.json()) as Category;
}

/** The server answers 409 with a message when products still use the category. */
export async function deleteCategory(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/admin/categories/${id}`);
}

function useCategoryMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCatalog(queryClient) });
}

export const useCreateCategory = () => useCategoryMutation(createCategory);
export const useUpdateCategory = () => useCategoryMutation(updateCategory);
export const useDeleteCategory = () => useCategoryMutation(deleteCategory);
