import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { GrantApplication, GrantCriteria, GrantMatch, GrantProgram, SearchResult } from '../types';

export const HISTORY_KEY = ['/api/grants/application-history'] as const;
export const ADMIN_GRANTS_KEY = ['/api/admin/grants'] as const;

export async function searchGrants(criteria: Partial<GrantCriteria>): Promise<SearchResult> {
  const res = await apiRequest('POST', '/api/grants/search', criteria);
  return (await res.json()) as SearchResult;
}

export function useSearchGrants() {
  return useMutation({ mutationFn: searchGrants });
}

export function useApplicationHistory(enabled: boolean) {
  return useQuery<GrantApplication[]>({ queryKey: HISTORY_KEY, enabled });
}

/** `POST /api/grants/track-application`: the seed's call; the history is fetched again. */
export function useTrackApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ match, notes }: { match: GrantMatch; notes: string }) => {
      const res = await apiRequest('POST', '/api/grants/track-application', {
        grantId: match.grant.id,
        grantTitle: match.grant.title,
        status: 'researching',
        notes,
      });
      return (await res.json()) as { application: GrantApplication; applications: GrantApplication[] };
    },
    onSuccess: (data) => queryClient.setQueryData(HISTORY_KEY, data.applications),
  });
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, note }: { id: number; status?: string; note?: string }) => {
      const res = await apiRequest('PUT', `/api/grants/applications/${id}`, { status, note });
      return (await res.json()) as GrantApplication;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}

export function useAdminGrants() {
  return useQuery<GrantProgram[]>({ queryKey: ADMIN_GRANTS_KEY });
}

export function useSaveGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ program, isNew }: { program: GrantProgram; isNew: boolean }) => {
      const res = isNew
        ? await apiRequest('POST', '/api/admin/grants', program)
        : await apiRequest('PUT', `/api/admin/grants/${encodeURIComponent(program.id)}`, program);
      return (await res.json()) as GrantProgram;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_GRANTS_KEY }),
  });
}

export function useDeleteGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/admin/grants/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_GRANTS_KEY }),
  });
}
