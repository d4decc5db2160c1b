// D34, D36: the tax split, the parties' states and the payment terms of a reply or an order, as the
// API shows them (pure mappings; toReplyView and toOrderView spread them in).
import type { BalanceDueTerm, IndianState, OrderView, QuoteReplyView } from '@granite/shared';
import type { OrderRow, QuoteReplyRow } from './lifecycle.queries';

type TaxRow = Pick<
  QuoteReplyRow,
  | 'hsn'
  | 'supplierState'
  | 'placeOfSupply'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'advancePercent'
  | 'balanceDue'
  | 'balanceDays'
>;

/** The stored split, for landedTotal (null on rows made before D34: GST is then the rate applied once). */
export function storedSplit(row: Pick<TaxRow, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) {
  return row.cgstPaise === null && row.igstPaise === null
    ? null
    : { cgstPaise: row.cgstPaise, sgstPaise: row.sgstPaise, igstPaise: row.igstPaise };
}

/**
 * D34: the reply's GST as the buyer's e-mail and bell state it: "CGST 9% + SGST 9%" within a state,
 * "IGST 18%" between states; the bare rate for a reply made before the split was stored, or at 0 %.
 */
export function gstInWords(
  gstRate: number,
  split: { cgstPaise: number | null; igstPaise: number | null } | null,
): string {
  if (split && (split.igstPaise ?? 0) > 0) return `IGST ${gstRate}%`;
  if (split && (split.cgstPaise ?? 0) > 0) return `CGST ${gstRate / 2}% + SGST ${gstRate / 2}%`;
  return `${gstRate}% GST`;
}

export function taxAndTermsOf(
  row: TaxRow,
): Pick<
  QuoteReplyView,
  | 'hsn'
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
    hsn: row.hsn,
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
