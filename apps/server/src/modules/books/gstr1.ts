// GSTR-1 of a month as the JSON the GST portal's offline tool imports (CGST Act s.37, CGST Rules
// r.59). GSTN publishes no JSON schema for it; the shape follows the offline tool's export as
// documented publicly: the keys gstin, fp (MMYYYY), b2b [ctin, inv [inum, idt DD-MM-YYYY, val, pos,
// rchrg, inv_typ, itms [num, itm_det {rt, txval, iamt | camt + samt, csamt}]]], b2cl [pos, inv],
// b2cs [sply_ty INTRA/INTER, pos, typ OE, rt, txval, …], cdnr [ctin, nt [ntty, nt_num, nt_dt, …]],
// hsn and doc_issue {doc_det [doc_num, doc_typ, docs [num, from, to, totnum, cancel, net_issue]]}
// — read in the reverse-engineered "GSTR-1 JSON Specification & Validation Rules" (gist
// the-solipsist/d60d4ec9dea279406916b604555ac21e) and the "Build GSTR-1 JSON" reference of
// finchcontext.com (skills/india/gst/build-gstr1-json), checked against public generators of the
// offline tool's files. From the May 2025 tax period (GSTN's Phase-III of Table 12) the HSN summary
// is split into hsn_b2b and hsn_b2c; before it is one `data` list. What this file holds is described
// by gstr1.schema.json, against which the tests validate it.
// Amounts are rupees with two decimals written from integer paise (no float arithmetic).
import type { DocumentKind } from '@granite/shared';
import {
  figuresOf,
  hsnOf,
  hsnSummary,
  indianDay,
  placeOf,
  quantityText,
  type ReadableDocument,
  rupees,
} from './register';
import { indianDate } from './register-csv';

/** A number in rupees with two decimals, from paise: the text is exact, so is the number it reads. */
const amount = (paise: number) => Number(rupees(paise));

/**
 * B2CL: an inter-state supply to an unregistered person above this invoice value. ₹1,00,000 for tax
 * periods from August 2024 (CGST Rules r.59(4)(b)(ii) as amended in July 2024); ₹2,50,000 before.
 */
export function b2clThresholdPaise(month: string): number {
  return month >= '2024-08' ? 1_00_000_00 : 2_50_000_00;
}

/** GSTN's Phase-III: Table 12 split into B2B and B2C from the May 2025 tax period. */
const hsnIsSplit = (month: string) => month >= '2025-05';

/** Table 13's nature of each document kind (the offline tool's numbering). */
const DOC_NATURES: Partial<Record<DocumentKind, { num: number; typ: string }>> = {
  tax_invoice: { num: 1, typ: 'Invoices for outward supply' },
  debit_note: { num: 4, typ: 'Debit Note' },
  credit_note: { num: 5, typ: 'Credit Note' },
  receipt_voucher: { num: 6, typ: 'Receipt voucher' },
};

/** The kinds GSTR-1 reports: a bill of supply is issued by a supplier who files no GSTR-1 (D34). */
export const GSTR1_KINDS: readonly DocumentKind[] = ['tax_invoice', 'credit_note', 'debit_note'];

type ItemDetail = { rt: number; txval: number; iamt?: number; camt?: number; samt?: number; csamt: number };

function itemDetail(d: ReadableDocument): ItemDetail {
  const f = figuresOf(d.snapshot);
  return f.interState
    ? { rt: f.rate, txval: amount(f.taxable), iamt: amount(f.igst), csamt: amount(f.cess) }
    : {
        rt: f.rate,
        txval: amount(f.taxable),
        camt: amount(f.cgst),
        samt: amount(f.sgst),
        csamt: amount(f.cess),
      };
}

const posOf = (d: ReadableDocument) => {
  const place = placeOf(d.snapshot);
  if (!place.code) throw new MissingFact(d, 'has no place of supply');
  return place.code;
};

/** A document GSTR-1 cannot report without inventing a fact (no place of supply, no HSN). */
export class MissingFact extends Error {
  constructor(
    readonly document: ReadableDocument,
    why: string,
  ) {
    super(`${document.number} ${why}`);
    this.name = 'MissingFact';
  }
}

/** The series of a number: all but its last run of digits ("GMK/26-27/0007" → "GMK/26-27/"). */
const seriesOf = (n: string) => n.replace(/\d+$/, '');
const sequenceOf = (n: string) => Number(/(\d+)$/.exec(n)?.[1] ?? 0);

/** Table 13: per kind and series, the first and last number, how many, how many cancelled. */
function docIssue(docs: readonly ReadableDocument[]) {
  const byNature = new Map<number, { typ: string; series: Map<string, ReadableDocument[]> }>();
  for (const d of docs) {
    const nature = DOC_NATURES[d.kind];
    if (!nature) continue;
    const entry = byNature.get(nature.num) ?? { typ: nature.typ, series: new Map() };
    const key = seriesOf(d.number);
    entry.series.set(key, [...(entry.series.get(key) ?? []), d]);
    byNature.set(nature.num, entry);
  }
  return [...byNature.entries()]
    .sort(([a], [b]) => a - b)
    .map(([num, { typ, series }]) => ({
      doc_num: num,
      doc_typ: typ,
      docs: [...series.values()].map((list, i) => {
        const sorted = [...list].sort((a, b) => sequenceOf(a.number) - sequenceOf(b.number));
        const cancel = sorted.filter((d) => d.state === 'cancelled').length;
        return {
          num: i + 1,
          from: sorted[0]!.number,
          to: sorted[sorted.length - 1]!.number,
          totnum: sorted.length,
          cancel,
          net_issue: sorted.length - cancel,
        };
      }),
    }));
}

function hsnRows(docs: readonly ReadableDocument[]) {
  return hsnSummary(docs).map((h, i) => {
    if (!h.hsn) {
      const d = docs.find((x) => hsnOf(x.snapshot) === null && x.state !== 'cancelled')!;
      throw new MissingFact(d, 'has no HSN code');
    }
    return {
      num: i + 1,
      hsn_sc: h.hsn,
      desc: h.description.slice(0, 30),
      uqc: h.uqc,
      qty: Number(quantityText(h.quantityX100)),
      rt: h.rate,
      txval: amount(h.taxablePaise),
      iamt: amount(h.igstPaise),
      camt: amount(h.cgstPaise),
      samt: amount(h.sgstPaise),
      csamt: amount(h.cessPaise),
    };
  });
}

export type Gstr1 = ReturnType<typeof gstr1Json>;

/**
 * The GSTR-1 of `month` ('YYYY-MM') for `gstin` from the month's documents (cancelled ones are
 * counted in doc_issue only). Throws MissingFact for a document without a place of supply or HSN.
 */
export function gstr1Json(gstin: string, month: string, all: readonly ReadableDocument[]) {
  // A return is filed per GSTIN: a document issued under another registration (or none) is not in it.
  const docs = all.filter((d) => GSTR1_KINDS.includes(d.kind) && d.snapshot.supplier.gstin === gstin);
  const live = docs.filter((d) => d.state !== 'cancelled');
  const registered = (d: ReadableDocument) => Boolean(d.snapshot.recipient.gstin);
  const idt = (d: ReadableDocument) => indianDate(indianDay(d.issuedAt));

  // Table 4: tax invoices to registered buyers, by the buyer's GSTIN.
  const b2b = new Map<string, unknown[]>();
  // Table 5: large inter-state invoices to unregistered buyers, by place of supply.
  const b2cl = new Map<string, unknown[]>();
  // Table 7: the rest of the unregistered supplies, by supply type, place of supply and rate.
  const b2cs = new Map<
    string,
    {
      sply_ty: string;
      pos: string;
      typ: string;
      rt: number;
      taxable: number;
      igst: number;
      cgst: number;
      sgst: number;
      cess: number;
    }
  >();
  // Table 9B: credit and debit notes to registered buyers, by GSTIN.
  const cdnr = new Map<string, unknown[]>();
  const threshold = b2clThresholdPaise(month);

  for (const d of live) {
    const f = figuresOf(d.snapshot);
    const pos = posOf(d);
    if (registered(d)) {
      const ctin = d.snapshot.recipient.gstin!;
      if (d.kind === 'tax_invoice') {
        b2b.set(ctin, [
          ...(b2b.get(ctin) ?? []),
          {
            inum: d.number,
            idt: idt(d),
            val: amount(f.total),
            pos,
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: itemDetail(d) }],
          },
        ]);
      } else {
        cdnr.set(ctin, [
          ...(cdnr.get(ctin) ?? []),
          {
            ntty: d.kind === 'credit_note' ? 'C' : 'D',
            nt_num: d.number,
            nt_dt: idt(d),
            val: amount(f.total),
            pos,
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: itemDetail(d) }],
          },
        ]);
      }
      continue;
    }
    if (d.kind === 'tax_invoice' && f.interState && f.total > threshold) {
      const { camt: _c, samt: _s, ...det } = itemDetail(d);
      b2cl.set(pos, [
        ...(b2cl.get(pos) ?? []),
        { inum: d.number, idt: idt(d), val: amount(f.total), itms: [{ num: 1, itm_det: det }] },
      ]);
      continue;
    }
    // A note to an unregistered buyer nets into Table 7 with the supplies it corrects (a note on a
    // B2CL invoice, Table 9B's CDNUR, is not written: see ADR 022).
    const sign = d.kind === 'credit_note' ? -1 : 1;
    const sply_ty = f.interState ? 'INTER' : 'INTRA';
    const key = `${sply_ty}|${pos}|${f.rate}`;
    const row = b2cs.get(key) ?? {
      sply_ty,
      pos,
      typ: 'OE',
      rt: f.rate,
      taxable: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
      cess: 0,
    };
    row.taxable += sign * f.taxable;
    row.igst += sign * f.igst;
    row.cgst += sign * f.cgst;
    row.sgst += sign * f.sgst;
    row.cess += sign * f.cess;
    b2cs.set(key, row);
  }

  const b2bDocs = live.filter(registered);
  const b2cDocs = live.filter((d) => !registered(d));
  return {
    gstin,
    fp: `${month.slice(5, 7)}${month.slice(0, 4)}`,
    b2b: [...b2b.entries()].map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: [...b2cl.entries()].map(([pos, inv]) => ({ pos, inv })),
    b2cs: [...b2cs.values()].map((r) =>
      r.sply_ty === 'INTER'
        ? {
            sply_ty: r.sply_ty,
            pos: r.pos,
            typ: r.typ,
            rt: r.rt,
            txval: amount(r.taxable),
            iamt: amount(r.igst),
            csamt: amount(r.cess),
          }
        : {
            sply_ty: r.sply_ty,
            pos: r.pos,
            typ: r.typ,
            rt: r.rt,
            txval: amount(r.taxable),
            camt: amount(r.cgst),
            samt: amount(r.sgst),
            csamt: amount(r.cess),
          },
    ),
    cdnr: [...cdnr.entries()].map(([ctin, nt]) => ({ ctin, nt })),
    hsn: hsnIsSplit(month)
      ? { hsn_b2b: hsnRows(b2bDocs), hsn_b2c: hsnRows(b2cDocs) }
      : { data: hsnRows(live) },
    doc_issue: { doc_det: docIssue(docs) },
  };
}
