// Journey fixtures: one browser connection per spec file, a fresh context (no cookies, no storage)
// per test, and helpers that read like a user's story.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export function useBrowser(options: { viewport?: { width: number; height: number } } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: options.viewport ?? { width: 1280, height: 900 },
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

/**
 * Signs the page's context in as the administrator of global-setup (ADMIN_EMAIL, D3) through the
 * auth API; the session cookie then rides along with page.request and page navigation.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: inject('adminEmail'), password: inject('adminPassword') },
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
}
