import { describe, expect, it } from 'vitest';
import { signInAsAdmin, signInAsDemoManufacturer, useBrowser } from './fixtures';

// The route table of both spec documents with the heading each page shows to a signed-out visitor.
// Guarded routes (D2) land on the login page of their area, keeping the location for the return.
const buyerLogin = 'Sign in';
const manufacturerLogin = 'Manufacturer Login';
const adminLogin = 'Admin Login';
const GUARDED: Record<string, string> = {
  '/dashboard': '/login',
  '/vendor/dashboard': '/vendor/login',
  '/vendor/products': '/vendor/login',
  '/vendor/orders': '/vendor/login',
  '/vendor/analytics': '/vendor/login',
  '/vendor/settings': '/vendor/login',
  '/admin/dashboard': '/admin/login',
  '/admin/vendor-approvals': '/admin/login',
  '/admin/vendors': '/admin/login',
  '/admin/settings': '/admin/login',
  '/admin/categories': '/admin/login',
  '/admin/products': '/admin/login',
  '/admin/about': '/admin/login',
};

const ROUTES: [string, string][] = [
  ['/', 'Premium Indian Granite, Direct from Manufacturers'],
  ['/login', 'Sign in'],
  ['/contact', 'Contact Us'],
  ['/dashboard', buyerLogin],
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
  ['/vendor/dashboard', manufacturerLogin],
  ['/vendor/products', manufacturerLogin],
  ['/vendor/orders', manufacturerLogin],
  ['/vendor/analytics', manufacturerLogin],
  ['/vendor/settings', manufacturerLogin],
  ['/admin/login', 'Admin Login'],
  ['/admin/login/test', 'Admin Login Test'],
  ['/admin/dashboard', adminLogin],
  ['/admin/vendor-approvals', adminLogin],
  ['/admin/vendors', adminLogin],
  ['/admin/settings', adminLogin],
  ['/admin/categories', adminLogin],
  ['/admin/products', adminLogin],
  ['/admin/about', adminLogin],
];

describe('route table', () => {
  const browser = useBrowser();

  it('opens every route of the table and finds its heading', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The server's Content-Security-Policy must not block anything the app itself needs.
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    for (const [path, heading] of ROUTES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const login = GUARDED[path];
      if (login) {
        await page.waitForURL((url) => url.pathname === login);
        expect(new URL(page.url()).searchParams.get('redirect'), path).toBe(path);
      }
      const h1 = page.locator('h1').first();
      await h1.waitFor();
      expect((await h1.textContent())?.trim(), path).toBe(heading);
    }
    expect(errors).toEqual([]);
  });

  it('shows the admin and manufacturer panels their own headings once signed in with the role', async () => {
    const PANELS: [(page: import('playwright-core').Page) => Promise<void>, [string, string][]][] = [
      [
        signInAsAdmin,
        [
          ['/admin/dashboard', 'Admin Dashboard'],
          ['/admin/vendor-approvals', 'Vendor Registration Management'],
          ['/admin/vendors', 'Manufacturer Management'],
          ['/admin/settings', 'Settings'],
          ['/admin/categories', 'Manage Granite Categories'],
          ['/admin/products', 'All Granite Products'],
          ['/admin/about', 'About Us Editor'],
        ],
      ],
      [
        signInAsDemoManufacturer,
        [
          // Spec: the dashboard's heading welcomes the business by name (the demo manufacturer's).
          ['/vendor/dashboard', 'Welcome, Shree Balaji Granites'],
          ['/vendor/products', 'My Products'],
          ['/vendor/orders', 'Orders'],
          ['/vendor/analytics', 'Analytics'],
          ['/vendor/settings', 'Business Profile'],
        ],
      ],
    ];
    for (const [signIn, routes] of PANELS) {
      const page = await browser.newPage();
      await signIn(page);
      for (const [path, heading] of routes) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        expect(new URL(page.url()).pathname, path).toBe(path);
      }
    }
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
