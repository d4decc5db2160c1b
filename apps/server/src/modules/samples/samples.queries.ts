// The only place samples of a lot (D39) touch the database: sample_requests, and the reads of the lot,
// its product and manufacturer a request is checked against. Each status change is one conditional
// update (status = the one it leaves): of two clicks at the same moment, one changes the row and the
// other finds nothing to change.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lots, products, quoteRequests, sampleRequests, slabs, vendors } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type Reader = Pick<Database, 'select'>;
export type SampleRow = typeof sampleRequests.$inferSelect;
export type SampleWithManufacturer = { sample: SampleRow; vendorName: string | null };

/** A lot with what a sample request is checked against: its product's and manufacturer's status, its available slabs. */
export async function lotForSample(db: Executor, lotId: number) {
  const [row] = await db
    .select({
      lotId: lots.id,
      blockNumber: lots.blockNumber,
      lotNumber: lots.lotNumber,
      productId: products.id,
      productName: products.name,
      productStatus: products.status,
      vendorId: vendors.id,
      vendorName: vendors.businessName,
      availableSlabs: sql<number>`(select count(*)::int from ${slabs} where ${slabs.lotId} = ${lots.id} and ${slabs.status} = 'available')`,
    })
    .from(lots)
    .innerJoin(products, eq(products.id, lots.productId))
    .innerJoin(vendors, eq(vendors.id, lots.vendorId))
    .where(eq(lots.id, lotId));
  return row ? { ...row, availableSlabs: Number(row.availableSlabs) } : undefined;
}

export async function insertSample(
  db: Executor,
  row: typeof sampleRequests.$inferInsert,
): Promise<SampleRow> {
  const [inserted] = await db.insert(sampleRequests).values(row).returning();
  return inserted!;
}

export async function findSample(db: Executor, id: number): Promise<SampleWithManufacturer | undefined> {
  const [row] = await db
    .select({ sample: sampleRequests, vendorName: vendors.businessName })
    .from(sampleRequests)
    .leftJoin(vendors, eq(vendors.id, sampleRequests.vendorId))
    .where(eq(sampleRequests.id, id));
  return row;
}

/**
 * Moves a sample from one status to the next with the given fields, only while it is still in `from`:
 * undefined when another click (or the other side) moved it first.
 */
export async function moveSample(
  db: Executor,
  id: number,
  from: readonly SampleRow['status'][],
  set: Partial<typeof sampleRequests.$inferInsert>,
): Promise<SampleRow | undefined> {
  const [row] = await db
    .update(sampleRequests)
    .set({ ...set, version: sql`${sampleRequests.version} + 1`, updatedAt: new Date() })
    .where(and(eq(sampleRequests.id, id), inArray(sampleRequests.status, from)))
    .returning();
  return row;
}

async function page(
  db: Executor,
  where: ReturnType<typeof and>,
  limit: number,
  offset: number,
): Promise<{ rows: SampleWithManufacturer[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ sample: sampleRequests, vendorName: vendors.businessName })
      .from(sampleRequests)
      .leftJoin(vendors, eq(vendors.id, sampleRequests.vendorId))
      .where(where)
      .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sampleRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export const buyerSamples = (db: Executor, userId: string, limit: number, offset: number) =>
  page(db, and(eq(sampleRequests.userId, userId)), limit, offset);

export const manufacturerSamples = (
  db: Executor,
  manufacturerIds: number[],
  status: string | undefined,
  limit: number,
  offset: number,
) =>
  page(
    db,
    and(
      inArray(sampleRequests.vendorId, manufacturerIds),
      status ? eq(sampleRequests.status, status) : undefined,
    ),
    limit,
    offset,
  );

/** The sample each of these quote requests cites (those citing none are left out). */
export async function samplesOfQuoteRequests(
  db: Reader,
  requestIds: number[],
): Promise<{ requestId: number; sample: SampleRow }[]> {
  if (!requestIds.length) return [];
  return db
    .select({ requestId: quoteRequests.id, sample: sampleRequests })
    .from(quoteRequests)
    .innerJoin(sampleRequests, eq(sampleRequests.id, quoteRequests.sampleId))
    .where(inArray(quoteRequests.id, requestIds));
}
