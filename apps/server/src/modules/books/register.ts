// The invoice register (D35, D42): one row per document, read from the snapshot it was issued with,
// so the register says what the document says. Pure functions: no database, no Fastify.
import {
  type BooksHsnRow,
  type BooksRegisterRow,
  type DocumentKind,
  GST_STATE_CODES,
  gstStateCode,
  INDIAN_STATES,
  type IndianState,
  inr,
  MINOR_UNIT_EXPONENT,
  type Money,
} from '@granite/shared';
import type { BookDocument, DocumentSnapshot } from '../documents/documents.service';

/** The day in India (YYYY-MM-DD) of an instant. */
export const indianDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

/** The instant a day of the Indian calendar begins (India keeps +05:30 all year). */
export const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The day after a day 'YYYY-MM-DD'. */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A credit note reduces the value of supply; every other document adds to it (CGST Act s.34). */
export const signOf = (kind: DocumentKind) => (kind === 'credit_note' ? -1 : 1);

/** The GST portal's unit quantity code of sq.ft; every quantity of an order is in sq.ft today. */
export const UQC_SQFT = 'SQF';

const asState = (text: string | null | undefined): IndianState | null =>
  text && (INDIAN_STATES as readonly string[]).includes(text) ? (text as IndianState) : null;

/** The figures of one document, unsigned, in paise. */
export type DocumentFigures = {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  total: number;
  /** The GST rate of the supply in percent (CGST + SGST, or IGST). */
  rate: number;
  interState: boolean;
  quantityX100: number;
};

/**
 * What a correction's snapshot adds to its order's (D42: a credit or debit note, a receipt voucher):
 * its own value, each tax and total, and its lines. The rest of the snapshot is the invoice's.
 */
type CorrectionPart = {
  taxableValue: number;
  taxLines: { kind: string; rate: number; amount: number }[];
  total: number;
  lines: { hsn: string | null; quantity: string | null }[];
  cites: { number: string } | null;
};

const correctionOf = (s: DocumentSnapshot) => (s as { correction?: CorrectionPart }).correction;

/** "42.50 sq.ft" → 4250 (hundredths); a value-only line has no quantity. */
const hundredthsOf = (quantity: string | null) => {
  const m = quantity ? /^(\d+)(?:\.(\d{1,2}))?/.exec(quantity.replace(/,/g, '')) : null;
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : 0;
};

/**
 * A document's figures from its snapshot: an invoice's taxable value is goods plus freight, as it
 * prints; a note's are its own (its value and each tax at the invoice's rates), not its invoice's.
 */
export function figuresOf(s: DocumentSnapshot): DocumentFigures {
  const correction = correctionOf(s);
  const lines = correction?.taxLines ?? s.taxLines;
  const of = (kind: string) => lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.amount, 0);
  return {
    taxable: correction ? correction.taxableValue : s.subtotalPaise + (s.freightPaise ?? 0),
    cgst: of('cgst'),
    sgst: of('sgst'),
    igst: of('igst'),
    cess: of('cess'),
    total: correction ? correction.total : s.totalPaise,
    rate: s.gstRate,
    // IGST Act s.7/s.8: the supply is inter-state when IGST was charged on it.
    interState: lines.some((l) => l.kind === 'igst'),
    quantityX100: correction
      ? correction.lines.reduce((sum, l) => sum + hundredthsOf(l.quantity), 0)
      : (s.billedSqftX100 ?? Math.round(s.quantitySqft * 100)),
  };
}

/** The invoice a note cites, by number; null for any other document. */
export const citedNumberOf = (s: DocumentSnapshot): string | null => correctionOf(s)?.cites?.number ?? null;

/** The HSN of a document's supply: a note's line's, else its order's. */
export const hsnOf = (s: DocumentSnapshot): string | null => correctionOf(s)?.lines[0]?.hsn ?? s.hsn;

/** The place of supply the document states, with its GST state code. */
export function placeOf(s: DocumentSnapshot): { state: IndianState | null; code: string | null } {
  const state = asState(s.placeOfSupply);
  return { state, code: state ? gstStateCode(state) : null };
}

export const stateOfCode = (code: string): IndianState | null => GST_STATE_CODES[code] ?? null;

/** Documents the books can read: issued with a snapshot (a carried-over one without is left out). */
export type ReadableDocument = BookDocument & { snapshot: DocumentSnapshot; number: string; issuedAt: Date };

export const readable = (d: BookDocument): d is ReadableDocument =>
  d.snapshot !== null && d.number !== null && d.issuedAt !== null;

/** One register row per document, amounts signed (a credit note's negative). */
export function registerRows(docs: readonly ReadableDocument[]): BooksRegisterRow[] {
  return docs.map((d) => {
    const f = figuresOf(d.snapshot);
    const sign = signOf(d.kind);
    const place = placeOf(d.snapshot);
    return {
      documentId: d.id,
      orderId: d.orderId,
      kind: d.kind,
      number: d.number,
      date: indianDay(d.issuedAt),
      buyerName: d.snapshot.recipient.name,
      buyerGstin: d.snapshot.recipient.gstin,
      placeOfSupply: place.state,
      placeOfSupplyCode: place.code,
      taxablePaise: sign * f.taxable,
      cgstPaise: sign * f.cgst,
      sgstPaise: sign * f.sgst,
      igstPaise: sign * f.igst,
      cessPaise: sign * f.cess,
      totalPaise: sign * f.total,
      state: d.state,
    };
  });
}

/** The totals of the documents in force: a cancelled one is counted apart and adds nothing. */
export function registerTotals(rows: readonly BooksRegisterRow[]) {
  const live = rows.filter((r) => r.state !== 'cancelled');
  const sum = (pick: (r: BooksRegisterRow) => number) => live.reduce((total, r) => total + pick(r), 0);
  return {
    documents: live.length,
    cancelled: rows.length - live.length,
    taxablePaise: sum((r) => r.taxablePaise),
    cgstPaise: sum((r) => r.cgstPaise),
    sgstPaise: sum((r) => r.sgstPaise),
    igstPaise: sum((r) => r.igstPaise),
    cessPaise: sum((r) => r.cessPaise),
    totalPaise: sum((r) => r.totalPaise),
  };
}

/**
 * The HSN summary (GSTR-1 Table 12): the documents in force by HSN, unit and rate, with quantity,
 * taxable value and each tax; a credit note's figures reduce its HSN's.
 */
export function hsnSummary(docs: readonly ReadableDocument[]): BooksHsnRow[] {
  const rows = new Map<string, BooksHsnRow>();
  for (const d of docs) {
    if (d.state === 'cancelled') continue;
    const f = figuresOf(d.snapshot);
    const sign = signOf(d.kind);
    const hsn = hsnOf(d.snapshot);
    const key = `${hsn ?? ''}|${UQC_SQFT}|${f.rate}`;
    const row = rows.get(key) ?? {
      hsn,
      description: d.snapshot.productName,
      uqc: UQC_SQFT,
      quantityX100: 0,
      rate: f.rate,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      cessPaise: 0,
    };
    row.quantityX100 += sign * f.quantityX100;
    row.taxablePaise += sign * f.taxable;
    row.cgstPaise += sign * f.cgst;
    row.sgstPaise += sign * f.sgst;
    row.igstPaise += sign * f.igst;
    row.cessPaise += sign * f.cess;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => (a.hsn ?? '').localeCompare(b.hsn ?? '') || a.rate - b.rate);
}

/**
 * An amount as a plain decimal with all its minor digits, from the integer alone (no float
 * arithmetic): 141600 INR → "1416.00", -5 → "-0.05". For files other programs read (GSTR-1, Tally).
 */
export function decimalText(m: Money): string {
  const digits = MINOR_UNIT_EXPONENT[m.currency];
  const sign = m.amount < 0 ? '-' : '';
  const units = String(Math.abs(m.amount)).padStart(digits + 1, '0');
  return `${sign}${units.slice(0, units.length - digits)}.${units.slice(units.length - digits)}`;
}

/** Rupees as a plain decimal from paise ("1416.00"): what a spreadsheet or the portal reads. */
export const rupees = (paise: number) => decimalText(inr(paise));

/** A quantity in hundredths as a plain decimal ("1000.00"). */
export const quantityText = (x100: number) => decimalText(inr(x100));
