// D40: Hindi and Latin-lettered Hindi search words become the catalogue's English words, and a
// search in Hindi finds what the same search in English finds: "काला ग्रेनाइट" lists the black
// granites, through the catalogue's one search (the in-memory index and PostgreSQL).
import type { StoreProductList } from '@granite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { refreshProductSearchText } from '../products/product-editor.service';
import { englishSearchText } from './catalog.hindi-words';
import { searchWords } from './catalog.search';

describe('Hindi search words (D40)', () => {
  it.each([
    ['काला ग्रेनाइट', 'black granite'],
    ['काले रंग का ग्रेनाइट', 'black granite'],
    ['सफेद ग्रेनाइट', 'white granite'],
    ['सफ़ेद स्लैब', 'white slab'],
    ['लाल', 'red'],
    ['हरा ग्रेनाइट', 'green granite'],
    ['नीला', 'blue'],
    ['भूरा ग्रेनाइट टाइल', 'brown granite tile'],
    ['पीला', 'yellow'],
    ['गुलाबी', 'pink'],
    ['सलेटी', 'grey'],
    ['ग्रे ग्रेनाइट', 'grey granite'],
    ['पॉलिश्ड काला स्लैब', 'polished black slab'],
    ['ब्लैक गैलेक्सी', 'black galaxy'],
    ['कश्मीर व्हाइट', 'kashmir white'],
    ['kala granite', 'black granite'],
    ['Kala Granite', 'black Granite'],
    ['safed slab', 'white slab'],
    ['laal granite', 'red granite'],
  ])('reads “%s” as “%s”', (hindi, english) => {
    expect(englishSearchText(hindi)).toBe(english);
  });

  it('keeps a Hindi word whole when it splits the query into words (vowel signs are part of a word)', () => {
    expect(searchWords('मकराना संगमरमर, काला')).toEqual(['मकराना', 'संगमरमर', 'काला']);
  });

  it('keeps English queries, names and unknown words exactly as typed', () => {
    expect(englishSearchText('Black Galaxy 18mm')).toBe('Black Galaxy 18mm');
    expect(englishSearchText('Ongole Stone Co')).toBe('Ongole Stone Co');
    expect(englishSearchText('काला Ongole')).toBe('black Ongole');
    expect(englishSearchText('का रंग')).toBe('का रंग');
    expect(englishSearchText('')).toBe('');
  });
});

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedMiniCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedMiniCatalogue(t.app.deps.db);
  // The category's name ("Black Granite") is a search word of its products, as after any product write.
  await refreshProductSearchText(t.app.deps, {});
});
afterAll(async () => t?.close());

const search = async (text: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/products?search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list: StoreProductList = res.json();
  return list.items.map((p) => p.id).sort((a, b) => a - b);
};

describe(`searching in Hindi (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('finds the black granites for “काला ग्रेनाइट”, as “black granite” does', async () => {
    const [galaxy, absolute, pearl, rajasthan, kashmirWhite] = seeded.productIds;
    const blackGranites = [galaxy!, absolute!, pearl!, rajasthan!].sort((a, b) => a - b);
    expect(await search('black granite')).toEqual(blackGranites);
    expect(await search('काला ग्रेनाइट')).toEqual(blackGranites);
    expect(await search('kala granite')).toEqual(blackGranites);
    expect(await search('काला ग्रेनाइट')).not.toContain(kashmirWhite);
    expect(await search('सफ़ेद ग्रेनाइट')).toEqual([kashmirWhite!]);
    expect(await search('ब्लैक पर्ल टाइल')).toEqual([pearl!]);
  });

  it('asks the same of the URL that the web page sends (search=काला%20ग्रेनाइट)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?search=%E0%A4%95%E0%A4%BE%E0%A4%B2%E0%A4%BE%20%E0%A4%97%E0%A5%8D%E0%A4%B0%E0%A5%87%E0%A4%A8%E0%A4%BE%E0%A4%87%E0%A4%9F',
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as StoreProductList).items.map((p) => p.name).sort();
    expect(names).toEqual([
      'Test Absolute Black Slab',
      'Test Black Galaxy Slab',
      'Test Black Pearl Tile',
      'Test Rajasthan Black',
    ]);
  });
});
