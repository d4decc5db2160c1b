// The only place quality claims (D37) touch the database: order_claims and their photos, and the
// admin's list of orders with those needing attention (an open claim, a disputed payment) first.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  documents,
  media,
  orderClaimPhotos,
  orderClaims,
  orderPayments,
  orders,
  vendors,
} from '../../db/schema';
import type { Executor, OrderWithManufacturer } from './orders.queries';

export type Reader = Pick<Database, 'select'>;

export type ClaimRow = typeof orderClaims.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

/** Undefined when the order already has an open claim (the partial unique index decides races). */
export async function insertClaim(
  db: Executor,
  row: { orderId: number; description: string; raisedBy: string },
): Promise<ClaimRow | undefined> {
  const [inserted] = await db.insert(orderClaims).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findClaim(db: Executor, orderId: number, claimId: number, lock = false) {
  const query = db
    .select()
    .from(orderClaims)
    .where(and(eq(orderClaims.id, claimId), eq(orderClaims.orderId, orderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Only an open claim is closed: closing twice (or racing) changes nothing the second time. */
export async function closeClaimRow(
  db: Executor,
  claimId: number,
  from: readonly ClaimRow['status'][],
  set: {
    status: ClaimRow['status'];
    outcome: string;
    outcomeNote: string;
    closedBy: string;
    documentId: number | null;
  },
): Promise<ClaimRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(orderClaims)
    .set({ ...set, closedAt: now, updatedAt: now })
    .where(and(eq(orderClaims.id, claimId), inArray(orderClaims.status, [...from])))
    .returning();
  return row;
}

export async function claimPhotoPositions(db: Executor, claimId: number): Promise<number[]> {
  const rows = await db
    .select({ position: orderClaimPhotos.position })
    .from(orderClaimPhotos)
    .where(eq(orderClaimPhotos.claimId, claimId));
  return rows.map((r) => r.position);
}

/** Undefined when another upload took the place first. */
export async function insertClaimPhoto(
  db: Executor,
  row: { claimId: number; mediaId: string; position: number },
) {
  const [inserted] = await db.insert(orderClaimPhotos).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Each order's newest claim. */
export async function latestClaims(db: Reader, orderIds: number[]): Promise<ClaimRow[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select()
    .from(orderClaims)
    .where(inArray(orderClaims.orderId, orderIds))
    .orderBy(desc(orderClaims.createdAt), desc(orderClaims.id));
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.orderId) && seen.add(r.orderId));
}

export async function photosOfClaims(
  db: Reader,
  claimIds: number[],
): Promise<{ claimId: number; media: MediaRow }[]> {
  if (!claimIds.length) return [];
  return db
    .select({ claimId: orderClaimPhotos.claimId, media })
    .from(orderClaimPhotos)
    .innerJoin(media, eq(media.id, orderClaimPhotos.mediaId))
    .where(inArray(orderClaimPhotos.claimId, claimIds))
    .orderBy(asc(orderClaimPhotos.position));
}

const needsAttention = sql<boolean>`(exists (select 1 from ${orderClaims} where ${orderClaims.orderId} = ${orders.id} and ${orderClaims.status} = 'open') or exists (select 1 from ${orderPayments} where ${orderPayments.orderId} = ${orders.id} and ${orderPayments.status} in ('disputed', 'answered')))`;

/** Every order for the admin: an open claim or a disputed payment first, then newest first. */
export async function adminOrders(
  db: Executor,
  f: { attentionOnly: boolean; limit: number; offset: number },
): Promise<{ rows: OrderWithManufacturer[]; total: number }> {
  const where = f.attentionOnly ? needsAttention : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, vendorName: vendors.businessName })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(where)
      .orderBy(desc(needsAttention), desc(orders.createdAt), desc(orders.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** D42: the numbers of the documents claims' outcomes issued (the documents module's table, read). */
export async function documentNumbers(db: Reader, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: documents.id, number: documents.number })
    .from(documents)
    .where(inArray(documents.id, ids));
  return new Map(rows.filter((r) => r.number !== null).map((r) => [r.id, r.number!]));
}
