import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Credentials, Registration, User } from '../types';
import { USER_QUERY_KEY } from './get-user';

interface UserResponse {
  user: User;
}

export async function adminLogin(credentials: Credentials): Promise<User> {
  const res = await apiRequest('POST', '/api/admin/login', credentials);
  return ((await res.json()) as UserResponse).user;
}

export async function memberLogin(credentials: Credentials): Promise<User> {
  const res = await apiRequest('POST', '/api/auth/login', credentials);
  return ((await res.json()) as UserResponse).user;
}

export async function register(registration: Registration): Promise<User> {
  const res = await apiRequest('POST', '/api/auth/register', registration);
  return ((await res.json()) as UserResponse).user;
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** Signs in through the admin endpoint; the user query is refreshed on success. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export function useMemberLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: memberLogin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

/** Signs out; the cached user becomes null at once. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      return queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
