// SQL of the scheduled jobs: the per-job lock and the record of each run.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobRuns } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute' | 'transaction'>;

/**
 * Held until the surrounding transaction ends; false when another server process holds it.
 * One 64-bit key per job name (hashtext is stable across PostgreSQL servers of one version).
 */
export async function tryJobLock(tx: Executor, name: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext(${`granite-job:${name}`})) as locked`,
  );
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}

/** The job's last run, its row locked for the rest of the transaction. */
export async function lastRunAt(tx: Executor, name: string): Promise<Date | null> {
  const [row] = await tx.select().from(jobRuns).where(eq(jobRuns.name, name)).for('update');
  return row?.lastRunAt ?? null;
}

/** The job's last run, read without a lock (to skip preparing a job that is not due). */
export async function peekLastRun(db: Executor, name: string): Promise<Date | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row?.lastRunAt ?? null;
}

export async function recordRun(tx: Executor, name: string, at: Date): Promise<void> {
  await tx
    .insert(jobRuns)
    .values({ name, lastRunAt: at })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: at } });
}
