// D42: what the payments module tells, inside its own transaction, when a manufacturer confirms a
// payment; the trade module listens and issues the receipt voucher of an advance received before
// the invoice (CGST Rules r.50) in that same transaction, so a voucher exists exactly when the
// confirmation does. An event rather than a call keeps the payments module below the trade module,
// without an import cycle between them (ADR 013), as catalog-events.ts does for the catalogue.
import type { Database } from '../db/client';

/** The confirming transaction. */
export type EventTx = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export type PaymentConfirmed = {
  orderId: number;
  paymentId: number;
  amountPaise: number;
  /** The day the buyer says it paid (YYYY-MM-DD). */
  paidOn: string;
  method: string;
  reference: string;
  /** When the buyer recorded it: an advance is one recorded before the order shipped. */
  recordedAt: Date;
  confirmedAt: Date;
  confirmedBy: string | null;
};

type Listener = (tx: EventTx, event: PaymentConfirmed) => Promise<void>;

const listeners = new WeakMap<object, Map<string, Listener>>();

/** A module listens for one database handle, under a name (registering the name again replaces it). */
export function onPaymentConfirmed(db: object, name: string, listener: Listener): void {
  let byName = listeners.get(db);
  if (!byName) {
    byName = new Map();
    listeners.set(db, byName);
  }
  byName.set(name, listener);
}

/** Call inside the transaction that confirmed the payment; a listener's error rolls it back. */
export async function paymentConfirmed(db: object, tx: EventTx, event: PaymentConfirmed): Promise<void> {
  for (const listener of listeners.get(db)?.values() ?? []) await listener(tx, event);
}
