// The only place the media module touches the database.
import type { MediaKind } from '@granite/shared';
import { and, eq, sql } from 'drizzle-orm';
import {
  categories,
  graniteImages,
  lotPhotos,
  media,
  orderLoadingPhotos,
  productImages,
  products,
  quoteReplySlabs,
  slabs,
  vendors,
} from '../../db/schema';
import type { AppDeps } from '../../deps';

type Db = AppDeps['db'];

export type StoredMedia = typeof media.$inferSelect;

/** One kind's image with these bytes (files are named by a hash of kind + bytes). */
export async function mediaByKindAndHash(
  db: Db,
  kind: MediaKind,
  hash: string,
): Promise<StoredMedia | undefined> {
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.kind, kind), eq(media.hash, hash)))
    .limit(1);
  return rows[0];
}

/** The new row, or undefined when the same kind + hash was stored meanwhile (unique index). */
export async function insertMediaRow(
  db: Db,
  values: typeof media.$inferInsert,
): Promise<StoredMedia | undefined> {
  const [row] = await db.insert(media).values(values).onConflictDoNothing().returning();
  return row;
}

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
         + (select count(*) from ${productImages} where ${productImages.mediaId} = ${id})
         + (select count(*) from ${graniteImages} where ${graniteImages.mediaId} = ${id})
         + (select count(*) from ${categories} where ${categories.headerImageMediaId} = ${id})
         + (select count(*) from ${lotPhotos} where ${lotPhotos.mediaId} = ${id})
         + (select count(*) from ${slabs} where ${slabs.photoMediaId} = ${id})
         + (select count(*) from ${quoteReplySlabs} where ${quoteReplySlabs.photoMediaId} = ${id})
         + (select count(*) from ${orderLoadingPhotos} where ${orderLoadingPhotos.mediaId} = ${id}) as n`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function deleteMediaRow(db: Db, id: string) {
  const rows = await db.delete(media).where(eq(media.id, id)).returning();
  return rows[0];
}
