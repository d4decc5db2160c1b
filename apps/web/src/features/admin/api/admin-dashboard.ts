import type { AdminDashboard } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboard>('/admin/dashboard', { signal }),
  });

export const useAdminDashboard = () => useQuery(adminDashboardQuery());
