import type { QuoteThread } from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** D17: one thread per quote request, read by its buyer and its manufacturer. */
export const quoteThreadKey = (requestId: number) => ['quote-thread', requestId] as const;

export const useQuoteThread = (requestId: number, enabled = true) =>
  useQuery({
    queryKey: quoteThreadKey(requestId),
    queryFn: ({ signal }) => api.get<QuoteThread>(`/quote-requests/${requestId}/messages`, { signal }),
    enabled,
    // A conversation: look for the other side's answer every 20 s while it is on screen.
    refetchInterval: 20_000,
  });

export function usePostQuoteMessage(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<QuoteThread>(`/quote-requests/${requestId}/messages`, { body }),
    meta: { handlesErrors: true },
    onSuccess: (thread) => queryClient.setQueryData(quoteThreadKey(requestId), thread),
  });
}

/** ADR 021: a photo or video of the stone, with an optional text, sent as one multipart form. */
export function usePostQuoteFile(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, body }: { file: File; body: string }) => {
      const form = new FormData();
      if (body) form.append('body', body);
      form.append('file', file);
      return api.post<QuoteThread>(`/quote-requests/${requestId}/messages/files`, form);
    },
    meta: { handlesErrors: true },
    onSuccess: (thread) => queryClient.setQueryData(quoteThreadKey(requestId), thread),
  });
}
