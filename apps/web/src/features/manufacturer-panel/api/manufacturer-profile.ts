import type { ManufacturerProfile, ManufacturerUpdateProfile } from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/auth/session';

/** Panel Settings (admin spec 2): the manufacturer's own business profile. */
export const myManufacturerProfileQuery = queryOptions({
  queryKey: ['vendor', 'profile'],
  queryFn: ({ signal }) => api.get<ManufacturerProfile>('/vendor/profile', { signal }),
});

export const useMyManufacturerProfile = () => useQuery(myManufacturerProfileQuery);

export function useUpdateManufacturerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManufacturerUpdateProfile) => api.put<ManufacturerProfile>('/vendor/profile', input),
    onSuccess: (saved) => {
      client.setQueryData(myManufacturerProfileQuery.queryKey, saved);
      // The business name heads the panel (session) and the public pages (catalogue).
      return Promise.all([
        client.invalidateQueries({ queryKey: sessionQueryKey }),
        client.invalidateQueries({ queryKey: ['catalog'] }),
      ]);
    },
    meta: { handlesErrors: true },
  });
}

/** After a logo upload through the media pipeline. */
export function useMyManufacturerLogoChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myManufacturerProfileQuery.queryKey }),
      client.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}
