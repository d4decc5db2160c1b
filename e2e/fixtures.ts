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
