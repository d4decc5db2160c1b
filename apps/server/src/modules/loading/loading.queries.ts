// The only place the loading list (D49) touches the database: the scans, the slabs that do not
// travel and the bundle photos of an order (this module's tables), and reads of the order, its
// slabs as the accepted quote offered them, and slabs by passport token or number.
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  media,
  orderLoadingPhotos,
  orderLoadingScans,
  orderLoadingShortfalls,
  orders,
  quoteReplies,
  quoteReplySlabs,
  slabs,
  user,
  vendors,
} from '../../db/schema';
import type { StoredMedia } from '../media/media.pipeline';

export type Reader = Pick<Database, 'select' | 'execute'>;
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type Variants = StoredMedia['variants'];

const ORDER_COLUMNS = {
  id: orders.id,
  status: orders.status,
  vendorId: orders.vendorId,
  userId: orders.userId,
  productId: orders.productId,
  productName: orders.productName,
  quoteRequestId: orders.quoteRequestId,
  quoteReplyId: orders.quoteReplyId,
  billedSqftX100: orders.billedSqftX100,
  manufacturerName: vendors.businessName,
};
export type LoadingOrder = {
  id: number;
  status: string;
  vendorId: number;
  userId: string | null;
  productId: number | null;
  productName: string;
  quoteRequestId: number;
  quoteReplyId: number;
  billedSqftX100: number | null;
  manufacturerName: string;
};

/** The order, its row locked when `lock` (a scan and the shipment take turns, never at once). */
export async function findLoadingOrder(
  db: Reader,
  id: number,
  lock = false,
): Promise<LoadingOrder | undefined> {
  const query = db
    .select(ORDER_COLUMNS)
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, id));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}

export type OrderSlabRow = {
  slabId: number | null;
  blockNumber: string;
  lotNumber: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  billedSqftX100: number;
  photoId: string | null;
  photoVariants: Variants | null;
};

/** The slabs the accepted reply sold (its copy of each, D33), with the sq.ft the order bills for each. */
export async function orderSlabs(db: Reader, replyId: number): Promise<OrderSlabRow[]> {
  return db
    .select({
      slabId: quoteReplySlabs.slabId,
      blockNumber: quoteReplySlabs.blockNumber,
      lotNumber: quoteReplySlabs.lotNumber,
      sequence: quoteReplySlabs.sequence,
      lengthMm: quoteReplySlabs.lengthMm,
      widthMm: quoteReplySlabs.widthMm,
      billedSqftX100:
        sql<number>`case when ${quoteReplies.billsOn} = 'gross' then ${quoteReplySlabs.grossSqftX100} else ${quoteReplySlabs.usableSqftX100} end`.mapWith(
          Number,
        ),
      photoId: media.id,
      photoVariants: media.variants,
    })
    .from(quoteReplySlabs)
    .innerJoin(quoteReplies, eq(quoteReplies.id, quoteReplySlabs.quoteReplyId))
    .leftJoin(media, eq(media.id, quoteReplySlabs.photoMediaId))
    .where(eq(quoteReplySlabs.quoteReplyId, replyId))
    .orderBy(asc(quoteReplySlabs.position));
}

export type ScanRow = { slabId: number; bundle: number | null; scannedAt: Date; scannedBy: string | null };

export async function scansOf(db: Reader, orderId: number): Promise<ScanRow[]> {
  return db
    .select({
      slabId: orderLoadingScans.slabId,
      bundle: orderLoadingScans.bundle,
      scannedAt: orderLoadingScans.scannedAt,
      scannedBy: user.name,
    })
    .from(orderLoadingScans)
    .leftJoin(user, eq(user.id, orderLoadingScans.scannedBy))
    .where(eq(orderLoadingScans.orderId, orderId))
    .orderBy(asc(orderLoadingScans.scannedAt));
}

export type ShortfallRow = {
  slabId: number;
  reason: string;
  note: string;
  recordedAt: Date;
  acceptedAt: Date | null;
  replacementSlabId: number | null;
  replacementBlock: string | null;
  replacementSequence: number | null;
  replacementSqftX100: number | null;
};

/** The order's slabs that do not travel, with the slab sent instead of each replaced one. */
export async function shortfallsOf(
  db: Reader,
  orderId: number,
  billsOn: 'usable' | 'gross' = 'usable',
): Promise<ShortfallRow[]> {
  return db
    .select({
      slabId: orderLoadingShortfalls.slabId,
      reason: orderLoadingShortfalls.reason,
      note: orderLoadingShortfalls.note,
      recordedAt: orderLoadingShortfalls.recordedAt,
      acceptedAt: orderLoadingShortfalls.acceptedAt,
      replacementSlabId: orderLoadingShortfalls.replacementSlabId,
      replacementBlock: slabs.blockNumber,
      replacementSequence: slabs.sequence,
      replacementSqftX100: billsOn === 'gross' ? slabs.grossSqftX100 : slabs.usableSqftX100,
    })
    .from(orderLoadingShortfalls)
    .leftJoin(slabs, eq(slabs.id, orderLoadingShortfalls.replacementSlabId))
    .where(eq(orderLoadingShortfalls.orderId, orderId));
}

/** How the order's reply bills its slabs (D33): usable or gross sq.ft. */
export async function billsOnOf(db: Reader, replyId: number): Promise<'usable' | 'gross'> {
  const [row] = await db
    .select({ billsOn: quoteReplies.billsOn })
    .from(quoteReplies)
    .where(eq(quoteReplies.id, replyId));
  return row?.billsOn === 'gross' ? 'gross' : 'usable';
}

export type PhotoRow = { id: number; mediaId: string; variants: Variants; createdAt: Date };

export async function photosOf(db: Reader, orderId: number): Promise<PhotoRow[]> {
  return db
    .select({
      id: orderLoadingPhotos.id,
      mediaId: media.id,
      variants: media.variants,
      createdAt: orderLoadingPhotos.createdAt,
    })
    .from(orderLoadingPhotos)
    .innerJoin(media, eq(media.id, orderLoadingPhotos.mediaId))
    .where(eq(orderLoadingPhotos.orderId, orderId))
    .orderBy(asc(orderLoadingPhotos.id));
}

export async function photoCount(db: Reader, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderLoadingPhotos)
    .where(eq(orderLoadingPhotos.orderId, orderId));
  return Number(row?.n ?? 0);
}

export async function insertPhoto(
  db: Executor,
  row: { orderId: number; mediaId: string; uploadedBy: string },
) {
  const [inserted] = await db.insert(orderLoadingPhotos).values(row).returning();
  return inserted!;
}

export async function deletePhoto(db: Executor, orderId: number, id: number) {
  const [row] = await db
    .delete(orderLoadingPhotos)
    .where(and(eq(orderLoadingPhotos.orderId, orderId), eq(orderLoadingPhotos.id, id)))
    .returning();
  return row;
}

export type SlabFacts = {
  id: number;
  vendorId: number;
  productId: number;
  blockNumber: string;
  sequence: number;
  status: string;
};

const SLAB_FACTS = {
  id: slabs.id,
  vendorId: slabs.vendorId,
  productId: slabs.productId,
  blockNumber: slabs.blockNumber,
  sequence: slabs.sequence,
  status: slabs.status,
};

/** The slab whose passport token is `token` (slabs_passport_token_idx). */
export async function slabByToken(db: Reader, token: string): Promise<SlabFacts | undefined> {
  const [row] = await db.select(SLAB_FACTS).from(slabs).where(eq(slabs.passportToken, token));
  return row;
}

/** A manufacturer's slab by block and number (slabs_block_sequence_idx). */
export async function slabByNumber(
  db: Reader,
  manufacturerId: number,
  blockNumber: string,
  sequence: number,
): Promise<SlabFacts | undefined> {
  const [row] = await db
    .select(SLAB_FACTS)
    .from(slabs)
    .where(
      and(
        eq(slabs.vendorId, manufacturerId),
        sql`lower(${slabs.blockNumber}) = lower(${blockNumber})`,
        eq(slabs.sequence, sequence),
      ),
    );
  return row;
}

/** Whether another order, not cancelled, sold this slab. */
export async function otherOrderOfSlab(db: Reader, slabId: number, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(quoteReplySlabs)
    .innerJoin(orders, eq(orders.quoteReplyId, quoteReplySlabs.quoteReplyId))
    .where(and(eq(quoteReplySlabs.slabId, slabId), ne(orders.id, orderId), ne(orders.status, 'cancelled')))
    .limit(1);
  return rows.length > 0;
}

/** False when the slab was already scanned onto the order (the primary key decides a race). */
export async function insertScan(
  db: Executor,
  row: { orderId: number; slabId: number; bundle: number | null; scannedBy: string },
): Promise<boolean> {
  const inserted = await db.insert(orderLoadingScans).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function deleteScan(db: Executor, orderId: number, slabId: number): Promise<boolean> {
  const rows = await db
    .delete(orderLoadingScans)
    .where(and(eq(orderLoadingScans.orderId, orderId), eq(orderLoadingScans.slabId, slabId)))
    .returning();
  return rows.length > 0;
}

export async function saveShortfall(
  db: Executor,
  row: {
    orderId: number;
    slabId: number;
    reason: string;
    note: string;
    replacementSlabId: number | null;
    recordedBy: string;
  },
): Promise<void> {
  const now = new Date();
  await db
    .insert(orderLoadingShortfalls)
    .values({ ...row, recordedAt: now })
    .onConflictDoUpdate({
      target: [orderLoadingShortfalls.orderId, orderLoadingShortfalls.slabId],
      set: {
        reason: row.reason,
        note: row.note,
        replacementSlabId: row.replacementSlabId,
        recordedBy: row.recordedBy,
        recordedAt: now,
        acceptedAt: null,
        acceptedBy: null,
      },
    });
}

export async function deleteShortfall(db: Executor, orderId: number, slabId: number): Promise<void> {
  await db
    .delete(orderLoadingShortfalls)
    .where(and(eq(orderLoadingShortfalls.orderId, orderId), eq(orderLoadingShortfalls.slabId, slabId)));
}

/** The buyer accepts the slab sent instead of `slabId`; false when there is none waiting. */
export async function acceptReplacement(
  db: Executor,
  orderId: number,
  slabId: number,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .update(orderLoadingShortfalls)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(
      and(
        eq(orderLoadingShortfalls.orderId, orderId),
        eq(orderLoadingShortfalls.slabId, slabId),
        eq(orderLoadingShortfalls.reason, 'replaced'),
        isNull(orderLoadingShortfalls.acceptedAt),
      ),
    )
    .returning();
  return rows.length > 0;
}
