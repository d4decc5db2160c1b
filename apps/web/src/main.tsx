import './index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-fallback';
import { renderFatalError } from './app/fatal-error';
import { loadFullStylesheetBeforeNavigating } from './app/full-stylesheet';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { readSsrPayload } from './app/ssr-payload';
import { ensureCatalogs, splitLocalePath } from './lib/i18n';
import { onWindowLoaded } from './lib/window-loaded';
import { createAppRouter, routes } from './routes';

/**
 * A server-rendered page is hydrated with the route's page module already loaded (else the router
 * would draw its fallback first) and the query cache the server filled (ADRs 011, 012).
 */
async function loadMatchedPages(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  // Spec 2.19: a missing root element is fatal.
  if (!rootElement) {
    renderFatalError(document.body, new Error('Root element #root not found'));
    return;
  }
  try {
    // D40: the page's language is its address's; its catalogues are in before the first render.
    await ensureCatalogs(splitLocalePath(window.location.pathname).locale);
    const queryClient = createQueryClient();
    const payload = readSsrPayload();
    if (payload) {
      hydrate(queryClient, payload.queries);
      // A record the server found missing (404) shows its not-found view instead of asking again.
      for (const query of payload.queries.queries)
        if (query.state.status === 'error')
          queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
      // D22: the API counts a product view when the page reads the product; the page asks once more
      // after hydration so a server-rendered product page is counted as before.
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'product'], refetchType: 'none' });
      await loadMatchedPages();
    }
    // ADR 011: a page after this one waits for the full stylesheet (this one inlined the storefront's).
    loadFullStylesheetBeforeNavigating(routes);
    const router = createAppRouter();
    const app = (
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders client={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>
    );
    // Hydration in a transition: React then works in slices of a few milliseconds and gives the
    // browser its turn between them, instead of one task as long as the page (on a slow phone the
    // home page's was 270 ms; Lighthouse's TBT). A tap meanwhile is replayed once its part is hydrated.
    if (payload)
      startTransition(() => {
        hydrateRoot(rootElement, app);
      });
    else createRoot(rootElement).render(app);
  } catch (error) {
    renderFatalError(rootElement, error);
  }
}

void start();

// Field data (phones first): real visitors' LCP, INP and CLS, measured by a module loaded only after
// the page has loaded, so nothing before first paint waits for it.
if (import.meta.env.PROD) {
  onWindowLoaded(() => {
    void import('./lib/field-data').then((m) => m.startFieldData()).catch(() => undefined);
  });
}

// Spec 1: the offline and caching worker. Only in a production build (the dev server has no /sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  onWindowLoaded(() => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
