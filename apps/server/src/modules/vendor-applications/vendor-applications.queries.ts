import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vendorRequests, vendors } from '../../db/schema';

export async function insertVendorRequest(db: Database, row: typeof vendorRequests.$inferInsert) {
  const [inserted] = await db.insert(vendorRequests).values(row).returning();
  return inserted!;
}

export async function openVendorRequest(db: Database, userId: string) {
  const [row] = await db
    .select({ id: vendorRequests.id, status: vendorRequests.status })
    .from(vendorRequests)
    .where(and(eq(vendorRequests.userId, userId), inArray(vendorRequests.status, ['pending', 'approved'])))
    .limit(1);
  return row;
}

export async function vendorsOwnedBy(db: Database, userId: string) {
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
