import type { VisitorCreateAccount, VisitorQuoteLink } from '@granite/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';

/** D31: a signed-out visitor's requests, opened by the link mailed to them (no sign-in). */
export const quoteLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['quote-link', token],
    queryFn: ({ signal }) => api.get<VisitorQuoteLink>(`/quote-links/${token}`, { signal }),
    // Replies arrive from the manufacturer: read again when the tab comes back.
    refetchOnWindowFocus: true,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500),
  });

/** Opening the link confirms the address (once; the server ignores a second time). */
export function useConfirmQuoteLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<VisitorQuoteLink>(`/quote-links/${token}/confirm`, {}),
    onSuccess: (view) => queryClient.setQueryData(quoteLinkQuery(token).queryKey, view),
    meta: { handlesErrors: true },
  });
}

/** "Set a password": an account for the link's address that then holds its requests. */
export const useCreateAccountFromLink = (token: string) =>
  useMutation({
    mutationFn: (input: VisitorCreateAccount) =>
      api.post<{ email: string }>(`/quote-links/${token}/account`, input),
    meta: { handlesErrors: true },
  });
