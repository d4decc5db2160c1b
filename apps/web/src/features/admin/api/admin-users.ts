import type { AdminUserDetail, AdminUserList, UserRole, UserStatus } from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';

export type AdminUsersPage = z.infer<typeof AdminUserList>;
export type AdminUsersFilter = {
  page: number;
  pageSize: number;
  search?: string;
  status?: UserStatus;
  role?: UserRole;
};

export const adminUsersQuery = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: ['admin', 'users', filter],
    queryFn: ({ signal }) => api.get<AdminUsersPage>('/admin/users', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filter: AdminUsersFilter) => useQuery(adminUsersQuery(filter));

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'users', 'detail', id],
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`, { signal }),
  });

export const useAdminUser = (id: string) => useQuery(adminUserQuery(id));

type StatusAnswer = { id: string; status: UserStatus };

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'users'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      client.invalidateQueries({ queryKey: ['admin', 'activity'] }),
    ]);
}

/** Admin 4: suspend (reason required), reactivate, delete (soft, D6). */
export function useUserStatusActions() {
  const invalidate = useInvalidate();
  const suspend = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<StatusAnswer>(`/admin/users/${encodeURIComponent(id)}/suspend`, { reason }),
    onSuccess: invalidate,
  });
  const reactivate = useMutation({
    mutationFn: (id: string) =>
      api.post<StatusAnswer>(`/admin/users/${encodeURIComponent(id)}/reactivate`, {}),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<StatusAnswer>(`/admin/users/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
  return { suspend, reactivate, remove };
}
