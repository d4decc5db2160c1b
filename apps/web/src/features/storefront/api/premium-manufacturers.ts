import { LIMITS, type StoreManufacturer } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Storefront 2.3: premium and active manufacturers, at most 3 on the home page. */
export const premiumManufacturersQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'manufacturers', { premium: true }],
    queryFn: ({ signal }) =>
      api.get<{ items: StoreManufacturer[] }>('/manufacturers', { query: { premium: true }, signal }),
    select: (answer) => answer.items.slice(0, LIMITS.premiumManufacturersOnHome),
    staleTime: 60_000,
  });

export const usePremiumManufacturers = () => useQuery(premiumManufacturersQuery());
