// The only place quote requests touch the database (D16, D17).
import type { BuyerQuoteRequest, Finish, MaterialQuality, ProductType, QuoteStatus } from '@granite/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteRequests } from '../../db/schema';

export type QuotableProduct = { id: number; name: string; vendorId: number; vendorName: string };

/**
 * The products a buyer may ask about: visible in the public catalogue (storefront 4): active, of an
 * active manufacturer, in an active category. Others are answered as if they did not exist.
 */
export async function findQuotableProducts(db: Database, ids: number[]): Promise<QuotableProduct[]> {
  if (!ids.length) return [];
  const literal = `{${ids.join(',')}}`;
  const result = await db.execute<QuotableProduct>(sql`
    select p.id, p.name, v.id as "vendorId", v.business_name as "vendorName"
    from products p
      join vendors v on v.id = p.vendor_id and v.status = 'active'
      join categories c on c.id = p.category_id and c.is_active
    where p.status = 'active' and p.id = any(${literal}::int[])`);
  return result.rows;
}

export type NewQuoteRow = typeof quoteRequests.$inferInsert;

/**
 * Inserts every row in one transaction, or none. A row whose (idempotency key, product) is already
 * stored, even by a concurrent request that committed a moment ago, makes the whole insert roll
 * back and answer `null`: the caller then reads the earlier submission instead (D16).
 */
export async function insertQuoteRequests(db: Database, rows: NewQuoteRow[]): Promise<number[] | null> {
  try {
    return await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const row of rows) {
        const [inserted] = await tx
          .insert(quoteRequests)
          .values(row)
          .onConflictDoNothing({ target: [quoteRequests.idempotencyKey, quoteRequests.productId] })
          .returning({ id: quoteRequests.id });
        if (!inserted) throw new DuplicateSubmission();
        ids.push(inserted.id);
      }
      return ids;
    });
  } catch (err) {
    if (err instanceof DuplicateSubmission) return null;
    throw err;
  }
}

class DuplicateSubmission extends Error {}

type QuoteRow = typeof quoteRequests.$inferSelect;

const toView = (row: QuoteRow): BuyerQuoteRequest => ({
  id: row.id,
  groupId: row.groupId,
  productId: row.productId,
  productName: row.productName,
  vendorName: row.vendorName,
  customerName: row.customerName,
  mobileNumber: row.mobileNumber,
  quantitySqft: row.quantitySqft,
  deliveryCity: row.deliveryCity,
  deliveryPin: row.deliveryPin,
  materialQuality: row.materialQuality as MaterialQuality,
  productType: row.productType as ProductType,
  thickness: row.thickness as BuyerQuoteRequest['thickness'],
  slabSize: row.slabSize as BuyerQuoteRequest['slabSize'],
  tileSize: row.tileSize as BuyerQuoteRequest['tileSize'],
  finishType: row.finishType as Finish | null,
  neededBy: row.neededBy,
  additionalNotes: row.additionalNotes,
  status: row.status as QuoteStatus,
  response:
    row.responsePricePaise === null
      ? null
      : {
          pricePaise: row.responsePricePaise,
          validUntil: row.responseValidUntil,
          message: row.responseMessage,
          respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
        },
  createdAt: row.createdAt.toISOString(),
});

/** Rows stored under one idempotency key, with their owner (to refuse somebody else's key). */
export async function findByIdempotencyKey(
  db: Database,
  key: string,
): Promise<{ userId: string | null; view: BuyerQuoteRequest }[]> {
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.idempotencyKey, key))
    .orderBy(asc(quoteRequests.id));
  return rows.map((row) => ({ userId: row.userId, view: toView(row) }));
}

export async function findQuoteRequestsByIds(db: Database, ids: number[]): Promise<BuyerQuoteRequest[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(inArray(quoteRequests.id, ids))
    .orderBy(asc(quoteRequests.id));
  return rows.map(toView);
}

export async function listUserQuoteRequests(
  db: Database,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ items: BuyerQuoteRequest[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.userId, userId))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.userId, userId)),
  ]);
  return { items: rows.map(toView), total: Number(totals?.n ?? 0) };
}

export async function findUserQuoteRequest(
  db: Database,
  userId: string,
  id: number,
): Promise<BuyerQuoteRequest | undefined> {
  const [row] = await db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.userId, userId)));
  return row ? toView(row) : undefined;
}
