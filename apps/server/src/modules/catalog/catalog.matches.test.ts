// ADR 010: search matches combined in memory from one answer per lexeme. The arithmetic (union with
// the best rank, intersection adding ranks in word order), the cache (one query per lexeme while the
// text is unchanged; a text change asks again) and the warming of the commonest words. The order
// these give equals the SQL relevance order: catalog.index.test.ts's property test.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { allOf, anyOf, TermCache } from './catalog.matches';
import { compileSearch, WordCorrections } from './catalog.search';

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

  it('asks the database once per lexeme while the text is unchanged, and again after a change', async () => {
    const db = t.app.deps.db;
    const execute = vi.spyOn(db, 'execute');
    try {
      const cache = new TermCache(db);
      const [first, again] = await Promise.all([cache.get("'black':*", 1), cache.get("'black':*", 1)]);
      expect(first).toBe(again);
      expect(first.ids.length).toBeGreaterThan(0);
      expect(execute).toHaveBeenCalledTimes(1);
      await cache.get("'black':*", 1);
      expect(execute).toHaveBeenCalledTimes(1);
      await cache.get("'black':*", 2);
      expect(execute).toHaveBeenCalledTimes(2);
      const both = await cache.matches([["'black':*"], ["'galaxy'", "'granite':*"]], 2);
      expect(both.ids.length).toBeGreaterThan(0);
      // The two lexemes not kept yet were asked in one query.
      expect(execute).toHaveBeenCalledTimes(3);
      expect(both.ids.length).toBeLessThanOrEqual(first.ids.length);
    } finally {
      execute.mockRestore();
    }
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

  it('stops warming at half its room, so it does not evict what it has just loaded', async () => {
    const db = t.app.deps.db;
    // Room for the commonest word's ids and a little more: it fills over half, and warming stops there.
    const [first] = (
      await db.execute<{ ndoc: number }>(sql`select ndoc from search_words order by ndoc desc, word limit 1`)
    ).rows;
    const cache = new TermCache(db, Math.ceil(Number(first!.ndoc) * 1.5));
    const execute = vi.spyOn(db, 'execute');
    try {
      await cache.warm(10, () => 3);
      // One query for the word list, one for the first word.
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('warms the commonest words in the background, so a buyer typing one waits for no query', async () => {
    const db = t.app.deps.db;
    const common = await db.execute<{ word: string }>(
      sql`select word from search_words order by ndoc desc, word limit 3`,
    );
    const cache = new TermCache(db);
    await cache.warm(3, () => 7);
    const execute = vi.spyOn(db, 'execute');
    try {
      for (const { word } of common.rows) await cache.get(`'${word}':*`, 7);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });
});
