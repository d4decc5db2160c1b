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

/** The buyer's own state: its GSTIN's state when it has one, else its billing address's (D8, D34). */
export function buyerStateOf(buyer: {
  gstin?: string | null;
  billingState?: IndianState | null;
}): IndianState | null {
  return (buyer.gstin ? stateOfGstin(buyer.gstin) : null) ?? buyer.billingState ?? null;
}

/**
 * D34: the place of supply of goods. Where the supply involves their movement, it is where the
 * movement ends, the state of the delivery address (IGST Act s.10(1)(a)), read from its PIN and the
 * state written beside it. When the goods are delivered to a third person on the buyer's direction
 * (bill-to-ship-to: a consignee with its own name and address), it is the buyer's principal place of
 * business, its GSTIN's state, else its billing state (IGST Act s.10(1)(b)); null when that is unknown.
 */
export function placeOfSupply(supply: {
  /** The delivery address's state (deliveryStateOf its PIN and the state beside it). */
  deliveryState: IndianState | null;
  /** Delivered to a consignee on the buyer's direction (bill-to-ship-to). */
  billToShipTo?: boolean;
  /** The buyer's own state (buyerStateOf). */
  buyerState?: IndianState | null;
}): IndianState | null {
  if (supply.billToShipTo) return supply.buyerState ?? null;
  return supply.deliveryState;
}

/** Half up to the paisa of `numerator / denominator` paise, for non-negative integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** ADR 016: the kinds of a tax line; today's are CGST + SGST within a state and IGST between states. */
export const TAX_KINDS = ['cgst', 'sgst', 'igst', 'cess'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/**
 * Why a line is at 0 %: 'export_lut', an export zero-rated without payment of IGST under a letter of
 * undertaking (IGST Act s.16(1)(a) and s.16(3)(a); D47).
 */
export const TAX_LINE_REASONS = ['export_lut'] as const;
export type TaxLineReason = (typeof TAX_LINE_REASONS)[number];

/** One line of tax: its kind, its rate in percent and its amount in minor units of the row's currency. */
export type TaxLine = { kind: TaxKind; rate: number; amount: number; reason?: TaxLineReason };

/**
 * D34: GST on a taxable value (minor units) at `ratePercent`, as lines. The same state for supplier
 * and place of supply (IGST Act s.10(1)(a) decides it): CGST and SGST at half the rate each, each
 * rounded to the paisa half up (so the total may differ by a paisa from the rate applied once);
 * otherwise IGST at the full rate. The one computation of GST; splitTax reads its lines.
 */
export function gstLines(
  taxableAmount: number,
  ratePercent: number,
  supplierState: IndianState,
  supplyState: IndianState,
): TaxLine[] {
  if (!Number.isSafeInteger(taxableAmount) || taxableAmount < 0)
    throw new Error('taxable value must be whole paise');
  if (supplierState === supplyState) {
    // Half the rate: value × rate / 200, with the rate in percent.
    const half = roundHalfUp(taxableAmount * ratePercent, 200);
    return [
      { kind: 'cgst', rate: ratePercent / 2, amount: half },
      { kind: 'sgst', rate: ratePercent / 2, amount: half },
    ];
  }
  return [{ kind: 'igst', rate: ratePercent, amount: roundHalfUp(taxableAmount * ratePercent, 100) }];
}

/**
 * D47: an export's tax: zero-rated, IGST at 0 % under LUT (IGST Act s.16(3)(a)). An export with IGST
 * paid (s.16(3)(b)) will be an IGST line at its rate once the export invoice carries it.
 */
export function exportZeroRatedLines(): TaxLine[] {
  return [{ kind: 'igst', rate: 0, amount: 0, reason: 'export_lut' }];
}

/** The tax of a reply or an order: the sum of its lines. */
export function taxOfLines(lines: readonly TaxLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
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

/** The CGST, SGST and IGST figures of lines (what the e-way bill and the three legacy columns hold). */
export function splitOfLines(lines: readonly TaxLine[]): TaxSplit {
  const of = (kind: TaxKind) => lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.amount, 0);
  const intraState = lines.some((l) => l.kind === 'cgst' || l.kind === 'sgst');
  const cgstPaise = of('cgst');
  const sgstPaise = of('sgst');
  const igstPaise = of('igst');
  return { intraState, cgstPaise, sgstPaise, igstPaise, taxPaise: taxOfLines(lines) };
}

/**
 * The lines of a row stored before tax lines (three columns and a rate), read as the pages read them:
 * none when neither CGST nor IGST was stored (made before D34); IGST when it is above zero or when the
 * halves are both zero; else CGST and SGST at half the rate. The migration to lines applies the same rule.
 */
export function linesOfSplit(
  split: { cgstPaise: number | null; sgstPaise: number | null; igstPaise: number | null },
  ratePercent: number,
): TaxLine[] | null {
  if (split.cgstPaise === null && split.igstPaise === null) return null;
  const cgst = split.cgstPaise ?? 0;
  const sgst = split.sgstPaise ?? 0;
  if ((split.igstPaise ?? 0) > 0 || (cgst === 0 && sgst === 0 && split.igstPaise !== null))
    return [{ kind: 'igst', rate: ratePercent, amount: split.igstPaise ?? 0 }];
  return [
    { kind: 'cgst', rate: ratePercent / 2, amount: cgst },
    { kind: 'sgst', rate: ratePercent / 2, amount: sgst },
  ];
}

/** D34: GST on a taxable value (paise) at `ratePercent` as the three figures (see gstLines). */
export function splitTax(
  taxablePaise: number,
  ratePercent: number,
  supplierState: IndianState,
  supplyState: IndianState,
): TaxSplit {
  return splitOfLines(gstLines(taxablePaise, ratePercent, supplierState, supplyState));
}

/** D35: the financial year (April–March) of a day 'YYYY-MM-DD' in India: '2026-27'. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * D35: the longest prefix of a series: "ABCDE/26-27/0001" is 16 characters, the most a number may
 * have (CGST Rules r.46(b)), for up to 9,999 documents a year.
 */
export const SERIES_PREFIX_MAX_LENGTH = 5;

/** D35: letters, digits and hyphens, as r.46(b) allows besides the slash that separates the parts. */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9-]{1,5}$/;

/**
 * D35: a tax invoice number of a manufacturer's series: its prefix, the financial year as the trade
 * writes it and the sequence, e.g. "GMK/26-27/0007" (at most 16 characters, as GST rule 46 allows).
 */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  const number = `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(4, '0')}`;
  if (number.length > 16) throw new Error(`invoice number ${number} is longer than 16 characters`);
  return number;
}
