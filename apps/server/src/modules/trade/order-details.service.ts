// What an order view carries besides the order's own row, for every screen that shows one: its
// slabs (D33), its payments and money (D36, the payments module) and its latest quality claim (D37).
import {
  indiaDay,
  type OrderClaimView,
  type OrderMoney,
  type OrderPaymentView,
  type OrderTaxChange,
} from '@granite/shared';
import { toImageRef } from '../media/media.pipeline';
import { moneyOfOrders } from '../payments/payments.service';
import { sampleCitationsOfRequests } from '../samples/samples.service';
import {
  type ClaimRow,
  documentNumbers,
  latestClaims,
  type MediaRow,
  photosOfClaims,
  type Reader,
} from './claims.queries';
import { invoiceTaxesOf } from './invoice-tax';
import type { OrderRow } from './orders.queries';
import { type OrderSlabs, slabsByOrder } from './slab-quotes.service';

export type OrderDetails = OrderSlabs & {
  payments: OrderPaymentView[];
  money: OrderMoney;
  claim: OrderClaimView | null;
  /** D39: the sample the order's request cited. */
  sampleCitation: string | null;
  /** D34: what the invoice will charge if it differs from the order's tax (rate of the day, no GST). */
  taxChange: OrderTaxChange | null;
};

export function toClaimView(
  row: ClaimRow,
  photos: MediaRow[],
  documentNumber: string | null = null,
): OrderClaimView {
  return {
    id: row.id,
    description: row.description,
    status: row.status as OrderClaimView['status'],
    outcome: row.outcome as OrderClaimView['outcome'],
    outcomeNote: row.outcomeNote,
    documentNumber,
    photos: photos.map(toImageRef),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

export async function claimViews(db: Reader, claims: ClaimRow[]): Promise<Map<number, OrderClaimView>> {
  const photos = await photosOfClaims(
    db,
    claims.map((c) => c.id),
  );
  // D42: the number of the credit note or replacement challan a closed claim issued.
  const numbers = await documentNumbers(
    db,
    claims.map((c) => c.documentId).filter((id): id is number => id !== null),
  );
  return new Map(
    claims.map((c) => [
      c.id,
      toClaimView(
        c,
        photos.filter((p) => p.claimId === c.id).map((p) => p.media),
        c.documentId ? (numbers.get(c.documentId) ?? null) : null,
      ),
    ]),
  );
}

/** The view of an invoice's tax change (its own fields only). */
export const taxChangeView = (c: OrderTaxChange | null): OrderTaxChange | null =>
  c && {
    reason: c.reason,
    fromRate: c.fromRate,
    toRate: c.toRate,
    effectiveFrom: c.effectiveFrom,
    taxLines: c.taxLines,
    gstPaise: c.gstPaise,
    totalPaise: c.totalPaise,
  };

export async function orderDetails(
  db: Reader,
  orders: OrderRow[],
  now = new Date(),
): Promise<Map<number, OrderDetails>> {
  const slabs = await slabsByOrder(db, orders);
  const money = await moneyOfOrders(db, orders, now);
  const claims = await latestClaims(
    db,
    orders.map((o) => o.id),
  );
  const views = await claimViews(db, claims);
  const citations = await sampleCitationsOfRequests(
    { db },
    orders.map((o) => o.quoteRequestId),
  );
  const changes = await invoiceTaxesOf(db, orders, indiaDay(now));
  const out = new Map<number, OrderDetails>();
  for (const order of orders) {
    const claim = claims.find((c) => c.orderId === order.id);
    out.set(order.id, {
      billsOn: slabs.get(order.id)?.billsOn ?? null,
      slabs: slabs.get(order.id)?.slabs ?? [],
      ...money.get(order.id)!,
      claim: claim ? views.get(claim.id)! : null,
      sampleCitation: citations.get(order.quoteRequestId) ?? null,
      taxChange: taxChangeView(changes.get(order.id) ?? null),
    });
  }
  return out;
}
