// The only place the lots module's lots, lot photos and slabs are read and written (D32), for the
// storefront's lot views and the manufacturer's lot forms. Every function takes a `Db`, which may be
// an open transaction: the service decides what commits together. Stock per product
// (product_stock) is kept by the triggers of migration 0011, never written here.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lotPhotos, lots, slabs } from '../../db/schema';
import type { StoredMedia } from '../media/media.pipeline';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type MediaVariants = StoredMedia['variants'];
export type LotRow = typeof lots.$inferSelect;
export type SlabInsert = typeof slabs.$inferInsert;

/** Storefront 4: what a visitor may see (the catalogue's own rule): a live product of an active manufacturer. */
const VISIBLE = sql`products p
  join vendors v on v.id = p.vendor_id and v.status = 'active'
  join categories c on c.id = p.category_id and c.is_active`;

/** `s.vendor_id = 7` for one manufacturer (the index then gives the order), `in (…)` for several. */
export function manufacturerClause(column: string, manufacturerIds: number[]) {
  const col = sql.raw(column);
  if (manufacturerIds.length === 1) return sql`${col} = ${manufacturerIds[0]!}`;
  return sql`${col} = any(${`{${manufacturerIds.join(',')}}`}::int[])`;
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** PostgreSQL's unique_violation, however drizzle wraps the driver's error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The unique index a violation names (PostgreSQL and PGlite both say it). */
export function violatedConstraint(err: unknown): string | undefined {
  for (let e = err as { constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.constraint === 'string') return e.constraint;
    e = e.cause as typeof e;
  }
  return undefined;
}

// ---------------------------------------------------------------- products

export async function isVisibleProduct(db: Db, productId: number): Promise<boolean> {
  const result = await db.execute<{ id: number }>(
    sql`select p.id from ${VISIBLE} where p.status = 'active' and p.id = ${productId}`,
  );
  return result.rows.length > 0;
}

/** A product's owner and name (the manufacturer's lot forms check the product is theirs). */
export async function productOwner(db: Db, productId: number) {
  const result = await db.execute<{ id: number; vendorId: number; name: string; city: string | null }>(sql`
    select p.id, p.vendor_id as "vendorId", p.name, v.city
    from products p join vendors v on v.id = p.vendor_id where p.id = ${productId}`);
  return result.rows[0];
}

// ---------------------------------------------------------------- public lots

export type PublicLotRow = {
  id: number;
  productId: number;
  vendorId: number;
  blockNumber: string;
  lotNumber: string;
  thicknessMm: number;
  finish: string;
  grade: string;
  yardCity: string;
  notes: string | null;
  /** Counts and sizes over the lot's shown (available and held) slabs. */
  slabCount: number;
  availableSlabs: number;
  availableSqftX100: number;
  minLengthMm: number;
  maxLengthMm: number;
  minWidthMm: number;
  maxWidthMm: number;
  /** The first photographed shown slab (the lot's picture when it has no bundle photo). */
  coverSequence: number | null;
  coverId: string | null;
  coverVariants: MediaVariants | null;
};

export type PublicSlabRow = {
  id: number;
  lotId: number;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqftX100: number;
  usableSqftX100: number;
  defects: string | null;
  status: 'available' | 'held';
  photoId: string | null;
  photoVariants: MediaVariants | null;
};

export type LotPhotoRow = { id: number; lotId: number; mediaId: string; variants: MediaVariants };

const SHOWN = sql.raw(`('available', 'held')`);

/**
 * The lots of a visible product that show at least one available or held slab, newest first, or one
 * lot of them (`lotId`), each with its counts, sizes and picture over its shown slabs (one statement:
 * a lateral aggregate per lot on slabs_lot_idx); then, in two more statements, the shown slabs (in
 * sequence) and the bundle photos (in order). `preview` limits the slabs to the first lot's first
 * n, which is all a product page draws at first; without it every shown slab of every lot comes.
 */
export async function publicLots(
  db: Db,
  filter: { productId?: number; lotId?: number },
  preview?: { slabs: number },
) {
  const where =
    filter.lotId !== undefined ? sql`l.id = ${filter.lotId}` : sql`l.product_id = ${filter.productId!}`;
  const lotRows = await db.execute<PublicLotRow>(sql`
    select l.id, l.product_id as "productId", l.vendor_id as "vendorId", l.block_number as "blockNumber",
      l.lot_number as "lotNumber", l.thickness_mm as "thicknessMm", l.finish, l.grade,
      l.yard_city as "yardCity", l.notes,
      k.slab_count::int as "slabCount", k.available::int as "availableSlabs",
      coalesce(k.available_sqft, 0)::bigint as "availableSqftX100",
      k.min_length as "minLengthMm", k.max_length as "maxLengthMm",
      k.min_width as "minWidthMm", k.max_width as "maxWidthMm",
      cover.sequence as "coverSequence", cover.id as "coverId", cover.variants as "coverVariants"
    from lots l join ${VISIBLE} on p.id = l.product_id
    cross join lateral (
      select count(*) as slab_count, count(*) filter (where s.status = 'available') as available,
        sum(s.usable_sqft_x100) filter (where s.status = 'available') as available_sqft,
        min(s.length_mm) as min_length, max(s.length_mm) as max_length,
        min(s.width_mm) as min_width, max(s.width_mm) as max_width
      from slabs s where s.lot_id = l.id and s.status in ${SHOWN}
    ) k
    left join lateral (
      select s.sequence, m.id, m.variants
      from slabs s join media m on m.id = s.photo_media_id
      where s.lot_id = l.id and s.status in ${SHOWN}
      order by s.sequence limit 1
    ) cover on true
    where ${where} and p.status = 'active' and k.slab_count > 0
    order by l.created_at desc, l.id desc`);
  const lotIds = lotRows.rows.map((l) => Number(l.id));
  if (!lotIds.length) return { lots: [], slabs: [], photos: [] };
  const slabsOf = preview
    ? sql`s.lot_id = ${lotIds[0]!} and s.status in ${SHOWN} order by s.sequence limit ${preview.slabs}`
    : sql`s.lot_id = any(${intArray(lotIds)}) and s.status in ${SHOWN} order by s.lot_id, s.sequence`;
  const [slabRows, photoRows] = await Promise.all([
    db.execute<PublicSlabRow>(sql`
      select s.id, s.lot_id as "lotId", s.sequence, s.length_mm as "lengthMm", s.width_mm as "widthMm",
        s.gross_sqft_x100 as "grossSqftX100", s.usable_sqft_x100 as "usableSqftX100", s.defects, s.status,
        m.id as "photoId", m.variants as "photoVariants"
      from slabs s left join media m on m.id = s.photo_media_id
      where ${slabsOf}`),
    lotPhotosOf(db, lotIds),
  ]);
  return { lots: lotRows.rows, slabs: slabRows.rows, photos: photoRows };
}

export async function lotPhotosOf(db: Db, lotIds: number[]): Promise<LotPhotoRow[]> {
  if (!lotIds.length) return [];
  const result = await db.execute<LotPhotoRow>(sql`
    select lp.id, lp.lot_id as "lotId", lp.media_id as "mediaId", m.variants
    from lot_photos lp join media m on m.id = lp.media_id
    where lp.lot_id = any(${intArray(lotIds)})
    order by lp.lot_id, lp.position, lp.id`);
  return result.rows;
}

// ---------------------------------------------------------------- the manufacturer's lots

export type ManufacturerLotRow = LotRow & {
  productName: string;
  slabCount: number;
  availableSlabs: number;
  heldSlabs: number;
  soldSlabs: number;
  availableSqftX100: number;
  heldSqftX100: number;
  soldSqftX100: number;
};

const LOT_SUMMARY = sql`
  l.id, l.product_id as "productId", l.vendor_id as "vendorId", l.block_number as "blockNumber",
  l.lot_number as "lotNumber", l.thickness_mm as "thicknessMm", l.finish, l.grade, l.yard_city as "yardCity",
  l.notes, l.version, l.created_at as "createdAt", l.updated_at as "updatedAt", p.name as "productName",
  coalesce(k.slab_count, 0)::int as "slabCount", coalesce(k.available, 0)::int as "availableSlabs",
  coalesce(k.held, 0)::int as "heldSlabs", coalesce(k.sold, 0)::int as "soldSlabs",
  coalesce(k.available_sqft, 0)::bigint as "availableSqftX100", coalesce(k.held_sqft, 0)::bigint as "heldSqftX100",
  coalesce(k.sold_sqft, 0)::bigint as "soldSqftX100"`;

const LOT_COUNTS = sql`left join lateral (
    select count(*) as slab_count,
      count(*) filter (where s.status = 'available') as available,
      count(*) filter (where s.status = 'held') as held,
      count(*) filter (where s.status in ('sold', 'dispatched')) as sold,
      sum(s.usable_sqft_x100) filter (where s.status = 'available') as available_sqft,
      sum(s.usable_sqft_x100) filter (where s.status = 'held') as held_sqft,
      sum(s.usable_sqft_x100) filter (where s.status in ('sold', 'dispatched')) as sold_sqft
    from slabs s where s.lot_id = l.id
  ) k on true`;

/** The manufacturers' lots, newest first, with counts and sq.ft per status. */
export async function manufacturerLots(
  db: Db,
  filter: { vendorIds: number[]; productId?: number; lotIds?: number[] },
  page: { limit: number; offset: number },
): Promise<{ rows: ManufacturerLotRow[]; total: number }> {
  const conditions = [manufacturerClause('l.vendor_id', filter.vendorIds)];
  if (filter.productId !== undefined) conditions.push(sql`l.product_id = ${filter.productId}`);
  if (filter.lotIds) conditions.push(sql`l.id = any(${intArray(filter.lotIds)})`);
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<ManufacturerLotRow>(sql`
      select ${LOT_SUMMARY} from lots l join products p on p.id = l.product_id ${LOT_COUNTS}
      where ${where} order by l.created_at desc, l.id desc limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from lots l where ${where}`),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function lotById(db: Db, id: number): Promise<LotRow | undefined> {
  const [row] = await db.select().from(lots).where(eq(lots.id, id)).limit(1);
  return row;
}

/** The lot row, locked for the rest of the transaction (photos counted, slabs added, lot edited). */
export async function lockLot(db: Db, id: number): Promise<LotRow | undefined> {
  const [row] = await db.select().from(lots).where(eq(lots.id, id)).for('update').limit(1);
  return row;
}

export async function insertLot(db: Db, values: typeof lots.$inferInsert): Promise<LotRow> {
  const [row] = await db.insert(lots).values(values).returning();
  return row!;
}

export async function insertLots(db: Db, values: (typeof lots.$inferInsert)[]): Promise<LotRow[]> {
  if (!values.length) return [];
  return db.insert(lots).values(values).returning();
}

/** Lots of one manufacturer by block and lot number (the CSV import finds or makes them). */
export async function lotsByBlock(db: Db, manufacturerId: number, blockNumbers: string[]): Promise<LotRow[]> {
  if (!blockNumbers.length) return [];
  return db
    .select()
    .from(lots)
    .where(
      and(eq(lots.vendorId, manufacturerId), sql`${lots.blockNumber} = any(${toTextArray(blockNumbers)})`),
    );
}

const toTextArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;

/** D29: the edit applies only over the version the form loaded; undefined when it is stale or gone. */
export async function updateLotVersioned(
  db: Db,
  id: number,
  version: number,
  values: Pick<
    LotRow,
    'blockNumber' | 'lotNumber' | 'thicknessMm' | 'finish' | 'grade' | 'yardCity' | 'notes'
  >,
): Promise<LotRow | undefined> {
  const [row] = await db
    .update(lots)
    .set({ ...values, version: sql`${lots.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(lots.id, id), eq(lots.version, version)))
    .returning();
  return row;
}

/** A lot's block number is copied on its slabs (the block's sequence numbers are unique). */
export async function renameSlabsBlock(db: Db, lotId: number, blockNumber: string): Promise<void> {
  await db
    .update(slabs)
    .set({ blockNumber, updatedAt: sql`now()` })
    .where(and(eq(slabs.lotId, lotId), sql`${slabs.blockNumber} <> ${blockNumber}`));
}

export async function deleteLotRow(db: Db, id: number): Promise<void> {
  await db.delete(lots).where(eq(lots.id, id));
}

/** Every image a lot shows (bundle photos and slab photos), to release once the lot is gone. */
export async function mediaOfLot(db: Db, lotId: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select media_id as id from lot_photos where lot_id = ${lotId}
    union select photo_media_id from slabs where lot_id = ${lotId} and photo_media_id is not null`);
  return result.rows.map((r) => r.id);
}

// ---------------------------------------------------------------- lot photos

export async function lotPhotoPositions(db: Db, lotId: number): Promise<number[]> {
  const rows = await db
    .select({ position: lotPhotos.position })
    .from(lotPhotos)
    .where(eq(lotPhotos.lotId, lotId));
  return rows.map((r) => r.position);
}

export async function insertLotPhoto(db: Db, values: { lotId: number; mediaId: string; position: number }) {
  const [row] = await db.insert(lotPhotos).values(values).returning();
  return row!;
}

export async function deleteLotPhoto(db: Db, lotId: number, photoId: number) {
  const [row] = await db
    .delete(lotPhotos)
    .where(and(eq(lotPhotos.id, photoId), eq(lotPhotos.lotId, lotId)))
    .returning();
  return row;
}

/** D46: the lot's firm and the member who added it. */
export async function lotCreator(db: Db, lotId: number) {
  const [row] = await db
    .select({ manufacturerId: lots.vendorId, userId: lots.createdBy })
    .from(lots)
    .where(eq(lots.id, lotId));
  return row;
}
