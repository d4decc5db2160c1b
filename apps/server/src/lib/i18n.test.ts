// D40: the server's texts in Hindi: every message the server writes has a Hindi text with the same
// placeholders, a message the catalogue lacks is written in English, days and links follow the reader.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIM_OUTCOME_LABELS } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import {
  dayIn,
  hindiCatalogue,
  localePath,
  type MessageValue,
  msg,
  sqftText,
  textIn,
  translate,
} from './i18n';

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The literal ids of msg('…'), translate(language, '…') and the alert mail's t('…'), outside comments. */
function messageIds(): Set<string> {
  const ids = new Set<string>();
  const call = /\b(?:msg\(|translate\(\s*\w+,|(?<![\w.])t\()\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const file of sourceFiles(SOURCE)) {
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n');
    for (const match of code.matchAll(call)) ids.add(match[2]!.replace(/\\(['"])/g, '$1'));
  }
  return ids;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('the Hindi catalogue of e-mails and notifications (D40)', () => {
  it('has a Hindi text for every message the server writes, with the same placeholders', () => {
    const ids = [
      ...messageIds(),
      // Messages chosen from a table: the order steps' titles and the claim outcomes.
      'Your order was confirmed: {product}',
      'Your order was shipped: {product}',
      'Your order was delivered: {product}',
      'Your order was cancelled: {product}',
      ...Object.values(CLAIM_OUTCOME_LABELS),
    ];
    expect(ids.length).toBeGreaterThan(100);
    const missing = ids.filter((id) => !(id in hindiCatalogue));
    expect(missing).toEqual([]);
    for (const id of ids) expect(placeholders(hindiCatalogue[id]!), id).toEqual(placeholders(id));
  });

  it('writes every Hindi text in Devanagari and compiles each one', () => {
    for (const [id, hindi] of Object.entries(hindiCatalogue)) {
      expect(hindi, id).toMatch(/[\u0900-\u097F]/);
      expect(() => translate('hi', id, { count: 2, name: 'x' }), id).not.toThrow();
    }
  });

  it('writes a message in the reader language, names as given, English when the catalogue lacks it', () => {
    expect(translate('en', 'Hello {name},', { name: 'Asha' })).toBe('Hello Asha,');
    expect(translate('hi', 'Hello {name},', { name: 'Asha' })).toBe('नमस्ते Asha,');
    expect(translate('hi', 'A sentence nobody translated {x}', { x: 1 })).toBe(
      'A sentence nobody translated 1',
    );
    expect(textIn('hi', 'Rajasthan Black Granite')).toBe('Rajasthan Black Granite');
    expect(textIn('hi', sqftText(12500))).toBe('12,500 वर्ग फुट');
    expect(textIn('en', sqftText(12500))).toBe('12,500 sq.ft');
  });

  it('names a state in the reader language, and a name it does not know as written', () => {
    const posted =
      'A buyer needs {quantity} of {stone} ({spec}) delivered to {place}{target}. It takes {seats} replies until {until}: reply from your Quote Requests page.';
    const values = (place: MessageValue) => ({
      quantity: sqftText(1200),
      stone: 'Black Galaxy',
      spec: '',
      place,
      target: '',
      seats: 5,
      until: { day: '2026-12-31' },
    });
    expect(translate('hi', posted, values({ city: 'Jaipur', state: 'Rajasthan' }))).toContain(
      'डिलीवरी Jaipur, राजस्थान।',
    );
    expect(translate('en', posted, values({ city: 'Jaipur', state: 'Rajasthan' }))).toContain(
      'delivered to Jaipur, Rajasthan.',
    );
    expect(translate('hi', posted, values({ state: 'Tamil Nadu' }))).toContain('डिलीवरी तमिलनाडु।');
    expect(translate('hi', posted, values({ city: 'Jaipur', state: 'Rajputana' }))).toContain(
      'डिलीवरी Jaipur, Rajputana।',
    );
  });

  it('writes nested messages and days in the same language', () => {
    const due = msg('{what} of {amount} for order #{id} is due {day}', {
      what: msg('The advance'),
      amount: '₹1,20,000',
      id: 7,
      day: msg('on {date}', { date: { day: '2026-12-31' } }),
    });
    expect(textIn('en', due)).toBe('The advance of ₹1,20,000 for order #7 is due on 31 Dec 2026');
    expect(textIn('hi', due)).toBe('ऑर्डर #7 का अग्रिम (₹1,20,000) 31 दिसंबर 2026 को देय है');
    expect(dayIn('hi', new Date('2026-12-31T20:00:00Z'))).toBe('1 जनवरी 2027');
    const held = msg(
      ' {count, plural, one {# slab is} other {# slabs are}} held for you until then ({billed} sq.ft billed).',
      { count: 3, billed: '150' },
    );
    expect(textIn('en', held)).toBe(' 3 slabs are held for you until then (150 sq.ft billed).');
    expect(textIn('hi', held)).toBe(' तब तक आपके लिए 3 स्लैब होल्ड पर हैं (150 वर्ग फुट का बिल)।');
  });

  it('points a Hindi reader to the /hi pages, except the API, media and the admin area', () => {
    expect(localePath('hi', '/dashboard?tab=quotes&request=4')).toBe('/hi/dashboard?tab=quotes&request=4');
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('hi', '/hi/login')).toBe('/hi/login');
    expect(localePath('hi', '/admin/orders?order=3')).toBe('/admin/orders?order=3');
    expect(localePath('hi', '/api/v1/x')).toBe('/api/v1/x');
    expect(localePath('en', '/dashboard')).toBe('/dashboard');
  });
});
