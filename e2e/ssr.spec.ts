// Storefront pages arrive complete from the server (D23, ADR 011) and the browser takes them over without a
// hydration warning; unknown paths answer 404 with the not-found page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, waitForHydration } from './fixtures';

/** Every storefront route rendered on the server (demo catalogue ids), with the heading it shows. */
const STOREFRONT: [string, string][] = [
  ['/', 'Premium Indian Granite, Direct from Manufacturers'],
  ['/categories', 'Granite Categories'],
  ['/category/1', 'Black Granite'],
  ['/products', 'All Products'],
  ['/products?category=1&sort=price-asc', 'All Products'],
  ['/product/1', 'Black Galaxy Polished Slab'],
  ['/product/comparison', 'Product Comparison'],
  ['/product/comparison?product=1&category=1', 'Product Comparison'],
  ['/vendors', 'Manufacturers'],
  ['/vendor/profile/1', 'Shree Balaji Granites'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/legal/privacy-policy', 'Privacy Policy'],
  ['/vendor/faq', 'Vendor FAQ'],
  ['/vendor/guidelines', 'Vendor Guidelines'],
];

/** Console errors and warnings, and uncaught errors, of a page from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * React has taken the page over: the header's comparison button (a React handler) opens its sheet. A
 * click that lands before hydration does nothing, so it is repeated until the sheet opens.
 */
async function expectHydrated(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^Comparison, \d+ products?$/ });
  const sheet = page.getByRole('dialog', { name: 'Compare Products' });
  await expect
    .poll(
      async () => {
        if (!(await sheet.isVisible())) await button.click();
        return sheet.isVisible();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
}

describe('server-rendered storefront', () => {
  const browser = useBrowser();

  it('sends product names and ₹ prices in the HTML, readable with JavaScript off', async () => {
    const page = await browser.newPage();
    // The first page of the list, as the API gives it.
    const list = (await (await page.request.get('/api/v1/products')).json()) as { items: { name: string }[] };
    expect(list.items.length).toBeGreaterThan(0);
    for (const [path, names] of [
      ['/products', list.items.map((p) => p.name)],
      ['/product/1', ['Black Galaxy Polished Slab']],
    ] as const) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-data"'));
      for (const name of names) expect(root, path).toContain(name.replace(/&/g, '&amp;'));
      expect(root, path).toMatch(/₹[\d,]+/);
    }

    // With JavaScript off the page is still there to read.
    const context = await page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: false, baseURL: baseURL() });
    try {
      const noJs = await context.newPage();
      await noJs.goto('/products');
      await noJs.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
      expect(await noJs.getByRole('article').count()).toBeGreaterThan(0);
      expect(await noJs.locator('#root').textContent()).toMatch(/₹[\d,]+\/sq\.ft/);
    } finally {
      await context.close();
    }
  });

  it("fetches only the list's first image at once and at high priority, the others after the page's load", async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/products')).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-data"'));
    const images = root.match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(3);
    const eager = images.filter((img) => /loading="eager"/.test(img));
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatch(/fetchpriority="high"/i);
    expect(images[0]).toBe(eager[0]);
    // Inside Chrome's lazy-loading distance a lazy image still starts at once: the others have no
    // address in the HTML, so they cannot share the slow link with the first (ADR 011).
    expect(
      images
        .slice(1)
        .every((img) => /loading="lazy"/.test(img) && !/fetchpriority|\ssrc=|srcset=/i.test(img)),
    ).toBe(true);
  });

  it("names the matched page's own chunk among the scripts loaded after the first screen, and preloads no font", async () => {
    const page = await browser.newPage();
    for (const [path, chunk] of [
      ['/', /home-page-[\w-]+\.js/],
      ['/products', /products-page-[\w-]+\.js/],
      ['/product/1', /product-page-[\w-]+\.js/],
      ['/hi/category/1', /category-page-[\w-]+\.js/],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // ADR 011: no script in the head; the page names its scripts in data for the loader.
      expect(head, path).not.toMatch(/<script[^>]*type="module"|<link[^>]*rel="modulepreload"/);
      const named = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
      const scripts = JSON.parse(named?.[1] ?? '{"entry":[],"preload":[]}') as {
        entry: string[];
        preload: string[];
      };
      expect(scripts.entry, path).toHaveLength(1);
      expect(
        scripts.preload.some((href) => chunk.test(href)),
        `${path}: ${scripts.preload.join(', ')}`,
      ).toBe(true);
      expect(head, path).not.toMatch(/rel="preload"[^>]*as="font"/);
    }
  });

  it('asks for its scripts only once the first screen is drawn: after the LCP image has loaded', async () => {
    const page = await browser.newPage();
    const order: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.url().includes('/media/')) order.push(`start ${r.url()}`);
    });
    page.on('requestfinished', (r) => {
      if (r.url().includes('/media/')) order.push(`end ${r.url()}`);
    });
    await page.goto('/products');
    // Hydrated: the app took over (the scripts did load).
    await waitForHydration(page.getByRole('searchbox', { name: 'Search products' }));
    const lcp = await page
      .locator('img[fetchpriority="high"]')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const firstScript = order.findIndex((e) => e.startsWith('start ') && /\/assets\/.+\.js$/.test(e));
    const lcpLoaded = order.indexOf(`end ${lcp}`);
    expect(lcpLoaded, order.join('\n')).toBeGreaterThanOrEqual(0);
    expect(firstScript, order.join('\n')).toBeGreaterThan(lcpLoaded);
  });

  it("starts only the first screen's image from the home page's HTML; the rest after the page's load", async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/')).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-data"'));
    const images = root.match(/<img\b[^>]*>/g) ?? [];
    const started = images.filter((img) => /\ssrc="/.test(img));
    // The first carousel slide (the LCP image) and nothing below the fold.
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/fetchpriority="high"/i);
    const waiting = images.filter((img) => /data-after-load="waiting"/.test(img));
    expect(waiting.length).toBeGreaterThan(3);
    // Each keeps its box: intrinsic width and height are there before the source.
    expect(waiting.every((img) => /\swidth="\d+"/.test(img) && /\sheight="\d+"/.test(img))).toBe(true);
    expect(root).not.toMatch(/background-image:url/);

    await page.goto('/');
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.locator('img[data-after-load="waiting"]').count(), { timeout: 10_000 })
      .toBe(0);
    expect(await page.locator('img[data-after-load="set"][src]').count()).toBe(waiting.length);
  });

  it('hydrates every storefront route without a warning or an error in the console', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    for (const [path, heading] of STOREFRONT) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await expectHydrated(page);
      expect(problems, path).toEqual([]);
    }
  });

  it('keeps the page working after hydration: client navigation and the product view', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto('/category/1');
    await expectHydrated(page);
    const details = page.getByRole('link', { name: /^View details of / }).first();
    const name = ((await details.getAttribute('aria-label')) ?? '').replace('View details of ', '');
    await details.click();
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // Back in the list and on to the next page of products, all in the browser.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Black Granite' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('answers 404 with the not-found page for an unknown path and a missing product', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    const unknown = await page.goto('/no-such-page/at-all');
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    await expectHydrated(page);

    const missing = await page.goto('/product/999999');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    await expectHydrated(page);
    // The browser reports the 404 document itself; nothing else may complain.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
