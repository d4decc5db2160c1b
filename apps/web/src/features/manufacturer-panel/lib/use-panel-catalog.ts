import { useEffect, useState } from 'react';
import { type CatalogArea, catalogsReady, ensureCatalogs, useLocale } from '@/lib/i18n';

const PANEL: CatalogArea[] = ['panel'];

/**
 * D40: the panel's messages for a page that sits outside the panel's guard (the manufacturer's
 * sign-in and registration, rendered in the browser only). True once the panel catalogue of the
 * page's language is loaded; until then the page shows nothing rather than English that turns into
 * Hindi a moment later. English needs no catalogue for these pages' plain texts.
 */
export function usePanelCatalog(): boolean {
  const locale = useLocale();
  const ready = locale === 'en' || catalogsReady(locale, PANEL);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void ensureCatalogs(locale, PANEL).then(() => {
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return ready;
}
