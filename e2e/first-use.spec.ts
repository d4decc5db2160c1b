// Storefront weight: pages download no menu, sheet or toast code before the visitor uses them. The
// header's menus, the comparison and filter sheets open on the very first click after hydration (the
// click loads their code), and the first toast brings sonner with it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

/** The script files the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

const header = (page: Page) => page.locator('header').first();

describe('menus and toasts on first use, desktop', () => {
  const browser = useBrowser();

  it('opens the For Business menu on the first click, loading it only then', async () => {
    const page = await browser.newPage();
    const scripts = scriptsOf(page);
    await page.goto('/products');
    expect(scripts.filter((s) => /business-menu|mobile-menu|comparison-sheet|filter-sheet/.test(s))).toEqual(
      [],
    );
    const business = header(page).getByRole('button', { name: 'For Business' });
    // The button is there, the same size, before and after the menu's code has loaded.
    const before = await business.boundingBox();
    await business.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Manufacturers Login' }).waitFor();
    expect(scripts.some((s) => /business-menu/.test(s))).toBe(true);
    expect(await business.getAttribute('aria-expanded')).toBe('true');
    expect(await business.boundingBox()).toEqual(before);
    // Radix has taken over: Escape closes the menu and gives the button its focus back.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await business.evaluate((el) => el === document.activeElement)).toBe(true);
    // And a second use works as before.
    await business.click();
    await menu.getByRole('menuitem', { name: 'Admin Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  it('shows a toast after an action, loading sonner with the first one', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    // No toaster (nor sonner) until something is said.
    expect(await page.locator('[data-sonner-toaster]').count()).toBe(0);
    await page.getByRole('button', { name: 'Add to comparison' }).first().click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Added to Comparison' }).waitFor();
    // The comparison sheet opens on its first click and lists the product.
    await header(page).getByRole('button', { name: 'Comparison, 1 product' }).click();
    await page.getByRole('dialog', { name: 'Compare Products' }).getByRole('table').waitFor();
  });
});

describe('menus on first use, phone', () => {
  const browser = useBrowser({ viewport: { width: 360, height: 780 } });

  it('opens the mobile menu and the filter sheet on the first click', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Manufacturers', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/vendors');
    await menu.waitFor({ state: 'hidden' });

    await page.goto('/products');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByText('Price Range').first().waitFor();
  });
});
