import type {
  BuyerQuoteRequest,
  CreatedQuoteRequests,
  CreateMultiQuoteRequest,
  CreateQuoteRequest,
  Paginated,
} from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** D16: one key per form submission; a retry or a second click sends the same one. */
export const submitQuoteRequest = (input: CreateQuoteRequest, idempotencyKey: string) =>
  api.post<CreatedQuoteRequests>('/quote-requests', input, {
    headers: { 'idempotency-key': idempotencyKey },
  });

export const submitMultiQuoteRequest = (input: CreateMultiQuoteRequest, idempotencyKey: string) =>
  api.post<CreatedQuoteRequests>('/quote-requests/multi', input, {
    headers: { 'idempotency-key': idempotencyKey },
  });

export const myQuoteRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: ['me', 'quote-requests', page],
    queryFn: ({ signal }) =>
      api.get<Paginated<BuyerQuoteRequest>>('/me/quote-requests', { query: { page, pageSize: 20 }, signal }),
  });

export const useMyQuoteRequests = (page: number) => useQuery(myQuoteRequestsQuery(page));
