import { describe, expect, it } from 'vitest';
import { isSavedComparisonQuery, readComparisonQuery } from './comparison-query';

const DEFAULTS = { price: 'all', quality: 'all', availability: 'all', sort: 'price' };

describe("the comparison's filters in the address", () => {
  it('gives the defaults for an empty address', () => {
    expect(readComparisonQuery({})).toEqual(DEFAULTS);
  });

  it('reads known values and ids', () => {
    expect(
      readComparisonQuery({
        product: '12',
        category: '3',
        price: '100-300',
        quality: 'Premium',
        sort: 'quality',
      }),
    ).toEqual({
      product: 12,
      category: 3,
      price: '100-300',
      quality: 'Premium',
      availability: 'all',
      sort: 'quality',
    });
  });

  it.each([
    { product: '0' },
    { product: '2147483648' },
    { category: '1.5' },
    { price: 'cheap' },
    { quality: 'Luxury' },
    { sort: 'random' },
  ])('gives the defaults rather than a broken page for %j', (raw) => {
    expect(readComparisonQuery({ price: 'under-100', ...raw })).toEqual(DEFAULTS);
  });
});

describe('a saved comparison kept in the browser (D22)', () => {
  it('is a query of known keys with known values', () => {
    expect(isSavedComparisonQuery({ product: '12', price: 'above-500' })).toBe(true);
    expect(isSavedComparisonQuery({})).toBe(true);
  });

  it.each([null, [], 'price=all', { price: 'free' }, { product: 12 }, { admin: 'true' }])(
    'refuses %j',
    (value) => {
      expect(isSavedComparisonQuery(value)).toBe(false);
    },
  );
});
