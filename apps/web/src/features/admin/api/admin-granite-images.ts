import type { GraniteColour, GraniteImage, GraniteImageCategory } from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminGraniteImagesQuery = (category: GraniteImageCategory) =>
  queryOptions({
    queryKey: ['admin', 'granite-images', category],
    queryFn: ({ signal }) =>
      api.get<{ items: GraniteImage[] }>('/admin/granite-images', { query: { category }, signal }),
    select: (answer) => answer.items,
  });

export const useAdminGraniteImages = (category: GraniteImageCategory) =>
  useQuery(adminGraniteImagesQuery(category));

/** Any change refreshes the admin list and the storefront's carousel / viewer. */
function useInvalidate(category: GraniteImageCategory) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'granite-images', category] }),
      client.invalidateQueries({ queryKey: ['granite-images', category] }),
    ]);
}

export function useAddHeroImage() {
  const invalidate = useInvalidate('hero');
  return useMutation({
    mutationFn: () => api.post<GraniteImage>('/admin/granite-images', { category: 'hero' }),
    onSuccess: invalidate,
  });
}

export type GraniteImageChanges = {
  name?: string;
  description?: string | null;
  color?: GraniteColour;
  isActive?: boolean;
};

export function useUpdateGraniteImage(category: GraniteImageCategory) {
  const invalidate = useInvalidate(category);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: GraniteImageChanges }) =>
      api.patch<GraniteImage>(`/admin/granite-images/${id}`, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteGraniteImage() {
  const invalidate = useInvalidate('hero');
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/admin/granite-images/${id}`),
    onSuccess: invalidate,
  });
}

export function useReorderGraniteImages(category: GraniteImageCategory) {
  const invalidate = useInvalidate(category);
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.put<{ items: GraniteImage[] }>('/admin/granite-images/order', { category, ids }),
    onSuccess: invalidate,
  });
}

/** After an upload (done by the upload field) the lists are refreshed the same way. */
export const useGraniteImagesChanged = useInvalidate;
