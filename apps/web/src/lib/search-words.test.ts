// D41: a saved search is listed by what it filters, not by its raw address.
import { describe, expect, it } from 'vitest';
import { describeSearch } from './search-words';

describe('a catalogue address in words', () => {
  it('names the stone, the options, the stock filters and the price', () => {
    expect(
      describeSearch(
        '?variety=black-galaxy&quality=Premium&minLengthMm=2743&minWidthMm=1524&inStock=true&maxPrice=300',
      ),
    ).toBe('Black Galaxy · Premium · slabs from 2743 × 1524 mm · in stock · under ₹300/sq.ft');
    expect(describeSearch('?search=tan+brown&minPrice=100&maxPrice=250')).toBe(
      '"tan brown" · ₹100–₹250/sq.ft',
    );
    expect(describeSearch('')).toBe('All products');
  });

  it('writes option values and units in the reader’s language', () => {
    const hindi: Record<string, string> = {
      Polished: 'पॉलिश्ड',
      '{thickness} in stock': 'स्टॉक में {thickness}',
    };
    const t = (text: string, values?: Record<string, string | number>) =>
      (hindi[text] ?? text).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));
    expect(describeSearch('?finish=Polished&stockThicknessMm=18', t, 'hi')).toBe('पॉलिश्ड · स्टॉक में 18 मिमी');
  });
});
