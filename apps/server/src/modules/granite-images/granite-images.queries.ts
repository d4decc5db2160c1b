// The only place granite images (hero carousel, 3D viewer textures) touch the database.
import type { GraniteImageCategory } from '@granite/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { graniteImages, media } from '../../db/schema';

/** The database or a transaction of it. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const columns = {
  row: graniteImages,
  media,
};

export async function listGraniteImages(db: Db, category: GraniteImageCategory, onlyActive: boolean) {
  return db
    .select(columns)
    .from(graniteImages)
    .leftJoin(media, eq(media.id, graniteImages.mediaId))
    .where(
      onlyActive
        ? and(eq(graniteImages.category, category), eq(graniteImages.isActive, true))
        : eq(graniteImages.category, category),
    )
    .orderBy(asc(graniteImages.sortOrder), asc(graniteImages.id));
}

export async function graniteImageById(db: Db, id: number) {
  const rows = await db
    .select(columns)
    .from(graniteImages)
    .leftJoin(media, eq(media.id, graniteImages.mediaId))
    .where(eq(graniteImages.id, id))
    .limit(1);
  return rows[0];
}

/** Admin spec 9: sort order = the current count, taken in the same statement as the insert. */
export async function insertHeroImage(db: Db) {
  const rows = await db
    .insert(graniteImages)
    .values({
      name: 'New Hero Image',
      color: 'Mixed',
      category: 'hero',
      sortOrder: sql`(select count(*)::int from ${graniteImages} where ${graniteImages.category} = 'hero')`,
    })
    .returning({ id: graniteImages.id });
  return rows[0]!.id;
}

export async function updateGraniteImage(
  db: Db,
  id: number,
  values: Partial<Pick<typeof graniteImages.$inferInsert, 'name' | 'description' | 'color' | 'isActive'>>,
) {
  await db
    .update(graniteImages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(graniteImages.id, id));
}

export async function setGraniteImageMedia(db: Db, id: number, mediaId: string | null, url: string | null) {
  await db
    .update(graniteImages)
    .set({ mediaId, imageUrl: url, updatedAt: new Date() })
    .where(eq(graniteImages.id, id));
}

export async function deleteGraniteImageRow(db: Db, id: number) {
  await db.delete(graniteImages).where(eq(graniteImages.id, id));
}

/** The ids of a category's images; in carousel order when `ordered`. */
export async function graniteImageIds(
  db: Db,
  category: GraniteImageCategory,
  ordered = false,
): Promise<number[]> {
  const query = db
    .select({ id: graniteImages.id })
    .from(graniteImages)
    .where(eq(graniteImages.category, category));
  const rows = ordered
    ? await query.orderBy(asc(graniteImages.sortOrder), asc(graniteImages.id))
    : await query;
  return rows.map((r) => r.id);
}

/** Sort orders 0..n-1 in the given order; call it inside the caller's transaction. */
export async function reorderGraniteImages(db: Db, ids: number[]) {
  for (const [i, id] of ids.entries()) {
    await db
      .update(graniteImages)
      .set({ sortOrder: i, updatedAt: new Date() })
      .where(eq(graniteImages.id, id));
  }
}
