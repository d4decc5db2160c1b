import type { OrderPaymentResult } from '@granite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** D36: the manufacturer confirms a recorded payment, or disputes it with a reason. */
export function usePaymentDecision(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason?: string }) =>
      api.post<OrderPaymentResult>(
        `/vendor/orders/${orderId}/payments/${paymentId}/${reason === undefined ? 'confirm' : 'dispute'}`,
        reason === undefined ? {} : { reason },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['vendor', 'orders', 'one', orderId] }),
        client.invalidateQueries({ queryKey: ['vendor', 'orders', 'list'] }),
      ]),
    meta: { handlesErrors: true },
  });
}
