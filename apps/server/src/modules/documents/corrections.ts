// D42: what a correction document keeps besides its order's paper: the document it cites, why it was
// issued, its lines, its value and each tax at the invoice's rates (computed here, once, on the
// server), and for a receipt voucher the advance it acknowledges. Pure arithmetic and types; the
// service issues, the PDF layouts print.
import { type CreditNoteBasis, type DocumentKind, slabSubtotalPaise } from '@granite/shared';
import type { PaperSlab } from './paper';
import type { DocumentSnapshot, SnapshotTaxLine } from './snapshot';

export const CORRECTION_RECORD_KINDS = [
  'credit_note',
  'debit_note',
  'receipt_voucher',
  'replacement_challan',
] as const satisfies readonly DocumentKind[];
export type CorrectionRecordKind = (typeof CORRECTION_RECORD_KINDS)[number];

/**
 * The code each series' numbers begin with: "CN/26-27/0001". CGST Rules r.53(1)(b), r.50(1)(b) and
 * r.55(1)(b): a consecutive serial number of at most 16 characters, unique for the financial year;
 * each kind is its own series per manufacturer (ADR 014 addendum).
 */
export const SERIES_CODES = {
  credit_note: 'CN',
  debit_note: 'DN',
  receipt_voucher: 'RV',
  replacement_challan: 'RC',
  delivery_challan: 'DC',
} as const satisfies Partial<Record<DocumentKind, string>>;

export type CorrectionLine = {
  description: string;
  hsn: string | null;
  /** "42.50 sq.ft", or null for a value alone (a refund, a lower price). */
  quantity: string | null;
  /** Taxable value of the line, minor units. */
  taxable: number;
};

export type Correction = {
  kind: CorrectionRecordKind;
  /** The document cited: the invoice a note corrects, the challan a replacement follows. */
  cites: { kind: DocumentKind; number: string; issuedAt: string } | null;
  reason: string;
  basis: CreditNoteBasis | null;
  claimId: number | null;
  lines: CorrectionLine[];
  taxableValue: number;
  /** Each tax at the cited invoice's rate. */
  taxLines: SnapshotTaxLine[];
  /**
   * False where the tax is shown at its rate but not charged: an advance for goods (GST falls due with
   * the invoice) and a replacement without consideration.
   */
  taxCharged: boolean;
  /** The value with tax (tax charged or not): what a note reduces or adds, what a voucher received. */
  total: number;
  /** The slabs returned (credit note) or sent (replacement challan). */
  slabs: PaperSlab[];
  /** CGST Rules r.50: the payment a receipt voucher acknowledges. */
  advance: { paymentId: number; paidOn: string; method: string; reference: string } | null;
};

export type CorrectionSnapshot = DocumentSnapshot & { correction: Correction };

export const isCorrectionKind = (kind: DocumentKind): kind is CorrectionRecordKind =>
  (CORRECTION_RECORD_KINDS as readonly string[]).includes(kind);

/**
 * Each tax of `rates` on `taxable` (minor units), rounded half up to the paisa as gstLines does: the
 * invoice's own rates, so a note moves each tax the invoice charged.
 */
export function taxAtRates(taxable: number, rates: readonly SnapshotTaxLine[]): SnapshotTaxLine[] {
  if (!Number.isSafeInteger(taxable) || taxable < 0) throw new Error('taxable value must be whole paise');
  return rates.map((line) => {
    // Rates have at most 3 decimals (0.125 % is half of 0.25 %): work in thousandths of a percent.
    const numerator = taxable * Math.round(line.rate * 1000);
    return { ...line, amount: Math.floor((2 * numerator + 100_000) / 200_000) };
  });
}

/**
 * The tax of a credit note that takes the invoice's value down to nothing: what each tax line of the
 * invoice has left after the notes before (debit notes add, credit notes take away), so that the
 * invoice is reversed to the paisa whatever the rounding of the earlier notes.
 */
export function taxLeft(
  invoice: readonly SnapshotTaxLine[],
  notes: readonly { kind: CorrectionRecordKind; taxLines: readonly SnapshotTaxLine[] }[],
): SnapshotTaxLine[] {
  return invoice.map((line) => {
    let amount = line.amount;
    for (const note of notes)
      for (const t of note.taxLines)
        if (t.kind === line.kind && t.rate === line.rate)
          amount += note.kind === 'debit_note' ? t.amount : -t.amount;
    return { ...line, amount: Math.max(0, amount) };
  });
}

/** D33: the value of slabs returned or sent: their billed sq.ft together × the order's price per sq.ft. */
export const valueOfSlabs = (slabs: readonly PaperSlab[], pricePaise: number): number =>
  slabSubtotalPaise(
    pricePaise,
    slabs.reduce((sum, s) => sum + Math.round(s.billedSqft * 100), 0),
  );
