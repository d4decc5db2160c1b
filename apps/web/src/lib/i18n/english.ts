/**
 * ADR 015: the English pages' formatter. English messages are their own ids, so an English page
 * needs only the few the build compiles (plurals, selects) and reads them here: Lingui's compiled
 * form (strings, `[name]`, `[name, 'plural' | 'selectordinal' | 'select' | 'number', cases]`, `#`)
 * formatted exactly as @lingui/core formats it, with `Intl.PluralRules`. Lingui's runtime itself
 * loads with the Hindi catalogues only, so it is not in an English page's first download.
 */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [string] | [string, string, unknown?];
type Values = Record<string, unknown>;

/** Stands for a plural's `#` until its number is known (no message holds a NUL). */
const OCTOTHORPE = '\u0000';
const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function pluralRules(type: 'cardinal' | 'ordinal'): Intl.PluralRules {
  let rules = plurals.get(type);
  if (!rules) {
    rules = new Intl.PluralRules('en', { type });
    plurals.set(type, rules);
  }
  return rules;
}

/**
 * A plural's `#` and a plain `{n, number}`: a whole number is written by hand, with 'en' grouping
 * ("1,234,567") exactly as Intl.NumberFormat('en') writes it, because the first NumberFormat a page
 * creates loads ICU's number data: 200-300 ms of a phone's main thread (4x CPU slowdown), spent in the
 * first hydration task by the header's wishlist and comparison counts. Other numbers go to Intl.
 */
function number(value: unknown, options?: Intl.NumberFormatOptions): string {
  if (options === undefined && Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const n = value as number;
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
  }
  const key = JSON.stringify(options ?? null);
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en', options);
    numbers.set(key, format);
  }
  return format.format(value as number);
}

function formatTokens(tokens: CompiledMessage, values: Values, octothorpe: boolean): string {
  if (!Array.isArray(tokens)) return tokens;
  let out = '';
  for (const token of tokens) {
    if (token === '#' && octothorpe) {
      out += OCTOTHORPE;
      continue;
    }
    if (typeof token === 'string') {
      out += token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    let text: unknown;
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = format as Record<string, CompiledMessage> & { offset?: number };
      const n = (value as number) - Number(offset);
      const rules = pluralRules(type === 'plural' ? 'cardinal' : 'ordinal');
      const chosen = cases[String(value)] ?? cases[rules.select(n)] ?? cases.other;
      text = formatTokens(chosen ?? '', values, true).replace(new RegExp(OCTOTHORPE, 'g'), number(n));
    } else if (type === 'select') {
      const cases = format as Record<string, CompiledMessage>;
      text = formatTokens(cases[String(value)] ?? cases.other ?? '', values, false);
    } else if (type === 'number') {
      const style = format as string | undefined;
      text = number(value, style ? { style: style as Intl.NumberFormatOptions['style'] } : undefined);
    } else text = value;
    if (text != null) out += String(text);
  }
  return out;
}

/**
 * A compiled English message with its values, as @lingui/core's `i18n._` gives it (messages with a
 * literal `\u` escape, which Lingui would decode, are not written: none of the catalogues has one).
 */
export function formatEnglish(compiled: CompiledMessage, values: Values = {}): string {
  return formatTokens(compiled, values, false);
}
