// Quote requests and replies as the API's buyer quote board gives them, for the quote sheet's tests.
import {
  type BuyerQuoteItem,
  landedTotal,
  type QuoteReplyView,
  type QuoteRequestSummary,
} from '@granite/shared';

let nextId = 100;

export function quoteRequest(over: Partial<QuoteRequestSummary> = {}): QuoteRequestSummary {
  const id = over.id ?? ++nextId;
  return {
    id,
    groupId: 'g-1',
    productId: id,
    productName: `Black Galaxy ${id}`,
    vendorId: id,
    vendorName: `Manufacturer ${id}`,
    customerName: 'Asha Rao',
    quantitySqft: 1000,
    deliveryCity: 'Bengaluru',
    deliveryPin: '560001',
    materialQuality: 'Premium',
    productType: 'Slabs',
    thickness: null,
    slabSize: null,
    tileSize: null,
    finishType: null,
    neededBy: null,
    additionalNotes: null,
    status: 'responded',
    createdAt: '2025-03-01T05:00:00.000Z',
    forwardedAt: '2025-03-01T06:00:00.000Z',
    respondedAt: '2025-03-01T09:00:00.000Z',
    acceptedAt: null,
    declinedAt: null,
    closedAt: null,
    closeReason: null,
    ...over,
  };
}

/** A reply with its landed total computed as the server does (shared quote-math). */
export function quoteReply(
  request: QuoteRequestSummary,
  over: Partial<Omit<QuoteReplyView, 'landed'>> = {},
): QuoteReplyView {
  const reply = {
    id: request.id * 10,
    quoteRequestId: request.id,
    revision: 1,
    pricePaise: 12_500,
    gstRate: 18,
    freightPaise: 1_500_000 as number | null,
    exWorks: false,
    leadTimeDays: 10,
    validUntil: '2099-12-31',
    message: null,
    status: 'current' as const,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...over,
  };
  return {
    ...reply,
    landed: landedTotal({
      quantitySqft: request.quantitySqft,
      pricePaise: reply.pricePaise,
      gstRate: reply.gstRate,
      freightPaise: reply.exWorks ? null : reply.freightPaise,
    }),
  };
}

/** One manufacturer's line of a submission: its request and its replies, newest first. */
export function quoteItem(
  requestOver: Partial<QuoteRequestSummary> = {},
  replies: (request: QuoteRequestSummary) => QuoteReplyView[] = (r) => [quoteReply(r)],
): BuyerQuoteItem {
  const request = quoteRequest(requestOver);
  return { request, replies: replies(request), order: null, review: null, unreadMessages: 0 };
}
