import type {
  VendorAnalytics,
  VendorAnalyticsProducts,
  VendorAnalyticsWindow,
  VendorDashboard,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The manufacturer's own figures (D10, D22). Short stale times: a new quote request or view should
// show on the next visit, but switching tabs back and forth does not refetch every time.

export const vendorDashboardQuery = () =>
  queryOptions({
    queryKey: ['vendor', 'dashboard'],
    queryFn: ({ signal }) => api.get<VendorDashboard>('/vendor/dashboard', { signal }),
    staleTime: 30_000,
  });

/** `enabled: false` for an applicant whose manufacturer is not approved yet (the API would refuse). */
export const useVendorDashboard = (enabled: boolean) => useQuery({ ...vendorDashboardQuery(), enabled });

export const vendorAnalyticsQuery = (days: VendorAnalyticsWindow, productId: number | undefined) =>
  queryOptions({
    queryKey: ['vendor', 'analytics', days, productId ?? null],
    queryFn: ({ signal }) =>
      api.get<VendorAnalytics>('/vendor/analytics', { query: { days, productId }, signal }),
    staleTime: 30_000,
  });

export const useVendorAnalytics = (days: VendorAnalyticsWindow, productId: number | undefined) =>
  useQuery({ ...vendorAnalyticsQuery(days, productId), placeholderData: keepPreviousData });

/** The per-product table: `tableQuery` is the data table's page, sort and search (useTableParams). */
export const vendorProductAnalyticsQuery = (
  days: VendorAnalyticsWindow,
  tableQuery: Record<string, string>,
) =>
  queryOptions({
    queryKey: ['vendor', 'analytics', 'products', days, tableQuery],
    queryFn: ({ signal }) =>
      api.get<VendorAnalyticsProducts>('/vendor/analytics/products', {
        query: { ...tableQuery, days },
        signal,
      }),
    staleTime: 30_000,
  });

export const useVendorProductAnalytics = (days: VendorAnalyticsWindow, tableQuery: Record<string, string>) =>
  useQuery({ ...vendorProductAnalyticsQuery(days, tableQuery), placeholderData: keepPreviousData });
