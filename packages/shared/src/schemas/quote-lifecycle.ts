// The quote lifecycle (D17, D18): the manufacturer's replies, the buyer's decision, the
// order made from it, the message thread, and the admin's and manufacturer's screens. Bodies are
// strict: a forged `status`, `vendorId` or amount is refused with a 400 naming it.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { DEFAULT_CURRENCY } from '../money';
import {
  BALANCE_DUE_TERMS,
  FINISHES,
  GST_RATES,
  GST_STATUSES,
  INDIAN_STATES,
  MATERIAL_QUALITIES,
  ORDER_STATUSES,
  PRODUCT_TYPES,
  QUANTITY_UNITS,
  QUOTE_MESSAGE_MAX_LENGTH,
  QUOTE_MESSAGE_SENDER_ROLES,
  QUOTE_REPLY_STATUSES,
  QUOTE_STATUSES,
  SLAB_BILLING,
  SLAB_SIZES,
  SLAB_STATUSES,
  THICKNESSES,
  THREAD_FILE_KINDS,
  TILE_SIZES,
} from '../options';
import { indiaDay } from '../quote-math';
import { ConsigneeView } from './business';
import { IdParam, PageQuery, PaginatedOf, Timestamp } from './common';
import { CalendarDay, rupeesSchema } from './fields';
import { FirmMemberRef, OrderStepBy } from './firms';
import { OfferedSlabView, SlabIdsSchema, SlabOffer } from './lots';
import { CurrencySchema, TaxLinesSchema } from './money';
import { OrderClaimView, OrderMoney, OrderPaymentView, PAYMENT_FILTERS } from './payments';

/** Texts of the lifecycle's screens and refusals, used as written on both sides (D24). */
export const QUOTE_LIFECYCLE_MESSAGES = {
  /** The quote form's success title where the request went out (a signed-out visitor's waits, D31). */
  requestSubmitted: 'Quote Request Submitted!',
  /** The title of a quote request's status change; the text says which. */
  statusUpdated: 'Status Updated',
  statusFailed: (message: string) => `Failed to update status: ${message}`,
  forwarded: 'Quote request forwarded to the manufacturer',
  closed: 'Quote request closed',
  autoForwardOn: 'New quote requests now go straight to the manufacturer',
  autoForwardOff: 'New quote requests now wait for an admin to forward them',
  replySent: 'Your quote was sent to the buyer',
  replyRevised: 'Your revised quote was sent to the buyer',
  accepted: 'Quote accepted. The manufacturer has been told and will confirm your order.',
  declined: 'Quote declined',
  orderConfirmed: 'Order confirmed',
  orderShipped: 'Order marked as shipped',
  orderDelivered: 'Order marked as delivered',
  orderCancelled: 'Order cancelled',
  messageSent: 'Message sent',
  noQuoteRequests: 'No quote requests found',
  noOrders: 'No orders yet',
  noMessages: 'No messages yet. Ask about the stone, sizes or delivery here.',
  cannotAcceptExpired:
    'This quote has expired and can no longer be accepted. Ask the manufacturer for a new one.',
  alreadyDecided: 'You have already decided on this quote.',
  otherAccepted: 'You have already accepted another quote for this request.',
  revised: 'The manufacturer revised this quote. Please review the new one before accepting.',
  notForwarded: 'This quote request has not been forwarded to a manufacturer yet.',
  closedThread: 'This quote request is closed; no more messages can be sent.',
  contactsHidden: 'Phone numbers, e-mail addresses and links are hidden until the buyer accepts a quote.',
} as const;

/** Reason stored when a buyer accepts another manufacturer's quote of the same group (D17). */
export const NOT_CHOSEN_REASON = "The buyer accepted another manufacturer's quote";

const Day = CalendarDay;

/** Rupees in (a number, or the text of the form's box), integer paise out. */
export const rupeesField = (options: { min: 'positive' | 'zero'; max: number; required: string }) =>
  rupeesSchema({ min: options.min, max: options.max, messages: { required: options.required } });

/** Slab ids, or nothing: an empty list (a form with no slab ticked) means "no slabs". */
export const OptionalSlabIds = z.preprocess(
  (v) => (Array.isArray(v) && v.length === 0 ? undefined : v),
  SlabIdsSchema.optional(),
);

export const QUOTE_REPLY_LIMITS = {
  maxPriceRupees: 10_000_000,
  maxFreightRupees: 10_000_000,
  maxLeadTimeDays: 365,
  /** A validity date at most this many days ahead. */
  maxValidityDays: 365,
  messageMaxLength: 2000,
} as const;

/** The fields of a reply as the form sends them (D17); QuoteReplyInput checks and converts them. */
export const QuoteReplyFields = z.object({
  /**
   * ADR 016, D47: the currency of the price and freight; ₹ when left out. A reply in another
   * currency is an export, zero-rated (its tax is IGST at 0 % under LUT).
   */
  currency: CurrencySchema.default(DEFAULT_CURRENCY),
  /** Per sq.ft excluding GST, in the currency's major unit (₹). */
  price: rupeesField({ min: 'positive', max: QUOTE_REPLY_LIMITS.maxPriceRupees, required: 'is required' }),
  /**
   * D34: the GST rate; left out, the rate table's for the product's HSN on the reply's day (18 %
   * when the product has no HSN yet). The form shows that rate prefilled.
   */
  gstRate: z.coerce
    .number({ message: `must be one of: ${GST_RATES.join(', ')}` })
    .refine((v) => (GST_RATES as readonly number[]).includes(v), `must be one of: ${GST_RATES.join(', ')}`)
    .optional(),
  /** D36: the advance before dispatch, whole percent 0–100. */
  advancePercent: z.coerce
    .number({ message: 'must be a whole percent from 0 to 100' })
    .int('must be a whole percent from 0 to 100')
    .min(0, 'must not be negative')
    .max(100, 'must be at most 100 %')
    .default(0),
  /** D36: when the balance is due. */
  balanceDue: z
    .enum(BALANCE_DUE_TERMS, { message: `must be one of: ${BALANCE_DUE_TERMS.join(', ')}` })
    .default('on-delivery'),
  /** D36: days after delivery, 1–180; only (and then required) for 'days-after-delivery'. */
  balanceDays: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ message: 'must be a whole number of days from 1 to 180' })
        .int('must be a whole number of days from 1 to 180')
        .min(1, 'must be at least 1 day')
        .max(180, 'must be at most 180 days')
        .optional(),
    )
    .optional(),
  /** True: the buyer collects from the factory; no freight. */
  exWorks: z.boolean({ message: 'must be true or false' }).default(false),
  /** Freight to the buyer's PIN for the whole quantity, in rupees; required unless ex-works. */
  freight: z.unknown().optional(),
  // An empty box is "not given", not 0 days.
  leadTimeDays: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number({ message: 'must be a whole number of days' }),
    )
    .pipe(
      z
        .number({ message: 'must be a whole number of days' })
        .int('must be a whole number of days')
        .min(0, 'must not be negative')
        .max(
          QUOTE_REPLY_LIMITS.maxLeadTimeDays,
          `must be at most ${QUOTE_REPLY_LIMITS.maxLeadTimeDays} days`,
        ),
    ),
  validUntil: Day.refine((v) => v >= indiaDay(), 'must not be in the past').refine(
    (v) => v <= indiaDay(new Date(Date.now() + QUOTE_REPLY_LIMITS.maxValidityDays * 86_400_000)),
    `must be within ${QUOTE_REPLY_LIMITS.maxValidityDays} days`,
  ),
  message: z
    .string()
    .trim()
    .max(
      QUOTE_REPLY_LIMITS.messageMaxLength,
      `must be at most ${QUOTE_REPLY_LIMITS.messageMaxLength} characters`,
    )
    .optional()
    .transform((v) => (v ? v : null)),
  /**
   * D33: specific available slabs of the manufacturer's own that this reply (or revision) offers;
   * they are held for the buyer until `validUntil`, and the quantity and landed total come from
   * their sq.ft. Omitted: a reply priced on the request's typed quantity, holding nothing.
   */
  slabIds: OptionalSlabIds,
  /** D33: which sq.ft of the offered slabs is billed; 'usable' when not given; ignored without `slabIds`. */
  billsOn: z.enum(SLAB_BILLING, { message: `must be one of: ${SLAB_BILLING.join(', ')}` }).optional(),
});

type ReplyBody = z.output<typeof QuoteReplyFields>;

/** A reply's checked fields in paise: freight required unless ex-works, balance days when due later (D36). */
export function replyValuesOf(body: ReplyBody, ctx: z.RefinementCtx) {
  if (body.balanceDue === 'days-after-delivery' && body.balanceDays === undefined) {
    ctx.addIssue({ code: 'custom', path: ['balanceDays'], message: 'is required for days after delivery' });
    return z.NEVER;
  }
  let freightPaise: number | null = null;
  if (!body.exWorks) {
    const parsed = rupeesField({
      min: 'zero',
      max: QUOTE_REPLY_LIMITS.maxFreightRupees,
      required: 'is required unless the price is ex-works',
    }).safeParse(body.freight);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['freight'], message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    freightPaise = parsed.data;
  }
  return {
    currency: body.currency,
    pricePaise: body.price,
    gstRate: body.gstRate,
    exWorks: body.exWorks,
    freightPaise,
    leadTimeDays: body.leadTimeDays,
    validUntil: body.validUntil,
    message: body.message,
    slabIds: body.slabIds,
    billsOn: body.slabIds ? (body.billsOn ?? 'usable') : undefined,
    advancePercent: body.advancePercent,
    balanceDue: body.balanceDue,
    balanceDays: body.balanceDue === 'days-after-delivery' ? (body.balanceDays ?? null) : null,
  };
}

/** POST /vendor/quote-requests/:id/replies: a reply, or a revision of it (D17). */
export const QuoteReplyInput = QuoteReplyFields.strict().transform(replyValuesOf);
export type QuoteReplyInput = z.input<typeof QuoteReplyInput>;
export type QuoteReplyValues = z.output<typeof QuoteReplyInput>;

export const LandedTotalView = z.object({
  subtotalPaise: z.number().int(),
  freightPaise: z.number().int().nullable(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});

/**
 * D34: the tax of a reply or order: the HSN its rate came from, the supplier's state and the place of
 * supply, and the split in paise (CGST + SGST halves, or IGST); null on rows made before D34.
 * D36: the payment terms. Always sent by the server (optional in the type only so that views built
 * before D34 stay valid).
 */
const TaxAndTerms = {
  hsn: z.string().nullable().optional(),
  /**
   * D34: the manufacturer's GST status on the reply (and the order): only 'regular' charges GST;
   * 'composition' and 'unregistered' carry no tax lines and ship with a bill of supply (r.49).
   */
  supplierGstStatus: z.enum(GST_STATUSES).optional(),
  supplierState: z.enum(INDIAN_STATES).nullable().optional(),
  placeOfSupply: z.enum(INDIAN_STATES).nullable().optional(),
  cgst: z.number().int().nullable().optional(),
  sgst: z.number().int().nullable().optional(),
  igst: z.number().int().nullable().optional(),
  /**
   * ADR 016: the currency of every amount of the reply or order (price, freight, totals, tax lines),
   * and its tax as lines; `cgst`, `sgst`, `igst` are the lines' sums kept for older readers.
   */
  currency: CurrencySchema.optional(),
  taxLines: TaxLinesSchema.nullable().optional(),
  advancePercent: z.number().int().optional(),
  balanceDue: z.enum(BALANCE_DUE_TERMS).optional(),
  balanceDays: z.number().int().nullable().optional(),
};

export const QuoteReplyView = z.object({
  id: z.number().int(),
  quoteRequestId: z.number().int(),
  revision: z.number().int(),
  pricePaise: z.number().int(),
  gstRate: z.number(),
  freightPaise: z.number().int().nullable(),
  exWorks: z.boolean(),
  leadTimeDays: z.number().int(),
  validUntil: z.string(),
  message: z.string().nullable(),
  /** 'current' past its validity date reads 'expired' even before the expiry job runs. */
  status: z.enum(QUOTE_REPLY_STATUSES),
  landed: LandedTotalView,
  /**
   * D33: the slabs this revision offers, with the billed sq.ft the quantity and landed total come
   * from; null for a reply priced on the request's typed quantity. Always sent by the server
   * (optional in the type only so that views built before slab quotes stay valid).
   */
  slabOffer: SlabOffer.nullable().optional(),
  ...TaxAndTerms,
  /** D38: a reply to an open requirement priced above the buyer's target price per sq.ft. */
  aboveTarget: z.boolean().optional(),
  /** D46: the member who wrote this revision, in the manufacturer's own view only (never the buyer's). */
  by: FirmMemberRef.nullable().optional(),
  createdAt: Timestamp,
});
export type QuoteReplyView = z.infer<typeof QuoteReplyView>;

/** A slab of an order: the offered slab with the sq.ft it is billed at (usable or gross, D33). */
export const OrderSlabView = OfferedSlabView.extend({
  billedSqft: z.number(),
  /** Where the slab is now: 'sold' until the order ships, then 'dispatched'; null if it was deleted. */
  status: z.enum(SLAB_STATUSES).nullable(),
});
export type OrderSlabView = z.infer<typeof OrderSlabView>;

/**
 * D34: what the invoice of an order still to ship will charge when it differs from the order's tax:
 * the rate in force on the invoice's date changed since the reply ('rate': from 12 % to 5 % on
 * 22 Sep 2025), or the manufacturer charges no GST ('no_gst': a bill of supply). Both sides see it
 * before the manufacturer ships; shipping writes it onto the order.
 */
export const OrderTaxChange = z.object({
  reason: z.enum(['rate', 'no_gst']),
  fromRate: z.number(),
  toRate: z.number(),
  /** The day the new rate took effect; null for 'no_gst'. */
  effectiveFrom: z.string().nullable(),
  taxLines: TaxLinesSchema,
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type OrderTaxChange = z.infer<typeof OrderTaxChange>;

export const OrderView = z.object({
  id: z.number().int(),
  quoteRequestId: z.number().int(),
  quoteReplyId: z.number().int(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  deliveryAddress: z.string(),
  quantitySqft: z.number().int(),
  /** D34: the quantity's unit (UQC): SQF, or CBM / MTS for blocks. Always sent by the server. */
  quantityUnit: z.enum(QUANTITY_UNITS).optional(),
  pricePaise: z.number().int(),
  subtotalPaise: z.number().int(),
  freightPaise: z.number().int().nullable(),
  exWorks: z.boolean(),
  gstRate: z.number(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  leadTimeDays: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: Timestamp,
  confirmedAt: Timestamp.nullable(),
  shippedAt: Timestamp.nullable(),
  deliveredAt: Timestamp.nullable(),
  cancelledAt: Timestamp.nullable(),
  cancelReason: z.string().nullable(),
  transporter: z.string().nullable(),
  lrNumber: z.string().nullable(),
  /** D35: the lorry receipt's date and the vehicle type (R, or O over-dimensional); always sent by the server. */
  lrDate: z.string().nullable().optional(),
  vehicleType: z.enum(['R', 'O']).nullable().optional(),
  /** D34: the state the goods are delivered in; always sent by the server. */
  deliveryState: z.enum(INDIAN_STATES).nullable().optional(),
  /** D34: the consignee the buyer had the goods delivered to ("Ship to"); always sent by the server. */
  consignee: ConsigneeView.nullable().optional(),
  /**
   * D33: an order of slabs bills this many sq.ft (the accepted reply's billed sq.ft; `quantitySqft`
   * is it rounded up); null for an order of a typed quantity. Always sent by the server.
   */
  billedSqft: z.number().nullable().optional(),
  billsOn: z.enum(SLAB_BILLING).nullable().optional(),
  /** D33: the slabs the order sells (sold, then dispatched when it ships); [] for a typed quantity. */
  slabs: z.array(OrderSlabView).optional(),
  ...TaxAndTerms,
  /** D34: the invoice's tax when it will differ from the order's (null when not; always sent). */
  taxChange: OrderTaxChange.nullable().optional(),
  /** D34: the parties as they were at acceptance (the manufacturer's GSTIN, the buyer's business). */
  supplierGstin: z.string().nullable().optional(),
  buyerCompany: z.string().nullable().optional(),
  buyerGstin: z.string().nullable().optional(),
  billingAddress: z.string().nullable().optional(),
  billingState: z.enum(INDIAN_STATES).nullable().optional(),
  /** D37: when the buyer confirmed receipt (automatic 7 days after delivery); always sent by the server. */
  receivedAt: Timestamp.nullable().optional(),
  receiptAutomatic: z.boolean().optional(),
  /** D36: the payments recorded against the order and its money; D37: its latest quality claim. */
  payments: z.array(OrderPaymentView).optional(),
  money: OrderMoney.optional(),
  claim: OrderClaimView.nullable().optional(),
  /** D39: "As per sample S-12 from block B-114 (lot 2)" when its request cited a sample. */
  sampleCitation: z.string().nullable().optional(),
  /** D46: who of the manufacturer firm took each step, in the firm's own view only (never the buyer's). */
  stepsBy: z.array(OrderStepBy).optional(),
});
export type OrderView = z.infer<typeof OrderView>;

/**
 * A slab a buyer asked a quote for (D33): enough to name it ("B114 · slab 7 · 2,950 × 1,850 mm")
 * and to tell whether it is still free. `status` is the slab's status now.
 */
export const RequestedSlabView = z.object({
  slabId: z.number().int(),
  lotId: z.number().int(),
  blockNumber: z.string(),
  lotNumber: z.string(),
  sequence: z.number().int(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  grossSqft: z.number(),
  usableSqft: z.number(),
  status: z.enum(SLAB_STATUSES),
});
export type RequestedSlabView = z.infer<typeof RequestedSlabView>;

/** What both sides see of a request (the buyer's mobile number is not in it: see `contact`). */
export const QuoteRequestSummary = z.object({
  id: z.number().int(),
  groupId: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string(),
  customerName: z.string(),
  quantitySqft: z.number().int(),
  /** D34: the quantity's unit (UQC): SQF, or CBM / MTS for blocks. Always sent by the server. */
  quantityUnit: z.enum(QUANTITY_UNITS).optional(),
  deliveryCity: z.string(),
  deliveryPin: z.string(),
  /** D34: the delivery's state (its PIN's, the state beside it deciding); always sent by the server. */
  deliveryState: z.enum(INDIAN_STATES).nullable().optional(),
  /**
   * D34: the buyer has the goods delivered to a consignee (bill-to-ship-to), so the place of supply
   * is the buyer's state; the consignee's details cross on acceptance (D30). Always sent by the server.
   */
  billToShipTo: z.boolean().optional(),
  /**
   * D34: the business the buyer asked as (the invoice's "Bill to"), null for a person: the company's
   * name (masked as the buyer's name is until acceptance, D30) and its GSTIN, which tells the
   * manufacturer a registered buyer who takes input credit. Always sent by the server.
   */
  buyerCompany: z.string().nullable().optional(),
  buyerGstin: z.string().nullable().optional(),
  materialQuality: z.enum(MATERIAL_QUALITIES),
  productType: z.enum(PRODUCT_TYPES),
  thickness: z.enum(THICKNESSES).nullable(),
  slabSize: z.enum(SLAB_SIZES).nullable(),
  tileSize: z.enum(TILE_SIZES).nullable(),
  finishType: z.enum(FINISHES).nullable(),
  neededBy: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: Timestamp,
  forwardedAt: Timestamp.nullable(),
  respondedAt: Timestamp.nullable(),
  acceptedAt: Timestamp.nullable(),
  declinedAt: Timestamp.nullable(),
  closedAt: Timestamp.nullable(),
  closeReason: z.string().nullable(),
  /**
   * D33: the slabs the buyer chose (the quantity is their usable sq.ft, rounded up); [] for a typed
   * quantity. Always sent by the server.
   */
  requestedSlabs: z.array(RequestedSlabView).optional(),
  /** D39: "As per sample S-12 from block B-114 (lot 2)" when the request cites a sample. */
  sampleCitation: z.string().nullable().optional(),
});
export type QuoteRequestSummary = z.infer<typeof QuoteRequestSummary>;

/** The other side's contact details, shown once the buyer has accepted (D17). */
export const QuoteContact = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});
export type QuoteContact = z.infer<typeof QuoteContact>;

// ---------------------------------------------------------------- messages

export const PostQuoteMessage = z
  .object({
    body: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(
        QUOTE_MESSAGE_MAX_LENGTH,
        `must be at most ${QUOTE_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters`,
      ),
  })
  .strict();
export type PostQuoteMessage = z.input<typeof PostQuoteMessage>;

/** The text that may go with a photo or video (the multipart form's `body` field). */
export const QuoteMessageCaption = z
  .string()
  .trim()
  .max(
    QUOTE_MESSAGE_MAX_LENGTH,
    `must be at most ${QUOTE_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters`,
  );

/** Which copy of a thread's photo to read: the small one for the thread, or the file itself. */
export const QuoteMessageFileQuery = z.object({ size: z.enum(['preview', 'full']).default('full') }).strict();
export const QuoteMessageFileParams = z.object({ id: IdParam, messageId: IdParam }).strict();

/** A photo or video sent in a thread (ADR 021): read through the thread's own file route. */
export const QuoteMessageFile = z.object({
  kind: z.enum(THREAD_FILE_KINDS),
  mimeType: z.string(),
  bytes: z.number().int(),
  /** The file as stored (a photo at up to 2,400 px, a video as sent). */
  url: z.string(),
  /** A photo's small copy for the thread (480 px); null for a video. */
  previewUrl: z.string().nullable(),
});
export type QuoteMessageFile = z.infer<typeof QuoteMessageFile>;

export const QuoteMessageView = z.object({
  id: z.number().int(),
  senderRole: z.enum(QUOTE_MESSAGE_SENDER_ROLES),
  senderName: z.string(),
  /** Masked (phone numbers, e-mail addresses, links) until the buyer accepts; may be empty beside a file. */
  body: z.string(),
  file: QuoteMessageFile.nullable(),
  /** D46: the member of the firm who wrote it, for the firm's own members only (the buyer sees the firm). */
  by: FirmMemberRef.nullable().optional(),
  /** Written by the caller. */
  mine: z.boolean(),
  createdAt: Timestamp,
  readAt: Timestamp.nullable(),
});
export type QuoteMessageView = z.infer<typeof QuoteMessageView>;

export const QuoteThread = z.object({
  quoteRequestId: z.number().int(),
  /** The caller's side of the thread. */
  role: z.enum(QUOTE_MESSAGE_SENDER_ROLES),
  /** Whom the caller is talking to: the manufacturer's business name or the buyer's name. */
  counterpartName: z.string(),
  messages: z.array(QuoteMessageView),
  /** False before acceptance: contact details in messages are masked. */
  contactsShared: z.boolean(),
  /** The other side's contact details once shared, else null. */
  counterpart: QuoteContact.nullable(),
  /** Whether the caller may write now (not before forwarding, not after closing). */
  canSend: z.boolean(),
});
export type QuoteThread = z.infer<typeof QuoteThread>;

// ---------------------------------------------------------------- buyer decision

export const DecideQuoteReply = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500, 'must be at most 500 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();
export type DecideQuoteReply = z.input<typeof DecideQuoteReply>;

export const QuoteDecision = z.object({
  request: QuoteRequestSummary,
  reply: QuoteReplyView,
  /** The order made by an acceptance; null after a decline. */
  order: OrderView.nullable(),
});
export type QuoteDecision = z.infer<typeof QuoteDecision>;

// ---------------------------------------------------------------- manufacturer

const SearchText = z
  .string()
  .trim()
  .max(LIMITS.searchMaxLength, `must be at most ${LIMITS.searchMaxLength} characters`)
  .optional()
  .transform((v) => v || undefined);

/** Statuses the manufacturer's inbox shows: never 'pending' (not forwarded yet). */
export const MANUFACTURER_QUOTE_FILTERS = [
  'unanswered',
  'responded',
  'accepted',
  'declined',
  'closed',
] as const;

export const ManufacturerQuoteListQuery = PageQuery.extend({
  status: z
    .union([
      z.literal(''),
      z.enum(MANUFACTURER_QUOTE_FILTERS, {
        message: `must be one of: ${MANUFACTURER_QUOTE_FILTERS.join(', ')}`,
      }),
    ])
    .optional()
    .transform((v) => v || undefined),
  q: SearchText,
  vendorId: IdParam.optional(),
}).strict();
export type ManufacturerQuoteListQuery = z.input<typeof ManufacturerQuoteListQuery>;

export const ManufacturerQuoteRow = QuoteRequestSummary.extend({
  /** The newest reply (any status), or null while unanswered. */
  latestReply: QuoteReplyView.nullable(),
  unreadMessages: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
  /** Forwarded over 24 hours ago and not answered yet. */
  overdue: z.boolean(),
});
export type ManufacturerQuoteRow = z.infer<typeof ManufacturerQuoteRow>;
export type ManufacturerQuoteList = z.infer<typeof ManufacturerQuoteList>;
export const ManufacturerQuoteList = PaginatedOf(ManufacturerQuoteRow);

export const ManufacturerQuoteDetail = z.object({
  request: QuoteRequestSummary,
  /** Every revision, newest first. */
  replies: z.array(QuoteReplyView),
  order: OrderView.nullable(),
  /** The buyer's mobile and e-mail, once they accepted (D17); null before. */
  buyerContact: QuoteContact.nullable(),
  /** Whether a reply or a revision may be sent now. */
  canReply: z.boolean(),
  /**
   * D46: whether the caller's role in the firm replies and writes in the thread (owner, manager,
   * sales); the yard and accounts read the request only. Always sent by the server.
   */
  mayReply: z.boolean().optional(),
  /**
   * D34: what the reply form starts from: the product's HSN, the rate the table gives it today, the
   * manufacturer's state and the place of supply (null when unknown: the whole rate is then shown
   * as GST without a split). Always sent by the server.
   */
  tax: z
    .object({
      hsn: z.string().nullable(),
      ratePercent: z.number(),
      /** D34: a manufacturer that is not 'regular' replies without GST (ratePercent is then 0). */
      gstStatus: z.enum(GST_STATUSES).optional(),
      supplierState: z.enum(INDIAN_STATES).nullable(),
      placeOfSupply: z.enum(INDIAN_STATES).nullable(),
    })
    .optional(),
});
export type ManufacturerQuoteDetail = z.infer<typeof ManufacturerQuoteDetail>;

export const ManufacturerOrderListQuery = PageQuery.extend({
  status: z
    .union([
      z.literal(''),
      z.enum(ORDER_STATUSES, { message: `must be one of: ${ORDER_STATUSES.join(', ')}` }),
    ])
    .optional()
    .transform((v) => v || undefined),
  q: SearchText,
  /** D36: awaiting payment, payment to confirm, overdue or paid. */
  payment: z
    .union([
      z.literal(''),
      z.enum(PAYMENT_FILTERS, { message: `must be one of: ${PAYMENT_FILTERS.join(', ')}` }),
    ])
    .optional()
    .transform((v) => v || undefined),
}).strict();
export type ManufacturerOrderListQuery = z.input<typeof ManufacturerOrderListQuery>;
export type ManufacturerOrderList = z.infer<typeof ManufacturerOrderList>;
export const ManufacturerOrderList = PaginatedOf(OrderView);
/** D37: the admin's orders, those with an open claim or a disputed payment first. */
export const AdminOrderList = PaginatedOf(OrderView);
export type AdminOrderList = z.infer<typeof AdminOrderList>;

export const ShipOrder = z
  .object({
    transporter: z
      .string()
      .trim()
      .max(120, 'must be at most 120 characters')
      .optional()
      .transform((v) => v || null),
    /** The lorry receipt number. */
    lrNumber: z
      .string()
      .trim()
      .max(60, 'must be at most 60 characters')
      .optional()
      .transform((v) => v || null),
  })
  .strict();
export type ShipOrder = z.input<typeof ShipOrder>;

export const ORDER_CANCEL_REASON_REQUIRED = 'Please give a reason for cancelling the order';
export const CancelOrder = z
  .object({
    reason: z
      .string({ message: ORDER_CANCEL_REASON_REQUIRED })
      .trim()
      .min(1, ORDER_CANCEL_REASON_REQUIRED)
      .max(500, 'must be at most 500 characters'),
  })
  .strict();
export type CancelOrder = z.input<typeof CancelOrder>;

// ---------------------------------------------------------------- admin

export const ADMIN_QUOTE_SORTS = ['createdAt', 'status', 'vendorName'] as const;

export const AdminQuoteListQuery = PageQuery.extend({
  status: z
    .union([
      z.literal(''),
      z.enum(QUOTE_STATUSES, { message: `must be one of: ${QUOTE_STATUSES.join(', ')}` }),
    ])
    .optional()
    .transform((v) => v || undefined),
  vendorId: IdParam.optional(),
  from: Day.optional(),
  to: Day.optional(),
  q: SearchText,
  /** Only requests waiting over 24 hours (pending for the admin, forwarded for the manufacturer). */
  waiting: z.enum(['1', 'true']).optional(),
  sort: z
    .enum(ADMIN_QUOTE_SORTS, { message: `must be one of: ${ADMIN_QUOTE_SORTS.join(', ')}` })
    .default('createdAt'),
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
})
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] });
export type AdminQuoteListQuery = z.input<typeof AdminQuoteListQuery>;

export const AdminQuoteRow = QuoteRequestSummary.extend({
  mobileNumber: z.string(),
  latestReply: QuoteReplyView.nullable(),
  replyCount: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
  /** Waiting over 24 hours: pending (for the admin) or forwarded and unanswered (for the manufacturer). */
  overdue: z.boolean(),
});
export type AdminQuoteRow = z.infer<typeof AdminQuoteRow>;
export type AdminQuoteList = z.infer<typeof AdminQuoteList>;
export const AdminQuoteList = PaginatedOf(AdminQuoteRow);

export const AdminQuoteDetail = z.object({
  request: QuoteRequestSummary.extend({
    mobileNumber: z.string(),
    buyerEmail: z.string().nullable(),
    forwardedByName: z.string().nullable(),
  }),
  vendor: z
    .object({
      id: z.number().int(),
      businessName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      /** False: nobody signs in for this manufacturer, so forwarding reaches nobody in the app. */
      hasAccount: z.boolean(),
    })
    .nullable(),
  replies: z.array(QuoteReplyView),
  /** The buyer–manufacturer thread as written (read only for admins). */
  messages: z.array(QuoteMessageView),
  order: OrderView.nullable(),
  overdue: z.boolean(),
  /** Other requests of the same multi-manufacturer submission. */
  group: z.array(z.object({ id: z.number().int(), vendorName: z.string(), status: z.enum(QUOTE_STATUSES) })),
});
export type AdminQuoteDetail = z.infer<typeof AdminQuoteDetail>;

export const CLOSE_REASON_REQUIRED = 'Please give a reason for closing the request';
export const CloseQuoteRequest = z
  .object({
    reason: z
      .string({ message: CLOSE_REASON_REQUIRED })
      .trim()
      .min(1, CLOSE_REASON_REQUIRED)
      .max(500, 'must be at most 500 characters'),
  })
  .strict();
export type CloseQuoteRequest = z.input<typeof CloseQuoteRequest>;

/** site_settings key 'quotes': while autoForward is on, new requests go straight to the manufacturer. */
export const QuoteSettings = z.object({
  autoForward: z.boolean(),
  /** D29: the version the form loaded. */
  version: z.number().int(),
  updatedAt: Timestamp.nullable(),
});
export type QuoteSettings = z.infer<typeof QuoteSettings>;

export const UpdateQuoteSettings = z
  .object({
    autoForward: z.boolean({ message: 'must be true or false' }),
    version: z.number({ message: 'is required' }).int('must be a whole number').min(0),
  })
  .strict();
export type UpdateQuoteSettings = z.input<typeof UpdateQuoteSettings>;
