import type { Paginated, ReviewView } from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const key = ['vendor', 'reviews'] as const;

export const useMyManufacturerReviews = (query: Record<string, string>) =>
  useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) =>
      api.get<Paginated<ReviewView>>('/vendor/reviews', {
        query: { page: query.page, pageSize: query.pageSize },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** D26: the manufacturer's one reply to a review. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      api.post<ReviewView>(`/vendor/reviews/${id}/reply`, { body }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
