// Counters in the rate_limit table (shared by every server process, ARCHITECTURE: pitfalls), for
// the limits better-auth does not apply itself: per e-mail address, and on our own /api/v1 calls.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimit } from '../../db/schema';

export type RateRule = { window: number; max: number };

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/** One atomic step: counts this request in a fixed window; `allowed` false once `max` is passed. */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateRule,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
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
  const allowed = row!.count <= rule.max;
  const retryAfter = Math.max(1, Math.ceil((Number(row!.lastRequest) + rule.window * 1000 - now) / 1000));
  return { allowed, retryAfter };
}
