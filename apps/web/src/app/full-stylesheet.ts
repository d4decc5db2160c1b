import type { RouteObject } from 'react-router';
import { onWindowLoaded } from '@/lib/window-loaded';

/**
 * ADR 011: a server-rendered storefront page carries the storefront stylesheet in its HTML (the
 * classes of the server-rendered pages and what they load, none of the panels'), on a <style> that
 * names the full sheet: `<style data-full-stylesheet="/assets/index-….css">`. Any other page the
 * visitor moves to may need the full sheet, so it is loaded before that page is drawn: no page of the
 * buyer dashboard, the manufacturer panel or the admin area paints unstyled. The full sheet holds
 * every rule of the storefront one in the same order, so it changes nothing already drawn.
 * A page the browser renders from index.html links the full sheet itself (nothing to do).
 */
const MARKER = 'style[data-full-stylesheet]';

let loading: Promise<void> | undefined;

/** The full stylesheet's address on a page that inlined the storefront one; else undefined. */
export function fullStylesheetHref(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLStyleElement>(MARKER)?.dataset.fullStylesheet || undefined;
}

/**
 * Links the full stylesheet (once) and resolves when it has loaded. It also resolves if the sheet
 * cannot load (offline, a stale build): the page is drawn as it can be rather than never; the next
 * navigation tries again.
 */
export function loadFullStylesheet(doc: Document = document): Promise<void> {
  if (loading) return loading;
  const href = fullStylesheetHref(doc);
  if (!href) return Promise.resolve();
  loading = new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        loading = undefined;
        link.remove();
        resolve();
      },
      { once: true },
    );
    doc.head.append(link);
  });
  return loading;
}

/**
 * After the page's `load` event (nothing of the first screen waits for it), the full sheet is fetched
 * at the lowest priority without being applied (no style work on the storefront page), so that the
 * first move to another page finds it in the cache.
 */
function prefetchAfterLoad(doc: Document): void {
  const href = fullStylesheetHref(doc);
  if (!href) return;
  const prefetch = () => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'style';
    link.href = href;
    doc.head.append(link);
  };
  if (doc.defaultView) onWindowLoaded(prefetch, doc.defaultView);
}

/**
 * Every route still to load (the page the visitor is on was loaded before hydration) waits for the
 * full stylesheet with its module, fetched side by side: a client-side move from a storefront page
 * draws the next page with its styles. Call once, before the router is created.
 */
export function loadFullStylesheetBeforeNavigating(routes: RouteObject[], doc: Document = document): void {
  if (!fullStylesheetHref(doc)) return;
  const wrap = (route: RouteObject) => {
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      route.lazy = async () => (await Promise.all([lazy(), loadFullStylesheet(doc)]))[0];
    }
    route.children?.forEach(wrap);
  };
  routes.forEach(wrap);
  prefetchAfterLoad(doc);
}

/** Tests only: forget the sheet loaded by an earlier test. */
export function resetFullStylesheetForTests(): void {
  loading = undefined;
}
