// Rendered storefront pages kept in process (issue 16). Pages are rendered for an anonymous visitor
// whatever the request's cookies (the browser adds the visitor's own parts after hydration), so
// one copy serves everyone. An entry belongs to the catalogue version and the content snapshot it
// was rendered from: a write through any server process bumps a version, and the next request
// renders afresh (within VERSION_CHECK_MS for another process, at once for the writing one).
// What has no version of its own (hero images, the hero's live counts, facet counts) is bounded by
// the time to live, the same 30 s as the catalogue's cached API answers.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';

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
  readonly expires = Date.now() + TTL_MS;
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

type Entry = { page: CachedPage; counted: number };

/**
 * Pages by key, the least recently used dropped first once the bytes held pass `maxBytes` (a visitor
 * walking more pages than fit evicts the pages nobody asked for lately, not the popular ones).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private held = 0;
  /** Each content snapshot (a new object after every content write) gets a number for the key. */
  private readonly snapshots = new WeakMap<object, number>();
  private nextSnapshot = 1;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  keyOf(catalogVersion: number, contentSnapshot: object, url: string): string {
    let n = this.snapshots.get(contentSnapshot);
    if (n === undefined) {
      n = this.nextSnapshot++;
      this.snapshots.set(contentSnapshot, n);
    }
    return `${catalogVersion}:${n}:${url}`;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.page.expires < Date.now()) {
      this.held -= entry.counted;
      return undefined;
    }
    this.entries.set(key, entry); // now the most recently used
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const entry = { page, counted: page.size };
    this.entries.set(key, entry);
    this.held += entry.counted;
    this.trim(key);
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
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  private recount(key: string, page: CachedPage): void {
    const entry = this.entries.get(key);
    if (entry?.page !== page) return; // dropped or replaced meanwhile: its bytes are not held
    this.held += page.size - entry.counted;
    entry.counted = page.size;
    this.trim(key);
  }

  private trim(keep: string): void {
    for (const [oldest] of this.entries) {
      if (this.held <= this.maxBytes) break;
      if (oldest !== keep) this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.counted;
  }
}
