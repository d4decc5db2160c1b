// The buyer's quote board (storefront 2.18; D17, D18, D26): each request with its status timeline, the
// manufacturer's replies (every revision), the order made from an accepted reply and the review
// written for it. A multi-manufacturer submission is one group: the quote sheet compares its replies.
import { z } from 'zod';
import type { ORDER_STATUSES } from '../options';
import { PageQuery, PaginatedOf, Timestamp } from './common';
import { OrderView, QuoteReplyView, QuoteRequestSummary } from './quote-lifecycle';

export const BuyerQuoteItem = z.object({
  request: QuoteRequestSummary,
  /** Every revision, newest first. */
  replies: z.array(QuoteReplyView),
  order: OrderView.nullable(),
  /** The buyer's review of the order, once written (D26). */
  review: z.object({ id: z.number().int(), rating: z.number().int() }).nullable(),
  /** Messages from the manufacturer the buyer has not read. */
  unreadMessages: z.number().int(),
});
export type BuyerQuoteItem = z.infer<typeof BuyerQuoteItem>;

export const BuyerQuoteGroup = z.object({
  /** The group id of a multi-manufacturer submission, or `r<id>` for a single request. */
  key: z.string(),
  groupId: z.string().nullable(),
  /** D38: the requirement whose replies these are, with its stone ("Black Galaxy (with gold flecks)"). */
  requirement: z.object({ id: z.number().int(), stone: z.string() }).nullable(),
  createdAt: Timestamp,
  items: z.array(BuyerQuoteItem),
});
export type BuyerQuoteGroup = z.infer<typeof BuyerQuoteGroup>;

export const BuyerQuoteBoardQuery = PageQuery.strict();
export const BuyerQuoteBoard = PaginatedOf(BuyerQuoteGroup);
export type BuyerQuoteBoard = z.infer<typeof BuyerQuoteBoard>;

/**
 * The buyer's orders, newest first: an order's whole story (its request, the accepted reply, the
 * order with its documents, payments and claim, the review) without opening its quote request.
 * `state`: open (waiting, confirmed or shipped), delivered, cancelled; none for all.
 */
export const BUYER_ORDER_STATES = ['open', 'delivered', 'cancelled'] as const;
export type BuyerOrderState = (typeof BUYER_ORDER_STATES)[number];
export const ORDERS_OF_STATE: Record<BuyerOrderState, readonly (typeof ORDER_STATUSES)[number][]> = {
  open: ['pending', 'confirmed', 'shipped'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
};
export const BuyerOrdersQuery = PageQuery.extend({
  state: z.enum(BUYER_ORDER_STATES, { message: 'must be open, delivered or cancelled' }).optional(),
}).strict();
export type BuyerOrdersQuery = z.infer<typeof BuyerOrdersQuery>;
export const BuyerOrders = PaginatedOf(BuyerQuoteItem).extend({
  /** How many orders each state holds, whatever the page shows (the filter's counts). */
  counts: z.object({ open: z.number().int(), delivered: z.number().int(), cancelled: z.number().int() }),
});
export type BuyerOrders = z.infer<typeof BuyerOrders>;

/**
 * D32: the slabs held for the signed-in buyer's own quote replies on one product, so its page says
 * "Held for your quote" on those instead of a hold for someone else. The product page's lots stay one
 * public answer for everyone; this private one is asked beside it.
 */
export const MyHeldSlabsQuery = z
  .object({ productId: z.coerce.number({ message: 'must be a product id' }).int().positive() })
  .strict();
export type MyHeldSlabsQuery = z.infer<typeof MyHeldSlabsQuery>;
export const MyHeldSlabs = z.object({
  items: z.array(
    z.object({
      slabId: z.number().int(),
      quoteRequestId: z.number().int(),
      /** The last day of the hold (the reply's validity, India's calendar). */
      heldUntil: z.string().nullable(),
    }),
  ),
});
export type MyHeldSlabs = z.infer<typeof MyHeldSlabs>;
