// Main-thread work: on a server-rendered storefront page React first takes over the frame
// (header, layout) and then each product card, the filter panel, the footer and each home section in
// renders of their own, in short slices, instead of in one long task. A visitor notices nothing: a
// press on a part not yet taken over takes it over at once and is carried out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

/** Whether every element of `selectors` has been taken over (hydrated): it then carries React's fiber key. */
const hydrated = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.every((s) => {
        const el = document.querySelector(s);
        return el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
      }),
    selectors,
  );

/**
 * At the moment the app marks itself ready (the first commit), which of `selectors` are taken over
 * already; recorded in the page before any later render can run. `press`, when given, is clicked
 * right then (a visitor quicker than React).
 */
async function recordAtReady(page: Page, selectors: string[], press?: string): Promise<void> {
  await page.addInitScript(
    ({ selectors, press }) => {
      // The document has no <html> element yet when this runs: the whole document is watched.
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.appReady !== 'true') return;
        observer.disconnect();
        (window as unknown as { atReady: Record<string, boolean | null> }).atReady = Object.fromEntries(
          selectors.map((s) => {
            const el = document.querySelector(s);
            return [s, el ? Object.keys(el).some((key) => key.startsWith('__reactFiber$')) : null];
          }),
        );
        if (press) document.querySelector<HTMLElement>(press)?.click();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
    },
    { selectors, press },
  );
}

const atReady = (page: Page) =>
  page.evaluate(() => (window as unknown as { atReady?: Record<string, boolean | null> }).atReady);

describe('storefront parts hydrated after the frame', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('takes over the header first and the product cards and filters after, and they work', async () => {
    const page = await browser.newPage();
    const selectors = ['header', 'main article', 'aside[aria-label="Filters"] select', 'footer'];
    await recordAtReady(page, selectors);
    await page.goto('/products');
    expect(await atReady(page)).toEqual({
      header: true,
      'main article': false,
      'aside[aria-label="Filters"] select': false,
      footer: false,
    });
    // Then they are taken over, without being asked.
    await expect.poll(() => hydrated(page, selectors), { timeout: 10_000 }).toBe(true);

    // And they work: a card's wishlist toggle, the manufacturer filter.
    const toggle = page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^(Add to|Remove from) wishlist$/ });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('carries out a press on a card that React has not taken over yet', async () => {
    const page = await browser.newPage();
    const toggle = 'main article button[aria-label="Add to comparison"]';
    await recordAtReady(page, ['main article', toggle], toggle);
    await page.goto('/products');
    expect(await atReady(page)).toEqual({ 'main article': false, [toggle]: false });
    // The press made then took the card over and was carried out.
    await expect.poll(() => page.getByRole('button', { name: 'Remove from comparison' }).count()).toBe(1);
    await page.getByRole('button', { name: /^Comparison, 1 product$/ }).waitFor();
  });

  it('takes over each home section after the hero', async () => {
    const page = await browser.newPage();
    const selectors = ['header', '[data-home-section="featured-products"]', 'footer'];
    await recordAtReady(page, selectors);
    await page.goto('/');
    expect(await atReady(page)).toEqual({
      header: true,
      '[data-home-section="featured-products"]': false,
      footer: false,
    });
    await expect.poll(() => hydrated(page, selectors), { timeout: 10_000 }).toBe(true);
  });
});
