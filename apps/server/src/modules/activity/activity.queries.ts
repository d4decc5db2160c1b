import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, categories, products, user, vendorRequests, vendors } from '../../db/schema';

export type ActivityInsert = typeof activityLog.$inferInsert;

/** Any drizzle handle: the database or an open transaction (so a write and its record commit together). */
export type Writer = Pick<Database, 'insert'>;

export async function insertActivity(db: Writer, entry: ActivityInsert): Promise<void> {
  await db.insert(activityLog).values(entry);
}

export type ActivityFilter = {
  actor?: string;
  user?: string;
  kind?: string;
  from?: string;
  to?: string;
  search?: string;
  page: number;
  pageSize: number;
};

export type ActivityRow = {
  id: number | string;
  action: string;
  entityType: string | null;
  entityId: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  metadata: Record<string, unknown> | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  createdAt: Date | string;
};

const likePattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function activityWhere(f: ActivityFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.actor) parts.push(sql`a.actor_id = ${f.actor}`);
  if (f.user) parts.push(sql`(a.user_id = ${f.user} or a.actor_id = ${f.user})`);
  // A kind is an action prefix ('category.', 'user_') or a row type ('vendor_request').
  if (f.kind) parts.push(sql`(a.action like ${likePattern(f.kind)} or a.entity_type = ${f.kind})`);
  // Dates are calendar days in India (market time), inclusive at both ends.
  if (f.from) parts.push(sql`a.created_at >= (${f.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (f.to) parts.push(sql`a.created_at < ((${f.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`);
  if (f.search) {
    const p = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(a.action ilike ${p} or a.entity_id = ${f.search} or au.name ilike ${p} or au.email ilike ${p}
      or su.name ilike ${p} or su.email ilike ${p})`);
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`activity_log a left join "user" au on au.id = a.actor_id left join "user" su on su.id = a.user_id`;

/** A page of the log, newest first, with who made each change and whom it concerned (D28). */
export async function listActivity(
  db: Pick<Database, 'execute'>,
  f: ActivityFilter,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = activityWhere(f);
  const [rows, total] = await Promise.all([
    db.execute<ActivityRow>(sql`select a.id, a.action, a.entity_type as "entityType", a.entity_id as "entityId",
        a.changes, a.metadata, a.actor_id as "actorId", au.name as "actorName", au.email as "actorEmail",
        a.user_id as "userId", su.name as "userName", su.email as "userEmail", a.created_at as "createdAt"
      from ${FROM} where ${where}
      order by a.created_at desc, a.id desc
      limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${FROM} where ${where}`),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/** The names of the people, manufacturers, products, categories and applications a page of the log names by id. */
export async function namesByIds(
  db: Pick<Database, 'select'>,
  ids: {
    users: string[];
    vendors: number[];
    categories: number[];
    products: number[];
    applications: number[];
  },
) {
  const [people, makers, cats, items, applications] = await Promise.all([
    ids.users.length
      ? db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids.users))
      : [],
    ids.vendors.length
      ? db
          .select({ id: vendors.id, name: vendors.businessName })
          .from(vendors)
          .where(inArray(vendors.id, ids.vendors))
      : [],
    ids.categories.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, ids.categories))
      : [],
    ids.products.length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, ids.products))
      : [],
    ids.applications.length
      ? db
          .select({ id: vendorRequests.id, name: vendorRequests.businessName })
          .from(vendorRequests)
          .where(inArray(vendorRequests.id, ids.applications))
      : [],
  ]);
  return {
    users: new Map(people.map((r) => [r.id, r.name])),
    vendors: new Map(makers.map((r) => [r.id, r.name])),
    categories: new Map(cats.map((r) => [r.id, r.name])),
    products: new Map(items.map((r) => [r.id, r.name])),
    applications: new Map(applications.map((r) => [r.id, r.name])),
  };
}

/** D46: who recorded each of these actions on these rows, oldest first (the order's steps and their actors). */
export async function actorsOfActions(
  db: Pick<Database, 'select'>,
  entityType: string,
  entityIds: string[],
  actions: string[],
) {
  if (!entityIds.length || !actions.length) return [];
  return db
    .select({
      entityId: activityLog.entityId,
      action: activityLog.action,
      actorId: activityLog.actorId,
    })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, entityType),
        inArray(activityLog.entityId, entityIds),
        inArray(activityLog.action, actions),
      ),
    )
    .orderBy(asc(activityLog.id));
}
