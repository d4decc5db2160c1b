import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

// The route table of both spec documents with the heading each page shows.
const ROUTES: [string, string][] = [
  ['/', 'Premium Indian Granite, Direct from Manufacturers'],
  ['/login', 'Sign in'],
  ['/contact', 'Contact Us'],
  ['/dashboard', 'My Dashboard'],
  ['/categories', 'Granite Categories'],
  ['/category/1', 'Black Granite'],
  ['/products', 'All Products'],
  ['/product/1', 'Black Galaxy Polished Slab'],
  ['/product/comparison', 'Product Comparison'],
  ['/product/comparison/1', 'Product Comparison'],
  ['/vendors', 'Manufacturers'],
  ['/vendor/profile/1', 'Shree Balaji Granites'],
  ['/about', 'About Us'],
  ['/legal/privacy-policy', 'Privacy Policy'],
  ['/legal/terms-of-service', 'Terms of Service'],
  ['/legal/cookie-policy', 'Cookie Policy'],
  ['/legal/refund-policy', 'Refund Policy'],
  ['/vendor/login', 'Manufacturer Login'],
  ['/vendor/register', 'Manufacturer Registration'],
  ['/vendor/faq', 'Vendor FAQ'],
  ['/vendor/guidelines', 'Vendor Guidelines'],
  ['/vendor/dashboard', 'Vendor Dashboard'],
  ['/vendor/products', 'My Products'],
  ['/vendor/orders', 'Orders'],
  ['/vendor/analytics', 'Analytics'],
  ['/vendor/settings', 'Business Profile'],
  ['/admin/login', 'Admin Login'],
  ['/admin/login/test', 'Admin Login Test'],
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/vendor-approvals', 'Vendor Registration Management'],
  ['/admin/vendors', 'Manufacturer Management'],
  ['/admin/settings', 'Settings'],
  ['/admin/categories', 'Manage Granite Categories'],
  ['/admin/products', 'All Granite Products'],
  ['/admin/about', 'About Us Editor'],
];

describe('route table', () => {
  const browser = useBrowser();

  it('opens every route of the table and finds its heading', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [path, heading] of ROUTES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const h1 = page.locator('h1').first();
      await h1.waitFor();
      expect((await h1.textContent())?.trim(), path).toBe(heading);
    }
    expect(errors).toEqual([]);
  });

  it('shows the not-found page with a link home for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const page = await browser.newPage();
    const res = await page.request.get('/api/v1/nope');
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});
