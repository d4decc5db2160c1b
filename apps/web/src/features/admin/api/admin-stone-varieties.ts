import type { AdminCreateStoneVariety, AdminStoneVariety, AdminUpdateStoneVariety } from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** D32: every stone variety, active and hidden, for the admin's Stone Varieties screen. */
export const adminStoneVarietiesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stone-varieties'],
    queryFn: ({ signal }) => api.get<{ items: AdminStoneVariety[] }>('/admin/stone-varieties', { signal }),
    select: (answer) => answer.items,
  });

export const useAdminStoneVarieties = () => useQuery(adminStoneVarietiesQuery());

/** A change refreshes the admin list and the public list the product forms and filters read. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'stone-varieties'] }),
      client.invalidateQueries({ queryKey: ['stone-varieties'] }),
    ]);
}

export function useCreateStoneVariety() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminCreateStoneVariety) =>
      api.post<AdminStoneVariety>('/admin/stone-varieties', body),
    onSuccess: invalidate,
  });
}

export function useUpdateStoneVariety() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdminUpdateStoneVariety }) =>
      api.patch<AdminStoneVariety>(`/admin/stone-varieties/${id}`, changes),
    onSuccess: invalidate,
  });
}
