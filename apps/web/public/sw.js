// Offline and caching worker (spec 1: registered at /sw.js).
// - Pages: network first, so a buyer always gets the current page; offline, the app shell
//   (/index.html: the client-rendered page without data, kept under '/'). Server-rendered pages
//   carry prices, so like the API they are never kept.
// - /assets/*: content-hashed build files, cache first (they never change under one name).
// - /media/*: content-hashed images, cache first, at most MEDIA_LIMIT kept.
// - /api/*: never cached: prices, stock and sessions must be live.
const SHELL = 'granite-shell-v2';
const ASSETS = 'granite-assets-v1';
const MEDIA = 'granite-media-v1';
const KEEP = [SHELL, ASSETS, MEDIA];
const MEDIA_LIMIT = 200;

const SHELL_URL = '/index.html';
/** The shell names the current build's assets: refreshed after a page load, at most every 10 minutes. */
const SHELL_REFRESH_MS = 10 * 60 * 1000;
let shellFetchedAt = 0;

async function refreshShell() {
  shellFetchedAt = Date.now();
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (response.ok) await (await caches.open(SHELL)).put('/', response);
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
    if (limit) {
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
    }
  }
  return response;
}

async function networkFirstPage(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok && Date.now() - shellFetchedAt > SHELL_REFRESH_MS)
      event.waitUntil(refreshShell().catch(() => undefined));
    return response;
  } catch (error) {
    const shell = await (await caches.open(SHELL)).match('/');
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSETS));
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request, MEDIA, MEDIA_LIMIT));
  }
});
