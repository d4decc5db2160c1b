import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './fixtures';

// D23: the server writes each page's head, so a crawler that runs no JavaScript already sees the
// product's title, description, canonical address and JSON-LD.
const browser = useBrowser();

type JsonLd = Record<string, unknown> & { '@type': string };
const jsonLdOf = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as JsonLd,
  );

describe('SEO served with the HTML', () => {
  it('carries the product title and JSON-LD before any JavaScript runs', async () => {
    const page = await browser.newPage();
    const res = await page.request.get('/product/1?utm_source=newsletter');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Black Galaxy Polished Slab | Granite Marketplace</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/product/1" />`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+" \/>/);
    const ld = jsonLdOf(html);
    expect(ld.map((d) => d['@type'])).toEqual(['Organization', 'Product', 'BreadcrumbList']);
    expect(ld[1]).toMatchObject({
      name: 'Black Galaxy Polished Slab',
      offers: { '@type': 'Offer', priceCurrency: 'INR', priceSpecification: { unitText: 'sq.ft' } },
    });

    // The app then takes over under the same Content-Security-Policy and keeps the title in step.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/product/1');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toContain('Black Galaxy Polished Slab');
    expect(await page.title()).toBe('Black Galaxy Polished Slab | Granite Marketplace');
    expect(errors.filter((e) => /Content.Security.Policy/i.test(e))).toEqual([]);
  });

  it("keeps the home page's SEO title in the browser tab once the app has loaded", async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/')).text();
    const served = /<title>([^<]+)<\/title>/.exec(html)![1]!.replace(/&amp;/g, '&');
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    expect(await page.title()).toBe(served);
  });

  it('answers a missing product with 404 and noindex, and the app still draws its not-found page', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/product/999999');
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect.poll(() => page.locator('body').textContent()).toMatch(/not found/i);
  });

  it('publishes robots.txt and a sitemap that lists the demo products', async () => {
    const page = await browser.newPage();
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL()}/product/1</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL()}/category/1</loc>`);
  });
});
