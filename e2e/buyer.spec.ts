// Buyer tools journey (D15, D16, D22): the comparison limit, a wishlist that survives a reload, the
// manufacturer comparison's filters, sorts and CSV export, and quote requests (multi and a
// double-clicked single) landing once each in the signed-in buyer's dashboard.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createVerifiedBuyer, signInAs, signInAsAdmin, useBrowser, waitForHydration } from './fixtures';
import { ownCategory, ownManufacturer } from './own-data';

const header = (page: Page) => page.locator('header').first();

async function fillQuoteForm(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your Name').fill('Meera Iyer');
  await dialog.getByLabel('Mobile Number').fill('98450 12345');
  await dialog.getByLabel('Quantity (sq.ft)').fill('1200');
  await dialog.getByLabel('Delivery City').fill('Chennai');
  await dialog.getByLabel('Delivery PIN Code').fill('600001');
  await dialog.getByLabel('Additional Notes').fill('Kitchen counters');
  return dialog;
}

/**
 * A category of the journey's own with `count` manufacturers of its own, one product each, that the
 * comparison lists (once the catalogue's index has seen them): the requests sent to them reach no
 * manufacturer another journey reads.
 */
async function ownComparison(admin: Page, owner: Page, count: number): Promise<number> {
  await signInAsAdmin(admin);
  const category = await ownCategory(admin, 'Comparison Granite');
  for (let i = 0; i < count; i++)
    await ownManufacturer(admin, owner, { products: [{ price: 140 + 10 * i, categoryId: category.id }] });
  await expect
    .poll(async () => (await api(admin, 'GET', `/comparison?category=${category.id}`)).rows.length, {
      timeout: 30_000,
    })
    .toBe(count);
  return category.id;
}

async function myQuoteCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/me/quote-requests');
  return (await res.json()).total as number;
}

describe('buyer tools', () => {
  const browser = useBrowser();
  let buyerEmail: string;

  beforeAll(async () => {
    const page = await browser.newPage();
    buyerEmail = await createVerifiedBuyer(page, 'Meera Iyer');
  });

  it('compares up to 4 products; the 5th shows the limit toast', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: 'Add to comparison' }).first().click();
      await page.getByText('Added to Comparison').first().waitFor();
    }
    await header(page).getByRole('button', { name: 'Comparison, 4 products' }).waitFor();
    await page.getByRole('button', { name: 'Add to comparison' }).first().click();
    await page.getByText('Comparison Limit Reached').waitFor();
    await page.getByText('You can compare up to 4 products at a time').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('comparison') ?? '[]').length);
    expect(stored).toBe(4);
    // Spec 2.10: the widget lists them and clears them.
    await header(page).getByRole('button', { name: 'Comparison, 4 products' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
    await page.getByText('Comparison Cleared').waitFor();
    await page.getByRole('dialog').getByText('No Products to Compare').waitFor();
  });

  it('keeps the wishlist across a reload and discards a corrupted value', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    const first = page.getByRole('button', { name: 'Add to wishlist' }).first();
    await first.click();
    await page.getByText('Added to Wishlist').first().waitFor();
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await header(page).getByRole('link', { name: 'Wishlist, 2 items' }).waitFor();
    await page.reload();
    await header(page).getByRole('link', { name: 'Wishlist, 2 items' }).click();
    await page.waitForURL((url) => url.pathname === '/wishlist');
    // The wishlist page is lazy-loaded: wait for its list rather than counting too early.
    await expect.poll(() => page.getByTestId('wishlist-items').locator('li').count()).toBe(2);

    await page.evaluate(() => localStorage.setItem('wishlist', '{"broken'));
    await page.reload();
    await page.getByText('Your wishlist is empty').waitFor();
    await header(page).getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();
  });

  it("keeps a signed-in buyer's lists in the account and leaves none behind at sign-out", async () => {
    const page = await browser.newPage();
    await signInAs(page, buyerEmail);
    await page.goto('/products');
    // The signed-in header and lists settle after hydration: a click that lands before that is
    // repeated until the toast confirms it (the CI run saw one click lost this way).
    const added = page.getByText('Added to Wishlist');
    await expect
      .poll(
        async () => {
          if ((await added.count()) === 0)
            await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
          return added.count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await header(page)
      .getByRole('link', { name: /^Wishlist, [1-9]\d* items?$/ })
      .waitFor();
    await expect
      .poll(async () => (await (await page.request.get('/api/v1/me/wishlist')).json()).items.length)
      .toBeGreaterThan(0);

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await header(page).getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]');

    // Signing in again brings the account's list back.
    await signInAs(page, buyerEmail);
    await page.goto('/products');
    await header(page)
      .getByRole('link', { name: /^Wishlist, [1-9]\d* items?$/ })
      .waitFor();
  });

  it('keeps a click made while the account lists are still merging', async () => {
    const email = await createVerifiedBuyer(await browser.newPage(), 'Kavya Nair');
    const page = await browser.newPage();
    await signInAs(page, email);
    // The answer to the sign-in merge arrives only after the buyer has clicked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let merges = 0;
    await page.route('**/api/v1/me/wishlist/merge', async (route) => {
      merges += 1;
      const answer = await route.fetch();
      await held;
      await route.fulfill({ response: answer });
    });
    await page.goto('/products');
    await expect.poll(() => merges).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await page.getByText('Added to Wishlist').first().waitFor();
    await header(page).getByRole('link', { name: 'Wishlist, 1 item' }).waitFor();
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/v1/me/wishlist/merge'));
    release();
    await answered;
    await expect
      .poll(async () => (await (await page.request.get('/api/v1/me/wishlist')).json()).items.length)
      .toBe(1);
    // The late answer (an empty account list) did not take the click back.
    await page.waitForTimeout(300);
    await header(page).getByRole('link', { name: 'Wishlist, 1 item' }).waitFor({ timeout: 1_000 });
  });

  it('filters and sorts the manufacturer comparison, and exports the visible rows as CSV', async () => {
    const page = await browser.newPage();
    await page.goto('/product/comparison/1');
    const heading = page.getByRole('heading', { name: /Compare Manufacturers \(\d+ options\)/ });
    await heading.waitFor();
    const rows = page.getByTestId('comparison-row');
    // The first rows come with the page, the rest are drawn after its load: all of them are counted.
    const all = Number(/\((\d+) options\)/.exec((await heading.textContent()) ?? '')?.[1]);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(all);

    // The page is drawn by the server: its filters act once React has taken them over.
    await waitForHydration(page.getByLabel('Quality', { exact: true }));
    await page.getByLabel('Quality', { exact: true }).selectOption('Premium');
    await page.waitForURL((url) => url.searchParams.get('quality') === 'Premium');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=row-quality]')].every((e) => e.textContent === 'Premium'),
    );
    const premium = await rows.count();
    expect(premium).toBeGreaterThan(0);
    expect(premium).toBeLessThan(all);

    await page.getByLabel('Price', { exact: true }).selectOption('100-300');
    await page.waitForURL((url) => url.searchParams.get('price') === '100-300');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=row-price]')].every((e) => {
        const rupees = Number(/₹([\d,.]+)/.exec(e.textContent ?? '')?.[1]?.replaceAll(',', ''));
        return rupees >= 100 && rupees <= 300;
      }),
    );
    const prices = await page
      .getByTestId('row-price')
      .evaluateAll((els) =>
        els.map((e) => Number(/₹([\d,.]+)/.exec(e.textContent ?? '')?.[1]?.replaceAll(',', ''))),
      );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByLabel('Sort by', { exact: true }).selectOption('manufacturer');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'manufacturer');
    const makers = async () =>
      rows.evaluateAll((els) => els.map((e) => e.querySelector('td:nth-child(2) p')?.textContent ?? ''));
    await page.waitForFunction(() => {
      const names = [
        ...document.querySelectorAll('[data-testid=comparison-row] td:nth-child(2) p:first-child'),
      ].map((e) => e.textContent ?? '');
      return names.every((n, i) => i === 0 || names[i - 1]!.localeCompare(n) <= 0);
    });
    const visible = await makers();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Comparison' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^granite-comparison-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs behind a connection: saveAs copies the file to this side.
    const file = join(mkdtempSync(join(tmpdir(), 'granite-csv-')), 'comparison.csv');
    await download.saveAs(file);
    const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('Manufacturer,Location,Verified,Product,Price per sq.ft (INR)');
    expect(lines).toHaveLength(visible.length + 1);
    expect(lines.slice(1).map((l) => l.split(',')[0]!.replaceAll('"', ''))).toEqual(visible);
  });

  it("a multi-manufacturer request for 3 products appears as 3 requests in the buyer's dashboard", async () => {
    const categoryId = await ownComparison(await browser.newPage(), await browser.newPage(), 3);
    const page = await browser.newPage();
    await signInAs(page, buyerEmail);
    const before = await myQuoteCount(page);
    await page.goto(`/product/comparison/${categoryId}`);
    const boxes = page.getByTestId('comparison-row').getByRole('checkbox');
    await waitForHydration(boxes.first());
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await page.getByRole('button', { name: 'Request 3 Quotes' }).click();
    const dialog = await fillQuoteForm(page);
    await dialog.getByRole('button', { name: 'Submit 3 Requests' }).click();
    await page.getByText('Quote Request Submitted').waitFor();
    await page.getByText('sent to our team', { exact: false }).first().waitFor();
    expect(await myQuoteCount(page)).toBe(before + 3);

    await page.goto('/dashboard?tab=quotes');
    await page.getByRole('heading', { name: 'Quote Requests' }).waitFor();
    const items = page.getByTestId('quote-request');
    await items.first().waitFor();
    expect(await items.filter({ hasText: '(Multi-manufacturer comparison request)' }).count()).toBe(3);
    expect(await items.getByTestId('quote-status').allTextContents()).toContain('Pending');
  }, 120_000);

  it('a double-clicked submit creates one request', async () => {
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const [product] = (await ownManufacturer(admin, await browser.newPage())).products;
    const page = await browser.newPage();
    await signInAs(page, buyerEmail);
    const before = await myQuoteCount(page);
    await page.goto(`/product/${product!.id}`);
    const ask = page.getByRole('button', { name: 'Request Quote' }).first();
    await waitForHydration(ask);
    await ask.click();
    const dialog = await fillQuoteForm(page);
    await dialog.getByRole('button', { name: 'Submit Request' }).dblclick();
    await page.getByText('Quote Request Submitted').first().waitFor();
    // Give a second request time to land if one had been sent.
    await page.waitForTimeout(1000);
    expect(await myQuoteCount(page)).toBe(before + 1);
  }, 120_000);
});

describe("the buyer's dashboard on a phone (360 px)", () => {
  const phone = useBrowser({ viewport: { width: 360, height: 780 } });

  it('shows all nine section tabs on screen, none scrolled out of sight', async () => {
    const page = await phone.newPage();
    await signInAs(page, await createVerifiedBuyer(page, 'Arjun Rao'));
    await page.goto('/dashboard');
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
    // The dashboard's chunk and the session arrive first on a phone: wait for the tabs, then count.
    await tabs.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => tabs.count()).toBe(9);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await tabs.filter({ hasText: 'Quote Requests' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'quotes');
    // Measured once the tab's content has arrived (its empty state), not while it loads.
    await page.getByText('No Quote Requests').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
  });
});
