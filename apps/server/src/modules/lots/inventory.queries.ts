// The manufacturer's slabs (D32): the Inventory screen's page and totals, and every write of a slab
// outside a quote (added in bulk, edited, deleted, marked sold outside the platform, photographed).
// The page reads at most one page of rows; the totals are one aggregate over the same filters, which
// slabs_vendor_status_idx, slabs_block_sequence_idx and slabs_lot_idx answer for 20,000 slabs.
import { and, eq, sql } from 'drizzle-orm';
import { slabs } from '../../db/schema';
import { type Db, type MediaVariants, manufacturerClause, type SlabInsert } from './lots.queries';

export type SlabRow = typeof slabs.$inferSelect;

export type InventoryFilter = {
  vendorIds: number[];
  productId?: number;
  lotId?: number;
  status?: string;
  thicknessMm?: number;
  minLengthMm?: number;
  minWidthMm?: number;
  slabIds?: number[];
};

export type InventoryRow = {
  id: number;
  lotId: number;
  productId: number;
  productName: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqftX100: number;
  usableSqftX100: number;
  defects: string | null;
  status: string;
  blockNumber: string;
  lotNumber: string;
  thicknessMm: number;
  grade: string;
  heldByReplyId: number | null;
  heldForRequestId: number | null;
  heldUntil: string | null;
  soldOutside: boolean;
  version: number;
  createdAt: Date | string;
  photoId: string | null;
  photoVariants: MediaVariants | null;
};

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The filters but the status: the totals count every status of what the other filters choose. */
function conditions(filter: InventoryFilter, withStatus: boolean) {
  const where = [manufacturerClause('s.vendor_id', filter.vendorIds)];
  if (filter.productId !== undefined) where.push(sql`s.product_id = ${filter.productId}`);
  if (filter.lotId !== undefined) where.push(sql`s.lot_id = ${filter.lotId}`);
  if (filter.minLengthMm !== undefined) where.push(sql`s.length_mm >= ${filter.minLengthMm}`);
  if (filter.minWidthMm !== undefined) where.push(sql`s.width_mm >= ${filter.minWidthMm}`);
  if (filter.thicknessMm !== undefined) {
    where.push(sql`s.lot_id in (select l.id from lots l where ${manufacturerClause('l.vendor_id', filter.vendorIds)}
      and l.thickness_mm = ${filter.thicknessMm})`);
  }
  if (filter.slabIds) where.push(sql`s.id = any(${intArray(filter.slabIds)})`);
  if (withStatus && filter.status !== undefined) {
    // Sold covers dispatched too in the screen's "sold" tab only when asked for as 'sold'.
    where.push(sql`s.status = ${filter.status}`);
  }
  return sql.join(where, sql` and `);
}

const INVENTORY_COLUMNS = sql`
  s.id, s.lot_id as "lotId", s.product_id as "productId", p.name as "productName", s.sequence,
  s.length_mm as "lengthMm", s.width_mm as "widthMm", s.gross_sqft_x100 as "grossSqftX100",
  s.usable_sqft_x100 as "usableSqftX100", s.defects, s.status, s.block_number as "blockNumber",
  l.lot_number as "lotNumber", l.thickness_mm as "thicknessMm", l.grade,
  s.held_by_reply_id as "heldByReplyId", qr.quote_request_id as "heldForRequestId",
  s.held_until::text as "heldUntil", s.sold_outside as "soldOutside", s.version, s.created_at as "createdAt",
  m.id as "photoId", m.variants as "photoVariants"`;

const INVENTORY_JOINS = sql`
  join lots l on l.id = s.lot_id
  join products p on p.id = s.product_id
  left join quote_replies qr on qr.id = s.held_by_reply_id
  left join media m on m.id = s.photo_media_id`;

/** The catalogue's version: every statement on slabs or lots bumps it (migration 0011's triggers). */
export async function catalogVersion(db: Db): Promise<number> {
  const result = await db.execute<{ version: number }>(sql`select version from catalog_state where id = 1`);
  return Number(result.rows[0]?.version ?? 0);
}

/** The totals per status for the filters (the status filter aside): one aggregate over the slabs. */
export async function inventoryTotals(db: Db, filter: InventoryFilter) {
  const result = await db.execute<{ status: string; n: number; sqft: number }>(sql`
    select s.status, count(*)::int as n, coalesce(sum(s.usable_sqft_x100), 0)::bigint as sqft
    from slabs s where ${conditions(filter, false)} group by s.status`);
  return result.rows;
}

/**
 * One page of slabs, by block and sequence (the order a yard counts them; the unique block index
 * gives it for one manufacturer without sorting).
 */
export async function inventoryPage(
  db: Db,
  filter: InventoryFilter,
  page: { limit: number; offset: number },
) {
  // The page's rows are chosen on slabs alone, then joined: the joins run for one page, not 20,000 rows.
  const rows = await db.execute<InventoryRow>(sql`
    select ${INVENTORY_COLUMNS}
    from (
      select s.id from slabs s where ${conditions(filter, true)}
      order by s.vendor_id, s.block_number, s.sequence limit ${page.limit} offset ${page.offset}
    ) pick
    join slabs s on s.id = pick.id ${INVENTORY_JOINS}
    order by s.vendor_id, s.block_number, s.sequence`);
  return rows.rows;
}

/** Slabs by id with their lot and product, as the Inventory screen shows them. */
export async function inventoryRowsByIds(
  db: Db,
  manufacturerIds: number[],
  ids: number[],
): Promise<InventoryRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<InventoryRow>(sql`
    select ${INVENTORY_COLUMNS} from slabs s ${INVENTORY_JOINS}
    where ${manufacturerClause('s.vendor_id', manufacturerIds)} and s.id = any(${intArray(ids)})
    order by s.block_number, s.sequence`);
  return result.rows;
}

/** A lot's slabs in sequence, as the Inventory screen shows them. */
export async function inventoryRowsOfLot(db: Db, lotId: number): Promise<InventoryRow[]> {
  const result = await db.execute<InventoryRow>(sql`
    select ${INVENTORY_COLUMNS} from slabs s ${INVENTORY_JOINS}
    where s.lot_id = ${lotId} order by s.sequence, s.id`);
  return result.rows;
}

export async function slabById(db: Db, id: number): Promise<SlabRow | undefined> {
  const [row] = await db.select().from(slabs).where(eq(slabs.id, id)).limit(1);
  return row;
}

/** Slabs locked for the rest of the transaction, in id order (two writers never wait on each other crosswise). */
export async function lockSlabs(db: Db, manufacturerIds: number[], ids: number[]): Promise<SlabRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<{ id: number }>(sql`
    select id from slabs s where ${manufacturerClause('s.vendor_id', manufacturerIds)} and s.id = any(${intArray(ids)})
    order by id for update`);
  const locked = result.rows.map((r) => Number(r.id));
  if (!locked.length) return [];
  return db
    .select()
    .from(slabs)
    .where(sql`${slabs.id} = any(${intArray(locked)})`);
}

/** Slabs of a lot that are not available (a lot is deleted only when none is held or sold). */
export async function unavailableSlabsOfLot(db: Db, lotId: number) {
  return db
    .select({ blockNumber: slabs.blockNumber, sequence: slabs.sequence, status: slabs.status })
    .from(slabs)
    .where(and(eq(slabs.lotId, lotId), sql`${slabs.status} <> 'available'`))
    .orderBy(slabs.sequence)
    .for('update');
}

/** Which of these sequence numbers a block already has (the manufacturer's own block). */
export async function takenSequences(
  db: Db,
  manufacturerId: number,
  blockNumber: string,
  sequences: number[],
  exceptSlabId?: number,
): Promise<number[]> {
  if (!sequences.length) return [];
  const result = await db.execute<{ sequence: number }>(sql`
    select sequence from slabs where vendor_id = ${manufacturerId} and block_number = ${blockNumber}
      and sequence = any(${intArray(sequences)}) ${exceptSlabId ? sql`and id <> ${exceptSlabId}` : sql``}`);
  return result.rows.map((r) => Number(r.sequence));
}

/** Every (block, sequence) a manufacturer has in these blocks (the CSV import checks its rows at once). */
export async function sequencesOfBlocks(db: Db, manufacturerId: number, blockNumbers: string[]) {
  if (!blockNumbers.length) return [];
  const result = await db.execute<{ blockNumber: string; sequence: number }>(sql`
    select block_number as "blockNumber", sequence from slabs
    where vendor_id = ${manufacturerId} and block_number = any(${`{${blockNumbers.map((b) => `"${b.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[])`);
  return result.rows;
}

/** Inserts slabs a few hundred per statement (parameter limits), answering their ids in order. */
export async function insertSlabs(db: Db, rows: SlabInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(slabs)
      .values(rows.slice(i, i + 500))
      .returning({ id: slabs.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** D29: an available slab's sizes and notes, over the version the form loaded. */
export async function updateAvailableSlab(
  db: Db,
  id: number,
  version: number,
  values: Pick<SlabRow, 'sequence' | 'lengthMm' | 'widthMm' | 'grossSqftX100' | 'usableSqftX100' | 'defects'>,
): Promise<SlabRow | undefined> {
  const [row] = await db
    .update(slabs)
    .set({ ...values, version: sql`${slabs.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(slabs.id, id), eq(slabs.version, version), eq(slabs.status, 'available')))
    .returning();
  return row;
}

export async function deleteAvailableSlab(db: Db, id: number): Promise<SlabRow | undefined> {
  const [row] = await db
    .delete(slabs)
    .where(and(eq(slabs.id, id), eq(slabs.status, 'available')))
    .returning();
  return row;
}

/** Available slabs sold outside the platform (no reply or order names them). */
export async function markSoldOutside(db: Db, ids: number[]): Promise<number> {
  const rows = await db
    .update(slabs)
    .set({
      status: 'sold',
      soldOutside: true,
      soldAt: sql`now()`,
      version: sql`${slabs.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(sql`${slabs.id} = any(${intArray(ids)})`, eq(slabs.status, 'available')))
    .returning({ id: slabs.id });
  return rows.length;
}

/** Sets a slab's photo; answers the photo it replaced (undefined when the slab is gone). */
export async function setSlabPhoto(
  db: Db,
  id: number,
  mediaId: string,
): Promise<{ previous: string | null } | undefined> {
  const [old] = await db
    .select({ previous: slabs.photoMediaId })
    .from(slabs)
    .where(eq(slabs.id, id))
    .for('update');
  if (!old) return undefined;
  await db
    .update(slabs)
    .set({ photoMediaId: mediaId, version: sql`${slabs.version} + 1`, updatedAt: sql`now()` })
    .where(eq(slabs.id, id));
  return old;
}

/** The manufacturer's slabs by block (any case) and sequence, for photos named B114-07.jpg. */
export async function slabsByBlockAndSequence(
  db: Db,
  manufacturerIds: number[],
  keys: { block: string; sequence: number }[],
) {
  if (!keys.length) return [];
  const blocks = [...new Set(keys.map((k) => k.block.toUpperCase()))];
  const sequences = [...new Set(keys.map((k) => k.sequence))];
  const result = await db.execute<{ id: number; blockNumber: string; sequence: number }>(sql`
    select s.id, s.block_number as "blockNumber", s.sequence from slabs s
    where ${manufacturerClause('s.vendor_id', manufacturerIds)}
      and upper(s.block_number) = any(${`{${blocks.map((b) => `"${b.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[])
      and s.sequence = any(${intArray(sequences)})`);
  return result.rows;
}
