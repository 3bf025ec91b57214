import { queryOptions, useQuery } from '@tanstack/react-query';

export interface AdminStatus {
  adminExists: boolean;
}

export const ADMIN_STATUS_QUERY_KEY = ['/api/auth/admin-status'] as const;

export function getAdminStatusQueryOptions() {
  return queryOptions<AdminStatus>({ queryKey: ADMIN_STATUS_QUERY_KEY });
}

/** Whether any administrator account exists yet. */
export function useAdminStatus() {
  return useQuery(getAdminStatusQueryOptions());
}
