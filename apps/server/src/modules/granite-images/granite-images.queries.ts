// The only place granite images (hero carousel, 3D viewer textures) touch the database.
import type { GraniteImageCategory } from '@granite/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { graniteImages, media } from '../../db/schema';
import type { AppDeps } from '../../deps';

type Db = AppDeps['db'];

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

export async function graniteImageIds(db: Db, category: GraniteImageCategory): Promise<number[]> {
  const rows = await db
    .select({ id: graniteImages.id })
    .from(graniteImages)
    .where(eq(graniteImages.category, category));
  return rows.map((r) => r.id);
}

/** Sort orders 0..n-1 in the given order, in one transaction. */
export async function reorderGraniteImages(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx
        .update(graniteImages)
        .set({ sortOrder: i, updatedAt: new Date() })
        .where(eq(graniteImages.id, id));
    }
  });
}
