// ADR 010: the disjunctive counts of one facet (its values counted with every other condition of the
// filter applied) depend only on the filter without that facet, the search and what the index holds.
// One manufacturer with "in stock" counts the manufacturer facet over every other manufacturer's
// products in stock (about 560,000 at 1,000,000 products); the next request for another manufacturer
// with "in stock" needs the very same counts. They are kept here per index generation: every change of
// what the index holds (an edit read from the change feed, a rebuild) bumps the generation, and the
// first use at a new generation empties the cache, so no count outlives the data it was made from.
import { LRUCache } from 'lru-cache';
import type { IndexFilter } from './catalog.index';

/** Counts kept at most: each a few hundred integers (one per facet value), so about 4 MB at worst. */
const MAX_FACET_COUNTS = 2_000;

/**
 * The key of a filter without the fields of one facet: equal for two filters exactly when they
 * differ at most in those fields (arrays compared as sets of values).
 */
export function filterKeyWithout(f: IndexFilter, without: readonly (keyof IndexFilter)[]): string {
  const parts: string[] = [];
  // Every field the filter sets, in name order: a field added to IndexFilter is part of the key
  // without a list here to keep in step.
  for (const field of (Object.keys(f) as (keyof IndexFilter)[]).sort()) {
    const value = f[field];
    if (value === undefined || without.includes(field)) continue;
    if (Array.isArray(value)) {
      const sorted = (value as (string | number)[]).map(String).sort();
      parts.push(`${field}=${JSON.stringify(sorted)}`);
    } else parts.push(`${field}=${JSON.stringify(value)}`);
  }
  return parts.join('&');
}

export class FacetCountCache {
  private readonly counts = new LRUCache<string, Int32Array>({ max: MAX_FACET_COUNTS });
  private generation = -1;
  /** Searches by identity: a search's slots are one object per search and index layout. */
  private readonly searchIds = new WeakMap<object, number>();
  private nextSearchId = 1;
  /** How many counts were answered from the cache (tests and benches read it). */
  hits = 0;

  /** Empties the cache when the index's generation is not the one its counts were made at. */
  at(generation: number): this {
    if (generation !== this.generation) {
      this.counts.clear();
      this.generation = generation;
    }
    return this;
  }

  /** The key of one facet's counts: the facet, the search (null for none) and the rest of the filter. */
  key(facet: string, rest: string, search: object | null): string {
    let id = 0;
    if (search !== null) {
      id = this.searchIds.get(search) ?? 0;
      if (id === 0) {
        id = this.nextSearchId++;
        this.searchIds.set(search, id);
      }
    }
    return `${facet}|${id}|${rest}`;
  }

  get(key: string): Int32Array | undefined {
    const hit = this.counts.get(key);
    if (hit) this.hits++;
    return hit;
  }

  set(key: string, counts: Int32Array): void {
    this.counts.set(key, counts.slice());
  }

  get size(): number {
    return this.counts.size;
  }
}
