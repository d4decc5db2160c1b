// ADR 010, "The catalogue's words in memory": an inverted index of the products' search vectors, so a
// search's lexeme queries ('granite':* or the corrections 'gray') are answered in the process instead of
// by PostgreSQL reading every vector that matches. Per lexeme, the ids of the products whose vector
// holds it (ascending) and each entry's share of ts_rank; the lexemes sorted as PostgreSQL sorts a
// tsvector's entries (bytes), so a prefix query is a range of them. Ranks are PostgreSQL's own: the
// arithmetic of ts_rank (tsrank.c, calc_rank_or, default weights, no normalisation) in float4 steps;
// the property test in catalog.words.test.ts compares them with ts_rank in SQL, before and after edits.
import type { Database } from '../../db/client';
import {
  latestCatalogChange,
  readSearchVectors,
  readTextChanges,
  type SearchVectorRow,
  searchVectorsOf,
} from './catalog.queries';

/** What one single-lexeme query matches: ids ascending, with their ts_rank (a float4). */
export type TermMatches = { ids: Int32Array; ranks: Float32Array };

const f32 = Math.fround;
/** ts_rank's default weights by tsvector weight code (D = 0 … A = 3), float4 as in tsrank.c. */
const WEIGHTS = [f32(0.1), f32(0.2), f32(0.4), f32(1.0)];
/** π²/6 as tsrank.c writes it (a double). */
const PI2_6 = 1.64493406685;

/**
 * One tsvector entry's term in calc_rank_or, before the division by π²/6: from the weights of its
 * positions in their stored order (an entry without positions counts as one position of weight D).
 * Every step is float4 arithmetic, as in C.
 */
export function entryShare(weights: ArrayLike<number>): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  const n = weights.length || 1;
  for (let j = 0; j < n; j++) {
    const w = WEIGHTS[weights.length ? weights[j]! : 0]!;
    resj = f32(resj + f32(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
}

/** calc_rank_or's running sum: `res` is a float, the term a double (float / double). */
const addShare = (res: number, share: number) => f32(res + share / PI2_6);

/**
 * Calls `visit` for each entry of a tsvector in its text form (tsvectorout: `'lexeme':1A,5 'b'`, quotes
 * and backslashes doubled, weight D unwritten), in stored order, with the entry's share.
 */
export function forEachEntry(text: string, visit: (lexeme: string, share: number) => void): void {
  const weights: number[] = [];
  let i = 0;
  while (i < text.length) {
    i++; // the opening quote
    let lexeme = '';
    let start = i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 39 /* ' */) {
        if (text.charCodeAt(i + 1) !== 39) break;
        lexeme += text.slice(start, i + 1);
        i += 2;
        start = i;
      } else if (c === 92 /* \ */) {
        lexeme += text.slice(start, i);
        start = i + 1;
        i += 2;
      } else i++;
    }
    lexeme += text.slice(start, i);
    i++; // the closing quote
    weights.length = 0;
    if (text.charCodeAt(i) === 58 /* : */) {
      for (;;) {
        i++;
        while (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
        const c = text.charCodeAt(i);
        if (c >= 65 && c <= 68 /* A-D */) {
          weights.push(68 - c);
          i++;
        } else weights.push(0);
        if (text.charCodeAt(i) !== 44 /* , */) break;
      }
    }
    visit(lexeme, entryShare(weights));
    if (text.charCodeAt(i) === 32) i++;
  }
}

/**
 * UTF-8 byte order (PostgreSQL's order of a tsvector's lexemes): code point order, which UTF-16 code
 * unit order breaks only between a surrogate and U+E000–U+FFFF.
 */
export function compareLexemes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** A lexeme query as catalog.search writes it ('word' or 'word':*), or null for anything else. */
export function parseUnit(unit: string): { word: string; prefix: boolean } | null {
  const m = /^'((?:[^'\\]|''|\\.)*)'(:\*)?$/su.exec(unit);
  if (!m) return null;
  return { word: m[1]!.replace(/''|\\(.)/gsu, (_, c: string | undefined) => c ?? "'"), prefix: !!m[2] };
}

/** The lexemes [lo, hi) of a sorted list that the query matches: the word, or every word it begins. */
function rangeOf(lexemes: readonly string[], word: string, prefix: boolean): [number, number] {
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareLexemes(lexemes[mid]!, word) < 0) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  if (prefix) while (end < lexemes.length && lexemes[end]!.startsWith(word)) end++;
  else if (lexemes[lo] === word) end++;
  return [lo, end];
}

/** The lists of one read of every vector: compressed sparse rows by lexeme. */
type Table = {
  lexemes: string[];
  /** Entries of lexeme k are [starts[k], starts[k + 1]). */
  starts: Int32Array;
  ids: Int32Array;
  /** Each entry's share as a code into `shares` (a catalogue has few distinct weight patterns). */
  codes: Uint8Array | Uint16Array | Uint32Array;
  shares: Float64Array;
  /** The rank of an entry alone (a query matching one lexeme of the product), by code. */
  ranks: Float32Array;
  products: number;
  /** The largest product id (0 when empty). */
  maxId: number;
};

const EMPTY: Table = {
  lexemes: [],
  starts: new Int32Array(1),
  ids: new Int32Array(0),
  codes: new Uint8Array(0),
  shares: new Float64Array(0),
  ranks: new Float32Array(0),
  products: 0,
  maxId: 0,
};

/** Vectors read per query while building (a few MB of text). */
const BUILD_BATCH = 10_000;

/** Reads every product's vector and builds the lists. */
async function buildTable(
  read: (afterId: number, limit: number) => Promise<SearchVectorRow[]>,
): Promise<Table> {
  const lexemeCode = new Map<string, number>();
  const names: string[] = [];
  const shareCode = new Map<number, number>();
  const shares: number[] = [];
  let entryLexeme = new Int32Array(1 << 16);
  let entryCode = new Uint32Array(1 << 16);
  let productIds = new Int32Array(1 << 12);
  let productEnds = new Int32Array(1 << 12);
  let entries = 0;
  let products = 0;
  const visit = (lexeme: string, share: number) => {
    if (entries === entryLexeme.length) {
      const grownL = new Int32Array(entries * 2);
      grownL.set(entryLexeme);
      entryLexeme = grownL;
      const grownC = new Uint32Array(entries * 2);
      grownC.set(entryCode);
      entryCode = grownC;
    }
    let code = lexemeCode.get(lexeme);
    if (code === undefined) {
      code = names.push(lexeme) - 1;
      lexemeCode.set(lexeme, code);
    }
    let s = shareCode.get(share);
    if (s === undefined) {
      s = shares.push(share) - 1;
      shareCode.set(share, s);
    }
    entryLexeme[entries] = code;
    entryCode[entries++] = s;
  };
  for (let after = 0; ; ) {
    const rows = await read(after, BUILD_BATCH);
    for (const row of rows) {
      if (products === productIds.length) {
        const ids = new Int32Array(products * 2);
        ids.set(productIds);
        productIds = ids;
        const ends = new Int32Array(products * 2);
        ends.set(productEnds);
        productEnds = ends;
      }
      forEachEntry(row.vector, visit);
      productIds[products] = row.id;
      productEnds[products++] = entries;
    }
    if (rows.length < BUILD_BATCH) break;
    after = rows.at(-1)!.id;
  }
  // Lexemes in byte order; entries grouped by lexeme, each group ascending by id (products were read
  // by id).
  const order = names.map((_, k) => k).sort((a, b) => compareLexemes(names[a]!, names[b]!));
  const position = new Int32Array(names.length);
  order.forEach((k, p) => {
    position[k] = p;
  });
  const starts = new Int32Array(names.length + 1);
  for (let e = 0; e < entries; e++) starts[position[entryLexeme[e]!]! + 1]!++;
  for (let k = 0; k < names.length; k++) starts[k + 1]! += starts[k]!;
  const cursor = starts.slice(0, names.length);
  const ids = new Int32Array(entries);
  const codes =
    shares.length <= 256
      ? new Uint8Array(entries)
      : shares.length <= 65_536
        ? new Uint16Array(entries)
        : new Uint32Array(entries);
  for (let p = 0, e = 0; p < products; p++) {
    const id = productIds[p]!;
    for (const end = productEnds[p]!; e < end; e++) {
      const at = cursor[position[entryLexeme[e]!]!]!++;
      ids[at] = id;
      codes[at] = entryCode[e]!;
    }
  }
  return {
    lexemes: order.map((k) => names[k]!),
    starts,
    ids,
    codes,
    shares: Float64Array.from(shares),
    ranks: Float32Array.from(shares, (s) => addShare(0, s)),
    products,
    maxId: products ? productIds[products - 1]! : 0,
  };
}

/** The lists of the products edited since the table was built, by lexeme (built when asked). */
type EditLists = { lexemes: string[]; ids: Int32Array[]; shares: Float64Array[] };

/** Edited products kept beside the table before it is read again: this many, or 2 % of the products. */
const MIN_EDITS_BEFORE_REBUILD = 1_000;
const EDITS_SHARE_BEFORE_REBUILD = 0.02;
/** How often, at most, a process reads the feed when no text changed (to stay within its hour). */
const KEEP_UP_MS = 60_000;

/**
 * One process's word lists, kept current from the change feed (`catalog_changes.text_changed`): the
 * products whose vector changed are read again and held beside the lists (their old entries skipped)
 * until they are many, when the lists are read again in the background. A caller passes the index's
 * text generation (catalog.index.ts): the lists then hold at least every text change the index has
 * seen, since the feed is read after it.
 */
export class WordLists {
  private table: Table = EMPTY;
  /** By product id: 1 when the table's entries of that product are replaced by `edited`. */
  private stale = new Uint8Array(0);
  /** The vectors of products edited since the table was read (empty: no vector, or deleted). */
  private edited = new Map<number, [string, number][]>();
  private editLists: EditLists | null = null;
  /** The feed is applied up to here. */
  private seq = 0;
  /** The newest text generation the lists are known to hold. */
  private syncedFor = Number.NEGATIVE_INFINITY;
  private lastSync = 0;
  private ready: Promise<void> | null = null;
  private rebuilding = false;
  /** Feed reads and swaps run one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Per product id, reused by every query: its running rank and whether it has one. */
  private scratchRank = new Float64Array(0);
  private scratchSeen = new Uint8Array(0);

  /** Full reads of every vector so far. */
  private reads = 0;

  constructor(
    private readonly db: Database,
    private readonly options: { rebuildAfterEdits?: number } = {},
  ) {}

  /** Starts the first read of every vector (at the index's build), if not started. */
  start(): Promise<void> {
    if (!this.ready) {
      const ready = this.readAll().then((read) => {
        this.install(read);
      });
      this.ready = ready;
      ready.catch(() => {
        if (this.ready === ready) this.ready = null;
      });
    }
    return this.ready;
  }

  /** The lists holding at least the text changes of the index's `textGeneration`. */
  async at(textGeneration: number): Promise<this> {
    await this.start();
    if (this.syncedFor < textGeneration) {
      await this.serial(async () => {
        if (this.syncedFor >= textGeneration) return;
        await this.sync();
        this.syncedFor = Math.max(this.syncedFor, textGeneration);
      });
    } else if (Date.now() - this.lastSync > KEEP_UP_MS) {
      // No text changed for a while: move past the feed's other changes in the background, so a text
      // change after an hour of price edits does not find its feed pruned (and read every vector).
      this.lastSync = Date.now();
      this.serial(() => this.sync()).catch(() => {
        this.lastSync = 0;
      });
    }
    return this;
  }

  /** Bytes the lists hold (typed arrays; lexeme strings at two bytes a character plus their slot). */
  bytes(): number {
    const t = this.table;
    let strings = 0;
    for (const lexeme of t.lexemes) strings += 16 + 2 * lexeme.length;
    let edits = 0;
    for (const entries of this.edited.values()) edits += 64 + entries.length * 48;
    return (
      t.starts.byteLength +
      t.ids.byteLength +
      t.codes.byteLength +
      t.shares.byteLength +
      t.ranks.byteLength +
      strings +
      this.stale.byteLength +
      edits +
      this.scratchRank.byteLength +
      this.scratchSeen.byteLength
    );
  }

  /** How many (product, lexeme) entries the table holds, and its lexemes and products. */
  size(): { entries: number; lexemes: number; products: number; edited: number; reads: number } {
    const t = this.table;
    return {
      entries: t.ids.length,
      lexemes: t.lexemes.length,
      products: t.products,
      edited: this.edited.size,
      reads: this.reads,
    };
  }

  /**
   * What one lexeme query (catalog.search's units) matches, with ts_rank. A prefix query matching
   * several lexemes of a product adds their shares in the vector's order, as ts_rank does.
   */
  term(unit: string): TermMatches {
    const parsed = parseUnit(unit);
    if (!parsed) throw new Error(`not a lexeme query: ${unit}`);
    const t = this.table;
    const [lo, hi] = rangeOf(t.lexemes, parsed.word, parsed.prefix);
    const edits = this.edited.size ? this.editListsNow() : null;
    const [elo, ehi] = edits ? rangeOf(edits.lexemes, parsed.word, parsed.prefix) : [0, 0];
    if (hi - lo === 1 && elo === ehi && !edits) {
      // One lexeme, nothing edited: its list as it is.
      const from = t.starts[lo]!;
      const to = t.starts[lo + 1]!;
      const ranks = new Float32Array(to - from);
      for (let e = from; e < to; e++) ranks[e - from] = t.ranks[t.codes[e]!]!;
      // A copy: an answer kept in a cache must not hold the whole table once it is read again.
      return { ids: t.ids.slice(from, to), ranks };
    }
    let count = 0;
    for (let k = lo; k < hi; k++) count += t.starts[k + 1]! - t.starts[k]!;
    for (let k = elo; k < ehi; k++) count += edits!.ids[k]!.length;
    if (count === 0) return { ids: new Int32Array(0), ranks: new Float32Array(0) };
    this.ensureScratch();
    const rank = this.scratchRank;
    const seen = this.scratchSeen;
    const stale = this.stale;
    const touched = new Int32Array(count);
    let n = 0;
    // Lexeme by lexeme in byte order: each product's shares are added in its vector's entry order.
    for (let k = lo; k < hi; k++) {
      for (let e = t.starts[k]!, end = t.starts[k + 1]!; e < end; e++) {
        const id = t.ids[e]!;
        if (id < stale.length && stale[id] === 1) continue;
        const share = t.shares[t.codes[e]!]!;
        if (seen[id] === 0) {
          seen[id] = 1;
          touched[n++] = id;
          rank[id] = addShare(0, share);
        } else rank[id] = addShare(rank[id]!, share);
      }
    }
    for (let k = elo; k < ehi; k++) {
      const ids = edits!.ids[k]!;
      const shares = edits!.shares[k]!;
      for (let e = 0; e < ids.length; e++) {
        const id = ids[e]!;
        if (seen[id] === 0) {
          seen[id] = 1;
          touched[n++] = id;
          rank[id] = addShare(0, shares[e]!);
        } else rank[id] = addShare(rank[id]!, shares[e]!);
      }
    }
    const ids = touched.subarray(0, n).sort();
    const ranks = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const id = ids[i]!;
      ranks[i] = rank[id]!;
      seen[id] = 0;
    }
    return { ids, ranks };
  }

  // ------------------------------------------------------------ keeping current

  private serial<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Reads the feed's latest seq, then every vector (so changes from that seq on are read again). */
  private async readAll(): Promise<{ seq: number; table: Table }> {
    const seq = await latestCatalogChange(this.db);
    const table = await buildTable((after, limit) => readSearchVectors(this.db, after, limit));
    return { seq, table };
  }

  private install(read: { seq: number; table: Table }): void {
    this.reads++;
    this.table = read.table;
    this.seq = read.seq;
    this.stale = new Uint8Array(0);
    this.edited = new Map();
    this.editLists = null;
  }

  /** Applies the text changes since `seq`; reads every vector again when the feed no longer reaches back. */
  private async sync(): Promise<void> {
    this.lastSync = Date.now();
    const { productIds, lastSeq, oldestSeq } = await readTextChanges(this.db, this.seq);
    if (oldestSeq !== null && oldestSeq > this.seq + 1 && this.seq > 0) {
      this.install(await this.readAll());
      return;
    }
    if (productIds.length) {
      const rows = await searchVectorsOf(this.db, productIds);
      this.applyEdits(productIds, rows);
    }
    this.seq = lastSeq;
    const room =
      this.options.rebuildAfterEdits ??
      Math.max(MIN_EDITS_BEFORE_REBUILD, this.table.products * EDITS_SHARE_BEFORE_REBUILD);
    if (this.edited.size > room) this.rebuildInBackground();
  }

  private applyEdits(productIds: number[], rows: SearchVectorRow[]): void {
    const byId = new Map(rows.map((r) => [r.id, r.vector]));
    const top = Math.max(...productIds);
    if (top >= this.stale.length) {
      const grown = new Uint8Array(Math.max(top + 1, this.stale.length * 2, 1024));
      grown.set(this.stale);
      this.stale = grown;
    }
    for (const id of productIds) {
      const entries: [string, number][] = [];
      const vector = byId.get(id);
      if (vector) forEachEntry(vector, (lexeme, share) => entries.push([lexeme, share]));
      this.stale[id] = 1;
      this.edited.set(id, entries);
    }
    this.editLists = null;
  }

  /**
   * Reads every vector again off the request path; the edits made meanwhile are read from the feed and
   * applied before the new lists replace the old, in the queue, so no answer ever misses one.
   */
  private rebuildInBackground(): void {
    if (this.rebuilding) return;
    this.rebuilding = true;
    this.readAll()
      .then((read) =>
        this.serial(async () => {
          const { productIds, lastSeq, oldestSeq } = await readTextChanges(this.db, read.seq);
          if (oldestSeq !== null && oldestSeq > read.seq + 1 && read.seq > 0) return;
          const rows = await searchVectorsOf(this.db, productIds);
          this.install(read);
          if (productIds.length) this.applyEdits(productIds, rows);
          this.seq = lastSeq;
        }),
      )
      .catch(() => {
        // The database failed meanwhile: the lists stay as they are, and the next edits try again.
      })
      .finally(() => {
        this.rebuilding = false;
      });
  }

  private editListsNow(): EditLists {
    if (this.editLists) return this.editLists;
    const byLexeme = new Map<string, { ids: number[]; shares: number[] }>();
    for (const id of [...this.edited.keys()].sort((a, b) => a - b)) {
      for (const [lexeme, share] of this.edited.get(id)!) {
        let list = byLexeme.get(lexeme);
        if (!list) {
          list = { ids: [], shares: [] };
          byLexeme.set(lexeme, list);
        }
        list.ids.push(id);
        list.shares.push(share);
      }
    }
    const lexemes = [...byLexeme.keys()].sort(compareLexemes);
    this.editLists = {
      lexemes,
      ids: lexemes.map((l) => Int32Array.from(byLexeme.get(l)!.ids)),
      shares: lexemes.map((l) => Float64Array.from(byLexeme.get(l)!.shares)),
    };
    return this.editLists;
  }

  /** Scratch arrays covering every product id the lists hold (`stale` covers every edited one). */
  private ensureScratch(): void {
    const top = Math.max(this.table.maxId + 1, this.stale.length);
    if (top <= this.scratchSeen.length) return;
    this.scratchRank = new Float64Array(top);
    this.scratchSeen = new Uint8Array(top);
  }
}
