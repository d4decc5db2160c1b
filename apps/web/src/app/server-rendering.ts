// What a route of routes.tsx tells the server (ADR 012): whether its page is rendered there, which
// reads it needs, and which page head (D23) it has. Kept in the route's `handle`, React Router's
// place for a route's own facts, so the route table is the only table.
import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** Where a route is: its path parameters and the address's query. */
export type RouteAt = { params: Params; search: URLSearchParams };

/**
 * The page head the server writes (D23), by kind; the seo module turns it into title, description,
 * canonical, Open Graph and JSON-LD. Ids and slugs are the path's own text: the server reads them.
 */
export type PageHeadKey =
  | { page: 'site' }
  | { page: 'private' }
  | { page: 'titled'; title: string }
  | { page: 'product' | 'category' | 'manufacturer'; id: string | undefined }
  | { page: 'legal'; slug: string | undefined };

/**
 * A read the server makes before rendering: the `queryOptions(...)` the page itself asks for (typed
 * by its key alone: a page's typed options are not assignable to the untyped ones of the client).
 */
export type PrefetchQuery = { queryKey: QueryKey };

export type RouteHandle = {
  /** The page is rendered on the server, with the reads of this route and of its layouts. */
  serverRendered?: boolean;
  /**
   * The queries the page (or layout) asks for on its first render, built as the page builds them.
   * Server build only (see prefetch), so none of this is in the browser's download.
   */
  queries?: (at: RouteAt) => Promise<PrefetchQuery[]>;
  /** The head of this route and the routes inside it, unless one of them has its own. */
  head?: PageHeadKey | ((at: RouteAt) => PageHeadKey);
};

// The browser's build has no use for these facts: the helpers below answer undefined there (Vite sets
// import.meta.env.SSR), so the route table costs the browser's first download nothing.

/** A storefront page: rendered on the server with its data and head. */
export function serverRendered(handle: Omit<RouteHandle, 'serverRendered'> = {}): RouteHandle | undefined {
  if (!import.meta.env.SSR) return undefined;
  return { ...handle, serverRendered: true };
}

/** A page the browser renders alone; the server still writes its head. */
export function browserRendered(head: PageHeadKey): RouteHandle | undefined {
  if (!import.meta.env.SSR) return undefined;
  return { head };
}

/** A page behind a sign-in, or a sign-in page: never indexed, drawn by the browser. */
export const PRIVATE = browserRendered({ page: 'private' });

export const titled = (title: string): PageHeadKey => ({ page: 'titled', title });

type PageReads = typeof import('./page-reads');

/**
 * `queries` for a route, given the page reads (loaded when first called) and where the route is. In
 * the server build only: the browser's build leaves them and their imports out.
 */
export function prefetch(build: (reads: PageReads, at: RouteAt) => PrefetchQuery[]): RouteHandle['queries'] {
  if (!import.meta.env.SSR) return undefined;
  return async (at) => build(await import('./page-reads'), at);
}
