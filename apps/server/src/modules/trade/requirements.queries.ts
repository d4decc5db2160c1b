// The only place open requirements (D38) touch the database. Which manufacturer a requirement is
// shown to is one SQL predicate (matchSql), used alike for the fan-out, the manufacturer's list and
// the check of a reply, so the three never disagree.
import { REQUIREMENT_REPLY_SEATS } from '@granite/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteRequests, requirements } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type RequirementRow = typeof requirements.$inferSelect;
export type NewRequirementRow = typeof requirements.$inferInsert;

/** A requirement with the names of its category and variety. */
export type RequirementWithNames = RequirementRow & {
  categoryName: string | null;
  varietyName: string | null;
};

/**
 * D38: product `p` (of manufacturer `v`) matches requirement `r`: the same stone variety when the
 * buyer chose one, else the same category; the same product type ('Both' — slabs and tiles — meets
 * either); and `v` delivers to the requirement's state (no list of states = all India).
 */
const matchSql = sql`p.status = 'active'
  and (case when r.variety_id is not null then p.variety_id = r.variety_id else p.category_id = r.category_id end)
  and (p.product_type = r.product_type
       or (p.product_type = 'Both' and r.product_type in ('Slabs', 'Tiles'))
       or (r.product_type = 'Both' and p.product_type in ('Slabs', 'Tiles')))
  and (v.delivery_states is null or cardinality(v.delivery_states) = 0 or r.delivery_state = any(v.delivery_states))`;

/** D31: a manufacturer that may be asked at all (the service checks its owner's account too). */
const liveManufacturerSql = sql`v.status = 'active' and v.deleted_at is null and v.owner_user_id is not null`;

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

export async function insertRequirement(db: Executor, row: NewRequirementRow): Promise<RequirementRow> {
  const [stored] = await db.insert(requirements).values(row).returning();
  return stored!;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const r = await db.execute<{ id: number }>(sql`select id from categories where id = ${id} and is_active`);
  return r.rows.length > 0;
}

export async function varietyExists(db: Executor, id: number): Promise<boolean> {
  const r = await db.execute<{ id: number }>(
    sql`select id from stone_varieties where id = ${id} and status = 'active'`,
  );
  return r.rows.length > 0;
}

const withNames = sql`r.*, c.name as "categoryName", sv.name as "varietyName"`;
const nameJoins = sql`left join categories c on c.id = r.category_id
  left join stone_varieties sv on sv.id = r.variety_id`;

/** db.execute answers snake_case columns; the row type is drizzle's camelCase. */
function toRow(raw: Record<string, unknown>): RequirementWithNames {
  const date = (v: unknown) =>
    v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
  const day = (v: unknown) =>
    v === null || v === undefined
      ? null
      : v instanceof Date
        ? v.toISOString().slice(0, 10)
        : String(v).slice(0, 10);
  return {
    id: Number(raw.id),
    userId: (raw.user_id as string | null) ?? null,
    groupId: String(raw.group_id),
    categoryId: raw.category_id === null ? null : Number(raw.category_id),
    varietyId: raw.variety_id === null ? null : Number(raw.variety_id),
    stone: (raw.stone as string | null) ?? null,
    productType: String(raw.product_type),
    finishType: (raw.finish_type as string | null) ?? null,
    thickness: (raw.thickness as string | null) ?? null,
    materialQuality: String(raw.material_quality),
    quantitySqft: Number(raw.quantity_sqft),
    targetPricePaise: raw.target_price_paise === null ? null : Number(raw.target_price_paise),
    customerName: String(raw.customer_name),
    mobileNumber: String(raw.mobile_number),
    buyerCompany: (raw.buyer_company as string | null) ?? null,
    buyerGstin: (raw.buyer_gstin as string | null) ?? null,
    billingAddress: (raw.billing_address as string | null) ?? null,
    billingState: (raw.billing_state as string | null) ?? null,
    deliveryAddress: (raw.delivery_address as string | null) ?? null,
    deliveryCity: String(raw.delivery_city),
    deliveryPin: String(raw.delivery_pin),
    deliveryState: (raw.delivery_state as string | null) ?? null,
    neededBy: day(raw.needed_by),
    description: (raw.description as string | null) ?? null,
    expiresAt: date(raw.expires_at)!,
    status: String(raw.status),
    replyCount: Number(raw.reply_count),
    hiddenReason: (raw.hidden_reason as string | null) ?? null,
    hiddenBy: (raw.hidden_by as string | null) ?? null,
    hiddenAt: date(raw.hidden_at),
    closedAt: date(raw.closed_at),
    createdAt: date(raw.created_at)!,
    updatedAt: date(raw.updated_at)!,
    categoryName: (raw.categoryName as string | null) ?? null,
    varietyName: (raw.varietyName as string | null) ?? null,
  };
}

export async function findRequirement(db: Executor, id: number): Promise<RequirementWithNames | undefined> {
  const r = await db.execute(sql`select ${withNames} from requirements r ${nameJoins} where r.id = ${id}`);
  const raw = r.rows[0] as Record<string, unknown> | undefined;
  return raw ? toRow(raw) : undefined;
}

/** The derived state condition of the list filters (D38: expiry and seats read, never stored). */
const stateSql = (state: string | undefined): SQL => {
  switch (state) {
    case 'hidden':
    case 'closed':
      return sql`r.status = ${state}`;
    case 'expired':
      return sql`r.status = 'open' and r.expires_at <= now()`;
    case 'full':
      return sql`r.status = 'open' and r.expires_at > now() and r.reply_count >= ${REQUIREMENT_REPLY_SEATS}`;
    case 'open':
      return sql`r.status = 'open' and r.expires_at > now() and r.reply_count < ${REQUIREMENT_REPLY_SEATS}`;
    default:
      return sql`true`;
  }
};

/** A page of requirements, newest first: the buyer's own (`userId`), or all for admins. */
export async function listRequirements(
  db: Executor,
  filter: { id?: number; userId?: string; state?: string; limit: number; offset: number },
): Promise<{ rows: (RequirementWithNames & { buyerEmail: string | null })[]; total: number }> {
  const where = sql`${filter.userId ? sql`r.user_id = ${filter.userId}` : sql`true`}
    and ${filter.id !== undefined ? sql`r.id = ${filter.id}` : sql`true`} and ${stateSql(filter.state)}`;
  const [page, total] = await Promise.all([
    db.execute(sql`select ${withNames}, u.email as "buyerEmail"
      from requirements r ${nameJoins} left join "user" u on u.id = r.user_id
      where ${where} order by r.created_at desc, r.id desc limit ${filter.limit} offset ${filter.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from requirements r where ${where}`),
  ]);
  return {
    rows: (page.rows as Record<string, unknown>[]).map((raw) => ({
      ...toRow(raw),
      buyerEmail: (raw.buyerEmail as string | null) ?? null,
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/**
 * D38, D27: the manufacturers a new requirement is shown to, the most responsive first (share of
 * forwarded requests answered within 48 hours over the last 180 days), at most `limit`.
 */
export async function matchingManufacturers(
  db: Executor,
  requirementId: number,
  limit: number,
): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`
    select v.id
    from requirements r
      join products p on (p.variety_id = r.variety_id or p.category_id = r.category_id)
      join vendors v on v.id = p.vendor_id
      left join lateral (
        select count(*) filter (where q.responded_at is not null and q.responded_at <= q.forwarded_at + interval '48 hours')::float
                 / nullif(count(*), 0) as rate
        from quote_requests q
        where q.vendor_id = v.id and q.forwarded_at is not null and q.forwarded_at > now() - interval '180 days'
      ) stats on true
    where r.id = ${requirementId} and ${liveManufacturerSql} and ${matchSql}
    group by v.id, stats.rate
    order by stats.rate desc nulls last, v.id
    limit ${limit}`);
  return r.rows.map((row) => Number(row.id));
}

/** A matching product of the caller's manufacturers, per requirement (the reply form's choices). */
export type MatchingProduct = {
  requirementId: number;
  id: number;
  name: string;
  vendorId: number;
  vendorName: string;
  productType: string;
  varietyName: string | null;
  categoryName: string | null;
};

export async function matchingProducts(
  db: Executor,
  requirementIds: number[],
  manufacturerIds: number[],
): Promise<MatchingProduct[]> {
  if (!requirementIds.length || !manufacturerIds.length) return [];
  const r = await db.execute(sql`
    select r.id as "requirementId", p.id, p.name, v.id as "vendorId", v.business_name as "vendorName",
      p.product_type as "productType", sv.name as "varietyName", c.name as "categoryName"
    from requirements r
      join products p on p.vendor_id = any(${intArray(manufacturerIds)}::int[])
      join vendors v on v.id = p.vendor_id
      left join stone_varieties sv on sv.id = p.variety_id
      left join categories c on c.id = p.category_id
    where r.id = any(${intArray(requirementIds)}::int[]) and ${liveManufacturerSql} and ${matchSql}
    order by r.id, p.name, p.id`);
  return (r.rows as Record<string, unknown>[]).map((row) => ({
    requirementId: Number(row.requirementId),
    id: Number(row.id),
    name: String(row.name),
    vendorId: Number(row.vendorId),
    vendorName: String(row.vendorName),
    productType: String(row.productType),
    varietyName: (row.varietyName as string | null) ?? null,
    categoryName: (row.categoryName as string | null) ?? null,
  }));
}

/**
 * A page of the requirements shown to `vendorIds`, newest first: open and not expired, matching one
 * of their products; a full one only while it holds their reply (they revise it there).
 */
export async function listForManufacturers(
  db: Executor,
  manufacturerIds: number[],
  limit: number,
  offset: number,
): Promise<{ rows: (RequirementWithNames & { myQuoteRequestId: number | null })[]; total: number }> {
  if (!manufacturerIds.length) return { rows: [], total: 0 };
  const vids = intArray(manufacturerIds);
  const mine = sql`(select q.id from quote_requests q where q.requirement_id = r.id
    and q.vendor_id = any(${vids}::int[]) order by q.id limit 1)`;
  const where = sql`r.status = 'open' and r.expires_at > now()
    and exists (select 1 from products p join vendors v on v.id = p.vendor_id
      where p.vendor_id = any(${vids}::int[]) and ${liveManufacturerSql} and ${matchSql})
    and (r.reply_count < ${REQUIREMENT_REPLY_SEATS} or ${mine} is not null)`;
  const [page, total] = await Promise.all([
    db.execute(sql`select ${withNames}, ${mine} as "myQuoteRequestId"
      from requirements r ${nameJoins}
      where ${where} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from requirements r where ${where}`),
  ]);
  return {
    rows: (page.rows as Record<string, unknown>[]).map((raw) => ({
      ...toRow(raw),
      myQuoteRequestId: raw.myQuoteRequestId === null ? null : Number(raw.myQuoteRequestId),
    })),
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/**
 * D38: takes one of the requirement's reply seats, decided by the database: only while it is open,
 * not expired and below `seats` replies. Null when no seat was taken (the caller reads why).
 */
export async function takeSeat(db: Executor, id: number, seats: number): Promise<RequirementRow | null> {
  const [row] = await db
    .update(requirements)
    .set({ replyCount: sql`${requirements.replyCount} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(requirements.id, id),
        eq(requirements.status, 'open'),
        sql`${requirements.expiresAt} > now()`,
        sql`${requirements.replyCount} < ${seats}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The request holding the manufacturer's reply to the requirement, if it replied. */
export async function requestOfManufacturer(
  db: Executor,
  requirementId: number,
  manufacturerIds: number[],
): Promise<number | null> {
  if (!manufacturerIds.length) return null;
  const [row] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(
      and(eq(quoteRequests.requirementId, requirementId), inArray(quoteRequests.vendorId, manufacturerIds)),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The requirement's request for one manufacturer; null when that manufacturer already has one (the
 * unique index on (requirement_id, vendor_id) settles two replies racing).
 */
export async function insertRequirementRequest(
  db: Executor,
  row: typeof quoteRequests.$inferInsert,
): Promise<number | null> {
  const [stored] = await db
    .insert(quoteRequests)
    .values(row)
    .onConflictDoNothing({ target: [quoteRequests.requirementId, quoteRequests.vendorId] })
    .returning({ id: quoteRequests.id });
  return stored?.id ?? null;
}

export async function updateRequirement(
  db: Executor,
  id: number,
  set: Partial<NewRequirementRow>,
  onlyStatus?: string,
): Promise<RequirementRow | null> {
  const [row] = await db
    .update(requirements)
    .set({ ...set, updatedAt: new Date() })
    .where(
      onlyStatus
        ? and(eq(requirements.id, id), eq(requirements.status, onlyStatus))
        : eq(requirements.id, id),
    )
    .returning();
  return row ?? null;
}

/** D38: the target price of each requirement, for marking replies above it on the quote sheet. */
export async function targetPrices(
  db: Pick<Database, 'select'>,
  ids: number[],
): Promise<Map<number, number | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: requirements.id, target: requirements.targetPricePaise })
    .from(requirements)
    .where(inArray(requirements.id, ids));
  return new Map(rows.map((r) => [r.id, r.target]));
}

/** The requirements (the buyer's own) whose replies make up these quote-board groups, by group id. */
export async function requirementsOfGroups(
  db: Pick<Database, 'execute'>,
  userId: string,
  groupIds: string[],
): Promise<Map<string, RequirementWithNames>> {
  if (!groupIds.length) return new Map();
  const r = await db.execute(
    sql`select ${withNames} from requirements r ${nameJoins}
        where r.user_id = ${userId} and r.group_id::text = any(${`{${groupIds.join(',')}}`}::text[])`,
  );
  return new Map(
    (r.rows as Record<string, unknown>[]).map((raw) => {
      const row = toRow(raw);
      return [row.groupId, row];
    }),
  );
}
