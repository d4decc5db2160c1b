// The only place the media module touches the database.
import { eq, sql } from 'drizzle-orm';
import { graniteImages, media, products, vendors } from '../../db/schema';
import type { AppDeps } from '../../deps';

type Db = AppDeps['db'];

export async function mediaById(db: Db, id: string) {
  const rows = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return rows[0];
}

export async function mediaByIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(media).where(sql`${media.id} in ${ids}`);
}

/** The row a served file belongs to (file names start with the row's hash). */
export async function mediaByHash(db: Db, hash: string) {
  const rows = await db.select().from(media).where(eq(media.hash, hash)).limit(1);
  return rows[0];
}

/** How many records still show this image; a row is deleted (with its files) only at zero. */
export async function mediaReferenceCount(db: Db, id: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select (select count(*) from ${products} where ${products.imageMediaId} = ${id})
         + (select count(*) from ${vendors} where ${vendors.logoMediaId} = ${id})
         + (select count(*) from ${graniteImages} where ${graniteImages.mediaId} = ${id}) as n`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function deleteMediaRow(db: Db, id: string) {
  const rows = await db.delete(media).where(eq(media.id, id)).returning();
  return rows[0];
}

export async function productOwnership(db: Db, productId: number) {
  const rows = await db
    .select({ id: products.id, vendorId: products.vendorId, imageMediaId: products.imageMediaId })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows[0];
}

export async function setProductImage(db: Db, productId: number, mediaId: string | null, url: string | null) {
  await db
    .update(products)
    .set({ imageMediaId: mediaId, imageUrl: url, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

export async function vendorOwnership(db: Db, vendorId: number) {
  const rows = await db
    .select({ id: vendors.id, ownerUserId: vendors.ownerUserId, logoMediaId: vendors.logoMediaId })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  return rows[0];
}

export async function setVendorLogo(db: Db, vendorId: number, mediaId: string | null, url: string | null) {
  await db
    .update(vendors)
    .set({ logoMediaId: mediaId, logoUrl: url, updatedAt: new Date() })
    .where(eq(vendors.id, vendorId));
}
