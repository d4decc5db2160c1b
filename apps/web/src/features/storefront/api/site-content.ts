import type { ContentBlock, ContentKey, ContentValue, StoreLegalPageLinks } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type SiteContent = { [K in ContentKey]: ContentBlock<K> };

/**
 * Which request carries each content block (D19). `site` holds what the header, the footer and the
 * page titles need on every page; each other group is read by the pages that show it. A page's
 * server-rendered HTML then carries its own blocks and the footer's, not every block of the site:
 * the legal texts alone may be 100k characters each (the footer reads only their titles, from
 * legalPageLinksQuery).
 */
export const CONTENT_GROUPS = {
  site: ['footer_info', 'social_media', 'seo', 'contact_settings'],
  home: [
    'hero',
    'featured_products',
    'how_it_works',
    'why_choose_us',
    'categories',
    'trusted_manufacturers',
    'cta',
    'contact_info',
    'home_about',
    'become_vendor',
  ],
  about: ['company_info', 'team_members'],
  legal: ['legal_info'],
} as const satisfies Record<string, readonly ContentKey[]>;

export type ContentGroup = keyof typeof CONTENT_GROUPS;

/** Every key's group (site-content.test.ts checks that each key of the schema is in exactly one). */
const GROUP_OF = new Map<ContentKey, ContentGroup>(
  Object.entries(CONTENT_GROUPS).flatMap(([group, keys]) => keys.map((key) => [key, group as ContentGroup])),
);
export const groupOf = (key: ContentKey): ContentGroup => GROUP_OF.get(key) ?? 'site';

export const siteContentQuery = (group: ContentGroup) =>
  queryOptions({
    queryKey: ['content', group],
    queryFn: ({ signal }) =>
      api.get<SiteContent>('/content', { signal, query: { keys: CONTENT_GROUPS[group].join(',') } }),
    staleTime: 5 * 60_000,
  });

/** The legal pages' titles and addresses, for the footer's links (storefront 2.2, 2.15). */
export const legalPageLinksQuery = () =>
  queryOptions({
    queryKey: ['content', 'legal-pages'],
    queryFn: ({ signal }) => api.get<StoreLegalPageLinks>('/content/legal-pages', { signal }),
    staleTime: 5 * 60_000,
  });

/** One block's merged value (stored over defaults, server side); undefined while loading. */
export function useContentBlock<K extends ContentKey>(key: K) {
  const query = useQuery({
    ...siteContentQuery(groupOf(key)),
    select: (all) => all[key].value as ContentValue<K>,
  });
  return { value: query.data, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** The footer's legal links; undefined while loading (the fixed pages' own titles stand in). */
export function useLegalPageLinks() {
  return useQuery(legalPageLinksQuery()).data?.pages;
}
