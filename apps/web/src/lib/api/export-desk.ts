// D47, D48: the admins' export tables — dated exchange rates and containers' payload limits.
import type {
  ExchangeRateInput,
  ExchangeRateList,
  ExchangeRateView,
  PayloadLimitInput,
  PayloadLimitList,
  PayloadLimitView,
  UpdateExchangeRate,
  UpdatePayloadLimit,
} from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const exchangeRatesKey = ['admin', 'exchange-rates'] as const;
export const payloadLimitsKey = ['admin', 'payload-limits'] as const;

export const useExchangeRates = () =>
  useQuery({
    queryKey: exchangeRatesKey,
    queryFn: ({ signal }) => api.get<ExchangeRateList>('/admin/exchange-rates', { signal }),
  });

export function useSaveExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: (ExchangeRateInput & { id?: undefined }) | (UpdateExchangeRate & { id: number })) =>
      id
        ? api.put<ExchangeRateView>(`/admin/exchange-rates/${id}`, body)
        : api.post<ExchangeRateView>('/admin/exchange-rates', body),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exchangeRatesKey }),
  });
}

export function useDeleteExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.delete<void>(`/admin/exchange-rates/${id}`, { query: { version } }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exchangeRatesKey }),
  });
}

export const usePayloadLimits = () =>
  useQuery({
    queryKey: payloadLimitsKey,
    queryFn: ({ signal }) => api.get<PayloadLimitList>('/admin/payload-limits', { signal }),
  });

export function useSavePayloadLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: (PayloadLimitInput & { id?: undefined }) | (UpdatePayloadLimit & { id: number })) =>
      id
        ? api.put<PayloadLimitView>(`/admin/payload-limits/${id}`, body)
        : api.post<PayloadLimitView>('/admin/payload-limits', body),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payloadLimitsKey }),
  });
}

export function useDeletePayloadLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.delete<void>(`/admin/payload-limits/${id}`, { query: { version } }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payloadLimitsKey }),
  });
}
