// Rendered storefront pages kept in process (issue 16). Pages are rendered for an anonymous visitor
// whatever the request's cookies (the browser adds the visitor's own parts after hydration), so
// one copy serves everyone. An entry belongs to the catalogue version and the content snapshot it
// was rendered from: a write through any server process bumps a version, and the next request
// renders afresh (within VERSION_CHECK_MS for another process, at once for the writing one).
// What has no version of its own (hero images, the hero's live counts, facet counts) is bounded by
// the time to live, the same 30 s as the catalogue's cached API answers.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TTL_MS = 30_000;
/** Raw HTML bytes kept at most (compressed copies come on top, at about a fifth). */
const MAX_BYTES = 32 * 1024 * 1024;

const brotli = promisify(brotliCompress);
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

export class CachedPage {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  readonly expires = Date.now() + TTL_MS;

  constructor(
    readonly status: number,
    readonly html: Buffer,
  ) {
    this.etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
  }

  /** The body in `encoding`, compressed once and kept. */
  body(encoding: Encoding | undefined): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.html);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotli(this.html, BROTLI_OPTIONS) : gz(this.html);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** Each content snapshot (a new object after every content write) gets a number for the key. */
  private readonly snapshots = new WeakMap<object, number>();
  private nextSnapshot = 1;

  keyOf(catalogVersion: number, contentSnapshot: object, url: string): string {
    let n = this.snapshots.get(contentSnapshot);
    if (n === undefined) {
      n = this.nextSnapshot++;
      this.snapshots.set(contentSnapshot, n);
    }
    return `${catalogVersion}:${n}:${url}`;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page && page.expires < Date.now()) {
      this.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += page.html.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      if (entry === page) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= page.html.length;
  }
}
