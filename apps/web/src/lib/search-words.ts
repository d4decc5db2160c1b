// D41: a catalogue address in words — what a saved search's suggested name and the buyer's list of
// saved searches say instead of the raw address ("minLengthMm=2743&…"): the words typed, the stone
// (its variety), the options chosen, the stock filters (grade, thickness, slab size) and the price.
import { type Language, LIMITS, unitLabel } from '@granite/shared';
import { readFilters } from './product-filters';
import { slabSizeWords } from './stock-filter-query';

type Translate = (text: string, values?: Record<string, string | number>) => string;
const asIs: Translate = (text, values) =>
  values ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? '')) : text;

/** "kashmir-white" → "Kashmir White": a variety's name from its address. */
const varietyName = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/**
 * The filters of `search` (a list's query) in words: each filter a part ([] for the whole
 * catalogue), and the price range apart ('' when any price).
 */
export function searchWords(
  search: string,
  t: Translate = asIs,
  language: Language = 'en',
): { filters: string[]; price: string } {
  const f = readFilters(new URLSearchParams(search));
  const mm = unitLabel('mm', language);
  const parts: string[] = [];
  if (f.search.trim()) parts.push(`"${f.search.trim()}"`);
  if (f.variety) parts.push(varietyName(f.variety));
  parts.push(...[...f.quality, ...f.finish, ...f.thickness, ...f.origin].map((v) => t(v)));
  if (f.grade.length) parts.push(t('{grade} grade', { grade: f.grade.map((g) => t(g)).join(' / ') }));
  if (f.stockThicknessMm.length)
    parts.push(
      t('{thickness} in stock', { thickness: f.stockThicknessMm.map((n) => `${n} ${mm}`).join(' / ') }),
    );
  const size = slabSizeWords(f, t, language);
  if (size) parts.push(size);
  if (f.inStock) parts.push(t('in stock'));
  const price =
    f.minPrice > LIMITS.priceSliderMin && f.maxPrice < LIMITS.priceSliderMax
      ? `₹${f.minPrice}–₹${f.maxPrice}/sq.ft`
      : f.maxPrice < LIMITS.priceSliderMax
        ? t('under {price}', { price: `₹${f.maxPrice}/sq.ft` })
        : f.minPrice > LIMITS.priceSliderMin
          ? t('from {price}', { price: `₹${f.minPrice}/sq.ft` })
          : '';
  return { filters: parts, price };
}

/** "Kashmir White · Polished · 18 mm in stock · under ₹300/sq.ft": a saved search in a line. */
export function describeSearch(search: string, t: Translate = asIs, language: Language = 'en'): string {
  const { filters, price } = searchWords(search, t, language);
  return [...filters, price].filter(Boolean).join(' · ') || t('All products');
}
