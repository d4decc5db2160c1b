// The comparison's filters read from the address and from saved comparisons in the browser. The API
// checks every query with the shared zod schemas (StoreComparisonQuery, SavedComparisonQuery); the
// page only picks known values out of the option lists, so it does not download zod for a page that
// validates nothing the visitor types. Same rule as lib/buyer-lists/local-list.ts.
import {
  COMPARISON_AVAILABILITIES,
  COMPARISON_PRICE_BANDS,
  COMPARISON_SORTS,
  MATERIAL_QUALITIES,
  type SavedComparisonQuery,
  type StoreComparisonQuery,
} from '@granite/shared';

const PRICES: readonly string[] = COMPARISON_PRICE_BANDS.map((b) => b.key);
const QUALITIES: readonly string[] = ['all', ...MATERIAL_QUALITIES];
const AVAILABILITIES: readonly string[] = ['all', ...COMPARISON_AVAILABILITIES];
const SORTS: readonly string[] = COMPARISON_SORTS;
/** A database id: a positive 32-bit integer (IdParam). */
const MAX_ID = 2_147_483_647;

function readId(value: string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const DEFAULTS: StoreComparisonQuery = { price: 'all', quality: 'all', availability: 'all', sort: 'price' };

export type RawComparisonQuery = Partial<
  Record<'product' | 'category' | 'price' | 'quality' | 'availability' | 'sort', string>
>;

/** The address's filters; anything unreadable gives the defaults rather than a broken page. */
export function readComparisonQuery(raw: RawComparisonQuery): StoreComparisonQuery {
  const product = readId(raw.product || undefined);
  const category = readId(raw.category || undefined);
  const pick = (value: string | undefined, allowed: readonly string[], fallback: string) =>
    !value ? fallback : allowed.includes(value) ? value : null;
  const price = pick(raw.price, PRICES, DEFAULTS.price);
  const quality = pick(raw.quality, QUALITIES, DEFAULTS.quality);
  const availability = pick(raw.availability, AVAILABILITIES, DEFAULTS.availability);
  const sort = pick(raw.sort, SORTS, DEFAULTS.sort);
  if ([product, category, price, quality, availability, sort].includes(null)) return { ...DEFAULTS };
  return {
    ...(product ? { product } : {}),
    ...(category ? { category } : {}),
    price,
    quality,
    availability,
    sort,
  } as StoreComparisonQuery;
}

const SAVED_KEYS: Record<keyof SavedComparisonQuery, (value: unknown) => boolean> = {
  product: (v) => typeof v === 'string' && /^\d{1,10}$/.test(v),
  category: (v) => typeof v === 'string' && /^\d{1,10}$/.test(v),
  price: (v) => typeof v === 'string' && PRICES.includes(v),
  quality: (v) => typeof v === 'string' && QUALITIES.includes(v),
  availability: (v) => typeof v === 'string' && AVAILABILITIES.includes(v),
  sort: (v) => typeof v === 'string' && SORTS.includes(v),
};

/** A saved comparison's query as kept in the browser: only known keys, each with a known value. */
export function isSavedComparisonQuery(value: unknown): value is SavedComparisonQuery {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, v]) => v === undefined || (key in SAVED_KEYS && SAVED_KEYS[key as keyof SavedComparisonQuery](v)),
  );
}
