// All filter state of a product listing lives in the URL (D11), so a filtered list can be shared,
// bookmarked and reached again with Back. These helpers read it and write it.
import {
  AVAILABILITY_STATUSES,
  FINISHES,
  LIMITS,
  LOT_GRADES,
  MATERIAL_QUALITIES,
  ORIGINS,
  PRODUCT_SORTS,
  type ProductSort,
  SLAB_MAX_LENGTH_MM,
  SLAB_MAX_WIDTH_MM,
  THICKNESSES,
} from '@granite/shared';
import type { QueryParams } from './api';

export const MULTI_FILTERS = {
  quality: { label: 'Material Quality', options: MATERIAL_QUALITIES },
  finish: { label: 'Finish', options: FINISHES },
  thickness: { label: 'Thickness', options: THICKNESSES },
  origin: { label: 'Origin', options: ORIGINS },
  availability: { label: 'Availability', options: AVAILABILITY_STATUSES },
} as const;
export type MultiFilter = keyof typeof MULTI_FILTERS;

/** Storefront 2.5/2.6 sort labels, in the order of the shared list. */
export const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  bestsellers: 'Best Sellers First',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'name-asc': 'Name: A-Z',
  'name-desc': 'Name: Z-A',
  'vendor-asc': 'Manufacturer: A-Z',
};

export type ProductFilters = {
  search: string;
  category?: number;
  manufacturer?: number;
  /** D32: a variety's slug (black-galaxy). */
  variety?: string;
  quality: string[];
  finish: string[];
  thickness: string[];
  origin: string[];
  availability: string[];
  bestSellers: boolean;
  /** D32: only products with available slabs. */
  inStock: boolean;
  /** D32: an available slab at least this long and wide, in mm. */
  minLengthMm?: number;
  minWidthMm?: number;
  /** D32: lots in stock of these thicknesses (mm), as chosen. */
  stockThicknessMm: number[];
  /** D32: lots in stock of these grades. */
  grade: string[];
  /** Rupees per sq.ft; the slider's ends (0 and 10,000) mean "no bound". */
  minPrice: number;
  maxPrice: number;
  sort: ProductSort;
  page: number;
  view: 'grid' | 'list';
};

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function listOf(params: URLSearchParams, key: MultiFilter): string[] {
  const allowed: readonly string[] = MULTI_FILTERS[key].options;
  return (params.get(key) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => allowed.includes(s));
}

/** A whole number of mm from 1 to `max` (what the API takes), else none. */
const mmUpTo = (value: string | null, max: number) => {
  const n = positiveInt(value);
  return n !== undefined && n <= max ? n : undefined;
};

/** D32: lot thicknesses in mm (6 to 100, as a lot's), in the order chosen; others dropped. */
function thicknessesOf(value: string | null): number[] {
  const out: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const n = Number(part.trim());
    if (part.trim() && Number.isInteger(n) && n >= 6 && n <= 100 && !out.includes(n)) out.push(n);
  }
  return out;
}

const gradesOf = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => (LOT_GRADES as readonly string[]).includes(s));

const clampPrice = (value: string | null, fallback: number) => {
  const n = Number(value);
  if (value === null || !Number.isFinite(n)) return fallback;
  return Math.min(LIMITS.priceSliderMax, Math.max(LIMITS.priceSliderMin, Math.round(n)));
};

/** Reads the filters from the URL; anything malformed falls back to its default rather than failing. */
export function readFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  let minPrice = clampPrice(params.get('minPrice'), LIMITS.priceSliderMin);
  let maxPrice = clampPrice(params.get('maxPrice'), LIMITS.priceSliderMax);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: (params.get('search') ?? '').slice(0, LIMITS.searchMaxLength),
    category: positiveInt(params.get('category')),
    manufacturer: positiveInt(params.get('manufacturer')),
    ...(/^[a-z0-9-]{1,80}$/.test(params.get('variety') ?? '') ? { variety: params.get('variety')! } : {}),
    quality: listOf(params, 'quality'),
    finish: listOf(params, 'finish'),
    thickness: listOf(params, 'thickness'),
    origin: listOf(params, 'origin'),
    availability: listOf(params, 'availability'),
    bestSellers: params.get('bestSellers') === 'true',
    inStock: params.get('inStock') === 'true',
    minLengthMm: mmUpTo(params.get('minLengthMm'), SLAB_MAX_LENGTH_MM),
    minWidthMm: mmUpTo(params.get('minWidthMm'), SLAB_MAX_WIDTH_MM),
    stockThicknessMm: thicknessesOf(params.get('stockThicknessMm')),
    grade: gradesOf(params.get('grade')),
    minPrice,
    maxPrice,
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : 'featured',
    page: Math.min(positiveInt(params.get('page')) ?? 1, LIMITS.maxPage),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Writes filters back as URL parameters, leaving defaults out so links stay short. */
export function writeFilters(filters: ProductFilters, fixedCategory?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category && !fixedCategory) params.set('category', String(filters.category));
  if (filters.manufacturer) params.set('manufacturer', String(filters.manufacturer));
  if (filters.variety) params.set('variety', filters.variety);
  for (const key of Object.keys(MULTI_FILTERS) as MultiFilter[]) {
    if (filters[key].length) params.set(key, filters[key].join(','));
  }
  if (filters.bestSellers) params.set('bestSellers', 'true');
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.minLengthMm) params.set('minLengthMm', String(filters.minLengthMm));
  if (filters.minWidthMm) params.set('minWidthMm', String(filters.minWidthMm));
  if (filters.stockThicknessMm.length) params.set('stockThicknessMm', filters.stockThicknessMm.join(','));
  if (filters.grade.length) params.set('grade', filters.grade.join(','));
  if (filters.minPrice > LIMITS.priceSliderMin) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < LIMITS.priceSliderMax) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view === 'list') params.set('view', 'list');
  return params;
}

/** The API query for the filters (page size 12, storefront 9). */
export function apiQuery(filters: ProductFilters, fixedCategory?: number): QueryParams {
  const params = writeFilters(filters, fixedCategory);
  params.delete('view');
  if (fixedCategory) params.set('category', String(fixedCategory));
  return Object.fromEntries(params);
}

/** How many filters (besides search and sort) narrow the list; shown on the phone's Filters button. */
export function activeFilterCount(filters: ProductFilters, fixedCategory?: number): number {
  return (
    (filters.category && !fixedCategory ? 1 : 0) +
    (filters.manufacturer ? 1 : 0) +
    (filters.variety ? 1 : 0) +
    (Object.keys(MULTI_FILTERS) as MultiFilter[]).reduce((n, key) => n + filters[key].length, 0) +
    (filters.bestSellers ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.minLengthMm || filters.minWidthMm ? 1 : 0) +
    filters.stockThicknessMm.length +
    filters.grade.length +
    (filters.minPrice > LIMITS.priceSliderMin || filters.maxPrice < LIMITS.priceSliderMax ? 1 : 0)
  );
}
