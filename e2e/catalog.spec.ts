import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, waitForHydration } from './fixtures';

// D11: a buyer searches, filters, sorts and pages the catalogue, opens a product, shares it and
// comes back to exactly the list they left.

/**
 * How many products the API lists for a filter right now. The journeys share one server, and others
 * (the product editors, the manufacturer's CSV import) add products: counts are read, not assumed.
 */
const totalOf = async (query = ''): Promise<number> =>
  ((await (await fetch(`${baseURL()}/api/v1/products?${query}`)).json()) as { total: number }).total;
const showing = (shown: number, total: number) => new RegExp(`Showing ${shown} of ${total} products`);
describe('catalogue journey', () => {
  const browser = useBrowser();

  it("finds Black Galaxy from a typo typed into the products page's search box", async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    await page.getByText(showing(12, await totalOf())).waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('galxy');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(/search=galxy/);
    await page.getByText(/for “galaxy”/).waitFor();
    const names = await page.locator('article h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('Black Galaxy'))).toBe(true);
  });

  it('filters by category and price, sorts by price, pages, opens and shares a product, and comes back', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    // A desktop browser without the Web Share API takes the clipboard path (storefront 2.8).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/products');
    await page.getByText(showing(12, await totalOf())).waitFor();

    const black = await totalOf('category=1');
    await page.getByLabel('Category').selectOption({ label: `Black Granite (${black})` });
    await page.waitForURL(/category=1/);
    await page.getByText(showing(12, black)).waitFor();

    // Maximum price from ₹10,000+ down to ₹1,000 with the keyboard (PageDown = 10 steps of ₹100).
    const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
    // The filters hydrate in a render of their own: keys pressed before React has the slider are lost.
    await waitForHydration(maxThumb);
    await maxThumb.focus();
    for (let i = 0; i < 9; i++) await maxThumb.press('PageDown');
    await page.waitForURL(/maxPrice=1000/);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL(/sort=price-asc/);
    // As a visitor does, page on once the sorted list is shown: the router renders a new address in
    // a transition, and a click landing before that render would page the list as it was before.
    await page.waitForLoadState('networkidle');
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    const prices = async () =>
      (await page.locator('article').locator('text=/₹[\\d,]+/').allTextContents()).map((t) =>
        Number(t.replace(/[^\d]/g, '')),
      );
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page
      .getByRole('button', { name: 'Page 2', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    // The total is the one the page shows: other journeys add products while this one runs, so a
    // count read from the API a moment before can be one behind the list's own (see totalOf).
    const summary = (await page.getByText(/Showing \d+ of \d+ products/).textContent()) ?? '';
    const [, shownOnPage2, shownTotal] = summary.match(/Showing (\d+) of (\d+)/) ?? [];
    const affordable = Number(shownTotal);
    const onPage2 = Math.min(12, affordable - 12);
    expect(Number(shownOnPage2)).toBe(onPage2);
    expect(affordable).toBeGreaterThan(12);
    const pagePrices = await prices();
    expect(pagePrices).toEqual([...pagePrices].sort((a, b) => a - b));
    expect(pagePrices.every((p) => p <= 1000)).toBe(true);
    const listUrl = page.url();
    expect(new URL(listUrl).search).toContain('category=1');

    const first = page.locator('article').first();
    const name = (await first.locator('h3').textContent())!.trim();
    await first.getByRole('link', { name: `View details of ${name}` }).click();
    await page.waitForURL(/\/product\/\d+$/);
    await expect.poll(async () => page.locator('h1').textContent()).toBe(name);
    const productUrl = page.url();

    await page.getByRole('button', { name: 'Share Product' }).click();
    await page.getByText('Link Copied!').waitFor();
    await page.getByText('Product link has been copied to your clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(productUrl);

    await page.goBack();
    await page.waitForURL(listUrl);
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await page.getByText(new RegExp(`Showing ${onPage2} of \\d+ products`)).waitFor();
    expect(await page.locator('article h3').first().textContent()).toBe(name);
  });

  it('keeps every product card button inside its box at desktop and phone widths', async () => {
    const page = await browser.newPage();
    for (const width of [1280, 1024, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/products');
      await page
        .getByRole('link', { name: /^View details of / })
        .first()
        .waitFor();
      const overflowing = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'article a[aria-label^="Compare prices for"], article a[aria-label^="View details of"]',
          ),
        ]
          .filter((a) => a.scrollWidth > a.clientWidth + 1)
          .map((a) => a.getAttribute('aria-label')),
      );
      expect(overflowing, `${width} px`).toEqual([]);
    }
  });

  it('shows the not-found states of product, category and manufacturer', async () => {
    const page = await browser.newPage();
    await page.goto('/product/99999');
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Products' }).waitFor();
    await page.goto('/category/999');
    await page.getByRole('heading', { name: 'Category not found' }).waitFor();
    await page.goto('/vendor/profile/999');
    await page.getByRole('heading', { name: 'Manufacturer Not Found' }).waitFor();
  });
});

// Most buyers are on phones over slow connections: a card's image is a few hundred pixels wide.
describe('catalogue images on a phone', () => {
  const phone = useBrowser({ viewport: { width: 360, height: 740 } });

  it('serves product cards from responsive WebP renditions: a phone picks one narrower than 1280 px', async () => {
    const page = await phone.newPage();
    await page.goto('/products');
    await page.getByText(showing(12, await totalOf())).waitFor();
    const img = page.locator('article img').first();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const { srcset, sizes, currentSrc, fetchPriority } = await img.evaluate((el: HTMLImageElement) => ({
      srcset: el.srcset,
      sizes: el.sizes,
      currentSrc: el.currentSrc,
      fetchPriority: el.fetchPriority,
    }));
    expect(srcset).toMatch(/\/media\/\S+-320\.webp 320w/);
    expect(sizes).toContain('calc(100vw - 32px)');
    expect(fetchPriority).toBe('high'); // the first row
    const chosen = Number(currentSrc.match(/-(\d+)\.webp$/)?.[1]);
    expect(chosen).toBeGreaterThan(0);
    expect(chosen).toBeLessThan(1280);
    // Cards below the first row wait until they are scrolled to.
    expect(await page.locator('article img').nth(5).getAttribute('loading')).toBe('lazy');
  });
});
