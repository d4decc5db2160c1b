// The parties of rows, for requireAccess: who is each row's buyer and manufacturer. Reads other
// modules' tables (ADR 013 lets any module read) and writes nothing.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  lots,
  orders,
  products,
  quoteReplies,
  quoteRequests,
  requirements,
  reviews,
  sampleRequests,
  slabs,
  vendors,
} from '../../db/schema';
import type { Resource } from './permissions';

export type Reader = Pick<Database, 'select'>;

/** A row's sides: its buyer's account, its manufacturer, and whether an admin may see it at all. */
export type RowParties = { buyerUserId: string | null; manufacturerId: number | null; adminSees: boolean };

type Found = { id: number; buyerUserId: string | null; manufacturerId: number | null; adminSees: boolean };

const seen = (rows: Found[]) => new Map(rows.map((r) => [r.id, r]));

/** The parties of each of these rows that exists (ids of missing rows are absent from the map). */
export async function partiesOfRows(
  db: Reader,
  on: Resource,
  ids: number[],
): Promise<Map<number, RowParties>> {
  if (!ids.length) return new Map();
  switch (on) {
    case 'request': {
      const rows = await db
        .select({
          id: quoteRequests.id,
          userId: quoteRequests.userId,
          vendorId: quoteRequests.vendorId,
          forwardedAt: quoteRequests.forwardedAt,
          status: quoteRequests.status,
        })
        .from(quoteRequests)
        .where(inArray(quoteRequests.id, ids));
      return seen(rows.map(requestParties));
    }
    case 'reply': {
      const rows = await db
        .select({
          id: quoteReplies.id,
          userId: quoteRequests.userId,
          vendorId: quoteRequests.vendorId,
          forwardedAt: quoteRequests.forwardedAt,
          status: quoteRequests.status,
        })
        .from(quoteReplies)
        .innerJoin(quoteRequests, eq(quoteReplies.quoteRequestId, quoteRequests.id))
        .where(inArray(quoteReplies.id, ids));
      return seen(rows.map(requestParties));
    }
    case 'order': {
      const rows = await db
        .select({ id: orders.id, buyerUserId: orders.userId, manufacturerId: orders.vendorId })
        .from(orders)
        .where(inArray(orders.id, ids));
      return seen(rows.map((r) => ({ ...r, adminSees: true })));
    }
    case 'review': {
      const rows = await db
        .select({ id: reviews.id, buyerUserId: reviews.userId, manufacturerId: reviews.vendorId })
        .from(reviews)
        .where(inArray(reviews.id, ids));
      return seen(rows.map((r) => ({ ...r, adminSees: true })));
    }
    case 'requirement': {
      const rows = await db
        .select({ id: requirements.id, buyerUserId: requirements.userId })
        .from(requirements)
        .where(inArray(requirements.id, ids));
      return seen(rows.map((r) => ({ ...r, manufacturerId: null, adminSees: true })));
    }
    case 'sample': {
      const rows = await db
        .select({
          id: sampleRequests.id,
          buyerUserId: sampleRequests.userId,
          manufacturerId: sampleRequests.vendorId,
        })
        .from(sampleRequests)
        .where(inArray(sampleRequests.id, ids));
      return seen(rows.map((r) => ({ ...r, adminSees: true })));
    }
    case 'lot': {
      const rows = await db
        .select({ id: lots.id, manufacturerId: lots.vendorId })
        .from(lots)
        .where(inArray(lots.id, ids));
      return seen(rows.map((r) => ({ ...r, buyerUserId: null, adminSees: true })));
    }
    case 'slab': {
      const rows = await db
        .select({ id: slabs.id, manufacturerId: slabs.vendorId })
        .from(slabs)
        .where(inArray(slabs.id, ids));
      return seen(rows.map((r) => ({ ...r, buyerUserId: null, adminSees: true })));
    }
    case 'product': {
      const rows = await db
        .select({ id: products.id, manufacturerId: products.vendorId })
        .from(products)
        .where(inArray(products.id, ids));
      return seen(rows.map((r) => ({ ...r, buyerUserId: null, adminSees: true })));
    }
    case 'manufacturer':
    case 'firm': {
      // The manufacturer's own record (its Settings, D44; its team, D46): no buyer, and no admin side.
      const rows = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(inArray(vendors.id, ids), isNull(vendors.deletedAt)));
      return seen(rows.map((r) => ({ id: r.id, manufacturerId: r.id, buyerUserId: null, adminSees: false })));
    }
  }
}

/**
 * D17: a manufacturer is a party to a request only once it was forwarded to it; D31: a signed-out
 * visitor's request whose address is not confirmed is nobody's yet, an admin's included.
 */
function requestParties(r: {
  id: number;
  userId: string | null;
  vendorId: number | null;
  forwardedAt: Date | null;
  status: string;
}): Found {
  return {
    id: r.id,
    buyerUserId: r.userId,
    manufacturerId: r.forwardedAt !== null ? r.vendorId : null,
    adminSees: r.status !== 'unconfirmed',
  };
}
