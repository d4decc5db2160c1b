// D34, D8: the buyer's business (company, GSTIN, billing address) and delivery addresses, chosen in
// the quote form and printed on the order's documents; and the admins' GST rate table by HSN.
import { z } from 'zod';
import {
  BUYER_ABROAD_MESSAGES,
  BuyerCountrySchema,
  HOME_COUNTRY,
  importIdOf,
  postcodeOf,
} from '../export/buyer-abroad';
import { exportCountry } from '../export/countries';
import { stateOfGstin } from '../gst';
import { GST_RATES, INDIAN_STATES, type IndianState } from '../options';
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

/** A field of the business as typed: blank or absent is null. */
const typed = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/**
 * PUT /me/business: the buyer's business. In India (the default): the billing state and PIN, the PIN in
 * that state, an optional GSTIN whose state is the billing state (D8, D34). Abroad (D47): the address
 * as its country writes it — the postcode in its form, a region where the country's addresses need
 * one —, no GSTIN (400 naming `gstin`), no Indian state or PIN, and the importer's number where given.
 */
export const UpdateBuyerBusiness = z
  .object({
    companyName: text('Company name', 160),
    /** D47: IN, or a country of the export list; left out, India. */
    country: BuyerCountrySchema.optional(),
    /** Checked as a GSTIN wherever it is typed (D8); abroad none is allowed (D47). */
    gstin: z
      .union([z.literal(''), z.null(), GstinSchema])
      .optional()
      .transform((v) => v || null),
    billingAddress: text('Billing address', 500),
    billingCity: text('City', 100),
    billingState: typed(100),
    billingPin: typed(10),
    /** Abroad: the postcode as the country writes it. */
    billingPostcode: typed(12),
    /** Abroad: the state, province or county, required where the country's addresses need one (US). */
    billingRegion: typed(100),
    /** Abroad: the importer's customs or tax number (EORI, EIN, TRN …), optional. */
    importId: typed(30),
    /** D29: the version the form loaded; absent for the first save. */
    version: z.number({ message: 'must be a whole number' }).int('must be a whole number').min(0).optional(),
  })
  .strict()
  .transform((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const country = body.country ?? HOME_COUNTRY;
    const base = {
      companyName: body.companyName,
      billingAddress: body.billingAddress,
      billingCity: body.billingCity,
      version: body.version,
    };
    const abroad = exportCountry(country);
    if (!abroad) {
      const state = StateSchema.safeParse(body.billingState ?? undefined);
      if (!state.success) issue('billingState', 'must be a state or union territory of India');
      const pin = PinCodeSchema.safeParse(body.billingPin ?? '');
      if (!pin.success) issue('billingPin', pin.error.issues[0]?.message ?? 'must be a 6-digit PIN code');
      const gstin = body.gstin;
      if (state.success && pin.success) {
        pinInState('billingPin', 'billingState')({ billingPin: pin.data, billingState: state.data }, ctx);
        if (gstin && stateOfGstin(gstin) !== state.data) issue('gstin', GSTIN_STATE_MISMATCH(state.data));
      }
      if (!state.success || !pin.success) return z.NEVER;
      return {
        ...base,
        country: HOME_COUNTRY,
        gstin,
        billingState: state.data as IndianState,
        billingPin: pin.data,
        billingPostcode: null,
        billingRegion: null,
        importId: null,
      };
    }
    if (body.gstin) issue('gstin', BUYER_ABROAD_MESSAGES.gstin);
    if (body.billingState) issue('billingState', BUYER_ABROAD_MESSAGES.indianState);
    if (body.billingPin) issue('billingPin', BUYER_ABROAD_MESSAGES.indianPin);
    const postcode = postcodeOf(body.billingPostcode, abroad);
    if ('error' in postcode) issue('billingPostcode', postcode.error);
    if (abroad.regionLabel && !body.billingRegion)
      issue('billingRegion', `${abroad.regionLabel} is required`);
    const importId = importIdOf(body.importId, abroad);
    if ('error' in importId) issue('importId', importId.error);
    if ('error' in postcode || 'error' in importId) return z.NEVER;
    return {
      ...base,
      country,
      gstin: null,
      billingState: null,
      billingPin: null,
      billingPostcode: postcode.postcode,
      billingRegion: body.billingRegion,
      importId: importId.importId,
    };
  });
export type UpdateBuyerBusinessInput = z.input<typeof UpdateBuyerBusiness>;
export type UpdateBuyerBusiness = z.output<typeof UpdateBuyerBusiness>;

export const BuyerBusinessView = z.object({
  companyName: z.string(),
  /** D47: IN, or the export country of a buyer abroad. */
  country: z.string(),
  gstin: z.string().nullable(),
  billingAddress: z.string(),
  billingCity: z.string(),
  /** In India; null abroad. */
  billingState: z.enum(INDIAN_STATES).nullable(),
  billingPin: z.string().nullable(),
  /** Abroad: the postcode (null in India, and where the country has none). */
  billingPostcode: z.string().nullable(),
  billingRegion: z.string().nullable(),
  /** Abroad: the importer's customs or tax number, when given. */
  importId: z.string().nullable(),
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
