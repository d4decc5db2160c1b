// The only place the quote lifecycle (D17) touches the database: requests' states, replies and their
// revisions, the order an acceptance makes, the auto-forward setting, the admin list and the
// manufacturer's inbox.
import type { OrderStatus } from '@granite/shared';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, quoteMessages, quoteReplies, quoteRequests, user, vendors } from '../../db/schema';

/** The database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type QuoteReplyRow = typeof quoteReplies.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

// ---------------------------------------------------------------- requests

export async function findRequest(db: Executor, id: number): Promise<QuoteRequestRow | undefined> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return row;
}

/**
 * Locks the request and every request of its group (one multi-manufacturer submission), in id
 * order so two transactions never wait on each other in a circle. Two accepts at the same moment
 * queue here: the second sees what the first did (D17).
 */
export async function lockRequestGroup(db: Executor, request: QuoteRequestRow): Promise<QuoteRequestRow[]> {
  const where = request.groupId
    ? or(eq(quoteRequests.id, request.id), eq(quoteRequests.groupId, request.groupId))
    : eq(quoteRequests.id, request.id);
  return db.select().from(quoteRequests).where(where).orderBy(asc(quoteRequests.id)).for('update');
}

export async function lockRequest(db: Executor, id: number): Promise<QuoteRequestRow | undefined> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
  return row;
}

export async function updateRequest(
  db: Executor,
  id: number,
  set: Partial<typeof quoteRequests.$inferInsert>,
): Promise<QuoteRequestRow> {
  const [row] = await db
    .update(quoteRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(quoteRequests.id, id))
    .returning();
  return row!;
}

/** The requests of a group other than `exceptId`, which an acceptance closes (D17: not chosen). */
export async function closeGroupRequests(
  db: Executor,
  ids: number[],
  reason: string,
  at: Date,
): Promise<QuoteRequestRow[]> {
  if (!ids.length) return [];
  return db
    .update(quoteRequests)
    .set({ status: 'closed', closedAt: at, closeReason: reason, updatedAt: at })
    .where(
      and(
        inArray(quoteRequests.id, ids),
        inArray(quoteRequests.status, ['pending', 'forwarded', 'responded']),
      ),
    )
    .returning();
}

export async function groupMembers(
  db: Executor,
  groupId: string,
): Promise<{ id: number; vendorName: string; status: string }[]> {
  return db
    .select({ id: quoteRequests.id, vendorName: quoteRequests.vendorName, status: quoteRequests.status })
    .from(quoteRequests)
    .where(eq(quoteRequests.groupId, groupId))
    .orderBy(asc(quoteRequests.id));
}

// ---------------------------------------------------------------- replies

/** Every revision of a request's reply, newest first. */
export async function repliesOf(db: Executor, requestId: number): Promise<QuoteReplyRow[]> {
  return db
    .select()
    .from(quoteReplies)
    .where(eq(quoteReplies.quoteRequestId, requestId))
    .orderBy(desc(quoteReplies.revision));
}

/** The newest reply of each request and how many revisions it has. */
export async function latestRepliesOf(
  db: Executor,
  requestIds: number[],
): Promise<Map<number, { latest: QuoteReplyRow; count: number }>> {
  const out = new Map<number, { latest: QuoteReplyRow; count: number }>();
  if (!requestIds.length) return out;
  const rows = await db
    .select()
    .from(quoteReplies)
    .where(inArray(quoteReplies.quoteRequestId, requestIds))
    .orderBy(asc(quoteReplies.quoteRequestId), desc(quoteReplies.revision));
  for (const row of rows) {
    const seen = out.get(row.quoteRequestId);
    if (seen) seen.count++;
    else out.set(row.quoteRequestId, { latest: row, count: 1 });
  }
  return out;
}

export async function findReply(db: Executor, id: number): Promise<QuoteReplyRow | undefined> {
  const [row] = await db.select().from(quoteReplies).where(eq(quoteReplies.id, id));
  return row;
}

/** Marks the live reply superseded and stores the next revision (the caller holds the request's lock). */
export async function insertRevision(
  db: Executor,
  values: Omit<typeof quoteReplies.$inferInsert, 'revision' | 'status'>,
): Promise<QuoteReplyRow> {
  await db
    .update(quoteReplies)
    .set({ status: 'superseded', updatedAt: new Date() })
    .where(
      and(
        eq(quoteReplies.quoteRequestId, values.quoteRequestId),
        inArray(quoteReplies.status, ['current', 'expired']),
      ),
    );
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${quoteReplies.revision}), 0)::int` })
    .from(quoteReplies)
    .where(eq(quoteReplies.quoteRequestId, values.quoteRequestId));
  const [row] = await db
    .insert(quoteReplies)
    .values({ ...values, revision: Number(last?.n ?? 0) + 1, status: 'current' })
    .returning();
  return row!;
}

export async function setReplyStatus(db: Executor, id: number, status: QuoteReplyRow['status']) {
  const [row] = await db
    .update(quoteReplies)
    .set({ status, updatedAt: new Date() })
    .where(eq(quoteReplies.id, id))
    .returning();
  return row!;
}

/** D33: a slab reply bills its slabs' usable or gross sq.ft (hundredths). */
export async function setReplyBilling(
  db: Executor,
  id: number,
  billsOn: 'usable' | 'gross',
  billedSqftX100: number,
): Promise<QuoteReplyRow> {
  const [row] = await db
    .update(quoteReplies)
    .set({ billsOn, billedSqftX100, updatedAt: new Date() })
    .where(eq(quoteReplies.id, id))
    .returning();
  return row!;
}

/** The live replies of the given requests become 'not_chosen' (D17); returns them. */
export async function markNotChosen(db: Executor, requestIds: number[]): Promise<QuoteReplyRow[]> {
  if (!requestIds.length) return [];
  return db
    .update(quoteReplies)
    .set({ status: 'not_chosen', updatedAt: new Date() })
    .where(
      and(
        inArray(quoteReplies.quoteRequestId, requestIds),
        inArray(quoteReplies.status, ['current', 'expired']),
      ),
    )
    .returning();
}

// ---------------------------------------------------------------- orders

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function orderOfRequest(db: Executor, requestId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.quoteRequestId, requestId));
  return row;
}

export async function orderStatusesOf(db: Executor, requestIds: number[]): Promise<Map<number, OrderStatus>> {
  if (!requestIds.length) return new Map();
  const rows = await db
    .select({ id: orders.quoteRequestId, status: orders.status })
    .from(orders)
    .where(inArray(orders.quoteRequestId, requestIds));
  return new Map(rows.map((r) => [r.id, r.status as OrderStatus]));
}

// ---------------------------------------------------------------- people

export async function userContact(
  db: Executor,
  userId: string,
): Promise<{ name: string; email: string; phone: string | null } | undefined> {
  const [row] = await db
    .select({ name: user.name, email: user.email, phone: user.phone })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

export async function manufacturerContact(db: Executor, manufacturerId: number) {
  const [row] = await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      email: vendors.email,
      phone: vendors.phone,
      address: vendors.address,
      city: vendors.city,
      state: vendors.state,
      ownerUserId: vendors.ownerUserId,
    })
    .from(vendors)
    .where(eq(vendors.id, manufacturerId));
  return row;
}

// ---------------------------------------------------------------- lists

const WAITING_MS = 24 * 3_600_000;

/** Waiting over 24 hours: for the admin (pending) or for the manufacturer (forwarded, no reply). */
export const overdueSql = (now: Date): SQL => {
  const before = new Date(now.getTime() - WAITING_MS);
  return sql`((${quoteRequests.status} = 'pending' and ${quoteRequests.createdAt} < ${before.toISOString()}) or (${quoteRequests.status} = 'forwarded' and ${quoteRequests.forwardedAt} < ${before.toISOString()}))`;
};

export function isOverdue(row: QuoteRequestRow, now: Date): boolean {
  const before = now.getTime() - WAITING_MS;
  if (row.status === 'pending') return row.createdAt.getTime() < before;
  if (row.status === 'forwarded') return (row.forwardedAt?.getTime() ?? now.getTime()) < before;
  return false;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(q: string | undefined, withMobile: boolean): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  const parts: SQL[] = [
    sql`${quoteRequests.productName} ilike ${like}`,
    // D30: for the manufacturer (no mobile search) the buyer's name is searched only by plain words
    // before acceptance, so searching digits or an address cannot reveal what reading masks.
    withMobile || /^[\p{L}\s'-]+$/u.test(q)
      ? sql`${quoteRequests.customerName} ilike ${like}`
      : sql`(${quoteRequests.status} = 'accepted' and ${quoteRequests.customerName} ilike ${like})`,
    sql`${quoteRequests.vendorName} ilike ${like}`,
    sql`${quoteRequests.deliveryCity} ilike ${like}`,
    sql`${quoteRequests.deliveryPin} ilike ${like}`,
  ];
  if (withMobile) parts.push(sql`${quoteRequests.mobileNumber} ilike ${like}`);
  const id = /^#?(\d{1,9})$/.exec(q);
  if (id) parts.push(eq(quoteRequests.id, Number(id[1])));
  return or(...parts);
}

export type AdminListFilter = {
  status?: string;
  vendorId?: number;
  from?: string;
  to?: string;
  q?: string;
  waiting?: boolean;
  sort: 'createdAt' | 'status' | 'vendorName';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
  now: Date;
};

/** India's day boundaries: the date filter's days are the admin's days (IST, UTC+5:30). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export async function listForAdmin(
  db: Executor,
  f: AdminListFilter,
): Promise<{ rows: QuoteRequestRow[]; total: number }> {
  const where = and(
    // D31: a signed-out visitor's request is the visitor's alone until its address is confirmed.
    ne(quoteRequests.status, 'unconfirmed'),
    f.status ? eq(quoteRequests.status, f.status) : undefined,
    f.vendorId ? eq(quoteRequests.vendorId, f.vendorId) : undefined,
    f.from ? gte(quoteRequests.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(quoteRequests.createdAt, nextDayStart(f.to)) : undefined,
    searchCondition(f.q, true),
    f.waiting ? overdueSql(f.now) : undefined,
  );
  const column =
    f.sort === 'status'
      ? quoteRequests.status
      : f.sort === 'vendorName'
        ? quoteRequests.vendorName
        : quoteRequests.createdAt;
  const order = f.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quoteRequests)
      .where(where)
      .orderBy(order, f.dir === 'asc' ? asc(quoteRequests.id) : desc(quoteRequests.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(quoteRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export type ManufacturerInboxFilter = {
  vendorIds: number[];
  status?: 'unanswered' | 'responded' | 'accepted' | 'declined' | 'closed';
  q?: string;
  limit: number;
  offset: number;
};

/**
 * The manufacturer's inbox: requests forwarded to any of its manufacturers (never pending ones),
 * unanswered first (oldest waiting at the top), then the rest newest first.
 */
export async function listForManufacturer(
  db: Executor,
  f: ManufacturerInboxFilter,
): Promise<{ rows: QuoteRequestRow[]; total: number }> {
  if (!f.vendorIds.length) return { rows: [], total: 0 };
  const status = f.status === 'unanswered' ? 'forwarded' : f.status;
  const where = and(
    inArray(quoteRequests.vendorId, f.vendorIds),
    isNotNull(quoteRequests.forwardedAt),
    ne(quoteRequests.status, 'pending'),
    status ? eq(quoteRequests.status, status) : undefined,
    searchCondition(f.q, false),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quoteRequests)
      .where(where)
      .orderBy(
        sql`case when ${quoteRequests.status} = 'forwarded' then 0 else 1 end`,
        sql`case when ${quoteRequests.status} = 'forwarded' then ${quoteRequests.forwardedAt} end asc`,
        desc(quoteRequests.forwardedAt),
        desc(quoteRequests.id),
      )
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(quoteRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Messages from the buyer the manufacturer has not read yet, per request. */
export async function unreadFromBuyer(db: Executor, requestIds: number[]): Promise<Map<number, number>> {
  if (!requestIds.length) return new Map();
  const rows = await db
    .select({ id: quoteMessages.quoteRequestId, n: count() })
    .from(quoteMessages)
    .where(
      and(
        inArray(quoteMessages.quoteRequestId, requestIds),
        eq(quoteMessages.senderRole, 'buyer'),
        sql`${quoteMessages.readAt} is null`,
      ),
    )
    .groupBy(quoteMessages.quoteRequestId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
