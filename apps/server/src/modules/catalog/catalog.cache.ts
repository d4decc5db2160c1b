// In-process caches of the public catalogue (ADR 007: counting ~90k rows per request capped the list
// at ~190 req/s; PGlite runs one query at a time). Everything cached is keyed by the catalogue
// version that triggers bump in catalog_state on any visible change, so a write made through any
// server process empties every process's caches within VERSION_CHECK_MS (lib/version-check.ts), and
// this process's own writes at once through catalogChanged().
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../deps';
import { onCatalogChanged } from '../../lib/catalog-events';
import { VersionCheck } from '../../lib/version-check';
import { readCatalogVersion } from './catalog.queries';

/** Whole answers: short, so view-independent data such as counts never lags far behind. */
const ANSWER_TTL_MS = 30_000;
const MAX_ANSWERS = 1_000;
/** Totals, facets and corrected searches per filter. */
const MAX_ENTRIES = 5_000;

export type CachedAnswer = { body: string; etag: string };

/** Answers found in (hits) or missing from (misses) the catalogue's answer caches, for /metrics. */
export const catalogCacheStats = { hits: 0, misses: 0 };

export class CatalogCache {
  // Least recently used answers go first once the cache is full; each also has a time to live.
  readonly answers = new LRUCache<string, CachedAnswer>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS });
  readonly derived = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: 10 * 60_000 });
  private readonly check: VersionCheck;

  constructor(deps: Pick<AppDeps, 'db'>) {
    this.check = new VersionCheck(
      () => readCatalogVersion(deps.db),
      () => {
        this.answers.clear();
        this.derived.clear();
      },
    );
  }

  /** The catalogue version, read from the database at most once a second (one read shared by concurrent requests). */
  currentVersion(): Promise<number> {
    return this.check.current();
  }

  /** Forces the next request to re-read the version (call after a catalogue write in this process). */
  invalidate(): void {
    this.check.invalidate();
  }

  /** Memoises an async computation under the current version. */
  async memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    const full = `${version}:${key}`;
    const hit = this.derived.get(full) as Promise<T> | undefined;
    if (hit) return hit;
    // The promise itself is cached so concurrent misses share one query.
    const promise = compute();
    this.derived.set(full, promise);
    promise.catch(() => this.derived.delete(full));
    return promise;
  }
}

export function etagOf(version: number, body: string): string {
  return `W/"${version.toString(36)}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
}

const caches = new WeakMap<object, CatalogCache>();

export function catalogCache(deps: Pick<AppDeps, 'db'>): CatalogCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    const created = new CatalogCache(deps);
    cache = created;
    caches.set(deps.db, created);
    // Writers announce changes through lib/catalog-events.ts (D11).
    onCatalogChanged(deps.db, () => created.invalidate());
  }
  return cache;
}
