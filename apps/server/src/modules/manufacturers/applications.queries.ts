import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user, vendorRequests, vendors } from '../../db/schema';

export async function insertManufacturerRequest(db: Database, row: typeof vendorRequests.$inferInsert) {
  const [inserted] = await db.insert(vendorRequests).values(row).returning();
  return inserted!;
}

/**
 * Inserts a manufacturer request unless the user has a pending or approved one; returns that open one
 * instead. The user's row is locked for the check and the insert (without it, 10 concurrent
 * applications made 7 pending), so one user's applications take turns.
 */
export async function insertManufacturerRequestUnlessOpen(
  db: Database,
  row: typeof vendorRequests.$inferInsert,
): Promise<{ inserted: typeof vendorRequests.$inferSelect } | { open: { id: number; status: string } }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from "user" where id = ${row.userId} for update`);
    const [open] = await tx
      .select({ id: vendorRequests.id, status: vendorRequests.status })
      .from(vendorRequests)
      .where(
        and(eq(vendorRequests.userId, row.userId), inArray(vendorRequests.status, ['pending', 'approved'])),
      )
      .limit(1);
    if (open) return { open };
    const [inserted] = await tx.insert(vendorRequests).values(row).returning();
    return { inserted: inserted! };
  });
}

export async function manufacturersOwnedByApplicant(db: Database, userId: string) {
  return db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      ownerName: vendors.ownerName,
      email: vendors.email,
      phone: vendors.phone,
      city: vendors.city,
      state: vendors.state,
      gstin: vendors.gstin,
      gstinVerified: vendors.gstinVerified,
      isPremium: vendors.isPremium,
      status: vendors.status,
    })
    .from(vendors)
    .where(and(eq(vendors.ownerUserId, userId), eq(vendors.status, 'active')))
    .orderBy(vendors.id);
}

type ManufacturerRequestRow = typeof vendorRequests.$inferSelect;
/** The database or a transaction of it. */
type Handle = Pick<Database, 'select' | 'update'>;

/** The user's latest request, locked until the transaction ends. */
export async function lockLatestRequestOf(
  db: Handle,
  userId: string,
): Promise<ManufacturerRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorRequests)
    .where(eq(vendorRequests.userId, userId))
    .orderBy(desc(vendorRequests.createdAt), desc(vendorRequests.id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateManufacturerRequest(
  db: Handle,
  id: number,
  change: Partial<typeof vendorRequests.$inferInsert>,
): Promise<ManufacturerRequestRow> {
  const [row] = await db
    .update(vendorRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(vendorRequests.id, id))
    .returning();
  return row!;
}

/** The user's most recent manufacturer application, whatever its status. */
export async function latestApplicationOf(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(vendorRequests)
    .where(eq(vendorRequests.userId, userId))
    .orderBy(desc(vendorRequests.createdAt), desc(vendorRequests.id))
    .limit(1);
  return row;
}

/** The applicant's account as stored (read only: the users module writes it). */
export async function applicantById(db: Database, userId: string) {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  return row;
}
