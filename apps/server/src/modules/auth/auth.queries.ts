// The only place the auth module touches the database: better-auth's adapter over our tables, the
// account checks our hooks make around sessions (D6), and the writes to accounts that the users
// module's admin screens make through auth's accounts.service.

import type { ManufacturerRole } from '@granite/shared';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, firmMembers, rateLimit, session, user, vendors, verification } from '../../db/schema';

/** The database or an open transaction (an admin's status change writes several tables in one). */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type UserRow = typeof user.$inferSelect;

/** better-auth reads and writes its tables (user, session, account, verification, rate limits) here. */
export function authDatabase(db: Database) {
  return drizzleAdapter(db, {
    provider: 'pg',
    usePlural: false,
    schema: { user, session, account, verification, rateLimit },
  });
}

/** 'active', 'suspended' or 'deleted'; undefined when there is no such user. */
export async function userStatus(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ status: user.status }).from(user).where(eq(user.id, userId));
  return row?.status;
}

export async function touchLastLogin(db: Database, userId: string): Promise<void> {
  await db.update(user).set({ lastLoginAt: new Date() }).where(eq(user.id, userId));
}

/**
 * D46: the active manufacturer firms a person is a member of, with their role in each (the owner of
 * record is a member by the trigger of migration 0028); a removed member is in none. Read on every
 * request, so a removal or a role change holds from the next one.
 */
export async function manufacturerFirmsOf(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<{ manufacturerId: number; role: ManufacturerRole }[]> {
  const rows = await db
    .select({ manufacturerId: firmMembers.manufacturerId, role: firmMembers.role })
    .from(firmMembers)
    .innerJoin(vendors, eq(vendors.id, firmMembers.manufacturerId))
    .where(and(eq(firmMembers.userId, userId), isNull(firmMembers.removedAt), eq(vendors.status, 'active')))
    .orderBy(asc(firmMembers.manufacturerId));
  return rows.map((r) => ({ manufacturerId: r.manufacturerId, role: r.role as ManufacturerRole }));
}

export async function updateUser(
  db: Db,
  id: string,
  change: Partial<typeof user.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db.update(user).set(change).where(eq(user.id, id)).returning();
  return row!;
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

export async function deleteAccountsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(account).where(eq(account.userId, userId));
}
