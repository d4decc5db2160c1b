// D44: the manufacturer's bank account and UPI ID, kept in panel Settings.
import type { PayeeSettings, UpdatePayee } from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const payeeQuery = (manufacturerId: number) =>
  queryOptions({
    queryKey: ['vendor', 'payee', manufacturerId],
    queryFn: ({ signal }) =>
      api.get<PayeeSettings>(`/vendor/manufacturers/${manufacturerId}/payee`, { signal }),
  });

export const usePayee = (manufacturerId: number) => useQuery(payeeQuery(manufacturerId));

export function useUpdatePayee(manufacturerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePayee) =>
      api.put<PayeeSettings>(`/vendor/manufacturers/${manufacturerId}/payee`, input),
    onSuccess: (saved) => client.setQueryData(payeeQuery(manufacturerId).queryKey, saved),
    meta: { handlesErrors: true },
  });
}
