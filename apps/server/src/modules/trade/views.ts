// Rows of the quote lifecycle as the API shows them (D17, D18): pure mappings, no database.
import {
  deliveryStateOf,
  type Finish,
  isPastValidity,
  landedTotal,
  type MaterialQuality,
  type OfferedSlabView,
  type OrderStatus,
  type OrderView,
  type ProductType,
  type QuantityUnit,
  type QuoteReplyStatus,
  type QuoteReplyView,
  type QuoteRequestSummary,
  type QuoteStatus,
  type RequestedSlabView,
  type SlabBilling,
  sqftFromX100,
} from '@granite/shared';
import type { OrderRow, QuoteReplyRow, QuoteRequestRow } from './lifecycle.queries';
import type { OrderDetails } from './order-details.service';
import { orderPartiesOf, storedLines, taxAndTermsOf } from './tax-views';

export type { OrderRow, QuoteReplyRow, QuoteRequestRow };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** `requestedSlabs`: the slabs the request named (slab-quotes.service), [] for a typed quantity. */
export function toSummary(
  row: QuoteRequestRow,
  requestedSlabs: RequestedSlabView[] = [],
): QuoteRequestSummary {
  return {
    id: row.id,
    groupId: row.groupId,
    productId: row.productId,
    productName: row.productName,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    customerName: row.customerName,
    quantitySqft: row.quantitySqft,
    quantityUnit: row.quantityUnit as QuantityUnit,
    deliveryCity: row.deliveryCity,
    deliveryPin: row.deliveryPin,
    deliveryState: deliveryStateOf(row.deliveryPin, row.deliveryState),
    billToShipTo: row.consignee !== null,
    buyerCompany: row.buyerCompany,
    buyerGstin: row.buyerGstin,
    materialQuality: row.materialQuality as MaterialQuality,
    productType: row.productType as ProductType,
    thickness: row.thickness as QuoteRequestSummary['thickness'],
    slabSize: row.slabSize as QuoteRequestSummary['slabSize'],
    tileSize: row.tileSize as QuoteRequestSummary['tileSize'],
    finishType: row.finishType as Finish | null,
    neededBy: row.neededBy,
    additionalNotes: row.additionalNotes,
    status: row.status as QuoteStatus,
    createdAt: row.createdAt.toISOString(),
    forwardedAt: iso(row.forwardedAt),
    respondedAt: iso(row.respondedAt),
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    closedAt: iso(row.closedAt),
    closeReason: row.closeReason,
    requestedSlabs,
  };
}

/** A current reply past its validity date is shown as expired before the expiry job marks it (D17). */
export function effectiveReplyStatus(reply: Pick<QuoteReplyRow, 'status' | 'validUntil'>, now = new Date()) {
  return (
    reply.status === 'current' && isPastValidity(reply.validUntil, now) ? 'expired' : reply.status
  ) as QuoteReplyStatus;
}

/**
 * `offered`: the slabs this revision offered (slab-quotes.service). A slab reply's landed total is
 * priced on its billed sq.ft (D33), any other on the request's quantity.
 */
export function toReplyView(
  reply: QuoteReplyRow,
  quantitySqft: number,
  now = new Date(),
  offered: OfferedSlabView[] = [],
): QuoteReplyView {
  return {
    id: reply.id,
    quoteRequestId: reply.quoteRequestId,
    revision: reply.revision,
    pricePaise: reply.pricePaise,
    gstRate: reply.gstRate,
    freightPaise: reply.freightPaise,
    exWorks: reply.exWorks,
    leadTimeDays: reply.leadTimeDays,
    validUntil: reply.validUntil,
    message: reply.message,
    status: effectiveReplyStatus(reply, now),
    landed: landedTotal({
      quantitySqft,
      pricePaise: reply.pricePaise,
      gstRate: reply.gstRate,
      freightPaise: reply.exWorks ? null : reply.freightPaise,
      billedSqftX100: reply.billedSqftX100,
      taxLines: storedLines(reply),
    }),
    ...taxAndTermsOf(reply),
    slabOffer:
      reply.billsOn !== null && reply.billedSqftX100 !== null
        ? {
            billsOn: reply.billsOn as SlabBilling,
            billedSqft: sqftFromX100(reply.billedSqftX100),
            slabs: offered,
          }
        : null,
    createdAt: reply.createdAt.toISOString(),
  };
}

/**
 * `details` (order-details.service): the order's slabs (absent for an order of a typed quantity),
 * its payments and money (D36) and its latest claim (D37).
 */
export function toOrderView(
  row: OrderRow,
  manufacturerName: string,
  details?: Partial<OrderDetails>,
): OrderView {
  return {
    id: row.id,
    quoteRequestId: row.quoteRequestId,
    quoteReplyId: row.quoteReplyId,
    vendorId: row.vendorId,
    vendorName: manufacturerName,
    productId: row.productId,
    productName: row.productName,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    deliveryAddress: row.deliveryAddress,
    quantitySqft: row.quantitySqft,
    quantityUnit: row.quantityUnit as QuantityUnit,
    pricePaise: row.pricePaise,
    subtotalPaise: row.subtotalPaise,
    freightPaise: row.freightPaise,
    exWorks: row.exWorks,
    gstRate: row.gstRate,
    gstPaise: row.gstPaise,
    totalPaise: row.totalPaise,
    leadTimeDays: row.leadTimeDays,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    transporter: row.transporter,
    lrNumber: row.lrNumber,
    lrDate: row.lrDate,
    vehicleType: row.vehicleType as OrderView['vehicleType'],
    deliveryState: row.deliveryPin ? deliveryStateOf(row.deliveryPin, row.deliveryState) : null,
    consignee: row.consignee ?? null,
    ...taxAndTermsOf(row),
    ...orderPartiesOf(row),
    billedSqft: row.billedSqftX100 !== null ? sqftFromX100(row.billedSqftX100) : null,
    billsOn: details?.billsOn ?? null,
    slabs: details?.slabs ?? [],
    receivedAt: iso(row.receivedAt),
    receiptAutomatic: row.receiptAutomatic,
    ...(details?.money ? { payments: details.payments ?? [], money: details.money } : {}),
    ...(details?.claim !== undefined ? { claim: details.claim } : {}),
    ...(details?.sampleCitation !== undefined ? { sampleCitation: details.sampleCitation } : {}),
    ...(details?.taxChange !== undefined ? { taxChange: details.taxChange } : {}),
  };
}
