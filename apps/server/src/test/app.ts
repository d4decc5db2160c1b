// Test fixtures: every test file gets its own empty database, PGlite in memory by default or a fresh
// database on the PostgreSQL server named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export type TestDatabase = { url: string | undefined; drop(): Promise<void> };

/** A fresh, empty database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-test-'));
  const config: Config = {
    // PUBLIC_URL as on a real site, so the helpers' Origin matches; a test passes PUBLIC_URL: '' to unset it.
    ...loadConfig({
      NODE_ENV: 'test',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      // No background search warming unless a test asks for it (catalog.matches.test.ts).
      SEARCH_WARM_WORDS: '0',
      ...env,
    }),
    databaseUrl: database.url,
    inMemoryDb: !database.url,
    webDist: join(dataDir, 'no-web'),
    ...overrides,
  };
  const app = await buildApp(config);
  return {
    app,
    config,
    dataDir,
    database,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
