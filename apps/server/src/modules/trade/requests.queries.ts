// The only place quote requests touch the database (D16, D17).
import {
  type BuyerQuoteRequest,
  deliveryStateOf,
  type Finish,
  type MaterialQuality,
  type ProductType,
  type QuantityUnit,
  type QuoteStatus,
  type RequestedSlabView,
} from '@granite/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteReplies, quoteRequests } from '../../db/schema';
import { requestedSlabsByRequest } from './slab-quotes.queries';

export type QuotableProduct = {
  id: number;
  name: string;
  vendorId: number;
  vendorName: string;
  productType: string;
};

/**
 * The products a buyer may ask about: visible in the public catalogue (storefront 4): active, of an
 * active manufacturer, in an active category. Others are answered as if they did not exist.
 */
export async function findQuotableProducts(db: Database, ids: number[]): Promise<QuotableProduct[]> {
  if (!ids.length) return [];
  const literal = `{${ids.join(',')}}`;
  const result = await db.execute<QuotableProduct>(sql`
    select p.id, p.name, v.id as "vendorId", v.business_name as "vendorName", p.product_type as "productType"
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
export async function insertQuoteRequests(
  db: Database,
  rows: NewQuoteRow[],
  /** Runs in the same transaction with the stored rows (notifications of the new requests). */
  afterInsert?: (
    tx: Pick<Database, 'select' | 'insert' | 'update' | 'execute'>,
    stored: QuoteRow[],
  ) => Promise<void>,
): Promise<number[] | null> {
  try {
    return await db.transaction(async (tx) => {
      const stored: QuoteRow[] = [];
      for (const row of rows) {
        const [inserted] = await tx
          .insert(quoteRequests)
          .values(row)
          .onConflictDoNothing({ target: [quoteRequests.idempotencyKey, quoteRequests.productId] })
          .returning();
        if (!inserted) throw new DuplicateSubmission();
        stored.push(inserted);
      }
      if (afterInsert) await afterInsert(tx, stored);
      return stored.map((r) => r.id);
    });
  } catch (err) {
    if (err instanceof DuplicateSubmission) return null;
    throw err;
  }
}

class DuplicateSubmission extends Error {}

type QuoteRow = typeof quoteRequests.$inferSelect;
type ReplyRow = typeof quoteReplies.$inferSelect;

/** The newest reply of each request (D17: revisions are kept; the buyer sees the latest). */
async function latestReplies(db: Database, requestIds: number[]): Promise<Map<number, ReplyRow>> {
  if (!requestIds.length) return new Map();
  const rows = await db
    .select()
    .from(quoteReplies)
    .where(inArray(quoteReplies.quoteRequestId, requestIds))
    .orderBy(asc(quoteReplies.quoteRequestId), desc(quoteReplies.revision));
  const latest = new Map<number, ReplyRow>();
  for (const row of rows) if (!latest.has(row.quoteRequestId)) latest.set(row.quoteRequestId, row);
  return latest;
}

async function toViews(db: Database, rows: QuoteRow[]): Promise<BuyerQuoteRequest[]> {
  const ids = rows.map((r) => r.id);
  const [replies, requested] = await Promise.all([latestReplies(db, ids), requestedSlabsByRequest(db, ids)]);
  return rows.map((row) => toView(row, replies.get(row.id), requested.get(row.id) ?? []));
}

const toView = (
  row: QuoteRow,
  reply: ReplyRow | undefined,
  requestedSlabs: RequestedSlabView[],
): BuyerQuoteRequest => ({
  id: row.id,
  groupId: row.groupId,
  productId: row.productId,
  productName: row.productName,
  vendorName: row.vendorName,
  customerName: row.customerName,
  mobileNumber: row.mobileNumber,
  quantitySqft: row.quantitySqft,
  quantityUnit: row.quantityUnit as QuantityUnit,
  deliveryCity: row.deliveryCity,
  deliveryPin: row.deliveryPin,
  deliveryState: deliveryStateOf(row.deliveryPin, row.deliveryState),
  consignee: row.consignee ?? null,
  materialQuality: row.materialQuality as MaterialQuality,
  productType: row.productType as ProductType,
  thickness: row.thickness as BuyerQuoteRequest['thickness'],
  slabSize: row.slabSize as BuyerQuoteRequest['slabSize'],
  tileSize: row.tileSize as BuyerQuoteRequest['tileSize'],
  finishType: row.finishType as Finish | null,
  neededBy: row.neededBy,
  additionalNotes: row.additionalNotes,
  status: row.status as QuoteStatus,
  response: reply
    ? {
        pricePaise: reply.pricePaise,
        validUntil: reply.validUntil,
        message: reply.message,
        respondedAt: reply.createdAt.toISOString(),
      }
    : null,
  requestedSlabs,
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
  const views = await toViews(db, rows);
  return rows.map((row, i) => ({ userId: row.userId, view: views[i]! }));
}

export async function findQuoteRequestsByIds(db: Database, ids: number[]): Promise<BuyerQuoteRequest[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(inArray(quoteRequests.id, ids))
    .orderBy(asc(quoteRequests.id));
  return toViews(db, rows);
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
  return { items: await toViews(db, rows), total: Number(totals?.n ?? 0) };
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
  return row ? (await toViews(db, [row]))[0] : undefined;
}
