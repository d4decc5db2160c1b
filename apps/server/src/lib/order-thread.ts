// D45: each step of a disputed payment is written in the order's thread. The thread belongs to the
// trade module, which sits above payments (it shows their money on its orders), so payments cannot
// call it; as with catalog-events.ts, the lower module says what happened and the higher one, which
// registers itself here when it is loaded, writes it — in the caller's transaction, so the step and
// its line in the thread commit or roll back together.
import type { Database } from '../db/client';

export type OrderThreadNote = {
  quoteRequestId: number;
  senderUserId: string;
  senderRole: 'buyer' | 'vendor' | 'admin';
  body: string;
};

type Executor = Pick<Database, 'insert'>;
type Writer = (tx: Executor, note: OrderThreadNote) => Promise<void>;

let writer: Writer | undefined;

/** The trade module's messages service registers how a note is written (once, when it loads). */
export function setOrderThreadWriter(write: Writer): void {
  writer = write;
}

export async function writeInOrderThread(tx: Executor, note: OrderThreadNote): Promise<void> {
  if (!writer) throw new Error('The order thread has no writer: the trade module is not loaded');
  await writer(tx, note);
}
