// ADR 011: storefront pages arrive complete. The web app's server entry is loaded from its source
// (apps/web/src/entry-server.tsx, compiled by Vitest as Vite would), so no build is needed; the
// journeys of e2e/ssr.spec.ts check the built bundle in a browser.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { products } from '../../db/schema';
import { catalogChanged } from '../../lib/catalog-events';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import type { SsrEntry } from './ssr.page';
import { SCRIPT_LOADER } from './ssr.scripts';

/** index.html as Vite builds it: the module script in the head, an empty root. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Granite Marketplace</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const STOREFRONT_SHEET = '.granite-test{color:#17171a}';
const FULL_SHEET = `${STOREFRONT_SHEET}.granite-panel-only{display:grid}`;

// A path in a variable: the server's type check does not follow it into the web app's sources.
const WEB_ENTRY = '../../../../web/src/entry-server.tsx';

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
let cat: Awaited<ReturnType<typeof seedMiniCatalogue>>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'granite-ssr-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDist, 'assets'));
  // ADR 011: the full sheet (every class of the app) and the storefront's (the server-rendered pages'
  // classes alone), which the build's manifest names.
  writeFileSync(join(webDist, 'assets', 'index-Abc123.css'), FULL_SHEET);
  writeFileSync(join(webDist, 'assets', 'storefront-Def456.css'), STOREFRONT_SHEET);
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/storefront.css': {
        file: 'assets/storefront-Def456.css',
        src: 'src/storefront.css',
        isEntry: true,
      },
    }),
  );
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
  const ssrEntry = (await import(/* @vite-ignore */ WEB_ENTRY)) as SsrEntry;
  app = await buildApp(config, { ssrEntry });
  cat = await seedMiniCatalogue(app.deps.db);
  catalogChanged(app.deps);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The server-rendered content: what is inside the root element, before any script could run. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-data">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

function dataOf(html: string): {
  queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
} {
  const m = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(m![1]!);
}

describe('server-rendered storefront', () => {
  it('sends /products with the product names and ₹ prices in the HTML, and the data it used', async () => {
    const res = await page('/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const root = rootOf(res.body);
    for (const name of ['Test Black Galaxy Slab', 'Test Absolute Black Slab', 'Test Kashmir White'])
      expect(root).toContain(name);
    expect(root).not.toContain('Test Suspended Slab');
    expect(root).toContain('₹100');
    expect(root).toContain('₹620');
    expect(root).toContain('<h1');
    // The head of D23 is still the server's.
    expect(res.body).toContain('<title>All Products | Granite Marketplace</title>');
    const keys = dataOf(res.body).queries.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['catalog', 'products', expect.anything()]);
    // Only what every visitor may see: no session is rendered or sent.
    expect(keys).not.toContainEqual(['session']);
  });

  it('sends a product page with its name, ₹ price and manufacturer', async () => {
    const id = cat.productIds[1]!;
    const res = await page(`/product/${id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1[^>]*>Test Absolute Black Slab<\/h1>/);
    expect(root).toContain('₹300');
    expect(root).toContain('Kishangarh Slabs');
    expect(dataOf(res.body).queries.queries.map((q) => q.queryKey)).toContainEqual([
      'catalog',
      'product',
      id,
    ]);
  });

  it('answers 404 with the not-found page for unknown paths and missing records', async () => {
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(rootOf(unknown.body)).toContain('Oops! Page not found');

    for (const url of [
      `/product/${cat.suspendedProductId}`,
      '/product/999999',
      '/category/999999',
      `/vendor/profile/${cat.vendorIds.closed}`,
      '/legal/no-such-page',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(rootOf(res.body), url).toMatch(/not found/i);
    }
    expect((await page('/legal/privacy-policy')).statusCode).toBe(200);
    expect((await page(`/category/${cat.categoryIds.black}`)).statusCode).toBe(200);
    expect((await page(`/vendor/profile/${cat.vendorIds.ongole}`)).statusCode).toBe(200);
  });

  it('puts the storefront stylesheet in a server-rendered page, so the first paint waits for no second request', async () => {
    for (const url of ['/products', '/hi/products', `/product/${cat.productIds[0]}`]) {
      const html = (await page(url)).body;
      // The storefront's sheet, naming the full one for the pages after it; no panel-only rule.
      expect(html, url).toContain(
        `<style data-full-stylesheet="/assets/index-Abc123.css">${STOREFRONT_SHEET}</style>`,
      );
      expect(html, url).not.toContain('granite-panel-only');
      expect(html, url).not.toContain('rel="stylesheet"');
    }
    // The full sheet is still served, for the pages after a storefront one.
    const full = await page('/assets/index-Abc123.css');
    expect(full.statusCode).toBe(200);
    expect(full.body).toBe(FULL_SHEET);
    // Panels are drawn by the browser and keep the cacheable link to the full sheet.
    for (const url of ['/admin/login', '/dashboard', '/vendor/dashboard']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Abc123.css">');
      expect(html, url).not.toContain('<style');
    }
  });

  it("names a server-rendered page's scripts in data for the loader that asks for them after its first screen (ADR 011)", async () => {
    for (const url of ['/products', '/hi/products', `/product/${cat.productIds[0]}`]) {
      const res = await page(url);
      const html = res.body;
      // No script tag or modulepreload the browser would fetch before the first screen is drawn.
      expect(html, url).not.toMatch(/<script[^>]*type="module"/);
      expect(html, url).not.toMatch(/<link[^>]*rel="modulepreload"/);
      const data = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
      expect(data, url).not.toBeNull();
      expect(JSON.parse(data![1]!), url).toEqual({
        entry: ['/assets/index.js'],
        preload: ['/assets/framework.js'],
      });
      // The loader, after the data and the page's own data, and allowed by the CSP by its hash only.
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline, url).toEqual([SCRIPT_LOADER]);
      expect(html.indexOf('id="ssr-data"')).toBeLessThan(html.indexOf(SCRIPT_LOADER));
      const csp = String(res.headers['content-security-policy']);
      const hash = createHash('sha256').update(SCRIPT_LOADER).digest('base64');
      expect(csp, url).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    // Nothing of a panel shows before its scripts run: the browser fetches them from the head at once.
    for (const url of ['/admin/login', '/dashboard']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(html, url).toContain('<link rel="modulepreload" crossorigin href="/assets/framework.js">');
      expect(html, url).not.toContain('id="page-scripts"');
    }
  });

  it('leaves panels and sign-in pages to the browser: empty root, no data', async () => {
    for (const url of ['/admin/dashboard', '/vendor/dashboard', '/dashboard', '/login']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="ssr-data"');
    }
  });

  it('compresses with br or gzip as the browser accepts', async () => {
    const plain = await page('/categories');
    const br = await page('/categories', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await page('/categories', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    // Rendered first for a br visitor: the cache keeps that compressed copy and serves every encoding.
    const first = await page('/vendors', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('<div id="root">');
    const cachedPlain = await page('/vendors');
    expect(cachedPlain.headers.etag).toBeTruthy();
    expect(cachedPlain.body).toBe(html);
    const cachedGzip = await page('/vendors', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(cachedGzip.rawPayload).toString()).toBe(html);
    const cachedBr = await page('/vendors', { 'accept-encoding': 'br' });
    expect(cachedBr.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keeps a rendered page until the catalogue changes', async () => {
    const id = cat.productIds[4]!;
    const first = await page(`/product/${id}`);
    const second = await page(`/product/${id}`);
    expect(second.headers.etag).toBeTruthy();
    expect(second.body).toBe(first.body);
    expect(
      (await page(`/product/${id}`, { 'if-none-match': second.headers.etag as string })).statusCode,
    ).toBe(304);

    await app.deps.db.update(products).set({ name: 'Test Kashmir White Renamed' }).where(eq(products.id, id));
    catalogChanged(app.deps);
    const after = await page(`/product/${id}`);
    expect(rootOf(after.body)).toContain('Test Kashmir White Renamed');
  });
});
