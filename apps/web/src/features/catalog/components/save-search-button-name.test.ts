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

  it('stays within the 80 characters a name may have', () => {
    expect(suggestedName(`?search=${'granite '.repeat(20)}`).length).toBeLessThanOrEqual(80);
  });
});
