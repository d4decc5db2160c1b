// D39: samples of a lot. The buyer asks for one from the product page and follows it on the dashboard;
// the manufacturer answers in the panel. Shared by the catalogue (the lot's button), the buyer's
// dashboard and the panel, like the quote request calls beside it.
import type {
  CreateSampleRequestInput,
  DispatchSampleInput,
  SampleList,
  SampleStatus,
  SampleView,
} from '@granite/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const mySamplesKey = ['me', 'samples'] as const;
export const manufacturerSamplesKey = ['vendor', 'samples'] as const;

export const mySamplesQuery = (page = 1) =>
  queryOptions({
    queryKey: [...mySamplesKey, page],
    queryFn: ({ signal }) => api.get<SampleList>('/me/samples', { query: { page, pageSize: 20 }, signal }),
  });

export const useMySamples = (page = 1, enabled = true) => useQuery({ ...mySamplesQuery(page), enabled });

export const manufacturerSamplesQuery = (status: SampleStatus | '', page = 1) =>
  queryOptions({
    queryKey: [...manufacturerSamplesKey, status, page],
    queryFn: ({ signal }) =>
      api.get<SampleList>('/vendor/samples', { query: { status, page, pageSize: 20 }, signal }),
  });

export const useManufacturerSamples = (status: SampleStatus | '', page = 1) =>
  useQuery(manufacturerSamplesQuery(status, page));

/** POST /lots/{id}/samples; the form shows its own failures. */
export function useRequestSample(lotId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSampleRequestInput) => api.post<SampleView>(`/lots/${lotId}/samples`, body),
    meta: { handlesErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mySamplesKey }),
  });
}

type Step =
  | { side: 'buyer'; step: 'received' | 'cancel' }
  | { side: 'vendor'; step: 'accept'; body: { fee: string | number } }
  | { side: 'vendor'; step: 'decline'; body: { reason: string } }
  | { side: 'vendor'; step: 'dispatch'; body: DispatchSampleInput };

/** One step of a sample's life, by the buyer (received, cancel) or the manufacturer (accept, decline, dispatch). */
export function useSampleStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (s: Step) =>
      s.side === 'buyer'
        ? api.post<SampleView>(`/me/samples/${id}/${s.step}`, {})
        : api.post<SampleView>(`/vendor/samples/${id}/${s.step}`, s.body),
    meta: { handlesErrors: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mySamplesKey });
      void queryClient.invalidateQueries({ queryKey: manufacturerSamplesKey });
    },
  });
}
