// Text search (issue 4): the query's words are corrected against the catalogue's own words first
// (pg_trgm over the few-thousand-row search_words table), then one full-text query runs on the
// weighted product vectors. 'galxy' → galaxy, 'kashm' → kashmir:* (prefix), 'blck galxy' → both.
import type { Database } from '../../db/client';
import { matchSearchWords } from './catalog.queries';

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
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** A lexeme quoted for tsquery text input (the cast below never re-parses it). */
const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

export type CompiledSearch = {
  /** tsquery text: every word must match (AND); a word matches by prefix or by its corrections (OR). */
  tsquery: string;
  /** The words searched, when any differs from what was typed; null otherwise. */
  searchedFor: string | null;
};

export async function compileSearch(db: Database, text: string): Promise<CompiledSearch | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  const matches = await matchSearchWords(db, words);
  let corrected = false;
  const shown: string[] = [];
  const terms = matches.map((m) => {
    if (m.hasPrefix || !m.similar.length) {
      // Known word or the start of one; an unknown word with no near match finds nothing, as it should.
      shown.push(m.word);
      return `${lexeme(m.word)}:*`;
    }
    corrected = true;
    const best = m.similar[0]!.score;
    const chosen = m.similar.filter((s) => s.score >= best * NEAR_BEST).slice(0, MAX_ALTERNATIVES);
    shown.push(chosen[0]!.word);
    return `(${chosen.map((s) => lexeme(s.word)).join(' | ')})`;
  });
  return { tsquery: terms.join(' & '), searchedFor: corrected ? shown.join(' ') : null };
}
