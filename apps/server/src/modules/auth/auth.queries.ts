// The only place the auth module touches the database: better-auth's adapter over our tables, the
// account checks our hooks make around sessions (D6), and the writes to accounts that the users
// module's admin screens make through auth's accounts.service.
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, rateLimit, session, user, vendors, verification } from '../../db/schema';

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

/** The active manufacturers a user owns: the actor's vendorIds (D1, D7). */
export async function activeManufacturerIdsOf(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.ownerUserId, userId), eq(vendors.status, 'active')))
    .orderBy(vendors.id);
  return rows.map((r) => r.id);
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
