// Every filter of a product listing lives in the URL, so a filtered list can be shared, bookmarked and
// reached again with Back (D11: the server filters, sorts and pages).
import {
  AVAILABILITY_STATUSES,
  FINISHES,
  LIMITS,
  LOT_GRADES,
  MATERIAL_QUALITIES,
  ORIGINS,
  PRODUCT_SORTS,
  THICKNESSES,
} from '@granite/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQuery,
  type ProductFilters,
  readFilters,
  writeFilters,
} from './product-filters';
import { lotMeets, readStockFilters, stockFilterQuery } from './stock-filter-query';

const DEFAULTS = readFilters(new URLSearchParams());

const id = fc.integer({ min: 1, max: 2_147_483_647 });
const filters: fc.Arbitrary<ProductFilters> = fc
  .record({
    // Whole code points, as a browser's address bar can carry them.
    search: fc.string({ unit: 'binary', maxLength: 100 }).map((s) => s.trim()),
    category: fc.option(id, { nil: undefined }),
    manufacturer: fc.option(id, { nil: undefined }),
    quality: fc.subarray([...MATERIAL_QUALITIES]),
    finish: fc.subarray([...FINISHES]),
    thickness: fc.subarray([...THICKNESSES]),
    origin: fc.subarray([...ORIGINS]),
    availability: fc.subarray([...AVAILABILITY_STATUSES]),
    bestSellers: fc.boolean(),
    inStock: fc.boolean(),
    minLengthMm: fc.option(fc.integer({ min: 1, max: 3_600 }), { nil: undefined }),
    minWidthMm: fc.option(fc.integer({ min: 1, max: 2_200 }), { nil: undefined }),
    stockThicknessMm: fc.uniqueArray(fc.integer({ min: 6, max: 100 }), { maxLength: 4 }),
    grade: fc.subarray([...LOT_GRADES]),
    prices: fc
      .tuple(
        fc.integer({ min: LIMITS.priceSliderMin, max: LIMITS.priceSliderMax }),
        fc.integer({ min: LIMITS.priceSliderMin, max: LIMITS.priceSliderMax }),
      )
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
    sort: fc.constantFrom(...PRODUCT_SORTS),
    page: fc.integer({ min: 1, max: LIMITS.maxPage }),
    view: fc.constantFrom('grid' as const, 'list' as const),
  })
  .map(({ prices: [minPrice, maxPrice], ...rest }) => ({ ...rest, minPrice, maxPrice }));

/** What a visitor can type into the address bar for the filters' keys. */
const anyAddress = fc
  .dictionary(
    fc.constantFrom(
      'search',
      'category',
      'manufacturer',
      'quality',
      'finish',
      'thickness',
      'origin',
      'availability',
      'bestSellers',
      'inStock',
      'minLengthMm',
      'minWidthMm',
      'stockThicknessMm',
      'grade',
      'minPrice',
      'maxPrice',
      'sort',
      'page',
      'view',
    ),
    fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom(...MATERIAL_QUALITIES, ...PRODUCT_SORTS, ...LOT_GRADES, 'true', '18,20', '20, 20,x'),
    ),
  )
  .map((entries) => new URLSearchParams(entries));

describe('catalogue filters in the URL', () => {
  it('reads, writes and sends the variety slug (D32), and drops a malformed one', () => {
    const read = readFilters(new URLSearchParams('variety=black-galaxy'));
    expect(read.variety).toBe('black-galaxy');
    expect(writeFilters(read).get('variety')).toBe('black-galaxy');
    expect(apiQuery(read).variety).toBe('black-galaxy');
    expect(activeFilterCount(read)).toBe(1);
    expect(readFilters(new URLSearchParams('variety=Black%20Galaxy!')).variety).toBeUndefined();
  });

  it('reads back exactly the filters it wrote', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(readFilters(writeFilters(f))).toEqual(f);
      }),
      { numRuns: 500 },
    );
  });

  it('turns any address, however mangled, into one that it then keeps as it is', () => {
    fc.assert(
      fc.property(anyAddress, (params) => {
        const cleaned = writeFilters(readFilters(params));
        expect(writeFilters(readFilters(cleaned)).toString()).toBe(cleaned.toString());
      }),
      { numRuns: 500 },
    );
  });

  it('leaves the defaults out, so the plain list has a plain address', () => {
    expect(writeFilters(DEFAULTS).toString()).toBe('');
    expect(DEFAULTS).toMatchObject({ search: '', sort: 'featured', page: 1, view: 'grid', minPrice: 0 });
    expect(DEFAULTS.maxPrice).toBe(LIMITS.priceSliderMax);
  });

  it('writes lists as one comma-separated parameter', () => {
    const f = { ...DEFAULTS, finish: ['Polished', 'Honed'], origin: ['Tamil Nadu'] };
    expect(writeFilters(f).toString()).toBe('finish=Polished%2CHoned&origin=Tamil+Nadu');
  });

  it('drops values that are not on the shared option lists (D12)', () => {
    const f = readFilters(new URLSearchParams('quality=Premium,Luxury&thickness=20mm,17mm&origin=Atlantis'));
    expect(f.quality).toEqual(['Premium']);
    expect(f.thickness).toEqual(['20mm']);
    expect(f.origin).toEqual([]);
  });

  it('falls back to the default for a malformed page, id, sort or view', () => {
    const f = readFilters(
      new URLSearchParams('page=-2&category=abc&manufacturer=1.5&sort=cheapest&view=table&bestSellers=yes'),
    );
    expect(f).toEqual(DEFAULTS);
  });

  it('keeps prices inside the slider and swaps a minimum above the maximum', () => {
    expect(readFilters(new URLSearchParams('minPrice=-50&maxPrice=99999'))).toMatchObject({
      minPrice: 0,
      maxPrice: LIMITS.priceSliderMax,
    });
    expect(readFilters(new URLSearchParams('minPrice=800&maxPrice=200'))).toMatchObject({
      minPrice: 200,
      maxPrice: 800,
    });
    expect(readFilters(new URLSearchParams('minPrice=abc')).minPrice).toBe(0);
  });

  it('cuts the page number at the last page the server serves and the search at its length limit', () => {
    const f = readFilters(new URLSearchParams({ page: '99999999', search: 'g'.repeat(500) }));
    expect(f.page).toBe(LIMITS.maxPage);
    expect(f.search).toHaveLength(LIMITS.searchMaxLength);
  });

  it("leaves a category page's own category out of its address", () => {
    expect(writeFilters({ ...DEFAULTS, category: 7 }, 7).has('category')).toBe(false);
    expect(writeFilters({ ...DEFAULTS, category: 7 }).get('category')).toBe('7');
  });
});

describe('the stock filters in the URL (D32)', () => {
  it('reads, writes and sends in stock, the minimum slab size, lot thicknesses and grades', () => {
    const read = readFilters(
      new URLSearchParams('inStock=true&minLengthMm=2900&minWidthMm=1800&stockThicknessMm=20,18&grade=First'),
    );
    expect(read).toMatchObject({
      inStock: true,
      minLengthMm: 2900,
      minWidthMm: 1800,
      stockThicknessMm: [20, 18],
      grade: ['First'],
    });
    expect(apiQuery(read)).toEqual({
      inStock: 'true',
      minLengthMm: '2900',
      minWidthMm: '1800',
      stockThicknessMm: '20,18',
      grade: 'First',
    });
    // In stock, the size (once for both sides), two thicknesses and a grade.
    expect(activeFilterCount(read)).toBe(5);
  });

  it('drops sizes the API would refuse, thicknesses no lot has and unknown grades', () => {
    const f = readFilters(
      new URLSearchParams(
        'inStock=yes&minLengthMm=4000&minWidthMm=0&stockThicknessMm=3,20,20,abc&grade=Best,Second',
      ),
    );
    expect(f).toMatchObject({ inStock: false, stockThicknessMm: [20], grade: ['Second'] });
    expect(f.minLengthMm).toBeUndefined();
    expect(f.minWidthMm).toBeUndefined();
  });
});

describe('the API query of the filters', () => {
  it('asks for the fixed category and leaves the grid or list view out', () => {
    expect(apiQuery({ ...DEFAULTS, view: 'list', sort: 'price-asc' }, 4)).toEqual({
      category: '4',
      sort: 'price-asc',
    });
  });
});

describe("the count on the phone's Filters button", () => {
  it('counts each chosen option, the manufacturer, best sellers and a price range once', () => {
    expect(activeFilterCount(DEFAULTS)).toBe(0);
    const f = {
      ...DEFAULTS,
      search: 'black',
      sort: 'price-desc' as const,
      finish: ['Polished', 'Honed'],
      manufacturer: 3,
      bestSellers: true,
      minPrice: 100,
      maxPrice: 900,
    };
    expect(activeFilterCount(f)).toBe(5);
  });

  it("does not count a category page's own category", () => {
    expect(activeFilterCount({ ...DEFAULTS, category: 2 }, 2)).toBe(0);
    expect(activeFilterCount({ ...DEFAULTS, category: 2 })).toBe(1);
  });
});

describe('the stock filters a product card carries to its page (D32)', () => {
  it('keeps grade, thickness and size in stock, and nothing else of the list', () => {
    expect(
      stockFilterQuery(
        '?search=black&grade=First&stockThicknessMm=18,20&minLengthMm=2743&page=2&sort=price-asc',
      ),
    ).toBe('?grade=First&stockThicknessMm=18%2C20&minLengthMm=2743');
    expect(stockFilterQuery('?search=black&page=2')).toBe('');
    expect(stockFilterQuery('?grade=Nonsense')).toBe('');
  });

  it('tells a lot that meets them from one that does not', () => {
    const lot = {
      grade: 'First',
      thicknessMm: 18,
      sizeRange: { maxLengthMm: 3050, maxWidthMm: 1830 },
    };
    const f = readStockFilters('grade=First&stockThicknessMm=18&minLengthMm=3000');
    expect(lotMeets(lot, f)).toBe(true);
    expect(lotMeets({ ...lot, grade: 'Second' }, f)).toBe(false);
    expect(lotMeets({ ...lot, thicknessMm: 20 }, f)).toBe(false);
    expect(lotMeets({ ...lot, sizeRange: { maxLengthMm: 2900, maxWidthMm: 1830 } }, f)).toBe(false);
    expect(lotMeets({ ...lot, sizeRange: null }, f)).toBe(false);
  });
});
