// ADR 010: the word lists answer each lexeme query exactly as PostgreSQL does — the same products and
// the same ts_rank, to the bit — for exact and prefix queries, after random edits of the products' search
// vectors (each edit read from the change feed) and after the lists are read again in the background.
// Vectors are written directly (random lexemes sharing prefixes, quotes, backslashes, Devanagari,
// characters either side of the UTF-16 surrogates, random weights, entries without positions), so
// ts_rank's arithmetic is exercised beyond what the catalogue's texts produce.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { listProductsPage } from './catalog.queries';
import { compileSearch, lexeme } from './catalog.search';
import { listProducts, refreshCatalogue } from './catalog.service';
import { compareLexemes, parseUnit, WordLists } from './catalog.words';

const POOL = [
  'gran',
  'grand',
  'granite',
  'granites',
  'granular',
  'g',
  'black',
  'blackish',
  'bl',
  "o'neil",
  'a\\b',
  'ग्रेनाइट',
  'ग्रे',
  '\u{1F600}stone',
  '\uFF58x',
  'z9',
];
/** The queries asked after each step: every pool word exact and as a prefix, and short prefixes. */
const UNITS = [
  ...new Set([
    ...POOL.flatMap((w) => [lexeme(w), `${lexeme(w)}:*`]),
    ...POOL.flatMap((w) => [1, 2, 3].map((n) => `${lexeme([...w].slice(0, n).join(''))}:*`)),
    "'missing'",
    "'missing':*",
  ]),
];

/** A tsvector in text form: lexemes with 0 (no positions) to 6 positions of random weights. */
const vectorArb = fc
  .array(
    fc.record({
      word: fc.constantFrom(...POOL),
      positions: fc.array(
        fc.record({ at: fc.integer({ min: 1, max: 60 }), weight: fc.constantFrom('A', 'B', 'C', 'D') }),
        {
          maxLength: 6,
        },
      ),
    }),
    { maxLength: 10 },
  )
  .map((entries) =>
    entries
      .map(({ word, positions }) => {
        const quoted = `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
        return positions.length
          ? `${quoted}:${positions.map((p) => `${p.at}${p.weight}`).join(',')}`
          : quoted;
      })
      .join(' '),
  );

const editArb = fc.oneof(
  fc.record({ kind: fc.constant('vector' as const), product: fc.nat(), vector: vectorArb }),
  fc.record({
    kind: fc.constant('text' as const),
    product: fc.nat(),
    name: fc.constantFrom('Granite Grand', 'Black Gran', 'ग्रेनाइट Slab'),
  }),
  fc.record({ kind: fc.constant('none' as const), product: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), product: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), vector: vectorArb }),
);
type Edit = typeof editArb extends fc.Arbitrary<infer T> ? T : never;

describe('lexeme order and queries', () => {
  it('orders lexemes as UTF-8 bytes, not UTF-16 units', () => {
    // U+FF58 is one unit above the surrogates in UTF-16 but below U+1F600 in bytes and code points.
    expect(compareLexemes('\uFF58', '\u{1F600}')).toBeLessThan(0);
    expect(['b', '\u{1F600}', '\uFF58', 'a', 'ab'].sort(compareLexemes)).toEqual([
      'a',
      'ab',
      'b',
      '\uFF58',
      '\u{1F600}',
    ]);
  });

  it('reads the units catalog.search writes, and only those', () => {
    expect(parseUnit(`${lexeme("o'neil")}:*`)).toEqual({ word: "o'neil", prefix: true });
    expect(parseUnit(lexeme('a\\b'))).toEqual({ word: 'a\\b', prefix: false });
    expect(parseUnit("'a' & 'b'")).toBeNull();
  });
});

describe(`the word lists against ts_rank (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let manufacturerId: number;
  let categoryId: number;
  const own: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const mini = await seedMiniCatalogue(t.app.deps.db);
    manufacturerId = mini.vendorIds.ongole;
    categoryId = mini.categoryIds.black;
    const vectors = fc.sample(vectorArb, { numRuns: 40, seed: 404 });
    for (const vector of vectors) own.push(await insertProduct(vector));
  });
  afterAll(async () => t?.close());

  async function insertProduct(vector: string): Promise<number> {
    const [row] = await t.app.deps.db
      .insert(products)
      .values({ name: 'Word List Product', pricePaise: 10_000, vendorId: manufacturerId, categoryId })
      .returning({ id: products.id });
    await setVector(row!.id, vector);
    return row!.id;
  }

  // Written directly: the vector trigger fires only on the text columns, and the feed logs the change.
  const setVector = (id: number, vector: string | null) =>
    t.app.deps.db.execute(sql`update products set search_vector = ${vector}::tsvector where id = ${id}`);

  async function apply(edit: Edit): Promise<void> {
    const db = t.app.deps.db;
    if (edit.kind === 'insert') {
      own.push(await insertProduct(edit.vector));
      return;
    }
    if (!own.length) return;
    const id = own[edit.product % own.length]!;
    if (edit.kind === 'vector') await setVector(id, edit.vector);
    else if (edit.kind === 'none') await setVector(id, null);
    else if (edit.kind === 'text') await db.update(products).set({ name: edit.name }).where(sql`id = ${id}`);
    else {
      await db.delete(products).where(sql`id = ${id}`);
      own.splice(own.indexOf(id), 1);
    }
  }

  async function expectAsSql(lists: WordLists, step: string): Promise<void> {
    for (const unit of UNITS) {
      const rows = await t.app.deps.db.execute<{ id: number; rank: number | string }>(sql`
        select id, ts_rank(search_vector, ${unit}::tsquery)::float8 as rank from products
        where search_vector @@ ${unit}::tsquery order by id`);
      const found = lists.term(unit);
      expect([...found.ids], `${step} ${unit}`).toEqual(rows.rows.map((r) => Number(r.id)));
      // float4 values: equal bits, not merely close.
      expect([...found.ranks], `${step} ${unit} ranks`).toEqual(
        rows.rows.map((r) => Math.fround(Number(r.rank))),
      );
    }
  }

  it('equal ts_rank for every query, after random edits and after being read again', async () => {
    // Read again (in the background) after more than 6 edited products.
    const lists = new WordLists(t.app.deps.db, { rebuildAfterEdits: 6 });
    let generation = 0;
    await lists.at(generation);
    await expectAsSql(lists, 'built');
    await fc.assert(
      fc.asyncProperty(fc.array(editArb, { minLength: 1, maxLength: 5 }), async (edits) => {
        for (const edit of edits) await apply(edit);
        await lists.at(++generation);
        await expectAsSql(lists, `after ${JSON.stringify(edits)}`);
      }),
      { numRuns: 25, seed: 2611 },
    );
    // The lists were read again in the background (the first read, then at least one more) and
    // answered as SQL after it.
    await vi.waitFor(() => expect(lists.size().reads).toBeGreaterThan(1), { timeout: 10_000 });
    await lists.at(++generation);
    await expectAsSql(lists, 'settled');
  });

  it('orders a search like the SQL relevance, through the products list, after random text edits', async () => {
    const deps = { db: t.app.deps.db };
    const searchArb = fc.constantFrom(
      'gran',
      'granite',
      'grand black',
      'black gran',
      'bl g',
      'blackish granular',
      'granit',
      'z9',
    );
    let listed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(editArb, { maxLength: 3 }), searchArb, async (edits, search) => {
        for (const edit of edits) await apply(edit);
        await refreshCatalogue(deps);
        const answer = JSON.parse(
          (await listProducts(deps, { search, page: 1, pageSize: 60, sort: 'featured' })).body,
        ) as { total: number; items: { id: number }[] };
        listed += answer.items.length;
        const compiled = await compileSearch(deps.db, search);
        const page = await listProductsPage(
          deps.db,
          { tsquery: compiled!.tsquery, rankTerms: compiled!.terms },
          'featured',
          60,
          0,
        );
        expect(
          answer.items.map((p) => p.id),
          `${search} after ${JSON.stringify(edits)}`,
        ).toEqual(page.map((p) => p.id));
      }),
      { numRuns: 30, seed: 2612 },
    );
    expect(listed).toBeGreaterThan(30);
  });

  it('sees a text edit once the index has seen it, and no earlier read is needed', async () => {
    const lists = new WordLists(t.app.deps.db);
    await lists.at(1);
    const id = own[0]!;
    await setVector(id, "'freshword':1A");
    // The index moves its text generation on after reading the same feed: the lists follow.
    expect([...(await lists.at(1)).term("'freshword'").ids]).toEqual([]);
    expect([...(await lists.at(2)).term("'freshword'").ids]).toEqual([id]);
    expect([...lists.term("'fresh':*").ranks]).toEqual([Math.fround(1 / 1.64493406685)]);
  });
});
