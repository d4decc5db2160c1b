// The only place a signed-out visitor's link touches the database (D31): the requests of one
// submission found by the hash of the link's token, their confirmation, and the account that
// takes them over. The token itself is never stored.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteRequests } from '../../db/schema';
import type { QuoteRequestRow } from './lifecycle.queries';

type Executor = Pick<Database, 'select' | 'update'>;

/** The link's requests that no account holds yet, oldest first; `lock` holds them for a change. */
export async function requestsOfLink(
  db: Executor,
  tokenHash: string,
  lock = false,
): Promise<QuoteRequestRow[]> {
  const query = db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.accessTokenHash, tokenHash), isNull(quoteRequests.userId)))
    .orderBy(asc(quoteRequests.id));
  return lock ? query.for('update') : query;
}

/**
 * Confirms the requests still 'unconfirmed' among `ids` (a second opener, even at the same moment,
 * changes none: the status condition is checked again under the row lock) and returns them.
 */
export async function confirmRequests(
  db: Executor,
  ids: number[],
  set: { status: 'pending' | 'forwarded'; forwardedAt: Date | null; emailConfirmedAt: Date },
): Promise<QuoteRequestRow[]> {
  if (!ids.length) return [];
  return db
    .update(quoteRequests)
    .set({ ...set, updatedAt: set.emailConfirmedAt })
    .where(and(inArray(quoteRequests.id, ids), eq(quoteRequests.status, 'unconfirmed')))
    .returning();
}

/** The account takes the link's requests; the link no longer opens them (the account does). */
export async function giveRequestsToAccount(
  db: Executor,
  tokenHash: string,
  userId: string,
): Promise<QuoteRequestRow[]> {
  return db
    .update(quoteRequests)
    .set({ userId, accessTokenHash: null, updatedAt: new Date() })
    .where(and(eq(quoteRequests.accessTokenHash, tokenHash), isNull(quoteRequests.userId)))
    .returning();
}
