// Server rendering of the storefront (docs/architecture.md, Shape; ADRs 011 and 012). Built by
// `vite build --ssr` into dist-ssr/ and called by the server's ssr module for each page:
//
// - pageRoute(url): what routes.tsx says of the page at `url`: whether the server renders it and its
//   head (D23). No data is read.
// - render(url): React Router's static handler matches the URL and loads the route's lazy page
//   module; the queries the route and its layouts name (their `handle`) are fetched through the
//   in-process API (the server's services, no HTTP hop), all at once; the cache is dehydrated for
//   the browser; the page is rendered once, streamed, from a client hydrated from that same state,
//   so it is the very tree the browser hydrates. Reads the server cannot answer for everyone (the
//   session, the buyer's own lists) are not named and stay pending, as in the browser's first render.
// Admin, manufacturer and buyer panels, sign-in pages and the wishlist are not marked server-rendered
// (render() answers null): the browser renders them.
import { dehydrate, type FetchQueryOptions, hydrate, type Query, QueryClient } from '@tanstack/react-query';
import { isValidElement, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppErrorBoundary } from './app/error-fallback';
import { AppProviders } from './app/providers';
import type { PageHeadKey, RouteAt, RouteHandle } from './app/server-rendering';
import { payloadScript, serializeError } from './app/ssr-payload';
import { renderMarkdownWith } from './components/markdown';
import { MarkdownRenderer } from './components/markdown-renderer';
import { type InProcessApi, isApiError, setInProcessApi } from './lib/api';
import { type HttpStatus, HttpStatusProvider } from './lib/http-status';
import { CATALOG_AREAS, ensureCatalogs, LOCALES, type Locale, splitLocalePath, translate } from './lib/i18n';
import { DEVANAGARI_HEAD_TAGS } from './lib/i18n/devanagari-font';
import { routes } from './routes';

/** Vite's build manifest (dist/.vite/manifest.json): source module → chunk, for modulepreload links. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; assets?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

let manifest: ViteManifest = {};
/** Page component → its source module in the manifest (src/features/…/pages/….tsx). */
let pageSources: Map<unknown, string> | undefined;
const handler = createStaticHandler(routes);
renderMarkdownWith(MarkdownRenderer);

export type SsrSetup = { api: InProcessApi; manifest?: ViteManifest };

/** Called once at server start. */
export async function setup(options: SsrSetup): Promise<void> {
  setInProcessApi(options.api);
  manifest = options.manifest ?? {};
  // D40: every catalogue of every language, once: page heads are translated without waiting.
  await Promise.all(LOCALES.map((locale) => ensureCatalogs(locale, CATALOG_AREAS)));
  // A page's unit test beside it is not a page: bundled here it would run vitest at server start.
  const modules = import.meta.glob<Record<string, unknown>>([
    './features/*/pages/*.tsx',
    '!./features/*/pages/*.test.tsx',
  ]);
  pageSources = new Map();
  for (const [path, load] of Object.entries(modules)) {
    const module = await load();
    for (const value of Object.values(module))
      if (typeof value === 'function') pageSources.set(value, `src${path.slice(1)}`);
  }
}

/** A Node.js writable stream (typed through React's own signature: this tsconfig has no Node types). */
type Writable = Parameters<ReturnType<typeof renderToPipeableStream>['pipe']>[0];

export type SsrPage = {
  /**
   * Tags for the head: modulepreload links for the page's chunks beyond the entry's (so hydration
   * does not wait for a second round trip), and a preload of the Latin text font.
   */
  headTags: string;
  /** The <script type="application/json"> with the dehydrated queries; goes after the root element. */
  dataScript: string;
  /**
   * Renders the page once and streams the root element's inner HTML into `destination`, then ends it.
   * Resolves once the page is rendered and flowing (nothing is written before), rejects when it
   * cannot be rendered.
   */
  pipe(destination: Writable, onError: (error: unknown) => void): Promise<RenderedPage>;
};

export type RenderedPage = {
  /**
   * 404 when the page drew a not-found view (NotFoundStatus) or one of its reads answered 404 (a
   * product, category or manufacturer that does not exist); else 200.
   */
  status: number;
  /**
   * Queries the page asked for that its route does not prefetch (or the server could not answer):
   * they rendered as loading. Reads only the browser can make (the session) belong here; a public
   * read belongs in the route's `queries`.
   */
  notPrefetched: string[];
};

/** What routes.tsx says of the page at an address; `locale` is the address's language (D40). */
export type PageRoute = { serverRendered: boolean; head: PageHeadKey; locale: Locale };

/**
 * `message` in `locale` (D40): the server writes page heads with it (their titles are the
 * catalogues' messages, the English text the id).
 */
export { translate };

/** What a page's head carries for its language beyond the route's head: the Devanagari font for Hindi. */
export function localeHeadTags(locale: Locale): string {
  return locale === 'hi' ? DEVANAGARI_HEAD_TAGS : '';
}

/** A route's head with its title in the page's language. */
function localized(head: PageHeadKey, locale: Locale): PageHeadKey {
  return head.page === 'titled' ? { ...head, title: translate(locale, head.title) } : head;
}

const handleOf = (route: { handle?: unknown }) => route.handle as RouteHandle | undefined;

/** The head of the innermost route that names one; the site's own head otherwise. */
function headOf(matches: { route: { handle?: unknown } }[], at: RouteAt): PageHeadKey {
  for (const { route } of [...matches].reverse()) {
    const head = handleOf(route)?.head;
    if (head) return typeof head === 'function' ? head(at) : head;
  }
  return { page: 'site' };
}

const locationOf = (url: string) => new URL(url, 'http://localhost');

/** What routes.tsx says of the page at `url`, without reading any data. */
export function pageRoute(url: string): PageRoute {
  const location = locationOf(url);
  const matches = matchRoutes(handler.dataRoutes, location.pathname) ?? [];
  const leaf = matches[matches.length - 1];
  const { locale } = splitLocalePath(location.pathname);
  return {
    serverRendered: Boolean(leaf && handleOf(leaf.route)?.serverRendered),
    head: localized(headOf(matches, { params: leaf?.params ?? {}, search: location.searchParams }), locale),
    locale,
  };
}

/** The path of every route marked server-rendered ('/' the home page, '/*' any other address). */
export const serverRenderedPaths: string[] = (function collect(list: RouteObject[], parent: string) {
  return list.flatMap((r): string[] => {
    const path = r.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${r.path.replace(/^\//, '')}`;
    return [...(handleOf(r)?.serverRendered ? [path] : []), ...collect(r.children ?? [], path)];
  });
})(routes, '');

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One attempt: a failed read renders as pending and the browser asks again with its own retries.
      // A 404 stays an error in the render (the not-found view, not a spinner).
      queries: { retry: false, retryOnMount: false, retryDelay: 0, gcTime: Number.POSITIVE_INFINITY },
      dehydrate: {
        // Answers, and the API's 404s (a missing product draws its not-found view on both sides).
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' ||
          (query.state.status === 'error' &&
            isApiError(query.state.error) &&
            query.state.error.status === 404),
      },
    },
  });
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function app(client: QueryClient, context: StaticHandlerContext, status: HttpStatus) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <HttpStatusProvider value={status}>
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>
    </HttpStatusProvider>
  );
}

function headTagsOf(context: StaticHandlerContext, locale: Locale): string {
  const chunks = Object.entries(manifest);
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  const inEntry = new Set<string>();
  for (const [key, chunk] of chunks) if (chunk.isEntry) walk(key, inEntry);
  const files = new Set<string>();
  for (const match of context.matches) {
    // React Router turns a route's Component (a lazy page's too, once loaded) into its element, so the
    // page is the element's type.
    const { Component, element } = match.route;
    const source = pageSources?.get(Component ?? (isValidElement(element) ? element.type : undefined));
    // The page's own chunk only, not its imports: Lighthouse's simulation charges every high-priority
    // script request started before the first paint to it, and the page's twenty-odd small imports
    // (icons, components) cost 0.5-0.7 s of FCP there (bench/README.md, 2026-11-26); the chunk alone
    // costs none measurable. The imports are asked for when the entry imports the page (Vite's
    // preload of a dynamic import's dependencies), the chunk itself being there already.
    const chunk = source ? manifest[source] : undefined;
    if (chunk) files.add(chunk.file);
  }
  const tags = [...files]
    .filter((f) => !inEntry.has(f) && f.endsWith('.js'))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  // No font preload: Inter's @font-face has font-display: swap, so the first paint does not wait
  // for it, and a preload would put it ahead of the page's own chunks and its LCP image.
  // D40: the Devanagari font is declared on Hindi pages only.
  if (locale === 'hi') tags.push(DEVANAGARI_HEAD_TAGS);
  return tags.join('');
}

/** The page at `url` (path and query), or null when the browser renders it alone. */
export async function render(url: string): Promise<SsrPage | null> {
  const location = locationOf(url);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) return null;
  const leaf = context.matches[context.matches.length - 1];
  if (!leaf || !handleOf(leaf.route)?.serverRendered) return null;

  // Every read the route and its layouts name, at once; one attempt each (a failed read renders as
  // pending and the browser asks again with its own retries).
  const at: RouteAt = { params: leaf.params, search: location.searchParams };
  const client = serverQueryClient();
  const named = await Promise.all(context.matches.map(({ route }) => handleOf(route)?.queries?.(at) ?? []));
  await Promise.all(
    named.flat().map((query) => client.prefetchQuery({ ...(query as FetchQueryOptions), retry: false })),
  );
  const missing = client
    .getQueryCache()
    .getAll()
    .some((q) => isApiError(q.state.error) && q.state.error.status === 404);

  const state = dehydrate(client);
  for (const query of state.queries) {
    if (query.state.error) query.state.error = serializeError(query.state.error) as Error;
  }
  // The tree the browser hydrates: a fresh client that holds only what was dehydrated.
  const fresh = serverQueryClient();
  hydrate(fresh, dehydrate(client));
  return {
    headTags: headTagsOf(context, splitLocalePath(location.pathname).locale),
    dataScript: payloadScript({ queries: state }),
    pipe(destination, onError) {
      const status: HttpStatus = { code: 200 };
      return new Promise((resolve, reject) => {
        // Everything at once (lazy parts such as the Markdown renderer included): a boundary streamed
        // later would need React's inline script, which the CSP does not run.
        const stream = renderToPipeableStream(app(fresh, context, status), {
          onAllReady: () => {
            stream.pipe(destination);
            resolve({
              status: missing || status.code === 404 ? 404 : 200,
              notPrefetched: fresh
                .getQueryCache()
                .getAll()
                .filter((q) => q.state.status === 'pending' && isEnabled(q))
                .map((q) => q.queryHash),
            });
          },
          onShellError: reject,
          onError,
          // Complete boundaries stay inline (React would otherwise move large ones out of the shell and
          // reveal them with an inline script).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        });
      });
    },
  };
}
