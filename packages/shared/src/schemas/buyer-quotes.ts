// The buyer's quote board (storefront 2.18; D17, D18, D26): each request with its status timeline, the
// manufacturer's replies (every revision), the order made from an accepted reply and the review
// written for it. A multi-manufacturer submission is one group: the quote sheet compares its replies.
import { z } from 'zod';
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
  createdAt: Timestamp,
  items: z.array(BuyerQuoteItem),
});
export type BuyerQuoteGroup = z.infer<typeof BuyerQuoteGroup>;

export const BuyerQuoteBoardQuery = PageQuery.strict();
export const BuyerQuoteBoard = PaginatedOf(BuyerQuoteGroup);
export type BuyerQuoteBoard = z.infer<typeof BuyerQuoteBoard>;
