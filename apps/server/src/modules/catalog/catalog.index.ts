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
//
// This file keeps the columns, follows the change feed and cuts the page; the facet pass is
// catalog.index-facets.ts, the dictionaries and bitsets catalog.bitsets.ts.

import { LOT_GRADES, type ProductSort, type StockSummary } from '@granite/shared';
import { type Database, readReplicaOf } from '../../db/client';
import { onCatalogChanged } from '../../lib/catalog-events';
import { Bitsets, Dictionary } from './catalog.bitsets';
import { FacetCountCache } from './catalog.facet-cache';
import {
  ALIVE,
  BEST,
  type FacetColumns,
  FacetScratch,
  type FacetTotals,
  facetPass,
  gradeBit,
  IN_STOCK,
  type IndexFilter,
  type SearchSlots,
  STRING_FACETS,
  type StringFacet,
  THICKNESS_CODES,
  withinReach,
} from './catalog.index-facets';
import {
  type IndexRow,
  latestCatalogChange,
  loadIndexRows,
  pruneCatalogChanges,
  readCatalogChanges,
} from './catalog.queries';

/** How often the change feed is read (one indexed query): an edit made elsewhere shows within this. */
const SYNC_INTERVAL_MS = 250;
const MAX_CHANGES_PER_SYNC = 5_000;
/** Compact (rebuild) once this share of the slots are holes left by removed products. */
const MAX_HOLES = 0.25;
/** How many recent changes are kept to decide whether a cached answer is still true. */
const CHANGE_LOG = 2_000;
/** List rows kept in memory (about 1 KB each). */
const MAX_ROWS = 20_000;

// The index's public surface: its types and helpers, wherever they are written.
export { sortedHas } from './catalog.bitsets';
export { type FacetTotals, frontierFits, type IndexFilter, type SearchSlots } from './catalog.index-facets';

/**
 * Names order by code point, as PostgreSQL's C collation (this project's databases) orders text;
 * a database with a linguistic collation may order some punctuation and case differently.
 */
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A snapshot of one product's index columns (the change log compares cached answers against it). */
export type Snapshot = IndexRow;

type ChangeEntry = { generation: number; before: Snapshot | null; after: Snapshot | null };

type Order = 'featured' | 'price' | 'name' | 'vendor';

const orderOf = (sort: ProductSort): Order =>
  sort === 'price-asc' || sort === 'price-desc'
    ? 'price'
    : sort === 'name-asc' || sort === 'name-desc'
      ? 'name'
      : sort === 'vendor-asc'
        ? 'vendor'
        : 'featured';

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
  private manufacturer = new Int32Array(0);
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
  private manufacturerNames: string[] = [];
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
  private readonly manufacturerBits = new Bitsets();
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
  /** Slot of each product id, -1 when absent. */
  private slotOfId = new Int32Array(0);
  private readonly categories = new Dictionary<number>();
  private readonly manufacturers = new Dictionary<number>();
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
  /** The last facet pass's matched slots and bitsets (read before the next query, all synchronous). */
  private readonly pass = new FacetScratch();
  /** Active facets' disjunctive counts, by the rest of the filter, for the current generation. */
  readonly facetCounts = new FacetCountCache();
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

  /** What /metrics and readiness read (modules/metrics, modules/health): built, size, freshness. */
  stats(): { built: boolean; products: number; lastSyncAt: number; lastSeq: number; buildSeconds: number } {
    return {
      built: this.built,
      products: this.count,
      lastSyncAt: this.lastSync,
      lastSeq: this.lastSeq,
      buildSeconds: this.buildSeconds,
    };
  }

  private buildSeconds = 0;

  private async rebuildNow(): Promise<void> {
    const started = performance.now();
    // ADR 020: the full read may go to the replica (DATABASE_READ_URL). Its change number is read
    // first, on the same replica, so the change feed (read on the primary) replays whatever the
    // replica had not yet received; replaying a change twice is harmless (it re-reads the product).
    const source = readReplicaOf(this.db);
    const seq = await latestCatalogChange(source);
    const rows = await loadIndexRows(source);
    this.reset(Math.max(1024, Math.ceil(rows.length * 1.25)));
    for (const row of rows) this.place(row);
    for (const order of Object.keys(this.orders) as Order[]) this.sortOrder(order);
    // From a replica the rows are as of its `seq`, which may be behind what this process already
    // applied: start the feed again from there, and read it at the next request.
    const fromReplica = source !== this.db;
    this.lastSeq = fromReplica ? seq : Math.max(this.lastSeq, seq);
    this.lastSync = fromReplica ? 0 : Date.now();
    this.generation++;
    this.layout++;
    this.textGeneration++;
    this.changeLog = [];
    this.rows.clear();
    this.rowsEpoch++;
    this.buildSeconds = (performance.now() - started) / 1000;
  }

  private reset(capacity: number): void {
    this.size = 0;
    this.holes = 0;
    this.capacity = capacity;
    this.ids = new Int32Array(capacity);
    this.alive = new Uint8Array(capacity);
    this.category = new Int32Array(capacity);
    this.manufacturer = new Int32Array(capacity);
    this.price = new Int32Array(capacity);
    this.best = new Uint8Array(capacity);
    this.created = new Float64Array(capacity);
    for (const f of STRING_FACETS) this.strings[f] = new Uint16Array(capacity);
    this.names = new Array(capacity);
    this.manufacturerNames = new Array(capacity);
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
    this.pass.dropBits();
  }

  private bitsets(): Bitsets[] {
    return [
      this.categoryBits,
      this.manufacturerBits,
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
    mark(this.manufacturerBits, this.manufacturer[slot]!);
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
    this.manufacturer = grown(this.manufacturer);
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
    this.manufacturerNames.length = capacity;
    for (const bits of this.bitsets()) bits.grow(Math.ceil(capacity / 32));
    this.pass.dropBits();
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
    this.manufacturer[slot] = this.manufacturers.code(row.vendorId);
    this.price[slot] = row.pricePaise;
    this.best[slot] = row.isBestSeller ? 1 : 0;
    this.created[slot] = row.createdAt;
    for (const f of STRING_FACETS) this.strings[f][slot] = this.dictionaries[f].code(row[f]);
    this.names[slot] = row.name;
    this.manufacturerNames[slot] = row.vendorName;
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
      vendorId: this.manufacturers.values[this.manufacturer[slot]!] as number,
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
      vendorName: this.manufacturerNames[slot]!,
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
          byCodePoint(this.manufacturerNames[a]!, this.manufacturerNames[b]!) ||
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
    const totals = facetPass(this.columns(), this.pass, f, search, this.facetCounts.at(this.generation));
    const count = totals.total;
    const want = offset + limit;
    if (offset >= count) return { ...totals, ids: [] };
    const matched = this.pass.matched;
    const reverse = sort === 'price-desc' || sort === 'name-desc';
    let slots: number[];
    if (search && sort === 'featured') {
      // Relevance first, then the featured order (best sellers, newest), as the SQL of catalog.queries.
      const scores = this.pass.scores;
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
      // order (one manufacturer's products sit together in the manufacturer order, a category's names
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
    const matched = this.pass.matchedBits;
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
   * The first `want` of the `count` matched slots (the pass's) in the order `before` defines over their
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
    return heap.map((position) => this.pass.matched[position]!);
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

  /** The columns as the facet pass reads them (the arrays themselves; a grow or rebuild replaces them). */
  private columns(): FacetColumns {
    return {
      size: this.size,
      capacity: this.capacity,
      alive: this.alive,
      category: this.category,
      vendor: this.manufacturer,
      price: this.price,
      best: this.best,
      strings: this.strings,
      stockRow: this.stockRow,
      stockSlabs: this.stockSlabs,
      stockGrades: this.stockGrades,
      stockThick: this.stockThick,
      frontier: this.frontier,
      categories: this.categories,
      vendors: this.manufacturers,
      dictionaries: this.dictionaries,
      stockThicknesses: this.stockThicknesses,
      categoryBits: this.categoryBits,
      manufacturerBits: this.manufacturerBits,
      stringBits: this.stringBits,
      flagBits: this.flagBits,
      gradeBits: this.gradeBits,
      thickBits: this.thickBits,
      priceOrder: this.orders.price,
      priceBound: (paise) => this.priceBound(paise),
    };
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
   * was within the filter's reach (withinReach).
   */
  touchedSince(generation: number, f: IndexFilter, searchIds: Int32Array | null): boolean {
    if (generation === this.generation) return false;
    const first = this.changeLog[0];
    if (!first || first.generation > generation + 1) return true;
    for (let i = this.changeLog.length - 1; i >= 0; i--) {
      const entry = this.changeLog[i]!;
      if (entry.generation <= generation) break;
      if (withinReach(entry.before, f, searchIds) || withinReach(entry.after, f, searchIds)) return true;
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
