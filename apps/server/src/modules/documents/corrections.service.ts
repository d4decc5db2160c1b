// D42: corrections are documents. A credit note reduces an issued tax invoice's value and each of its
// taxes at the invoice's rates (CGST Act s.34(1), CGST Rules r.53), a debit note adds to it (s.34(3));
// the invoice becomes credited once credit notes reverse it in full. A replacement challan sends the
// replacement slabs of a claim (r.55); a receipt voucher acknowledges an advance received before the
// invoice (r.50), which the invoice then shows adjusted. Each is numbered from its own series per
// manufacturer and financial year ("CN/26-27/0001") in the caller's transaction, made from a snapshot
// kept in its record, and never changes once issued. The trade module checks who may act and hands
// in the order's paper; this module never imports it.
import {
  CORRECTION_DOCUMENT_TITLES,
  CORRECTION_MESSAGES,
  type CorrectionDocumentKind,
  type CreditNoteBasis,
  type DocumentKind,
  type DocumentState,
  formatINR,
  nextDocumentState,
  type OrderDocumentRef,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { AppError, invalidData, notFound } from '../../lib/errors';
import {
  CORRECTION_RECORD_KINDS,
  type Correction,
  type CorrectionLine,
  type CorrectionRecordKind,
  type CorrectionSnapshot,
  SERIES_CODES,
  taxAtRates,
  taxLeft,
  valueOfSlabs,
} from './corrections';
import { billedSqft, slabSummary, taxableOf } from './documents.pdf';
import {
  type DocumentRow,
  documentsOfKinds,
  type Executor,
  findDocument,
  findOrderDocument,
  insertDocument,
  lockTaxInvoice,
  moveDocument,
  notesCorrecting,
  recordSnapshot,
} from './documents.queries';
import {
  type DocumentFile,
  issueDraft,
  type PaperSource,
  renderDocument,
  storedFile,
} from './documents.service';
import type { OrderPaper, PaperSlab } from './paper';
import { type DocumentSnapshot, paperOfSnapshot, snapshotOf } from './snapshot';

const PATH_KIND: Record<CorrectionRecordKind, CorrectionDocumentKind> = {
  credit_note: 'credit-note',
  debit_note: 'debit-note',
  receipt_voucher: 'receipt-voucher',
  replacement_challan: 'replacement-challan',
};
const RECORD_KIND = Object.fromEntries(Object.entries(PATH_KIND).map(([k, v]) => [v, k])) as Record<
  CorrectionDocumentKind,
  CorrectionRecordKind
>;

const CITED_TITLES: Partial<Record<DocumentKind, string>> = {
  tax_invoice: 'Tax invoice',
  delivery_challan: 'Delivery challan',
};

const BASIS_TEXT: Record<CreditNoteBasis, string> = {
  refund: 'refund of value after a quality claim',
  'price-reduction': 'reduction in price after a quality claim',
  return: 'slabs returned',
};

const sqft = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const sqftOfSlabs = (slabs: readonly PaperSlab[]) =>
  `${sqft.format(slabs.reduce((sum, s) => sum + Math.round(s.billedSqft * 100), 0) / 100)} sq.ft`;

const sumTax = (c: Pick<Correction, 'taxLines'>) => c.taxLines.reduce((sum, l) => sum + l.amount, 0);

/** The snapshot of the order a note starts from: the invoice's, without what only an invoice prints. */
function baseOf(snapshot: DocumentSnapshot): DocumentSnapshot {
  const { advances: _advances, ...base } = snapshot;
  return base;
}

/** A draft of `kind` made from `snapshot`, issued at once from its series (call last in the transaction). */
async function issueCorrection(
  tx: Executor,
  input: {
    orderId: number;
    manufacturerId: number;
    snapshot: CorrectionSnapshot;
    correctsId: number | null;
    issuedAt: Date;
    issuedBy: string | null;
  },
): Promise<DocumentRow> {
  const kind = input.snapshot.correction.kind;
  const draft = await insertDocument(tx, {
    orderId: input.orderId,
    manufacturerId: input.manufacturerId,
    kind,
    state: 'draft',
    series: kind,
    snapshot: input.snapshot,
    correctsId: input.correctsId,
  });
  return issueDraft(tx, draft!, {
    prefix: SERIES_CODES[kind],
    issuedAt: input.issuedAt,
    issuedBy: input.issuedBy,
  });
}

/** What a note is worth: a value typed (a refund, a lower price, an amount billed short) or slabs returned. */
export type NoteValue = { amountPaise: number } | { slabs: PaperSlab[] };

/**
 * D42, CGST Act s.34, CGST Rules r.53: a credit note (value reduced) or a debit note (value added)
 * against the order's tax invoice, citing its number and date, with each tax at the invoice's rates.
 * The invoice's row is locked first, so two notes at once are measured one after the other. A credit
 * note above the value the invoice has left (its taxable value, plus debit notes, less credit notes)
 * is refused with 400 naming `field`; one that takes it to nothing reverses each tax to the paisa and
 * marks the invoice credited. 409 when the order has no issued tax invoice, or it is reversed already.
 */
export async function issueNote(
  tx: Executor,
  input: {
    orderId: number;
    kind: 'credit_note' | 'debit_note';
    value: NoteValue;
    basis: CreditNoteBasis | null;
    reason: string;
    claimId: number | null;
    /** The field a refused value names. */
    field: string;
    paper: PaperSource;
    issuedAt: Date;
    issuedBy: string | null;
  },
): Promise<DocumentRow> {
  const credit = input.kind === 'credit_note';
  const invoice = await lockTaxInvoice(tx, input.orderId);
  if (!invoice) throw new AppError('conflict', CORRECTION_MESSAGES.noInvoice);
  if (invoice.state === 'credited') throw new AppError('conflict', CORRECTION_MESSAGES.invoiceCredited);
  let snapshot = invoice.snapshot as DocumentSnapshot | null;
  if (!snapshot) {
    // An invoice carried over from before records kept snapshots takes the order's now, once.
    await recordSnapshot(tx, invoice.id, snapshotOf(await input.paper()));
    snapshot = (await findDocument(tx, invoice.id))!.snapshot as DocumentSnapshot;
  }
  const p = paperOfSnapshot(snapshot);
  const notes = (await notesCorrecting(tx, invoice.id)).map(
    (n) => (n.snapshot as CorrectionSnapshot).correction,
  );
  const left = notes.reduce(
    (sum, n) => sum + (n.kind === 'debit_note' ? n.taxableValue : -n.taxableValue),
    taxableOf(p),
  );

  let taxable: number;
  let line: CorrectionLine;
  let slabs: PaperSlab[] = [];
  if ('slabs' in input.value) {
    const key = (s: PaperSlab) => `${s.lotNumber}\u0000${s.blockNumber}\u0000${s.sequence}`;
    const returned = new Set(notes.filter((n) => n.kind === 'credit_note').flatMap((n) => n.slabs.map(key)));
    if (input.value.slabs.some((s) => returned.has(key(s))))
      throw invalidData({ [input.field]: CORRECTION_MESSAGES.alreadyReturned });
    slabs = input.value.slabs;
    taxable = valueOfSlabs(slabs, p.pricePaise);
    line = {
      description: `${p.productName}: ${BASIS_TEXT.return}\n${slabSummary(slabs)}`,
      hsn: p.hsn,
      quantity: sqftOfSlabs(slabs),
      taxable,
    };
  } else {
    taxable = input.value.amountPaise;
    line = {
      description: `${p.productName}: ${input.basis ? BASIS_TEXT[input.basis] : credit ? 'value reduced' : 'value billed short'}`,
      hsn: p.hsn,
      quantity: null,
      taxable,
    };
  }
  if (credit && taxable > left)
    throw invalidData({ [input.field]: `${CORRECTION_MESSAGES.aboveValueLeft} (${formatINR(left)})` });
  const reversesAll = credit && taxable === left;
  const taxLines = reversesAll ? taxLeft(snapshot.taxLines, notes) : taxAtRates(taxable, snapshot.taxLines);
  const correction: Correction = {
    kind: input.kind,
    cites: { kind: 'tax_invoice', number: invoice.number!, issuedAt: invoice.issuedAt!.toISOString() },
    reason: input.reason,
    basis: input.basis,
    claimId: input.claimId,
    lines: [line],
    taxableValue: taxable,
    taxLines,
    taxCharged: true,
    total: taxable + taxLines.reduce((sum, l) => sum + l.amount, 0),
    slabs,
    advance: null,
  };
  if (reversesAll) {
    const next = nextDocumentState(invoice.state, 'credit');
    if (!next.ok) throw new AppError('conflict', next.refusal);
    await moveDocument(tx, invoice.id, invoice.state, { state: next.to });
  }
  return issueCorrection(tx, {
    orderId: input.orderId,
    manufacturerId: invoice.manufacturerId,
    snapshot: { ...baseOf(snapshot), correction },
    correctsId: invoice.id,
    issuedAt: input.issuedAt,
    issuedBy: input.issuedBy,
  });
}

/** The order's newest tax invoice in force or credited, to cite (no lock). */
async function invoiceToCite(db: Executor, orderId: number): Promise<DocumentRow | undefined> {
  const rows = await documentsOfKinds(db, orderId, ['tax_invoice'], ['issued', 'registered', 'credited']);
  return rows.at(-1);
}

/**
 * D42, CGST Rules r.55: the challan of the replacement slabs of a claim, citing the order's tax
 * invoice, with the slabs' value and each tax at the order's rates shown (a replacement without
 * consideration charges none). The caller dispatches the slabs in the same transaction.
 */
export async function issueReplacementChallan(
  tx: Executor,
  input: {
    paper: OrderPaper;
    slabs: PaperSlab[];
    reason: string;
    claimId: number | null;
    issuedAt: Date;
    issuedBy: string | null;
  },
): Promise<DocumentRow> {
  const p = input.paper;
  const invoice = await invoiceToCite(tx, p.orderId);
  const base = snapshotOf({
    ...p,
    slabs: input.slabs,
    transport: {
      transporter: null,
      transporterGstin: null,
      vehicleNumber: null,
      distanceKm: null,
      lrNumber: null,
    },
  });
  const taxable = valueOfSlabs(input.slabs, p.pricePaise);
  const taxLines = taxAtRates(taxable, base.taxLines);
  const correction: Correction = {
    kind: 'replacement_challan',
    cites: invoice
      ? { kind: 'tax_invoice', number: invoice.number!, issuedAt: invoice.issuedAt!.toISOString() }
      : null,
    reason: input.reason,
    basis: null,
    claimId: input.claimId,
    lines: [
      {
        description: `${p.productName}: replacement slabs\n${slabSummary(input.slabs)}`,
        hsn: p.hsn,
        quantity: sqftOfSlabs(input.slabs),
        taxable,
      },
    ],
    taxableValue: taxable,
    taxLines,
    taxCharged: false,
    total: taxable + sumTax({ taxLines }),
    slabs: input.slabs,
    advance: null,
  };
  return issueCorrection(tx, {
    orderId: p.orderId,
    manufacturerId: p.vendorId,
    snapshot: { ...base, correction },
    correctsId: null,
    issuedAt: input.issuedAt,
    issuedBy: input.issuedBy,
  });
}

/**
 * D42, CGST Rules r.50: the receipt voucher of an advance received before the tax invoice, issued when
 * its manufacturer confirms the payment. Null when the order's tax invoice is issued already: the
 * payment is then against the invoice, not an advance. The tax of an advance for goods is nil (it
 * falls due with the invoice); the voucher shows the rates.
 */
export async function issueReceiptVoucher(
  tx: Executor,
  input: {
    paper: OrderPaper;
    payment: { id: number; amountPaise: number; paidOn: string; method: string; reference: string };
    issuedAt: Date;
    issuedBy: string | null;
  },
): Promise<DocumentRow | null> {
  const p = input.paper;
  if (await invoiceToCite(tx, p.orderId)) return null;
  const base = snapshotOf(p);
  const amount = input.payment.amountPaise;
  const correction: Correction = {
    kind: 'receipt_voucher',
    cites: null,
    reason: `Advance for order #${p.orderId}`,
    basis: null,
    claimId: null,
    lines: [
      {
        description: `Advance against order #${p.orderId}: ${p.productName} (${sqft.format(billedSqft(p))} sq.ft)`,
        hsn: p.hsn,
        quantity: null,
        taxable: amount,
      },
    ],
    taxableValue: amount,
    taxLines: base.taxLines.map((l) => ({ ...l, amount: 0 })),
    taxCharged: false,
    total: amount,
    slabs: [],
    advance: {
      paymentId: input.payment.id,
      paidOn: input.payment.paidOn,
      method: input.payment.method,
      reference: input.payment.reference,
    },
  };
  return issueCorrection(tx, {
    orderId: p.orderId,
    manufacturerId: p.vendorId,
    snapshot: { ...base, correction },
    correctsId: null,
    issuedAt: input.issuedAt,
    issuedBy: input.issuedBy,
  });
}

const LISTED_STATES: DocumentState[] = ['issued', 'registered', 'cancelled', 'credited'];

/** D42: the order's correction documents as its page lists them, oldest first; `base` is the order's URL. */
export async function listCorrections(
  db: Executor,
  orderId: number,
  base: string,
): Promise<OrderDocumentRef[]> {
  const rows = await documentsOfKinds(db, orderId, CORRECTION_RECORD_KINDS, LISTED_STATES);
  return rows.map((row) => {
    const kind = PATH_KIND[row.kind as CorrectionRecordKind];
    const c = (row.snapshot as CorrectionSnapshot).correction;
    return {
      kind,
      title: CORRECTION_DOCUMENT_TITLES[kind],
      number: row.number,
      issuedAt: row.issuedAt?.toISOString() ?? null,
      url: `${base}/documents/${kind}/${row.id}`,
      documentKind: row.kind,
      state: row.state,
      cancelReason: row.cancelReason,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cites: c.cites
        ? {
            title: CITED_TITLES[c.cites.kind] ?? c.cites.kind,
            number: c.cites.number,
            issuedAt: c.cites.issuedAt,
          }
        : null,
      valuePaise: c.total,
    };
  });
}

const FILE_TITLES: Record<CorrectionDocumentKind, string> = {
  'credit-note': 'Credit-Note',
  'debit-note': 'Debit-Note',
  'receipt-voucher': 'Receipt-Voucher',
  'replacement-challan': 'Replacement-Challan',
};

/** "Credit-Note-CN-26-27-0001.pdf". */
const fileNameOf = (kind: CorrectionDocumentKind, number: string) =>
  `${FILE_TITLES[kind]}-${number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;

/** D42: a correction document's PDF, the same bytes at every download (404 for another order's). */
export async function correctionFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  orderId: number,
  kind: CorrectionDocumentKind,
  documentId: number,
): Promise<DocumentFile> {
  const row = await findOrderDocument(deps.db, orderId, documentId);
  if (!row || row.kind !== RECORD_KIND[kind] || row.state === 'draft' || !row.snapshot)
    throw notFound('Document');
  return storedFile(
    deps,
    row,
    { contentType: 'application/pdf', filename: fileNameOf(kind, row.number!) },
    (r) => renderDocument(r, r.snapshot as DocumentSnapshot, undefined),
  );
}
