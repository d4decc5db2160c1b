import type { AdminVitals } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminVitalsQuery = (days: 7 | 28) =>
  queryOptions({
    queryKey: ['admin', 'vitals', days],
    queryFn: ({ signal }) => api.get<AdminVitals>(`/admin/vitals?days=${days}`, { signal }),
  });

export const useAdminVitals = (days: 7 | 28) => useQuery(adminVitalsQuery(days));
