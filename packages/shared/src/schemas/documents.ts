import { z } from 'zod';
import { CORRECTION_DOCUMENT_KINDS, DOCUMENT_KINDS, DOCUMENT_STATES, ORDER_DOCUMENT_KINDS } from '../options';
import { IdParam, Timestamp } from './common';
import { ShipOrder } from './quote-lifecycle';

// D35: the order's papers and what the manufacturer tells when the order ships.

/** D35: a consignment above this value (paise) moves with an e-way bill (₹50,000, rule 138). */
export const EWAY_BILL_THRESHOLD_PAISE = 50_000_00;
export const EWAY_BILL_NOT_NEEDED = 'An e-way bill is needed only above ₹50,000';

/** An Indian registration number: state letters, district digits, series letters, the number. */
const VEHICLE_NUMBER = /^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$/;
/** Bharat series (22BH1234AA) registrations. */
const BH_NUMBER = /^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$/;

/** 'ka 01 ab 1234' → 'KA01AB1234': upper case without spaces or dashes. */
export const normaliseVehicleNumber = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');
export const isVehicleNumber = (text: string): boolean => VEHICLE_NUMBER.test(text) || BH_NUMBER.test(text);

/** A transporter's ID on the e-way bill: a GSTIN, or the 15-character TRANSIN of an unregistered one. */
const TRANSPORTER_ID = /^[0-9]{2}[0-9A-Z]{13}$/;

export const ShipOrderForm = ShipOrder.extend({
  vehicleNumber: z
    .string()
    .optional()
    .transform((v) => (v ? normaliseVehicleNumber(v) : null))
    .refine((v) => v === null || isVehicleNumber(v), 'must be a vehicle number like KA01AB1234'),
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
      (v) => v === null || TRANSPORTER_ID.test(v),
      'must be the transporter’s GSTIN or 15-character transporter ID',
    ),
}).strict();
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
