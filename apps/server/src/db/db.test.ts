import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, onPostgres, type TestApp } from '../test/app';
import { openDatabase } from './client';
import { migrate, migrationsFolder } from './migrate';

let t: TestApp;
beforeAll(async () => {
  // The first test is about migrating an empty database, so this app starts from one.
  t = await createTestApp({}, {}, { emptyDatabase: true });
});
afterAll(async () => t?.close());

describe(`database (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies every migration to an empty database, and applying again changes nothing', async () => {
    const { db, database } = t.app.deps;
    const tables = async () =>
      (
        await db.execute<{ table_name: string }>(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
        )
      ).rows.map((r) => r.table_name);
    const before = await tables();
    expect(before).toEqual(
      expect.arrayContaining([
        'user',
        'session',
        'account',
        'verification',
        'rate_limit',
        'vendors',
        'vendor_requests',
        'categories',
        'products',
        'quote_requests',
        'orders',
        'site_settings',
        'homepage_content',
        'granite_images',
        'activity_log',
        'contact_messages',
        'mail_outbox',
        'media',
        'wishlist_items',
        'comparison_items',
        'saved_comparisons',
      ]),
    );
    await migrate(database);
    await migrate(database);
    expect(await tables()).toEqual(before);
    const applied = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('has pg_trgm available for typo-tolerant search', async () => {
    const r = await t.app.deps.db.execute<{ s: number }>(sql`select similarity('galaxy', 'galxy') as s`);
    expect(Number(r.rows[0]!.s)).toBeGreaterThan(0.3);
  });

  it('refuses values outside the option lists (CHECK constraints)', async () => {
    const { db } = t.app.deps;
    await db.execute(sql`insert into categories (name) values ('Check Granite')`);
    await db.execute(
      sql`insert into vendors (business_name, owner_name, email) values ('Check Stones', 'Owner', 'c@x.in')`,
    );
    const insert = (quality: string, status = 'active', price = 100) =>
      db.execute(sql`insert into products (name, price_paise, vendor_id, category_id, material_quality, status)
        select 'X', ${price}, v.id, c.id, ${quality}, ${status} from vendors v, categories c limit 1`);
    await expect(insert('Luxury')).rejects.toThrow();
    await expect(insert('Premium', 'deleted')).rejects.toThrow();
    await expect(insert('Premium', 'active', -1)).rejects.toThrow();
    await expect(insert('Premium')).resolves.toBeDefined();
  });

  it('applies each migration once when two servers start at the same moment', async () => {
    const fresh = await createTestDatabase();
    const config = { databaseUrl: fresh.url, dataDir: '', inMemoryDb: !fresh.url };
    const log = { error() {} };
    const a = await openDatabase(config, log);
    // On PostgreSQL two pools race for the schema; PGlite belongs to one process, so one handle.
    const b = fresh.url ? await openDatabase(config, log) : a;
    try {
      await Promise.all([migrate(a), migrate(b)]);
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
      const applied = await a.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await a.close();
      if (b !== a) await b.close();
      await fresh.drop();
    }
  });
});
