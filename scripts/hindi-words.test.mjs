// One word per concept in Hindi (D40, docs/hindi-glossary.md): no Hindi screen, e-mail or
// notification uses a word the glossary rules out; each failure names the glossary's word.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRuledOut, hindiCatalogs, RULED_OUT, ruledOutIn } from './hindi-words.mjs';

const repo = new URL('..', import.meta.url).pathname;

describe('the Hindi catalogues (docs/hindi-glossary.md)', () => {
  it('use no word the glossary rules out', () => {
    const found = findRuledOut(repo);
    expect(found, `${found.length} ruled-out word(s):\n${found.join('\n')}`).toEqual([]);
  });

  it('are all read: the web areas and the server e-mails and notifications', () => {
    const files = hindiCatalogs(repo).map((c) => c.file);
    expect(files).toContain('apps/web/src/locales/hi/buyer.json');
    expect(files).toContain('apps/web/src/locales/hi/panel.json');
    expect(files).toContain('apps/server/src/locales/hi.json');
    expect(files.length).toBeGreaterThanOrEqual(8);
  });
});

describe('the check itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hindi-words-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the words the screens used while the e-mails followed the glossary, naming the glossary word', () => {
    mkdirSync(join(dir, 'apps/web/src/locales/hi'), { recursive: true });
    mkdirSync(join(dir, 'apps/server/src/locales'), { recursive: true });
    writeFileSync(
      join(dir, 'apps/web/src/locales/hi/buyer.json'),
      JSON.stringify({
        'New Quote Request': 'नया कोटेशन अनुरोध',
        Accept: 'स्वीकार करें',
        'Order confirmed': 'ऑर्डर की पुष्टि हुई',
        'Place of supply': 'आपूर्ति का स्थान',
        'Your review': 'आपकी समीक्षा',
        'Business details': 'व्यवसाय का विवरण',
        Disputed: 'विवादित',
        'Landed total': 'लैंडेड कीमत',
        'Lead time': 'डिलीवरी समय',
        'Thickness (mm)': 'मोटाई (mm)',
        'At most {mm} mm': 'ज़्यादा से ज़्यादा {mm} मिमी',
        'Buyer and manufacturer': 'खरीदार और मैन्युफैक्चरर',
      }),
    );
    writeFileSync(
      join(dir, 'apps/server/src/locales/hi.json'),
      JSON.stringify({ 'New quote request: {product}': 'नई कोटेशन मांग: {product}' }),
    );
    const found = findRuledOut(dir);
    const says = (id) => found.filter((line) => line.includes(`"${id}"`)).join('\n');
    expect(says('New Quote Request')).toContain('the glossary says कोटेशन मांग (feminine: "नई कोटेशन मांग"');
    expect(says('Accept')).toContain('स्वीकार — the glossary says मंज़ूर करें');
    expect(says('Order confirmed')).toContain('पुष्टि — the glossary says पक्का करें / पक्का हुआ');
    expect(says('Place of supply')).toContain('the glossary says सप्लाई का स्थान');
    expect(says('Your review')).toContain('the glossary says रिव्यू');
    expect(says('Business details')).toContain('the glossary says बिज़नेस (बिज़नेस की जानकारी');
    expect(says('Disputed')).toContain('the glossary says आपत्ति करें / आपत्ति की गई');
    expect(says('Landed total')).toContain('the glossary says कुल पहुंच दाम');
    expect(says('Lead time')).toContain('the glossary says तैयार होने में समय');
    expect(says('Thickness (mm)')).toContain('the glossary says मिमी');
    // A placeholder named mm is not the unit; the glossary's own words pass.
    expect(says('At most {mm} mm')).toBe('');
    expect(says('Buyer and manufacturer')).toBe('');
    expect(says('New quote request: {product}')).toBe('');
    expect(found.every((line) => line.includes('the glossary says'))).toBe(true);
  });

  it('matches a word at its start only', () => {
    expect(ruledOutIn('विक्रेता').map((r) => r.word)).toEqual(['विक्रेता']);
    expect(ruledOutIn('क्रेता').map((r) => r.word)).toEqual(['क्रेता']);
    expect(ruledOutIn('अस्वीकार किया').map((r) => r.word)).toEqual(['अस्वीकार']);
    expect(ruledOutIn('Commission: 2 mm-free')).toEqual([{ word: 'mm', say: RULED_OUT.at(-1)[1] }]);
    expect(ruledOutIn('Summary')).toEqual([]);
  });
});
