import type {
  AdminOrderList,
  AdminPaymentDecision,
  CloseClaim,
  OrderClaimView,
  OrderPaymentResult,
  ProductLotsView,
  PublicLotView,
} from '@granite/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const key = ['admin', 'orders'] as const;

/** D37: every order, those with an open claim or a disputed payment first. */
export const useAdminOrders = (page: number, attention: boolean) =>
  useQuery({
    queryKey: [...key, page, attention],
    queryFn: ({ signal }) =>
      api.get<AdminOrderList>('/admin/orders', {
        query: { page, pageSize: 20, ...(attention ? { attention: 'true' } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useCloseClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, claimId, ...body }: CloseClaim & { orderId: number; claimId: number }) =>
      api.post<OrderClaimView>(`/admin/orders/${orderId}/claims/${claimId}/close`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['order-documents'] }),
      ]),
    meta: { handlesErrors: true },
  });
}

/** D42: the available slabs of a product, lot by lot, that a claim's replacement may send. */
export const useAvailableSlabs = (productId: number | null) =>
  useQuery({
    queryKey: ['admin', 'replacement-slabs', productId],
    enabled: productId !== null,
    queryFn: async ({ signal }) => {
      const { items } = await api.get<ProductLotsView>(`/products/${productId}/lots`, { signal });
      const lots = await Promise.all(
        items.map((lot) => api.get<PublicLotView>(`/lots/${lot.id}`, { signal })),
      );
      return lots.flatMap((lot) =>
        lot.slabs
          .filter((s) => s.status === 'available')
          .map((s) => ({
            id: s.id,
            label: `Lot ${lot.lotNumber} · block ${lot.blockNumber} · slab ${s.sequence} (${s.usableSqft} sq.ft)`,
          })),
      );
    },
  });

/** D45: an admin decides a disputed payment the buyer answered and the manufacturer left for 7 days. */
export function useAdminPaymentDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      paymentId,
      ...body
    }: AdminPaymentDecision & { orderId: number; paymentId: number }) =>
      api.post<OrderPaymentResult>(`/admin/orders/${orderId}/payments/${paymentId}/decide`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    meta: { handlesErrors: true },
  });
}
