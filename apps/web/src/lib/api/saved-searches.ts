// D41: the buyer's saved searches and the alert unsubscribe link.
import type {
  CreateSavedSearch,
  SavedSearch,
  SavedSearchList,
  SavedSearchUnsubscribed,
  UpdateSavedSearch,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const savedSearchesQuery = queryOptions({
  queryKey: ['me', 'saved-searches'],
  queryFn: ({ signal }) => api.get<SavedSearchList>('/me/saved-searches', { signal }),
});

export const useSavedSearches = (enabled = true) => useQuery({ ...savedSearchesQuery, enabled });

/** Each change reads the list again; the caller toasts failures (409 and 400 say what is wrong). */
function useSavedSearchMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}

export const useSaveSearch = () =>
  useSavedSearchMutation((input: CreateSavedSearch) => api.post<SavedSearch>('/me/saved-searches', input));
export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...input }: UpdateSavedSearch & { id: number }) =>
    api.put<SavedSearch>(`/me/saved-searches/${id}`, input),
  );
export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: number) => api.delete<void>(`/me/saved-searches/${id}`));

export const savedSearchUnsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['saved-search-unsubscribe', token],
    queryFn: ({ signal }) =>
      api.get<SavedSearchUnsubscribed>('/saved-searches/unsubscribe', { query: { token }, signal }),
    retry: false,
  });

export function useSavedSearchUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<SavedSearchUnsubscribed>('/saved-searches/unsubscribe', {}, { query: { token } }),
    meta: { handlesErrors: true },
    onSuccess: (data) => queryClient.setQueryData(savedSearchUnsubscribeQuery(token).queryKey, data),
  });
}
