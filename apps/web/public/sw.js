// Offline and caching worker (spec 1: registered at /sw.js).
// - Pages: network first, so a buyer always gets the current page. A copy of each page seen is kept
//   (server-rendered storefront pages carry their data and are the same for everyone); offline, that
//   copy, or else the app shell (/index.html, kept under '/'), and the app says it is offline.
// - /assets/*: content-hashed build files, cache first (they never change under one name).
// - /media/*: content-hashed images, cache first, at most MEDIA_LIMIT kept.
// - Public reads of /api/v1 (catalogue, manufacturers, site content): network first, so prices and
//   stock are live whenever there is a network; a copy of each answer is kept, and offline the
//   visitor gets what they saw last. At most READS_LIMIT kept.
// - Everything else under /api (sessions, accounts, panels, quote requests, links with a token,
//   anything answered no-store or private): never cached.
// - What is answered from a copy because the network failed is marked (KEPT_COPY_*), so the page
//   says it is offline even where the browser still reports navigator.onLine (Wi-Fi without internet,
//   the site unreachable); apps/web/src/lib/network-state.ts reads the marks.
const SHELL = 'granite-shell-v2';
const ASSETS = 'granite-assets-v1';
const MEDIA = 'granite-media-v1';
const READS = 'granite-reads-v1';
const PAGES = 'granite-pages-v1';
const KEEP = [SHELL, ASSETS, MEDIA, READS, PAGES];
const MEDIA_LIMIT = 200;
const READS_LIMIT = 300;
const PAGES_LIMIT = 60;

/** The API's personal and staff answers (as the server's no-store plugin lists them), never kept. */
const PRIVATE_API =
  /^\/api\/(auth|v1\/(me|session|admin|vendor|quote-requests|vendor-applications|notifications))(\/|$)/;

/** As in apps/web/src/lib/network-state.ts. */
const KEPT_COPY_ATTRIBUTE = 'data-kept-copy';
const KEPT_COPY_HEADER = 'x-kept-copy';

const SHELL_URL = '/index.html';
/** The shell names the current build's assets: refreshed after a page load, at most every 10 minutes. */
const SHELL_REFRESH_MS = 10 * 60 * 1000;
let shellFetchedAt = 0;

async function refreshShell() {
  shellFetchedAt = Date.now();
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await (await caches.open(SHELL)).put('/', response);
  // The shell's own stylesheet and scripts: server-rendered pages inline their styles, so a visitor
  // who only saw those never fetched the stylesheet the shell needs offline.
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]);
  const cache = await caches.open(ASSETS);
  await Promise.all(
    assets.map(async (url) => {
      if (await cache.match(url)) return;
      const asset = await fetch(url);
      if (asset.ok) await cache.put(url, asset);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(refreshShell());
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !KEEP.includes(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request, cacheName, limit) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    if (limit) await trim(cache, limit);
  }
  return response;
}

/** Keeps the newest `limit` entries of a cache (the oldest stored go first). */
async function trim(cache, limit) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
}

/** A copy of a public answer, stored again under its URL so it becomes the newest. */
function keepCopy(event, cacheName, limit, key, response) {
  const control = response.headers.get('cache-control') ?? '';
  if (!response.ok || response.type !== 'basic' || /no-store|private/i.test(control)) return;
  const copy = response.clone();
  event.waitUntil(
    caches
      .open(cacheName)
      .then(async (cache) => {
        await cache.delete(key);
        await cache.put(key, copy);
        await trim(cache, limit);
      })
      .catch(() => undefined),
  );
}

/** A kept answer, given out because the network failed: its headers say so. */
function markedRead(kept) {
  const headers = new Headers(kept.headers);
  headers.set(KEPT_COPY_HEADER, '1');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

/** A kept page (or the shell), given out because the network failed: its <html> says so. */
async function markedPage(kept) {
  const html = (await kept.text()).replace(/<html\b/i, `<html ${KEPT_COPY_ATTRIBUTE}=""`);
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  headers.set(KEPT_COPY_HEADER, '1');
  return new Response(html, { status: kept.status, statusText: kept.statusText, headers });
}

async function networkFirstRead(event) {
  try {
    const response = await fetch(event.request);
    keepCopy(event, READS, READS_LIMIT, event.request, response);
    return response;
  } catch (error) {
    const hit = await (await caches.open(READS)).match(event.request);
    if (hit) return markedRead(hit);
    throw error;
  }
}

async function networkFirstPage(event) {
  const url = new URL(event.request.url);
  const key = url.origin + url.pathname + url.search;
  try {
    const response = await fetch(event.request);
    if (response.ok && Date.now() - shellFetchedAt > SHELL_REFRESH_MS)
      event.waitUntil(refreshShell().catch(() => undefined));
    if (!url.searchParams.has('token')) keepCopy(event, PAGES, PAGES_LIMIT, key, response);
    return response;
  } catch (error) {
    const page = await (await caches.open(PAGES)).match(key);
    if (page) return markedPage(page);
    const shell = await (await caches.open(SHELL)).match('/');
    if (shell) return markedPage(shell);
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (
      url.pathname.startsWith('/api/v1/') &&
      !PRIVATE_API.test(url.pathname) &&
      !url.searchParams.has('token')
    ) {
      event.respondWith(networkFirstRead(event));
    }
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSETS));
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request, MEDIA, MEDIA_LIMIT));
  }
});
