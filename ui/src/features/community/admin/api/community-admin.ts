import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { ADMIN_PROGRAMS_QUERY_KEY, COMMUNITY_QUERY_KEY, PROGRAMS_QUERY_KEY } from '../../api/query-keys';
import type { Programs } from '../../types';
import type { LinkCollection, LinkItem } from '../utils/community-forms';

/** `/api/admin/videos`, `/api/admin/resources` or `/api/admin/game-links`. */
export const adminCollectionKey = (collection: LinkCollection) => [`/api/admin/${collection}`] as const;

/** `GET`: `{items: [...]}`, every field and the id. */
export function getAdminLinksQueryOptions(collection: LinkCollection) {
  return queryOptions<{ items: LinkItem[] }>({ queryKey: adminCollectionKey(collection) });
}
export const useAdminLinks = (collection: LinkCollection) => useQuery(getAdminLinksQueryOptions(collection));

/** After a change: the admin list and the hub's public data. */
function invalidate(queryClient: QueryClient, collection: LinkCollection) {
  return Promise.all(
    [adminCollectionKey(collection), COMMUNITY_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

type Payload = Record<string, unknown>;

/**
 * Create (`POST` → 201 + the item), update (`PUT /{id}` → the item) and delete
 * (`DELETE /{id}` → 204) for one collection.
 */
export function useLinkMutations(collection: LinkCollection) {
  const queryClient = useQueryClient();
  const base = adminCollectionKey(collection)[0];
  const onSuccess = () => invalidate(queryClient, collection);
  const create = useMutation({
    mutationFn: async (payload: Payload) => (await (await apiRequest('POST', base, payload)).json()) as LinkItem,
    onSuccess,
  });
  const update = useMutation({
    mutationFn: async ({ id, payload }: { id: number; payload: Payload }) =>
      (await (await apiRequest('PUT', `${base}/${id}`, payload)).json()) as LinkItem,
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${base}/${id}`);
    },
    onSuccess,
  });
  return { create, update, remove };
}

/** `GET /api/admin/programs`. */
export function getAdminProgramsQueryOptions() {
  return queryOptions<Programs>({ queryKey: ADMIN_PROGRAMS_QUERY_KEY });
}
export const useAdminPrograms = () => useQuery(getAdminProgramsQueryOptions());

/** `PUT /api/admin/programs` replaces the intro and every program; the answer is what was saved. */
export function useSavePrograms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (programs: Programs) => {
      const res = await apiRequest('PUT', ADMIN_PROGRAMS_QUERY_KEY[0], programs);
      // NOTE: an empty answer (204) means the server kept exactly what was sent.
      const text = await res.text();
      return text ? (JSON.parse(text) as Programs) : programs;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_PROGRAMS_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
    },
  });
}
