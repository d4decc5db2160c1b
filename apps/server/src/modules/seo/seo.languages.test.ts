// D40: the Hindi site under /hi, as the server sends it: <html lang="hi">, the head in Hindi,
// canonical and hreflang per language (x-default English), 404 for any other prefix, a sitemap per
// language. The web app's server entry is loaded from its source (test/seo-app.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSeoTestApp, PUBLIC_URL, type SeoTestApp } from '../../test/seo-app';

let t: SeoTestApp;
let cat: SeoTestApp['cat'];

beforeAll(async () => {
  t = await createSeoTestApp('seo-hi');
  cat = t.cat;
});
afterAll(async () => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
/** What the server drew inside the root element. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-data">'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
/** The hreflang links of a page: language → address. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('Hindi pages (D40)', () => {
  it('sends /hi/products in Hindi: lang, title, canonical, hreflang pairs and the Devanagari font', async () => {
    const res = await page('/hi/products');
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('hi');
    expect(titleOf(res.body)).toBe('सभी प्रोडक्ट | Granite Marketplace');
    expect(canonicalOf(res.body)).toBe(`${PUBLIC_URL}/hi/products`);
    expect(alternatesOf(res.body)).toEqual({
      en: `${PUBLIC_URL}/products`,
      hi: `${PUBLIC_URL}/hi/products`,
      'x-default': `${PUBLIC_URL}/products`,
    });
    // The page itself in Hindi (the header's navigation), its links kept in Hindi.
    const root = rootOf(res.body);
    expect(root).toContain('कैटेगरी');
    expect(root).toContain('href="/hi/categories"');
    expect(root).toContain('lang="hi"');
    expect(res.body).toContain('<style id="devanagari-font">@font-face{font-family:"Noto Sans Devanagari"');
    expect(res.body).toMatch(/url\("[^"]*noto-sans-devanagari-devanagari-400-normal[^"]*\.woff2"\)/);
  });

  it('keeps the English page English, naming its Hindi twin, with no Devanagari font', async () => {
    const res = await page('/products');
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('en-IN');
    expect(titleOf(res.body)).toBe('All Products | Granite Marketplace');
    expect(canonicalOf(res.body)).toBe(`${PUBLIC_URL}/products`);
    expect(alternatesOf(res.body)).toEqual({
      en: `${PUBLIC_URL}/products`,
      hi: `${PUBLIC_URL}/hi/products`,
      'x-default': `${PUBLIC_URL}/products`,
    });
    expect(res.body).not.toContain('devanagari-font');
    expect(rootOf(res.body)).toContain('href="/categories"');
  });

  it('keeps each language its own copy in the page cache', async () => {
    for (let round = 0; round < 2; round++) {
      expect(langOf((await page('/hi/categories')).body)).toBe('hi');
      expect(langOf((await page('/categories')).body)).toBe('en-IN');
    }
    expect(titleOf((await page('/hi/categories')).body)).toBe('ग्रेनाइट कैटेगरी | Granite Marketplace');
  });

  it('writes a Hindi product head: canonical under /hi, hreflang pair, breadcrumbs in Hindi', async () => {
    const id = cat.productIds[0]!;
    const res = await page(`/hi/product/${id}`);
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('hi');
    expect(canonicalOf(res.body)).toBe(`${PUBLIC_URL}/hi/product/${id}`);
    expect(alternatesOf(res.body)).toEqual({
      en: `${PUBLIC_URL}/product/${id}`,
      hi: `${PUBLIC_URL}/hi/product/${id}`,
      'x-default': `${PUBLIC_URL}/product/${id}`,
    });
    const crumbs = jsonLdOf(res.body).find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement[0]).toMatchObject({ name: 'होम', item: `${PUBLIC_URL}/hi` });
    expect(crumbs.itemListElement[1]).toMatchObject({ name: 'कैटेगरी', item: `${PUBLIC_URL}/hi/categories` });
    const english = await page(`/product/${id}`);
    const enCrumbs = jsonLdOf(english.body).find((d) => d['@type'] === 'BreadcrumbList') as typeof crumbs;
    expect(enCrumbs.itemListElement[0]).toMatchObject({ name: 'Home', item: `${PUBLIC_URL}/` });
  });

  it('answers an unknown language prefix, and an unknown Hindi page, with 404', async () => {
    const unknown = await page('/xx/products');
    expect(unknown.statusCode).toBe(404);
    expect(langOf(unknown.body)).toBe('en-IN');
    const hindi = await page('/hi/no-such-page');
    expect(hindi.statusCode).toBe(404);
    expect(langOf(hindi.body)).toBe('hi');
    expect(rootOf(hindi.body)).toContain('<h1');
    expect((await page('/hi/product/999999')).statusCode).toBe(404);
  });

  it('keeps the private pages noindex in Hindi too, and the admin area English only', async () => {
    for (const url of ['/hi/dashboard', '/hi/vendor/dashboard', '/hi/login']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(langOf(res.body), url).toBe('hi');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(canonicalOf(res.body), url).toBeUndefined();
      expect(alternatesOf(res.body), url).toEqual({});
    }
    expect((await page('/hi/admin/dashboard')).statusCode).toBe(404);
  });
});

describe('a sitemap per language (D40)', () => {
  it('lists the Hindi pages in /sitemap-hi.xml and names both sitemaps in robots.txt', async () => {
    const en = locs((await page('/sitemap.xml')).body);
    const res = await page('/sitemap-hi.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const hi = locs(res.body);
    expect(hi).toEqual(
      en.map((loc) =>
        loc === `${PUBLIC_URL}/` ? `${PUBLIC_URL}/hi` : loc.replace(PUBLIC_URL, `${PUBLIC_URL}/hi`),
      ),
    );
    expect(hi).toContain(`${PUBLIC_URL}/hi/product/${cat.productIds[0]}`);
    expect(en.some((loc) => loc.includes('/hi'))).toBe(false);
    const robots = (await page('/robots.txt')).body;
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\nSitemap: ${PUBLIC_URL}/sitemap-hi.xml`);
    expect(robots).toContain('Disallow: /hi/dashboard');
  });

  it('splits the Hindi sitemap into its own index past the per-file limit', async () => {
    let small: FastifyInstance | undefined;
    try {
      small = await buildApp(t.config, { database: t.app.deps.database, sitemapUrlLimit: 4 });
      const all = locs((await page('/sitemap-hi.xml')).body);
      const index = await small.inject({ method: 'GET', url: '/sitemap-hi.xml' });
      expect(index.body).toContain('<sitemapindex');
      const files = locs(index.body);
      expect(files[0]).toBe(`${PUBLIC_URL}/sitemap-hi-1.xml`);
      const parts: string[] = [];
      for (const file of files) {
        const res = await small.inject({ method: 'GET', url: new URL(file).pathname });
        expect(res.statusCode, file).toBe(200);
        parts.push(...locs(res.body));
      }
      expect(parts).toEqual(all);
      expect(
        (await small.inject({ method: 'GET', url: `/sitemap-hi-${files.length + 1}.xml` })).statusCode,
      ).toBe(404);
    } finally {
      await small?.close();
    }
  });
});
