// The manufacturer's quote inbox and orders (D17, D18): fetchers, query options and hooks.
import type {
  CancelOrder,
  ManufacturerOrderList,
  ManufacturerQuoteDetail,
  ManufacturerQuoteList,
  OrderView,
  QuoteReplyInput,
  ShipOrderForm,
} from '@granite/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const manufacturerQuotesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['vendor', 'quote-requests', 'list', params],
    queryFn: ({ signal }) =>
      api.get<ManufacturerQuoteList>('/vendor/quote-requests', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useManufacturerQuotes = (params: Record<string, string>) =>
  useQuery(manufacturerQuotesQuery(params));

const quoteKey = (id: number) => ['vendor', 'quote-requests', 'one', id] as const;

export const useManufacturerQuote = (id: number) =>
  useQuery({
    queryKey: quoteKey(id),
    queryFn: ({ signal }) => api.get<ManufacturerQuoteDetail>(`/vendor/quote-requests/${id}`, { signal }),
  });

/** A reply or a revision; the form shows field errors itself (`handlesErrors`). */
export function useSendReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteReplyInput) =>
      api.post<ManufacturerQuoteDetail>(`/vendor/quote-requests/${id}/replies`, input),
    onSuccess: (detail) => {
      client.setQueryData(quoteKey(id), detail);
      return client.invalidateQueries({ queryKey: ['vendor', 'quote-requests', 'list'] });
    },
    meta: { handlesErrors: true },
  });
}

export const manufacturerOrdersQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['vendor', 'orders', 'list', params],
    queryFn: ({ signal }) => api.get<ManufacturerOrderList>('/vendor/orders', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const useManufacturerOrders = (params: Record<string, string>) =>
  useQuery(manufacturerOrdersQuery(params));

export const useManufacturerOrder = (id: number | undefined) =>
  useQuery({
    queryKey: ['vendor', 'orders', 'one', id],
    queryFn: ({ signal }) => api.get<OrderView>(`/vendor/orders/${id}`, { signal }),
    enabled: id !== undefined,
  });

export type OrderStep =
  | { action: 'confirm' | 'deliver' }
  | { action: 'ship'; input: ShipOrderForm }
  | { action: 'cancel'; input: CancelOrder };

/** Confirm Order, Mark as Shipped, Mark as Delivered, Cancel (D18). */
export function useOrderStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: OrderStep }) =>
      api.post<OrderView>(`/vendor/orders/${id}/${step.action}`, 'input' in step ? step.input : {}),
    onSuccess: (order) => {
      client.setQueryData(['vendor', 'orders', 'one', order.id], order);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['vendor', 'orders', 'list'] }),
        client.invalidateQueries({ queryKey: ['vendor', 'quote-requests'] }),
        client.invalidateQueries({ queryKey: ['vendor', 'dashboard'] }),
        // D49: a shipped order's loading list is closed.
        client.invalidateQueries({ queryKey: ['vendor', 'orders', 'loading', order.id] }),
      ]);
    },
    // A refused step (the order moved on in another tab or by another member: "already confirmed")
    // reloads the order, so the drawer and the list stop offering the step that was refused.
    onError: (_error, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['vendor', 'orders', 'one', id] }),
        client.invalidateQueries({ queryKey: ['vendor', 'orders', 'list'] }),
      ]),
  });
}
