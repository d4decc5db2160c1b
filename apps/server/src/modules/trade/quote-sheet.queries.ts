// The buyer's quote board: their requests by submission group, with replies, orders, reviews and
// unread messages. Read only; every write of the lifecycle lives in quote-lifecycle and orders.

import type { OrderStatus } from '@granite/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, quoteMessages, quoteReplies, quoteRequests, reviews, vendors } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'execute'>;

const groupKey = sql<string>`coalesce(${quoteRequests.groupId}::text, 'r' || ${quoteRequests.id})`;

/** One page of the user's submissions (a group, or a single request), newest first. */
export async function pageOfGroups(db: Executor, userId: string, limit: number, offset: number) {
  const mine = eq(quoteRequests.userId, userId);
  const [keys, [total]] = await Promise.all([
    db
      .select({
        key: groupKey,
        createdAt: sql<Date>`min(${quoteRequests.createdAt})`.mapWith(quoteRequests.createdAt),
      })
      .from(quoteRequests)
      .where(mine)
      .groupBy(groupKey)
      .orderBy(desc(sql`min(${quoteRequests.createdAt})`), desc(groupKey))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(distinct ${groupKey})` })
      .from(quoteRequests)
      .where(mine),
  ]);
  return { keys, total: Number(total?.n ?? 0) };
}

export async function requestsOfGroups(db: Executor, userId: string, keys: string[]) {
  if (!keys.length) return [];
  return db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.userId, userId), inArray(groupKey, keys)))
    .orderBy(asc(quoteRequests.id));
}

export async function repliesOf(db: Executor, requestIds: number[]) {
  if (!requestIds.length) return [];
  return db
    .select()
    .from(quoteReplies)
    .where(inArray(quoteReplies.quoteRequestId, requestIds))
    .orderBy(asc(quoteReplies.quoteRequestId), desc(quoteReplies.revision));
}

export async function ordersOf(db: Executor, requestIds: number[]) {
  if (!requestIds.length) return [];
  return db
    .select({ order: orders, vendorName: vendors.businessName })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(inArray(orders.quoteRequestId, requestIds));
}

export async function reviewsOf(db: Executor, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .select({ id: reviews.id, orderId: reviews.orderId, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.orderId, orderIds));
}

export async function unreadFromManufacturer(db: Executor, requestIds: number[]) {
  if (!requestIds.length) return [];
  return db
    .select({ requestId: quoteMessages.quoteRequestId, n: count() })
    .from(quoteMessages)
    .where(
      and(
        inArray(quoteMessages.quoteRequestId, requestIds),
        eq(quoteMessages.senderRole, 'vendor'),
        isNull(quoteMessages.readAt),
      ),
    )
    .groupBy(quoteMessages.quoteRequestId);
}

/** One page of the user's orders (newest first) as their request ids, and how many there are. */
export async function pageOfOrders(
  db: Executor,
  userId: string,
  statuses: readonly OrderStatus[] | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(quoteRequests.userId, userId),
    statuses ? inArray(orders.status, [...statuses]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ requestId: orders.quoteRequestId })
      .from(orders)
      .innerJoin(quoteRequests, eq(quoteRequests.id, orders.quoteRequestId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(quoteRequests, eq(quoteRequests.id, orders.quoteRequestId))
      .where(where),
  ]);
  return { requestIds: rows.map((r) => r.requestId), total: Number(total?.n ?? 0) };
}

/** How many of the user's orders are in each status. */
export async function orderCountsByStatus(db: Executor, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .innerJoin(quoteRequests, eq(quoteRequests.id, orders.quoteRequestId))
    .where(eq(quoteRequests.userId, userId))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The user's own requests among `ids`. */
export async function requestsByIds(db: Executor, userId: string, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.userId, userId), inArray(quoteRequests.id, ids)));
}
