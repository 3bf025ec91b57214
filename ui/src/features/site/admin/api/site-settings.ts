import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { SITE_QUERY_KEY } from '../../api/get-site';
import type { SiteSettings } from '../../types';

export const ADMIN_SITE_QUERY_KEY = ['/api/admin/site'] as const;

/** The settings as stored, read through the admin endpoint. */
export function getAdminSiteQueryOptions() {
  return queryOptions<SiteSettings>({ queryKey: ADMIN_SITE_QUERY_KEY });
}

export function useAdminSite() {
  return useQuery(getAdminSiteQueryOptions());
}

/** Replaces every setting; the server answers with what it saved (trimmed). */
export async function updateSiteSettings(settings: SiteSettings): Promise<SiteSettings> {
  const res = await apiRequest('PUT', '/api/admin/site', settings);
  return (await res.json()) as SiteSettings;
}

/**
 * Saves the settings. On success the saved values go straight into both caches, so the
 * header and footer change at once, and the public query is refetched to be sure.
 */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_SITE_QUERY_KEY, saved);
      queryClient.setQueryData(SITE_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: SITE_QUERY_KEY });
    },
  });
}
