import type {
  AnswerDispute,
  CreateClaim,
  OrderClaimView,
  OrderPayeeView,
  OrderPaymentResult,
  OrderView,
  RecordPayment,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationsKey } from '@/lib/api/notifications';
import { quoteBoardKey } from './quote-board';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: quoteBoardKey });
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    void queryClient.invalidateQueries({ queryKey: ['me', 'order-payee'] });
  };
}

/** D44: where to pay for an accepted order: the account it was given, a later change, the terms. */
export const orderPayeeQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['me', 'order-payee', orderId],
    queryFn: ({ signal }) => api.get<OrderPayeeView>(`/me/orders/${orderId}/payee`, { signal }),
  });

export const useOrderPayee = (orderId: number) => useQuery(orderPayeeQuery(orderId));

/** D45: the buyer answers a disputed payment with a note and a photo or PDF, in one form. */
export function useAnswerDispute(orderId: number, paymentId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ note, file }: AnswerDispute & { file: File }) => {
      const body = new FormData();
      body.append('note', note);
      body.append('file', file);
      return api.post<OrderPaymentResult>(`/me/orders/${orderId}/payments/${paymentId}/answer`, body);
    },
    meta: { handlesErrors: true },
    onSettled: refresh,
  });
}

/** D36: the buyer records a payment made for the order. */
export function useRecordPayment(orderId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RecordPayment) =>
      api.post<OrderPaymentResult>(`/me/orders/${orderId}/payments`, input),
    meta: { handlesErrors: true },
    onSettled: refresh,
  });
}

/** D37: the buyer confirms receipt of the delivered order. */
export function useConfirmReceipt(orderId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post<OrderView>(`/me/orders/${orderId}/receipt`, {}),
    meta: { handlesErrors: true },
    onSettled: refresh,
  });
}

/** D37: a quality claim, then its photos one by one (at most 8). */
export function useRaiseClaim(orderId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ photos, ...input }: CreateClaim & { photos: File[] }) => {
      let claim = await api.post<OrderClaimView>(`/me/orders/${orderId}/claims`, input);
      for (const photo of photos) {
        const body = new FormData();
        body.append('file', photo);
        claim = await api.post<OrderClaimView>(`/me/orders/${orderId}/claims/${claim.id}/photos`, body);
      }
      return claim;
    },
    meta: { handlesErrors: true },
    onSettled: refresh,
  });
}
