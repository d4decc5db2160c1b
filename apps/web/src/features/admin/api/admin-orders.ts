import type { AdminOrderList, CloseClaim, OrderClaimView } from '@granite/shared';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    meta: { handlesErrors: true },
  });
}
