// ADR 010: search matches combined in memory from one answer per lexeme. The arithmetic (union with
// the best rank, intersection adding ranks in word order), answered from the word lists without a
// query, and the typed words' corrections asked once per text generation. The order these give equals
// the SQL relevance order: catalog.index.test.ts's property test (and catalog.words.test.ts per lexeme).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { allOf, anyOf, searchMatches } from './catalog.matches';
import { compileSearch, WordCorrections } from './catalog.search';
import { WordLists } from './catalog.words';

const term = (ids: number[], ranks: number[]) => ({
  ids: Int32Array.from(ids),
  ranks: Float32Array.from(ranks),
});

describe('combining lexeme answers', () => {
  it("takes a word's alternatives together, each product with its best rank", () => {
    const m = anyOf([term([1, 4, 9], [0.5, 0.25, 0.75]), term([2, 4, 10], [0.125, 0.5, 0.0625])]);
    expect([...m.ids]).toEqual([1, 2, 4, 9, 10]);
    expect([...m.scores]).toEqual([0.5, 0.125, 0.5, 0.75, 0.0625]);
  });

  it('keeps the products every word matches and adds their ranks in word order', () => {
    const a = anyOf([term([1, 3, 5, 7], [0.1, 0.2, 0.3, 0.4])]);
    const b = anyOf([term([3, 4, 7], [0.5, 0.6, 0.7])]);
    const c = anyOf([term([2, 3, 7, 8], [0.9, 0.8, 0.6, 0.5])]);
    const m = allOf([a, b, c]);
    expect([...m.ids]).toEqual([3, 7]);
    // Exactly what SQL's float8 sum gives: ((w1 + w2) + w3) of the float4 ranks.
    const f = (x: number) => Math.fround(x);
    expect([...m.scores]).toEqual([f(0.2) + f(0.5) + f(0.8), f(0.4) + f(0.7) + f(0.6)]);
    expect([...allOf([a, anyOf([term([2, 4], [1, 1])])]).ids]).toEqual([]);
  });
});

describe(`lexeme answers per process (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedMiniCatalogue(t.app.deps.db);
  });
  afterAll(async () => t?.close());

  it("answers a search's lexeme queries from memory, as SQL matches them", async () => {
    const db = t.app.deps.db;
    const lists = await new WordLists(db).at(1);
    const execute = vi.spyOn(db, 'execute');
    let both: ReturnType<typeof searchMatches>;
    try {
      both = searchMatches(lists, [["'black':*"], ["'galaxy'", "'granite':*"]]);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
    const rows = await db.execute<{ id: number }>(sql`
      select id from products where search_vector @@ '(black:* & (galaxy | granite:*))'::tsquery order by id`);
    expect(rows.rows.length).toBeGreaterThan(0);
    expect([...both.ids]).toEqual(rows.rows.map((r) => Number(r.id)));
  });

  it('looks each typed word up once while the text is unchanged, whichever search it comes in', async () => {
    const db = t.app.deps.db;
    const words = new WordCorrections(db);
    const execute = vi.spyOn(db, 'execute');
    try {
      const first = await compileSearch(db, 'blck galxy', words.lookup(1));
      expect(first?.searchedFor).toBe('black galaxy');
      expect(execute).toHaveBeenCalledTimes(1);
      // 'galxy' again with a new word: only the new word is asked.
      const second = await compileSearch(db, 'galxy absolut', words.lookup(1));
      expect(second?.terms[0]).toEqual(first?.terms[1]);
      expect(execute).toHaveBeenCalledTimes(2);
      await compileSearch(db, 'absolut blck', words.lookup(1));
      expect(execute).toHaveBeenCalledTimes(2);
      // The catalogue's words changed: asked again.
      await compileSearch(db, 'blck', words.lookup(2));
      expect(execute).toHaveBeenCalledTimes(3);
    } finally {
      execute.mockRestore();
    }
  });
});
