// Test fixtures: every test file gets its own database, PGlite in memory by default or a fresh
// database on the PostgreSQL server named by TEST_DATABASE_URL. An app's database starts migrated:
// a copy of one migrated database (a PGlite data directory per test process, a template database
// on PostgreSQL) instead of running every migration again for each file, which cost about 5 s of CPU
// per PGlite app. The migrations themselves are still applied from empty: to that template, and in
// the tests that ask for an empty database (createTestDatabase(), createTestApp's `emptyDatabase`).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrate, migrationsFolder } from '../db/migrate';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export type TestDatabase = { url: string | undefined; drop(): Promise<void> };

const quiet = { error() {} };

/** The migrations' own text, hashed: a template made from other migrations is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 12);
}

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated PGlite data directory, made once per test process. */
function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemoryDb: true }, quiet);
    try {
      await migrate(handle);
      return await (handle.db.$client as unknown as PGlite).dumpDataDir('none');
    } finally {
      await handle.close();
    }
  })();
  return pgliteTemplate;
}

let postgresTemplate: Promise<string> | undefined;

/** For the fixtures' own test: the template this process believes in, as if another had dropped it. */
export function believeTemplateIsForTests(name: string): void {
  postgresTemplate = Promise.resolve(name);
}

/**
 * The name of a migrated template database on the test server, made by the first test process that
 * needs it (an advisory lock keeps the others waiting) and kept for later runs with the same migrations.
 */
function migratedPostgresTemplate(base: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `granite_test_template_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', ['granite:test-template']);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!found.rowCount) {
        // Built under a name of its own and renamed when whole: a half-migrated template is never used.
        const building = `${name}_${process.pid}`;
        await admin.query(`drop database if exists ${building}`);
        await admin.query(`create database ${building}`);
        const url = new URL(base);
        url.pathname = `/${building}`;
        const handle = await openDatabase(
          { databaseUrl: url.toString(), dataDir: '', inMemoryDb: false },
          quiet,
        );
        try {
          await migrate(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
        // Templates of earlier migrations are of no further use (one in use elsewhere is left alone).
        const stale = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like 'granite\\_test\\_template\\_%' and datname <> $1`,
          [name],
        );
        for (const { datname } of stale.rows) await admin.query(`drop database ${datname}`).catch(() => {});
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', ['granite:test-template']).catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/**
 * A fresh database for one test file: empty, or with every migration applied (`migrated`). Undefined
 * `url` on PGlite, where the app opens its database in memory.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      const template = options.migrated ? await migratedPostgresTemplate(base) : undefined;
      try {
        await admin.query(
          template ? `create database ${name} template ${template}` : `create database ${name}`,
        );
        break;
      } catch (err) {
        // A checkout with other migrations (another branch's tests on the same server) dropped this
        // template as stale: build it again, once.
        if (!template || attempt > 0 || (err as { code?: string }).code !== '3D000') throw err;
        postgresTemplate = undefined;
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * For an app on in-memory PGlite: a copy of the migrated data directory, which the app then finds
 * nothing to migrate in (pass it as buildApp's `database` and close it after the app). Undefined on
 * PostgreSQL, where createTestDatabase({ migrated: true }) gives the same.
 */
export async function migratedPgliteFor(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemoryDb'>,
): Promise<DatabaseHandle | undefined> {
  if (!config.inMemoryDb || config.databaseUrl) return undefined;
  return openDatabase(config, quiet, { loadDataDir: await migratedPglite() });
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  database: TestDatabase;
  close(): Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  /** emptyDatabase: the app applies every migration itself, as on a first start. */
  options: { emptyDatabase?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ migrated: !options.emptyDatabase });
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-test-'));
  const config: Config = {
    // PUBLIC_URL as on a real site, so the helpers' Origin matches; a test passes PUBLIC_URL: '' to unset it.
    ...loadConfig({
      NODE_ENV: 'test',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      ...env,
    }),
    databaseUrl: database.url,
    inMemoryDb: !database.url,
    webDist: join(dataDir, 'no-web'),
    // Key stretching at a test's cost (modules/auth/password-hashing.ts); a test may ask for 'standard'.
    passwordHashing: 'light',
    ...overrides,
  };
  const copied = options.emptyDatabase ? undefined : await migratedPgliteFor(config);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, copied ? { database: copied } : {});
  } catch (err) {
    await copied?.close();
    throw err;
  }
  return {
    app,
    config,
    dataDir,
    database,
    async close() {
      await app.close();
      // An app closes only a database it opened itself.
      await copied?.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
