// Reads only (ADR 013: nothing here writes): the figures /metrics takes from other modules' tables.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The mail outbox's undelivered messages and the age of the oldest (seconds), by status. */
export async function outboxDepth(db: Database): Promise<{ pending: number; oldestSeconds: number }> {
  const result = await db.execute<{ pending: string | number; oldest: string | number | null }>(sql`
    select count(*) as pending,
           extract(epoch from now() - min(created_at)) as oldest
    from mail_outbox where status = 'pending'`);
  const row = result.rows[0];
  return { pending: Number(row?.pending ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

/** The newest entry of the catalogue's change feed (0 when empty). */
export async function newestCatalogChange(db: Database): Promise<number> {
  const result = await db.execute<{ seq: string | number | null }>(
    sql`select max(seq) as seq from catalog_changes`,
  );
  return Number(result.rows[0]?.seq ?? 0);
}

/** When each scheduled job last ran (D17), by name. */
export async function lastJobRuns(db: Database): Promise<Map<string, Date>> {
  const result = await db.execute<{ name: string; at: string | Date }>(
    sql`select name, last_run_at as at from job_runs`,
  );
  return new Map(result.rows.map((r) => [r.name, new Date(r.at)]));
}
