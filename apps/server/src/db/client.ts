import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /** Runs `fn` while holding a database-wide lock, so only one server process at a time does it. */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * DATABASE_READ_URL (ADR 020): the replica's handle for full reads that may lag the primary by a
   * moment (the catalogue index's build, heavy reports); the primary's own handle when none is set.
   */
  readDb: Database;
  /** The connection pools' use, for /metrics (modules/metrics); absent on PGlite. */
  poolStats?(): PoolStats[];
};

export type PoolStats = {
  pool: 'primary' | 'replica';
  total: number;
  idle: number;
  waiting: number;
  max: number;
};

/** The replica of a handle's `db` (readReplicaOf): modules hold `deps.db`, not the handle. */
const replicas = new WeakMap<object, Database>();

/**
 * Where a full read that may lag the primary by a moment goes (ADR 020): the read replica when
 * DATABASE_READ_URL is set, else `db` itself. Never for a read that must see this request's writes.
 */
export function readReplicaOf(db: Database): Database {
  return replicas.get(db) ?? db;
}

export type DbLogger = { error(obj: unknown, msg?: string): void };

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemoryDb' | 'dbPool'> &
    Partial<Pick<Config, 'databaseReadUrl'>>,
  log: DbLogger,
  /** PGlite only: start from this data directory (a dumpDataDir tarball), e.g. an already migrated one. */
  pglite: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = newPool(config.databaseUrl, config, log);
    const db = drizzlePg(pool, { schema });
    const replicaPool = config.databaseReadUrl ? newPool(config.databaseReadUrl, config, log) : undefined;
    const readDb = replicaPool ? drizzlePg(replicaPool, { schema }) : db;
    if (replicaPool) replicas.set(db, readDb);
    const max = config.dbPool?.max ?? 10;
    const stats = (name: PoolStats['pool'], p: pg.Pool): PoolStats => ({
      pool: name,
      total: p.totalCount,
      idle: p.idleCount,
      waiting: p.waitingCount,
      max,
    });
    return {
      db,
      readDb,
      kind: 'postgres',
      ping: () => ping(db),
      poolStats: () => [stats('primary', pool), ...(replicaPool ? [stats('replica', replicaPool)] : [])],
      async exclusively(name, fn) {
        // A session-level advisory lock on a connection of its own: servers starting together wait
        // for each other instead of applying the same migration twice.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [name]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
          }
        } finally {
          client.release();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
  }
  let dataDir: string | undefined;
  if (!config.inMemoryDb) {
    dataDir = join(config.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: pglite.loadDataDir });
  const locks = new Map<string, Promise<unknown>>();
  // Both drivers expose the same query builder; tests run every module on each.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    ping: () => ping(db),
    // PGlite belongs to this process: an in-process queue per name is the whole lock.
    exclusively: (name, fn) => {
      const run = (locks.get(name) ?? Promise.resolve()).then(fn, fn);
      locks.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
    close: () => client.close(),
  };
}

function newPool(connectionString: string, config: Pick<Config, 'dbPool'>, log: DbLogger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: config.dbPool?.max ?? 10,
    // Waiting longer than this for a free connection (every one busy, or the server down) fails
    // fast; the error handler answers 503 with Retry-After (pool exhaustion, restarts).
    connectionTimeoutMillis: config.dbPool?.waitMs ?? 1_500,
    // DB_STATEMENT_TIMEOUT_MS: a runaway query cannot hold a connection for ever. Off by default:
    // migrations and the bench seed run long statements on purpose.
    ...(config.dbPool?.statementTimeoutMs ? { statement_timeout: config.dbPool.statementTimeoutMs } : {}),
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => log.error({ err }, 'postgres pool error'));
  // A client checked out of the pool (a transaction between two queries) has no listener of the
  // pool's: a restart of PostgreSQL (57P01) would then be an uncaught error that ends the process.
  pool.on('connect', (client) => {
    client.on('error', (err) => log.error({ err: err.message }, 'postgres connection lost'));
  });
  return pool;
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
