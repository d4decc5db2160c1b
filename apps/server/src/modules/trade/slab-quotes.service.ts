// D33: the slabs of quotes in the views: the slabs a request names, the slabs each reply revision
// offers (with photos), and an order's slabs with the sq.ft each is billed at. One query per kind
// for a whole page of requests, replies or orders.
import { type OfferedSlabView, type OrderSlabView, type SlabBilling, sqftFromX100 } from '@granite/shared';
import { toImageRef } from '../media/media.pipeline';
import type { OrderRow } from './orders.queries';
import { type OfferedSlabRow, offeredSlabsOf, requestedSlabsByRequest } from './slab-quotes.queries';
import type { QuoteReplyRow } from './views';

export { requestedSlabsByRequest };

type Db = Parameters<typeof offeredSlabsOf>[0];

const offeredView = (r: OfferedSlabRow): OfferedSlabView => ({
  slabId: r.slabId,
  lotId: r.lotId,
  blockNumber: r.blockNumber,
  lotNumber: r.lotNumber,
  sequence: r.sequence,
  lengthMm: r.lengthMm,
  widthMm: r.widthMm,
  grossSqft: sqftFromX100(r.grossSqftX100),
  usableSqft: sqftFromX100(r.usableSqftX100),
  photo:
    r.photoId && r.photoVariants?.length ? toImageRef({ id: r.photoId, variants: r.photoVariants }) : null,
});

/** The slabs each slab reply offered, in the order offered (replies without slabs are absent). */
export async function offeredSlabsByReply(
  db: Db,
  replies: Pick<QuoteReplyRow, 'id' | 'billsOn'>[],
): Promise<Map<number, OfferedSlabView[]>> {
  const out = new Map<number, OfferedSlabView[]>();
  const ids = replies.filter((r) => r.billsOn !== null).map((r) => r.id);
  for (const r of await offeredSlabsOf(db, ids)) {
    const list = out.get(r.quoteReplyId);
    if (list) list.push(offeredView(r));
    else out.set(r.quoteReplyId, [offeredView(r)]);
  }
  return out;
}

export type OrderSlabs = { billsOn: SlabBilling | null; slabs: OrderSlabView[] };

/** Each order's slabs (those its accepted reply offered), billed usable or gross as it said. */
export async function slabsByOrder(
  db: Db,
  orders: Pick<OrderRow, 'id' | 'quoteReplyId' | 'billedSqftX100'>[],
): Promise<Map<number, OrderSlabs>> {
  const withSlabs = orders.filter((o) => o.billedSqftX100 !== null);
  const rows = await offeredSlabsOf(
    db,
    withSlabs.map((o) => o.quoteReplyId),
  );
  const out = new Map<number, OrderSlabs>();
  for (const order of withSlabs) {
    const mine = rows.filter((r) => r.quoteReplyId === order.quoteReplyId);
    const billsOn = (mine[0]?.billsOn ?? null) as SlabBilling | null;
    out.set(order.id, {
      billsOn,
      slabs: mine.map((r) => ({
        ...offeredView(r),
        billedSqft: sqftFromX100(billsOn === 'gross' ? r.grossSqftX100 : r.usableSqftX100),
        status: r.status,
      })),
    });
  }
  return out;
}
