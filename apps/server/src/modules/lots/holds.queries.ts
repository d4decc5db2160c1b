// The only SQL of slab holds (D32, D33): what a quote's slabs are, and every change of a slab's
// status that the quote lifecycle makes. The trade module calls these through holds.service inside
// its own transactions. Each write is conditional on the slab's status (and on the reply holding it),
// so a race is decided by the database: the rows are locked in id order first (two transactions
// never wait on each other in a circle), then updated only where the condition still holds, and
// the caller compares the count. An UPDATE of slabs runs only when a row needs it: the table's
// statement triggers refresh product_stock and bump the catalogue's version (emptying the
// storefront's caches) for every statement, even one that changes nothing.
import { SLAB_LIFECYCLE, type SlabStatus } from '@granite/shared';
import { and, asc, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lots, slabs } from '../../db/schema';

/** The database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'update' | 'execute'>;

export type SlabFacts = {
  id: number;
  lotId: number;
  productId: number;
  vendorId: number;
  blockNumber: string;
  lotNumber: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqftX100: number;
  usableSqftX100: number;
  photoMediaId: string | null;
  status: SlabStatus;
  heldByReplyId: number | null;
  heldUntil: string | null;
};

const facts = {
  id: slabs.id,
  lotId: slabs.lotId,
  productId: slabs.productId,
  vendorId: slabs.vendorId,
  blockNumber: slabs.blockNumber,
  lotNumber: lots.lotNumber,
  sequence: slabs.sequence,
  lengthMm: slabs.lengthMm,
  widthMm: slabs.widthMm,
  grossSqftX100: slabs.grossSqftX100,
  usableSqftX100: slabs.usableSqftX100,
  photoMediaId: slabs.photoMediaId,
  status: sql<SlabStatus>`${slabs.status}`,
  heldByReplyId: slabs.heldByReplyId,
  heldUntil: slabs.heldUntil,
};

/** The slabs with these ids (those that exist), in id order. */
export async function slabsByIds(db: Executor, ids: number[]): Promise<SlabFacts[]> {
  if (!ids.length) return [];
  return db
    .select(facts)
    .from(slabs)
    .innerJoin(lots, eq(lots.id, slabs.lotId))
    .where(inArray(slabs.id, ids))
    .orderBy(asc(slabs.id));
}

/**
 * Locks the slabs with these ids and those held by any of `heldBy`, in id order, and reads them as
 * they are now (a transaction that waited sees what the one before it committed).
 */
export async function lockSlabs(db: Executor, ids: number[], heldBy: number[] = []): Promise<SlabFacts[]> {
  if (!ids.length && !heldBy.length) return [];
  return db
    .select(facts)
    .from(slabs)
    .innerJoin(lots, eq(lots.id, slabs.lotId))
    .where(
      or(
        ids.length ? inArray(slabs.id, ids) : undefined,
        heldBy.length ? inArray(slabs.heldByReplyId, heldBy) : undefined,
      ),
    )
    .orderBy(asc(slabs.id))
    .for('update', { of: slabs });
}

const changed = () => ({ updatedAt: new Date(), version: sql`${slabs.version} + 1` });

/**
 * Holds the slabs for `replyId` until `heldUntil`, only those still free for it: available, held by
 * one of `takeOverFrom` (the request's earlier replies: a revision keeps its slabs), or held past
 * their date (`today`, a day in India: the reply holding it has expired). Returns the ids held.
 */
export async function holdSlabs(
  db: Executor,
  input: { ids: number[]; replyId: number; heldUntil: string; takeOverFrom: number[]; today: string },
): Promise<number[]> {
  if (!input.ids.length) return [];
  const rows = await db
    .update(slabs)
    .set({ status: 'held', heldByReplyId: input.replyId, heldUntil: input.heldUntil, ...changed() })
    .where(
      and(
        inArray(slabs.id, input.ids),
        or(
          eq(slabs.status, 'available'),
          and(
            eq(slabs.status, 'held'),
            or(
              input.takeOverFrom.length ? inArray(slabs.heldByReplyId, input.takeOverFrom) : undefined,
              lt(slabs.heldUntil, input.today),
            ),
          ),
        ),
      ),
    )
    .returning({ id: slabs.id });
  return rows.map((r) => r.id);
}

/** Slabs held by any of these replies become available (except `keep`). Returns the ids released. */
export async function releaseHeldBy(
  db: Executor,
  replyIds: number[],
  keep: number[] = [],
): Promise<number[]> {
  if (!replyIds.length) return [];
  const rows = await db
    .update(slabs)
    .set({ status: 'available', heldByReplyId: null, heldUntil: null, ...changed() })
    .where(
      and(
        eq(slabs.status, 'held'),
        inArray(slabs.heldByReplyId, replyIds),
        keep.length ? notInArray(slabs.id, keep) : undefined,
      ),
    )
    .returning({ id: slabs.id });
  return rows.map((r) => r.id);
}

/** Locks the held slabs whose hold is dated before `today` (a day in India), in id order. */
export async function lockLapsed(db: Executor, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: slabs.id })
    .from(slabs)
    .where(and(eq(slabs.status, 'held'), lt(slabs.heldUntil, today)))
    .orderBy(asc(slabs.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Those of `ids` still held with a hold dated before `today` end. Returns the ids released. */
export async function releaseLapsed(db: Executor, ids: number[], today: string): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(slabs)
    .set({ status: 'available', heldByReplyId: null, heldUntil: null, ...changed() })
    .where(and(inArray(slabs.id, ids), eq(slabs.status, 'held'), lt(slabs.heldUntil, today)))
    .returning({ id: slabs.id });
  return rows.map((r) => r.id);
}

/** The slabs held by `replyId` among `ids` are sold. Returns the ids sold. */
export async function sellHeld(db: Executor, replyId: number, ids: number[], at: Date): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(slabs)
    .set({ status: 'sold', soldAt: at, heldByReplyId: null, heldUntil: null, ...changed() })
    .where(and(inArray(slabs.id, ids), eq(slabs.status, 'held'), eq(slabs.heldByReplyId, replyId)))
    .returning({ id: slabs.id });
  return rows.map((r) => r.id);
}

/** Sold slabs among `ids` leave the yard. Returns the ids dispatched. */
export async function dispatchSold(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(slabs)
    .set({ status: 'dispatched', ...changed() })
    .where(and(inArray(slabs.id, ids), eq(slabs.status, 'sold'), eq(slabs.soldOutside, false)))
    .returning({ id: slabs.id });
  return rows.map((r) => r.id);
}

/** Sold slabs among `ids` (sold through the platform) are for sale again. Returns the ids. */
export async function unsell(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(slabs)
    .set({ status: 'available', soldAt: null, ...changed() })
    .where(and(inArray(slabs.id, ids), eq(slabs.status, 'sold'), eq(slabs.soldOutside, false)))
    .returning({ id: slabs.id });
  return rows.map((r) => r.id);
}

/**
 * D42: the available slabs of `manufacturerId` among `ids` leave the yard as a claim's replacement
 * (SLAB_LIFECYCLE's replace step). Returns the ids dispatched.
 */
export async function dispatchAvailable(
  db: Executor,
  manufacturerId: number,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const { from, to } = SLAB_LIFECYCLE.steps.replace;
  const rows = await db
    .update(slabs)
    .set({ status: to, ...changed() })
    .where(and(inArray(slabs.id, ids), eq(slabs.vendorId, manufacturerId), inArray(slabs.status, [...from])))
    .returning({ id: slabs.id });
  return rows.map((r) => r.id);
}
