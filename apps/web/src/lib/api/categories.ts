import type { StoreCategory } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => api.get<{ items: StoreCategory[] }>('/categories', { signal }),
    staleTime: 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'category', id],
    queryFn: ({ signal }) => api.get<StoreCategory>(`/categories/${id}`, { signal }),
    staleTime: 60_000,
  });

export const useCategory = (id: number) => useQuery({ ...categoryQuery(id), enabled: id > 0 });
