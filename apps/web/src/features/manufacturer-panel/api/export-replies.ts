// D47, D48: the manufacturer's export replies to a request (each with its container plan).
import type { ExportOfferList, ExportOfferView, ExportReplyInput } from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const exportRepliesKey = (id: number) => ['vendor', 'quote-requests', 'export-replies', id] as const;

export const useExportReplies = (id: number) =>
  useQuery({
    queryKey: exportRepliesKey(id),
    queryFn: ({ signal }) =>
      api.get<ExportOfferList>(`/vendor/quote-requests/${id}/export-replies`, { signal }),
  });

/** An export reply or revision; the form shows field errors itself (`handlesErrors`). */
export function useSendExportReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExportReplyInput) =>
      api.post<ExportOfferView>(`/vendor/quote-requests/${id}/export-replies`, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: exportRepliesKey(id) }),
        client.invalidateQueries({ queryKey: ['vendor', 'quote-requests', 'one', id] }),
        client.invalidateQueries({ queryKey: ['vendor', 'quote-requests', 'list'] }),
      ]),
    meta: { handlesErrors: true },
  });
}
