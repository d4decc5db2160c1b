// D42: corrections are documents. A claim closes with an outcome that does something: a credit note
// (a refund or a lower price by value, or slabs taken back), a replacement (a replacement challan
// dispatching the replacement slabs), or nothing. A manufacturer issues a debit note for an amount
// billed short (CGST Act s.34(3)) or a credit note of its own (s.34(1)). Amounts are the taxable
// value reduced or added; the server computes each tax at the invoice's rates.
import { z } from 'zod';
import {
  CLAIM_CLOSING_OUTCOMES,
  type ClaimClosingOutcome,
  CORRECTION_DOCUMENT_KINDS,
  CREDIT_NOTE_BASES,
  type CreditNoteBasis,
} from '../options';
import { IdParam } from './common';
import { rupeesSchema } from './fields';
import { SlabIdsSchema } from './lots';

export const CORRECTION_MESSAGES = {
  aboveValueLeft: 'must not be above the value of the invoice left to credit',
  noInvoice: 'This order has no issued tax invoice to correct; a credit or debit note cites one.',
  invoiceCredited: 'The tax invoice of this order is already reversed in full by credit notes.',
  notOrderSlab: 'must name slabs of this order',
  alreadyReturned: 'must not name a slab already returned on a credit note',
  notAvailable: 'must name available slabs of this manufacturer',
  onlyCreditNote: 'is only for a credit note',
  onlyReplacement: 'is only for a replacement',
  notShippedReplacement: 'A replacement is sent for an order that shipped.',
} as const;

/** The taxable value a note reduces or adds, in rupees as typed, to paise. */
export const NoteAmountRupees = rupeesSchema({
  min: 'positive',
  max: 10_000_000_000,
  messages: { required: 'is required: the value before GST' },
});

const Note = z
  .string({ message: 'Please write a note for both sides' })
  .trim()
  .min(3, 'Please write a note for both sides')
  .max(1000, 'must be at most 1,000 characters');

/** What closing a claim does, once checked. */
export type ClaimSettlement =
  | { outcome: 'credit-note'; note: string; basis: Exclude<CreditNoteBasis, 'return'>; amountPaise: number }
  | { outcome: 'credit-note'; note: string; basis: 'return'; slabIds: number[] }
  | { outcome: 'replaced'; note: string; slabIds: number[] }
  | { outcome: 'resolved' | 'rejected'; note: string };

/**
 * POST /admin/orders/{id}/claims/{claimId}/close. A credit note names its basis and either the value
 * reduced (refund, lower price) or the slabs returned; a replacement names the replacement slabs.
 */
export const CloseClaim = z
  .object({
    outcome: z.enum(CLAIM_CLOSING_OUTCOMES, {
      message: `must be one of: ${CLAIM_CLOSING_OUTCOMES.join(', ')}`,
    }),
    note: Note,
    creditBasis: z
      .enum(CREDIT_NOTE_BASES, { message: `must be one of: ${CREDIT_NOTE_BASES.join(', ')}` })
      .optional(),
    /** The taxable value reduced, in rupees (a refund or a lower price). */
    creditAmount: z.unknown().optional(),
    returnedSlabIds: z.preprocess(
      (v) => (Array.isArray(v) && v.length === 0 ? undefined : v),
      SlabIdsSchema.optional(),
    ),
    replacementSlabIds: z.preprocess(
      (v) => (Array.isArray(v) && v.length === 0 ? undefined : v),
      SlabIdsSchema.optional(),
    ),
  })
  .strict()
  .transform((body, ctx): ClaimSettlement => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const given = (v: unknown) => v !== undefined && v !== null && v !== '';
    const { outcome, note } = body;
    if (outcome !== 'credit-note') {
      if (body.creditBasis) return fail('creditBasis', CORRECTION_MESSAGES.onlyCreditNote);
      if (given(body.creditAmount)) return fail('creditAmount', CORRECTION_MESSAGES.onlyCreditNote);
      if (body.returnedSlabIds) return fail('returnedSlabIds', CORRECTION_MESSAGES.onlyCreditNote);
    }
    if (outcome !== 'replaced' && body.replacementSlabIds)
      return fail('replacementSlabIds', CORRECTION_MESSAGES.onlyReplacement);
    if (outcome === 'replaced') {
      if (!body.replacementSlabIds) return fail('replacementSlabIds', 'must name the replacement slabs');
      return { outcome, note, slabIds: body.replacementSlabIds };
    }
    if (outcome !== 'credit-note') return { outcome, note };
    if (!body.creditBasis) return fail('creditBasis', 'is required for a credit note');
    if (body.creditBasis === 'return') {
      if (given(body.creditAmount)) return fail('creditAmount', 'is worked out from the slabs returned');
      if (!body.returnedSlabIds) return fail('returnedSlabIds', 'must name the slabs returned');
      return { outcome, note, basis: 'return', slabIds: body.returnedSlabIds };
    }
    if (body.returnedSlabIds) return fail('returnedSlabIds', 'is only for slabs returned');
    const amount = NoteAmountRupees.safeParse(body.creditAmount);
    if (!amount.success) return fail('creditAmount', amount.error.issues[0]!.message);
    return { outcome, note, basis: body.creditBasis, amountPaise: amount.data };
  });
export type CloseClaim = z.input<typeof CloseClaim>;

/** The outcome a closing form offers, in the admin's words (the admin area is English, D40). */
export const CLAIM_CLOSING_LABELS: Record<ClaimClosingOutcome, string> = {
  'credit-note': 'Credit note (refund, lower price or slabs returned)',
  replaced: 'Replacement slabs (replacement challan)',
  resolved: 'No action: resolved between the parties',
  rejected: 'Claim rejected',
};

export const CREDIT_NOTE_BASIS_LABELS: Record<CreditNoteBasis, string> = {
  refund: 'Refund',
  'price-reduction': 'Lower price',
  return: 'Slabs returned',
};

/** POST /vendor/orders/{id}/documents/credit-notes | debit-notes: a note of the manufacturer's own. */
export const IssueNote = z
  .object({
    amount: NoteAmountRupees,
    reason: z
      .string({ message: 'must say why' })
      .trim()
      .min(3, 'must say why (at least 3 characters)')
      .max(300, 'must be at most 300 characters'),
  })
  .strict();
export type IssueNote = z.input<typeof IssueNote>;

export const CorrectionDocumentKindSchema = z.enum(CORRECTION_DOCUMENT_KINDS);

export const CorrectionDocumentParams = z
  .object({ id: IdParam, kind: CorrectionDocumentKindSchema, documentId: IdParam })
  .strict();

export const CORRECTION_DOCUMENT_TITLES = {
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  'receipt-voucher': 'Receipt voucher',
  'replacement-challan': 'Replacement challan',
} as const;
