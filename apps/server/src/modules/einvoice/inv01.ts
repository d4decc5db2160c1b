// D43, ADR 023: the e-invoice of a document: the INV-01 JSON of schema version 1.1 (NIC/GSTN), made
// from the document's stored snapshot only (the parties, GSTINs, place of supply, goods, tax lines
// and totals as issued), and checked against the published schema (inv01.schema.json) before it is
// sent. A tax invoice is INV, a credit note CRN and a debit note DBN (CGST Rules r.48(4)); a supply to
// a registered buyer in India is B2B, and an export (D47) EXPWP or EXPWOP with its export details.
import { type DocumentKind, gstStateCode, type IndianState, stateOfGstin } from '@granite/shared';
import Ajv from 'ajv';
import type { OrderPaper } from '../documents/paper';
import { type DocumentSnapshot, paperOfSnapshot } from '../documents/snapshot';
import schema from './inv01.schema.json' with { type: 'json' };

export const INV01_VERSION = '1.1';

/** The documents e-invoicing covers, and their INV-01 document type. */
export const EINVOICE_DOCUMENT_TYPES: Partial<Record<DocumentKind, 'INV' | 'CRN' | 'DBN'>> = {
  tax_invoice: 'INV',
  credit_note: 'CRN',
  debit_note: 'DBN',
};

export type SupplyType = 'B2B' | 'EXPWP' | 'EXPWOP';

/** What the JSON is made of: the document's record (kind, number, date, snapshot) and, for a note, the invoice it corrects. */
export type Inv01Source = {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  snapshot: DocumentSnapshot;
  corrects?: { number: string; issuedAt: Date } | null;
};

const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile(schema);

/** The schema's complaints about a built document ("/SellerDtls/Pin must be >= 100000"), none when valid. */
export function inv01Problems(json: unknown): string[] {
  if (validate(json)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}

/** dd/mm/yyyy, the day in India. */
export const irpDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);

const rupees = (paise: number) => Math.round(paise) / 100;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);
/** The IRP refuses double quotes in its text fields. */
const plain = (text: string) => text.replace(/"/g, "'").replace(/\s+/g, ' ').trim();
const stateCode = (state: IndianState | null | undefined) => (state ? gstStateCode(state) : undefined);
const pinOf = (text: string | null | undefined) => {
  const match = /\b([1-9][0-9]{5})\b/.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
};
/** The place an address names last ("12 Anna Salai, Chennai 600002" → "Chennai"), if it names one. */
const locality = (address: string | null | undefined) => {
  const last = (address ?? '')
    .split(',')
    .map((part) => part.replace(/\b[0-9]{6}\b/g, '').trim())
    .filter(Boolean)
    .at(-1);
  return last && last.length >= 3 ? clip(plain(last), 100) : undefined;
};
/** Omits the fields left undefined, as the IRP wants absent rather than empty fields. */
const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

/** The supply type of a document: an export (another currency, or a zero-rated line under LUT) or B2B. */
export function supplyTypeOf(p: OrderPaper): SupplyType {
  const exported = (p.currency && p.currency !== 'INR') || p.taxLines?.some((l) => l.reason === 'export_lut');
  if (!exported) return 'B2B';
  return p.taxLines?.some((l) => l.amount > 0) ? 'EXPWP' : 'EXPWOP';
}

/** Whether e-invoicing covers this document at all: its kind, a supplier GSTIN and a registered buyer or an export. */
export function isEInvoiceable(kind: DocumentKind, snapshot: DocumentSnapshot | null): boolean {
  if (!EINVOICE_DOCUMENT_TYPES[kind] || !snapshot) return false;
  const p = paperOfSnapshot(snapshot);
  if (!p.supplier.gstin) return false;
  // A supply to an unregistered buyer in India is B2C: no IRN (CGST Rules r.48(4) covers B2B).
  return supplyTypeOf(p) !== 'B2B' || Boolean(p.recipient.gstin);
}

type TaxAmounts = { cgst: number; sgst: number; igst: number };
type Line = { desc: string; hsn: string | null; qty: number | undefined; unitPrice: number; value: number };

/** Tax amounts by kind of a document's tax lines (or, on a paper made before lines, its three figures). */
function taxOf(p: Pick<OrderPaper, 'taxLines' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>): TaxAmounts {
  const sum = (kind: keyof TaxAmounts) =>
    p.taxLines!.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
  if (p.taxLines?.length) return { cgst: sum('cgst'), sgst: sum('sgst'), igst: sum('igst') };
  return { cgst: p.cgstPaise, sgst: p.sgstPaise, igst: p.igstPaise };
}

/**
 * D42: what a credit or debit note keeps besides its order's paper (the documents module's
 * correction): its lines, each tax at the invoice's rates, its total and the invoice it cites.
 */
type NoteCorrection = {
  cites: { number: string; issuedAt: string } | null;
  lines: { description: string; hsn: string | null; quantity: string | null; taxable: number }[];
  taxLines: { kind: string; rate: number; amount: number }[];
  total: number;
};

/** The goods and the freight billed with them as a second line (the tax is on both, D34). */
function invoiceLines(p: OrderPaper): { lines: Line[]; tax: TaxAmounts; total: number } {
  const qty = p.billedSqftX100 !== null ? p.billedSqftX100 / 100 : p.quantitySqft;
  const lines: Line[] = [
    { desc: p.productName, hsn: p.hsn, qty, unitPrice: p.pricePaise, value: p.subtotalPaise },
  ];
  if (p.freightPaise)
    lines.push({
      desc: 'Freight to the delivery address',
      hsn: p.hsn,
      qty: undefined,
      unitPrice: p.freightPaise,
      value: p.freightPaise,
    });
  return { lines, tax: taxOf(p), total: p.totalPaise };
}

/** A note's own lines ("42.50 sq.ft" of slabs, or a value alone), tax and total. */
function noteLines(p: OrderPaper, note: NoteCorrection): { lines: Line[]; tax: TaxAmounts; total: number } {
  const lines = note.lines.map((l): Line => {
    const qty = l.quantity ? Number.parseFloat(l.quantity.replace(/,/g, '')) : Number.NaN;
    const known = Number.isFinite(qty) && qty > 0;
    return {
      desc: l.description,
      hsn: l.hsn ?? p.hsn,
      qty: known ? qty : undefined,
      unitPrice: known ? Math.round(l.taxable / qty) : l.taxable,
      value: l.taxable,
    };
  });
  return {
    lines,
    tax: taxOf({
      taxLines: note.taxLines as OrderPaper['taxLines'],
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    }),
    total: note.total,
  };
}

/** The document as INV-01 (not yet checked: see inv01Problems). */
export function buildInv01(src: Inv01Source) {
  const p = paperOfSnapshot(src.snapshot);
  const typ = EINVOICE_DOCUMENT_TYPES[src.kind];
  if (!typ) throw new Error(`a ${src.kind} is not an e-invoice document`);
  const supTyp = supplyTypeOf(p);
  const exported = supTyp !== 'B2B';
  const s = p.supplier;
  const r = p.recipient;
  const supplierCode = stateCode(s.state) ?? (s.gstin ? s.gstin.slice(0, 2) : undefined);
  const buyerState = r.gstin ? stateOfGstin(r.gstin) : (r.billingState ?? p.placeOfSupply);
  const placeCode = exported ? '96' : stateCode(p.placeOfSupply);
  const buyerAddress = plain(r.billingAddress ?? r.deliveryAddress);
  const delivery = plain(r.deliveryAddress);

  // The document's lines: an invoice's goods and freight, or a note's own; each tax is shared between
  // the lines in proportion, the last line taking the rounding, so the lines add up to the document.
  const note = (src.snapshot as { correction?: NoteCorrection }).correction;
  const { lines, tax: totals, total } = note && typ !== 'INV' ? noteLines(p, note) : invoiceLines(p);
  const taxable = lines.reduce((sum, l) => sum + l.value, 0);
  const left = { ...totals };
  const items = lines.map((line, i) => {
    const last = i === lines.length - 1;
    const share = (kind: keyof TaxAmounts) => {
      const amount = last ? left[kind] : Math.round((totals[kind] * line.value) / (taxable || 1));
      left[kind] -= amount;
      return amount;
    };
    const cgst = share('cgst');
    const sgst = share('sgst');
    const igst = share('igst');
    return defined({
      SlNo: String(i + 1),
      PrdDesc: clip(plain(line.desc), 300),
      IsServc: 'N',
      HsnCd: line.hsn ?? undefined,
      Qty: line.qty,
      // UQC of the IRP's master: SQF for square feet (D34); OTH (others) for a line of value alone.
      Unit: line.qty === undefined ? 'OTH' : 'SQF',
      UnitPrice: rupees(line.unitPrice),
      TotAmt: rupees(line.value),
      Discount: 0,
      AssAmt: rupees(line.value),
      GstRt: p.gstRate,
      IgstAmt: rupees(igst),
      CgstAmt: rupees(cgst),
      SgstAmt: rupees(sgst),
      CesAmt: 0,
      OthChrg: 0,
      TotItemVal: rupees(line.value + cgst + sgst + igst),
    });
  });
  const cites =
    src.corrects ??
    (note?.cites ? { number: note.cites.number, issuedAt: new Date(note.cites.issuedAt) } : null);

  const sellerLoc = clip(plain(s.city ?? s.state ?? ''), 50);
  const seller = defined({
    Gstin: s.gstin ?? undefined,
    LglNm: clip(plain(s.name), 100),
    Addr1: clip(plain(s.address ?? s.city ?? ''), 100),
    Loc: sellerLoc,
    Pin: pinOf(s.pincode),
    Stcd: supplierCode,
    Ph: s.phone ? s.phone.replace(/\D/g, '').slice(-12) || undefined : undefined,
    Em: s.email ?? undefined,
  });
  const buyerLoc =
    locality(r.billingAddress ?? r.deliveryAddress) ?? buyerState ?? p.placeOfSupply ?? undefined;
  const buyer = defined({
    Gstin: exported ? 'URP' : (r.gstin ?? undefined),
    LglNm: clip(plain(r.name), 100),
    Pos: placeCode,
    Addr1: clip(buyerAddress, 100),
    Loc: buyerLoc ? clip(buyerLoc, 100) : undefined,
    Pin: exported ? 999999 : pinOf(r.billingAddress ?? r.deliveryAddress),
    Stcd: exported ? '96' : stateCode(buyerState),
    Ph: r.phone ? r.phone.replace(/\D/g, '').slice(-12) || undefined : undefined,
  });
  // Shipped elsewhere than billed (D34's consignee, or another delivery address): ShipDtls.
  const shipped = r.billingAddress && delivery !== buyerAddress && !exported;
  // D34: goods delivered to a consignee of the buyer's (bill-to-ship-to): the consignee is ShipDtls.
  const consignee = exported ? null : r.consignee;
  const ship = consignee
    ? defined({
        Gstin: consignee.gstin ?? undefined,
        LglNm: clip(plain(consignee.name), 100),
        Addr1: clip(plain(consignee.address), 100),
        Loc: clip(plain(consignee.city), 100),
        Pin: pinOf(consignee.pin),
        Stcd: stateCode(consignee.state),
      })
    : shipped
      ? defined({
          LglNm: clip(plain(r.name), 100),
          Addr1: clip(delivery, 100),
          Loc: locality(r.deliveryAddress) ?? p.placeOfSupply ?? undefined,
          Pin: pinOf(r.deliveryAddress),
          Stcd: stateCode(p.placeOfSupply),
        })
      : undefined;
  const dispatch = defined({
    Nm: clip(plain(s.name), 100),
    Addr1: clip(plain(s.address ?? s.city ?? ''), 100),
    Loc: sellerLoc,
    Pin: pinOf(s.pincode),
    Stcd: supplierCode,
  });

  return defined({
    Version: INV01_VERSION,
    TranDtls: defined({
      TaxSch: 'GST',
      SupTyp: supTyp,
      RegRev: 'N',
      // IGST on a supply whose supplier and place of supply are in one state: only in the cases the
      // law names (IGST Act s.7(5)); the document's own lines say which tax it carries.
      IgstOnIntra: 'N',
    }),
    DocDtls: { Typ: typ, No: src.number, Dt: irpDay(src.issuedAt) },
    SellerDtls: seller,
    BuyerDtls: buyer,
    DispDtls: dispatch,
    ShipDtls: ship,
    ItemList: items,
    ValDtls: {
      AssVal: rupees(taxable),
      CgstVal: rupees(totals.cgst),
      SgstVal: rupees(totals.sgst),
      IgstVal: rupees(totals.igst),
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: rupees(total - taxable - totals.cgst - totals.sgst - totals.igst),
      TotInvVal: rupees(total),
    },
    // A credit or debit note cites the invoice it corrects (CGST Rules r.53(1A)).
    RefDtls: cites ? { PrecDocDtls: [{ InvNo: cites.number, InvDt: irpDay(cites.issuedAt) }] } : undefined,
    ExpDtls: exported ? defined({ ForCur: p.currency, CntCode: undefined, RefClm: 'N' }) : undefined,
  });
}

export type Inv01 = ReturnType<typeof buildInv01>;
