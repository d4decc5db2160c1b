// D40, ADR 015: the missing-key check. Every message the web app's code names (the literal first
// argument of `t('…')`, `translate(locale, '…')`, `msg('…')` and a route's `titled('…')`) must be in a Hindi catalogue
// (src/locales/hi/*.json, all areas together), every Hindi text must keep exactly the ICU
// placeholders of its English id, and every catalogue must parse and compile. A failure lists each
// message with the file that names it, so whoever added the `t()` call adds its Hindi.
import { INDIAN_STATE_NAMES_HI, INDIAN_STATES } from '@granite/shared';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS, compileMessages } from '../../../build/i18n-catalogs';
import { ensureCatalogs, translate } from './index';

const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const rawCatalogs = import.meta.glob<string>('../../locales/hi/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A JavaScript string literal's text ('…' or "…", or `…` without ${}). */
function unquote(quote: string, body: string): string | undefined {
  if (quote === '`' && body.includes('${')) return undefined;
  return body.replace(/\\(u\{[\da-f]+\}|u[\da-f]{4}|x[\da-f]{2}|[\s\S])/gi, (_all, e: string) => {
    if (/^u\{/i.test(e)) return String.fromCodePoint(Number.parseInt(e.slice(2, -1), 16));
    if (/^[ux]/i.test(e) && e.length > 1) return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? e;
  });
}

/** `t('…')`, `translate(x, '…')`, `msg('…')`: the message and where it is named. */
const CALL =
  /(?<![\w.$])(?:t|msg|titled|translate\s*\(\s*[^,()]+?\s*,)\s*\(?\s*(['"`])((?:\\[\s\S]|(?!\1)[^\\])*)\1/g;

export function messagesNamedIn(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(CALL)) {
    const head = match[0];
    // `t` and `msg` need their own parenthesis; translate's is before its first argument.
    if (!head.startsWith('translate') && !/^(t|msg|titled)\s*\(/.test(head)) continue;
    const text = unquote(match[1]!, match[2]!);
    if (text !== undefined && text.length > 0) found.push(text);
  }
  return found;
}

function named(): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [file, code] of Object.entries(sources))
    for (const message of messagesNamedIn(code))
      where.set(message, [...(where.get(message) ?? []), file.replace(/^\.\.\/\.\.\//, 'src/')]);
  return where;
}

function catalogs(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [file, raw] of Object.entries(rawCatalogs))
    out[file.replace(/^.*\//, '')] = JSON.parse(raw) as Record<string, string>;
  return out;
}

/**
 * A message's ICU arguments: `shown`, the names whose values appear in the text ({name}, and a
 * plural's count where its cases use #), and `all`, with the plural and select selectors too. A
 * Hindi text may drop a selector when it has one form for every case ("{count} स्लैब"), but it shows
 * exactly the values its English id shows and names nothing the id does not.
 */
export function placeholdersOf(message: string): { shown: string[]; all: string[] } {
  const shown = new Set<string>();
  const all = new Set<string>();
  const walk = (tokens: Token[], plural?: string) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') shown.add(token.arg);
      if (token.type === 'octothorpe' && plural) shown.add(plural);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        all.add(token.arg);
        for (const c of token.cases) walk(c.tokens, token.type === 'select' ? plural : token.arg);
      }
    }
  };
  walk(parse(message));
  for (const name of shown) all.add(name);
  return { shown: [...shown].sort(), all: [...all].sort() };
}

describe('the Hindi catalogues (D40 missing-key check)', () => {
  it('have every message the code names', () => {
    const hindi = new Set(Object.values(catalogs()).flatMap((c) => Object.keys(c)));
    const missing = [...named()]
      .filter(([message]) => !hindi.has(message))
      .map(([message, files]) => `${JSON.stringify(message)}  (${[...new Set(files)].join(', ')})`)
      .sort();
    expect(
      missing,
      `${missing.length} messages missing from src/locales/hi/*.json:\n${missing.join('\n')}`,
    ).toEqual([]);
  });

  it('keep exactly the placeholders of each English id', () => {
    const wrong: string[] = [];
    for (const [file, catalog] of Object.entries(catalogs()))
      for (const [id, hindi] of Object.entries(catalog)) {
        const en = placeholdersOf(id);
        const hi = placeholdersOf(hindi);
        const extra = hi.all.filter((name) => !en.all.includes(name));
        if (en.shown.join() !== hi.shown.join() || extra.length > 0)
          wrong.push(
            `${file}: ${JSON.stringify(id)} shows {${en.shown}}, its Hindi {${hi.shown}}${extra.length ? ` and names {${extra}}` : ''}`,
          );
      }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('give one Hindi text to an English id that more than one area holds', () => {
    // A page shows whichever area loaded last, so two Hindi texts for one id would read differently
    // from page to page ("विक्रेता FAQ" on one, "मैन्युफैक्चरर FAQ" on another).
    const seen = new Map<string, { area: string; hindi: string }>();
    const differing: string[] = [];
    for (const [area, catalog] of Object.entries(catalogs())) {
      for (const [id, hindi] of Object.entries(catalog)) {
        const first = seen.get(id);
        if (!first) seen.set(id, { area, hindi });
        else if (first.hindi !== hindi)
          differing.push(`"${id}": ${first.area} "${first.hindi}", ${area} "${hindi}"`);
      }
    }
    expect(differing, `one English text, two Hindi texts:\n${differing.join('\n')}`).toEqual([]);
  });

  it('name each state as the shared table does (stateName), so a state reads alike on every page', () => {
    const options = catalogs()['options.json']!;
    const differing = INDIAN_STATES.filter((state) => options[state] !== INDIAN_STATE_NAMES_HI[state]).map(
      (state) => `${state}: options.json "${options[state]}", shared "${INDIAN_STATE_NAMES_HI[state]}"`,
    );
    expect(differing, differing.join('\n')).toEqual([]);
  });

  it('parse as flat JSON of strings and compile in both languages', () => {
    expect(
      Object.keys(rawCatalogs)
        .map((f) => f.replace(/^.*\//, '').replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...CATALOG_AREAS].sort());
    for (const [file, catalog] of Object.entries(catalogs())) {
      for (const [id, hindi] of Object.entries(catalog)) {
        expect(typeof hindi, `${file}: ${id}`).toBe('string');
        expect(hindi.trim(), `${file}: ${id} has no Hindi`).not.toBe('');
        // lib/i18n/english.ts does not decode \u escapes as Lingui would: no id may hold one.
        expect(id, `${file}: ${id} holds a \\u or \\x escape`).not.toMatch(/\\[ux][\da-f]/i);
      }
    }
    for (const [file, catalog] of Object.entries(catalogs()))
      for (const locale of ['en', 'hi'])
        for (const [id, hindi] of Object.entries(catalog))
          expect(() => compileMessages(locale, { [id]: hindi }), `${file} (${locale}): ${id}`).not.toThrow();
  });
});

describe('the check itself', () => {
  it('reads literal first arguments of t, translate and msg, and nothing computed', () => {
    const code = [
      "t('Request a quote')",
      't("Say \\"hi\\"")',
      't(`{count, plural, one {# slab} other {# slabs}}`, { count })',
      "translate(locale, 'Page not found')",
      "translate('hi', 'Home', values)",
      "const NAV = [{ label: msg('Products') }]",
      "handle: serverRendered({ head: titled('All Products') })",
      't(item.label)',
      't(`Hello ${name}`)',
      "format('Not a message')",
      "toast('Not a message either')",
    ].join('\n');
    expect(messagesNamedIn(code)).toEqual([
      'Request a quote',
      'Say "hi"',
      '{count, plural, one {# slab} other {# slabs}}',
      'Page not found',
      'Home',
      'Products',
      'All Products',
    ]);
  });

  it('finds the placeholders of plurals and nested arguments', () => {
    expect(placeholdersOf('{count, plural, one {# slab for {name}} other {# slabs}}')).toEqual({
      shown: ['count', 'name'],
      all: ['count', 'name'],
    });
    expect(placeholdersOf('{count, plural, one {{shown} product} other {{shown} products}}')).toEqual({
      shown: ['shown'],
      all: ['count', 'shown'],
    });
    expect(placeholdersOf('{count} स्लैब')).toEqual({ shown: ['count'], all: ['count'] });
  });
});

describe('plurals in Hindi (D40)', () => {
  it('formats a plural message with its count in both languages', async () => {
    await ensureCatalogs('hi');
    await ensureCatalogs('en');
    const slabs = '{count, plural, one {{count} slab} other {{count} slabs}}';
    expect(translate('hi', slabs, { count: 1 })).toBe('1 स्लैब');
    expect(translate('hi', slabs, { count: 12 })).toBe('12 स्लैब');
    expect(translate('en', slabs, { count: 1 })).toBe('1 slab');
    expect(translate('en', slabs, { count: 12 })).toBe('12 slabs');
  });

  it('keeps both Hindi plural forms and the # count', async () => {
    await ensureCatalogs('hi', ['common']);
    const message = '{count, plural, one {# slab} other {# slabs}}';
    expect(translate('hi', message, { count: 1 })).toBe('1 स्लैब');
    expect(translate('hi', message, { count: 5 })).toBe('5 स्लैब');
  });
});
