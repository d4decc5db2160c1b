// The export offers' reads and their one write: the export terms kept beside a trade reply
// (export_reply_terms, written here only), the offered slabs the container plan is made from, and
// the offers a buyer's requests have.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  exportReplyTerms,
  lots,
  quoteReplies,
  quoteReplySlabs,
  quoteRequests,
  vendors,
} from '../../db/schema';
import type { Db, Reader } from './export.queries';

export type ExportTermsRow = typeof exportReplyTerms.$inferSelect;
export type ExportTermsValues = typeof exportReplyTerms.$inferInsert;

export async function insertExportTerms(db: Db, values: ExportTermsValues): Promise<ExportTermsRow> {
  const [row] = await db.insert(exportReplyTerms).values(values).returning();
  return row!;
}

/** The reply's offered slabs in their order, each with its lot's thickness (D48). */
export async function replySlabsForPlan(db: Reader, replyId: number) {
  return db
    .select({
      slabId: quoteReplySlabs.slabId,
      position: quoteReplySlabs.position,
      blockNumber: quoteReplySlabs.blockNumber,
      lotNumber: quoteReplySlabs.lotNumber,
      sequence: quoteReplySlabs.sequence,
      lengthMm: quoteReplySlabs.lengthMm,
      widthMm: quoteReplySlabs.widthMm,
      usableSqftX100: quoteReplySlabs.usableSqftX100,
      thicknessMm: lots.thicknessMm,
    })
    .from(quoteReplySlabs)
    .leftJoin(lots, eq(lots.id, quoteReplySlabs.lotId))
    .where(eq(quoteReplySlabs.quoteReplyId, replyId))
    .orderBy(asc(quoteReplySlabs.position));
}

const offerColumns = {
  terms: exportReplyTerms,
  requestId: quoteReplies.quoteRequestId,
  revision: quoteReplies.revision,
  status: quoteReplies.status,
  currency: quoteReplies.currency,
  pricePerSqftMinor: quoteReplies.pricePaise,
  billedSqftX100: quoteReplies.billedSqftX100,
  leadTimeDays: quoteReplies.leadTimeDays,
  validUntil: quoteReplies.validUntil,
  manufacturerName: vendors.businessName,
};

export type OfferRow = {
  terms: ExportTermsRow;
  requestId: number;
  revision: number;
  status: string;
  currency: string;
  pricePerSqftMinor: number;
  billedSqftX100: number | null;
  leadTimeDays: number;
  validUntil: string;
  manufacturerName: string;
};

/** Every export reply (each revision) to the request, newest first. */
export async function offersOfRequest(db: Reader, requestId: number): Promise<OfferRow[]> {
  return db
    .select(offerColumns)
    .from(exportReplyTerms)
    .innerJoin(quoteReplies, eq(quoteReplies.id, exportReplyTerms.replyId))
    .innerJoin(vendors, eq(vendors.id, quoteReplies.vendorId))
    .where(eq(quoteReplies.quoteRequestId, requestId))
    .orderBy(desc(quoteReplies.revision));
}

/** The current export replies to a buyer's requests (the quote sheet's comparison). */
export async function currentOffersOfBuyer(
  db: Reader,
  userId: string,
  requestIds?: number[],
): Promise<OfferRow[]> {
  return db
    .select(offerColumns)
    .from(exportReplyTerms)
    .innerJoin(quoteReplies, eq(quoteReplies.id, exportReplyTerms.replyId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteReplies.quoteRequestId))
    .innerJoin(vendors, eq(vendors.id, quoteReplies.vendorId))
    .where(
      and(
        eq(quoteRequests.userId, userId),
        inArray(quoteReplies.status, ['current', 'accepted']),
        requestIds?.length ? inArray(quoteRequests.id, requestIds) : undefined,
      ),
    )
    .orderBy(desc(exportReplyTerms.createdAt));
}

/** D33: the reply's billed sq.ft (hundredths), as trade computed it from the offered slabs. */
export async function replyBilledSqftX100(db: Reader, replyId: number): Promise<number> {
  const [row] = await db
    .select({ billed: quoteReplies.billedSqftX100 })
    .from(quoteReplies)
    .where(eq(quoteReplies.id, replyId));
  return row?.billed ?? 0;
}
