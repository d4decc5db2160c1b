import type { ContentBlock, ContentKey, ContentValue } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type SiteContent = { [K in ContentKey]: ContentBlock<K> };

/**
 * Every content block and setting in one request (D19): the footer needs three of them on every
 * page, so the home, about, legal and contact pages then draw from the same cached answer.
 */
export const siteContentQuery = () =>
  queryOptions({
    queryKey: ['content'],
    queryFn: ({ signal }) => api.get<SiteContent>('/content', { signal }),
    staleTime: 5 * 60_000,
  });

/** One block's merged value (stored over defaults, server side); undefined while loading. */
export function useContentBlock<K extends ContentKey>(key: K) {
  const query = useQuery({ ...siteContentQuery(), select: (all) => all[key].value as ContentValue<K> });
  return { value: query.data, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
