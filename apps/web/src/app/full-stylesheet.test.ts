import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fullStylesheetHref,
  loadFullStylesheet,
  loadFullStylesheetBeforeNavigating,
  resetFullStylesheetForTests,
} from './full-stylesheet';

const FULL = '/assets/index-Abc123.css';

/** The links the module adds to the head, kept out of the page (happy-dom would try to fetch them). */
let appended: HTMLLinkElement[];

beforeEach(() => {
  resetFullStylesheetForTests();
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLLinkElement[]));
  });
});
afterEach(() => {
  document.head.innerHTML = '';
});

/** A server-rendered storefront page: the storefront sheet inlined, naming the full one (ADR 011). */
function storefrontPage(): void {
  document.head.innerHTML = `<style data-full-stylesheet="${FULL}">.p-2{padding:.5rem}</style>`;
}

const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the full stylesheet after a storefront page', () => {
  it('is not needed on a page that carries it already: nothing is added, nothing waits', async () => {
    // The server inlined the full sheet (a build without a storefront sheet); index.html links it.
    document.head.innerHTML = '<style>.p-2{padding:.5rem}</style>';
    expect(fullStylesheetHref()).toBeUndefined();
    await loadFullStylesheet();
    const lazy = vi.fn(async () => ({ Component: () => null }));
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'dashboard', lazy }] }];
    loadFullStylesheetBeforeNavigating(routes);
    expect(routes[0]!.children![0]!.lazy).toBe(lazy);
    expect(appended).toEqual([]);
  });

  it('holds the next page until the full sheet has loaded, fetching both side by side', async () => {
    storefrontPage();
    const Component = () => null;
    const lazy = vi.fn(async () => ({ Component }));
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'vendor/dashboard', lazy }] }];
    loadFullStylesheetBeforeNavigating(routes);

    const page = (routes[0]!.children![0]!.lazy as () => Promise<{ Component: unknown }>)();
    expect(lazy).toHaveBeenCalledOnce();
    const link = appended.find((l) => l.rel === 'stylesheet');
    expect(link?.getAttribute('href')).toBe(FULL);
    expect(await settled(page)).toBe(false);

    link!.dispatchEvent(new Event('load'));
    expect(await page).toEqual({ Component });
    // One link for every later page.
    await loadFullStylesheet();
    expect(appended.filter((l) => l.rel === 'stylesheet')).toHaveLength(1);
  });

  it('draws the page anyway when the sheet cannot load, and tries again on the next move', async () => {
    storefrontPage();
    const first = loadFullStylesheet();
    appended[0]!.dispatchEvent(new Event('error'));
    await first;
    void loadFullStylesheet();
    expect(appended.filter((l) => l.rel === 'stylesheet')).toHaveLength(2);
  });

  it('prefetches the full sheet once the page has loaded, without applying it', async () => {
    storefrontPage();
    loadFullStylesheetBeforeNavigating([]);
    // happy-dom's document has loaded already: the prefetch starts at once.
    expect(appended.map((l) => [l.rel, l.getAttribute('href')])).toEqual([['prefetch', FULL]]);
  });
});
