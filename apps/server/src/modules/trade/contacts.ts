// D17: on acceptance each side sees the other's contact details (the spec's "shared after approval");
// whether they are shared yet is rules.ts's contactsShared.
import type { QuoteContact } from '@granite/shared';
import { type Executor, manufacturerContact, type QuoteRequestRow, userContact } from './lifecycle.queries';

/** The buyer's contact details, which the manufacturer sees once its quote is accepted. */
export async function buyerContactOf(db: Executor, row: QuoteRequestRow): Promise<QuoteContact> {
  const account = row.userId ? await userContact(db, row.userId) : undefined;
  return {
    name: row.customerName,
    phone: row.mobileNumber,
    email: account?.email ?? null,
    address: `${row.deliveryCity} ${row.deliveryPin}`,
  };
}

/** The manufacturer's contact details, which the buyer sees once they accepted its quote. */
export async function manufacturerContactOf(
  db: Executor,
  manufacturerId: number | null,
): Promise<QuoteContact | null> {
  if (manufacturerId === null) return null;
  const v = await manufacturerContact(db, manufacturerId);
  if (!v) return null;
  const address = [v.address, v.city, v.state].filter(Boolean).join(', ');
  return { name: v.businessName, phone: v.phone, email: v.email, address: address || null };
}
