// The only code of the tax module that touches the database: the rate table (hsn_rates, written
// here only) and the reads a reply's tax needs (the product's HSN, the manufacturer's GSTIN and state).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hsnRates, products, vendors } from '../../db/schema';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** Reads only: any executor or transaction of another module will do. */
export type Reader = Pick<Database, 'select'>;
export type HsnRateRow = typeof hsnRates.$inferSelect;
export type HsnRateValues = Pick<HsnRateRow, 'hsn' | 'description' | 'ratePercent' | 'effectiveFrom'>;

export async function listRates(db: Db): Promise<HsnRateRow[]> {
  return db.select().from(hsnRates).orderBy(asc(hsnRates.hsn), desc(hsnRates.effectiveFrom));
}

export async function findRate(db: Db, id: number, lock = false): Promise<HsnRateRow | undefined> {
  const query = db.select().from(hsnRates).where(eq(hsnRates.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertRate(db: Db, values: HsnRateValues): Promise<HsnRateRow> {
  const [row] = await db.insert(hsnRates).values(values).returning();
  return row!;
}

/** D29: the edit applies only to the version the admin loaded. */
export async function updateRateAtVersion(
  db: Db,
  id: number,
  version: number,
  values: HsnRateValues,
): Promise<HsnRateRow | undefined> {
  const [row] = await db
    .update(hsnRates)
    .set({ ...values, version: sql`${hsnRates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(hsnRates.id, id), eq(hsnRates.version, version)))
    .returning();
  return row;
}

export async function deleteRate(db: Db, id: number): Promise<void> {
  await db.delete(hsnRates).where(eq(hsnRates.id, id));
}

/**
 * D34: the rate of an HSN code on a day: of the rows whose code is a prefix of it, the longest
 * code, and of its rows the latest that took effect on or before the day. A code shorter than the
 * table's items (a 4-digit heading, as a business under ₹5 crore may print it: CGST Notification
 * 78/2020) that no row starts takes the rate its items have that day when they all agree: "2516"
 * is a granite block when 2516 11 00 and 2516 12 00 are both 5 %; items that differ give none.
 */
export async function rateRowFor(db: Reader, hsn: string, day: string): Promise<HsnRateRow | undefined> {
  const [row] = await db
    .select()
    .from(hsnRates)
    .where(and(sql`${hsn} like ${hsnRates.hsn} || '%'`, sql`${hsnRates.effectiveFrom} <= ${day}`))
    .orderBy(desc(sql`length(${hsnRates.hsn})`), desc(hsnRates.effectiveFrom))
    .limit(1);
  if (row) return row;
  const under = await db
    .select()
    .from(hsnRates)
    .where(and(sql`${hsnRates.hsn} like ${hsn} || '%'`, sql`${hsnRates.effectiveFrom} <= ${day}`))
    .orderBy(asc(hsnRates.hsn), desc(hsnRates.effectiveFrom));
  const latestOfEach = under.filter((r, i) => i === 0 || under[i - 1]!.hsn !== r.hsn);
  const rates = new Set(latestOfEach.map((r) => r.ratePercent));
  return rates.size === 1
    ? latestOfEach.sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0]
    : undefined;
}

export async function productHsn(db: Reader, productId: number): Promise<string | null> {
  const [row] = await db.select({ hsn: products.hsn }).from(products).where(eq(products.id, productId));
  return row?.hsn ?? null;
}

export async function manufacturerTaxIdentity(
  db: Reader,
  manufacturerId: number,
): Promise<{ gstin: string | null; state: string | null; gstStatus: string } | undefined> {
  const [row] = await db
    .select({ gstin: vendors.gstin, state: vendors.state, gstStatus: vendors.gstStatus })
    .from(vendors)
    .where(eq(vendors.id, manufacturerId));
  return row;
}

/** PostgreSQL's unique_violation (here: a second rate for one HSN and date), however it is wrapped. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
