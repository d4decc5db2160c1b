// The rate_limit table as a counter store (rate-limit.ts): one fixed window per key.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimit } from '../../db/schema';

export type Hit = { count: number; resetAt: number };

/** Counts one event in the key's fixed window (one atomic upsert); a passed window starts again at 1. */
export async function hitCounter(db: Database, key: string, window: number, now: number): Promise<Hit> {
  const windowStart = now - window * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  return { count: row!.count, resetAt: Number(row!.lastRequest) + window * 1000 };
}

/** The key's count in its current window, without counting. */
export async function peekCounter(db: Database, key: string, window: number, now: number): Promise<Hit> {
  const [row] = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, key));
  if (!row || Number(row.lastRequest) <= now - window * 1000) return { count: 0, resetAt: now };
  return { count: row.count, resetAt: Number(row.lastRequest) + window * 1000 };
}
