// SQL of the trade's scheduled work (jobs runs it): replies past their validity, and forwarded
// requests unanswered for 24 hours.
import { and, eq, gt, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quoteReplies, quoteRequests } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'update'>;

/** D17: current replies whose validity date (a day in India) is before `today` become expired. */
export async function expireReplies(tx: Executor, today: string) {
  return tx
    .update(quoteReplies)
    .set({ status: 'expired' })
    .where(and(eq(quoteReplies.status, 'current'), lt(quoteReplies.validUntil, today)))
    .returning({
      id: quoteReplies.id,
      quoteRequestId: quoteReplies.quoteRequestId,
      vendorId: quoteReplies.vendorId,
    });
}

export async function requestsByIds(tx: Executor, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: quoteRequests.id,
      productName: quoteRequests.productName,
      vendorName: quoteRequests.vendorName,
      userId: quoteRequests.userId,
    })
    .from(quoteRequests)
    .where(inArray(quoteRequests.id, ids));
}

/**
 * Forwarded requests still without any reply whose forwarding is older than 24 hours: those that
 * crossed the 24-hour mark after `since` (the job's previous run) and by `until`. Each request
 * crosses the mark once, so each manufacturer is reminded once per request.
 */
export async function unansweredForwarded(tx: Executor, since: Date | null, until: Date) {
  return tx
    .select({
      id: quoteRequests.id,
      vendorId: quoteRequests.vendorId,
      productName: quoteRequests.productName,
      customerName: quoteRequests.customerName,
      quantitySqft: quoteRequests.quantitySqft,
      deliveryCity: quoteRequests.deliveryCity,
    })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.status, 'forwarded'),
        lte(quoteRequests.forwardedAt, until),
        since ? gt(quoteRequests.forwardedAt, since) : undefined,
        isNull(quoteRequests.respondedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(quoteReplies)
            .where(eq(quoteReplies.quoteRequestId, quoteRequests.id)),
        ),
      ),
    );
}

/** D31: unconfirmed requests older than `before` are closed (nobody confirmed the address). */
export async function closeUnconfirmedBefore(db: Executor, before: Date, reason: string): Promise<number> {
  const now = new Date();
  const rows = await db
    .update(quoteRequests)
    .set({ status: 'closed', closedAt: now, closeReason: reason, accessTokenHash: null, updatedAt: now })
    .where(and(eq(quoteRequests.status, 'unconfirmed'), lt(quoteRequests.createdAt, before)))
    .returning({ id: quoteRequests.id });
  return rows.length;
}
