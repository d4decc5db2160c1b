import type { AdminCategory, AdminCreateCategory, AdminUpdateCategory } from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'categories'],
    queryFn: ({ signal }) => api.get<{ items: AdminCategory[] }>('/admin/categories', { signal }),
    select: (answer) => answer.items,
  });

export const useAdminCategories = () => useQuery(adminCategoriesQuery());

/** A change refreshes the admin list, the dashboard and the storefront's categories. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'categories'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      client.invalidateQueries({ queryKey: ['categories'] }),
    ]);
}

export function useCreateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminCreateCategory) => api.post<AdminCategory>('/admin/categories', body),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdminUpdateCategory }) =>
      api.patch<AdminCategory>(`/admin/categories/${id}`, changes),
    onSuccess: invalidate,
  });
}

/** Save All Changes: every edited row in one request, saved together or not at all. */
export function useSaveAllCategories() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (items: (AdminUpdateCategory & { id: number })[]) =>
      api.put<{ items: AdminCategory[] }>('/admin/categories', { items }),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.delete<void>(`/admin/categories/${id}`, { query: { version } }),
    onSuccess: invalidate,
  });
}
