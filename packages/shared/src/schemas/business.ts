// D34, D8: the buyer's business (company, GSTIN, billing address) and delivery addresses, chosen in
// the quote form and printed on the order's documents; and the admins' GST rate table by HSN.
import { z } from 'zod';
import { stateOfGstin } from '../gst';
import { GST_RATES, INDIAN_STATES } from '../options';
import { GstinSchema } from './accounts';
import { PinCodeSchema, pinInState, Timestamp } from './common';
import { CalendarDay } from './fields';

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `must be at most ${max} characters`);

const StateSchema = z.enum(INDIAN_STATES, { message: 'must be a state or union territory of India' });

/** The words of the GSTIN-state refusal (D8, D34). */
export const GSTIN_STATE_MISMATCH = (state: string) =>
  `GSTIN is registered in another state than the billing state (${state})`;

/** PUT /me/business: the buyer's business; GSTIN optional, its state must be the billing state. */
export const UpdateBuyerBusiness = z
  .object({
    companyName: text('Company name', 160),
    gstin: z
      .union([z.literal(''), z.null(), GstinSchema])
      .optional()
      .transform((v) => v || null),
    billingAddress: text('Billing address', 500),
    billingCity: text('City', 100),
    billingState: StateSchema,
    billingPin: PinCodeSchema,
    /** D29: the version the form loaded; absent for the first save. */
    version: z.number({ message: 'must be a whole number' }).int('must be a whole number').min(0).optional(),
  })
  .strict()
  .superRefine(pinInState('billingPin', 'billingState'))
  .superRefine((body, ctx) => {
    if (body.gstin && stateOfGstin(body.gstin) !== body.billingState) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: GSTIN_STATE_MISMATCH(body.billingState),
      });
    }
  });
export type UpdateBuyerBusinessInput = z.input<typeof UpdateBuyerBusiness>;
export type UpdateBuyerBusiness = z.output<typeof UpdateBuyerBusiness>;

export const BuyerBusinessView = z.object({
  companyName: z.string(),
  gstin: z.string().nullable(),
  billingAddress: z.string(),
  billingCity: z.string(),
  billingState: z.enum(INDIAN_STATES),
  billingPin: z.string(),
  version: z.number().int(),
  updatedAt: Timestamp,
});
export type BuyerBusinessView = z.infer<typeof BuyerBusinessView>;

/** GET /me/business: null until the buyer saves one (an unregistered buyer may never). */
export const MyBusiness = z.object({ business: BuyerBusinessView.nullable() });
export type MyBusiness = z.infer<typeof MyBusiness>;

/** POST/PUT /me/delivery-addresses: a site or godown the stone goes to. */
export const DeliveryAddressInput = z
  .object({
    label: text('Label', 80),
    address: text('Address', 500),
    city: text('City', 100),
    state: StateSchema,
    pin: PinCodeSchema,
  })
  .strict()
  .superRefine(pinInState('pin', 'state'));
export type DeliveryAddressInput = z.input<typeof DeliveryAddressInput>;

export const DeliveryAddressView = z.object({
  id: z.number().int(),
  label: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  pin: z.string(),
  createdAt: Timestamp,
});
export type DeliveryAddressView = z.infer<typeof DeliveryAddressView>;

export const DeliveryAddressList = z.object({ items: z.array(DeliveryAddressView) });
export type DeliveryAddressList = z.infer<typeof DeliveryAddressList>;

/**
 * D34: the consignee of a bill-to-ship-to supply: the party the buyer has the goods delivered to, with
 * its own name, address and (optional) GSTIN. The place of supply is then the buyer's state (IGST Act
 * s.10(1)(b)); the tax invoice and challan print it as "Ship to", the e-way bill as transaction type 2.
 */
export const ConsigneeInput = z
  .object({
    name: text('Consignee name', 100),
    address: text('Address', 300),
    city: text('City', 50),
    state: StateSchema,
    pin: PinCodeSchema,
    gstin: z
      .union([z.literal(''), z.null(), GstinSchema])
      .optional()
      .transform((v) => v || null),
  })
  .strict()
  .superRefine(pinInState('pin', 'state'));
export type ConsigneeInput = z.input<typeof ConsigneeInput>;
export type Consignee = z.output<typeof ConsigneeInput>;

export const ConsigneeView = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  pin: z.string(),
  gstin: z.string().nullable(),
});
export type ConsigneeView = z.infer<typeof ConsigneeView>;

/** A buyer keeps at most this many delivery addresses. */
export const MAX_DELIVERY_ADDRESSES = 20;

// ---------------------------------------------------------------- the GST rate table (admins)

/** An HSN code: 4 to 8 digits (chapter, heading, sub-heading, tariff item). */
export const HsnSchema = z
  .string({ message: 'must be an HSN code of 4 to 8 digits' })
  .trim()
  .regex(/^[0-9]{4,8}$/, 'must be an HSN code of 4 to 8 digits');

/** A product's HSN in its forms and CSV: empty means none yet. */
export const OptionalHsn = z
  .union([z.literal(''), z.null(), HsnSchema])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

export const HsnRateInput = z
  .object({
    hsn: HsnSchema,
    description: text('Description', 200),
    ratePercent: z.coerce
      .number({ message: `must be one of: ${GST_RATES.join(', ')}` })
      .refine((v) => (GST_RATES as readonly number[]).includes(v), `must be one of: ${GST_RATES.join(', ')}`),
    effectiveFrom: CalendarDay,
  })
  .strict();
export type HsnRateInput = z.input<typeof HsnRateInput>;

export const UpdateHsnRate = HsnRateInput.extend({
  /** D29: the version the form loaded. */
  version: z.number({ message: 'is required' }).int('must be a whole number').min(0),
}).strict();
export type UpdateHsnRate = z.input<typeof UpdateHsnRate>;

export const HsnRateView = z.object({
  id: z.number().int(),
  hsn: z.string(),
  description: z.string(),
  ratePercent: z.number(),
  effectiveFrom: z.string(),
  version: z.number().int(),
  /**
   * Its date has come (India): replies may have been priced with it, so it is kept (edit it, or add
   * a newer rate); only a rate not yet in force can be deleted.
   */
  applied: z.boolean(),
  /**
   * The day a newer rate of the same HSN took effect, once it has (the page shows "Superseded on"
   * instead of "In force"); null while this rate is the one in force, or not yet in force.
   */
  supersededOn: z.string().nullable(),
  updatedAt: Timestamp,
});
export type HsnRateView = z.infer<typeof HsnRateView>;

export const HsnRateList = z.object({ items: z.array(HsnRateView) });
export type HsnRateList = z.infer<typeof HsnRateList>;

export const DeleteHsnRateQuery = z
  .object({ version: z.coerce.number({ message: 'must be a whole number' }).int().min(0).optional() })
  .strict();
