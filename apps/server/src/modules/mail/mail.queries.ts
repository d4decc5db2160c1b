import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** `db` may be a transaction: the message is written (and later sent) only if the caller commits. */
export async function insertMail(db: Pick<Database, 'insert'>, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning();
  return inserted!;
}

/**
 * Leases up to `limit` due messages: bumps their send_after by `leaseMs` and counts the attempt in
 * one statement, so several server processes never pick the same message at once.
 */
export async function leaseDueMail(db: Database, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.sendAfter, sql`now()`)))
    .orderBy(asc(mailOutbox.sendAfter))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      sendAfter: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMail(
  db: Database,
  id: number,
  change: Pick<NewOutboxRow, 'status'> & Partial<Pick<NewOutboxRow, 'sentAt' | 'lastError' | 'sendAfter'>>,
): Promise<void> {
  await db.update(mailOutbox).set(change).where(eq(mailOutbox.id, id));
}
