// D43: the manufacturer's e-invoicing: its settings (turnover declaration, IRP API credentials) and
// each order's documents with their registration at the IRP, a new try and an IRN's cancellation.
import type {
  CancelIrnInput,
  EInvoiceSettings,
  EInvoiceSettingsInput,
  OrderEInvoices,
  OrderStatus,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const eInvoiceSettingsQuery = queryOptions({
  queryKey: ['vendor', 'e-invoice', 'settings'],
  queryFn: ({ signal }) => api.get<EInvoiceSettings>('/vendor/e-invoice/settings', { signal }),
});

export const useEInvoiceSettings = () => useQuery(eInvoiceSettingsQuery);

export function useSaveEInvoiceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EInvoiceSettingsInput) =>
      api.put<EInvoiceSettings>('/vendor/e-invoice/settings', input),
    onSuccess: (saved) => client.setQueryData(eInvoiceSettingsQuery.queryKey, saved),
    meta: { handlesErrors: true },
  });
}

/** The order's e-invoices; the order's status is in the key, so shipping (which registers the invoice) refetches it. */
export const orderEInvoicesQuery = (orderId: number, status: OrderStatus) =>
  queryOptions({
    queryKey: ['vendor', 'e-invoice', 'order', orderId, status],
    queryFn: ({ signal }) => api.get<OrderEInvoices>(`/vendor/orders/${orderId}/e-invoices`, { signal }),
  });

export const useOrderEInvoices = (orderId: number, status: OrderStatus) =>
  useQuery(orderEInvoicesQuery(orderId, status));

/** A new try at the IRP, or the cancellation of an IRN; the answer is the order's e-invoices now. */
export function useEInvoiceAction(orderId: number, status: OrderStatus) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { documentId: number; cancel?: CancelIrnInput }) =>
      api.post<OrderEInvoices>(
        `/vendor/orders/${orderId}/e-invoices/${a.documentId}/${a.cancel ? 'cancel' : 'register'}`,
        a.cancel ?? {},
      ),
    onSuccess: (answer) =>
      Promise.all([
        client.setQueryData(orderEInvoicesQuery(orderId, status).queryKey, answer),
        client.invalidateQueries({ queryKey: ['order-documents', 'vendor', orderId] }),
      ]),
    meta: { handlesErrors: true },
  });
}
