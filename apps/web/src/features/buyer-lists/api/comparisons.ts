import type {
  CreateSavedComparison,
  SavedComparison,
  StoreComparison,
  StoreComparisonQueryInput,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Storefront 2.9: data caching in comparison is fresh 5 minutes with 1 retry. */
export const comparisonQuery = (query: StoreComparisonQueryInput) =>
  queryOptions({
    queryKey: ['comparison', query],
    // The comparison shows no photos: a row's image and its renditions (a quarter of the rows'
    // bytes) stay out of the cache, and so out of the server-rendered page's data.
    queryFn: async ({ signal }) => {
      const comparison = await api.get<StoreComparison>('/comparison', {
        query: query as Record<string, string | number | undefined>,
        signal,
      });
      return { ...comparison, rows: comparison.rows.map((row) => ({ ...row, image: null, imageUrl: null })) };
    },
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

export const useComparison = (query: StoreComparisonQueryInput) =>
  useQuery({ ...comparisonQuery(query), placeholderData: keepPreviousData });

export const savedComparisonsQuery = queryOptions({
  queryKey: ['me', 'saved-comparisons'],
  queryFn: ({ signal }) => api.get<{ items: SavedComparison[] }>('/me/saved-comparisons', { signal }),
});

export const saveComparisonOnServer = (input: CreateSavedComparison) =>
  api.post<SavedComparison>('/me/saved-comparisons', input);
export const deleteSavedComparisonOnServer = (id: string) => api.delete<void>(`/me/saved-comparisons/${id}`);

/** D22: the saved list is read again after each change. The page toasts a failure itself. */
export function useSaveComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComparisonOnServer,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedComparisonsQuery.queryKey }),
  });
}

export function useDeleteSavedComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedComparisonOnServer,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedComparisonsQuery.queryKey }),
  });
}
