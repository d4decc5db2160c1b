import { useEffect } from 'react';

export const SITE_NAME = 'Granite Marketplace';

/** Keeps the tab title in step with client-side navigation; the server sets the first one (D23). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
