// The only place the manufacturers module touches the database: manufacturers (manufacturers) and the
// decisions on manufacturer applications (vendor_requests). Every function takes the database or an
// open transaction, so a write, its activity record and its e-mail commit together.
import type { AdminListManufacturerApplicationsQuery, AdminListManufacturersQuery } from '@granite/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  firmMembers,
  media,
  orders,
  products,
  quoteRequests,
  user,
  vendorRequests,
  vendors,
} from '../../db/schema';

/** The database or a transaction of it. */
export type Handle = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ManufacturerRow = typeof vendors.$inferSelect;
export type ManufacturerInsert = typeof vendors.$inferInsert;
export type ManufacturerRequestRow = typeof vendorRequests.$inferSelect;

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const productCount = sql<number>`(select count(*)::int from ${products} where ${products.vendorId} = ${vendors.id})`;
const quoteRequestCount = sql<number>`(select count(*)::int from ${quoteRequests} where ${quoteRequests.vendorId} = ${vendors.id})`;

const MANUFACTURER_COLUMNS = {
  vendor: vendors,
  ownerId: user.id,
  ownerName: user.name,
  ownerEmail: user.email,
  ownerStatus: user.status,
  ownerBanned: user.banned,
  logoId: media.id,
  logoVariants: media.variants,
  productCount,
  quoteRequestCount,
};

export type ManufacturerRecord = {
  vendor: ManufacturerRow;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  ownerStatus: string | null;
  ownerBanned: boolean | null;
  logoId: string | null;
  logoVariants: (typeof media.$inferSelect)['variants'] | null;
  productCount: number;
  quoteRequestCount: number;
};

function manufacturerSelect(db: Handle) {
  return db
    .select(MANUFACTURER_COLUMNS)
    .from(vendors)
    .leftJoin(user, eq(user.id, vendors.ownerUserId))
    .leftJoin(media, eq(media.id, vendors.logoMediaId));
}

function listConditions(query: AdminListManufacturersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status === 'deleted') conditions.push(isNotNull(vendors.deletedAt));
  else {
    conditions.push(isNull(vendors.deletedAt));
    if (query.status) conditions.push(eq(vendors.status, query.status));
  }
  if (query.premium !== undefined) conditions.push(eq(vendors.isPremium, query.premium));
  if (query.q) {
    const pattern = escapeLike(query.q);
    conditions.push(
      sql`(${vendors.businessName} ilike ${pattern} or ${vendors.ownerName} ilike ${pattern}
        or ${vendors.email} ilike ${pattern} or ${vendors.city} ilike ${pattern}
        or ${vendors.gstin} ilike ${pattern})`,
    );
  }
  return and(...conditions);
}

export async function listManufacturers(db: Handle, query: AdminListManufacturersQuery) {
  const where = listConditions(query);
  const order = query.dir === 'asc' ? asc : desc;
  const sortColumn =
    query.sort === 'businessName'
      ? sql`lower(${vendors.businessName})`
      : query.sort === 'productCount'
        ? productCount
        : vendors.createdAt;
  const [rows, [total]] = await Promise.all([
    manufacturerSelect(db)
      .where(where)
      .orderBy(order(sortColumn), order(vendors.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(vendors).where(where),
  ]);
  return { rows: rows as ManufacturerRecord[], total: Number(total?.n ?? 0) };
}

export async function findManufacturer(db: Handle, id: number): Promise<ManufacturerRecord | undefined> {
  const [row] = await manufacturerSelect(db).where(eq(vendors.id, id));
  return row as ManufacturerRecord | undefined;
}

/** D46: the firm's present members (read from the firms module's table), owners first, then by who joined. */
export async function firmMembersOf(db: Handle, id: number) {
  return db
    .select({
      userId: firmMembers.userId,
      name: user.name,
      email: user.email,
      role: firmMembers.role,
      accountStatus: user.status,
      since: firmMembers.createdAt,
    })
    .from(firmMembers)
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .where(and(eq(firmMembers.manufacturerId, id), isNull(firmMembers.removedAt)))
    .orderBy(sql`${firmMembers.role} <> 'owner'`, asc(firmMembers.createdAt), asc(firmMembers.id));
}

/** The row, locked until the transaction ends (decisions and deletes take turns). */
export async function lockManufacturer(db: Handle, id: number): Promise<ManufacturerRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).for('update');
  return row;
}

export async function insertManufacturer(db: Handle, values: ManufacturerInsert): Promise<ManufacturerRow> {
  const [row] = await db.insert(vendors).values(values).returning();
  return row!;
}

/**
 * D29: writes only over the version the caller loaded and bumps it; undefined when the row moved on
 * (or is gone), which the service answers with 409.
 */
export async function updateManufacturerAtVersion(
  db: Handle,
  id: number,
  version: number,
  change: Partial<ManufacturerInsert>,
): Promise<ManufacturerRow | undefined> {
  const [row] = await db
    .update(vendors)
    .set({ ...change, version: sql`${vendors.version} + 1` })
    .where(and(eq(vendors.id, id), eq(vendors.version, version), isNull(vendors.deletedAt)))
    .returning();
  return row;
}

/** A change that needs no version (premium and status toggles, owner): it still bumps it. */
export async function updateManufacturerRow(
  db: Handle,
  id: number,
  change: Partial<ManufacturerInsert>,
): Promise<ManufacturerRow | undefined> {
  const [row] = await db
    .update(vendors)
    .set({ ...change, version: sql`${vendors.version} + 1` })
    .where(eq(vendors.id, id))
    .returning();
  return row;
}

/** What still points at a manufacturer: products, quote requests or orders keep its row (soft delete). */
export async function manufacturerReferenceCount(db: Handle, id: number): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`
    select (select count(*) from ${products} where ${products.vendorId} = ${id})
         + (select count(*) from ${quoteRequests} where ${quoteRequests.vendorId} = ${id})
         + (select count(*) from ${orders} where ${orders.vendorId} = ${id}) as n`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function deleteManufacturerRow(db: Handle, id: number): Promise<void> {
  await db.delete(vendors).where(eq(vendors.id, id));
}

/** D31: what decides whether each manufacturer can take quote requests (its state and its owner's). */
export async function quoteReachabilityRows(db: Pick<Database, 'select'>, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: vendors.id,
      status: vendors.status,
      deletedAt: vendors.deletedAt,
      ownerId: user.id,
      ownerStatus: user.status,
      ownerBanned: user.banned,
    })
    .from(vendors)
    .leftJoin(user, eq(user.id, vendors.ownerUserId))
    .where(inArray(vendors.id, ids));
}

/** The manufacturers a user owns that are not deleted, oldest first (the panel works on the first). */
export async function manufacturersOwnedByUser(db: Handle, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.ownerUserId, userId), isNull(vendors.deletedAt)))
    .orderBy(vendors.id);
  return rows.map((r) => r.id);
}

export async function accountByEmail(db: Handle, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, status: user.status })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return row;
}

export async function accountById(db: Handle, id: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, status: user.status, language: user.language })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

// ---------------------------------------------------------------- applications (vendor_requests)

const applicant = alias(user, 'applicant');
const decider = alias(user, 'decider');

const APPLICATION_COLUMNS = {
  request: vendorRequests,
  applicantName: applicant.name,
  applicantEmail: applicant.email,
  applicantEmailVerified: applicant.emailVerified,
  applicantStatus: applicant.status,
  deciderName: decider.name,
};

export type ApplicationRecord = {
  request: ManufacturerRequestRow;
  applicantName: string;
  applicantEmail: string;
  applicantEmailVerified: boolean;
  applicantStatus: string;
  deciderName: string | null;
};

function applicationSelect(db: Handle) {
  return db
    .select(APPLICATION_COLUMNS)
    .from(vendorRequests)
    .innerJoin(applicant, eq(applicant.id, vendorRequests.userId))
    .leftJoin(decider, eq(decider.id, vendorRequests.decidedBy));
}

export async function listApplications(db: Handle, query: AdminListManufacturerApplicationsQuery) {
  const conditions: SQL[] = [eq(vendorRequests.status, query.status)];
  if (query.q) {
    const pattern = escapeLike(query.q);
    conditions.push(
      sql`(${vendorRequests.businessName} ilike ${pattern} or ${vendorRequests.ownerName} ilike ${pattern}
        or ${vendorRequests.email} ilike ${pattern} or ${vendorRequests.gstin} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const order = query.dir === 'asc' ? asc : desc;
  // Admin 7: pending newest first by creation; decided ones by their last change.
  const sort = query.sort ?? (query.status === 'pending' ? 'createdAt' : 'updatedAt');
  const sortColumn =
    sort === 'businessName'
      ? sql`lower(${vendorRequests.businessName})`
      : sort === 'updatedAt'
        ? vendorRequests.updatedAt
        : vendorRequests.createdAt;
  const [rows, [total]] = await Promise.all([
    applicationSelect(db)
      .where(where)
      .orderBy(order(sortColumn), order(vendorRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(vendorRequests).where(where),
  ]);
  return { rows: rows as ApplicationRecord[], total: Number(total?.n ?? 0) };
}

export async function countApplicationsByStatus(db: Handle): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: vendorRequests.status, n: sql<number>`count(*)::int` })
    .from(vendorRequests)
    .groupBy(vendorRequests.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function findApplication(db: Handle, id: number): Promise<ApplicationRecord | undefined> {
  const [row] = await applicationSelect(db).where(eq(vendorRequests.id, id));
  return row as ApplicationRecord | undefined;
}

/** The request, locked until the transaction ends: two admins deciding at once take turns. */
export async function lockApplication(db: Handle, id: number): Promise<ManufacturerRequestRow | undefined> {
  const [row] = await db.select().from(vendorRequests).where(eq(vendorRequests.id, id)).for('update');
  return row;
}

export async function updateApplication(
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

export async function deleteApplicationRow(db: Handle, id: number): Promise<void> {
  await db.delete(vendorRequests).where(eq(vendorRequests.id, id));
}

/** Who owns a manufacturer and which logo it shows (for the logo's access check). */
export async function logoOwnership(db: Database, manufacturerId: number) {
  const rows = await db
    .select({ id: vendors.id, ownerUserId: vendors.ownerUserId, logoMediaId: vendors.logoMediaId })
    .from(vendors)
    .where(eq(vendors.id, manufacturerId))
    .limit(1);
  return rows[0];
}

export async function setLogo(
  db: Database,
  manufacturerId: number,
  mediaId: string | null,
  url: string | null,
) {
  await db
    .update(vendors)
    .set({ logoMediaId: mediaId, logoUrl: url, updatedAt: new Date() })
    .where(eq(vendors.id, manufacturerId));
}

/** D6: a deleted account owns no manufacturer any more (in the deletion's transaction). */
export async function clearOwnerEverywhere(db: Handle, userId: string): Promise<void> {
  await db.update(vendors).set({ ownerUserId: null }).where(eq(vendors.ownerUserId, userId));
}
