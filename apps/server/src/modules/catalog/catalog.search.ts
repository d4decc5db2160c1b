// Text search: the query's words are corrected against the catalogue's own words first
// (pg_trgm over the few-thousand-row search_words table), then one full-text query runs on the
// weighted product vectors. 'galxy' → galaxy, 'kashm' → kashmir:* (prefix), 'blck galxy' → both.
import type { Database } from '../../db/client';
import { englishSearchText } from './catalog.hindi-words';
import { matchSearchWords, type WordMatch } from './catalog.queries';

/** More words than this add nothing a buyer means and would only widen the query. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Alternatives within this share of the best similarity are searched too ('grey' ~ 'gray'). */
const NEAR_BEST = 0.85;
const MAX_ALTERNATIVES = 3;

/** Letters and digits of any script, lower-cased; every other character (SQL, regex, tsquery syntax) separates words. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** A lexeme quoted for tsquery text input (the cast below never re-parses it). */
export const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

export type CompiledSearch = {
  /** tsquery text: every word must match (AND); a word matches by prefix or by its corrections (OR). */
  tsquery: string;
  /** The words searched, when any differs from what was typed; null otherwise. */
  searchedFor: string | null;
  /**
   * The same query per word as single-lexeme tsqueries (the word's alternatives): a product matches
   * when every word has a matching alternative, and its relevance adds up their best ranks.
   */
  terms: string[][];
};

/** Looks up how typed words stand against the catalogue's words (catalog.queries' matchSearchWords). */
export type WordLookup = (words: string[]) => Promise<WordMatch[]>;

/** Words kept per process: a few hundred bytes each. */
const MAX_CACHED_WORDS = 20_000;

/**
 * Each word's standing against the catalogue's words, asked once per process while the searchable
 * text is unchanged (the index's text generation): the trigram lookup is the dearest query of a search
 * (45 ms on average under load at 100,000 products), and words repeat across searches.
 */
export class WordCorrections {
  private generation = Number.NaN;
  private readonly words = new Map<string, Promise<WordMatch>>();

  constructor(private readonly db: Database) {}

  lookup(textGeneration: number): WordLookup {
    return (words) => this.of(words, textGeneration);
  }

  private of(words: string[], textGeneration: number): Promise<WordMatch[]> {
    if (textGeneration !== this.generation) {
      this.words.clear();
      this.generation = textGeneration;
    }
    const missing = words.filter((w) => !this.words.has(w));
    if (missing.length) {
      const asked = matchSearchWords(this.db, missing);
      for (const word of missing) {
        const one = asked.then((all) => all.find((m) => m.word === word)!);
        this.words.set(word, one);
        one.catch(() => this.words.delete(word));
      }
      for (const word of this.words.keys()) {
        if (this.words.size <= MAX_CACHED_WORDS) break;
        this.words.delete(word);
      }
    }
    return Promise.all(
      words.map((w) => this.words.get(w) ?? matchSearchWords(this.db, [w]).then((m) => m[0]!)),
    );
  }
}

export async function compileSearch(
  db: Database,
  text: string,
  lookup: WordLookup = (words) => matchSearchWords(db, words),
): Promise<CompiledSearch | null> {
  const words = searchWords(englishSearchText(text)); // D40: Hindi words in the catalogue's English
  if (!words.length) return null;
  const matches = await lookup(words);
  let corrected = false;
  const shown: string[] = [];
  const terms = matches.map((m) => {
    if (m.hasPrefix || !m.similar.length) {
      // Known word or the start of one; an unknown word with no near match finds nothing, as it should.
      shown.push(m.word);
      return [`${lexeme(m.word)}:*`];
    }
    corrected = true;
    const best = m.similar[0]!.score;
    const chosen = m.similar.filter((s) => s.score >= best * NEAR_BEST).slice(0, MAX_ALTERNATIVES);
    shown.push(chosen[0]!.word);
    return chosen.map((s) => lexeme(s.word));
  });
  return {
    tsquery: terms.map((alts) => (alts.length === 1 ? alts[0]! : `(${alts.join(' | ')})`)).join(' & '),
    searchedFor: corrected ? shown.join(' ') : null,
    terms,
  };
}
