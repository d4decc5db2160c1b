// The only place the buyer's receipt of an order (D37) touches the database: orders.received_at.
import { and, eq, isNull, lte } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Executor, OrderRow } from './orders.queries';

/** Marks a delivered order received; undefined when it was not delivered or is already received. */
export async function markReceived(db: Executor, id: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ receivedAt: at, receiptAutomatic: false, updatedAt: at })
    .where(and(eq(orders.id, id), eq(orders.status, 'delivered'), isNull(orders.receivedAt)))
    .returning();
  return row;
}

/** Receipt confirmed by itself for every order delivered on or before `deliveredBefore`. */
export async function markReceivedAutomatically(
  db: Executor,
  deliveredBefore: Date,
  at: Date,
): Promise<OrderRow[]> {
  return db
    .update(orders)
    .set({ receivedAt: at, receiptAutomatic: true, updatedAt: at })
    .where(
      and(
        eq(orders.status, 'delivered'),
        isNull(orders.receivedAt),
        lte(orders.deliveredAt, deliveredBefore),
      ),
    )
    .returning();
}
