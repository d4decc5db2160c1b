import type { UserActivityAction } from '@granite/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, activityLog, session, user, vendorRequests, vendors } from '../../db/schema';

export type UserRow = typeof user.$inferSelect;

export async function recordActivity(
  db: Database,
  entry: {
    userId: string | null;
    actorId: string | null;
    action: UserActivityAction;
    metadata?: Record<string, unknown>;
    ipAddress?: string | null;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId,
    actorId: entry.actorId,
    action: entry.action,
    metadata: entry.metadata ?? {},
    ipAddress: entry.ipAddress ?? null,
  });
}

export async function ownedActiveVendorIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.ownerUserId, userId), eq(vendors.status, 'active')))
    .orderBy(vendors.id);
  return rows.map((r) => r.id);
}

export async function ownedActiveVendors(db: Database, userId: string) {
  return db
    .select({ id: vendors.id, businessName: vendors.businessName })
    .from(vendors)
    .where(and(eq(vendors.ownerUserId, userId), eq(vendors.status, 'active')))
    .orderBy(vendors.id);
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return row;
}

export async function latestVendorRequest(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(vendorRequests)
    .where(eq(vendorRequests.userId, userId))
    .orderBy(desc(vendorRequests.createdAt), desc(vendorRequests.id))
    .limit(1);
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  change: Partial<typeof user.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db.update(user).set(change).where(eq(user.id, id)).returning();
  return row!;
}

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

export async function deleteAccountsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(account).where(eq(account.userId, userId));
}

export async function detachOwnedVendors(db: Database, userId: string): Promise<void> {
  await db.update(vendors).set({ ownerUserId: null }).where(eq(vendors.ownerUserId, userId));
}

export async function listUsers(
  db: Database,
  query: { search?: string; status?: string; role?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(user.email, pattern), ilike(user.name, pattern))!);
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
