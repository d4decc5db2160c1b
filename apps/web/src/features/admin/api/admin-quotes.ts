// Admin Quote Requests tab (D17): fetchers, query options and hooks.
import type {
  AdminQuoteDetail,
  AdminQuoteList,
  CloseQuoteRequest,
  QuoteSettings,
  UpdateQuoteSettings,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminQuotesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'quote-requests', 'list', params],
    queryFn: ({ signal }) => api.get<AdminQuoteList>('/admin/quote-requests', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminQuotes = (params: Record<string, string>) => useQuery(adminQuotesQuery(params));

export const useAdminQuote = (id: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'quote-requests', 'one', id],
    queryFn: ({ signal }) => api.get<AdminQuoteDetail>(`/admin/quote-requests/${id}`, { signal }),
    enabled: id !== undefined,
  });

function useStore() {
  const client = useQueryClient();
  return (detail: AdminQuoteDetail) => {
    client.setQueryData(['admin', 'quote-requests', 'one', detail.request.id], detail);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'quote-requests', 'list'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
  };
}

export function useForwardQuote() {
  const store = useStore();
  return useMutation({
    mutationFn: (id: number) => api.post<AdminQuoteDetail>(`/admin/quote-requests/${id}/forward`, {}),
    // The page shows the spec's 'Failed to update status: {message}' itself.
    meta: { handlesErrors: true },
    onSuccess: store,
  });
}

export function useCloseQuote() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CloseQuoteRequest }) =>
      api.post<AdminQuoteDetail>(`/admin/quote-requests/${id}/close`, input),
    meta: { handlesErrors: true },
    onSuccess: store,
  });
}

const settingsKey = ['admin', 'quote-requests', 'auto-forward'] as const;

export const useQuoteSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<QuoteSettings>('/admin/quote-requests/auto-forward', { signal }),
  });

export function useUpdateQuoteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateQuoteSettings) =>
      api.put<QuoteSettings>('/admin/quote-requests/auto-forward', input),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
    onError: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}
