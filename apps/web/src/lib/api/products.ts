import type { StoreProductDetail, StoreProductList } from '@granite/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api';

export const productsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['catalog', 'products', params],
    queryFn: ({ signal }) => api.get<StoreProductList>('/products', { query: params, signal }),
    staleTime: 30_000,
  });

/** The previous page stays on screen while the next one loads, so the grid never collapses. */
export const useProducts = (params: QueryParams) =>
  useQuery({ ...productsQuery(params), placeholderData: keepPreviousData });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'product', id],
    queryFn: ({ signal }) => api.get<StoreProductDetail>(`/products/${id}`, { signal }),
    staleTime: 60_000,
  });

export const useProduct = (id: number) => useQuery({ ...productQuery(id), enabled: id > 0 });
