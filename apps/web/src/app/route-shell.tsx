import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LocaleProvider, splitLocalePath, useT } from '@/lib/i18n';
import { OfflineBanner } from './offline-banner';

/**
 * Root of the route tree: the page's language (D40: from its address, `/hi/…` Hindi, else English),
 * scroll restoration and a slim progress bar while a page module loads.
 */
export function RouteShell() {
  const { locale } = splitLocalePath(useLocation().pathname);

  // The server writes <html lang> and, on Hindi pages, the Devanagari font; a move between
  // languages in the browser does the same here.
  useEffect(() => {
    const root = document.documentElement;
    const lang = locale === 'hi' ? 'hi' : 'en-IN';
    if (root.lang !== lang) root.lang = lang;
    if (locale === 'hi')
      void import('@/lib/i18n/devanagari-font').then((m) => m.declareDevanagariFont()).catch(() => undefined);
  }, [locale]);

  return (
    <LocaleProvider locale={locale}>
      <Progress />
      <Outlet />
      <OfflineBanner />
      <ScrollRestoration />
    </LocaleProvider>
  );
}

function Progress() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('Loading page')}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-copper-100"
    >
      <div className="h-full w-2/5 bg-copper-700 motion-safe:animate-progress" />
    </div>
  );
}

/** Shown while the first page module loads (before anything else is on screen). */
export function InitialLoading() {
  const t = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-stone-50" role="status" aria-live="polite">
      <span className="sr-only">{t('Loading…')}</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-stone-300 border-t-copper-700"
      />
    </div>
  );
}
