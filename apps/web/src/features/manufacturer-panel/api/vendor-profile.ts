import type { VendorProfile, VendorUpdateProfile } from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/auth/session';

/** Panel Settings (admin spec 2): the manufacturer's own business profile. */
export const vendorProfileQuery = queryOptions({
  queryKey: ['vendor', 'profile'],
  queryFn: ({ signal }) => api.get<VendorProfile>('/vendor/profile', { signal }),
});

export const useVendorProfile = () => useQuery(vendorProfileQuery);

export function useUpdateVendorProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorUpdateProfile) => api.put<VendorProfile>('/vendor/profile', input),
    onSuccess: (saved) => {
      client.setQueryData(vendorProfileQuery.queryKey, saved);
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
export function useVendorLogoChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: vendorProfileQuery.queryKey }),
      client.invalidateQueries({ queryKey: ['catalog'] }),
    ]);
}
