// The only place documents (D35) touch the database: each manufacturer's invoice series and the
// order's issued documents, the two tables this module owns.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceSeries, orderDocuments } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type DocumentRow = typeof orderDocuments.$inferSelect;

/**
 * The next number of a manufacturer's series for a financial year. One statement takes the row's
 * lock until the caller's transaction ends, so concurrent shipments queue on it and get consecutive
 * numbers; a rolled-back shipment gives its number back (no gap, no duplicate; never MAX + 1).
 */
export async function nextInvoiceSequence(
  db: Executor,
  vendorId: number,
  financialYear: string,
): Promise<number> {
  const [row] = await db
    .insert(invoiceSeries)
    .values({ vendorId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.vendorId, invoiceSeries.financialYear],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  return row!.lastNumber;
}

export async function insertDocument(
  db: Executor,
  values: typeof orderDocuments.$inferInsert,
): Promise<DocumentRow | undefined> {
  const [row] = await db.insert(orderDocuments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The order's documents, newest first (a correction supersedes the one it names). */
export async function documentsOfOrder(db: Executor, orderId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(desc(orderDocuments.issuedAt), desc(orderDocuments.id));
}

/** Records the stored file of a document issued without one yet; undefined if another request did. */
export async function recordStoredFile(
  db: Executor,
  id: number,
  file: { storageKey: string; sha256: string; bytes: number },
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(orderDocuments)
    .set(file)
    .where(and(eq(orderDocuments.id, id), isNull(orderDocuments.storageKey)))
    .returning();
  return row;
}

export async function findDocument(db: Executor, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(orderDocuments).where(eq(orderDocuments.id, id));
  return row;
}
