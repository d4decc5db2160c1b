import type { StoreManufacturer, StoreManufacturerProfile } from '@granite/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const manufacturersQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'manufacturers'],
    queryFn: ({ signal }) => api.get<{ items: StoreManufacturer[] }>('/manufacturers', { signal }),
    staleTime: 60_000,
  });

export const useManufacturers = () => useQuery(manufacturersQuery());

export const manufacturerProfileQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['catalog', 'manufacturer', id, page],
    queryFn: ({ signal }) =>
      api.get<StoreManufacturerProfile>(`/manufacturers/${id}`, { query: { page, pageSize: 12 }, signal }),
    staleTime: 60_000,
  });

export const useManufacturerProfile = (id: number, page: number) =>
  useQuery({ ...manufacturerProfileQuery(id, page), enabled: id > 0, placeholderData: keepPreviousData });
