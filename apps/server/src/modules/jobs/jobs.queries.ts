// SQL of the scheduled jobs: the per-job lock and run record, and the rows each job reads or moves.
import { and, eq, gt, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobRuns, quoteReplies, quoteRequests } from '../../db/schema';

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

export async function recordRun(tx: Executor, name: string, at: Date): Promise<void> {
  await tx
    .insert(jobRuns)
    .values({ name, lastRunAt: at })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: at } });
}

/** D17: current replies whose validity date (a day in India) is before `today` become expired. */
export async function expireReplies(tx: Executor, today: string) {
  return tx
    .update(quoteReplies)
    .set({ status: 'expired' })
    .where(and(eq(quoteReplies.status, 'current'), lt(quoteReplies.validUntil, today)))
    .returning({
      id: quoteReplies.id,
      quoteRequestId: quoteReplies.quoteRequestId,
      vendorId: quoteReplies.vendorId,
    });
}

export async function requestsByIds(tx: Executor, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: quoteRequests.id,
      productName: quoteRequests.productName,
      vendorName: quoteRequests.vendorName,
      userId: quoteRequests.userId,
    })
    .from(quoteRequests)
    .where(inArray(quoteRequests.id, ids));
}

/**
 * Forwarded requests still without any reply whose forwarding is older than 24 hours: those that
 * crossed the 24-hour mark after `since` (the job's previous run) and by `until`. Each request
 * crosses the mark once, so each manufacturer is reminded once per request.
 */
export async function unansweredForwarded(tx: Executor, since: Date | null, until: Date) {
  return tx
    .select({
      id: quoteRequests.id,
      vendorId: quoteRequests.vendorId,
      productName: quoteRequests.productName,
      customerName: quoteRequests.customerName,
      quantitySqft: quoteRequests.quantitySqft,
      deliveryCity: quoteRequests.deliveryCity,
    })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.status, 'forwarded'),
        lte(quoteRequests.forwardedAt, until),
        since ? gt(quoteRequests.forwardedAt, since) : undefined,
        isNull(quoteRequests.respondedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(quoteReplies)
            .where(eq(quoteReplies.quoteRequestId, quoteRequests.id)),
        ),
      ),
    );
}
