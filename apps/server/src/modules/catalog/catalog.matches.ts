// ADR 010: search matches combined in memory from one answer per lexeme query, each read from the
// catalogue's word lists (catalog.words.ts): a word's alternatives ('grey' | 'gray') by union with the
// best rank, the words by intersection with their ranks added. The same arithmetic in SQL is
// catalog.queries' relevanceSql; the property tests compare the two.
import type { TermMatches, WordLists } from './catalog.words';

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

/** The matches of a compiled search's terms (catalog.search's `terms`), from the word lists. */
export function searchMatches(lists: WordLists, terms: readonly string[][]): Matches {
  return allOf(terms.map((alts) => anyOf(alts.map((unit) => lists.term(unit)))));
}
