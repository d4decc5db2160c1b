// Quote requests (storefront 2.13, 3, 5; D16, D17). One form schema for the modal and the server;
// bodies are strict, so a forged `status` or `userId` is refused with a 400 naming it.
import { z } from 'zod';
import { LIMITS } from '../limits';
import {
  FINISHES,
  INDIAN_STATES,
  MATERIAL_QUALITIES,
  PRODUCT_TYPES,
  QUANTITY_UNITS,
  QUOTE_STATUSES,
  SLAB_SIZES,
  THICKNESSES,
  TILE_SIZES,
} from '../options';
import { NewPasswordSchema } from './accounts';
import { ConsigneeInput, ConsigneeView } from './business';
import {
  EmailSchema,
  IdParam,
  IndianMobileSchema,
  PageQuery,
  PaginatedOf,
  PinCodeSchema,
  pinInState,
  Timestamp,
} from './common';
import { CalendarDay } from './fields';
import { SlabIdsSchema } from './lots';
import { OptionalSlabIds, QuoteReplyView, QuoteRequestSummary, RequestedSlabView } from './quote-lifecycle';

const required = (label: string, max: number) =>
  z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `${label} must be at most ${max} characters`);

/** An optional choice from a shared list; the form's empty option ('') means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values, { message: `must be one of: ${values.join(', ')}` })])
    .optional()
    .transform((v) => (v ? v : undefined));

/** Whole square feet, 1 to 10 million; the form's text box may send "1200" as a string. */
export const QuantitySqftSchema = z.coerce
  .number({ message: 'must be a number of square feet' })
  .refine((v) => Number.isFinite(v), 'must be a number of square feet')
  .pipe(
    z
      .number()
      .int('must be a whole number of square feet')
      .min(1, 'must be at least 1 sq.ft')
      .max(10_000_000, 'must be at most 10,000,000 sq.ft'),
  );

/**
 * D33: a slab product is sold by the slab, so a quote for less than one slab is no quote: the
 * smallest standard slab is 8 × 4 ft (32 sq.ft), the least a request for a slab product may ask.
 */
export const MIN_SLAB_QUOTE_SQFT = 32;
export const BELOW_ONE_SLAB = `must be at least one slab (${MIN_SLAB_QUOTE_SQFT} sq.ft) for a slab product`;

const IsoDate = CalendarDay;

/** D16: what the buyer fills in, whichever product(s) the request is for. */
export const QuoteRequestFields = z.object({
  customerName: required('Name', 120),
  mobileNumber: IndianMobileSchema,
  quantitySqft: QuantitySqftSchema,
  deliveryCity: required('City', 100),
  deliveryPin: PinCodeSchema,
  /**
   * D34: the state the delivery PIN lies in (optional: the PIN names it; where two states share a
   * district's PINs, this one decides). A PIN of another state is a 400 naming `deliveryPin`.
   */
  deliveryState: z
    .union([z.literal(''), z.enum(INDIAN_STATES, { message: 'must be a state or union territory of India' })])
    .optional()
    .transform((v) => (v ? v : undefined)),
  materialQuality: z.enum(MATERIAL_QUALITIES, {
    message: `must be one of: ${MATERIAL_QUALITIES.join(', ')}`,
  }),
  productType: z.enum(PRODUCT_TYPES, { message: `must be one of: ${PRODUCT_TYPES.join(', ')}` }),
  /**
   * D34: the unit of the quantity (UQC): SQF for slabs and tiles, CBM or MTS for blocks (the
   * quantity is then a whole number of cubic metres or tonnes); left out, the product type's usual
   * unit. Another unit for the type is refused naming this field.
   */
  quantityUnit: z
    .enum(QUANTITY_UNITS, { message: `must be one of: ${QUANTITY_UNITS.join(', ')}` })
    .optional(),
  thickness: optionalChoice(THICKNESSES),
  slabSize: optionalChoice(SLAB_SIZES),
  tileSize: optionalChoice(TILE_SIZES),
  finishType: optionalChoice(FINISHES),
  neededBy: z
    .union([
      z.literal(''),
      // A day of slack so a buyer east of UTC just after midnight can still pick "today".
      IsoDate.refine(
        (v) => v >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        'must not be in the past',
      ),
    ])
    .optional()
    .transform((v) => (v ? v : undefined)),
  additionalNotes: z
    .string()
    .trim()
    .max(LIMITS.quoteNotesMaxLength, `must be at most ${LIMITS.quoteNotesMaxLength} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * D31: a signed-out visitor's address, where the confirmation link goes. Required only when
   * signed out (the server says so, naming this field; the form asks for it then); a signed-in
   * buyer's account address is used instead.
   */
  email: z
    .union([z.literal(''), EmailSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * D34: a signed-in buyer's saved business goes with the request (company, GSTIN, billing address:
   * the place of supply and the invoice's "Bill to"); without it, the delivery PIN's state is the
   * place of supply. Ignored for a signed-out visitor.
   */
  useBusiness: z.boolean({ message: 'must be true or false' }).optional(),
  /**
   * D34: one of the buyer's saved delivery addresses, copied onto the request: its city, PIN and
   * state are the request's delivery (whatever was typed), and decide the place of supply.
   */
  deliveryAddressId: z
    .union([z.literal(''), z.null(), IdParam])
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * D34: bill-to-ship-to: the goods go to this consignee on the buyer's direction, at its address
   * (the request's delivery), and the place of supply is the buyer's own state (IGST Act s.10(1)(b)).
   * Needs the buyer's business (`useBusiness`), and no saved delivery address beside it.
   */
  consignee: ConsigneeInput.nullable()
    .optional()
    .transform((v) => v ?? undefined),
});

/** D34: the typed delivery PIN must lie in the state given beside it. */
const deliveryPinInState = pinInState('deliveryPin', 'deliveryState');

/** D31: the server's refusal of a signed-out request without an address, naming `email`. */
export const VISITOR_EMAIL_REQUIRED = 'is required to follow your request when you are not signed in';

/** POST /api/v1/quote-requests: one product (product page, comparison's single Quote, dashboard). */
const CreateQuoteRequestFields = QuoteRequestFields.extend({
  productId: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', 'is required')
    .pipe(IdParam),
  /**
   * D33: the slabs of this product the buyer chose (available or on hold, never sold). With them the
   * request's quantity is their usable sq.ft rounded up, and `quantitySqft` may be left out.
   */
  slabIds: OptionalSlabIds,
  /**
   * D39: the buyer's own sample of this manufacturer (dispatched or received) the request cites; the
   * reply, the order and its documents then name its block.
   */
  sampleId: z
    .union([z.literal(''), z.null(), IdParam])
    .optional()
    .transform((v) => (v ? v : undefined)),
}).strict();
export const CreateQuoteRequest = CreateQuoteRequestFields.superRefine(deliveryPinInState);
export type CreateQuoteRequestInput = z.input<typeof CreateQuoteRequest>;
export type CreateQuoteRequest = z.output<typeof CreateQuoteRequest>;

/**
 * The body POST /api/v1/quote-requests takes: the form's fields, with `quantitySqft` optional when
 * `slabIds` are given (the server computes it then; without slabs it answers 400 naming it).
 */
export const CreateQuoteRequestBody = CreateQuoteRequestFields.extend({
  quantitySqft: QuantitySqftSchema.optional(),
})
  .strict()
  .superRefine(deliveryPinInState);
export type CreateQuoteRequestBody = z.output<typeof CreateQuoteRequestBody>;

/** POST /api/v1/quote-requests/multi: one linked request per product, all or none (D16). */
const CreateMultiQuoteRequestFields = QuoteRequestFields.extend({
  productIds: z
    .array(IdParam, { message: 'must be a list of product ids' })
    .min(1, 'must name at least one product')
    .max(
      LIMITS.multiQuoteMaxProducts,
      `must name at most ${LIMITS.multiQuoteMaxProducts} products in one request`,
    )
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a product twice'),
  /**
   * D33: the slabs chosen per product, for the products of `productIds` the buyer picked slabs of
   * (each product at most once). Those requests' quantities are their slabs' usable sq.ft rounded
   * up; the others take `quantitySqft`.
   */
  slabsByProduct: z
    .array(z.object({ productId: IdParam, slabIds: SlabIdsSchema }).strict(), {
      message: 'must be a list of {productId, slabIds}',
    })
    .max(LIMITS.multiQuoteMaxProducts, `must name at most ${LIMITS.multiQuoteMaxProducts} products`)
    .refine(
      (items) => new Set(items.map((i) => i.productId)).size === items.length,
      'must not name a product twice',
    )
    .optional(),
}).strict();
export const CreateMultiQuoteRequest = CreateMultiQuoteRequestFields.superRefine(deliveryPinInState);
export type CreateMultiQuoteRequestInput = z.input<typeof CreateMultiQuoteRequest>;
export type CreateMultiQuoteRequest = z.output<typeof CreateMultiQuoteRequest>;

/**
 * The body POST /api/v1/quote-requests/multi takes: `quantitySqft` may be left out when every
 * product has its slabs in `slabsByProduct` (otherwise 400 naming it).
 */
export const CreateMultiQuoteRequestBody = CreateMultiQuoteRequestFields.extend({
  quantitySqft: QuantitySqftSchema.optional(),
})
  .strict()
  .superRefine(deliveryPinInState);
export type CreateMultiQuoteRequestBody = z.output<typeof CreateMultiQuoteRequestBody>;

/** Spec 5: each request of a multi-manufacturer submission carries this note. */
export const MULTI_QUOTE_NOTE = ' (Multi-manufacturer comparison request)';

/**
 * `Idempotency-Key` header: the client makes one per form submission, so a double click or a retry
 * after a network error creates one request (D16). UUIDs and similar opaque tokens.
 */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8-100 letters, digits, - or _');

export const BuyerListQuoteRequestsQuery = PageQuery.strict();

export const QuoteResponseView = z.object({
  pricePaise: z.number().int(),
  validUntil: z.string().nullable(),
  message: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type QuoteResponseView = z.infer<typeof QuoteResponseView>;

/** A quote request as its buyer sees it (dashboard, storefront 2.18). */
export const BuyerQuoteRequest = z.object({
  id: z.number().int(),
  groupId: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  vendorName: z.string(),
  customerName: z.string(),
  mobileNumber: z.string(),
  quantitySqft: z.number(),
  /** D34: the quantity's unit (UQC): SQF, or CBM / MTS for blocks. Always sent by the server. */
  quantityUnit: z.enum(QUANTITY_UNITS).optional(),
  deliveryCity: z.string(),
  deliveryPin: z.string(),
  /** D34: the delivery's state (from its PIN and the state beside it); always sent by the server. */
  deliveryState: z.enum(INDIAN_STATES).nullable().optional(),
  /** D34: the consignee of a bill-to-ship-to request; always sent by the server. */
  consignee: ConsigneeView.nullable().optional(),
  materialQuality: z.enum(MATERIAL_QUALITIES),
  productType: z.enum(PRODUCT_TYPES),
  thickness: z.enum(THICKNESSES).nullable(),
  slabSize: z.enum(SLAB_SIZES).nullable(),
  tileSize: z.enum(TILE_SIZES).nullable(),
  finishType: z.enum(FINISHES).nullable(),
  neededBy: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  response: QuoteResponseView.nullable(),
  /** D33: the slabs the buyer chose; [] for a typed quantity. Always sent by the server. */
  requestedSlabs: z.array(RequestedSlabView).optional(),
  createdAt: Timestamp,
  /** D39: "As per sample S-12 from block B-114 (lot 2)" when the request cites a sample. */
  sampleCitation: z.string().nullable().optional(),
});
export type BuyerQuoteRequest = z.infer<typeof BuyerQuoteRequest>;

export const BuyerQuoteRequestList = PaginatedOf(BuyerQuoteRequest);

export const CreatedQuoteRequests = z.object({
  groupId: z.string().nullable(),
  requests: z.array(BuyerQuoteRequest),
  /** True when this answer repeats an earlier submission with the same Idempotency-Key. */
  replayed: z.boolean(),
});
export type CreatedQuoteRequests = z.infer<typeof CreatedQuoteRequests>;

// ---------------------------------------------------------------- D31: a signed-out visitor's link

/** The link's random token (32 bytes, base64url); only its SHA-256 hash is stored. */
export const QuoteLinkParams = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a quote link'),
  })
  .strict();

/** What the link shows: the visitor's requests of one submission with the manufacturers' replies. */
export const VisitorQuoteLink = z.object({
  /** The address the link was sent to (the visitor's own). */
  email: z.string(),
  /** False until the link was opened once (the requests wait as 'unconfirmed' until then). */
  confirmed: z.boolean(),
  items: z.array(
    z.object({
      request: QuoteRequestSummary,
      /** The manufacturer's replies, newest revision first, masked before acceptance (D30). */
      replies: z.array(QuoteReplyView),
    }),
  ),
});
export type VisitorQuoteLink = z.infer<typeof VisitorQuoteLink>;

/** D31: "set a password": an account for the link's address that then holds its requests. */
export const VisitorCreateAccount = z
  .object({
    password: NewPasswordSchema,
  })
  .strict();
export type VisitorCreateAccount = z.infer<typeof VisitorCreateAccount>;

export const VisitorAccountCreated = z.object({ email: z.string() });

/** Storefront 4: badge of a status; values the buyer's list does not know display as pending. */
export function quoteStatusBadge(status: string): {
  label: string;
  tone: 'pending' | 'responded' | 'closed';
} {
  switch (status) {
    case 'responded':
      return { label: 'Responded', tone: 'responded' };
    case 'accepted':
      return { label: 'Accepted', tone: 'responded' };
    case 'declined':
      return { label: 'Declined', tone: 'closed' };
    case 'closed':
      return { label: 'Closed', tone: 'closed' };
    case 'unconfirmed':
      return { label: 'Awaiting e-mail confirmation', tone: 'pending' };
    default:
      return { label: 'Pending', tone: 'pending' };
  }
}
