import type { StoreStoneVariety } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** D32: the active stone varieties by name (product forms and the /vendors filter). */
export const stoneVarietiesQuery = () =>
  queryOptions({
    queryKey: ['stone-varieties'],
    queryFn: ({ signal }) => api.get<{ items: StoreStoneVariety[] }>('/stone-varieties', { signal }),
    staleTime: 60_000,
  });

export const useStoneVarieties = () => useQuery(stoneVarietiesQuery());
