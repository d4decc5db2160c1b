import type {
  BuyerOrderState,
  BuyerOrders,
  BuyerQuoteBoard,
  CreateReview,
  DecideQuoteReply,
  QuoteDecision,
  ReputationList,
  ReviewView,
  Unsubscribed,
} from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationsKey } from '@/lib/api/notifications';
import { myQuoteRequestsKey } from '@/lib/api/quotes';

/** The buyer's requests by submission, with replies, orders and reviews (D17, D18, D26). */
export const quoteBoardKey = ['me', 'quote-board'] as const;

export const useQuoteBoard = (page: number) =>
  useQuery({
    queryKey: [...quoteBoardKey, page],
    queryFn: ({ signal }) =>
      api.get<BuyerQuoteBoard>('/me/quote-board', { query: { page, pageSize: 10 }, signal }),
    // Replies and order steps arrive from the other side: read again when the tab comes back.
    refetchOnWindowFocus: true,
  });

/** The buyer's orders, newest first, one page of a state (or all), with each state's count. */
export const useMyOrders = (page: number, state: BuyerOrderState | undefined) =>
  useQuery({
    queryKey: [...quoteBoardKey, 'orders', page, state ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<BuyerOrders>('/me/orders', {
        query: { page, pageSize: 10, ...(state ? { state } : {}) },
        signal,
      }),
    refetchOnWindowFocus: true,
  });

function useRefreshBoard() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: quoteBoardKey });
    void queryClient.invalidateQueries({ queryKey: myQuoteRequestsKey });
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  };
}

/** D17: accepting makes the order; the other replies of the group become not chosen. */
export function useAcceptReply() {
  const refresh = useRefreshBoard();
  return useMutation({
    mutationFn: (replyId: number) => api.post<QuoteDecision>(`/me/quote-replies/${replyId}/accept`, {}),
    meta: { handlesErrors: true },
    onSettled: refresh,
  });
}

export function useDeclineReply() {
  const refresh = useRefreshBoard();
  return useMutation({
    mutationFn: ({ replyId, ...body }: DecideQuoteReply & { replyId: number }) =>
      api.post<QuoteDecision>(`/me/quote-replies/${replyId}/decline`, body),
    meta: { handlesErrors: true },
    onSettled: refresh,
  });
}

/** D26: one review per delivered order. */
export function useCreateReview(orderId: number) {
  const refresh = useRefreshBoard();
  return useMutation({
    mutationFn: (input: CreateReview) => api.post<ReviewView>(`/me/orders/${orderId}/review`, input),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

/** D26/D27 figures of the manufacturers on the quote sheet. */
export const useReputation = (manufacturerIds: number[]) => {
  const ids = [...new Set(manufacturerIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['manufacturers', 'reputation', ids.join(',')],
    queryFn: ({ signal }) =>
      api.get<ReputationList>('/manufacturers/reputation', { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
};

/** D17: the unsubscribe page's button; the token of the e-mail's link alone decides. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<Unsubscribed>('/notifications/unsubscribe', { token }),
    meta: { handlesErrors: true },
    onSuccess: (answer, token) => queryClient.setQueryData(['unsubscribe', token], answer),
  });
}

/** Whose e-mails the link stops; reading it changes nothing. */
export const unsubscribeQuery = (token: string) => ({
  queryKey: ['unsubscribe', token] as const,
  queryFn: () => api.get<Unsubscribed>('/notifications/unsubscribe', { query: { token } }),
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});
