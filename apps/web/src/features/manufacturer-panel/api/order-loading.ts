// D49: the order's loading list in the panel: read it, load a slab (label or typed number), take one
// off, write down why a slab does not travel, bundle photos. Each answer is the list as it now stands.
import type { LoadingView, RecordShortfall, ScanResult, ScanSlab } from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const loadingKey = (orderId: number) => ['vendor', 'orders', 'loading', orderId] as const;

export const useOrderLoading = (orderId: number) =>
  useQuery({
    queryKey: loadingKey(orderId),
    queryFn: ({ signal }) => api.get<LoadingView>(`/vendor/orders/${orderId}/loading`, { signal }),
  });

function useLoadingChange<I, R>(
  orderId: number,
  call: (input: I) => Promise<R>,
  viewOf: (r: R) => LoadingView,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refused scan is said beside the scanner, where the yard looks.
    meta: { handlesErrors: true },
    onSuccess: (answer) => client.setQueryData(loadingKey(orderId), viewOf(answer)),
  });
}

export const useScanSlab = (orderId: number) =>
  useLoadingChange(
    orderId,
    (input: ScanSlab) => api.post<ScanResult>(`/vendor/orders/${orderId}/loading/scans`, input),
    (r) => r.loading,
  );

export const useRemoveScan = (orderId: number) =>
  useLoadingChange(
    orderId,
    (slabId: number) => api.delete<LoadingView>(`/vendor/orders/${orderId}/loading/scans/${slabId}`),
    (r) => r,
  );

export const useRecordShortfall = (orderId: number) =>
  useLoadingChange(
    orderId,
    (input: RecordShortfall) => api.post<LoadingView>(`/vendor/orders/${orderId}/loading/shortfalls`, input),
    (r) => r,
  );

export const useAddLoadingPhoto = (orderId: number) =>
  useLoadingChange(
    orderId,
    (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<LoadingView>(`/vendor/orders/${orderId}/loading/photos`, form);
    },
    (r) => r,
  );

export const useRemoveLoadingPhoto = (orderId: number) =>
  useLoadingChange(
    orderId,
    (photoId: number) => api.delete<LoadingView>(`/vendor/orders/${orderId}/loading/photos/${photoId}`),
    (r) => r,
  );

/** The lorry is loaded: the buyer is told (bell and e-mail) and reads the as-loaded list. */
export const useAnnounceLoaded = (orderId: number) =>
  useLoadingChange(
    orderId,
    () => api.post<LoadingView>(`/vendor/orders/${orderId}/loading/complete`, {}),
    (r) => r,
  );
