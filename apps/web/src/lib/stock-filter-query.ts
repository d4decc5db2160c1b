// D32: the stock filters (lot grade, thickness and slab size in stock) as a product card carries them
// from its list to the product page, and as that page orders its lots by them — read on their own,
// so the home page's cards and the product page do not download the catalogue's filter code
// (lib/product-filters), which reads the same parameters for the lists.
import { type Language, LOT_GRADES, unitLabel } from '@granite/shared';

export type StockFilters = {
  grade: string[];
  stockThicknessMm: number[];
  minLengthMm?: number | undefined;
  minWidthMm?: number | undefined;
};

const GRADE = new Set<string>(LOT_GRADES);
const NUMBERS = /^\d{1,5}(,\d{1,5})*$/;
const numbersOf = (value: string | null) =>
  value && NUMBERS.test(value) ? value.split(',').map(Number) : [];

/** The stock filters of a query; anything malformed is left out. */
export function readStockFilters(search: string | URLSearchParams): StockFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const [minLengthMm] = numbersOf(params.get('minLengthMm'));
  const [minWidthMm] = numbersOf(params.get('minWidthMm'));
  return {
    grade: [...new Set((params.get('grade') ?? '').split(',').filter((g) => GRADE.has(g)))],
    stockThicknessMm: [...new Set(numbersOf(params.get('stockThicknessMm')))],
    minLengthMm: minLengthMm || undefined,
    minWidthMm: minWidthMm || undefined,
  };
}

/**
 * The list's stock filters as the query a product card links with ("?grade=First"), '' when none:
 * the product page shows the lots that meet them first.
 */
export function stockFilterQuery(search: string): string {
  const f = readStockFilters(search);
  const to = new URLSearchParams();
  if (f.grade.length) to.set('grade', f.grade.join(','));
  if (f.stockThicknessMm.length) to.set('stockThicknessMm', f.stockThicknessMm.join(','));
  if (f.minLengthMm) to.set('minLengthMm', String(f.minLengthMm));
  if (f.minWidthMm) to.set('minWidthMm', String(f.minWidthMm));
  const query = to.toString();
  return query ? `?${query}` : '';
}

/** Whether any stock filter is set. */
export const hasStockFilters = (f: StockFilters) =>
  f.grade.length > 0 || f.stockThicknessMm.length > 0 || Boolean(f.minLengthMm) || Boolean(f.minWidthMm);

/**
 * Whether a lot meets the stock filters: its grade and thickness among those asked, and slabs at
 * least as long and as wide as asked by its size range (the list's filter asks both of one slab, so
 * this orders lots, it does not hide them).
 */
export function lotMeets(
  lot: { grade: string; thicknessMm: number; sizeRange: { maxLengthMm: number; maxWidthMm: number } | null },
  f: StockFilters,
): boolean {
  if (f.grade.length && !f.grade.includes(lot.grade)) return false;
  if (f.stockThicknessMm.length && !f.stockThicknessMm.includes(lot.thicknessMm)) return false;
  if ((f.minLengthMm || f.minWidthMm) && !lot.sizeRange) return false;
  if (f.minLengthMm && lot.sizeRange!.maxLengthMm < f.minLengthMm) return false;
  if (f.minWidthMm && lot.sizeRange!.maxWidthMm < f.minWidthMm) return false;
  return true;
}

type Translate = (text: string, values?: Record<string, string | number>) => string;
const asIs: Translate = (text, values) =>
  values ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? '')) : text;

/** The slab size asked for in stock, in words ('' when none): "slabs from 2743 × 1524 mm". */
export function slabSizeWords(
  f: { minLengthMm?: number | undefined; minWidthMm?: number | undefined },
  t: Translate = asIs,
  language: Language = 'en',
): string {
  const mm = unitLabel('mm', language);
  if (f.minLengthMm && f.minWidthMm)
    return t('slabs from {size}', { size: `${f.minLengthMm} × ${f.minWidthMm} ${mm}` });
  if (f.minLengthMm) return t('slabs from {length} long', { length: `${f.minLengthMm} ${mm}` });
  if (f.minWidthMm) return t('slabs from {width} wide', { width: `${f.minWidthMm} ${mm}` });
  return '';
}
