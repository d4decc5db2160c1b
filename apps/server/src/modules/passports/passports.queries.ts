// The only place the passports module reads the database (D49): a slab by its passport token, with
// its lot, product, manufacturer and photos, and the slabs a sheet of labels prints. Reads only: the
// slabs and lots are the lots module's (ADR 013), the token is their column's default.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StoredMedia } from '../media/media.pipeline';

export type Reader = Pick<Database, 'execute'>;
type Variants = StoredMedia['variants'];

export type PassportRow = {
  slabId: number;
  token: string;
  blockNumber: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqftX100: number;
  usableSqftX100: number;
  defects: string | null;
  photoId: string | null;
  photoVariants: Variants | null;
  lotId: number;
  lotNumber: string;
  thicknessMm: number;
  finish: string;
  grade: string;
  yardCity: string;
  productName: string;
  manufacturerName: string;
};

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const PASSPORT_COLUMNS = sql`
  s.id as "slabId", s.passport_token as token, s.block_number as "blockNumber", s.sequence,
  s.length_mm as "lengthMm", s.width_mm as "widthMm", s.gross_sqft_x100 as "grossSqftX100",
  s.usable_sqft_x100 as "usableSqftX100", s.defects, m.id as "photoId", m.variants as "photoVariants",
  l.id as "lotId", l.lot_number as "lotNumber", l.thickness_mm as "thicknessMm", l.finish, l.grade,
  l.yard_city as "yardCity", p.name as "productName", v.business_name as "manufacturerName"`;

const PASSPORT_FROM = sql`
  from slabs s join lots l on l.id = s.lot_id join products p on p.id = s.product_id
  join vendors v on v.id = s.vendor_id left join media m on m.id = s.photo_media_id`;

/** The slab whose passport token is `token` (one lookup on slabs_passport_token_idx). */
export async function passportByToken(db: Reader, token: string): Promise<PassportRow | undefined> {
  const result = await db.execute<PassportRow>(
    sql`select ${PASSPORT_COLUMNS} ${PASSPORT_FROM} where s.passport_token = ${token}`,
  );
  return result.rows[0];
}

/** Slabs by id, in block and sequence order (a sheet of labels). */
export async function passportsOf(db: Reader, slabIds: number[]): Promise<PassportRow[]> {
  if (!slabIds.length) return [];
  const result = await db.execute<PassportRow>(sql`
    select ${PASSPORT_COLUMNS} ${PASSPORT_FROM} where s.id = any(${intArray(slabIds)})
    order by s.block_number, l.lot_number, s.sequence`);
  return result.rows;
}

/** The ids of a lot's slabs, in sequence. */
export async function slabIdsOfLot(db: Reader, lotId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(
    sql`select id from slabs where lot_id = ${lotId} order by sequence`,
  );
  return result.rows.map((r) => Number(r.id));
}

export type BundlePhotoRow = { id: string; variants: Variants };

/** The lot's bundle photos, in order (D32). */
export async function bundlePhotos(db: Reader, lotId: number): Promise<BundlePhotoRow[]> {
  const result = await db.execute<BundlePhotoRow>(sql`
    select m.id, m.variants from lot_photos lp join media m on m.id = lp.media_id
    where lp.lot_id = ${lotId} order by lp.position, lp.id`);
  return result.rows;
}
