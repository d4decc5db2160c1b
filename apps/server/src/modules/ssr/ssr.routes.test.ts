// ADR 012: the web app's route table (apps/web/src/routes.tsx) says which pages the server renders
// and which reads each needs. These tests hold the server to it: every route marked server-rendered
// arrives rendered, with the data its page asks for, from one render per request. The web app's
// server entry is loaded from its source, as in ssr.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { catalogChanged } from '../../lib/catalog-events';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { inProcessReads } from './ssr.api';
import type { SsrEntry } from './ssr.page';

/** React's server renders, counted: the string render the renderer no longer uses, and the stream. */
const renders = vi.hoisted(() => ({ toString: 0, stream: 0 }));
vi.mock('react-dom/server', async (importOriginal) => {
  const server = await importOriginal<typeof import('react-dom/server')>();
  return {
    ...server,
    renderToString: (...args: Parameters<typeof server.renderToString>) => {
      renders.toString++;
      return server.renderToString(...args);
    },
    renderToPipeableStream: (...args: Parameters<typeof server.renderToPipeableStream>) => {
      renders.stream++;
      return server.renderToPipeableStream(...args);
    },
  };
});

const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Granite Marketplace</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// A path in a variable: the server's type check does not follow it into the web app's sources.
const WEB_ENTRY = '../../../../web/src/entry-server.tsx';

let app: FastifyInstance;
let ssrEntry: SsrEntry;
let database: TestDatabase;
let dataDir: string;
let cat: Awaited<ReturnType<typeof seedMiniCatalogue>>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'granite-ssr-routes-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://granite.example',
    }),
    databaseUrl: database.url,
    inMemoryDb: !database.url,
    webDist,
  };
  ssrEntry = (await import(/* @vite-ignore */ WEB_ENTRY)) as SsrEntry;
  app = await buildApp(config, { ssrEntry });
  cat = await seedMiniCatalogue(app.deps.db);
  catalogChanged(app.deps);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A page at every route routes.tsx marks server-rendered (storefront spec 2.1's pages and the
 * not-found page). A route marked there without a sample here, or a sample whose route lost its mark,
 * fails the first test.
 */
const samples = (): Record<string, string> => ({
  '/': '/',
  '/contact': '/contact',
  '/categories': '/categories',
  '/category/:id': `/category/${cat.categoryIds.black}`,
  '/products': '/products',
  '/product/comparison': '/product/comparison',
  '/product/comparison/:categoryId': `/product/comparison/${cat.categoryIds.black}`,
  '/product/:id': `/product/${cat.productIds[0]}`,
  '/vendors': '/vendors',
  '/vendor/profile/:id': `/vendor/profile/${cat.vendorIds.ongole}`,
  '/about': '/about',
  '/legal/:slug': '/legal/privacy-policy',
  '/vendor/faq': '/vendor/faq',
  '/vendor/guidelines': '/vendor/guidelines',
  '/*': '/no-such-page',
});

/** Reads a server-rendered page leaves to the browser: the visitor's session; a manufacturer's rating and reviews (D26, D27). */
const BROWSER_ONLY = [/^\["session"\]$/, /^\["manufacturers","reputation",/, /^\["manufacturers","reviews",/];

/** What the server drew inside the root element. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-data">');
  return start < 0 || end < start ? '' : html.slice(start + '<div id="root">'.length, end);
}

/** The content blocks (GET /content answers) in a page's dehydrated data. */
function contentBlocksOf(html: string): string[] {
  const json = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const { queries } = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data?: Record<string, unknown> } }[] };
  };
  return queries.queries
    .filter((q) => q.queryKey[0] === 'content')
    .flatMap((q) => Object.keys(q.state.data ?? {}))
    .filter((key) => key !== 'pages');
}

describe('the route table drives server rendering', () => {
  it('renders every route marked server-rendered on the server, with its data', async () => {
    // D40: each storefront route also under /hi.
    const hindi = Object.keys(samples()).map((path) => (path === '/' ? '/hi' : `/hi${path}`));
    expect(ssrEntry.serverRenderedPaths.toSorted()).toEqual([...Object.keys(samples()), ...hindi].toSorted());
    for (const [path, url] of Object.entries(samples())) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(path === '/*' ? 404 : 200);
      expect(res.body, url).toContain('<script type="application/json" id="ssr-data">');
      const root = rootOf(res.body);
      expect(root, url).toMatch(/<h1[\s>]/);
      expect(root, url).toContain('</footer>');
      expect(ssrEntry.pageRoute(url).serverRendered, url).toBe(true);
    }
  });

  it("prefetches every read a page asks for that the server can answer (the route's queries match its page's)", async () => {
    const urls = [
      ...Object.values(samples()),
      `/products?category=${cat.categoryIds.white}&sort=price-desc&page=2&search=white`,
      `/category/${cat.categoryIds.black}?page=2&quality=Premium`,
      `/vendor/profile/${cat.vendorIds.ongole}?page=2`,
      `/product/comparison?product=${cat.productIds[1]}&category=${cat.categoryIds.black}&sort=quality`,
      '/product/999999',
      '/category/abc',
    ];
    for (const url of urls) {
      const page = await ssrEntry.render(url);
      expect(page, url).not.toBeNull();
      const sink = new PassThrough();
      sink.resume();
      const rendered = await page!.pipe(sink, (err) => {
        throw err;
      });
      const leftToBrowser = rendered.notPrefetched.filter((key) => !BROWSER_ONLY.some((re) => re.test(key)));
      expect(leftToBrowser, url).toEqual([]);
    }
  });

  it('renders a page once per request, and not at all from the page cache', async () => {
    const urls = [
      '/?once',
      `/product/${cat.productIds[2]}?once`,
      `/vendor/profile/${cat.vendorIds.kishangarh}?once`,
      `/category/${cat.categoryIds.white}?once`,
      `/product/comparison/${cat.categoryIds.white}?once`,
      '/product/999999?once',
      '/legal/no-such-page?once',
    ];
    renders.toString = 0;
    renders.stream = 0;
    for (const [n, url] of urls.entries()) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('id="ssr-data"');
      expect(renders.stream, url).toBe(n + 1);
    }
    expect(renders.toString).toBe(0);

    const again = await app.inject({ method: 'GET', url: urls[0]! });
    expect(again.statusCode).toBe(200);
    expect(renders.stream).toBe(urls.length);
    // Routes the browser renders are not rendered at all.
    await app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(renders.stream).toBe(urls.length);
  });

  it('sends each page the content blocks it shows: the legal texts only on /legal, their titles in every footer (D19)', async () => {
    const legal = await app.inject({ method: 'GET', url: '/legal/privacy-policy' });
    expect(contentBlocksOf(legal.body)).toContain('legal_info');
    for (const url of ['/', '/products', `/product/${cat.productIds[0]}`, '/about', '/hi/vendors']) {
      const res = await app.inject({ method: 'GET', url });
      const blocks = contentBlocksOf(res.body);
      expect(blocks, url).toContain('footer_info');
      expect(blocks, url).not.toContain('legal_info');
      // The footer still links every legal page, by the titles the server sent without the texts.
      expect(rootOf(res.body), url).toContain('/legal/privacy-policy"');
    }
    expect(contentBlocksOf((await app.inject({ method: 'GET', url: '/' })).body)).toContain('hero');
    expect(contentBlocksOf((await app.inject({ method: 'GET', url: '/products' })).body)).not.toContain(
      'hero',
    );
    expect(contentBlocksOf((await app.inject({ method: 'GET', url: '/about' })).body)).toContain(
      'company_info',
    );
  });

  it('answers in process only reads that are public GET routes of the API', () => {
    const reads = Object.keys(inProcessReads(app.deps, app.log));
    expect(reads.length).toBeGreaterThan(0);
    for (const path of reads) {
      const route = app.apiOperations.find((op) => op.method === 'GET' && op.url === `/api/v1${path}`);
      expect(route?.audience, path).toBe('public');
    }
  });
});
