// Spec 1 and 2.19: the installable app — manifest, the offline worker at /sw.js and the install banner.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backOnline, goOffline, useBrowser } from './fixtures';

/** What Chromium does when the site becomes installable; the test stands in for the browser. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}

describe('installable app', () => {
  const browser = useBrowser({ viewport: { width: 360, height: 800 } });

  it('links a manifest whose icons exist, and serves the worker at /sw.js', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Granite Marketplace', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toContain('max-age=0');
  });

  it('registers the worker, which keeps the app shell and never caches private answers, so a reload works offline', async () => {
    const page = await browser.newPage();
    await page.goto('/products');
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    // The shell's stylesheet too, though the server-rendered page inlined its styles.
    expect(cached.some((u) => /^\/assets\/[^/]+\.css$/.test(u))).toBe(true);
    // Public reads are kept for offline use; sessions, accounts and panels never are.
    expect(cached.some((u) => /^\/api\/(auth|v1\/(me|session|admin|vendor)\b)/.test(u))).toBe(false);

    await goOffline(page);
    await page.reload();
    // The shell (header, navigation) comes from the cache; live data needs the network.
    await page.getByRole('link', { name: 'Products' }).first().waitFor();
    await backOnline(page);
  });

  it('offline, shows the product page seen before, says so plainly, and says a page never opened is offline', async () => {
    const page = await browser.newPage();
    await page.goto('/product/1');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const name = (await page.locator('main h1').first().textContent())!;
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    // The worker keeps its copy of a page after answering it: a visitor who goes offline that same
    // instant has none yet, so wait until both pages are kept, as a visitor would have after a moment.
    await page.waitForFunction(async () => {
      const kept = new Set<string>();
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) kept.add(new URL(req.url).pathname);
      }
      return kept.has('/product/1') && kept.has('/about');
    });

    await goOffline(page);
    try {
      await page.goto('/product/1');
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await page.getByText('You are offline — showing what you saw last.').waitFor();
      await page.goto('/about');
      await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
      await page.goto('/legal/refund-policy');
      await page.getByRole('heading', { name: 'You are offline', level: 1 }).waitFor();
    } finally {
      await backOnline(page);
    }
  });

  it('offers installation once the browser allows it; Not now is remembered', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Install Granite Marketplace' });
    await page.locator('h1').first().waitFor();
    expect(await banner.count()).toBe(0);
    // The banner listens once the layout has mounted; the browser may offer again, so offer until seen.
    await expect
      .poll(async () => {
        await offerInstall(page);
        return banner.count();
      })
      .toBe(1);
    await banner
      .getByText('Get faster access and work offline. Install our app for the best experience.')
      .waitFor();
    await banner.getByRole('button', { name: 'Not now' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('install-dismissed'))).toBe('true');

    await page.reload();
    await page.locator('h1').first().waitFor();
    for (let i = 0; i < 5; i++) {
      await offerInstall(page);
      await page.waitForTimeout(200);
    }
    expect(await banner.count()).toBe(0);
  });

  it('Install asks the browser and hides the banner', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    const banner = page.getByRole('region', { name: 'Install Granite Marketplace' });
    await expect
      .poll(async () => {
        await offerInstall(page, 'accepted');
        return banner.count();
      })
      .toBe(1);
    await banner.getByRole('button', { name: 'Install' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('install-dismissed'))).toBeNull();
  });
});
