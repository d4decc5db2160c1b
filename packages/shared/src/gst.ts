// D34, D35: GST by place of supply, the tax split and the papers' figures (amounts in words are the
// documents module's, on the server). Amounts are integer
// paise; each tax is rounded to the paisa half up, and a total is the sum of its lines.
import type { IndianState } from './options';

/** The GST state codes (the first two digits of a GSTIN), as GSTN publishes them. */
export const GST_STATE_CODES: Record<string, IndianState> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The state code of a state (for GSTINs, the e-way bill and "Place of supply: 29-Karnataka"). */
export function gstStateCode(state: IndianState): string {
  const found = Object.entries(GST_STATE_CODES).find(([, s]) => s === state);
  if (!found) throw new Error(`no GST state code for ${state}`);
  return found[0];
}

/** The state a GSTIN is registered in, or null when its first two digits name none. */
export function stateOfGstin(gstin: string): IndianState | null {
  return GST_STATE_CODES[gstin.trim().slice(0, 2)] ?? null;
}

/**
 * D34: the place of supply is the buyer's billing state — the GSTIN's state when one is given, else
 * the billing address's state — or, for a buyer with neither, the delivery PIN's state.
 */
export function placeOfSupply(buyer: {
  gstin?: string | null;
  billingState?: IndianState | null;
  deliveryPinState?: IndianState | null;
}): IndianState | null {
  return (
    (buyer.gstin ? stateOfGstin(buyer.gstin) : null) ?? buyer.billingState ?? buyer.deliveryPinState ?? null
  );
}

/** Half up to the paisa of `numerator / denominator` paise, for non-negative integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export type TaxSplit = {
  /** Intra-state: half the rate each as CGST and SGST; inter-state: IGST. */
  intraState: boolean;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The sum of the three. */
  taxPaise: number;
};

/**
 * D34: GST on a taxable value (paise) at `ratePercent`. The same state for supplier and place of
 * supply: CGST and SGST at half the rate each, each rounded to the paisa half up (so the total may
 * differ by a paisa from the rate applied once); otherwise IGST at the full rate.
 */
export function splitTax(
  taxablePaise: number,
  ratePercent: number,
  supplierState: IndianState,
  supplyState: IndianState,
): TaxSplit {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0)
    throw new Error('taxable value must be whole paise');
  const intraState = supplierState === supplyState;
  if (intraState) {
    // Half the rate: value × rate / 200, with the rate in percent.
    const half = roundHalfUp(taxablePaise * ratePercent, 200);
    return { intraState, cgstPaise: half, sgstPaise: half, igstPaise: 0, taxPaise: 2 * half };
  }
  const igst = roundHalfUp(taxablePaise * ratePercent, 100);
  return { intraState, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, taxPaise: igst };
}

/** D35: the financial year (April–March) of a day 'YYYY-MM-DD' in India: '2026-27'. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * D35: a tax invoice number of a manufacturer's series: its prefix, the financial year as the trade
 * writes it and the sequence, e.g. "GMK/26-27/0007" (at most 16 characters, as GST rule 46 allows).
 */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  const number = `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(4, '0')}`;
  if (number.length > 16) throw new Error(`invoice number ${number} is longer than 16 characters`);
  return number;
}
