// The only code that touches the buyer's business and delivery addresses (written here only).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buyerBusinesses, buyerDeliveryAddresses, user } from '../../db/schema';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type Reader = Pick<Database, 'select'>;
export type BusinessRow = typeof buyerBusinesses.$inferSelect;
export type BusinessValues = Pick<
  BusinessRow,
  | 'companyName'
  | 'country'
  | 'gstin'
  | 'billingAddress'
  | 'billingCity'
  | 'billingState'
  | 'billingPin'
  | 'billingPostcode'
  | 'billingRegion'
  | 'importId'
>;
export type AddressRow = typeof buyerDeliveryAddresses.$inferSelect;
export type AddressValues = Pick<AddressRow, 'label' | 'address' | 'city' | 'state' | 'pin'>;

export async function businessOf(db: Reader, userId: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(buyerBusinesses).where(eq(buyerBusinesses.userId, userId));
  return row;
}

/** The first save: nothing when another save made the row first (the caller answers 409). */
export async function insertBusiness(
  db: Db,
  userId: string,
  values: BusinessValues,
): Promise<BusinessRow | undefined> {
  const [row] = await db
    .insert(buyerBusinesses)
    .values({ userId, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** D29: the edit applies only to the version the form loaded. */
export async function updateBusinessAtVersion(
  db: Db,
  userId: string,
  version: number,
  values: BusinessValues,
): Promise<BusinessRow | undefined> {
  const [row] = await db
    .update(buyerBusinesses)
    .set({ ...values, version: sql`${buyerBusinesses.version} + 1`, updatedAt: new Date() })
    .where(and(eq(buyerBusinesses.userId, userId), eq(buyerBusinesses.version, version)))
    .returning();
  return row;
}

export async function addressesOf(db: Reader, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(buyerDeliveryAddresses)
    .where(eq(buyerDeliveryAddresses.userId, userId))
    .orderBy(asc(buyerDeliveryAddresses.id));
}

export async function addressOf(db: Reader, userId: string, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(buyerDeliveryAddresses)
    .where(and(eq(buyerDeliveryAddresses.id, id), eq(buyerDeliveryAddresses.userId, userId)));
  return row;
}

/** Adds an address unless the buyer already has `max` (counted under a lock of their account's rows). */
export async function insertAddress(
  db: Db,
  userId: string,
  values: AddressValues,
  max: number,
): Promise<AddressRow | null> {
  // Serialise one buyer's additions on their account row: two at once cannot both pass the count.
  await db.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
  const [counted] = await db
    .select({ n: count() })
    .from(buyerDeliveryAddresses)
    .where(eq(buyerDeliveryAddresses.userId, userId));
  if ((counted?.n ?? 0) >= max) return null;
  const [row] = await db
    .insert(buyerDeliveryAddresses)
    .values({ userId, ...values })
    .returning();
  return row!;
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(buyerDeliveryAddresses)
    .set(values)
    .where(and(eq(buyerDeliveryAddresses.id, id), eq(buyerDeliveryAddresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(buyerDeliveryAddresses)
    .where(and(eq(buyerDeliveryAddresses.id, id), eq(buyerDeliveryAddresses.userId, userId)))
    .returning({ id: buyerDeliveryAddresses.id });
  return rows.length > 0;
}
