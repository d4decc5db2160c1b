// ADR 010: totals, facet counts and the page's ids of any product filter from memory, in a few
// milliseconds at 100,000 products. Each server process holds the filter and sort columns of the
// visible catalogue as typed arrays (one slot per product), plus one sorted permutation per order.
// A filter is one pass over the slots: a product matching every condition counts in every facet, one
// failing exactly one facet's condition counts in that facet only (disjunctive counts); the page walks
// the order's permutation. PostgreSQL still does the full-text and typo search (the matching ids,
// ranked, cached per query) and returns the page's rows by primary key.
//
// Edits reach the index through the catalog_changes feed (migration 0008): four times a second (or
// at once after a write in this process) the index reads the new entries and re-reads only those
// products, patching their slots and moving them within each permutation; a manufacturer or category
// change rebuilds. ADR 010 records the design and its measurements.

import { LOT_GRADES, type ProductFacet, type ProductSort, type StockSummary } from '@granite/shared';
import type { Database } from '../../db/client';
import { onCatalogChanged } from '../../lib/catalog-events';
import { FacetCountCache, filterKeyWithout } from './catalog.facet-cache';
import {
  type IndexRow,
  latestCatalogChange,
  loadIndexRows,
  pruneCatalogChanges,
  readCatalogChanges,
} from './catalog.queries';

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

/** How often the change feed is read (one indexed query): an edit made elsewhere shows within this. */
const SYNC_INTERVAL_MS = 250;
const MAX_CHANGES_PER_SYNC = 5_000;
/** Compact (rebuild) once this share of the slots are holes left by removed products. */
const MAX_HOLES = 0.25;
/** How many recent changes are kept to decide whether a cached answer is still true. */
const CHANGE_LOG = 2_000;
/** List rows kept in memory (about 1 KB each). */
const MAX_ROWS = 20_000;

const STRING_FACETS = [
  'quality',
  'finish',
  'thickness',
  'type',
  'origin',
  'availability',
  'variety',
] as const;
type StringFacet = (typeof STRING_FACETS)[number];

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
const THICKNESS_CODES = 96;

/** Adds one to counts[base + b] for each bit b set in a 32-bit word. */
function countBits(word: number, base: number, counts: Int32Array): void {
  let w = word | 0;
  while (w !== 0) {
    const b = 31 - Math.clz32(w);
    counts[base + b]!++;
    w &= ~(1 << b);
  }
}

/** D32: a lot grade's bit in a product's grade mask (First 1, Second 2, Commercial 4). */
const gradeBit = (grade: string): number => {
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

/** Distinct values of one column as small codes; 0 means no value (NULL). */
class Dictionary<T extends string | number> {
  readonly codes = new Map<T, number>();
  readonly values: (T | null)[] = [null];
  code(value: T | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  /** A membership table over codes for a list of chosen values (unknown values match nothing). */
  setOf(values: readonly T[] | undefined): Uint8Array | null {
    if (!values?.length) return null;
    const set = new Uint8Array(this.values.length + 1);
    for (const v of values) {
      const code = this.codes.get(v);
      if (code !== undefined) set[code] = 1;
    }
    return set;
  }
}

/** How many bits are set in a 32-bit word. */
function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * One bitset per value of a column (ADR 010): bit `slot & 31` of word `slot >> 5` is set when the
 * slot holds that value. A filter ORs the chosen values' bitsets and ANDs the facets together, 32
 * products a word, so the pass reads only the words of the products that can count.
 */
class Bitsets {
  words = 0;
  private sets: (Uint32Array | undefined)[] = [];
  /** The bitset of a value (undefined when no slot ever held it). */
  of(code: number): Uint32Array | undefined {
    return this.sets[code];
  }
  add(code: number, slot: number): void {
    let set = this.sets[code];
    if (!set) {
      set = new Uint32Array(this.words);
      this.sets[code] = set;
    }
    set[slot >>> 5]! |= 1 << (slot & 31);
  }
  remove(code: number, slot: number): void {
    const set = this.sets[code];
    if (set) set[slot >>> 5]! &= ~(1 << (slot & 31));
  }
  /** Every value's bitset, by code (holes for codes no slot held). */
  all(): readonly (Uint32Array | undefined)[] {
    return this.sets;
  }
  reset(words: number): void {
    this.words = words;
    this.sets = [];
  }
  grow(words: number): void {
    this.words = words;
    this.sets = this.sets.map((set) => {
      if (!set) return set;
      const grown = new Uint32Array(words);
      grown.set(set);
      return grown;
    });
  }
}

/** The flags' codes in CatalogIndex.flagBits. */
const ALIVE = 0;
const BEST = 1;
const IN_STOCK = 2;

/**
 * Names order by code point, as PostgreSQL's C collation (this project's databases) orders text;
 * a database with a linguistic collation may order some punctuation and case differently.
 */
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A snapshot of one product's index columns (the change log compares cached answers against it). */
export type Snapshot = IndexRow;

type ChangeEntry = { generation: number; before: Snapshot | null; after: Snapshot | null };

type Order = 'featured' | 'price' | 'name' | 'vendor';

/** A search's matches in the index: their slots and relevance, position for position. */
export type SearchSlots = { slots: Int32Array; scores: Float64Array };

const orderOf = (sort: ProductSort): Order =>
  sort === 'price-asc' || sort === 'price-desc'
    ? 'price'
    : sort === 'name-asc' || sort === 'name-desc'
      ? 'name'
      : sort === 'vendor-asc'
        ? 'vendor'
        : 'featured';

/** Whether a sorted array holds a value (binary search). */
export function sortedHas(sorted: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === value;
}

/** How a page is cut: 'auto' picks by cost; tests force each way to compare them with SQL. */
let pageStrategy: 'auto' | 'walk' | 'choose' = 'auto';
export function setPageStrategy(strategy: 'auto' | 'walk' | 'choose'): void {
  pageStrategy = strategy;
}

export class CatalogIndex {
  private size = 0;
  private holes = 0;
  private capacity = 0;
  private ids = new Int32Array(0);
  private alive = new Uint8Array(0);
  private category = new Int32Array(0);
  private vendor = new Int32Array(0);
  private price = new Int32Array(0);
  private best = new Uint8Array(0);
  private created = new Float64Array(0);
  private strings: Record<StringFacet, Uint16Array> = {
    quality: new Uint16Array(0),
    finish: new Uint16Array(0),
    thickness: new Uint16Array(0),
    type: new Uint16Array(0),
    origin: new Uint16Array(0),
    availability: new Uint16Array(0),
    variety: new Uint16Array(0),
  };
  private names: string[] = [];
  private vendorNames: string[] = [];
  // D32: product_stock's figures per slot (migration 0011); kept current by the change feed, whose
  // triggers name every product a slab or lot statement touched.
  /** 1 when the product has a product_stock row (it has had a lot). */
  private stockRow = new Uint8Array(0);
  private stockLots = new Int32Array(0);
  private stockSlabs = new Int32Array(0);
  private stockSqft = new Float64Array(0);
  /** The grades of lots with available slabs, as a mask of gradeBit. */
  private stockGrades = new Uint8Array(0);
  /**
   * Thicknesses of lots with available slabs: bit `code & 31` of word `code >> 5` for each code of
   * this.stockThicknesses. A lot is 6 to 100 mm thick (lots_thickness_check), so codes stay below 96.
   */
  private stockThick: [Uint32Array, Uint32Array, Uint32Array] = [
    new Uint32Array(0),
    new Uint32Array(0),
    new Uint32Array(0),
  ];
  /** The available slabs' size frontier; null when none. */
  private frontier: (Int32Array | null)[] = [];
  private readonly stockThicknesses = new Dictionary<number>();
  // ADR 010: a bitset per value of each facet column, kept with the columns (markBits).
  private readonly categoryBits = new Bitsets();
  private readonly vendorBits = new Bitsets();
  private readonly stringBits: Record<StringFacet, Bitsets> = {
    quality: new Bitsets(),
    finish: new Bitsets(),
    thickness: new Bitsets(),
    type: new Bitsets(),
    origin: new Bitsets(),
    availability: new Bitsets(),
    variety: new Bitsets(),
  };
  /** ALIVE (visible), BEST (best seller), IN_STOCK (available slabs). */
  private readonly flagBits = new Bitsets();
  /** D32: by grade index (LOT_GRADES), for lots with available slabs. */
  private readonly gradeBits = new Bitsets();
  /** D32: by lot thickness code (stockThicknesses), for lots with available slabs. */
  private readonly thickBits = new Bitsets();
  /** Bitsets of one query (masks, unions of chosen values), reused. */
  private scratchBits: Uint32Array[] = [];
  /** A search's relevance by slot (written for the search's slots, read for the matched ones). */
  private scoreOfSlot = new Float64Array(0);
  /** Slot of each product id, -1 when absent. */
  private slotOfId = new Int32Array(0);
  private readonly categories = new Dictionary<number>();
  private readonly vendors = new Dictionary<number>();
  private readonly dictionaries: Record<StringFacet, Dictionary<string>> = {
    quality: new Dictionary(),
    finish: new Dictionary(),
    thickness: new Dictionary(),
    type: new Dictionary(),
    origin: new Dictionary(),
    availability: new Dictionary(),
    variety: new Dictionary(),
  };
  private orders: Record<Order, { slots: Int32Array; length: number }> = {
    featured: { slots: new Int32Array(0), length: 0 },
    price: { slots: new Int32Array(0), length: 0 },
    name: { slots: new Int32Array(0), length: 0 },
    vendor: { slots: new Int32Array(0), length: 0 },
  };

  /** Bumped by every change of what the index holds; cached answers remember the one they were made at. */
  generation = 0;
  /** Bumped when slots are renumbered (a rebuild): per-slot caches (search masks) are then void. */
  layout = 0;
  /** Bumped when a product's searchable text may have changed: cached search results are void. */
  textGeneration = 0;
  private changeLog: ChangeEntry[] = [];
  private lastSeq = 0;
  private lastSync = 0;
  private syncing: Promise<void> | null = null;
  /** A wake came while a sync was in flight: one more sync runs after it (bursts coalesce). */
  private wakeQueued = false;
  private ready: Promise<void> | null = null;
  private built = false;
  private dirty = false;
  /** The sync in flight began after a write in this process: requests wait for it. */
  private freshInFlight = false;
  /** How often a request reads the change feed when nothing woke the index (CATALOG_POLL_MS). */
  pollMs = SYNC_INTERVAL_MS;
  private rebuilding = false;
  private syncs = 0;
  /** The list rows of products (catalog.service), dropped when a product changes and on rebuilds. */
  private readonly rows = new Map<number, unknown>();
  /** Bumped when rows are dropped: a load that started before must not store what it read. */
  private rowsEpoch = 0;
  /** The slots a filter matched (query's pass; read before the next query, all synchronous). */
  private scratch = new Int32Array(0);
  /** Active facets' disjunctive counts, by the rest of the filter, for the current generation. */
  readonly facetCounts = new FacetCountCache();
  /** The slots of the last pass's matches as a bitset (a scratch bitset: read before the next query). */
  private matchedBits: Uint32Array = new Uint32Array(0);
  /** The search relevance of each slot in `scratch`. */
  private scratchScores = new Float64Array(0);
  /** Bumped whenever an order's permutation moves; ranks are rebuilt from it on demand. */
  private orderStamp = 0;
  private readonly ranks: Record<Order, { stamp: number; of: Int32Array }> = {
    featured: { stamp: -1, of: new Int32Array(0) },
    price: { stamp: -1, of: new Int32Array(0) },
    name: { stamp: -1, of: new Int32Array(0) },
    vendor: { stamp: -1, of: new Int32Array(0) },
  };

  constructor(private readonly db: Database) {}

  // ------------------------------------------------------------ keeping current

  /** The index, built on first use and synced with the change feed at most every SYNC_INTERVAL_MS. */
  async current(): Promise<this> {
    if (!this.ready) {
      this.ready = this.rebuild();
      this.ready.then(
        () => {
          this.built = true;
        },
        () => {
          this.ready = null;
        },
      );
    }
    await this.ready;
    // After a write in this process the answer must show it: wait. Otherwise a rebuild (seconds at a
    // million products) is not waited for: the current data serves until the new data is in place.
    const wantFresh = this.dirty || this.freshInFlight;
    if (wantFresh || Date.now() - this.lastSync >= this.pollMs) {
      const syncing = this.startSync();
      if (wantFresh || !this.rebuilding) await syncing;
    }
    return this;
  }

  /** A write in this process: the next request reads the change feed at once. */
  invalidate(): void {
    this.dirty = true;
  }

  /**
   * A change committed elsewhere (PostgreSQL's NOTIFY, catalog.push.ts): read the feed now, in the
   * background, so the next request finds it applied without waiting. One sync runs at a time and
   * at most one more is queued behind it, however many notifications a burst of writes sends.
   */
  wake(): void {
    if (!this.built) {
      // Being built: the first request after the build reads the feed.
      this.dirty = true;
      return;
    }
    if (this.syncing) {
      this.wakeQueued = true;
      return;
    }
    this.startSync().catch(() => {
      // The database is unreachable for now: the next request tries again.
      this.dirty = true;
    });
  }

  private startSync(): Promise<void> {
    this.syncing ??= this.sync().finally(() => {
      this.syncing = null;
      if (this.wakeQueued) {
        this.wakeQueued = false;
        this.wake();
      }
    });
    return this.syncing;
  }

  private async sync(): Promise<void> {
    // A sync that takes over a write's dirty flag (woken by a push before the writer's next request)
    // is waited for as the writer's own would be.
    const fresh = this.dirty;
    this.dirty = false;
    if (fresh) this.freshInFlight = true;
    try {
      await this.syncNow();
    } finally {
      if (fresh) this.freshInFlight = false;
    }
  }

  private async syncNow(): Promise<void> {
    this.lastSync = Date.now();
    const { changes, oldestSeq } = await readCatalogChanges(this.db, this.lastSeq, MAX_CHANGES_PER_SYNC);
    if (!changes.length) return;
    // Further behind than the feed reaches back, too many changes, or a manufacturer/category change.
    const behind = oldestSeq !== null && oldestSeq > this.lastSeq + 1 && this.lastSeq > 0;
    if (behind || changes.length >= MAX_CHANGES_PER_SYNC || changes.some((c) => c.productId === null)) {
      await this.rebuild();
      return;
    }
    const ids = [...new Set(changes.map((c) => c.productId as number))];
    const rows = await loadIndexRows(this.db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    this.generation++;
    // Search matches come from PostgreSQL per query: they change with a product's text, and with a
    // product coming into view or leaving it (a suspended product activated keeps its text).
    let textChanged = changes.some((c) => c.textChanged);
    this.rowsEpoch++;
    for (const id of ids) {
      this.rows.delete(id);
      const before = this.snapshot(id);
      const after = byId.get(id) ?? null;
      if (before && after) this.replace(after);
      else {
        textChanged = true;
        if (before) this.remove(id);
        if (after) this.add(after);
      }
      this.changeLog.push({ generation: this.generation, before, after });
    }
    if (textChanged) this.textGeneration++;
    if (this.changeLog.length > CHANGE_LOG) this.changeLog.splice(0, this.changeLog.length - CHANGE_LOG);
    this.lastSeq = changes.at(-1)!.seq;
    if (this.holes > MAX_HOLES * this.size && this.holes > 1_000) await this.rebuild();
    // Once in a while (every ~10 minutes of busy syncing) forget changes older than an hour.
    if (++this.syncs % 2_400 === 0) await pruneCatalogChanges(this.db);
  }

  /** Reads every visible product again and renumbers the slots. */
  private async rebuild(): Promise<void> {
    this.rebuilding = true;
    try {
      await this.rebuildNow();
    } finally {
      this.rebuilding = false;
    }
  }

  private async rebuildNow(): Promise<void> {
    const seq = await latestCatalogChange(this.db);
    const rows = await loadIndexRows(this.db);
    this.reset(Math.max(1024, Math.ceil(rows.length * 1.25)));
    for (const row of rows) this.place(row);
    for (const order of Object.keys(this.orders) as Order[]) this.sortOrder(order);
    this.lastSeq = Math.max(this.lastSeq, seq);
    this.lastSync = Date.now();
    this.generation++;
    this.layout++;
    this.textGeneration++;
    this.changeLog = [];
    this.rows.clear();
    this.rowsEpoch++;
  }

  private reset(capacity: number): void {
    this.size = 0;
    this.holes = 0;
    this.capacity = capacity;
    this.ids = new Int32Array(capacity);
    this.alive = new Uint8Array(capacity);
    this.category = new Int32Array(capacity);
    this.vendor = new Int32Array(capacity);
    this.price = new Int32Array(capacity);
    this.best = new Uint8Array(capacity);
    this.created = new Float64Array(capacity);
    for (const f of STRING_FACETS) this.strings[f] = new Uint16Array(capacity);
    this.names = new Array(capacity);
    this.vendorNames = new Array(capacity);
    this.stockRow = new Uint8Array(capacity);
    this.stockLots = new Int32Array(capacity);
    this.stockSlabs = new Int32Array(capacity);
    this.stockSqft = new Float64Array(capacity);
    this.stockGrades = new Uint8Array(capacity);
    this.stockThick = [new Uint32Array(capacity), new Uint32Array(capacity), new Uint32Array(capacity)];
    this.frontier = new Array(capacity).fill(null);
    this.slotOfId = new Int32Array(0);
    for (const order of Object.keys(this.orders) as Order[]) {
      this.orders[order] = { slots: new Int32Array(capacity), length: 0 };
    }
    for (const bits of this.bitsets()) bits.reset(Math.ceil(capacity / 32));
    this.scratchBits = [];
  }

  private bitsets(): Bitsets[] {
    return [
      this.categoryBits,
      this.vendorBits,
      ...STRING_FACETS.map((f) => this.stringBits[f]),
      this.flagBits,
      this.gradeBits,
      this.thickBits,
    ];
  }

  /** Sets (or clears) the slot's bit in the bitset of each value its columns hold. */
  private markBits(slot: number, on: boolean): void {
    const mark = (bits: Bitsets, code: number) => (on ? bits.add(code, slot) : bits.remove(code, slot));
    mark(this.flagBits, ALIVE);
    if (this.best[slot] === 1) mark(this.flagBits, BEST);
    if (this.stockSlabs[slot]! > 0) mark(this.flagBits, IN_STOCK);
    mark(this.categoryBits, this.category[slot]!);
    mark(this.vendorBits, this.vendor[slot]!);
    for (const f of STRING_FACETS) mark(this.stringBits[f], this.strings[f][slot]!);
    const grades = this.stockGrades[slot]!;
    for (let g = 0; g < LOT_GRADES.length; g++) if (grades & (1 << g)) mark(this.gradeBits, g);
    for (const code of this.thicknessCodesOf(slot)) mark(this.thickBits, code);
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const grown = <T extends Int32Array | Uint8Array | Uint16Array | Uint32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(capacity);
      b.set(a);
      return b;
    };
    this.ids = grown(this.ids);
    this.alive = grown(this.alive);
    this.category = grown(this.category);
    this.vendor = grown(this.vendor);
    this.price = grown(this.price);
    this.best = grown(this.best);
    this.created = grown(this.created);
    for (const f of STRING_FACETS) this.strings[f] = grown(this.strings[f]);
    this.stockRow = grown(this.stockRow);
    this.stockLots = grown(this.stockLots);
    this.stockSlabs = grown(this.stockSlabs);
    this.stockSqft = grown(this.stockSqft);
    this.stockGrades = grown(this.stockGrades);
    this.stockThick = [grown(this.stockThick[0]), grown(this.stockThick[1]), grown(this.stockThick[2])];
    for (let slot = this.capacity; slot < capacity; slot++) this.frontier[slot] = null;
    for (const order of Object.keys(this.orders) as Order[])
      this.orders[order].slots = grown(this.orders[order].slots);
    this.names.length = capacity;
    this.vendorNames.length = capacity;
    for (const bits of this.bitsets()) bits.grow(Math.ceil(capacity / 32));
    this.scratchBits = [];
    this.capacity = capacity;
  }

  /** Writes a product into a new slot (not yet in any order). */
  private place(row: IndexRow): number {
    if (this.size === this.capacity) this.grow();
    const slot = this.size++;
    this.write(slot, row);
    if (row.id >= this.slotOfId.length) {
      const grown = new Int32Array(Math.max(row.id + 1, this.slotOfId.length * 2, 1024)).fill(-1);
      grown.set(this.slotOfId);
      this.slotOfId = grown;
    }
    this.slotOfId[row.id] = slot;
    return slot;
  }

  /** The row's columns into its slot. */
  private write(slot: number, row: IndexRow): void {
    this.ids[slot] = row.id;
    this.alive[slot] = 1;
    this.category[slot] = this.categories.code(row.categoryId);
    this.vendor[slot] = this.vendors.code(row.vendorId);
    this.price[slot] = row.pricePaise;
    this.best[slot] = row.isBestSeller ? 1 : 0;
    this.created[slot] = row.createdAt;
    for (const f of STRING_FACETS) this.strings[f][slot] = this.dictionaries[f].code(row[f]);
    this.names[slot] = row.name;
    this.vendorNames[slot] = row.vendorName;
    this.stockRow[slot] = row.hasStock ? 1 : 0;
    this.stockLots[slot] = row.lotsInStock;
    this.stockSlabs[slot] = row.availableSlabs;
    this.stockSqft[slot] = row.availableSqftX100;
    let grades = 0;
    for (const g of row.grades) grades |= gradeBit(g);
    this.stockGrades[slot] = grades;
    const words = [0, 0, 0];
    for (const mm of row.thicknessesMm) {
      const code = this.stockThicknesses.code(mm);
      if (code < THICKNESS_CODES) words[code >> 5]! |= 1 << (code & 31);
    }
    for (let w = 0; w < 3; w++) this.stockThick[w]![slot] = words[w]!;
    this.frontier[slot] = row.sizeFrontier.length >= 2 ? Int32Array.from(row.sizeFrontier) : null;
    this.markBits(slot, true);
  }

  /** D32: the thickness codes of a slot's lots in stock. */
  private thicknessCodesOf(slot: number): number[] {
    const codes: number[] = [];
    for (let code = 1; code < THICKNESS_CODES; code++) {
      if (this.stockThick[code >> 5]![slot]! & (1 << (code & 31))) codes.push(code);
    }
    return codes;
  }

  /** D32: a visible product's stock line from the index (null when it never had a lot, or is not visible). */
  stockOf(id: number): StockSummary | null {
    const slot = this.slotOf(id);
    if (slot < 0 || this.stockRow[slot] === 0) return null;
    return {
      lotsInStock: this.stockLots[slot]!,
      availableSlabs: this.stockSlabs[slot]!,
      availableSqft: this.stockSqft[slot]! / 100,
    };
  }

  private slotOf(id: number): number {
    return id >= 0 && id < this.slotOfId.length ? this.slotOfId[id]! : -1;
  }

  private snapshot(id: number): Snapshot | null {
    const slot = this.slotOf(id);
    if (slot < 0) return null;
    const text = (f: StringFacet) => this.dictionaries[f].values[this.strings[f][slot]!] ?? null;
    return {
      id,
      categoryId: this.categories.values[this.category[slot]!] as number,
      vendorId: this.vendors.values[this.vendor[slot]!] as number,
      pricePaise: this.price[slot]!,
      isBestSeller: this.best[slot] === 1,
      quality: text('quality'),
      finish: text('finish'),
      thickness: text('thickness'),
      type: text('type'),
      origin: text('origin'),
      availability: text('availability'),
      variety: text('variety'),
      createdAt: this.created[slot]!,
      name: this.names[slot]!,
      vendorName: this.vendorNames[slot]!,
      hasStock: this.stockRow[slot] === 1,
      lotsInStock: this.stockLots[slot]!,
      availableSlabs: this.stockSlabs[slot]!,
      availableSqftX100: this.stockSqft[slot]!,
      sizeFrontier: Array.from(this.frontier[slot] ?? []),
      thicknessesMm: this.thicknessCodesOf(slot).map((code) => this.stockThicknesses.values[code]!),
      grades: LOT_GRADES.filter((g) => (this.stockGrades[slot]! & gradeBit(g)) !== 0),
    };
  }

  private add(row: IndexRow): void {
    this.enterOrders(this.place(row));
  }

  /**
   * A product that stays visible keeps its slot: the per-slot masks of cached searches stay true
   * (a new slot would be missing from them, and the product from every cached search it matched).
   */
  private replace(row: IndexRow): void {
    const slot = this.slotOf(row.id);
    this.leaveOrders(slot);
    this.markBits(slot, false);
    this.write(slot, row);
    this.enterOrders(slot);
  }

  private remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot < 0) return;
    this.leaveOrders(slot);
    this.markBits(slot, false);
    this.alive[slot] = 0;
    this.slotOfId[id] = -1;
    this.holes++;
  }

  private enterOrders(slot: number): void {
    this.orderStamp++;
    for (const order of Object.keys(this.orders) as Order[]) {
      const o = this.orders[order];
      const at = this.searchOrder(order, slot);
      o.slots.copyWithin(at + 1, at, o.length);
      o.slots[at] = slot;
      o.length++;
    }
  }

  /** Takes the slot out of every order; call before its columns change (the search reads them). */
  private leaveOrders(slot: number): void {
    this.orderStamp++;
    for (const order of Object.keys(this.orders) as Order[]) {
      const o = this.orders[order];
      const at = this.searchOrder(order, slot);
      if (o.slots[at] === slot) {
        o.slots.copyWithin(at, at + 1, o.length);
        o.length--;
      }
    }
  }

  // ------------------------------------------------------------ orders

  /** Compares two slots in an order, exactly as the SQL orders of catalog.queries.ts (ids break ties). */
  private compare(order: Order, a: number, b: number): number {
    switch (order) {
      case 'featured':
        return (
          this.best[b]! - this.best[a]! || this.created[b]! - this.created[a]! || this.ids[b]! - this.ids[a]!
        );
      case 'price':
        return this.price[a]! - this.price[b]! || this.ids[a]! - this.ids[b]!;
      case 'name':
        return byCodePoint(this.names[a]!, this.names[b]!) || this.ids[a]! - this.ids[b]!;
      case 'vendor':
        return (
          byCodePoint(this.vendorNames[a]!, this.vendorNames[b]!) ||
          byCodePoint(this.names[a]!, this.names[b]!) ||
          this.ids[a]! - this.ids[b]!
        );
    }
  }

  private sortOrder(order: Order): void {
    this.orderStamp++;
    const slots = Array.from({ length: this.size }, (_, i) => i);
    slots.sort((a, b) => this.compare(order, a, b));
    const o = this.orders[order];
    o.slots.set(slots);
    o.length = slots.length;
  }

  /** Where `slot` is or belongs in an order (binary search; every slot compares unequal to others). */
  private searchOrder(order: Order, slot: number): number {
    const o = this.orders[order];
    let lo = 0;
    let hi = o.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(order, o.slots[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // ------------------------------------------------------------ queries

  /** How many products are indexed (visible). */
  get count(): number {
    return this.size - this.holes;
  }

  /** D32: the stock conditions of a filter, prepared once per pass. */
  private stockConditions(f: IndexFilter) {
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
        const code = this.stockThicknesses.codes.get(mm);
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
   * One list request: total, disjunctive facet counts and the page's ids. `search` is the slots of
   * the search's matches with their relevance (slotsOf). One pass over the candidate slots (every
   * slot, or only the search's) counts the facets and collects the slots matching every condition;
   * the page is then cut from those: by walking the order's permutation when the filter matches much
   * of the catalogue, else by choosing the first ones by their rank in the order (or by relevance).
   */
  query(
    f: IndexFilter,
    sort: ProductSort,
    limit: number,
    offset: number,
    search: SearchSlots | null,
  ): FacetTotals & { ids: number[] } {
    const totals = this.facetPass(f, search);
    const count = totals.total;
    const want = offset + limit;
    if (offset >= count) return { ...totals, ids: [] };
    const matched = this.scratch;
    const reverse = sort === 'price-desc' || sort === 'name-desc';
    let slots: number[];
    if (search && sort === 'featured') {
      // Relevance first, then the featured order (best sellers, newest), as the SQL of catalog.queries.
      const scores = this.scratchScores;
      const featured = this.rankOf('featured');
      slots = this.choose(
        count,
        want,
        (a, b) =>
          scores[a]! > scores[b]! ||
          (scores[a] === scores[b] && featured[matched[a]!]! < featured[matched[b]!]!),
      );
    } else {
      const order = orderOf(sort);
      // The walk reads the order's positions where matches can be (for the price order, those between
      // the range's bounds) and tests each against the pass's matched bitset. Its cost is estimated
      // as if matches were spread evenly over the order; they are not when the filter follows the
      // order (one manufacturer's products sit together in the vendor order, a category's names
      // together in the name order), so the walk stops after the positions choosing would cost and
      // the page is chosen instead: at most twice the cheaper way, never a read of the whole order
      // for 24 rows (ADR 010, "The slow tail").
      const span = this.walkSpan(order, f);
      const walkCost = (want * (span.to - span.from)) / count;
      const chooseCost = count * 4;
      if (!search && pageStrategy !== 'choose' && (pageStrategy === 'walk' || walkCost <= chooseCost)) {
        const budget = pageStrategy === 'walk' ? span.to - span.from : chooseCost;
        const walked = this.walk(order, span, reverse, limit, offset, budget);
        if (walked) return { ...totals, ids: walked.map((slot) => this.ids[slot]!) };
      }
      const rank = this.rankOf(order);
      slots = this.choose(
        count,
        want,
        reverse
          ? (a, b) => rank[matched[a]!]! > rank[matched[b]!]!
          : (a, b) => rank[matched[a]!]! < rank[matched[b]!]!,
      );
    }
    const ids: number[] = [];
    for (let i = offset; i < slots.length; i++) ids.push(this.ids[slots[i]!]!);
    return { ...totals, ids };
  }

  /** The positions of an order that can hold matches: the price order between the range's bounds. */
  private walkSpan(order: Order, f: IndexFilter): { from: number; to: number } {
    const length = this.orders[order].length;
    if (order !== 'price') return { from: 0, to: length };
    return {
      from: f.minPricePaise === undefined ? 0 : this.priceBound(f.minPricePaise),
      to: f.maxPricePaise === undefined ? length : this.priceBound(f.maxPricePaise + 1),
    };
  }

  /**
   * The page by walking the order's permutation within `span` (cheap when most slots match): a slot
   * is on the page when it is in the pass's matched bitset. Null when the page is not complete
   * within `budget` positions (nor the span's end).
   */
  private walk(
    order: Order,
    span: { from: number; to: number },
    reverse: boolean,
    limit: number,
    offset: number,
    budget: number,
  ): number[] | null {
    const matched = this.matchedBits;
    const slots = this.orders[order].slots;
    const out: number[] = [];
    let skipped = 0;
    const length = span.to - span.from;
    for (let n = 0; n < length && out.length < limit; n++) {
      if (n >= budget) return null;
      const slot = slots[reverse ? span.to - 1 - n : span.from + n]!;
      if ((matched[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      if (skipped < offset) skipped++;
      else out.push(slot);
    }
    return out;
  }

  /**
   * The first `want` of the `count` matched slots (scratch) in the order `before` defines over their
   * positions: a bounded heap whose top is the last one kept; sorted at the end.
   */
  private choose(count: number, want: number, before: (a: number, b: number) => boolean): number[] {
    const heap: number[] = [];
    const swap = (i: number, j: number) => {
      const t = heap[i]!;
      heap[i] = heap[j]!;
      heap[j] = t;
    };
    for (let i = 0; i < count; i++) {
      if (heap.length < want) {
        heap.push(i);
        for (let c = heap.length - 1; c > 0; ) {
          const parent = (c - 1) >> 1;
          if (!before(heap[parent]!, heap[c]!)) break;
          swap(parent, c);
          c = parent;
        }
      } else if (before(i, heap[0]!)) {
        heap[0] = i;
        for (let c = 0; ; ) {
          const l = 2 * c + 1;
          const r = l + 1;
          let last = c;
          if (l < heap.length && before(heap[last]!, heap[l]!)) last = l;
          if (r < heap.length && before(heap[last]!, heap[r]!)) last = r;
          if (last === c) break;
          swap(last, c);
          c = last;
        }
      }
    }
    heap.sort((a, b) => (before(a, b) ? -1 : 1));
    return heap.map((position) => this.scratch[position]!);
  }

  /** Each slot's position in an order, rebuilt when the order has moved since (edits, rebuilds). */
  private rankOf(order: Order): Int32Array {
    const r = this.ranks[order];
    if (r.stamp !== this.orderStamp || r.of.length < this.capacity) {
      const o = this.orders[order];
      if (r.of.length < this.capacity) r.of = new Int32Array(this.capacity);
      for (let i = 0; i < o.length; i++) r.of[o.slots[i]!] = i;
      r.stamp = this.orderStamp;
    }
    return r.of;
  }

  /** Scratch bitset `i` of this query, at least as long as the slots' words (contents left over). */
  private scratchBitset(i: number): Uint32Array {
    const words = Math.ceil(this.capacity / 32);
    let bits = this.scratchBits[i];
    if (!bits || bits.length < words) {
      bits = new Uint32Array(words);
      this.scratchBits[i] = bits;
    }
    return bits;
  }

  /**
   * Total and disjunctive facet counts; the fully matching slots go to `scratch` (ADR 010). The
   * conditions every count shares (visible, the search, the price range) make a base bitset; each
   * facet with a condition is the OR of its chosen values' bitsets. Word by word, `zero` keeps the
   * base's products failing no facet and `one` those failing exactly one; the minimum slab size is
   * then checked on those only. A product in `zero` counts in the total and in every facet; one in
   * `one` outside facet F's union counts in F only. Products failing two facets are never read.
   */
  private facetPass(f: IndexFilter, search: SearchSlots | null): FacetTotals {
    const noPrice = f.minPricePaise === undefined && f.maxPricePaise === undefined;
    const stock = this.stockConditions(f);
    const stringCodes = STRING_FACETS.map((facet) => {
      const values = f[facet];
      if (!values?.length) return null;
      const codes: number[] = [];
      for (const v of values) {
        const code = this.dictionaries[facet].codes.get(v);
        if (code !== undefined) codes.push(code);
      }
      return codes;
    });
    const facetCounts = this.facetCounts.at(this.generation);

    if (this.scratch.length < this.capacity) {
      this.scratch = new Int32Array(this.capacity);
      this.scratchScores = new Float64Array(this.capacity);
      this.scoreOfSlot = new Float64Array(this.capacity);
    }
    const words = (this.size + 31) >>> 5;
    const matched = this.scratch;
    const scores = this.scratchScores;
    const scoreOf = this.scoreOfSlot;
    const { category, vendor, price, best, stockRow, stockSlabs, stockGrades, frontier } = this;
    const min = f.minPricePaise ?? -1;
    const max = f.maxPricePaise ?? Number.MAX_SAFE_INTEGER;
    let used = 0;
    const take = () => this.scratchBitset(used++);
    const fresh = () => {
      const bits = take();
      bits.fill(0, 0, words);
      return bits;
    };
    const empty = fresh();
    const aliveBits = this.flagBits.of(ALIVE) ?? empty;

    // The base: visible and, for a search, among its matches in the price range.
    let base: Uint32Array = aliveBits;
    if (search !== null) {
      base = fresh();
      const { slots, scores: relevance } = search;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        const p = price[slot]!;
        if (this.alive[slot] === 0 || p < min || p > max) continue;
        base[slot >>> 5]! |= 1 << (slot & 31);
        scoreOf[slot] = relevance[i]!;
      }
    }
    // A price range without a search: checked product by product on those that can count, or made a
    // base of its own from the price order when that is shorter (decided below, once they are known).
    let pricePerSlot = search === null && !noPrice;
    const priceBase = () => {
      // The price order between the bounds, or every visible product but those outside them.
      const o = this.orders.price;
      const from = this.priceBound(min);
      const to = max === Number.MAX_SAFE_INTEGER ? o.length : this.priceBound(max + 1);
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
      const code = this.categories.codes.get(f.category);
      active.push({
        kind: 'category',
        union: union([code === undefined ? undefined : this.categoryBits.of(code)]),
      });
    }
    if (f.manufacturer !== undefined) {
      const code = this.vendors.codes.get(f.manufacturer);
      active.push({
        kind: 'manufacturer',
        union: union([code === undefined ? undefined : this.vendorBits.of(code)]),
      });
    }
    stringCodes.forEach((codes, k) => {
      if (codes !== null) {
        const bits = this.stringBits[STRING_FACETS[k]!];
        active.push({ kind: k, union: union(codes.map((code) => bits.of(code))) });
      }
    });
    if (f.bestSellers === true) active.push({ kind: 'best', union: union([this.flagBits.of(BEST)]) });
    if (stock.inStock) active.push({ kind: 'inStock', union: union([this.flagBits.of(IN_STOCK)]) });
    if (stock.gradeMask !== -1) {
      const sets: (Uint32Array | undefined)[] = [];
      for (let g = 0; g < LOT_GRADES.length; g++)
        if (stock.gradeMask & (1 << g)) sets.push(this.gradeBits.of(g));
      active.push({ kind: 'grade', union: union(sets) });
    }
    if (f.stockThicknessMm?.length) {
      const sets: (Uint32Array | undefined)[] = [];
      for (const mm of f.stockThicknessMm) {
        const code = this.stockThicknesses.codes.get(mm);
        if (code !== undefined && code < THICKNESS_CODES) sets.push(this.thickBits.of(code));
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
      const o = this.orders.price;
      const span =
        (max === Number.MAX_SAFE_INTEGER ? o.length : this.priceBound(max + 1)) - this.priceBound(min);
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

    const catCounts = new Int32Array(this.categories.values.length);
    const venCounts = new Int32Array(this.vendors.values.length);
    const columns = STRING_FACETS.map((facet) => this.strings[facet]);
    const [q, fi, th, ty, or, av, va] = columns as Uint16Array[];
    const stringCounts = STRING_FACETS.map((facet) => new Int32Array(this.dictionaries[facet].values.length));
    const [cq, cfi, cth, cty, cor, cav, cva] = stringCounts as Int32Array[];
    const bestCounts = new Int32Array(2);
    // D32: grades are counted per mask (8 masks of 3 grades) and folded at the end; thicknesses per code.
    const gradeMaskCounts = new Int32Array(8);
    const thickCounts = new Int32Array(THICKNESS_CODES);
    let inStockCount = 0;
    const [th0, th1, th2] = this.stockThick;
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
        venCounts[vendor[slot]!]!++;
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
          else if (kind === 'manufacturer') venCounts[vendor[slot]!]!++;
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
      category: toMap(this.categories, catCounts),
      manufacturer: toMap(this.vendors, venCounts),
      bestSellers: new Map<string, number>(
        [
          ['false', bestCounts[0]!],
          ['true', bestCounts[1]!],
        ].filter(([, n]) => (n as number) > 0) as [string, number][],
      ),
    } as Record<ProductFacet, Map<string, number>>;
    STRING_FACETS.forEach((facet, k) => {
      counts[facet] = toMap(this.dictionaries[facet], stringCounts[k]!);
    });
    counts.inStock = new Map(inStockCount > 0 ? [['true', inStockCount]] : []);
    counts.grade = new Map();
    LOT_GRADES.forEach((g, b) => {
      let n = 0;
      for (let mask = 1; mask < 8; mask++) if (mask & (1 << b)) n += gradeMaskCounts[mask]!;
      if (n > 0) counts.grade.set(g, n);
    });
    counts.stockThicknessMm = toMap(this.stockThicknesses, thickCounts);
    this.matchedBits = zero;
    return { total, counts };
  }

  /** Where the price order reaches `paise` (the first position priced at it or above). */
  private priceBound(paise: number): number {
    const o = this.orders.price;
    let lo = 0;
    let hi = o.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.price[o.slots[mid]!]! < paise) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The rows of these products in this order, from memory where this process has read them since
   * they last changed, the rest through `load` (one query). Absent ids (no longer visible) drop out.
   */
  async rowsOf<T extends { id: number }>(ids: number[], load: (ids: number[]) => Promise<T[]>): Promise<T[]> {
    const missing = ids.filter((id) => !this.rows.has(id));
    const loaded = new Map<number, T>();
    if (missing.length) {
      const epoch = this.rowsEpoch;
      for (const row of await load(missing)) loaded.set(row.id, row);
      if (epoch === this.rowsEpoch) {
        for (const [id, row] of loaded) this.rows.set(id, row);
        for (const id of this.rows.keys()) {
          if (this.rows.size <= MAX_ROWS) break;
          this.rows.delete(id);
        }
      }
    }
    const out: T[] = [];
    for (const id of ids) {
      const row = (this.rows.get(id) as T | undefined) ?? loaded.get(id);
      if (row) out.push(row);
    }
    return out;
  }

  /** The slots of search matches with their relevance (valid for the current layout). */
  slotsOf(ids: ArrayLike<number>, scores: ArrayLike<number>): SearchSlots {
    const slots = new Int32Array(ids.length);
    const kept = new Float64Array(ids.length);
    let n = 0;
    for (let i = 0; i < ids.length; i++) {
      const slot = this.slotOf(ids[i]!);
      if (slot < 0) continue;
      slots[n] = slot;
      kept[n++] = scores[i]!;
    }
    return { slots: slots.slice(0, n), scores: kept.slice(0, n) };
  }

  /**
   * Whether an answer made at `generation` for this filter may have changed since: true when the
   * change log does not reach back that far, or when a changed product, before or after the change,
   * was in the filter's reach (in the search results, in the price range and failing at most one
   * facet's condition: then it counts in the total, a facet or the page).
   */
  touchedSince(generation: number, f: IndexFilter, searchIds: Int32Array | null): boolean {
    if (generation === this.generation) return false;
    const first = this.changeLog[0];
    if (!first || first.generation > generation + 1) return true;
    const cat = f.category;
    const ven = f.manufacturer;
    const reaches = (s: Snapshot | null): boolean => {
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
      if (f.stockThicknessMm?.length && !s.thicknessesMm.some((mm) => f.stockThicknessMm!.includes(mm)))
        misses++;
      return misses <= 1;
    };
    for (let i = this.changeLog.length - 1; i >= 0; i--) {
      const entry = this.changeLog[i]!;
      if (entry.generation <= generation) break;
      if (reaches(entry.before) || reaches(entry.after)) return true;
    }
    return false;
  }
}

const indexes = new WeakMap<object, CatalogIndex>();

/** The index of a database handle (one per process and database). */
export function catalogIndex(db: Database): CatalogIndex {
  let index = indexes.get(db);
  if (!index) {
    const created = new CatalogIndex(db);
    index = created;
    indexes.set(db, created);
    // Writers announce changes through lib/catalog-events.ts (D11).
    onCatalogChanged(db, () => created.invalidate());
  }
  return index;
}
