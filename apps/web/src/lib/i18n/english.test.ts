// ADR 015: English pages format their compiled plurals without Lingui's runtime; the text must be
// exactly what @lingui/core gives, for every English message the catalogues compile.
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { needsCompiling } from '../../../build/i18n-catalogs';
import { type CompiledMessage, formatEnglish } from './english';

const rawCatalogs = import.meta.glob<string>('../../locales/hi/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const catalogued = Object.values(rawCatalogs).flatMap((raw) => Object.keys(JSON.parse(raw) as object));

const SAMPLES = [
  '{count, plural, one {# slab} other {# slabs}}',
  '{count, plural, =0 {No slabs} one {# slab} other {# slabs}}',
  '{count, plural, offset:1 one {you and # other} other {you and # others}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{role, select, buyer {Buyer {name}} vendor {Manufacturer} other {Someone}}',
  '{count, plural, one {{lots} lot for {name}} other {{lots} lots for {name}}}',
  'Share: {share, number, percent}',
  "It''s {count, plural, one {# slab} other {# slabs}}",
];

describe('English plurals without Lingui (ADR 015)', () => {
  it('gives exactly what @lingui/core gives for every compiled English message', () => {
    const messages = [...new Set([...catalogued.filter(needsCompiling), ...SAMPLES])];
    const compiled = Object.fromEntries(messages.map((m) => [m, compileMessage(m)]));
    const lingui = setupI18n({ locale: 'en', messages: { en: compiled } });
    const valueSets = [0, 1, 2, 3, 11, 1000, 21.5, 1234567, -4321, -0].map((n) => ({
      count: n,
      n,
      lots: n,
      shown: n,
      sqft: '1,200',
      name: 'Ravi',
      role: n === 1 ? 'buyer' : n === 2 ? 'vendor' : 'admin',
      share: n / 100,
    }));
    expect(messages.length).toBeGreaterThan(SAMPLES.length);
    for (const message of messages)
      for (const values of valueSets)
        expect(
          formatEnglish(compiled[message] as CompiledMessage, values),
          `${message} ${values.count}`,
        ).toBe(lingui._(message, values));
  });

  it('writes whole numbers without creating an Intl.NumberFormat (its first one loads ICU data)', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    let created = 0;
    Intl.NumberFormat = function NumberFormat(...args: ConstructorParameters<typeof Real>) {
      created++;
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat;
    try {
      const fresh = await import('./english');
      const plural = compileMessage('{count, plural, one {# item} other {# items}}') as CompiledMessage;
      expect(fresh.formatEnglish(plural, { count: 1_234_567 })).toBe('1,234,567 items');
      expect(fresh.formatEnglish(plural, { count: 3 })).toBe('3 items');
      expect(created).toBe(0);
      // A fraction still goes to Intl.
      expect(fresh.formatEnglish(plural, { count: 1.5 })).toBe('1.5 items');
      expect(created).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});
