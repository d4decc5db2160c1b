// ADR 010: search matches built from one cached answer per lexeme query. PostgreSQL still finds the
// products a lexeme matches and ranks them (ts_rank on the weighted vectors); this module keeps those
// answers per process and combines them in memory: a word's alternatives ('grey' | 'gray') by union
// with the best rank, the words by intersection with their ranks added. The most common words match
// most of the catalogue and cost PostgreSQL a read of every vector, so paying for each once (and
// warming the commonest at start) instead of once per distinct search is the saving. The same
// arithmetic in SQL is catalog.queries' relevanceSql; the property test compares the two.
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { frequentSearchWords, searchTerms, type TermMatches } from './catalog.queries';
import { lexeme } from './catalog.search';

/** Products a search matches, ascending by id, with their relevance. */
export type Matches = { ids: Int32Array; scores: Float64Array };

/** A word's alternatives: the products any of them matches, each with its best rank. */
export function anyOf(parts: readonly TermMatches[]): Matches {
  if (parts.length === 1) return { ids: parts[0]!.ids, scores: Float64Array.from(parts[0]!.ranks) };
  const ids = new Int32Array(parts.reduce((n, p) => n + p.ids.length, 0));
  const scores = new Float64Array(ids.length);
  const at = parts.map(() => 0);
  let n = 0;
  for (;;) {
    let next = Number.POSITIVE_INFINITY;
    for (let k = 0; k < parts.length; k++) {
      if (at[k]! < parts[k]!.ids.length) next = Math.min(next, parts[k]!.ids[at[k]!]!);
    }
    if (next === Number.POSITIVE_INFINITY) break;
    let best = 0;
    for (let k = 0; k < parts.length; k++) {
      const p = parts[k]!;
      if (at[k]! < p.ids.length && p.ids[at[k]!] === next) {
        best = Math.max(best, p.ranks[at[k]!]!);
        at[k]!++;
      }
    }
    ids[n] = next;
    scores[n++] = best;
  }
  return { ids: ids.slice(0, n), scores: scores.slice(0, n) };
}

/** The words together: the products every word matches, their ranks added in word order. */
export function allOf(words: readonly Matches[]): Matches {
  let acc = words[0]!;
  for (let w = 1; w < words.length; w++) {
    const next = words[w]!;
    const size = Math.min(acc.ids.length, next.ids.length);
    const ids = new Int32Array(size);
    const scores = new Float64Array(size);
    let n = 0;
    let i = 0;
    let j = 0;
    while (i < acc.ids.length && j < next.ids.length) {
      const a = acc.ids[i]!;
      const b = next.ids[j]!;
      if (a < b) i++;
      else if (a > b) j++;
      else {
        ids[n] = a;
        scores[n++] = acc.scores[i++]! + next.scores[j++]!;
      }
    }
    acc = { ids: ids.slice(0, n), scores: scores.slice(0, n) };
  }
  return acc;
}

type Entry = { textGeneration: number; value: Promise<TermMatches>; size: number };

/** Lexeme answers kept in all (ids; 8 bytes each with the rank). */
const MAX_TERM_IDS = 6_000_000;

/**
 * One process's lexeme answers, valid while the catalogue's searchable text is unchanged (the
 * index's text generation). Concurrent requests for one lexeme share a query.
 */
export class TermCache {
  // Least recently used answers go first once the ids they hold pass the room (lru-cache); an
  // answer counts 1 while its query runs and its number of ids once it has answered.
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly db: Database,
    private readonly maxIds = MAX_TERM_IDS,
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxIds,
      sizeCalculation: (entry) => Math.max(1, entry.size),
    });
  }

  /** How many ids the kept answers hold together. */
  private get total(): number {
    return this.entries.calculatedSize;
  }

  get(unit: string, textGeneration: number): Promise<TermMatches> {
    return this.getAll([unit], textGeneration)[0]!;
  }

  /** The answers of these lexeme queries; the ones not kept are asked in one query. */
  getAll(units: readonly string[], textGeneration: number): Promise<TermMatches>[] {
    const missing: string[] = [];
    // This call's answers, whatever the cache keeps of them meanwhile.
    const values = new Map<string, Promise<TermMatches>>();
    for (const unit of new Set(units)) {
      const entry = this.entries.get(unit);
      if (entry && entry.textGeneration === textGeneration) values.set(unit, entry.value);
      else missing.push(unit);
    }
    if (missing.length) {
      const asked = searchTerms(this.db, missing);
      missing.forEach((unit, k) => {
        const value = asked.then((all) => all[k]!);
        const fresh: Entry = { textGeneration, value, size: 0 };
        values.set(unit, value);
        this.entries.set(unit, fresh);
        value.then(
          (m) => {
            if (this.entries.peek(unit) !== fresh) return;
            // A new entry (lru-cache keeps the size of a value set again): its size counts now,
            // and older answers make room.
            this.entries.set(unit, { ...fresh, size: m.ids.length });
          },
          () => {
            if (this.entries.peek(unit) === fresh) this.entries.delete(unit);
          },
        );
      });
    }
    return units.map((unit) => values.get(unit)!);
  }

  /** The matches of a compiled search's terms (catalog.search's `terms`). */
  async matches(terms: readonly string[][], textGeneration: number): Promise<Matches> {
    const answers = this.getAll(terms.flat(), textGeneration);
    let k = 0;
    const words = terms.map((alts) => alts.map(() => answers[k++]!));
    return allOf(await Promise.all(words.map(async (parts) => anyOf(await Promise.all(parts)))));
  }

  /**
   * Loads the answers of the catalogue's commonest words ahead of the first buyer who types one:
   * they are the expensive ones (a read of most vectors each). One at a time, in the background.
   */
  async warm(words: number, textGeneration: () => number): Promise<void> {
    if (words <= 0) return;
    for (const word of await frequentSearchWords(this.db, words)) {
      // Half the room at most: the rest is for what buyers type (at a million products a common
      // word is most of a million ids, and warming must not evict what it has just loaded).
      if (this.total >= this.maxIds / 2) break;
      await this.get(`${lexeme(word)}:*`, textGeneration());
    }
  }
}
