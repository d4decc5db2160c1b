import { z } from 'zod';
import { gstinCheckChar } from '../gstin';
import {
  CORRECTION_DOCUMENT_KINDS,
  DOCUMENT_KINDS,
  DOCUMENT_STATES,
  INDIAN_STATES,
  ORDER_DOCUMENT_KINDS,
} from '../options';
import { IdParam, PinCodeSchema, pinInState, Timestamp } from './common';
import { CalendarDay } from './fields';
import { ShipOrder } from './quote-lifecycle';

// D35: the order's papers and what the manufacturer tells when the order ships.

/** D35: a consignment above this value (paise) moves with an e-way bill (₹50,000, rule 138). */
export const EWAY_BILL_THRESHOLD_PAISE = 50_000_00;
export const EWAY_BILL_NOT_NEEDED = 'An e-way bill is needed only above ₹50,000';

/**
 * The registration numbers the e-way bill takes, as NIC's master lists them ("Valid formats of vehicle
 * numbers", https://einvoice6.gst.gov.in/content/general-master, read 2026-12): a state's series
 * (AB121234, AB12A1234, AB12AB1234, AB123A1234, AB12ABC1234) and the old ABC1234; Bharat series
 * (22BH1234AB, MoRTH's 2021 rules); defence vehicles, DF and their number; a temporary registration,
 * TM and at least 7 characters in all; vehicles of Bhutan (BP) and Nepal (NP), likewise. At most 15.
 */
const VEHICLE_NUMBERS = [
  /^[A-Z]{2}[0-9]{1,3}[A-Z]{0,3}[0-9]{4}$/,
  /^[A-Z]{3}[0-9]{4}$/,
  /^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$/,
  /^DF[0-9A-Z]{6,13}$/,
  /^(TM|BP|NP)[0-9A-Z]{5,13}$/,
];

/** 'ka 01 ab 1234' → 'KA01AB1234': upper case without spaces, dashes or dots. */
export const normaliseVehicleNumber = (text: string): string => text.toUpperCase().replace(/[\s.-]/g, '');
export const isVehicleNumber = (text: string): boolean =>
  text.length <= 15 && VEHICLE_NUMBERS.some((format) => format.test(text));

/**
 * A transporter's ID on the e-way bill: its GSTIN, or the 15-character TRANSIN the e-way bill portal
 * gives an unregistered one; both end in the GSTIN's check character (mod 36), which is verified.
 */
export const isTransporterId = (text: string): boolean =>
  /^[0-9]{2}[0-9A-Z]{13}$/.test(text) && gstinCheckChar(text.slice(0, 14)) === text[14];

/** D35: the e-way bill's vehicle types: R regular, O over-dimensional cargo (a block on a trailer). */
export const VEHICLE_TYPES = ['R', 'O'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

const line = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `must be at most ${max} characters`);

/**
 * D35: where the goods leave from when it is not the manufacturer's own address (a yard, a quarry):
 * the e-way bill's "dispatch from" (transaction type 3, or 4 with a consignee).
 */
export const DispatchFromInput = z
  .object({
    address: line('Address', 120),
    city: line('Place', 50),
    state: z.enum(INDIAN_STATES, { message: 'must be a state or union territory of India' }),
    pin: PinCodeSchema,
  })
  .strict()
  .superRefine(pinInState('pin', 'state'));
export type DispatchFromInput = z.input<typeof DispatchFromInput>;
export type DispatchFrom = z.output<typeof DispatchFromInput>;

export const ShipOrderForm = ShipOrder.extend({
  /** The date on the lorry receipt (the e-way bill's transport document date). */
  lrDate: z
    .union([z.literal(''), z.null(), CalendarDay])
    .optional()
    .transform((v) => v || null),
  vehicleNumber: z
    .string()
    .optional()
    .transform((v) => (v ? normaliseVehicleNumber(v) : null))
    .refine(
      (v) => v === null || isVehicleNumber(v),
      'must be a vehicle number like KA01AB1234, 22BH1234AB, TM… (temporary) or DF… (defence)',
    ),
  vehicleType: z
    .union([
      z.literal(''),
      z.enum(VEHICLE_TYPES, { message: 'must be R (regular) or O (over-dimensional cargo)' }),
    ])
    .optional()
    .transform((v): VehicleType => (v ? v : 'R')),
  distanceKm: z
    .number({ message: 'must be a whole number of km' })
    .int('must be a whole number of km')
    .min(1, 'must be at least 1 km')
    .max(4000, 'must be at most 4000 km')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  transporterGstin: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine(
      (v) => v === null || isTransporterId(v),
      'must be the transporter’s GSTIN or 15-character transporter ID (its check character does not match)',
    ),
  dispatchFrom: DispatchFromInput.nullable()
    .optional()
    .transform((v) => v ?? null),
})
  .strict()
  .superRefine((v, ctx) => {
    if (v.lrDate && !v.lrNumber)
      ctx.addIssue({ code: 'custom', path: ['lrNumber'], message: 'is needed with the LR date' });
  });
export type ShipOrderForm = z.input<typeof ShipOrderForm>;

export const OrderDocumentKindSchema = z.enum(ORDER_DOCUMENT_KINDS);

export const OrderDocumentParams = z
  .object({
    id: IdParam,
    kind: OrderDocumentKindSchema,
  })
  .strict();

/**
 * One of the order's documents as the order page lists it; `number` and `issuedAt` once issued.
 * `kind` names it in the download path; `documentKind` and `state` are its record's (D42).
 */
export const OrderDocumentRef = z.object({
  kind: z.enum([...ORDER_DOCUMENT_KINDS, ...CORRECTION_DOCUMENT_KINDS]),
  title: z.string(),
  number: z.string().nullable(),
  issuedAt: Timestamp.nullable(),
  url: z.string(),
  documentKind: z.enum(DOCUMENT_KINDS),
  state: z.enum(DOCUMENT_STATES),
  /** D42: why and when it was cancelled, once it is. */
  cancelReason: z.string().nullable(),
  cancelledAt: Timestamp.nullable(),
  /** D42: the document a correction cites: its name ("Tax invoice"), number and date of issue. */
  cites: z.object({ title: z.string(), number: z.string(), issuedAt: Timestamp }).nullable(),
  /** D42: a correction's value with tax, in paise: what a credit note reduces, a voucher received. */
  valuePaise: z.number().int().nullable(),
});
export type OrderDocumentRef = z.infer<typeof OrderDocumentRef>;

export const OrderDocumentList = z.object({ items: z.array(OrderDocumentRef) });
export type OrderDocumentList = z.infer<typeof OrderDocumentList>;

export const ORDER_DOCUMENT_TITLES = {
  proforma: 'Proforma invoice',
  'tax-invoice': 'Tax invoice',
  challan: 'Delivery challan',
  'e-way-bill': 'E-way bill data (JSON)',
} as const;

/** D42: cancelling a document (a draft, or an issued one not yet registered) says why. */
export const CancelDocument = z
  .object({
    reason: z
      .string({ message: 'must say why the document is cancelled' })
      .trim()
      .min(3, 'must say why the document is cancelled (at least 3 characters)')
      .max(500, 'must be at most 500 characters'),
  })
  .strict();
export type CancelDocument = z.infer<typeof CancelDocument>;
