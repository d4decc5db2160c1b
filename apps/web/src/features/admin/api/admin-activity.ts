import type { ActivityList } from '@granite/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ActivityFilter = {
  page: number;
  pageSize: number;
  actor?: string;
  kind?: string;
  from?: string;
  to?: string;
};

export const adminActivityQuery = (filter: ActivityFilter) =>
  queryOptions({
    queryKey: ['admin', 'activity', filter],
    queryFn: ({ signal }) => api.get<ActivityList>('/admin/activity', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminActivity = (filter: ActivityFilter) => useQuery(adminActivityQuery(filter));
