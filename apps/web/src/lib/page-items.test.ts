import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

// Storefront 2.6: first, last and the current page ± 1, with an ellipsis (null) for each gap.
describe('page numbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [4, 5, [1, null, 3, 4, 5]],
  ])('on page %i of %i shows %j', (current, total, items) => {
    expect(pageItems(current, total)).toEqual(items);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
