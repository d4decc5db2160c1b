// Money and receipt of an order (D36, D37): the payments a buyer records and the manufacturer
// confirms or disputes, the order's paid / due / overdue figures, the buyer's receipt and a quality
// claim within 7 days of delivery. Bodies are strict; each bad field is named.
import { z } from 'zod';
import { CLAIM_OUTCOMES, CLAIM_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../options';
import { PageQuery, Timestamp } from './common';
import { CalendarDay, rupeesSchema } from './fields';
import { ImageRef } from './media';
import { CurrencySchema } from './money';

export const PAYMENT_MESSAGES = {
  amountPositive: 'must be more than ₹0',
  amountPaise: 'must be in rupees with at most 2 decimals',
  aboveDue: 'is more than the amount still due on this order',
  futureDate: 'cannot be in the future',
  utr: 'must be the UTR: 6 to 22 letters and digits, no spaces or symbols',
  cheque: 'must be the cheque number: 6 to 10 digits',
  cancelled: 'This order was cancelled; no payment can be recorded against it.',
  notPending: 'This payment was already confirmed or disputed.',
  notDisputed: 'Only a disputed payment can be answered.',
  awaitingAnswer: 'This payment is disputed; the buyer has not answered yet.',
  tooEarly: 'The manufacturer may still decide this payment; an admin decides from',
  answerNote: 'Please explain the payment (at least 10 characters)',
  duplicate: 'A payment with this method and reference is already recorded on this order.',
} as const;

export const RECEIPT_MESSAGES = {
  notDelivered: 'You can confirm receipt once the order is delivered.',
  already: 'Receipt of this order is already confirmed.',
} as const;

/** D37: a claim is raised within this many days of delivery; receipt confirms itself after them. */
export const RECEIPT_DAYS = 7;
export const CLAIM_PHOTOS_MAX = 8;

export const CLAIM_MESSAGES = {
  notDelivered: 'You can raise a quality claim once the order is delivered.',
  tooLate: `A quality claim can be raised only within ${RECEIPT_DAYS} days of delivery.`,
  open: 'This order already has an open quality claim.',
  closed: 'This claim is already closed.',
  tooManyPhotos: `A claim has at most ${CLAIM_PHOTOS_MAX} photos.`,
} as const;

/** Rupees as typed ("1,20,000.50" or 120000.5) to paise; plain decimals only, never rounded to ₹0. */
const RupeesToPaise = rupeesSchema({
  min: 'positive',
  max: 100_000_000_000,
  messages: {
    number: 'must be an amount in rupees',
    positive: PAYMENT_MESSAGES.amountPositive,
    decimals: PAYMENT_MESSAGES.amountPaise,
  },
});

/** A UTR (bank transfer, UPI) is letters and digits; a cheque number is digits. */
export function paymentReferenceProblem(method: string, reference: string): string | null {
  if (method === 'Cheque') return /^[0-9]{6,10}$/.test(reference) ? null : PAYMENT_MESSAGES.cheque;
  return /^[A-Za-z0-9]{6,22}$/.test(reference) ? null : PAYMENT_MESSAGES.utr;
}

/** D36: the buyer records a payment made outside the platform (amount in rupees). */
export const RecordPayment = z
  .object({
    amount: RupeesToPaise,
    paidOn: CalendarDay,
    method: z.enum(PAYMENT_METHODS, { message: `must be one of: ${PAYMENT_METHODS.join(', ')}` }),
    reference: z.string({ message: 'is required' }).trim().min(1, 'is required'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const problem = paymentReferenceProblem(v.method, v.reference);
    if (problem) ctx.addIssue({ code: 'custom', path: ['reference'], message: problem });
  });
export type RecordPayment = z.input<typeof RecordPayment>;

export const DisputePayment = z
  .object({
    reason: z
      .string({ message: 'Please say why the payment is disputed' })
      .trim()
      .min(3, 'Please say why the payment is disputed')
      .max(500, 'must be at most 500 characters'),
  })
  .strict();
export type DisputePayment = z.input<typeof DisputePayment>;

/** D45: the buyer's answer to a dispute: a note (the file travels beside it in the same form). */
export const AnswerDispute = z
  .object({
    note: z
      .string({ message: PAYMENT_MESSAGES.answerNote })
      .trim()
      .min(10, PAYMENT_MESSAGES.answerNote)
      .max(1000, 'must be at most 1,000 characters'),
  })
  .strict();
export type AnswerDispute = z.input<typeof AnswerDispute>;

/** D45: an admin decides an answered dispute the manufacturer left for 7 days. */
export const ADMIN_PAYMENT_DECISIONS = ['confirm', 'reject'] as const;
export const AdminPaymentDecision = z
  .object({
    decision: z.enum(ADMIN_PAYMENT_DECISIONS, { message: 'must be confirm or reject' }),
    note: z
      .string({ message: 'Please write a note for both sides' })
      .trim()
      .min(3, 'Please write a note for both sides')
      .max(1000, 'must be at most 1,000 characters'),
  })
  .strict();
export type AdminPaymentDecision = z.input<typeof AdminPaymentDecision>;

/** The file a buyer's answer carries: a photo or a PDF (a bank statement, a transfer slip). */
export const PAYMENT_EVIDENCE_TYPES = ['image/webp', 'application/pdf'] as const;
export const PaymentEvidenceView = z.object({
  mimeType: z.enum(PAYMENT_EVIDENCE_TYPES),
  bytes: z.number().int(),
});

export const PaymentIdParams = z
  .object({ id: z.coerce.number().int().positive(), paymentId: z.coerce.number().int().positive() })
  .strict();

export const OrderPaymentView = z.object({
  id: z.number().int(),
  amountPaise: z.number().int(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  disputeReason: z.string().nullable(),
  createdAt: Timestamp,
  decidedAt: Timestamp.nullable(),
  /** D45: the buyer's latest answer to a dispute (its file is downloaded by its own path). */
  answerNote: z.string().nullable().optional(),
  answerFile: PaymentEvidenceView.nullable().optional(),
  answeredAt: Timestamp.nullable().optional(),
  /** D45: from when an admin may decide the answered dispute; null unless answered. */
  adminDecidesFrom: Timestamp.nullable().optional(),
  /** Who took the last decision: the manufacturer or an admin (D45); null while recorded. */
  decidedAs: z.enum(['manufacturer', 'admin']).nullable().optional(),
  adminNote: z.string().nullable().optional(),
});
export type OrderPaymentView = z.infer<typeof OrderPaymentView>;

/**
 * D36: the order's money, computed in one place from its terms and payments. `paidPaise` is
 * confirmed by the manufacturer, `pendingPaise` recorded and waiting; `duePaise` is what nobody has
 * recorded yet; `overduePaise` the part of it past its due date (India days).
 */
export const OrderMoney = z.object({
  /** ADR 016: the currency of every amount here (the order's); always sent by the server. */
  currency: CurrencySchema.optional(),
  totalPaise: z.number().int(),
  paidPaise: z.number().int(),
  pendingPaise: z.number().int(),
  disputedPaise: z.number().int(),
  duePaise: z.number().int(),
  overduePaise: z.number().int(),
  advancePercent: z.number().int(),
  /** The advance not yet recorded; due on confirmation (before dispatch). */
  advanceDuePaise: z.number().int(),
  advanceDueOn: z.string().nullable(),
  /** When the rest is due: null until the order reaches the step that fixes the date. */
  balanceDueOn: z.string().nullable(),
});
export type OrderMoney = z.infer<typeof OrderMoney>;

/** The payment filter of the manufacturer's Orders list. */
export const PAYMENT_FILTERS = ['awaiting', 'to-confirm', 'overdue', 'paid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  awaiting: 'Awaiting payment',
  'to-confirm': 'Payment to confirm',
  overdue: 'Overdue',
  paid: 'Paid',
};

// ---------------------------------------------------------------- claims (D37)

export const CreateClaim = z
  .object({
    description: z
      .string({ message: 'Please describe the problem' })
      .trim()
      .min(10, 'Please describe the problem (at least 10 characters)')
      .max(2000, 'must be at most 2,000 characters'),
  })
  .strict();
export type CreateClaim = z.input<typeof CreateClaim>;

export const CLAIM_OUTCOME_LABELS: Record<(typeof CLAIM_OUTCOMES)[number], string> = {
  replaced: 'Slabs replaced',
  refunded: 'Refunded',
  'credit-note': 'Credit note issued',
  resolved: 'Resolved between the parties',
  rejected: 'Claim rejected',
};

export const ClaimIdParams = z
  .object({ id: z.coerce.number().int().positive(), claimId: z.coerce.number().int().positive() })
  .strict();

export const OrderClaimView = z.object({
  id: z.number().int(),
  description: z.string(),
  status: z.enum(CLAIM_STATUSES),
  outcome: z.enum(CLAIM_OUTCOMES).nullable(),
  outcomeNote: z.string().nullable(),
  /** D42: the number of the credit note or replacement challan its outcome issued. */
  documentNumber: z.string().nullable(),
  photos: z.array(ImageRef),
  createdAt: Timestamp,
  closedAt: Timestamp.nullable(),
});
export type OrderClaimView = z.infer<typeof OrderClaimView>;

/** The admin's orders: those with an open claim or a disputed payment first. */
export const AdminOrderListQuery = PageQuery.extend({
  attention: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
}).strict();
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuery>;

/** The answer of recording, confirming or disputing a payment: the payment and the order's money. */
export const OrderPaymentResult = z.object({
  payment: OrderPaymentView,
  payments: z.array(OrderPaymentView),
  money: OrderMoney,
});
export type OrderPaymentResult = z.infer<typeof OrderPaymentResult>;
