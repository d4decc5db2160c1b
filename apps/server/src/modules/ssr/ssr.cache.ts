// Rendered storefront pages kept in process (ADR 011). Pages are rendered for an anonymous visitor
// whatever the request's cookies (the browser adds the visitor's own parts after hydration), so
// one copy serves everyone. An entry belongs to the catalogue version and the content snapshot it
// was rendered from: a write through any server process bumps a version, and the next request
// renders afresh (within VERSION_CHECK_MS for another process, at once for the writing one).
// What has no version of its own (hero images, the hero's live counts, facet counts) is bounded by
// the time to live, the same 30 s as the catalogue's cached API answers.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const TTL_MS = 30_000;
/** Bytes kept at most: compressed pages, about 25 KB each (a thousand pages and more). */
const MAX_BYTES = 32 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** br, else gzip, else none, by the request's Accept-Encoding (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/**
 * A rendered page as kept: brotli-compressed, which is all most visitors need and a fifth of the
 * HTML (the inlined stylesheet, the same in every page, is most of it), so the cache holds five times
 * as many pages. It is usable at once; its HTML is let go once compressed (a few milliseconds, off
 * the event loop). The plain HTML is unpacked on demand; a gzip copy is made once, when asked for.
 */
export class CachedPage {
  readonly etag: string;
  private html: Buffer | undefined;
  private br: Buffer | undefined;
  private gzipped: Buffer | undefined;
  /** Settles once the page is held compressed (or compression failed and the HTML is kept). */
  readonly compressed: Promise<void>;

  /** `br`: the page as already compressed for the visitor it was rendered for, when it was. */
  constructor(
    readonly status: number,
    html: Buffer,
    br?: Buffer,
  ) {
    this.etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
    if (br) {
      this.br = br;
      this.compressed = Promise.resolve();
      return;
    }
    this.html = html;
    this.compressed = brotli(html, BROTLI_OPTIONS).then(
      (br) => {
        this.br = br;
        this.html = undefined;
      },
      () => undefined,
    );
  }

  /** Bytes held once compressed; the HTML of a page still being compressed is not counted. */
  get size(): number {
    const raw = this.br ? 0 : (this.html?.length ?? 0);
    return (this.br?.length ?? 0) + (this.gzipped?.length ?? 0) + raw;
  }

  /** The body in `encoding`. */
  async body(encoding: Encoding | undefined): Promise<Buffer> {
    if (encoding === 'br') {
      await this.compressed;
      return this.br ?? brotli(this.html!, BROTLI_OPTIONS);
    }
    if (encoding === 'gzip' && this.gzipped) return this.gzipped;
    const html = this.html ?? (await unbrotli(this.br!));
    if (!encoding) return html;
    this.gzipped ??= await gz(html);
    return this.gzipped;
  }
}

/** A page with the bytes counted for it: lru-cache counts a value's size when the value is set. */
type Entry = { page: CachedPage; counted: number };

const entryOf = (page: CachedPage): Entry => ({ page, counted: Math.max(1, page.size) });

/**
 * Pages by key for TTL_MS, the least recently used dropped first once the bytes held pass `maxBytes`
 * (a visitor walking more pages than fit evicts the pages nobody asked for lately, not the popular
 * ones). A page's bytes are counted again once it is compressed and when a gzip copy is made.
 */
export class PageCache {
  private readonly pages: LRUCache<string, Entry>;
  /** Each content snapshot (a new object after every content write) gets a number for the key. */
  private readonly snapshots = new WeakMap<object, number>();
  private nextSnapshot = 1;

  constructor(maxBytes = MAX_BYTES) {
    this.pages = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.counted,
      ttl: TTL_MS,
    });
  }

  keyOf(catalogVersion: number, contentSnapshot: object, url: string): string {
    let n = this.snapshots.get(contentSnapshot);
    if (n === undefined) {
      n = this.nextSnapshot++;
      this.snapshots.set(contentSnapshot, n);
    }
    return `${catalogVersion}:${n}:${url}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key)?.page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, entryOf(page));
    void page.compressed.then(() => this.recount(key, page));
  }

  /** The page's body in `encoding` (a gzip copy made for it is counted). */
  async body(key: string, page: CachedPage, encoding: Encoding | undefined): Promise<Buffer> {
    const body = await page.body(encoding);
    this.recount(key, page);
    return body;
  }

  /** Bytes held by the pages kept. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  get size(): number {
    return this.pages.size;
  }

  private recount(key: string, page: CachedPage): void {
    const entry = this.pages.peek(key);
    // Dropped or replaced meanwhile: its bytes are not held.
    if (entry?.page !== page || entry.counted === Math.max(1, page.size)) return;
    // Its time to live still runs from when it was first kept.
    this.pages.set(key, entryOf(page), { noUpdateTTL: true });
  }
}
