import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firmMembers, quoteRequests, user, vendorRequests, vendors } from '../../db/schema';

export type UserRow = typeof user.$inferSelect;

/** The database or an open transaction (admin status changes write several tables in one). */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function ownedActiveManufacturers(db: Database, userId: string) {
  return db
    .select({ id: vendors.id, businessName: vendors.businessName })
    .from(vendors)
    .where(and(eq(vendors.ownerUserId, userId), eq(vendors.status, 'active')))
    .orderBy(vendors.id);
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return row;
}

/** The manufacturer the account owns, or else the business named in its latest application. */
// Written out in full: drizzle leaves a column unqualified in a one-table select list, and "id"
// inside these subqueries would then mean the manufacturer's or the request's own id.
const BUSINESS_NAME = sql<string | null>`coalesce(
  (select v.business_name from vendors v where v.owner_user_id = "user"."id" and v.deleted_at is null order by v.id limit 1),
  (select r.business_name from vendor_requests r where r.user_id = "user"."id" order by r.created_at desc, r.id desc limit 1))`;

export async function listUsers(
  db: Database,
  query: { search?: string; status?: string; role?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Admin spec 2: name, e-mail or business name (owned manufacturer or application).
    conditions.push(
      or(
        ilike(user.email, pattern),
        ilike(user.name, pattern),
        sql`exists (select 1 from ${vendors} v where v.owner_user_id = ${user.id} and v.business_name ilike ${pattern})`,
        sql`exists (select 1 from ${vendorRequests} r where r.user_id = ${user.id} and r.business_name ilike ${pattern})`,
      )!,
    );
  }
  if (query.status) conditions.push(eq(user.status, query.status));
  if (query.role) conditions.push(eq(user.role, query.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        phone: user.phone,
        city: user.city,
        state: user.state,
        role: user.role,
        status: user.status,
        businessName: BUSINESS_NAME,
        emailVerified: user.emailVerified,
        suspendedAt: user.suspendedAt,
        suspensionReason: user.suspensionReason,
        lastLoginAt: user.lastLoginAt,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One account as the admin user page shows it. */
export async function adminUserById(db: Db, id: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      phone: user.phone,
      city: user.city,
      state: user.state,
      role: user.role,
      status: user.status,
      businessName: BUSINESS_NAME,
      emailVerified: user.emailVerified,
      suspendedAt: user.suspendedAt,
      suspensionReason: user.suspensionReason,
      lastLoginAt: user.lastLoginAt,
      createdAt: user.createdAt,
      deletedAt: user.deletedAt,
    })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

export async function quoteRequestCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.userId, userId));
  return row?.n ?? 0;
}

export async function manufacturersOwnedBy(db: Db, userId: string) {
  return db
    .select({ id: vendors.id, businessName: vendors.businessName, status: vendors.status })
    .from(vendors)
    .where(and(eq(vendors.ownerUserId, userId), isNull(vendors.deletedAt)))
    .orderBy(vendors.id);
}

/** D46: the manufacturer firms the person is a present member of (read from the firms module's table). */
export async function firmsOfMember(db: Db, userId: string) {
  return db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      status: vendors.status,
      role: firmMembers.role,
    })
    .from(firmMembers)
    .innerJoin(vendors, eq(vendors.id, firmMembers.manufacturerId))
    .where(and(eq(firmMembers.userId, userId), isNull(firmMembers.removedAt), isNull(vendors.deletedAt)))
    .orderBy(vendors.id);
}

/**
 * The active administrators, their rows locked until the transaction ends: two admins suspending
 * each other at once queue here, and the second sees the first's change (the last-admin rule).
 */
export async function lockActiveAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.status, 'active')))
    .orderBy(user.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** The account, locked for the rest of the transaction. */
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id)).for('update');
  return row;
}
