// Server rendering of the storefront (issue 16, ARCHITECTURE "HTML"; ADR docs/decisions/011). Built by
// `vite build --ssr` into dist-ssr/ and called by the server's ssr module for each storefront page:
//
// 1. React Router's static handler matches the URL and loads the route's lazy page module.
// 2. The page's data: the app is rendered to a string with an empty TanStack Query cache, which
//    records every query the page's components ask for (the same queryOptions as in the browser);
//    those are fetched through the in-process API (the server's services, no HTTP hop) and the
//    render repeats until no new query appears. Reads the server cannot answer for everyone (the
//    session, the buyer's own lists) stay pending, exactly as in the browser's first render.
// 3. The cache is dehydrated; the page is rendered once more, streamed, from a client hydrated from
//    that state, so it is the very tree the browser hydrates.
// Admin, manufacturer and buyer panels, sign-in pages and the wishlist are not rendered here
// (render() answers null): the browser renders them as before.
import { dehydrate, hydrate, type Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppErrorBoundary } from './app/error-fallback';
import { AppProviders } from './app/providers';
import { payloadScript, serializeError } from './app/ssr-payload';
import { renderMarkdownWith } from './components/markdown';
import { MarkdownRenderer } from './components/markdown-renderer';
import { type InProcessApi, isApiError, setInProcessApi } from './lib/api';
import { type HttpStatus, HttpStatusProvider } from './lib/http-status';
import { routes } from './routes';

/** The storefront routes (issue 16) by their path in routes.tsx; '' is the home page, '*' not-found. */
const SERVER_RENDERED = new Set([
  '',
  'categories',
  'category/:id',
  'products',
  'product/:id',
  'product/comparison',
  'product/comparison/:categoryId',
  'vendors',
  'vendor/profile/:id',
  'about',
  'legal/:slug',
  'contact',
  'vendor/faq',
  'vendor/guidelines',
  '*',
]);

/** Renders that discover new queries before the page is complete (list → detail needs at most 2). */
const MAX_DATA_PASSES = 4;

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
  const modules = import.meta.glob<Record<string, unknown>>('./features/*/pages/*.tsx');
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
  /** 404 for the not-found page and for a product, category or manufacturer that does not exist. */
  status: number;
  /**
   * Tags for the head: modulepreload links for the page's chunks beyond the entry's (so hydration
   * does not wait for a second round trip), and a preload of the Latin text font.
   */
  headTags: string;
  /** The <script type="application/json"> with the dehydrated queries; goes after the root element. */
  dataScript: string;
  /**
   * Streams the root element's inner HTML into `destination` and ends it. Resolves once the page's
   * shell is ready and flowing (nothing is written before), rejects when it cannot be rendered.
   */
  pipe(destination: Writable, onError: (error: unknown) => void): Promise<void>;
};

function leafPath(context: StaticHandlerContext): string | undefined {
  const leaf = context.matches[context.matches.length - 1]?.route;
  if (!leaf) return undefined;
  return leaf.index ? '' : leaf.path;
}

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One attempt: a failed read renders as pending and the browser asks again with its own retries.
      // A 404 stays an error when the page renders again (the not-found view, not a spinner).
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

/**
 * Fetches every query the page asks for, render after render, until the page asks for nothing new.
 * Answers the status the complete page asked for (a not-found view renders NotFoundStatus).
 */
async function fillCache(client: QueryClient, context: StaticHandlerContext): Promise<number> {
  const tried = new Set<string>();
  let status: HttpStatus = { code: 200 };
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    status = { code: 200 };
    renderToString(app(client, context, status));
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && isEnabled(q));
    if (wanted.length === 0) break;
    for (const q of wanted) tried.add(q.queryHash);
    await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
  }
  return status.code;
}

const FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;

function headTagsOf(context: StaticHandlerContext): string {
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
    const source = pageSources?.get(match.route.Component);
    if (source) walk(source, files);
  }
  const tags = [...files]
    .filter((f) => !inEntry.has(f) && f.endsWith('.js'))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const font = chunks.flatMap(([, c]) => c.assets ?? []).find((a) => FONT.test(a));
  if (font) tags.unshift(`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`);
  return tags.join('');
}

/** The page at `url` (path and query), or null when the browser renders it alone. */
export async function render(url: string): Promise<SsrPage | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const path = leafPath(context);
  if (path === undefined || !SERVER_RENDERED.has(path)) return null;

  const client = serverQueryClient();
  const asked = await fillCache(client, context);
  const state = dehydrate(client);
  for (const query of state.queries) {
    if (query.state.error) query.state.error = serializeError(query.state.error) as Error;
  }
  const notFound =
    path === '*' ||
    asked === 404 ||
    client
      .getQueryCache()
      .getAll()
      .some((q) => isApiError(q.state.error) && q.state.error.status === 404);

  // The tree the browser hydrates: a fresh client that holds only what was dehydrated.
  const fresh = serverQueryClient();
  hydrate(fresh, dehydrate(client));
  return {
    status: notFound ? 404 : 200,
    headTags: headTagsOf(context),
    dataScript: payloadScript({ queries: state }),
    pipe(destination, onError) {
      return new Promise((resolve, reject) => {
        // Everything at once (lazy parts such as the Markdown renderer included): a boundary streamed
        // later would need React's inline script, which the CSP does not run.
        const stream = renderToPipeableStream(app(fresh, context, { code: 200 }), {
          onAllReady: () => {
            stream.pipe(destination);
            resolve();
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
