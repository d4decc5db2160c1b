// Storefront pages rendered on the server (issue 16, ARCHITECTURE "HTML", docs/decisions/011): the
// page head of D23 (seo module) and the React page of the web app's entry-server (built by
// `vite build --ssr` into apps/web/dist-ssr), streamed and compressed, cached per catalogue version
// and content snapshot (ssr.cache.ts). Routes the web app does not render on the server (panels,
// sign-in pages) get index.html with their head, as before; so does every page when there is no
// server build (tests of other modules, `vite` dev) or when a page fails to render.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogCache } from '../catalog/catalog.cache';
import { sharedContentCache } from '../content/content.service';
import { parseTemplate, renderPage } from '../seo/seo.html';
import { resolvePage } from '../seo/seo.service';
import { createInProcessApi, type InProcessApi } from './ssr.api';
import { BROTLI_OPTIONS, CachedPage, chooseEncoding, PageCache } from './ssr.cache';

/** What apps/web/src/entry-server.tsx exports (the server build is loaded at run time, untyped). */
export type SsrEntry = {
  setup(options: { api: InProcessApi; manifest?: unknown }): Promise<void>;
  render(url: string): Promise<SsrPage | null>;
};
export type SsrPage = {
  status: number;
  headTags: string;
  dataScript: string;
  pipe(destination: NodeJS.WritableStream, onError: (error: unknown) => void): Promise<void>;
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

/** Stylesheets larger than this stay linked (a page's HTML should not grow without bound). */
const MAX_INLINE_CSS = 200_000;

/**
 * The built stylesheet in the page instead of linked (issue 16): on a slow phone link the linked
 * file was a second request the first paint waited for (Lighthouse's render-blocking finding; about
 * 15 KB compressed with the page). Server-rendered pages only: the panels keep the cacheable link.
 * The CSP already allows inline styles (components set style attributes).
 */
export function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(
    /<link\s+rel="stylesheet"[^>]*?href="(\/assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, href: string) => {
      const file = join(webDist, href);
      if (!existsSync(file)) return link;
      const css = readFileSync(file, 'utf8');
      if (css.length > MAX_INLINE_CSS || /<\/style/i.test(css)) return link;
      return `<style>${css}</style>`;
    },
  );
}

/**
 * index.html (read once) with the route's head (D23). A failed catalogue or content read still
 * serves the page, with the site-wide head.
 */
function headOnlySender(app: FastifyInstance, indexHtmlPath: string): Sender {
  const raw = readFileSync(indexHtmlPath, 'utf8');
  const template = parseTemplate(raw);
  return async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    try {
      const { status, head } = await resolvePage(seoDeps(app), request.url);
      return reply.status(status).send(renderPage(template, head));
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
  const fallback = headOnlySender(app, indexHtml);
  if (!entry) return fallback;

  await entry.setup({ api: createInProcessApi(app.deps, app.log), manifest: readManifest(webDist) });
  const template = parseTemplate(inlineStylesheets(readFileSync(indexHtml, 'utf8'), webDist));
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
      [page, head] = await Promise.all([entry.render(url), resolvePage(deps(), url)]);
    } catch (err) {
      request.log.error({ err }, 'page not rendered on the server; the browser renders it');
      return fallback(request, reply);
    }
    if (!page) return fallback(request, reply);

    const status = Math.max(page.status, head.status);
    const html = renderPage(template, head.head);
    const rootAt = html.indexOf(ROOT);
    const top = html.slice(0, rootAt).replace('</head>', `${page.headTags}</head>`) + ROOT.slice(0, -6);
    const bottom = `</div>${page.dataScript}${html.slice(rootAt + ROOT.length)}`;

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
    try {
      await page.pipe(body, onError);
    } catch (err) {
      body.destroy();
      request.log.error({ err }, 'page not rendered on the server; the browser renders it');
      return fallback(request, reply);
    }
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
