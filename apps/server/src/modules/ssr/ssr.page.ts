// Every page the web app draws (docs/architecture.md, Shape; ADRs 011 and 012): index.html
// with the page head of D23 (seo module) and, for the routes routes.tsx marks server-rendered, the
// React page of the web app's entry-server (built by `vite build --ssr` into apps/web/dist-ssr),
// rendered once, streamed and compressed, cached per catalogue version and content snapshot
// (ssr.cache.ts). The route entry says both whether a page is rendered here and which head it has.
// Routes rendered by the browser (panels, sign-in pages) get index.html with their head; so does a
// page that fails to render. Without a server build (tests of other modules, `vite` dev) the route
// table is not at hand: every page is index.html with the site's head.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogCache } from '../catalog/catalog.cache';
import { sharedContentCache } from '../content/content.service';
import { parseTemplate, renderPage } from '../seo/seo.html';
import {
  englishOnly,
  type PageHeadKey,
  type PageLocale,
  resolvePage,
  SITE_HEAD,
  splitLocale,
  type Translate,
} from '../seo/seo.service';
import { createInProcessApi, type InProcessApi } from './ssr.api';
import { BROTLI_OPTIONS, CachedPage, chooseEncoding, PageCache } from './ssr.cache';
import { scriptsAfterFirstScreen, takeScripts } from './ssr.scripts';

/** What apps/web/src/entry-server.tsx exports (the server build is loaded at run time, untyped). */
export type SsrEntry = {
  setup(options: { api: InProcessApi; manifest?: unknown }): Promise<void>;
  /**
   * What routes.tsx says of the page at `url`: rendered here or not, its head (title in the page's
   * language) and its language (D40). Reads nothing.
   */
  pageRoute(url: string): { serverRendered: boolean; head: PageHeadKey; locale?: PageLocale };
  /** D40: a message in a language, from the web app's catalogues (the server's head texts). */
  translate?: Translate;
  /** D40: what a page's head carries for its language (the Devanagari font on Hindi pages). */
  localeHeadTags?(locale: PageLocale): string;
  /** The page prefetched with the reads its route names; null when the browser renders it alone. */
  render(url: string): Promise<SsrPage | null>;
  /** The path of every route marked server-rendered. */
  serverRenderedPaths: string[];
};
export type SsrPage = {
  headTags: string;
  dataScript: string;
  /** Renders the page (once) into `destination`; resolves once it flows, with its status. */
  pipe(destination: NodeJS.WritableStream, onError: (error: unknown) => void): Promise<RenderedPage>;
};
export type RenderedPage = {
  /** 404 for a not-found view or a read that answered 404, else 200. */
  status: number;
  /** Queries the page asked for that its route did not prefetch (rendered as loading). */
  notPrefetched: string[];
};

const ROOT = '<div id="root"></div>';
/** Longer URLs (pasted junk, scanners) are rendered but not kept. */
const MAX_CACHED_URL = 512;

/** The web app's server build next to its browser build (dist → dist-ssr), when it was built. */
export async function loadSsrEntry(webDist: string): Promise<SsrEntry | undefined> {
  const file = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as SsrEntry;
}

function readManifest(webDist: string): unknown {
  const file = join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

type Sender = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type HeadSender = (request: FastifyRequest, reply: FastifyReply, head: PageHeadKey) => Promise<unknown>;

/** D40: the page's language tags (the Devanagari font of a Hindi page) before </head>. */
function withLocaleTags(html: string, entry: SsrEntry | undefined, url: string): string {
  const tags = entry?.localeHeadTags?.(splitLocale(url.split('?')[0]!).locale) ?? '';
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}

/** Stylesheets larger than this stay linked (a page's HTML should not grow without bound). */
const MAX_INLINE_CSS = 200_000;

/** Where the build put the storefront stylesheet (src/storefront.css in Vite's manifest), if it did. */
export function storefrontStylesheetOf(manifest: unknown): string | undefined {
  const entry = (manifest as Record<string, { file?: unknown }> | undefined)?.['src/storefront.css'];
  return typeof entry?.file === 'string' ? `/${entry.file}` : undefined;
}

const readInlinable = (webDist: string, href: string): string | undefined => {
  const file = join(webDist, href);
  if (!existsSync(file)) return undefined;
  const css = readFileSync(file, 'utf8');
  return css.length > MAX_INLINE_CSS || /<\/style/i.test(css) ? undefined : css;
};

/**
 * The stylesheet in the page instead of linked (ADR 011): on a slow phone link the linked file was a
 * second request the first paint waited for (Lighthouse's render-blocking finding). Server-rendered
 * pages only: the panels keep the cacheable link to the full sheet.
 *
 * With `storefrontHref` (the build's storefront stylesheet: the classes of the server-rendered pages
 * alone, none of the panels'), that sheet is inlined and the full one's address rides
 * on the <style> element (`data-full-stylesheet`), which the browser loads before it draws a page
 * outside the storefront (apps/web/src/app/full-stylesheet.ts). Without it, the full sheet is inlined.
 * The CSP already allows inline styles (components set style attributes).
 */
export function inlineStylesheets(html: string, webDist: string, storefrontHref?: string): string {
  const storefront = storefrontHref ? readInlinable(webDist, storefrontHref) : undefined;
  return html.replace(
    /<link\s+rel="stylesheet"[^>]*?href="(\/assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, href: string) => {
      if (storefront !== undefined) return `<style data-full-stylesheet="${href}">${storefront}</style>`;
      const css = readInlinable(webDist, href);
      return css === undefined ? link : `<style>${css}</style>`;
    },
  );
}

/**
 * index.html (read once) with the route's head (D23). A failed catalogue or content read still
 * serves the page, with the head index.html was built with.
 */
function headOnlySender(app: FastifyInstance, indexHtmlPath: string, entry?: SsrEntry): HeadSender {
  const raw = readFileSync(indexHtmlPath, 'utf8');
  const template = parseTemplate(raw);
  const translate = entry?.translate ?? englishOnly;
  return async (request, reply, key) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    try {
      const { status, head } = await resolvePage(seoDeps(app), key, request.url, translate);
      return reply.status(status).send(withLocaleTags(renderPage(template, head), entry, request.url));
    } catch (err) {
      request.log.warn({ err }, 'page head not built; serving index.html as built');
      return reply.send(raw);
    }
  };
}

const seoDeps = (app: FastifyInstance) => ({
  db: app.deps.db,
  config: app.deps.config,
  log: app.log,
  content: sharedContentCache(app.deps.db, app.log),
});

/** The sender of every page: server-rendered when `entry` is given, else index.html with its head. */
export async function createPageRenderer(
  app: FastifyInstance,
  webDist: string,
  entry: SsrEntry | undefined,
): Promise<Sender> {
  const indexHtml = join(webDist, 'index.html');
  if (!entry) {
    const headOnly = headOnlySender(app, indexHtml);
    return (request, reply) => headOnly(request, reply, SITE_HEAD);
  }
  const headOnly = headOnlySender(app, indexHtml, entry);
  const translate = entry.translate ?? englishOnly;

  const manifest = readManifest(webDist);
  await entry.setup({ api: createInProcessApi(app.deps, app.log), manifest });
  // ADR 011: the page's scripts are asked for once its first screen is drawn (ssr.scripts.ts).
  const { html: withoutScripts, scripts } = takeScripts(
    inlineStylesheets(readFileSync(indexHtml, 'utf8'), webDist, storefrontStylesheetOf(manifest)),
  );
  const template = parseTemplate(withoutScripts);
  const cache = new PageCache();
  const deps = () => seoDeps(app);

  const sendCached = async (request: FastifyRequest, reply: FastifyReply, key: string, page: CachedPage) => {
    reply.status(page.status).header('etag', page.etag);
    if (page.status === 200 && request.headers['if-none-match'] === page.etag)
      return reply.status(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(await cache.body(key, page, encoding));
  };

  return async function sendPage(request, reply) {
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const url = request.url;
    let route: ReturnType<SsrEntry['pageRoute']>;
    try {
      route = entry.pageRoute(url);
    } catch (err) {
      request.log.error({ err }, 'no route for the page; the browser renders it');
      return headOnly(request, reply, SITE_HEAD);
    }
    const fallback = () => headOnly(request, reply, route.head);
    if (!route.serverRendered) return fallback();

    const [catalogVersion, snapshot] = await Promise.all([
      catalogCache(app.deps).currentVersion(),
      deps().content.get(),
    ]);
    const key = cache.keyOf(catalogVersion, snapshot, url);
    const hit = cache.get(key);
    if (hit) return sendCached(request, reply, key, hit);

    let page: SsrPage | null;
    let head: Awaited<ReturnType<typeof resolvePage>>;
    try {
      [page, head] = await Promise.all([entry.render(url), resolvePage(deps(), route.head, url, translate)]);
    } catch (err) {
      request.log.error({ err }, 'page not rendered on the server; the browser renders it');
      return fallback();
    }
    if (!page) return fallback();

    const html = renderPage(template, head.head);
    const rootAt = html.indexOf(ROOT);
    // The page's own chunks (its modulepreloads) join the entry's, loaded after the first screen.
    const own = takeScripts(page.headTags);
    const pageScripts = scriptsAfterFirstScreen({
      entry: scripts.entry,
      preload: [...scripts.preload, ...own.scripts.preload],
    });
    const top = html.slice(0, rootAt).replace('</head>', `${own.html}</head>`) + ROOT.slice(0, -6);
    const bottom = `</div>${page.dataScript}${pageScripts}${html.slice(rootAt + ROOT.length)}`;

    const chunks: Buffer[] = [];
    let failed = false;
    const body = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done(null, chunk);
      },
      flush(done) {
        const end = Buffer.from(bottom);
        chunks.push(end);
        done(null, end);
      },
    });
    body.write(top);
    const onError = (err: unknown) => {
      failed = true;
      request.log.error({ err, url }, 'server rendering error');
    };
    let rendered: RenderedPage;
    try {
      rendered = await page.pipe(body, onError);
    } catch (err) {
      body.destroy();
      request.log.error({ err }, 'page not rendered on the server; the browser renders it');
      return fallback();
    }
    if (rendered.notPrefetched.length > 0)
      request.log.debug(
        { url, queries: rendered.notPrefetched },
        'server rendering: reads left to the browser',
      );
    const status = Math.max(rendered.status, head.status);
    // Not-found pages of any junk URL are cheap to draw again and would crowd out real pages.
    const keep = () => !failed && status === 200 && url.length <= MAX_CACHED_URL;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.status(status);
    if (encoding === 'br') {
      // The visitor's compressed copy is the one the cache keeps: the page is compressed once.
      // Recorded on its way to the visitor (a pass-through, so nothing flows before the reply reads).
      const brChunks: Buffer[] = [];
      const recorded = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          brChunks.push(chunk);
          done(null, chunk);
        },
        flush(done) {
          if (keep()) cache.set(key, new CachedPage(status, Buffer.concat(chunks), Buffer.concat(brChunks)));
          done();
        },
      });
      reply.header('content-encoding', encoding);
      return reply.send(body.pipe(createBrotliCompress(BROTLI_OPTIONS)).pipe(recorded));
    }
    body.on('end', () => {
      if (keep()) cache.set(key, new CachedPage(status, Buffer.concat(chunks)));
    });
    if (!encoding) return reply.send(body);
    reply.header('content-encoding', encoding);
    return reply.send(body.pipe(createGzip()));
  };
}
