import type {
  BuyerQuoteRequest,
  CreatedQuoteRequests,
  CreateMultiQuoteRequestBody,
  CreateQuoteRequestBody,
  Paginated,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The buyer's own quote requests: every page of the list lives under this key. */
export const myQuoteRequestsKey = ['me', 'quote-requests'] as const;

/** D16: one key per form submission; a retry or a second click sends the same one. */
export const submitQuoteRequest = (input: CreateQuoteRequestBody, idempotencyKey: string) =>
  api.post<CreatedQuoteRequests>('/quote-requests', input, {
    headers: { 'idempotency-key': idempotencyKey },
  });

export const submitMultiQuoteRequest = (input: CreateMultiQuoteRequestBody, idempotencyKey: string) =>
  api.post<CreatedQuoteRequests>('/quote-requests/multi', input, {
    headers: { 'idempotency-key': idempotencyKey },
  });

export const myQuoteRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...myQuoteRequestsKey, page],
    queryFn: ({ signal }) =>
      api.get<Paginated<BuyerQuoteRequest>>('/me/quote-requests', { query: { page, pageSize: 20 }, signal }),
  });

export const useMyQuoteRequests = (page: number) => useQuery(myQuoteRequestsQuery(page));

/**
 * One product's request, or the same request for several products at once (spec 5); with chosen
 * slabs the quantity is left to the server (D33).
 */
export type NewQuoteRequest =
  | { kind: 'single'; input: CreateQuoteRequestBody }
  | { kind: 'multi'; input: CreateMultiQuoteRequestBody };

/**
 * Sends a quote request form under its idempotency key; afterwards every page of the buyer's list
 * is read again. The form shows its own failures (field errors and a toast), hence `handlesErrors`.
 */
export function useCreateQuoteRequest(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewQuoteRequest) =>
      request.kind === 'multi'
        ? submitMultiQuoteRequest(request.input, idempotencyKey)
        : submitQuoteRequest(request.input, idempotencyKey),
    meta: { handlesErrors: true },
    onSuccess: () => {
      // Not awaited: the dialog closes at once and the list refreshes behind it.
      void queryClient.invalidateQueries({ queryKey: myQuoteRequestsKey });
    },
  });
}
