import type {
  ManufacturerAnalytics,
  ManufacturerAnalyticsProducts,
  ManufacturerAnalyticsWindow,
  ManufacturerDashboard,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The manufacturer's own figures (D10, D22). Short stale times: a new quote request or view should
// show on the next visit, but switching tabs back and forth does not refetch every time.

export const manufacturerDashboardQuery = () =>
  queryOptions({
    queryKey: ['vendor', 'dashboard'],
    queryFn: ({ signal }) => api.get<ManufacturerDashboard>('/vendor/dashboard', { signal }),
    staleTime: 30_000,
  });

/** `enabled: false` for an applicant whose manufacturer is not approved yet (the API would refuse). */
export const useManufacturerDashboard = (enabled: boolean) =>
  useQuery({ ...manufacturerDashboardQuery(), enabled });

export const manufacturerAnalyticsQuery = (
  days: ManufacturerAnalyticsWindow,
  productId: number | undefined,
) =>
  queryOptions({
    queryKey: ['vendor', 'analytics', days, productId ?? null],
    queryFn: ({ signal }) =>
      api.get<ManufacturerAnalytics>('/vendor/analytics', { query: { days, productId }, signal }),
    staleTime: 30_000,
  });

export const useManufacturerAnalytics = (days: ManufacturerAnalyticsWindow, productId: number | undefined) =>
  useQuery({ ...manufacturerAnalyticsQuery(days, productId), placeholderData: keepPreviousData });

/** The per-product table: `tableQuery` is the data table's page, sort and search (useTableParams). */
export const manufacturerProductAnalyticsQuery = (
  days: ManufacturerAnalyticsWindow,
  tableQuery: Record<string, string>,
) =>
  queryOptions({
    queryKey: ['vendor', 'analytics', 'products', days, tableQuery],
    queryFn: ({ signal }) =>
      api.get<ManufacturerAnalyticsProducts>('/vendor/analytics/products', {
        query: { ...tableQuery, days },
        signal,
      }),
    staleTime: 30_000,
  });

export const useManufacturerProductAnalytics = (
  days: ManufacturerAnalyticsWindow,
  tableQuery: Record<string, string>,
) => useQuery({ ...manufacturerProductAnalyticsQuery(days, tableQuery), placeholderData: keepPreviousData });
