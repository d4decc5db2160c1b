// D32, D33: slabs in the quote lifecycle. A buyer may name slabs in a request; a manufacturer's reply
// may offer slabs of its own, which holds them (at most one reply at a time) until the reply's
// validity date; accepting sells them, shipping dispatches them; declining, expiry, a revision
// without them, closing or cancelling releases them. The lots module owns the slabs table, so every
// such change is made here; the trade module calls these inside its own transactions (passing the
// transaction handle) and this module never imports the trade module.
import { announceCatalogChangeIn } from '../../lib/catalog-events';
import { AppError, invalidData } from '../../lib/errors';
import {
  dispatchAvailable,
  dispatchSold,
  type Executor,
  holdSlabs,
  lockLapsed,
  lockSlabs,
  releaseHeldBy,
  releaseLapsed,
  type SlabFacts,
  sellHeld,
  slabsByIds,
  unsell,
} from './holds.queries';

export type { Executor as HoldsExecutor, SlabFacts };

/**
 * A slab changing status changes its product's stock in the catalogue (the slabs trigger writes the
 * change feed): the other server processes are told when the caller's transaction commits (ADR 010,
 * "Processes and pushes"), as writers outside a transaction do through catalogChanged.
 */
async function announced(tx: Executor, changed: number): Promise<number> {
  if (changed > 0) await announceCatalogChangeIn(tx);
  return changed;
}

/** How a refusal names a slab: its block and sequence, as on its photo's file name (B114-07). */
export const slabName = (s: Pick<SlabFacts, 'blockNumber' | 'sequence'>): string =>
  `${s.blockNumber}-${String(s.sequence).padStart(2, '0')}`;

/** Where a slab of the body is: the field an error names for the i-th id. */
export type SlabField = (index: number) => string;

const conflictOn = (field: string, message: string) =>
  new AppError('conflict', message, { [field]: message });

/** The slabs with these ids, in the order given (ids that do not exist are left out). */
export async function describeSlabs(db: Executor, ids: number[]): Promise<SlabFacts[]> {
  const byId = new Map((await slabsByIds(db, ids)).map((s) => [s.id, s]));
  return ids.map((id) => byId.get(id)).filter((s): s is SlabFacts => s !== undefined);
}

/**
 * D33: the slabs a buyer names in a request for `productId`: each must be a slab of that product,
 * available or on hold (the manufacturer may offer others), not sold. Returns them in the order
 * given. 400 naming the field for a slab of another product (or none); 409 for a sold one.
 */
export async function checkRequestedSlabs(
  db: Executor,
  productId: number,
  ids: number[],
  field: SlabField,
): Promise<SlabFacts[]> {
  const byId = new Map((await slabsByIds(db, ids)).map((s) => [s.id, s]));
  const out: SlabFacts[] = [];
  for (const [i, id] of ids.entries()) {
    const slab = byId.get(id);
    if (!slab || slab.productId !== productId)
      throw invalidData({ [field(i)]: 'is not a slab of this product' });
    if (slab.status === 'sold' || slab.status === 'dispatched') {
      throw conflictOn(field(i), `Slab ${slabName(slab)} has been sold`);
    }
    out.push(slab);
  }
  return out;
}

/**
 * D33: the reply `replyId` (a first reply or a revision) of manufacturer `vendorId` to a request for
 * `productId` offers the slabs `ids`, held until `heldUntil`. Slabs held by the request's earlier
 * replies (`earlierReplyIds`) move to this one when offered again, and are released when not.
 * Refusals name the slab: 400 for a slab that is not the manufacturer's or is of another product,
 * 409 for one sold or on hold for another quote. Two transactions offering one slab at the same
 * moment: the slabs are locked in id order and held by a conditional update, so exactly one holds it
 * and the other is refused. Returns the offered slabs in the order given.
 */
export async function holdSlabsForReply(
  tx: Executor,
  input: {
    vendorId: number;
    productId: number | null;
    replyId: number;
    ids: number[];
    heldUntil: string;
    earlierReplyIds: number[];
    /** The day in India: a hold dated before it has lapsed (its reply expired). */
    today: string;
    field: SlabField;
  },
): Promise<SlabFacts[]> {
  const locked = await lockSlabs(tx, input.ids, input.earlierReplyIds);
  const byId = new Map(locked.map((s) => [s.id, s]));
  const ours = new Set(input.earlierReplyIds);
  const refusal = (slab: SlabFacts, i: number): AppError | null => {
    if (slab.status === 'sold') return conflictOn(input.field(i), `Slab ${slabName(slab)} has been sold`);
    if (slab.status === 'dispatched') {
      return conflictOn(input.field(i), `Slab ${slabName(slab)} has been dispatched`);
    }
    if (
      slab.status === 'held' &&
      !(slab.heldByReplyId !== null && ours.has(slab.heldByReplyId)) &&
      !(slab.heldUntil !== null && slab.heldUntil < input.today)
    ) {
      return conflictOn(input.field(i), `Slab ${slabName(slab)} is on hold for another quote`);
    }
    return null;
  };
  const offered: SlabFacts[] = [];
  for (const [i, id] of input.ids.entries()) {
    const slab = byId.get(id);
    if (!slab || slab.vendorId !== input.vendorId)
      throw invalidData({ [input.field(i)]: 'is not one of your slabs' });
    if (slab.productId !== input.productId) {
      throw invalidData({ [input.field(i)]: `Slab ${slabName(slab)} is of another product` });
    }
    const refused = refusal(slab, i);
    if (refused) throw refused;
    offered.push(slab);
  }
  const held = new Set(
    await holdSlabs(tx, {
      ids: input.ids,
      replyId: input.replyId,
      heldUntil: input.heldUntil,
      takeOverFrom: input.earlierReplyIds,
      today: input.today,
    }),
  );
  if (held.size !== input.ids.length) {
    // Only if a slab changed between the lock and the update, which the lock prevents; still named.
    const i = input.ids.findIndex((id) => !held.has(id));
    const slab = offered[i]!;
    throw conflictOn(input.field(i), `Slab ${slabName(slab)} is on hold for another quote`);
  }
  const offeredIds = new Set(input.ids);
  const dropped = locked.some(
    (s) =>
      s.status === 'held' && s.heldByReplyId !== null && ours.has(s.heldByReplyId) && !offeredIds.has(s.id),
  );
  if (dropped) await releaseHeldBy(tx, input.earlierReplyIds, input.ids);
  await announced(tx, held.size);
  return offered.map((s) => ({
    ...s,
    status: 'held',
    heldByReplyId: input.replyId,
    heldUntil: input.heldUntil,
  }));
}

/** D32: the slabs held by these replies are available again (declined, revised without them, closed). */
export async function releaseHolds(tx: Executor, replyIds: number[]): Promise<number> {
  if (!replyIds.length) return 0;
  const held = await lockSlabs(tx, [], replyIds);
  if (!held.length) return 0;
  return announced(tx, (await releaseHeldBy(tx, replyIds)).length);
}

/** D32: holds dated before `today` (a day in India) end: their replies have expired. */
export async function releaseLapsedHolds(tx: Executor, today: string): Promise<number> {
  const lapsed = await lockLapsed(tx, today);
  return announced(tx, (await releaseLapsed(tx, lapsed, today)).length);
}

/**
 * D32: accepting reply `replyId` sells the slabs it holds (`ids`, those it offered). A slab it no
 * longer holds refuses the acceptance with 409 naming it.
 */
export async function sellSlabsOfReply(
  tx: Executor,
  replyId: number,
  ids: number[],
  at: Date,
): Promise<void> {
  if (!ids.length) return;
  const locked = await lockSlabs(tx, ids);
  const sold = new Set(await sellHeld(tx, replyId, ids, at));
  const lost = locked.find((s) => !sold.has(s.id));
  if (lost || sold.size !== ids.length) {
    throw new AppError(
      'conflict',
      lost
        ? `Slab ${slabName(lost)} is no longer held for this quote. Ask the manufacturer for a revised quote.`
        : 'A slab of this quote no longer exists. Ask the manufacturer for a revised quote.',
    );
  }
  await announced(tx, sold.size);
}

/** D32: the order ships: its sold slabs are dispatched. Returns how many. */
export async function dispatchSlabs(tx: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await lockSlabs(tx, ids);
  return announced(tx, (await dispatchSold(tx, ids)).length);
}

/** D32: the order is cancelled before shipping: its sold slabs are for sale again. Returns how many. */
export async function returnSlabsToStock(tx: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await lockSlabs(tx, ids);
  return announced(tx, (await unsell(tx, ids)).length);
}

/**
 * D42: a claim's replacement slabs leave the yard on their replacement challan, in the caller's
 * transaction: each must be an available slab of `manufacturerId` (400 naming `field` otherwise; the rows
 * are locked first, so a slab held or sold meanwhile is refused, never sent twice). Returns them as
 * they were, in the order given.
 */
export async function dispatchReplacementSlabs(
  tx: Executor,
  manufacturerId: number,
  ids: number[],
  field: string,
  message: string,
): Promise<SlabFacts[]> {
  const locked = await lockSlabs(tx, ids);
  const byId = new Map(locked.map((s) => [s.id, s]));
  const wrong = ids.find(
    (id) => byId.get(id)?.vendorId !== manufacturerId || byId.get(id)?.status !== 'available',
  );
  if (wrong !== undefined) {
    const slab = byId.get(wrong);
    throw invalidData({
      [field]:
        slab && slab.vendorId === manufacturerId
          ? `${message}: slab ${slabName(slab)} is ${slab.status}`
          : message,
    });
  }
  const sent = await dispatchAvailable(tx, manufacturerId, ids);
  if (sent.length !== ids.length) throw invalidData({ [field]: message });
  await announced(tx, sent.length);
  return ids.map((id) => byId.get(id)!);
}
