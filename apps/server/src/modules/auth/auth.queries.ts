// The only place the auth module touches the database: better-auth's adapter over our tables, and
// the account checks our hooks make around sessions (D6).
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { account, rateLimit, session, user, verification } from '../../db/schema';

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
