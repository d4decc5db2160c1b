import type { Paginated, ReviewView } from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const key = ['admin', 'reviews'] as const;

export const useAdminReviews = (query: Record<string, string>) =>
  useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) =>
      api.get<Paginated<ReviewView>>('/admin/reviews', {
        query: { page: query.page, pageSize: query.pageSize, hidden: query.hidden },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** D26: hide with a reason, or show again; both are recorded in the activity log (D28). */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      reason === null
        ? api.post<ReviewView>(`/admin/reviews/${id}/show`, {})
        : api.post<ReviewView>(`/admin/reviews/${id}/hide`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
