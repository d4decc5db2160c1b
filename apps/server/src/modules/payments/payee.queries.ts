// D44: the manufacturer's payee details (manufacturer_payees, which this module writes) and the
// orders whose buyers read them (read only: the trade module owns orders).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { manufacturerPayees } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;
export type PayeeRow = typeof manufacturerPayees.$inferSelect;

/** The manufacturer's row, `lock`ed when a change is measured against it. */
export async function findPayee(
  db: Pick<Database, 'select'>,
  manufacturerId: number,
  lock = false,
): Promise<PayeeRow | undefined> {
  const query = db
    .select()
    .from(manufacturerPayees)
    .where(eq(manufacturerPayees.manufacturerId, manufacturerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type PayeeFields = Pick<
  PayeeRow,
  'accountHolder' | 'accountNumber' | 'ifsc' | 'bankName' | 'branch' | 'upiId'
>;

/** Writes the details; `changedAt` is the moment what a buyer pays to changed. */
export async function upsertPayee(
  db: Executor,
  manufacturerId: number,
  fields: PayeeFields,
  changedBy: string,
  changedAt: Date,
): Promise<PayeeRow> {
  const [row] = await db
    .insert(manufacturerPayees)
    .values({ manufacturerId, ...fields, changedBy, changedAt })
    .onConflictDoUpdate({
      target: manufacturerPayees.manufacturerId,
      set: { ...fields, changedBy, changedAt, updatedAt: changedAt },
    })
    .returning();
  return row!;
}
