// ADR 019: every template of the table, on each of its channels, in English and in Hindi. Generated
// over the table: a template added without its Hindi texts fails here, and one marked English-only
// must be added to the list below with the reason D40 gives.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Language, msg } from '../../../lib/i18n';
import { channelsOf, renderBell, renderEmail, TEMPLATES, type Template, type TemplateKey } from './index';

const context = {
  to: 'asha@example.com',
  name: 'Asha <Patel>',
  publicUrl: 'https://granite.example',
  kind: 'reply_expired',
  url: 'https://granite.example/dashboard',
  unsubscribeUrl: 'https://granite.example/unsubscribe?token=abc',
};
const DEVANAGARI = /[\u0900-\u097F]/;
/** Templates written as they were stored (a row from before templates). */
const AS_STORED: TemplateKey[] = ['legacy_text'];
/** D40: the site's inbox is read by administrators; a visitor without an account has no language. */
const ENGLISH_ONLY: TemplateKey[] = [
  'quote_request_confirm',
  'quote_visitor_replied',
  'contact_message',
  'contact_reply',
];

const keys = Object.keys(TEMPLATES) as TemplateKey[];
const render = (key: TemplateKey, channel: 'bell' | 'email', language: Language) => {
  const example = TEMPLATES[key].example as never;
  if (channel === 'bell') return renderBell(key, example, language);
  const m = renderEmail(key, example, language, context);
  return { subject: m.subject, text: m.text, html: m.html ?? '' };
};

describe('notification templates (ADR 019)', () => {
  it('marks exactly the known templates English-only, each with its reason', () => {
    const marked = keys.filter((k) => (TEMPLATES[k] as Template<unknown>).englishOnly);
    expect(marked.sort()).toEqual([...ENGLISH_ONLY].sort());
  });

  for (const key of keys)
    for (const channel of channelsOf(key))
      it(`renders ${key} on the ${channel} channel in English and in Hindi`, () => {
        const en = render(key, channel, 'en');
        const hi = render(key, channel, 'hi');
        for (const part of Object.values(en)) expect(part.length, `${key} ${channel}`).toBeGreaterThan(0);
        if (AS_STORED.includes(key)) {
          // The stored text as it is; an e-mail's own frame (greeting, links) is the reader's.
          const line = (form: Record<string, string>) => form.title ?? form.subject;
          expect(line(hi)).toEqual(line(en));
        } else if (ENGLISH_ONLY.includes(key)) {
          expect(hi).toEqual(en);
          expect(JSON.stringify(en)).not.toMatch(DEVANAGARI);
        } else {
          expect(JSON.stringify(en), `${key} ${channel} en`).not.toMatch(DEVANAGARI);
          // Every text part of the Hindi form is in Hindi (a message missing from hi.json stays English).
          for (const [part, text] of Object.entries(hi))
            expect(text, `${key} ${channel} hi ${part}`).toMatch(DEVANAGARI);
        }
        if (channel === 'email') {
          // One escaper for every e-mail: what a person typed never becomes markup.
          expect((en as { html: string }).html).not.toContain('<Patel>');
        }
      });

  it('gives every template a channel, and the account’s mails are required', () => {
    for (const key of keys) expect(channelsOf(key).length, key).toBeGreaterThan(0);
    for (const key of keys)
      if (TEMPLATES[key].event === 'account') expect(TEMPLATES[key].required, key).toBe(true);
  });

  it('renders a notice when it is read, in the language of the reader of that day', () => {
    const params = {
      title: msg('A quote for {product} has expired', { product: 'Black Galaxy' }),
      body: 'As typed',
    };
    const stored = JSON.parse(JSON.stringify(params));
    expect(renderBell('notice', stored, 'en').title).toBe('A quote for Black Galaxy has expired');
    expect(renderBell('notice', stored, 'hi').title).toBe('Black Galaxy के एक कोटेशन की मान्य तारीख निकल गई');
    expect(renderBell('notice', stored, 'hi').body).toBe('As typed');
    // A key the table does not know still shows its text.
    expect(renderBell('gone_away', { title: 'Old', body: 'text' }, 'hi')).toEqual({
      title: 'Old',
      body: 'text',
    });
  });
});

const SERVER = join(import.meta.dirname, '../../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every e-mail goes through the templates (ADR 019)', () => {
  const files = sources(SERVER).map((path) => ({
    path: path.slice(SERVER.length + 1),
    code: readFileSync(path, 'utf8'),
  }));

  it('queues mail only from the notifications module', () => {
    const queuing = files.filter((f) => /\.enqueue\(/.test(f.code)).map((f) => f.path);
    expect(queuing).toEqual(['modules/notifications/notifications.service.ts']);
  });

  it('has one HTML escaper', () => {
    const defining = files.filter((f) => /(const|function)\s+escapeHtml\b/.test(f.code)).map((f) => f.path);
    expect(defining).toEqual(['lib/html.ts']);
  });
});
