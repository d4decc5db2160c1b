import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { catalogIndex } from '../modules/catalog/catalog.index';
import { createTestApp, onPostgres, type TestApp } from '../test/app';
import { openDatabase, readReplicaOf } from './client';

const quiet = { error() {} };

describe('DATABASE_READ_URL (ADR 020)', () => {
  it('is checked: a postgres URL, only with DATABASE_URL, and not the primary itself', () => {
    const primary = 'postgres://app@db-primary:5432/granite';
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://app@db-replica:5432/granite' }),
    ).toMatchObject({ databaseUrl: primary, databaseReadUrl: 'postgres://app@db-replica:5432/granite' });
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL must be a postgres:\/\//,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@db-replica/granite' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: primary })).toThrow(ConfigError);
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
  });
});

describe(`the catalogue index's full read (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('without a replica, stays on the one database', () => {
    expect(readReplicaOf(t.app.deps.db)).toBe(t.app.deps.db);
    expect(t.app.deps.database.readDb).toBe(t.app.deps.db);
  });

  it('goes to the replica when one is set; writes and the change feed stay on the primary', async () => {
    if (!onPostgres) {
      // PGlite is one process's database: there is no replica to set, and none is opened.
      const handle = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemoryDb: true }, quiet);
      expect(handle.readDb).toBe(handle.db);
      expect(handle.poolStats).toBeUndefined();
      await handle.close();
      return;
    }
    const url = t.config.databaseUrl!;
    // The "replica" is the same database under another application name, told apart by its pool.
    const replicaUrl = new URL(url);
    replicaUrl.searchParams.set('application_name', 'granite read replica');
    const handle = await openDatabase(
      { databaseUrl: url, databaseReadUrl: replicaUrl.toString(), dataDir: '', inMemoryDb: false },
      quiet,
    );
    try {
      expect(readReplicaOf(handle.db)).toBe(handle.readDb);
      expect(handle.readDb).not.toBe(handle.db);
      const index = await catalogIndex(handle.db).current();
      expect(index.stats().built).toBe(true);
      const [primary, replica] = handle.poolStats!();
      expect(replica).toMatchObject({ pool: 'replica' });
      expect(replica!.total).toBeGreaterThan(0);
      // The primary was read too: the change feed after the replica's snapshot (read-your-own-write).
      expect(primary!.total).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
