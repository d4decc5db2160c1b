import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const SITE_NAME = 'Granite Marketplace';

/** The `site` group of the content (features/storefront/api/site-content.ts): seo and contact_settings. */
const CONTENT_KEY = ['content', 'site'];
const CONTENT_HASH = JSON.stringify(CONTENT_KEY);

type SiteNames = { siteTitle?: string; siteName?: string };
type ContentAnswer = {
  seo?: { value?: { siteTitle?: string } };
  contact_settings?: { value?: { siteName?: string } };
};

/**
 * The names the admin gave the site (D23: seo.siteTitle for the home page, the General tab's site
 * name after every other title), read from the site content the storefront already holds. It never
 * fetches: where no page has loaded the content (the panels), the built-in name stands.
 */
function useSiteNames(): SiteNames {
  const client = useQueryClient();
  const [content, setContent] = useState(() => client.getQueryData<ContentAnswer>(CONTENT_KEY));
  useEffect(() => {
    // Follows the cache without observing the query: nothing here fetches or changes its options.
    setContent(client.getQueryData<ContentAnswer>(CONTENT_KEY));
    return client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === CONTENT_HASH) setContent(event.query.state.data as ContentAnswer);
    });
  }, [client]);
  return {
    siteTitle: content?.seo?.value?.siteTitle || undefined,
    siteName: content?.contact_settings?.value?.siteName || undefined,
  };
}

/** The tab title the server writes for a page (seo.service's `titled`), so the browser keeps it. */
export function documentTitle(title: string | undefined, names: SiteNames): string {
  const siteName = names.siteName ?? SITE_NAME;
  if (!title) return names.siteTitle ?? siteName;
  return title === siteName ? title : `${title} | ${siteName}`;
}

/** Keeps the tab title in step with client-side navigation; the server sets the first one (D23). */
export function useDocumentTitle(title: string | undefined): void {
  const names = useSiteNames();
  const next = documentTitle(title, names);
  useEffect(() => {
    document.title = next;
  }, [next]);
}
