import type { PublicReview, ReviewView } from '@granite/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, quoteRequests, reviews, user, vendors } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export type ReviewRow = typeof reviews.$inferSelect;

const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] || 'A buyer';

const columns = {
  review: reviews,
  reviewerName: user.name,
  productName: orders.productName,
  vendorName: vendors.businessName,
};

type Joined = { review: ReviewRow; reviewerName: string | null; productName: string; vendorName: string };

export const toPublic = (r: Joined): PublicReview => ({
  id: r.review.id,
  rating: r.review.rating,
  body: r.review.body,
  reviewerName: firstName(r.reviewerName),
  productName: r.productName,
  vendorReply: r.review.vendorReply ?? null,
  vendorRepliedAt: r.review.vendorRepliedAt?.toISOString() ?? null,
  createdAt: r.review.createdAt.toISOString(),
});

export const toView = (r: Joined): ReviewView => ({
  ...toPublic(r),
  orderId: r.review.orderId,
  vendorId: r.review.vendorId,
  vendorName: r.vendorName,
  hiddenAt: r.review.hiddenAt?.toISOString() ?? null,
  hiddenReason: r.review.hiddenReason ?? null,
});

function joined(db: Executor) {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .leftJoin(user, eq(user.id, reviews.userId));
}

export async function findReview(db: Executor, id: number): Promise<ReviewView | undefined> {
  const [row] = await joined(db).where(eq(reviews.id, id));
  return row ? toView(row) : undefined;
}

export async function findReviewRow(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

export async function findOrderForReview(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      vendorId: orders.vendorId,
      status: orders.status,
      receivedAt: orders.receivedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** One review per order: a second (or a racing twin) inserts nothing and returns undefined. */
export async function insertReview(
  db: Executor,
  row: { orderId: number; vendorId: number; userId: string; rating: number; body: string },
): Promise<number | undefined> {
  const [inserted] = await db
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  return inserted?.id;
}

/** The manufacturer's one reply: only while there is none. */
export async function setManufacturerReply(db: Executor, id: number, body: string): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ vendorReply: body, vendorRepliedAt: sql`now()` })
    .where(and(eq(reviews.id, id), isNull(reviews.vendorReply)))
    .returning({ id: reviews.id });
  return rows.length === 1;
}

export async function setHidden(
  db: Executor,
  id: number,
  hidden: { at: Date; by: string; reason: string } | null,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set(
      hidden
        ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason }
        : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
    )
    .where(eq(reviews.id, id))
    .returning();
  return row;
}

async function page(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function listPublic(db: Executor, manufacturerId: number, limit: number, offset: number) {
  const { items, total } = await page(
    db,
    and(eq(reviews.vendorId, manufacturerId), isNull(reviews.hiddenAt)),
    limit,
    offset,
  );
  return { items: items.map(toPublic), total };
}

export async function listForManufacturers(
  db: Executor,
  manufacturerIds: number[],
  limit: number,
  offset: number,
) {
  const { items, total } = await page(db, inArray(reviews.vendorId, manufacturerIds), limit, offset);
  return { items: items.map(toView), total };
}

export async function listForUser(db: Executor, userId: string, limit: number, offset: number) {
  const { items, total } = await page(db, eq(reviews.userId, userId), limit, offset);
  return { items: items.map(toView), total };
}

export async function listAll(db: Executor, hidden: boolean | undefined, limit: number, offset: number) {
  const where =
    hidden === undefined ? undefined : hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt);
  const { items, total } = await page(db, where, limit, offset);
  return { items: items.map(toView), total };
}

/** D26/D14: average and count of visible reviews per manufacturer (absent: none). */
export async function ratingSummaries(db: Executor, manufacturerIds: number[]) {
  if (!manufacturerIds.length) return [];
  return db
    .select({
      vendorId: reviews.vendorId,
      average: sql<string>`round(avg(${reviews.rating})::numeric, 1)`,
      count: count(),
    })
    .from(reviews)
    .where(and(inArray(reviews.vendorId, manufacturerIds), isNull(reviews.hiddenAt)))
    .groupBy(reviews.vendorId);
}

/**
 * D27 over [now - windowDays, now]: requests forwarded to each manufacturer that were answered, or
 * whose `withinHours` have passed (a request forwarded an hour ago is not yet a miss); how many of
 * them got their first reply within `withinHours`; the median first-reply time in minutes.
 */
export async function responseFigures(
  db: Executor,
  manufacturerIds: number[],
  now: Date,
  windowDays: number,
  withinHours: number,
) {
  if (!manufacturerIds.length) return [];
  const since = new Date(now.getTime() - windowDays * 86_400_000);
  const deadline = new Date(now.getTime() - withinHours * 3_600_000);
  const waited = sql`extract(epoch from (${quoteRequests.respondedAt} - ${quoteRequests.forwardedAt}))`;
  const rows = await db
    .select({
      vendorId: quoteRequests.vendorId,
      forwarded: count(),
      inTime: sql<number>`count(*) filter (where ${quoteRequests.respondedAt} is not null and ${waited} <= ${withinHours * 3600})`,
      medianSeconds: sql<
        string | null
      >`percentile_cont(0.5) within group (order by ${waited}) filter (where ${quoteRequests.respondedAt} is not null)`,
    })
    .from(quoteRequests)
    .where(
      and(
        inArray(quoteRequests.vendorId, manufacturerIds),
        isNotNull(quoteRequests.forwardedAt),
        sql`${quoteRequests.forwardedAt} >= ${since.toISOString()}::timestamptz`,
        sql`${quoteRequests.forwardedAt} <= ${now.toISOString()}::timestamptz`,
        sql`(${quoteRequests.respondedAt} is not null or ${quoteRequests.forwardedAt} <= ${deadline.toISOString()}::timestamptz)`,
      ),
    )
    .groupBy(quoteRequests.vendorId);
  return rows.map((r) => ({
    vendorId: r.vendorId!,
    forwarded: Number(r.forwarded),
    inTime: Number(r.inTime),
    medianSeconds: r.medianSeconds === null ? null : Number(r.medianSeconds),
  }));
}
