// D34: the buyer's business and delivery addresses (the Business details tab edits them; the quote
// form offers them) and the admins' GST rate table.
import type {
  DeliveryAddressInput,
  DeliveryAddressList,
  DeliveryAddressView,
  HsnRateInput,
  HsnRateList,
  HsnRateView,
  MyBusiness,
  UpdateBuyerBusinessInput,
  UpdateHsnRate,
} from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const myBusinessKey = ['me', 'business'] as const;
export const myAddressesKey = ['me', 'delivery-addresses'] as const;
export const hsnRatesKey = ['admin', 'hsn-rates'] as const;

export const useMyBusiness = (enabled = true) =>
  useQuery({
    queryKey: myBusinessKey,
    queryFn: ({ signal }) => api.get<MyBusiness>('/me/business', { signal }),
    enabled,
  });

export const useMyDeliveryAddresses = (enabled = true) =>
  useQuery({
    queryKey: myAddressesKey,
    queryFn: ({ signal }) => api.get<DeliveryAddressList>('/me/delivery-addresses', { signal }),
    enabled,
  });

export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBuyerBusinessInput) => api.put<MyBusiness>('/me/business', body),
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(myBusinessKey, saved),
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DeliveryAddressInput & { id?: number }) =>
      id
        ? api.put<DeliveryAddressView>(`/me/delivery-addresses/${id}`, body)
        : api.post<DeliveryAddressView>('/me/delivery-addresses', body),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAddressesKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/me/delivery-addresses/${id}`),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAddressesKey }),
  });
}

export const useHsnRates = () =>
  useQuery({
    queryKey: hsnRatesKey,
    queryFn: ({ signal }) => api.get<HsnRateList>('/admin/hsn-rates', { signal }),
  });

export function useSaveHsnRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: (HsnRateInput & { id?: undefined }) | (UpdateHsnRate & { id: number })) =>
      id
        ? api.put<HsnRateView>(`/admin/hsn-rates/${id}`, body)
        : api.post<HsnRateView>('/admin/hsn-rates', body),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: hsnRatesKey }),
  });
}

export function useDeleteHsnRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.delete<void>(`/admin/hsn-rates/${id}`, { query: { version } }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: hsnRatesKey }),
  });
}
