import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * D40, ADR 015: the message catalogues compiled at build time, so the browser carries Lingui's small
 * runtime and no ICU parser. English is the source language: a message's id is its English text, so
 * an English page needs a catalogue entry only for the messages with ICU formatting (plurals,
 * selects; plain `{name}` placeholders are filled by the runtime's translate, which keeps them out of
 * the storefront's first download). `virtual:i18n/<locale>/<area>` is the compiled catalogue of one area
 * (src/locales/hi/<area>.json); the Hindi files hold every message, the English ones are derived
 * from their keys.
 */
export const CATALOG_AREAS = ['common', 'storefront', 'options', 'auth', 'trade', 'buyer', 'panel'] as const;
const PREFIX = 'virtual:i18n/';
const localesDir = () => fileURLToPath(new URL('../src/locales/', import.meta.url));

export function compileCatalog(locale: string, area: string): Record<string, unknown> {
  const source = JSON.parse(readFileSync(`${localesDir()}hi/${area}.json`, 'utf8')) as Record<string, string>;
  return compileMessages(locale, source);
}

/**
 * An English id the runtime cannot fill itself: a plural, select or formatted argument
 * (`{count, plural, …}`), or ICU quoting. Plain `{name}` placeholders it fills (lib/i18n).
 */
export function needsCompiling(message: string): boolean {
  return /\{\s*\w+\s*,/.test(message) || /'[{}#']/.test(message) || /\\u[\da-f]{4}/i.test(message);
}

/** One area's Hindi catalogue (`{ "English id": "हिंदी" }`) compiled for `locale`. */
export function compileMessages(locale: string, source: Record<string, string>): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, hindi] of Object.entries(source)) {
    if (locale === 'en') {
      if (needsCompiling(id)) compiled[id] = compileMessage(id);
    } else compiled[id] = compileMessage(hindi);
  }
  return compiled;
}

export function i18nCatalogs(): Plugin {
  return {
    name: 'granite:i18n-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, area] = id.slice(PREFIX.length + 1).split('/');
      if (!['en', 'hi'].includes(locale!) || !(CATALOG_AREAS as readonly string[]).includes(area!))
        throw new Error(`Unknown catalogue ${id.slice(1)}`);
      this.addWatchFile(`${localesDir()}hi/${area}.json`);
      return `export default ${JSON.stringify(compileCatalog(locale!, area!))};`;
    },
  };
}
