import type { SessionView } from '@granite/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const sessionQueryKey = ['session'] as const;

/** Who is signed in, from the server (D1): GET /api/v1/session answers `null` when signed out. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }) =>
    (await api.get<{ session: SessionView | null }>('/session', { signal })).session,
  staleTime: 60_000,
  retry: 1,
});

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-out'; session: null }
  | { status: 'signed-in'; session: SessionView };

export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  if (query.isPending) return { status: 'loading', session: null };
  if (!query.data) return { status: 'signed-out', session: null };
  return { status: 'signed-in', session: query.data };
}

export function hasRole(session: SessionView | null, role: 'buyer' | 'vendor' | 'admin'): boolean {
  return Boolean(session?.roles.includes(role));
}

/** After sign-in or sign-out: read the session again before anything else uses it. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'none' });
    return queryClient.fetchQuery(sessionQueryOptions);
  };
}
