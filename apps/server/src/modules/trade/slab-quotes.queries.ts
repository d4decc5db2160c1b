// D33: the slabs of quotes, as the trade keeps them: the slabs a buyer named in a request
// (quote_request_slabs) and the snapshot of the slabs each reply revision offered (quote_reply_slabs).
// Slab rows themselves are the lots module's (it changes their status, through holds.service); here
// they are only read, to show each slab's status and photo now.
import { type RequestedSlabView, type SlabStatus, sqftFromX100 } from '@granite/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  lots,
  media,
  quoteReplies,
  quoteReplySlabs,
  quoteRequestSlabs,
  quoteRequests,
  slabs,
} from '../../db/schema';
import type { SlabFacts } from '../lots/holds.service';

type Executor = Pick<Database, 'select' | 'insert'>;
type Reader = Pick<Database, 'select'>;

export async function insertRequestSlabs(db: Executor, rows: { quoteRequestId: number; slabId: number }[]) {
  if (rows.length) await db.insert(quoteRequestSlabs).values(rows);
}

/** The slabs each request named, by block and sequence (requests without slabs are absent: read as []). */
export async function requestedSlabsByRequest(
  db: Reader,
  requestIds: number[],
): Promise<Map<number, RequestedSlabView[]>> {
  const out = new Map<number, RequestedSlabView[]>();
  if (!requestIds.length) return out;
  const rows = await db
    .select({
      quoteRequestId: quoteRequestSlabs.quoteRequestId,
      slabId: slabs.id,
      lotId: slabs.lotId,
      blockNumber: slabs.blockNumber,
      lotNumber: lots.lotNumber,
      sequence: slabs.sequence,
      lengthMm: slabs.lengthMm,
      widthMm: slabs.widthMm,
      grossSqftX100: slabs.grossSqftX100,
      usableSqftX100: slabs.usableSqftX100,
      status: slabs.status,
    })
    .from(quoteRequestSlabs)
    .innerJoin(slabs, eq(slabs.id, quoteRequestSlabs.slabId))
    .innerJoin(lots, eq(lots.id, slabs.lotId))
    .where(inArray(quoteRequestSlabs.quoteRequestId, requestIds))
    .orderBy(asc(quoteRequestSlabs.quoteRequestId), asc(slabs.blockNumber), asc(slabs.sequence));
  for (const r of rows) {
    const view: RequestedSlabView = {
      slabId: r.slabId,
      lotId: r.lotId,
      blockNumber: r.blockNumber,
      lotNumber: r.lotNumber,
      sequence: r.sequence,
      lengthMm: r.lengthMm,
      widthMm: r.widthMm,
      grossSqft: sqftFromX100(r.grossSqftX100),
      usableSqft: sqftFromX100(r.usableSqftX100),
      status: r.status as SlabStatus,
    };
    const list = out.get(r.quoteRequestId);
    if (list) list.push(view);
    else out.set(r.quoteRequestId, [view]);
  }
  return out;
}

/** The snapshot of the slabs a reply revision offers, in the order offered. */
export async function insertReplySlabs(db: Executor, replyId: number, offered: SlabFacts[]) {
  if (!offered.length) return;
  await db.insert(quoteReplySlabs).values(
    offered.map((s, position) => ({
      quoteReplyId: replyId,
      slabId: s.id,
      lotId: s.lotId,
      position,
      blockNumber: s.blockNumber,
      lotNumber: s.lotNumber,
      sequence: s.sequence,
      lengthMm: s.lengthMm,
      widthMm: s.widthMm,
      grossSqftX100: s.grossSqftX100,
      usableSqftX100: s.usableSqftX100,
      photoMediaId: s.photoMediaId,
    })),
  );
}

export type OfferedSlabRow = {
  quoteReplyId: number;
  billsOn: string | null;
  slabId: number | null;
  lotId: number | null;
  blockNumber: string;
  lotNumber: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqftX100: number;
  usableSqftX100: number;
  /** The slab's status now; null once the slab row was deleted. */
  status: SlabStatus | null;
  photoId: string | null;
  photoVariants: (typeof media.$inferSelect)['variants'] | null;
};

/** The slabs each of these replies offered (as offered), with their photo and status now. */
export async function offeredSlabsOf(db: Reader, replyIds: number[]): Promise<OfferedSlabRow[]> {
  if (!replyIds.length) return [];
  const rows = await db
    .select({
      quoteReplyId: quoteReplySlabs.quoteReplyId,
      billsOn: quoteReplies.billsOn,
      slabId: quoteReplySlabs.slabId,
      lotId: quoteReplySlabs.lotId,
      blockNumber: quoteReplySlabs.blockNumber,
      lotNumber: quoteReplySlabs.lotNumber,
      sequence: quoteReplySlabs.sequence,
      lengthMm: quoteReplySlabs.lengthMm,
      widthMm: quoteReplySlabs.widthMm,
      grossSqftX100: quoteReplySlabs.grossSqftX100,
      usableSqftX100: quoteReplySlabs.usableSqftX100,
      status: slabs.status,
      photoId: media.id,
      photoVariants: media.variants,
    })
    .from(quoteReplySlabs)
    .innerJoin(quoteReplies, eq(quoteReplies.id, quoteReplySlabs.quoteReplyId))
    .leftJoin(slabs, eq(slabs.id, quoteReplySlabs.slabId))
    // The slab's photo now (it may have been added after the offer), else the one offered.
    .leftJoin(media, eq(media.id, sql`coalesce(${slabs.photoMediaId}, ${quoteReplySlabs.photoMediaId})`))
    .where(inArray(quoteReplySlabs.quoteReplyId, replyIds))
    .orderBy(asc(quoteReplySlabs.quoteReplyId), asc(quoteReplySlabs.position));
  return rows as OfferedSlabRow[];
}

/** The slab ids a reply offered (those whose slab row still exists). */
export async function offeredSlabIds(db: Reader, replyId: number): Promise<number[]> {
  const rows = await db
    .select({ slabId: quoteReplySlabs.slabId })
    .from(quoteReplySlabs)
    .where(eq(quoteReplySlabs.quoteReplyId, replyId))
    .orderBy(asc(quoteReplySlabs.position));
  return rows.map((r) => r.slabId).filter((id): id is number => id !== null);
}

/** Every reply (revision) of these requests. */
export async function replyIdsOfRequests(db: Reader, requestIds: number[]): Promise<number[]> {
  if (!requestIds.length) return [];
  const rows = await db
    .select({ id: quoteReplies.id })
    .from(quoteReplies)
    .where(inArray(quoteReplies.quoteRequestId, requestIds));
  return rows.map((r) => r.id);
}

/** D32: the slabs of one product held for replies to `userId`'s own requests. */
export async function heldForBuyer(db: Reader, userId: string, productId: number) {
  return db
    .select({ slabId: slabs.id, quoteRequestId: quoteReplies.quoteRequestId, heldUntil: slabs.heldUntil })
    .from(slabs)
    .innerJoin(lots, eq(lots.id, slabs.lotId))
    .innerJoin(quoteReplies, eq(quoteReplies.id, slabs.heldByReplyId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteReplies.quoteRequestId))
    .where(and(eq(lots.productId, productId), eq(slabs.status, 'held'), eq(quoteRequests.userId, userId)))
    .orderBy(asc(slabs.id));
}
