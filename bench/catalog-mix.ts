// The storefront's filter mix of list requests without text search and slab sizes (bench/run.mjs's
// category and manufacturer lists), as IndexFilters: shared by the in-process benches of the
// catalogue index (orama-compare.ts, facet-tail.ts) so both time the same requests.
import type { IndexFilter } from '../apps/server/src/modules/catalog/catalog.index';
import type { IndexRow } from '../apps/server/src/modules/catalog/catalog.queries';

const FINISHES = ['Polished', 'Honed', 'Flamed', 'Leathered', 'Brushed'];
const QUALITIES = ['Commercial', 'Semi-Premium', 'Premium', 'Export Quality'];
const GRADES = ['First', 'Second', 'Commercial'];
const THICKNESSES = [16, 18, 20, 30];
export const SORTS = ['featured', 'price-asc', 'price-desc', 'name-asc', 'vendor-asc'] as const;
export type Sort = (typeof SORTS)[number];
export type Query = { filter: IndexFilter; sort: Sort; page: number };

/** `n` requests of the mix, the same for the same rows and seed (xorshift). */
export function listMix(rows: IndexRow[], n: number, seed = 7): Query[] {
  let state = seed;
  const rnd = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const categories = [...new Set(rows.map((r) => r.categoryId))];
  const manufacturers = [...new Set(rows.map((r) => r.vendorId))];
  const stock = (f: IndexFilter) => {
    if (rnd() < 0.5) return;
    f.inStock = true;
    if (rnd() < 0.3) f.stockThicknessMm = [pick(THICKNESSES)];
    if (rnd() < 0.3) f.grade = [pick(GRADES)];
  };
  const out: Query[] = [];
  for (let i = 0; i < n; i++) {
    const filter: IndexFilter = {};
    if (rnd() < 40 / 55) {
      const lo = 50 + Math.floor(rnd() * 40) * 5;
      const hi = lo + 50 + Math.floor(rnd() * 60) * 5;
      filter.category = pick(categories);
      filter.minPricePaise = lo * 100;
      filter.maxPricePaise = hi * 100;
      filter.finish = [pick(FINISHES)];
      if (rnd() < 0.3) filter.quality = [pick(QUALITIES)];
    } else filter.manufacturer = pick(manufacturers);
    stock(filter);
    out.push({ filter, sort: pick(SORTS), page: 1 + Math.floor(rnd() * 5) });
  }
  return out;
}

/** A request's shape without its values: which conditions it has, its sort and page. */
export function shapeOf(q: Query): string {
  const f = q.filter;
  const parts: string[] = [];
  if (f.category !== undefined) parts.push('category');
  if (f.manufacturer !== undefined) parts.push('manufacturer');
  if (f.minPricePaise !== undefined || f.maxPricePaise !== undefined) parts.push('price');
  if (f.finish) parts.push('finish');
  if (f.quality) parts.push('quality');
  if (f.inStock) parts.push('inStock');
  if (f.stockThicknessMm) parts.push('thickness');
  if (f.grade) parts.push('grade');
  return `${parts.join('+')} ${q.sort} p${q.page}`;
}
