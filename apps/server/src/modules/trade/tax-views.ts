// D34, D36, ADR 016: the currency and tax lines, the parties' states and the payment terms of a reply
// or an order, as the API shows them (pure mappings; toReplyView and toOrderView spread them in).
import {
  type BalanceDueTerm,
  type Currency,
  type GstStatus,
  type IndianState,
  linesOfSplit,
  type OrderView,
  type QuoteReplyView,
  type TaxLine,
} from '@granite/shared';
import type { OrderRow, QuoteReplyRow } from './lifecycle.queries';

type TaxRow = Pick<
  QuoteReplyRow,
  | 'currency'
  | 'gstRate'
  | 'taxLines'
  | 'hsn'
  | 'supplierGstStatus'
  | 'supplierState'
  | 'placeOfSupply'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'advancePercent'
  | 'balanceDue'
  | 'balanceDays'
>;

/**
 * ADR 016: a row's tax lines — the stored lines, or for a row the migration to lines has not seen
 * (none should remain) the lines of its three columns; null on rows made before D34 (GST is then the
 * rate applied once).
 */
export function storedLines(
  row: Pick<TaxRow, 'taxLines' | 'gstRate' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
): TaxLine[] | null {
  return row.taxLines ?? linesOfSplit(row, row.gstRate);
}

const percent = (rate: number) => `${rate}%`;

/**
 * D34: the reply's GST as the buyer's e-mail and bell state it, from its lines: "CGST 9% + SGST 9%"
 * within a state, "IGST 18%" between states, "IGST 0% (export under LUT)" for an export (D47); the
 * bare rate for a reply made before the split was stored, or at 0 %.
 */
export function gstInWords(gstRate: number, lines: readonly TaxLine[] | null): string {
  // D34: a reply of a manufacturer that is not a regular taxpayer has no lines at all.
  if (lines && lines.length === 0) return 'no GST (bill of supply)';
  const shown = (lines ?? []).filter((l) => l.amount > 0 || l.reason);
  if (!shown.length) return `${gstRate}% GST`;
  return shown
    .map(
      (l) =>
        `${l.kind.toUpperCase()} ${percent(l.rate)}${l.reason === 'export_lut' ? ' (export under LUT)' : ''}`,
    )
    .join(' + ');
}

export function taxAndTermsOf(
  row: TaxRow,
): Pick<
  QuoteReplyView,
  | 'currency'
  | 'taxLines'
  | 'hsn'
  | 'supplierGstStatus'
  | 'supplierState'
  | 'placeOfSupply'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'advancePercent'
  | 'balanceDue'
  | 'balanceDays'
> {
  return {
    currency: row.currency as Currency,
    taxLines: storedLines(row),
    hsn: row.hsn,
    supplierGstStatus: (row.supplierGstStatus ?? 'regular') as GstStatus,
    supplierState: row.supplierState as IndianState | null,
    placeOfSupply: row.placeOfSupply as IndianState | null,
    cgst: row.cgstPaise,
    sgst: row.sgstPaise,
    igst: row.igstPaise,
    advancePercent: row.advancePercent,
    balanceDue: row.balanceDue as BalanceDueTerm,
    balanceDays: row.balanceDays,
  };
}

export function orderPartiesOf(
  row: OrderRow,
): Pick<OrderView, 'supplierGstin' | 'buyerCompany' | 'buyerGstin' | 'billingAddress' | 'billingState'> {
  return {
    supplierGstin: row.supplierGstin,
    buyerCompany: row.buyerCompany,
    buyerGstin: row.buyerGstin,
    billingAddress: row.billingAddress,
    billingState: row.billingState as IndianState | null,
  };
}
