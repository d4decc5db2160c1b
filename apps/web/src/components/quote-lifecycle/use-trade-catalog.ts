import { useEffect, useState } from 'react';
import { type CatalogArea, catalogsReady, ensureCatalogs, useLocale } from '@/lib/i18n';

const TRADE: CatalogArea[] = ['trade'];

/**
 * D40: the trade screens' messages for a component that also shows outside the trade pages (the
 * bell in the site header, the quote and sample dialogs on a product page). True once the trade
 * catalogue of the page's language is loaded; until then a caller shows its loading state, so no
 * message is painted half-formatted.
 */
export function useTradeCatalog(): boolean {
  const locale = useLocale();
  const ready = catalogsReady(locale, TRADE);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void ensureCatalogs(locale, TRADE).then(() => {
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return ready;
}
