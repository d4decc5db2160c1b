import type {
  Paginated,
  PublicReview,
  ReputationList,
  StoreManufacturerListItem,
  StoreManufacturerProfile,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** /vendors' filters as the address holds them: ?q (name), ?state, ?variety (D32); '' is none. */
export type ManufacturerFilters = { q?: string; state?: string; variety?: string };

export function manufacturerFiltersOf(search: { get(name: string): string | null }): ManufacturerFilters {
  const filters: ManufacturerFilters = {};
  for (const key of ['q', 'state', 'variety'] as const) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export const manufacturersQuery = (search: { get(name: string): string | null } = new URLSearchParams()) => {
  const filters = manufacturerFiltersOf(search);
  return queryOptions({
    queryKey: ['catalog', 'manufacturers', filters],
    queryFn: ({ signal }) =>
      api.get<{ items: StoreManufacturerListItem[] }>('/manufacturers', { query: filters, signal }),
    staleTime: 60_000,
  });
};

export const useManufacturers = (search?: { get(name: string): string | null }) =>
  useQuery({ ...manufacturersQuery(search), placeholderData: keepPreviousData });

export const manufacturerProfileQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['catalog', 'manufacturer', id, page],
    queryFn: ({ signal }) =>
      api.get<StoreManufacturerProfile>(`/manufacturers/${id}`, { query: { page, pageSize: 12 }, signal }),
    staleTime: 60_000,
  });

export const useManufacturerProfile = (id: number, page: number) =>
  useQuery({ ...manufacturerProfileQuery(id, page), enabled: id > 0, placeholderData: keepPreviousData });

/** D26/D27: the manufacturer's rating (visible reviews) and response statistics. */
export const useManufacturerReputation = (id: number) =>
  useQuery({
    queryKey: ['manufacturers', 'reputation', String(id)],
    queryFn: ({ signal }) =>
      api.get<ReputationList>('/manufacturers/reputation', { query: { ids: id }, signal }),
    enabled: id > 0,
    staleTime: 60_000,
  });

/** D26: the manufacturer's visible reviews, newest first. */
export const useManufacturerReviews = (id: number, pageSize: number) =>
  useQuery({
    queryKey: ['manufacturers', 'reviews', id, pageSize],
    queryFn: ({ signal }) =>
      api.get<Paginated<PublicReview>>(`/manufacturers/${id}/reviews`, { query: { pageSize }, signal }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
