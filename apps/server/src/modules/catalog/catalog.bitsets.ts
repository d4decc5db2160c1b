// The catalogue index's word lists (ADR 010): each column's values as small codes (Dictionary) and,
// per value, the set of slots holding it as 32-bit words (Bitsets), with the bit arithmetic the index
// and its facet counts share. No knowledge of products here: catalog.index.ts keeps the columns,
// catalog.index-facets.ts counts over them.

/** Distinct values of one column as small codes; 0 means no value (NULL). */
export class Dictionary<T extends string | number> {
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

/**
 * One bitset per value of a column (ADR 010): bit `slot & 31` of word `slot >> 5` is set when the
 * slot holds that value. A filter ORs the chosen values' bitsets and ANDs the facets together, 32
 * products a word, so the pass reads only the words of the products that can count.
 */
export class Bitsets {
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

/** How many bits are set in a 32-bit word. */
export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Adds one to counts[base + b] for each bit b set in a 32-bit word. */
export function countBits(word: number, base: number, counts: Int32Array): void {
  let w = word | 0;
  while (w !== 0) {
    const b = 31 - Math.clz32(w);
    counts[base + b]!++;
    w &= ~(1 << b);
  }
}

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
