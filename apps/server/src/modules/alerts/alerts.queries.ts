// The only place saved searches and price drops touch the database (D41).
import { and, asc, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceDrops, savedSearches } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Serialises one buyer's writes of saved searches until the transaction ends, so the limit and the
 * one-search-per-address rule are decided by the database even for requests at the same moment.
 */
export async function lockBuyerSearches(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`granite-saved-searches:${userId}`}))`);
}

export function listForUser(db: Executor, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function countForUser(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findOwn(db: Executor, userId: string, id: number): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row;
}

export async function urlTaken(
  db: Executor,
  userId: string,
  url: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, userId),
        eq(savedSearches.url, url),
        exceptId === undefined ? undefined : ne(savedSearches.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertSavedSearch(
  db: Executor,
  row: typeof savedSearches.$inferInsert,
): Promise<SavedSearchRow> {
  const [inserted] = await db.insert(savedSearches).values(row).returning();
  return inserted!;
}

export async function updateSavedSearch(
  db: Executor,
  userId: string,
  id: number,
  set: Partial<typeof savedSearches.$inferInsert>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Executor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function findByTokenHash(db: Executor, hash: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.unsubscribeTokenHash, hash));
  return row;
}

export async function stopByTokenHash(db: Executor, hash: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'none', updatedAt: new Date() })
    .where(eq(savedSearches.unsubscribeTokenHash, hash))
    .returning();
  return row;
}

// ---------------------------------------------------------------- the alert job

/**
 * Searches due at `now`: every 'immediately' one, daily ones looked at a day ago, weekly ones a
 * week ago; those waiting longest first, at most `limit` (the rest come in the next run).
 */
export function dueSearches(
  db: Executor,
  cutoffs: { daily: Date; weekly: Date },
  limit: number,
): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(
      or(
        eq(savedSearches.frequency, 'immediately'),
        and(eq(savedSearches.frequency, 'daily'), lt(savedSearches.checkedThrough, cutoffs.daily)),
        and(eq(savedSearches.frequency, 'weekly'), lt(savedSearches.checkedThrough, cutoffs.weekly)),
      ),
    )
    .orderBy(asc(savedSearches.checkedThrough), asc(savedSearches.id))
    .limit(limit);
}

export type AlertCandidate = {
  kind: 'product' | 'lot' | 'price';
  productId: number;
  /** When it happened: the product's or lot's creation, the price's lowering. */
  at: Date;
  productName: string;
  vendorName: string;
  pricePaise: number;
  oldPricePaise: number | null;
  lotId: number | null;
  availableSlabs: number | null;
  thicknessMm: number | null;
  grade: string | null;
};

type CandidateRow = Omit<AlertCandidate, 'at'> & { at: Date | string };
const candidates = (rows: CandidateRow[]): AlertCandidate[] =>
  rows.map((r) => ({
    ...r,
    productId: Number(r.productId),
    pricePaise: Number(r.pricePaise),
    oldPricePaise: r.oldPricePaise === null ? null : Number(r.oldPricePaise),
    lotId: r.lotId === null ? null : Number(r.lotId),
    availableSlabs: r.availableSlabs === null ? null : Number(r.availableSlabs),
    thicknessMm: r.thicknessMm === null ? null : Number(r.thicknessMm),
    at: new Date(r.at),
  }));

const ts = (d: Date) => d.toISOString();

/**
 * Active products created in (after, until], oldest first, at most `limit` (the catalogue decides
 * visibility and filters afterwards). Uses products_status_created_idx.
 */
export async function newProducts(db: Executor, after: Date, until: Date, limit: number) {
  const result = await db.execute<CandidateRow>(sql`
    select 'product' as kind, p.id as "productId", p.created_at as at, p.name as "productName",
      v.business_name as "vendorName", p.price_paise as "pricePaise", null as "oldPricePaise",
      null as "lotId", null as "availableSlabs", null as "thicknessMm", null as grade
    from products p join vendors v on v.id = p.vendor_id
    where p.status = 'active' and p.created_at > ${ts(after)}::timestamptz and p.created_at <= ${ts(until)}::timestamptz
    order by p.created_at asc, p.id asc
    limit ${limit}`);
  return candidates(result.rows);
}

/** Lots created in (after, until] that still have available slabs, oldest first. */
export async function newLots(db: Executor, after: Date, until: Date, limit: number) {
  const result = await db.execute<CandidateRow>(sql`
    select 'lot' as kind, l.product_id as "productId", l.created_at as at, p.name as "productName",
      v.business_name as "vendorName", p.price_paise as "pricePaise", null as "oldPricePaise",
      l.id as "lotId", s.available as "availableSlabs", l.thickness_mm as "thicknessMm", l.grade
    from lots l
    join products p on p.id = l.product_id and p.status = 'active'
    join vendors v on v.id = p.vendor_id
    join lateral (select count(*)::int as available from slabs s where s.lot_id = l.id and s.status = 'available') s on s.available > 0
    where l.created_at > ${ts(after)}::timestamptz and l.created_at <= ${ts(until)}::timestamptz
    order by l.created_at asc, l.id asc
    limit ${limit}`);
  return candidates(result.rows);
}

/**
 * Price drops in (after, until] whose product is still active and still below the old price (a drop
 * undone since is no news), the latest drop of each product, oldest first.
 */
export async function newPriceDrops(db: Executor, after: Date, until: Date, limit: number) {
  const result = await db.execute<CandidateRow>(sql`
    select 'price' as kind, d.product_id as "productId", d.created_at as at, p.name as "productName",
      v.business_name as "vendorName", p.price_paise as "pricePaise", d.old_price_paise as "oldPricePaise",
      null as "lotId", null as "availableSlabs", null as "thicknessMm", null as grade
    from price_drops d
    join products p on p.id = d.product_id and p.status = 'active' and p.price_paise < d.old_price_paise
    join vendors v on v.id = p.vendor_id
    where d.created_at > ${ts(after)}::timestamptz and d.created_at <= ${ts(until)}::timestamptz
    order by d.created_at asc, d.id asc
    limit ${limit}`);
  return candidates(result.rows);
}

/**
 * Moves the searches' window on (and, for those alerted, says when) where it still starts at
 * `expected`: a search visited or edited meanwhile is left alone. Returns how many moved.
 */
export async function markChecked(
  db: Executor,
  ids: number[],
  checkedThrough: Date,
  alertedAt: Date | null,
  expected: Date,
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(savedSearches)
    .set(alertedAt ? { checkedThrough, lastAlertAt: alertedAt } : { checkedThrough })
    .where(
      and(
        sql`${savedSearches.id} = any(${`{${ids.join(',')}}`}::int[])`,
        // JavaScript dates hold milliseconds, the column microseconds.
        sql`${savedSearches.checkedThrough} >= ${expected.toISOString()}::timestamptz and ${savedSearches.checkedThrough} < ${new Date(expected.getTime() + 1).toISOString()}::timestamptz`,
        ne(savedSearches.frequency, 'none'),
      ),
    )
    .returning({ id: savedSearches.id });
  return rows.map((r) => r.id);
}

/** Price drops older than `before` are no use to any search (D41: 30 days). */
export async function prunePriceDrops(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(priceDrops)
    .where(lt(priceDrops.createdAt, before))
    .returning({ id: priceDrops.id });
  return rows.length;
}

/** Names and addresses of the searches' owners, in one read. */
export async function recipients(
  db: Executor,
  userIds: string[],
): Promise<Map<string, { email: string; name: string; language: string }>> {
  if (!userIds.length) return new Map();
  const result = await db.execute<{ id: string; email: string; name: string; language: string }>(
    sql`select id, email, name, language from "user" where id = any(${`{${userIds.map((u) => `"${u.replaceAll('"', '')}"`).join(',')}}`}::text[])`,
  );
  return new Map(result.rows.map((r) => [r.id, { email: r.email, name: r.name, language: r.language }]));
}
