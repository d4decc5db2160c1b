// The only code of the export module that touches the database: the dated exchange rates and the
// containers' payload limits (both written here only, ADR 013).
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containerPayloadLimits, exchangeRates } from '../../db/schema';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** Reads only: any executor or transaction of another module will do. */
export type Reader = Pick<Database, 'select'>;

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type ExchangeRateValues = Pick<
  ExchangeRateRow,
  'currency' | 'inrPerUnit' | 'effectiveFrom' | 'source'
>;
export type PayloadLimitRow = typeof containerPayloadLimits.$inferSelect;
export type PayloadLimitValues = Pick<
  PayloadLimitRow,
  'country' | 'leg' | 'limit20Kg' | 'limit40Kg' | 'note'
>;

// ---------------------------------------------------------------- exchange rates

export async function listExchangeRates(db: Reader): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.effectiveFrom));
}

export async function findExchangeRate(
  db: Db,
  id: number,
  lock = false,
): Promise<ExchangeRateRow | undefined> {
  const query = db.select().from(exchangeRates).where(eq(exchangeRates.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertExchangeRate(db: Db, values: ExchangeRateValues): Promise<ExchangeRateRow> {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  return row!;
}

/** D29: the edit applies only to the version the admin loaded. */
export async function updateExchangeRateAtVersion(
  db: Db,
  id: number,
  version: number,
  values: ExchangeRateValues,
): Promise<ExchangeRateRow | undefined> {
  const [row] = await db
    .update(exchangeRates)
    .set({ ...values, version: sql`${exchangeRates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(exchangeRates.id, id), eq(exchangeRates.version, version)))
    .returning();
  return row;
}

export async function deleteExchangeRate(db: Db, id: number): Promise<void> {
  await db.delete(exchangeRates).where(eq(exchangeRates.id, id));
}

/** D47: the currency's latest rate that took effect on or before the day. */
export async function exchangeRateOn(
  db: Reader,
  currency: string,
  day: string,
): Promise<ExchangeRateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.effectiveFrom, day)))
    .orderBy(desc(exchangeRates.effectiveFrom))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- payload limits

export async function listPayloadLimits(db: Reader): Promise<PayloadLimitRow[]> {
  return db
    .select()
    .from(containerPayloadLimits)
    .orderBy(asc(containerPayloadLimits.country), asc(containerPayloadLimits.leg));
}

export async function findPayloadLimit(
  db: Db,
  id: number,
  lock = false,
): Promise<PayloadLimitRow | undefined> {
  const query = db.select().from(containerPayloadLimits).where(eq(containerPayloadLimits.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function payloadLimitOf(
  db: Reader,
  country: string,
  leg: string,
): Promise<PayloadLimitRow | undefined> {
  const [row] = await db
    .select()
    .from(containerPayloadLimits)
    .where(and(eq(containerPayloadLimits.country, country), eq(containerPayloadLimits.leg, leg)))
    .limit(1);
  return row;
}

export async function insertPayloadLimit(db: Db, values: PayloadLimitValues): Promise<PayloadLimitRow> {
  const [row] = await db
    .insert(containerPayloadLimits)
    .values({ ...values, confirmed: true })
    .returning();
  return row!;
}

export async function updatePayloadLimitAtVersion(
  db: Db,
  id: number,
  version: number,
  values: PayloadLimitValues & { confirmed: boolean },
): Promise<PayloadLimitRow | undefined> {
  const [row] = await db
    .update(containerPayloadLimits)
    .set({ ...values, version: sql`${containerPayloadLimits.version} + 1`, updatedAt: new Date() })
    .where(and(eq(containerPayloadLimits.id, id), eq(containerPayloadLimits.version, version)))
    .returning();
  return row;
}

export async function deletePayloadLimit(db: Db, id: number): Promise<void> {
  await db.delete(containerPayloadLimits).where(eq(containerPayloadLimits.id, id));
}

/** PostgreSQL's unique_violation, however it is wrapped. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
