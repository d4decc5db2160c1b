// The only place the admin category screen touches the database. The public catalogue
// reads categories through catalog.queries (is_active); a soft delete clears is_active too, so a
// deleted category disappears there, and the categories trigger bumps the catalogue version.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';
import type { StoredMedia } from '../media/media.pipeline';

/** The database or an open transaction. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export type CategoryRow = typeof categories.$inferSelect;

export type AdminCategoryRow = {
  id: number;
  name: string;
  description: string;
  color: string;
  textColor: string;
  headerImageUrl: string | null;
  headerImageId: string | null;
  headerImageVariants: StoredMedia['variants'] | null;
  productCount: number;
  liveProductCount: number;
  version: number;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const ADMIN_CATEGORY = sql`select c.id, c.name, c.description, c.color, c.text_color as "textColor",
    c.header_image_url as "headerImageUrl", m.id as "headerImageId", m.variants as "headerImageVariants",
    (select count(*)::int from products p where p.category_id = c.id) as "productCount",
    (select count(*)::int from products p join vendors v on v.id = p.vendor_id and v.status = 'active'
      where p.category_id = c.id and p.status = 'active') as "liveProductCount",
    c.version, c.created_at as "createdAt", c.updated_at as "updatedAt"
  from categories c left join media m on m.id = c.header_image_media_id`;

/** Every category that is not deleted, with its product counts, by name. */
export async function listAdminCategories(db: Db): Promise<AdminCategoryRow[]> {
  const result = await db.execute<AdminCategoryRow>(
    sql`${ADMIN_CATEGORY} where c.deleted_at is null order by lower(c.name), c.id`,
  );
  return result.rows;
}

export async function adminCategoryById(db: Db, id: number): Promise<AdminCategoryRow | undefined> {
  const result = await db.execute<AdminCategoryRow>(
    sql`${ADMIN_CATEGORY} where c.id = ${id} and c.deleted_at is null`,
  );
  return result.rows[0];
}

/** The row as stored (not deleted), locked for the rest of the transaction when `lock` is set. */
export async function findCategory(db: Db, id: number, lock = false): Promise<CategoryRow | undefined> {
  const query = db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.deletedAt)))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** Another live category already uses this name (case-insensitive; the unique index's rule). */
export async function categoryNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        isNull(categories.deletedAt),
        exceptId === undefined ? undefined : sql`${categories.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

/**
 * D29: the update applies only to the version the editor loaded, and moves it on by one. Undefined
 * when the row is gone or somebody saved it meanwhile.
 */
export async function updateCategoryAtVersion(
  db: Db,
  id: number,
  version: number,
  change: Partial<typeof categories.$inferInsert>,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set({ ...change, version: sql`${categories.version} + 1`, updatedAt: new Date() })
    .where(and(eq(categories.id, id), eq(categories.version, version), isNull(categories.deletedAt)))
    .returning();
  return row;
}

/** Sets a new row's name once its id is known (spec 5: 'New Granite {id}'); no version bump. */
export async function nameNewCategory(db: Db, id: number, name: string): Promise<CategoryRow> {
  const [row] = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning();
  return row!;
}

/** PostgreSQL's unique_violation, however drizzle wraps the driver's error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
