// The admin area and the manufacturer panel on a phone (360 px). Every screen shows its
// heading, nothing pushes the page sideways (wide tables scroll inside their own box or become cards),
// and the panel's navigation opens from the menu button.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin, signInAsDemoManufacturer, useBrowser } from './fixtures';
import { overflow, tooWide } from './page-checks';

const ADMIN: [string, string][] = [
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/categories', 'Manage Granite Categories'],
  ['/admin/products', 'All Granite Products'],
  ['/admin/vendors', 'Manufacturer Management'],
  ['/admin/vendor-approvals', 'Vendor Registration Management'],
  ['/admin/quote-requests', 'Quote Requests'],
  ['/admin/requirements', 'Requirements'],
  ['/admin/users', 'Users'],
  ['/admin/inbox', 'Inbox'],
  ['/admin/activity', 'Activity'],
  ['/admin/reviews', 'Reviews'],
  ['/admin/about', 'About Us Editor'],
  ['/admin/settings', 'Settings'],
  ['/admin/settings?tab=homepage&section=3d-viewer', 'Settings'],
  ['/admin/settings?tab=seo', 'Settings'],
];

const MANUFACTURER: [string, string][] = [
  ['/vendor/dashboard', 'Welcome, Shree Balaji Granites'],
  ['/vendor/products', 'My Products'],
  ['/vendor/inventory', 'Inventory'],
  ['/vendor/quotes', 'Quote Requests'],
  ['/vendor/orders', 'Orders'],
  ['/vendor/samples', 'Samples'],
  ['/vendor/analytics', 'Analytics'],
  ['/vendor/reviews', 'Reviews'],
  ['/vendor/settings', 'Business Profile'],
];

async function walk(page: Page, routes: [string, string][]) {
  for (const [path, heading] of routes) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    // Lists and forms come after the heading: wait for the loading states to go.
    await expect
      .poll(() => page.locator('.animate-pulse').count(), {
        timeout: 15_000,
      })
      .toBe(0);
    const extra = await overflow(page);
    expect(extra, `${path} is wider than 360 px: ${extra ? await tooWide(page) : ''}`).toBe(0);
  }
}

describe('the admin and manufacturer panels on a phone (360 px)', () => {
  const phone = useBrowser({ viewport: { width: 360, height: 780 } });

  it.each([
    ['admin', signInAsAdmin, ADMIN, '/admin/dashboard', 'Quote Requests', '/admin/quote-requests'],
    [
      'manufacturer',
      signInAsDemoManufacturer,
      MANUFACTURER,
      '/vendor/dashboard',
      'My Products',
      '/vendor/products',
    ],
  ] as const)(
    'every %s screen fits the screen and the menu opens the navigation',
    async (_who, signIn, routes, home, link, target) => {
      const page = await phone.newPage();
      await signIn(page);
      await walk(page, [...routes]);
      await page.goto(home);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: link }).click();
      await page.waitForURL((url) => url.pathname === target);
    },
  );
});
