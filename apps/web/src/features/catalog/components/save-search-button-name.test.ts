import { describe, expect, it } from 'vitest';
import { suggestedName } from './save-search-button';

describe('the name a saved search is offered (D41)', () => {
  it('says what the filters are', () => {
    expect(suggestedName('?quality=Premium&finish=Polished&maxPrice=300')).toBe(
      'Premium, Polished granite under ₹300/sq.ft',
    );
    expect(suggestedName('?search=black+galaxy&inStock=true', 'Black Granite')).toBe(
      '"black galaxy", in stock Black Granite',
    );
    expect(suggestedName('?minPrice=100&maxPrice=250')).toBe('All granite ₹100–₹250/sq.ft');
    expect(suggestedName('')).toBe('All granite');
  });

  it('keeps the stone and the stock filters: variety, grade, thickness and slab size in stock', () => {
    expect(
      suggestedName(
        '?variety=kashmir-white&grade=First&stockThicknessMm=18&minLengthMm=2743&minWidthMm=1524',
      ),
    ).toBe('Kashmir White, First grade, 18 mm in stock, slabs from 2743 × 1524 mm granite');
    expect(suggestedName('?variety=tan-brown&minLengthMm=3000')).toBe(
      'Tan Brown, slabs from 3000 mm long granite',
    );
  });

  it('stays within the 80 characters a name may have', () => {
    expect(suggestedName(`?search=${'granite '.repeat(20)}`).length).toBeLessThanOrEqual(80);
  });
});
