// ADR 015: English pages format their compiled plurals without Lingui's runtime; the text must be
// exactly what @lingui/core gives, for every English message the catalogues compile.
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
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
    const valueSets = [0, 1, 2, 3, 11, 1000, 21.5].map((n) => ({
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
});
