// Open requirements (D38): a buyer's broadcast to every manufacturer with matching stock, answered
// like a forwarded quote request (D17) by at most REQUIREMENT_REPLY_SEATS manufacturers. One schema
// for the form and the server; bodies are strict, so a forged `status` or `replyCount` is a 400.
import { z } from 'zod';
import { LIMITS } from '../limits';
import {
  FINISHES,
  INDIAN_STATES,
  MATERIAL_QUALITIES,
  PRODUCT_TYPES,
  REQUIREMENT_REPLY_SEATS,
  THICKNESSES,
} from '../options';
import {
  IdParam,
  IndianMobileSchema,
  PageQuery,
  PaginatedOf,
  PinCodeSchema,
  pinInState,
  Timestamp,
} from './common';
import { CalendarDay } from './fields';
import { QuoteReplyFields, replyValuesOf, rupeesField } from './quote-lifecycle';
import { QuantitySqftSchema } from './quotes';

/** D38: how long a requirement takes replies, in days, and the default. */
export const REQUIREMENT_EXPIRY_DAYS = { min: 3, max: 30, default: 7 } as const;
/** D38: the highest target price per sq.ft a buyer may give, in rupees (₹1,00,00,000). */
export const REQUIREMENT_MAX_TARGET_RUPEES = 10_000_000;

const required = (label: string, max: number) =>
  z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `${label} must be at most ${max} characters`);

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values, { message: `must be one of: ${values.join(', ')}` })])
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalId = z
  .union([z.literal(''), z.null(), IdParam])
  .optional()
  .transform((v) => (v ? v : undefined));

const IsoDate = CalendarDay;

/** POST /api/v1/requirements: what the "Post your requirement" form sends. */
export const CreateRequirement = z
  .object({
    /** The stone's category (colour family), or… */
    categoryId: optionalId,
    /** …a stone variety such as Black Galaxy (then only manufacturers with that variety match). */
    varietyId: optionalId,
    /** The buyer's own words for the stone, when the lists do not say it all. */
    stone: z
      .string()
      .trim()
      .max(120, 'must be at most 120 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
    productType: z.enum(PRODUCT_TYPES, { message: `must be one of: ${PRODUCT_TYPES.join(', ')}` }),
    finish: optionalChoice(FINISHES),
    thickness: optionalChoice(THICKNESSES),
    materialQuality: z
      .enum(MATERIAL_QUALITIES, { message: `must be one of: ${MATERIAL_QUALITIES.join(', ')}` })
      .default('Premium'),
    quantitySqft: QuantitySqftSchema,
    /** ₹ per sq.ft the buyer hopes for; replies above it are marked on the quote sheet. */
    targetPrice: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      rupeesField({
        min: 'positive',
        max: REQUIREMENT_MAX_TARGET_RUPEES,
        required: 'is required',
      }).optional(),
    ),
    deliveryCity: required('City', 100),
    deliveryPin: PinCodeSchema,
    /** D34: the state the PIN lies in (optional; the PIN names it). Another state is a 400 naming `deliveryPin`. */
    deliveryState: z
      .union([
        z.literal(''),
        z.enum(INDIAN_STATES, { message: 'must be a state or union territory of India' }),
      ])
      .optional()
      .transform((v) => (v ? v : undefined)),
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
    expiresInDays: z.coerce
      .number({ message: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(REQUIREMENT_EXPIRY_DAYS.min, `must be at least ${REQUIREMENT_EXPIRY_DAYS.min} days`)
      .max(REQUIREMENT_EXPIRY_DAYS.max, `must be at most ${REQUIREMENT_EXPIRY_DAYS.max} days`)
      .default(REQUIREMENT_EXPIRY_DAYS.default),
    description: z
      .string()
      .trim()
      .max(LIMITS.quoteNotesMaxLength, `must be at most ${LIMITS.quoteNotesMaxLength} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
    customerName: required('Name', 120),
    mobileNumber: IndianMobileSchema,
    /** D34: the buyer's saved business goes with the requirement, as with a quote request. */
    useBusiness: z.boolean({ message: 'must be true or false' }).optional(),
    /** D34: one of the buyer's saved delivery addresses, copied onto the requirement. */
    deliveryAddressId: optionalId,
  })
  .strict()
  .superRefine(pinInState('deliveryPin', 'deliveryState'))
  .superRefine((v, ctx) => {
    if (v.categoryId === undefined && v.varietyId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'choose a stone category or variety' });
    }
  });
export type CreateRequirementInput = z.input<typeof CreateRequirement>;
export type CreateRequirement = z.output<typeof CreateRequirement>;

/** What a requirement's buyer reads of its state: open, or why it no longer takes replies. */
export const REQUIREMENT_VIEW_STATUSES = ['open', 'full', 'expired', 'closed', 'hidden'] as const;
export type RequirementViewStatus = (typeof REQUIREMENT_VIEW_STATUSES)[number];

export const REQUIREMENT_STATUS_LABELS: Record<RequirementViewStatus, string> = {
  open: 'Open',
  full: `Full (${REQUIREMENT_REPLY_SEATS} replies)`,
  expired: 'Expired',
  closed: 'Closed',
  hidden: 'Hidden by the team',
};

/** The facts of a requirement every side reads (texts masked for manufacturers, D30). */
const RequirementFacts = {
  id: z.number().int(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  varietyId: z.number().int().nullable(),
  varietyName: z.string().nullable(),
  stone: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  finish: z.enum(FINISHES).nullable(),
  thickness: z.enum(THICKNESSES).nullable(),
  materialQuality: z.enum(MATERIAL_QUALITIES),
  quantitySqft: z.number().int(),
  targetPricePaise: z.number().int().nullable(),
  deliveryCity: z.string(),
  deliveryPin: z.string(),
  deliveryState: z.enum(INDIAN_STATES).nullable(),
  neededBy: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(REQUIREMENT_VIEW_STATUSES),
  replyCount: z.number().int(),
  seatsLeft: z.number().int(),
  expiresAt: Timestamp,
  createdAt: Timestamp,
};

/** GET /me/requirements: the buyer's own, with the quote sheet group the replies arrive in. */
export const BuyerRequirement = z.object({
  ...RequirementFacts,
  groupId: z.string(),
  customerName: z.string(),
  closedAt: Timestamp.nullable(),
  /** D38: why the marketplace hid it (as the administrator wrote it); null unless hidden. */
  hiddenReason: z.string().nullable(),
});
export type BuyerRequirement = z.infer<typeof BuyerRequirement>;
export const BuyerRequirementList = PaginatedOf(BuyerRequirement);
export type BuyerRequirementList = z.infer<typeof BuyerRequirementList>;
export const BuyerRequirementListQuery = PageQuery.strict();

/** One of the manufacturer's products that matches a requirement (the reply form offers these). */
export const RequirementMatchingProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  productType: z.string(),
  varietyName: z.string().nullable(),
});

/** GET /vendor/requirements: open requirements matching the manufacturer's stock and delivery states. */
export const ManufacturerRequirement = z.object({
  ...RequirementFacts,
  /** The buyer's name, masked (D30). */
  customerName: z.string(),
  /** Why it is shown: "Matches your Black Galaxy slabs (Slabs)". */
  matchReason: z.string(),
  products: z.array(RequirementMatchingProduct),
  /** The quote request holding this manufacturer's reply, once it replied (then it revises there). */
  myQuoteRequestId: z.number().int().nullable(),
});
export type ManufacturerRequirement = z.infer<typeof ManufacturerRequirement>;
export const ManufacturerRequirementList = PaginatedOf(ManufacturerRequirement);
export type ManufacturerRequirementList = z.infer<typeof ManufacturerRequirementList>;
export const ManufacturerRequirementListQuery = PageQuery.strict();

/** POST /vendor/requirements/:id/replies: a D17 reply and the product it is for. */
export const RequirementReplyInput = QuoteReplyFields.extend({
  productId: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', 'is required')
    .pipe(IdParam),
})
  .strict()
  .transform(({ productId, ...body }, ctx) => {
    const values = replyValuesOf(body, ctx);
    return values === z.NEVER ? z.NEVER : { ...values, productId };
  });
export type RequirementReplyInput = z.input<typeof RequirementReplyInput>;
export type RequirementReplyValues = z.output<typeof RequirementReplyInput>;

/** The answer of a requirement reply: the quote request it lives on. */
export const RequirementReplied = z.object({
  requirementId: z.number().int(),
  quoteRequestId: z.number().int(),
});
export type RequirementReplied = z.infer<typeof RequirementReplied>;

/** GET /admin/requirements: every requirement, texts as written. */
export const AdminRequirement = BuyerRequirement.extend({
  mobileNumber: z.string(),
  buyerEmail: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  hiddenAt: Timestamp.nullable(),
});
export type AdminRequirement = z.infer<typeof AdminRequirement>;
export const AdminRequirementList = PaginatedOf(AdminRequirement);
export type AdminRequirementList = z.infer<typeof AdminRequirementList>;
export const AdminRequirementListQuery = PageQuery.extend({
  status: z
    .enum(REQUIREMENT_VIEW_STATUSES, { message: `must be one of: ${REQUIREMENT_VIEW_STATUSES.join(', ')}` })
    .optional(),
}).strict();

export const HideRequirement = z
  .object({
    reason: z
      .string({ message: 'is required' })
      .trim()
      .min(3, 'must say why (at least 3 characters)')
      .max(500, 'must be at most 500 characters'),
  })
  .strict();
export type HideRequirement = z.input<typeof HideRequirement>;
