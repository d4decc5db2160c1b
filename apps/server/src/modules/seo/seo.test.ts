// D23: the head of each route, as its entry in the web app's routes.tsx names it (ADR 012). The web
// app's server entry is loaded from its source, as in ssr.test.ts: storefront pages are rendered too.

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { products } from '../../db/schema';
import { catalogChanged } from '../../lib/catalog-events';
import { admin } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { saveContent } from '../../test/content';
import { createSeoTestApp, PUBLIC_URL, type SeoTestApp } from '../../test/seo-app';
import { CONTENT_DEFAULTS } from '../content/content.defaults';
import { SCRIPT_LOADER } from '../ssr/ssr.scripts';

let t: SeoTestApp;
let cat: SeoTestApp['cat'];
let adminCookie: string;

beforeAll(async () => {
  t = await createSeoTestApp('seo');
  cat = t.cat;
  adminCookie = (await admin(t.app)).cookie;
});
afterAll(async () => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.+]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
/** What the server drew inside the root element. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-data">'));

describe('page heads', () => {
  it('serves / through the history fallback with the site-wide head and Organization', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    const html = res.body;
    expect(html).toContain(`<title>${CONTENT_DEFAULTS.seo.siteTitle}</title>`);
    expect(html).not.toContain('Built-in description.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/`);
    // ADR 011: the app's module is named in data and asked for after the first screen.
    expect(html).toContain(
      '<script type="application/json" id="page-scripts">{"entry":["/assets/app.js"],"preload":[]}</script>',
    );
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Granite Marketplace',
        url: `${PUBLIC_URL}/`,
      }),
    ]);
  });

  it('writes the product head: title, description, canonical, absolute og:image and Product/Offer', async () => {
    const id = cat.productIds[0]!;
    await t.app.deps.db
      .update(products)
      .set({ imageUrl: '/media/black-galaxy.webp', description: 'Deep black with golden flecks.' })
      .where(eq(products.id, id));
    const res = await page(`/product/${id}?utm_source=mail&gclid=x`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Test Black Galaxy Slab | Granite Marketplace</title>');
    expect(metaOf(html, 'name', 'description')).toBe('Deep black with golden flecks.');
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/product/${id}`);
    expect(metaOf(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/product/${id}`);
    expect(metaOf(html, 'property', 'og:type')).toBe('product');
    expect(metaOf(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/black-galaxy.webp`);
    expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLdOf(html);
    const product = ld.find((d) => d['@type'] === 'Product')!;
    expect(product).toMatchObject({
      name: 'Test Black Galaxy Slab',
      image: [`${PUBLIC_URL}/media/black-galaxy.webp`],
      brand: { '@type': 'Brand', name: 'Ongole Stone Co' },
      offers: {
        '@type': 'Offer',
        price: '100.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Ongole Stone Co' },
        priceSpecification: { '@type': 'UnitPriceSpecification', price: '100.00', unitText: 'sq.ft' },
      },
    });
    expect(ld.some((d) => d['@type'] === 'Organization')).toBe(true);
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      'Home',
      'Categories',
      'Black Granite',
      'Test Black Galaxy Slab',
    ]);
  });

  it('maps availability to schema.org and does not count the server read as a product view', async () => {
    const id = cat.productIds[1]!;
    const before = (await t.app.deps.db.select().from(products).where(eq(products.id, id)))[0]!.viewCount;
    const html = (await page(`/product/${id}`)).body;
    const product = jsonLdOf(html).find((d) => d['@type'] === 'Product') as {
      offers: { availability: string };
    };
    expect(product.offers.availability).toBe('https://schema.org/LimitedAvailability');
    const after = (await t.app.deps.db.select().from(products).where(eq(products.id, id)))[0]!.viewCount;
    expect(after).toBe(before);
  });

  it('gives a category page its BreadcrumbList', async () => {
    const res = await page(`/category/${cat.categoryIds.black}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Black Granite | Granite Marketplace</title>');
    expect(canonicalOf(res.body)).toBe(`${PUBLIC_URL}/category/${cat.categoryIds.black}`);
    const crumbs = jsonLdOf(res.body).find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Categories', item: `${PUBLIC_URL}/categories` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Black Granite',
        item: `${PUBLIC_URL}/category/${cat.categoryIds.black}`,
      },
    ]);
  });

  it('keeps a product name with </script> inert in the title, the meta tags and the JSON-LD', async () => {
    const id = cat.productIds[2]!;
    const evil = 'Slab </script><script>alert(1)</script> "quoted" & co';
    await t.app.deps.db.update(products).set({ name: evil, description: null }).where(eq(products.id, id));
    const html = (await page(`/product/${id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('Slab </script><script>');
    expect(html).toContain(
      '<title>Slab &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; co | Granite Marketplace</title>',
    );
    // The only scripts are the JSON-LD blocks, the page's data, the names of its scripts and the
    // loader that asks for them (ADR 011), which is the one inline script the CSP allows.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(
      scripts.every(
        (a) =>
          a === ' type="application/ld+json"' ||
          a === ' type="application/json" id="ssr-data"' ||
          a === ' type="application/json" id="page-scripts"' ||
          a === '',
      ),
    ).toBe(true);
    expect([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])).toEqual([SCRIPT_LOADER]);
    expect(html).toContain('\\u003c/script\\u003e');
    const product = jsonLdOf(html).find((d) => d['@type'] === 'Product')!;
    expect(product.name).toBe(evil);
  });

  it('answers an unknown or hidden product, category or manufacturer with 404 and noindex', async () => {
    for (const url of [
      `/product/${cat.suspendedProductId}`,
      `/product/${cat.hiddenByManufacturerProductId}`,
      '/product/999999',
      '/product/abc',
      '/category/999999',
      `/vendor/profile/${cat.vendorIds.closed}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      // The page draws its own not-found view.
      expect(rootOf(res.body), url).toMatch(/not found/i);
      expect(canonicalOf(res.body), url).toBeUndefined();
    }
    const manufacturer = await page(`/vendor/profile/${cat.vendorIds.ongole}`);
    expect(manufacturer.statusCode).toBe(200);
    expect(manufacturer.body).toContain('<title>Ongole Stone Co | Granite Marketplace</title>');
    expect(manufacturer.body).not.toContain('noindex');
  });

  it('marks signed-in areas noindex and drops tracking parameters from the list canonical', async () => {
    for (const url of [
      '/admin/dashboard',
      '/admin/login',
      '/vendor/dashboard',
      '/vendor/quotes/12',
      '/login',
    ]) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(canonicalOf(html), url).toBeUndefined();
    }
    // A page of its own that the browser draws keeps its head.
    expect((await page('/vendor/register')).body).toContain(
      '<title>Manufacturer Registration | Granite Marketplace</title>',
    );
    const list = (await page('/products?category=1&utm_campaign=x&fbclid=y')).body;
    expect(canonicalOf(list)).toBe(`${PUBLIC_URL}/products?category=1`);
    expect(list).toContain('<title>All Products | Granite Marketplace</title>');
    expect(canonicalOf((await page('/about?utm_source=a')).body)).toBe(`${PUBLIC_URL}/about`);
  });
});

describe('the seo block', () => {
  it('overrides the site-wide defaults, robots.txt included', async () => {
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/vendor\/dashboard$/m);
    expect(robots.body).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);

    const seo = {
      ...CONTENT_DEFAULTS.seo,
      siteTitle: 'Stone & Co <Granite>',
      metaDescription: 'Our own description.',
      ogImage: '/media/og.webp',
      canonicalUrl: 'https://www.stone.example/',
      robotsTxt: 'User-agent: *\nDisallow: /',
      structuredData: '{"@context":"https://schema.org","@type":"WebSite","name":"Stone"}',
    };
    const saved = await saveContent(t.app, adminCookie, 'seo', seo);
    expect(saved.statusCode, saved.body).toBe(200);

    const html = (await page('/')).body;
    expect(html).toContain('<title>Stone &amp; Co &lt;Granite&gt;</title>');
    expect(metaOf(html, 'name', 'description')).toBe('Our own description.');
    expect(metaOf(html, 'property', 'og:image')).toBe('https://www.stone.example/media/og.webp');
    expect(canonicalOf(html)).toBe('https://www.stone.example/');
    expect(jsonLdOf(html).map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(canonicalOf((await page('/categories')).body)).toBe('https://www.stone.example/categories');

    expect((await page('/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');

    const reset = await saveContent(t.app, adminCookie, 'seo', CONTENT_DEFAULTS.seo);
    expect(reset.statusCode).toBe(200);
  });
});

describe('sitemap', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('lists the site pages and every visible category, manufacturer and product with lastmod', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(res.body);
    for (const path of [
      '/',
      '/products',
      '/categories',
      '/vendors',
      '/about',
      '/contact',
      '/legal/privacy-policy',
    ])
      expect(urls).toContain(`${PUBLIC_URL}${path}`);
    for (const id of cat.productIds) expect(urls).toContain(`${PUBLIC_URL}/product/${id}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/product/${cat.suspendedProductId}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/product/${cat.hiddenByManufacturerProductId}`);
    expect(urls).toContain(`${PUBLIC_URL}/category/${cat.categoryIds.white}`);
    expect(urls).toContain(`${PUBLIC_URL}/vendor/profile/${cat.vendorIds.kishangarh}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/vendor/profile/${cat.vendorIds.closed}`);
    expect(res.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/product/${cat.productIds[0]}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('splits into a sitemap index past the per-file limit, and follows catalogue changes', async () => {
    let small: FastifyInstance | undefined;
    try {
      small = await buildApp(t.config, { database: t.app.deps.database, sitemapUrlLimit: 4 });
      const all = locs((await page('/sitemap.xml')).body);
      const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locs(index.body);
      expect(files).toHaveLength(Math.ceil(all.length / 4));
      expect(files[0]).toBe(`${PUBLIC_URL}/sitemap-1.xml`);
      const parts: string[] = [];
      for (const file of files) {
        const res = await small.inject({ method: 'GET', url: new URL(file).pathname });
        expect(res.statusCode, file).toBe(200);
        const urls = locs(res.body);
        expect(urls.length).toBeLessThanOrEqual(4);
        parts.push(...urls);
      }
      expect(parts).toEqual(all);
      const past = await small.inject({ method: 'GET', url: `/sitemap-${files.length + 1}.xml` });
      expect(past.statusCode).toBe(404);

      // Hiding a product takes it out of the sitemap (cached by catalogue version).
      const hidden = cat.productIds[4]!;
      await t.app.deps.db.update(products).set({ status: 'suspended' }).where(eq(products.id, hidden));
      catalogChanged(t.app.deps);
      const after = locs((await page('/sitemap.xml')).body);
      expect(after).not.toContain(`${PUBLIC_URL}/product/${hidden}`);
      expect(after).toHaveLength(all.length - 1);
      await t.app.deps.db.update(products).set({ status: 'active' }).where(eq(products.id, hidden));
      catalogChanged(t.app.deps);
    } finally {
      await small?.close();
    }
  });

  it('answers robots.txt and the sitemap without a web build too', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/product/1' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
