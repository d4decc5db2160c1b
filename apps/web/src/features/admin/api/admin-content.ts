// Admin content blocks (admin spec 2 and 3, D19): each form loads its block with the version (D29)
// and saves the whole block over that version; a save refreshes the storefront's content too.
import type {
  AdminContentBlock,
  ChangePassword,
  ContentKey,
  ContentValue,
  HeroLiveCounts,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminContentQuery = <K extends ContentKey>(key: K) =>
  queryOptions({
    queryKey: ['admin', 'content', key],
    queryFn: ({ signal }) => api.get<AdminContentBlock<K>>(`/admin/content/${key}`, { signal }),
    // A form keeps what the admin typed: no refetch behind their back (a reload is asked for on 409).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useAdminContent = <K extends ContentKey>(key: K) => useQuery(adminContentQuery(key));

/** PUT /admin/content/{key} with the version the form loaded; a newer one answers 409 (D29). */
export function useSaveContent<K extends ContentKey>(key: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, value }: { version: number; value: ContentValue<K> }) =>
      api.put<AdminContentBlock<K>>(`/admin/content/${key}`, { version, value }),
    onSuccess: (saved) => {
      client.setQueryData(adminContentQuery(key).queryKey, saved);
      // The storefront's footer, pages and head read the public blocks.
      void client.invalidateQueries({ queryKey: ['content'] });
    },
  });
}

/** After a conflict: load the newest version (the form then shows it). */
export function useReloadContent<K extends ContentKey>(key: K) {
  const client = useQueryClient();
  return () => client.refetchQueries({ queryKey: adminContentQuery(key).queryKey, exact: true });
}

/** D25: the live counts shown next to the hero statistics. */
export const useHeroLiveCounts = () =>
  useQuery({
    queryKey: ['admin', 'hero-statistics'],
    queryFn: ({ signal }) => api.get<HeroLiveCounts>('/admin/hero-statistics', { signal }),
  });

/** Admin 2 Security / D4: POST /me/password checks the current password and ends other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) => api.post<{ message: string }>('/me/password', input),
  });
}
