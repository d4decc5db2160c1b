// ADR 011: the page cache holds pages compressed and drops the least recently used first, so a
// catalogue's worth of pages stays cached (each page is ~200 KB of HTML, most of it the inlined
// stylesheet every page shares).
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedPage, PageCache } from './ssr.cache';

/** A page like the storefront's: the same 84 KB stylesheet, then the page's own markup. */
const STYLESHEET = `<style>${Array.from({ length: 3000 }, (_, i) => `.u${i}{margin:${i % 40}px;color:#${(i * 997).toString(16).padStart(6, '0').slice(0, 6)}}`).join('')}</style>`;
const pageHtml = (n: number) =>
  Buffer.from(
    `<!doctype html><html><head>${STYLESHEET}</head><body><h1>Page ${n}</h1>${`<article>Slab ${n} ₹${n * 10}/sq.ft</article>`.repeat(200)}<p>${randomBytes(2000).toString('base64')}</p></body></html>`,
  );

describe('the page cache (ADR 011)', () => {
  it('keeps pages compressed: 300 pages of ~200 KB fit where 32 MB of HTML held 160', async () => {
    const cache = new PageCache();
    const html = pageHtml(1);
    expect(html.length).toBeGreaterThan(100_000);
    const pages = Array.from({ length: 300 }, (_, n) => new CachedPage(200, pageHtml(n)));
    for (const [n, page] of pages.entries()) cache.set(`v1:1:/product/${n}`, page);
    await Promise.all(pages.map((page) => page.compressed));
    expect(cache.size).toBe(300);
    expect(cache.bytes).toBeLessThan(300 * html.length * 0.25);
    for (let n = 0; n < 300; n++) expect(cache.get(`v1:1:/product/${n}`), `page ${n}`).toBeDefined();
  });

  it('answers each encoding with the same HTML, counting a gzip copy once made', async () => {
    const cache = new PageCache();
    const html = pageHtml(7);
    const page = new CachedPage(200, html);
    cache.set('k', page);
    await page.compressed;
    const before = cache.bytes;
    expect(brotliDecompressSync(await cache.body('k', page, 'br')).equals(html)).toBe(true);
    expect((await cache.body('k', page, undefined)).equals(html)).toBe(true);
    expect(cache.bytes).toBe(before);
    expect(gunzipSync(await cache.body('k', page, 'gzip')).equals(html)).toBe(true);
    expect(cache.bytes).toBeGreaterThan(before);
    const withGzip = cache.bytes;
    await cache.body('k', page, 'gzip');
    expect(cache.bytes).toBe(withGzip);
    expect(page.etag).toMatch(/^W\/"/);
  });

  it('drops the least recently used page first when full', async () => {
    const one = new CachedPage(200, pageHtml(0));
    await one.compressed;
    const cache = new PageCache(one.size * 3 + 100);
    const pages = [1, 2, 3, 4].map((n) => new CachedPage(200, pageHtml(n)));
    await Promise.all(pages.map((page) => page.compressed));
    cache.set('a', pages[0]!);
    cache.set('b', pages[1]!);
    cache.set('c', pages[2]!);
    expect(cache.get('a')).toBe(pages[0]); // a is now the most recent: b is the oldest
    cache.set('d', pages[3]!);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(pages[0]);
    expect(cache.get('c')).toBe(pages[2]);
    expect(cache.get('d')).toBe(pages[3]);
    expect(cache.bytes).toBeLessThanOrEqual(one.size * 3 + 100);
  });
});
