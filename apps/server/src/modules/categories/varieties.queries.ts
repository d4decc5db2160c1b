// The only place the stone varieties (D32) touch the database: the list admins keep, and the public
// list of active ones. Products name a variety by id (products.variety_id, written by products).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stoneVarieties } from '../../db/schema';

/** The database or an open transaction. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export type StoneVarietyRow = typeof stoneVarieties.$inferSelect;

export type AdminVarietyRow = StoneVarietyRow & { productCount: number; manufacturerCount: number };

const ADMIN_VARIETY = sql`select sv.id, sv.name, sv.slug, sv.colour, sv.aliases, sv.status, sv.version,
    sv.created_at as "createdAt", sv.updated_at as "updatedAt",
    (select count(*)::int from products p where p.variety_id = sv.id) as "productCount",
    (select count(distinct p.vendor_id)::int from products p
      join vendors v on v.id = p.vendor_id and v.status = 'active'
      where p.variety_id = sv.id and p.status = 'active') as "manufacturerCount"
  from stone_varieties sv`;

/** Every variety (active and hidden), by name. */
export async function listAdminVarieties(db: Db): Promise<AdminVarietyRow[]> {
  const result = await db.execute<AdminVarietyRow>(sql`${ADMIN_VARIETY} order by lower(sv.name), sv.id`);
  return result.rows;
}

export async function adminVarietyById(db: Db, id: number): Promise<AdminVarietyRow | undefined> {
  const result = await db.execute<AdminVarietyRow>(sql`${ADMIN_VARIETY} where sv.id = ${id}`);
  return result.rows[0];
}

/** The active varieties, by name (the public list: product forms and filters). */
export async function listActiveVarieties(db: Db) {
  return db
    .select({
      id: stoneVarieties.id,
      name: stoneVarieties.name,
      slug: stoneVarieties.slug,
      colour: stoneVarieties.colour,
    })
    .from(stoneVarieties)
    .where(eq(stoneVarieties.status, 'active'))
    .orderBy(sql`lower(${stoneVarieties.name})`, stoneVarieties.id);
}

/** The row as stored, locked for the rest of the transaction when `lock` is set. */
export async function findVariety(db: Db, id: number, lock = false): Promise<StoneVarietyRow | undefined> {
  const query = db.select().from(stoneVarieties).where(eq(stoneVarieties.id, id)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** The variety holding this name or slug (case-insensitive), other than `exceptId`. */
export async function varietyNamedLike(
  db: Db,
  name: string,
  slug: string,
  exceptId?: number,
): Promise<StoneVarietyRow | undefined> {
  const [row] = await db
    .select()
    .from(stoneVarieties)
    .where(
      and(
        sql`(lower(${stoneVarieties.name}) = lower(${name}) or ${stoneVarieties.slug} = ${slug})`,
        exceptId === undefined ? undefined : sql`${stoneVarieties.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertVariety(
  db: Db,
  values: typeof stoneVarieties.$inferInsert,
): Promise<StoneVarietyRow> {
  const [row] = await db.insert(stoneVarieties).values(values).returning();
  return row!;
}

/** D29: applies only to the version the editor loaded and moves it on; undefined when it moved. */
export async function updateVarietyAtVersion(
  db: Db,
  id: number,
  version: number,
  change: Partial<typeof stoneVarieties.$inferInsert>,
): Promise<StoneVarietyRow | undefined> {
  const [row] = await db
    .update(stoneVarieties)
    .set({ ...change, version: sql`${stoneVarieties.version} + 1`, updatedAt: new Date() })
    .where(and(eq(stoneVarieties.id, id), eq(stoneVarieties.version, version)))
    .returning();
  return row;
}
