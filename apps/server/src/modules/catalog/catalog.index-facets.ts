// The catalogue index's facets (ADR 010): the filter it answers, the facet columns, and the one pass
// over the slots that counts the total and each facet's values (disjunctive counts) and collects the
// matching slots for the page. catalog.index.ts keeps the columns and cuts the page; the word lists
// (dictionaries and bitsets) are catalog.bitsets.ts.

import { LOT_GRADES, type ProductFacet } from '@granite/shared';
import { type Bitsets, countBits, type Dictionary, popcount, sortedHas } from './catalog.bitsets';
import { type FacetCountCache, filterKeyWithout } from './catalog.facet-cache';
import type { IndexRow } from './catalog.queries';

/** The index's own filter: the list's filters with prices in paise; `searchIds` from PostgreSQL. */
export type IndexFilter = {
  category?: number;
  manufacturer?: number;
  quality?: string[];
  finish?: string[];
  thickness?: string[];
  type?: string[];
  origin?: string[];
  availability?: string[];
  /** D32: variety ids as text (the facet's values). */
  variety?: string[];
  bestSellers?: boolean;
  minPricePaise?: number;
  maxPricePaise?: number;
  /** D32: has available slabs. */
  inStock?: boolean;
  /** D32: a lot of one of these grades with available slabs (a facet; a product may have several). */
  grade?: string[];
  /** D32: a lot of one of these thicknesses (mm) with available slabs (a facet, several per product). */
  stockThicknessMm?: number[];
  /** D32: an available slab at least this long and wide (mm): a condition of every count, like the price. */
  minLengthMm?: number;
  minWidthMm?: number;
};

export type FacetTotals = { total: number; counts: Record<ProductFacet, Map<string, number>> };

/** A search's matches in the index: their slots and relevance, position for position. */
export type SearchSlots = { slots: Int32Array; scores: Float64Array };

export const STRING_FACETS = [
  'quality',
  'finish',
  'thickness',
  'type',
  'origin',
  'availability',
  'variety',
] as const;
export type StringFacet = (typeof STRING_FACETS)[number];

/** A facet with a condition in one pass: a string facet by its index in STRING_FACETS. */
type Kind = 'category' | 'manufacturer' | 'best' | 'inStock' | 'grade' | 'stockThickness' | number;
const kindName = (kind: Kind): Exclude<Kind, number> | StringFacet =>
  typeof kind === 'number' ? STRING_FACETS[kind]! : kind;
/** The filter's fields of each facet (left out of the key of that facet's counts). */
const FIELDS_OF: Record<Exclude<Kind, number> | StringFacet, (keyof IndexFilter)[]> = {
  category: ['category'],
  manufacturer: ['manufacturer'],
  best: ['bestSellers'],
  inStock: ['inStock'],
  grade: ['grade'],
  stockThickness: ['stockThicknessMm'],
  quality: ['quality'],
  finish: ['finish'],
  thickness: ['thickness'],
  type: ['type'],
  origin: ['origin'],
  availability: ['availability'],
  variety: ['variety'],
};

/** D32: thickness codes below this fit the three words of a slot's thickness mask. */
export const THICKNESS_CODES = 96;

/** D32: a lot grade's bit in a product's grade mask (First 1, Second 2, Commercial 4). */
export const gradeBit = (grade: string): number => {
  const i = (LOT_GRADES as readonly string[]).indexOf(grade);
  return i < 0 ? 0 : 1 << i;
};

/**
 * D32: whether a size frontier (product_stock.size_frontier: the available slabs' Pareto pairs
 * [l1, w1, l2, w2, …]) holds a slab at least `length` × `width` mm: exactly when some pair is.
 */
export function frontierFits(frontier: ArrayLike<number> | null, length: number, width: number): boolean {
  if (frontier === null) return false;
  for (let i = 0; i + 1 < frontier.length; i += 2) {
    if (frontier[i]! >= length && frontier[i + 1]! >= width) return true;
  }
  return false;
}

/** The flags' codes in CatalogIndex.flagBits. */
export const ALIVE = 0;
export const BEST = 1;
export const IN_STOCK = 2;

/**
 * What a facet pass reads of the index: its columns (one slot per product), the value codes and
 * bitsets kept with them, and the price order. A view of CatalogIndex's own arrays, made per pass.
 */
export interface FacetColumns {
  /** Slots in use (holes of removed products included: `alive` tells them apart). */
  readonly size: number;
  readonly capacity: number;
  readonly alive: Uint8Array;
  readonly category: Int32Array;
  readonly vendor: Int32Array;
  readonly price: Int32Array;
  readonly best: Uint8Array;
  readonly strings: Readonly<Record<StringFacet, Uint16Array>>;
  readonly stockRow: Uint8Array;
  readonly stockSlabs: Int32Array;
  readonly stockGrades: Uint8Array;
  readonly stockThick: readonly [Uint32Array, Uint32Array, Uint32Array];
  readonly frontier: readonly (Int32Array | null)[];
  readonly categories: Dictionary<number>;
  readonly vendors: Dictionary<number>;
  readonly dictionaries: Readonly<Record<StringFacet, Dictionary<string>>>;
  readonly stockThicknesses: Dictionary<number>;
  readonly categoryBits: Bitsets;
  readonly manufacturerBits: Bitsets;
  readonly stringBits: Readonly<Record<StringFacet, Bitsets>>;
  readonly flagBits: Bitsets;
  readonly gradeBits: Bitsets;
  readonly thickBits: Bitsets;
  readonly priceOrder: { readonly slots: Int32Array; readonly length: number };
  /** Where the price order reaches `paise` (the first position priced at it or above). */
  priceBound(paise: number): number;
}

/**
 * The memory of a pass, reused from one query to the next (all synchronous: the page is cut from it
 * before the next pass): the matched slots, their relevance, and the pass's bitsets.
 */
export class FacetScratch {
  /** The slots a filter matched, in slot order. */
  matched = new Int32Array(0);
  /** The search relevance of each slot in `matched`. */
  scores = new Float64Array(0);
  /** A search's relevance by slot (written for the search's slots, read for the matched ones). */
  scoreOfSlot = new Float64Array(0);
  /** The slots of the last pass's matches as a bitset (one of the pass's bitsets). */
  matchedBits: Uint32Array = new Uint32Array(0);
  private bits: Uint32Array[] = [];

  /** Room for `capacity` slots. */
  fit(capacity: number): void {
    if (this.matched.length >= capacity) return;
    this.matched = new Int32Array(capacity);
    this.scores = new Float64Array(capacity);
    this.scoreOfSlot = new Float64Array(capacity);
  }

  /** Bitset `i` of this pass (masks, unions of chosen values), at least `words` long; contents left over. */
  bitset(i: number, words: number): Uint32Array {
    let bits = this.bits[i];
    if (!bits || bits.length < words) {
      bits = new Uint32Array(words);
      this.bits[i] = bits;
    }
    return bits;
  }

  /** Forgets the bitsets (the slots were renumbered or grew). */
  dropBits(): void {
    this.bits = [];
  }
}

/** D32: the stock conditions of a filter, prepared once per pass. */
export function stockConditions(f: IndexFilter, stockThicknesses: Dictionary<number>) {
  let gradeMask = -1;
  if (f.grade?.length) {
    gradeMask = 0;
    for (const g of f.grade) gradeMask |= gradeBit(g);
  }
  const sized = f.minLengthMm !== undefined || f.minWidthMm !== undefined;
  // The chosen thicknesses as the three words of stockThick (all 0 when none is known: nothing matches).
  let thickness: Int32Array | null = null;
  if (f.stockThicknessMm?.length) {
    thickness = new Int32Array(3);
    for (const mm of f.stockThicknessMm) {
      const code = stockThicknesses.codes.get(mm);
      if (code !== undefined && code < THICKNESS_CODES) thickness[code >> 5]! |= 1 << (code & 31);
    }
  }
  return {
    inStock: f.inStock === true,
    /** -1: no grade condition; else the chosen grades' mask (0 matches nothing). */
    gradeMask,
    thickness,
    sized,
    minLength: f.minLengthMm ?? 0,
    minWidth: f.minWidthMm ?? 0,
    any: f.inStock === true || gradeMask !== -1 || Boolean(f.stockThicknessMm?.length) || sized,
  };
}

/**
 * Total and disjunctive facet counts; the fully matching slots go to `scratch.matched` (ADR 010). The
 * conditions every count shares (visible, the search, the price range) make a base bitset; each
 * facet with a condition is the OR of its chosen values' bitsets. Word by word, `zero` keeps the
 * base's products failing no facet and `one` those failing exactly one; the minimum slab size is
 * then checked on those only. A product in `zero` counts in the total and in every facet; one in
 * `one` outside facet F's union counts in F only. Products failing two facets are never read.
 */
export function facetPass(
  c: FacetColumns,
  scratch: FacetScratch,
  f: IndexFilter,
  search: SearchSlots | null,
  facetCounts: FacetCountCache,
): FacetTotals {
  const noPrice = f.minPricePaise === undefined && f.maxPricePaise === undefined;
  const stock = stockConditions(f, c.stockThicknesses);
  const stringCodes = STRING_FACETS.map((facet) => {
    const values = f[facet];
    if (!values?.length) return null;
    const codes: number[] = [];
    for (const v of values) {
      const code = c.dictionaries[facet].codes.get(v);
      if (code !== undefined) codes.push(code);
    }
    return codes;
  });
  scratch.fit(c.capacity);
  const words = (c.size + 31) >>> 5;
  const bitsetWords = Math.ceil(c.capacity / 32);
  const matched = scratch.matched;
  const scores = scratch.scores;
  const scoreOf = scratch.scoreOfSlot;
  const { category, vendor: manufacturer, price, best, stockRow, stockSlabs, stockGrades, frontier } = c;
  const min = f.minPricePaise ?? -1;
  const max = f.maxPricePaise ?? Number.MAX_SAFE_INTEGER;
  let used = 0;
  const take = () => scratch.bitset(used++, bitsetWords);
  const fresh = () => {
    const bits = take();
    bits.fill(0, 0, words);
    return bits;
  };
  const empty = fresh();
  const aliveBits = c.flagBits.of(ALIVE) ?? empty;

  // The base: visible and, for a search, among its matches in the price range.
  let base: Uint32Array = aliveBits;
  if (search !== null) {
    base = fresh();
    const { slots, scores: relevance } = search;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const p = price[slot]!;
      if (c.alive[slot] === 0 || p < min || p > max) continue;
      base[slot >>> 5]! |= 1 << (slot & 31);
      scoreOf[slot] = relevance[i]!;
    }
  }
  // A price range without a search: checked product by product on those that can count, or made a
  // base of its own from the price order when that is shorter (decided below, once they are known).
  let pricePerSlot = search === null && !noPrice;
  const priceBase = () => {
    // The price order between the bounds, or every visible product but those outside them.
    const o = c.priceOrder;
    const from = c.priceBound(min);
    const to = max === Number.MAX_SAFE_INTEGER ? o.length : c.priceBound(max + 1);
    if (to - from <= o.length / 2) {
      base = fresh();
      for (let i = from; i < to; i++) {
        const slot = o.slots[i]!;
        base[slot >>> 5]! |= 1 << (slot & 31);
      }
    } else {
      base = take();
      base.set(aliveBits.subarray(0, words));
      const drop = (i: number) => {
        const slot = o.slots[i]!;
        base[slot >>> 5]! &= ~(1 << (slot & 31));
      };
      for (let i = 0; i < from; i++) drop(i);
      for (let i = to; i < o.length; i++) drop(i);
    }
  };

  // Each facet with a condition: the union of its chosen values' bitsets.
  const union = (sets: (Uint32Array | undefined)[]): Uint32Array => {
    const present = sets.filter((s): s is Uint32Array => s !== undefined);
    if (present.length === 0) return empty;
    if (present.length === 1) return present[0]!;
    const u = fresh();
    for (const s of present) for (let w = 0; w < words; w++) u[w]! |= s[w]!;
    return u;
  };
  const active: { kind: Kind; union: Uint32Array }[] = [];
  if (f.category !== undefined) {
    const code = c.categories.codes.get(f.category);
    active.push({
      kind: 'category',
      union: union([code === undefined ? undefined : c.categoryBits.of(code)]),
    });
  }
  if (f.manufacturer !== undefined) {
    const code = c.vendors.codes.get(f.manufacturer);
    active.push({
      kind: 'manufacturer',
      union: union([code === undefined ? undefined : c.manufacturerBits.of(code)]),
    });
  }
  stringCodes.forEach((codes, k) => {
    if (codes !== null) {
      const bits = c.stringBits[STRING_FACETS[k]!];
      active.push({ kind: k, union: union(codes.map((code) => bits.of(code))) });
    }
  });
  if (f.bestSellers === true) active.push({ kind: 'best', union: union([c.flagBits.of(BEST)]) });
  if (stock.inStock) active.push({ kind: 'inStock', union: union([c.flagBits.of(IN_STOCK)]) });
  if (stock.gradeMask !== -1) {
    const sets: (Uint32Array | undefined)[] = [];
    for (let g = 0; g < LOT_GRADES.length; g++) if (stock.gradeMask & (1 << g)) sets.push(c.gradeBits.of(g));
    active.push({ kind: 'grade', union: union(sets) });
  }
  if (f.stockThicknessMm?.length) {
    const sets: (Uint32Array | undefined)[] = [];
    for (const mm of f.stockThicknessMm) {
      const code = c.stockThicknesses.codes.get(mm);
      if (code !== undefined && code < THICKNESS_CODES) sets.push(c.thickBits.of(code));
    }
    active.push({ kind: 'stockThickness', union: union(sets) });
  }

  // Each facet's disjunctive counts depend only on the rest of the filter (catalog.facet-cache.ts):
  // those counted before at this generation are taken as they are, and the products failing only
  // that facet need not be read. "In stock" needs none either: failing it, a product has no
  // available slab and counts in no value.
  const keys = active.map(({ kind }) =>
    kind === 'inStock'
      ? null
      : facetCounts.key(String(kind), filterKeyWithout(f, FIELDS_OF[kindName(kind)]), search),
  );
  const known = active.map((_, j) => (keys[j] === null ? null : (facetCounts.get(keys[j]!) ?? null)));
  const unread = active.filter((_, j) => keys[j] === null || known[j] !== null).map((a) => a.union);
  /** The products of word w that must be read: failing no facet, or only one whose counts are unknown. */
  const needed = (w: number): number => {
    let o = one[w]!;
    for (let j = 0; j < unread.length; j++) o &= unread[j]![w]!;
    return zero[w]! | o;
  };

  // zero: the base's products failing no facet; one: failing exactly one.
  const zero = take();
  const one = take();
  const unions = active.map((a) => a.union);
  const k = unions.length;
  const combine = () => {
    for (let w = 0; w < words; w++) {
      let z = base[w]!;
      let o = 0;
      if (z !== 0) {
        for (let j = 0; j < k; j++) {
          const u = unions[j]![w]!;
          o = (o & u) | (z & ~u);
          z &= u;
        }
      }
      zero[w] = z;
      one[w] = o;
    }
  };
  combine();
  if (pricePerSlot) {
    let canCount = 0;
    for (let w = 0; w < words; w++) canCount += popcount(needed(w));
    const o = c.priceOrder;
    const span = (max === Number.MAX_SAFE_INTEGER ? o.length : c.priceBound(max + 1)) - c.priceBound(min);
    if (Math.min(span, o.length - span) < canCount) {
      priceBase();
      combine();
      pricePerSlot = false;
    }
  }
  if (stock.sized || pricePerSlot) {
    // The price range and the minimum slab size (conditions of every count) on those that can count.
    const sized = stock.sized;
    for (let w = 0; w < words; w++) {
      let m = needed(w);
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const slot = (w << 5) | (31 - Math.clz32(low));
        const p = price[slot]!;
        if (
          (pricePerSlot && (p < min || p > max)) ||
          (sized && !frontierFits(frontier[slot] ?? null, stock.minLength, stock.minWidth))
        ) {
          zero[w]! &= ~low;
          one[w]! &= ~low;
        }
      }
    }
  }

  const catCounts = new Int32Array(c.categories.values.length);
  const venCounts = new Int32Array(c.vendors.values.length);
  const columns = STRING_FACETS.map((facet) => c.strings[facet]);
  const [q, fi, th, ty, or, av, va] = columns as Uint16Array[];
  const stringCounts = STRING_FACETS.map((facet) => new Int32Array(c.dictionaries[facet].values.length));
  const [cq, cfi, cth, cty, cor, cav, cva] = stringCounts as Int32Array[];
  const bestCounts = new Int32Array(2);
  // D32: grades are counted per mask (8 masks of 3 grades) and folded at the end; thicknesses per code.
  const gradeMaskCounts = new Int32Array(8);
  const thickCounts = new Int32Array(THICKNESS_CODES);
  let inStockCount = 0;
  const [th0, th1, th2] = c.stockThick;
  const countThickness = (slot: number) => {
    const a = th0[slot]!;
    const b = th1[slot]!;
    const c = th2[slot]!;
    if (a !== 0) countBits(a, 0, thickCounts);
    if (b !== 0) countBits(b, 32, thickCounts);
    if (c !== 0) countBits(c, 64, thickCounts);
  };
  const searched = search !== null;
  let total = 0;
  for (let w = 0; w < words; w++) {
    let z = zero[w]!;
    while (z !== 0) {
      const low = z & -z;
      z ^= low;
      const slot = (w << 5) | (31 - Math.clz32(low));
      if (searched) scores[total] = scoreOf[slot]!;
      matched[total++] = slot;
      catCounts[category[slot]!]!++;
      venCounts[manufacturer[slot]!]!++;
      cq![q![slot]!]!++;
      cfi![fi![slot]!]!++;
      cth![th![slot]!]!++;
      cty![ty![slot]!]!++;
      cor![or![slot]!]!++;
      cav![av![slot]!]!++;
      cva![va![slot]!]!++;
      bestCounts[best[slot]!]!++;
      if (stockRow[slot] === 1) {
        if (stockSlabs[slot]! > 0) inStockCount++;
        gradeMaskCounts[stockGrades[slot]!]!++;
        countThickness(slot);
      }
    }
  }
  // Products failing only facet F count for F's values (with those matching all: F's whole counts).
  const countsOf = (kind: Kind): Int32Array =>
    typeof kind === 'number'
      ? stringCounts[kind]!
      : kind === 'category'
        ? catCounts
        : kind === 'manufacturer'
          ? venCounts
          : kind === 'best'
            ? bestCounts
            : kind === 'grade'
              ? gradeMaskCounts
              : thickCounts;
  for (let j = 0; j < active.length; j++) {
    const { kind, union: u } = active[j]!;
    const key = keys[j];
    if (!key) continue;
    const cached = known[j];
    if (cached) {
      countsOf(kind).set(cached);
      continue;
    }
    for (let w = 0; w < words; w++) {
      let m = one[w]! & ~u[w]!;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const slot = (w << 5) | (31 - Math.clz32(low));
        if (typeof kind === 'number') stringCounts[kind]![columns[kind]![slot]!]!++;
        else if (kind === 'category') catCounts[category[slot]!]!++;
        else if (kind === 'manufacturer') venCounts[manufacturer[slot]!]!++;
        else if (kind === 'best') bestCounts[0]!++;
        else if (stockRow[slot] === 1) {
          if (kind === 'grade') gradeMaskCounts[stockGrades[slot]!]!++;
          else countThickness(slot);
        }
      }
    }
    facetCounts.set(key, countsOf(kind));
  }

  const toMap = <T>(dict: Dictionary<T & (string | number)>, counts: Int32Array) => {
    const map = new Map<string, number>();
    for (let code = 1; code < counts.length; code++) {
      if (counts[code]! > 0) map.set(String(dict.values[code]), counts[code]!);
    }
    return map;
  };
  const counts = {
    category: toMap(c.categories, catCounts),
    manufacturer: toMap(c.vendors, venCounts),
    bestSellers: new Map<string, number>(
      [
        ['false', bestCounts[0]!],
        ['true', bestCounts[1]!],
      ].filter(([, n]) => (n as number) > 0) as [string, number][],
    ),
  } as Record<ProductFacet, Map<string, number>>;
  STRING_FACETS.forEach((facet, k) => {
    counts[facet] = toMap(c.dictionaries[facet], stringCounts[k]!);
  });
  counts.inStock = new Map(inStockCount > 0 ? [['true', inStockCount]] : []);
  counts.grade = new Map();
  LOT_GRADES.forEach((g, b) => {
    let n = 0;
    for (let mask = 1; mask < 8; mask++) if (mask & (1 << b)) n += gradeMaskCounts[mask]!;
    if (n > 0) counts.grade.set(g, n);
  });
  counts.stockThicknessMm = toMap(c.stockThicknesses, thickCounts);
  scratch.matchedBits = zero;
  return { total, counts };
}

/**
 * Whether a product (a snapshot of its index columns) is within a filter's reach: in the search
 * results, in the price range, with a slab of the minimum size, and failing at most one facet's
 * condition — then it counts in the total, a facet or the page.
 */
export function withinReach(s: IndexRow | null, f: IndexFilter, searchIds: Int32Array | null): boolean {
  const cat = f.category;
  const ven = f.manufacturer;
  if (!s) return false;
  if (searchIds && !sortedHas(searchIds, s.id)) return false;
  if (f.minPricePaise !== undefined && s.pricePaise < f.minPricePaise) return false;
  if (f.maxPricePaise !== undefined && s.pricePaise > f.maxPricePaise) return false;
  if (
    (f.minLengthMm !== undefined || f.minWidthMm !== undefined) &&
    !frontierFits(s.sizeFrontier, f.minLengthMm ?? 0, f.minWidthMm ?? 0)
  )
    return false;
  let misses = 0;
  if (cat !== undefined && s.categoryId !== cat) misses++;
  if (ven !== undefined && s.vendorId !== ven) misses++;
  for (const facet of STRING_FACETS) {
    const chosen = f[facet];
    if (chosen?.length && !chosen.includes(s[facet] as string)) misses++;
  }
  if (f.bestSellers && !s.isBestSeller) misses++;
  if (f.inStock && s.availableSlabs <= 0) misses++;
  if (f.grade?.length && !s.grades.some((g) => f.grade!.includes(g))) misses++;
  if (f.stockThicknessMm?.length && !s.thicknessesMm.some((mm) => f.stockThicknessMm!.includes(mm))) misses++;
  return misses <= 1;
}
