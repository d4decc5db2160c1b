// D43: e-invoicing. A manufacturer whose aggregate turnover is above ₹5 crore says so in Settings and
// gives its IRP API credentials (kept on the server; the secret and the password never come back);
// each B2B tax invoice, credit note and debit note is then registered with the Invoice Registration
// Portal, and its IRN may be cancelled there within 24 hours. Bodies are strict; each bad field is
// named.
import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_STATES } from '../options';
import { IdParam, Timestamp } from './common';

/** CGST Rules r.48(4), notification 10/2023-CT: e-invoicing above ₹5 crore of aggregate turnover. */
export const EINVOICE_TURNOVER_THRESHOLD_PAISE = 5_00_00_000_00;

/** The IRP's cancellation reasons (its API's CnlRsn). */
export const IRN_CANCEL_REASONS = ['1', '2', '3', '4'] as const;
export type IrnCancelReason = (typeof IRN_CANCEL_REASONS)[number];
export const IRN_CANCEL_REASON_LABELS: Record<IrnCancelReason, string> = {
  '1': 'Duplicate',
  '2': 'Data entry mistake',
  '3': 'Order cancelled',
  '4': 'Other',
};

/** An IRN is cancelled at the IRP within this many hours of its acknowledgement (CGST Rules r.48). */
export const IRN_CANCEL_HOURS = 24;

export const EINVOICE_MESSAGES = {
  credentialsNeeded: 'is needed to register invoices with the IRP',
  notRequired: 'This document is not registered with the IRP: e-invoicing does not apply to it.',
  alreadyRegistered: 'This document is already registered with the IRP.',
  notRegistered: 'This document has no IRN to cancel.',
  withheld:
    'This invoice must be registered with the Invoice Registration Portal (e-invoice) before it is given out.',
} as const;

const credential = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/\s/.test(v), 'must not contain spaces');

/**
 * What the manufacturer saves. A secret or password left empty keeps the stored one; the IRP's
 * credentials are needed only when the turnover is above the threshold.
 */
export const EInvoiceSettingsInput = z
  .object({
    aboveThreshold: z.boolean({ message: 'must be yes or no' }),
    clientId: credential(100).optional().default(''),
    clientSecret: credential(200).optional().default(''),
    username: credential(100).optional().default(''),
    password: credential(200).optional().default(''),
  })
  .strict();
export type EInvoiceSettingsInput = z.input<typeof EInvoiceSettingsInput>;
export type EInvoiceSettingsValues = z.output<typeof EInvoiceSettingsInput>;

/** What the manufacturer reads back: never the secret or the password, only whether they are set. */
export const EInvoiceSettings = z.object({
  aboveThreshold: z.boolean(),
  clientId: z.string(),
  username: z.string(),
  clientSecretSet: z.boolean(),
  passwordSet: z.boolean(),
  /** The GSTIN the IRP is called for: the manufacturer's own. */
  gstin: z.string().nullable(),
  updatedAt: Timestamp.nullable(),
});
export type EInvoiceSettings = z.infer<typeof EInvoiceSettings>;

export const EINVOICE_STATUSES = ['not_required', 'pending', 'registered', 'refused', 'cancelled'] as const;
export type EInvoiceStatus = (typeof EINVOICE_STATUSES)[number];

/** One document of an order and its registration with the IRP, as the manufacturer's order shows it. */
export const EInvoiceDocument = z.object({
  documentId: z.number().int(),
  documentKind: z.enum(DOCUMENT_KINDS),
  number: z.string().nullable(),
  state: z.enum(DOCUMENT_STATES),
  status: z.enum(EINVOICE_STATUSES),
  irn: z.string().nullable(),
  ackNo: z.string().nullable(),
  ackDate: Timestamp.nullable(),
  /** Until when the IRN may be cancelled at the IRP; null once past or when there is none. */
  cancellableUntil: Timestamp.nullable(),
  /** The IRP's last refusal (its code and message), while the document is unregistered. */
  refusal: z.object({ code: z.string(), message: z.string(), at: Timestamp }).nullable(),
  cancelReason: z.string().nullable(),
});
export type EInvoiceDocument = z.infer<typeof EInvoiceDocument>;

export const OrderEInvoices = z.object({
  /** Whether the manufacturer declared a turnover above the threshold (D43). */
  applies: z.boolean(),
  items: z.array(EInvoiceDocument),
});
export type OrderEInvoices = z.infer<typeof OrderEInvoices>;

export const EInvoiceDocumentParams = z.object({ id: IdParam, documentId: IdParam }).strict();

export const CancelIrnInput = z
  .object({
    reason: z.enum(IRN_CANCEL_REASONS, { message: 'must be one of the IRP’s reasons 1 to 4' }),
    remark: z
      .string()
      .trim()
      .min(1, 'must say why')
      .max(100, 'must be at most 100 characters')
      .refine((v) => !v.includes('"'), 'must not contain double quotes'),
  })
  .strict();
export type CancelIrnInput = z.input<typeof CancelIrnInput>;
