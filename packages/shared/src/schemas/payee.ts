// D44: where the buyer pays. A manufacturer keeps one bank account and a UPI ID in its Settings; the
// buyer of an accepted order reads them (never before acceptance, D30) with the terms and the amount
// due now. The order keeps the account it was given at acceptance; a later change is shown beside it
// with a warning (payment-diversion fraud). Bodies are strict; each bad field is named.
import { z } from 'zod';
import { BALANCE_DUE_TERMS } from '../options';
import { Timestamp } from './common';
import { CurrencySchema } from './money';

/** RBI's IFSC: four letters of the bank, a 0, six letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI ID (virtual payment address): a name, @, the handle of the app or bank. */
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export const PAYEE_MESSAGES = {
  holder: 'Please enter the account holder’s name as the bank has it',
  accountNumber: 'must be the account number: 9 to 18 digits',
  ifsc: 'must be an IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)',
  bank: 'Please enter the bank’s name',
  branch: 'Please enter the branch',
  upi: 'must be a UPI ID like name@bank',
  nothing: 'Enter a bank account or a UPI ID',
  notGiven: 'The manufacturer has not given its bank details yet. Ask in the order’s thread before paying.',
} as const;

const text = (message: string, max: number) =>
  z.string({ message }).trim().min(2, message).max(max, `must be at most ${max} characters`);

/** The bank account: every field or none of them. */
export const BankAccount = z
  .object({
    accountHolder: text(PAYEE_MESSAGES.holder, 120),
    accountNumber: z
      .string({ message: PAYEE_MESSAGES.accountNumber })
      .trim()
      .regex(/^[0-9]{9,18}$/, PAYEE_MESSAGES.accountNumber),
    ifsc: z
      .string({ message: PAYEE_MESSAGES.ifsc })
      .trim()
      .transform((s) => s.toUpperCase())
      .refine((s) => IFSC_PATTERN.test(s), PAYEE_MESSAGES.ifsc),
    bankName: text(PAYEE_MESSAGES.bank, 120),
    branch: text(PAYEE_MESSAGES.branch, 120),
  })
  .strict();
export type BankAccount = z.infer<typeof BankAccount>;

/** PUT /vendor/manufacturers/{id}/payee: the account, the UPI ID, or both; at least one. */
export const UpdatePayee = z
  .object({
    bank: BankAccount.nullable(),
    upiId: z.string({ message: PAYEE_MESSAGES.upi }).trim().regex(UPI_PATTERN, PAYEE_MESSAGES.upi).nullable(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.bank && !v.upiId)
      ctx.addIssue({ code: 'custom', path: ['bank'], message: PAYEE_MESSAGES.nothing });
  });
export type UpdatePayee = z.input<typeof UpdatePayee>;

/** What the buyer pays to: the account and UPI ID as given. */
export const PayeeDetails = z.object({
  bank: z
    .object({
      accountHolder: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      bankName: z.string(),
      branch: z.string(),
    })
    .nullable(),
  upiId: z.string().nullable(),
});
export type PayeeDetails = z.infer<typeof PayeeDetails>;

/** The manufacturer's Settings: its details and when they last changed (null: never given). */
export const PayeeSettings = PayeeDetails.extend({
  manufacturerId: z.number().int(),
  changedAt: Timestamp.nullable(),
});
export type PayeeSettings = z.infer<typeof PayeeSettings>;

const BANK_KEYS = ['accountHolder', 'accountNumber', 'ifsc', 'bankName', 'branch'] as const;

/**
 * Two payee details are the same account when every field is (field by field: a copy read back from
 * a jsonb column has its keys in another order).
 */
export function samePayee(a: PayeeDetails | null, b: PayeeDetails | null): boolean {
  if (!a || !b) return !a && !b;
  if ((a.upiId ?? null) !== (b.upiId ?? null)) return false;
  if (!a.bank || !b.bank) return !a.bank && !b.bank;
  return BANK_KEYS.every((k) => a.bank![k] === b.bank![k]);
}

/**
 * GET /me/orders/{id}/payee — the order's "Where to pay": the account it was given at acceptance
 * (`given`, null when the manufacturer had none then) and, when the manufacturer's Settings now say
 * otherwise, the new one (`changed`) with the day it changed, to be confirmed by phone before use.
 */
export const OrderPayeeView = z.object({
  orderId: z.number().int(),
  manufacturerName: z.string(),
  given: PayeeDetails.nullable(),
  changed: PayeeDetails.nullable(),
  changedAt: Timestamp.nullable(),
  currency: CurrencySchema,
  /** D36's terms, copied from the accepted reply. */
  advancePercent: z.number().int(),
  balanceDue: z.enum(BALANCE_DUE_TERMS),
  balanceDays: z.number().int().nullable(),
  /**
   * What to pay now: the advance not yet recorded; once it is in, the balance from its due day on
   * (`balanceDueOn`), else nothing yet.
   */
  dueNowPaise: z.number().int(),
  /** Everything not yet recorded, and the day the balance falls due (null until it is fixed). */
  duePaise: z.number().int(),
  balanceDueOn: z.string().nullable(),
});
export type OrderPayeeView = z.infer<typeof OrderPayeeView>;
