import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, throwIfResNotOk } from '@/lib/api';
import type { Product } from '../../types';
import type { ProductPayload } from '../types';
import { invalidateCatalog } from './query-keys';

export async function createProduct(payload: ProductPayload): Promise<Product> {
  const res = await apiRequest('POST', '/api/admin/products', payload);
  return (await res.json()) as Product;
}

export async function updateProduct({ id, payload }: { id: number; payload: ProductPayload }): Promise<Product> {
  const res = await apiRequest('PUT', `/api/admin/products/${id}`, payload);
  return (await res.json()) as Product;
}

export async function deleteProduct(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/admin/products/${id}`);
}

/** Sends a file as the raw request body (not multipart), as the upload endpoints expect. */
async function putRaw(url: string, file: File, contentType: string): Promise<Product> {
  const res = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body: file,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return (await res.json()) as Product;
}

export function uploadProductImage({ id, file }: { id: number; file: File }): Promise<Product> {
  return putRaw(`/api/admin/products/${id}/image`, file, file.type);
}

export function uploadProductFile({ id, file }: { id: number; file: File }): Promise<Product> {
  return putRaw(
    `/api/admin/products/${id}/file?name=${encodeURIComponent(file.name)}`,
    file,
    file.type || 'application/octet-stream',
  );
}

export async function removeProductFile(id: number): Promise<Product> {
  const res = await apiRequest('DELETE', `/api/admin/products/${id}/file`);
  return (await res.json()) as Product;
}

function useCatalogMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCatalog(queryClient) });
}

export const useCreateProduct = () => useCatalogMutation(createProduct);
export const useUpdateProduct = () => useCatalogMutation(updateProduct);
export const useDeleteProduct = () => useCatalogMutation(deleteProduct);
export const useUploadProductImage = () => useCatalogMutation(uploadProductImage);
export const useUploadProductFile = () => useCatalogMutation(uploadProductFile);
export const useRemoveProductFile = () => useCatalogMutation(removeProductFile);
