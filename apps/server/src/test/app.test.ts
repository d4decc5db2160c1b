// The fixtures' databases: an app's starts as a copy of one migrated database, the same as migrating
// an empty one, and not shared with any other app; an empty one stays available to migration tests.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../db/schema';
import {
  believeTemplateIsForTests,
  createTestApp,
  createTestDatabase,
  migratedPgliteFor,
  onPostgres,
  type TestApp,
} from './app';

type Db = TestApp['app']['deps']['db'];
const schemaOf = async (db: Db) =>
  (
    await db.execute<{ column: string }>(sql`
      select table_schema || '.' || table_name || '.' || column_name || ':' || data_type as column
      from information_schema.columns where table_schema in ('public', 'drizzle') order by 1`)
  ).rows.map((r) => r.column);
const migrationsOf = async (db: Db) =>
  (await db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations order by id`)).rows;

let copied: TestApp;
let other: TestApp;
let fromEmpty: TestApp;
beforeAll(async () => {
  [copied, other, fromEmpty] = await Promise.all([
    createTestApp(),
    createTestApp(),
    createTestApp({}, {}, { emptyDatabase: true }),
  ]);
});
afterAll(async () => Promise.all([copied, other, fromEmpty].map((t) => t?.close())));

describe(`test apps' databases (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('start with the schema and migration journal of a database migrated from empty', async () => {
    const expected = await schemaOf(fromEmpty.app.deps.db);
    expect(expected.length).toBeGreaterThan(100);
    expect(await schemaOf(copied.app.deps.db)).toEqual(expected);
    expect(await migrationsOf(copied.app.deps.db)).toEqual(await migrationsOf(fromEmpty.app.deps.db));
  });

  it('are each their own: a row written through one app is not in another', async () => {
    await copied.app.deps.db.insert(categories).values({ name: 'Only In One Granite' });
    const names = async (t: TestApp) =>
      (await t.app.deps.db.select({ name: categories.name }).from(categories)).map((c) => c.name);
    expect(await names(copied)).toContain('Only In One Granite');
    expect(await names(other)).not.toContain('Only In One Granite');
  });

  it('are migrated before the app starts, unless a test asks for an empty one', async () => {
    const tables = async (query: (text: string) => Promise<{ rows: unknown[] }>) =>
      (await query(`select 1 from information_schema.tables where table_name = 'products'`)).rows.length;
    if (onPostgres) {
      for (const [migrated, count] of [
        [true, 1],
        [false, 0],
      ] as const) {
        const database = await createTestDatabase({ migrated });
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          expect(await tables((text) => client.query(text))).toBe(count);
        } finally {
          await client.end();
          await database.drop();
        }
      }
    } else {
      const handle = await migratedPgliteFor({ databaseUrl: undefined, dataDir: '', inMemoryDb: true });
      try {
        expect(await tables((text) => handle!.db.execute(sql.raw(text)))).toBe(1);
      } finally {
        await handle?.close();
      }
      expect(await migratedPgliteFor({ databaseUrl: undefined, dataDir: '/tmp/x', inMemoryDb: false })).toBe(
        undefined,
      );
    }
  });
});

describe.runIf(onPostgres)('the migrated template on PostgreSQL', () => {
  it('is built again when another checkout dropped it as stale', async () => {
    // What this process sees after a checkout with other migrations dropped its template.
    believeTemplateIsForTests('granite_test_template_dropped_by_another_checkout');
    const fresh = await createTestDatabase({ migrated: true });
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      const journal = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(journal.rows[0].n).toBeGreaterThan(10);
    } finally {
      await client.end();
      await fresh.drop();
    }
  });
});
