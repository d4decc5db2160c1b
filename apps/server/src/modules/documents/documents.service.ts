// D35, D42, ADR 014: the order's documents, issued in the manufacturer's name, each a record with a
// state. A document is made from the order's snapshot, which its record keeps; it is numbered when
// it is issued (the tax invoice from the manufacturer's series, in the shipment's own transaction);
// its file is rendered from the record's snapshot at the first download and stored with its SHA-256,
// and rendering the snapshot again gives the same bytes. An issued document never changes: only its
// state moves (cancelled, and later registered with the IRP or credited by a credit note). The
// trade module checks who may see an order and hands its snapshot here; this module never imports it.
import { createHash } from 'node:crypto';
import {
  type DocumentKind,
  EWAY_BILL_NOT_NEEDED,
  EWAY_BILL_THRESHOLD_PAISE,
  financialYearOf,
  invoiceNumber,
  nextDocumentState,
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_TITLES,
  type OrderDocumentKind,
  type OrderDocumentRef,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { type CorrectionSnapshot, isCorrectionKind, SERIES_CODES } from './corrections';
import { correctionPdf } from './corrections.pdf';
import { billOfSupplyPdf, challanPdf, proformaPdf, taxInvoicePdf } from './documents.pdf';
import {
  type DocumentRow,
  documentsOfKinds,
  documentsOfManufacturer,
  documentsOfOrder,
  type Executor,
  findDocument,
  insertDocument,
  insertPrefix,
  moveDocument,
  nextSeriesNumber,
  prefixOf,
  recordSnapshot,
  recordStoredFile,
} from './documents.queries';
import { EwayBillIncomplete, ewayBillJson } from './eway-bill';
import type { OrderPaper } from './paper';
import { type DocumentSnapshot, paperOfSnapshot, snapshotOf } from './snapshot';

export type { DocumentRow } from './documents.queries';
export type { OrderPaper, PaperSlab } from './paper';
export type { DocumentSnapshot } from './snapshot';

/** The day in India (YYYY-MM-DD) of an instant: the financial year follows Indian dates. */
const indianDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

/** A series prefix from the manufacturer's name: its initials, "Gupta Marble Kishangarh" → "GMK". */
export function seriesPrefix(businessName: string): string {
  const initials = businessName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
  return initials || 'INV';
}

/** D35: a GSTIN's prefix as the manufacturer set it, or null while it numbers with its initials. */
export async function seriesPrefixOf(
  db: Pick<Executor, 'select'>,
  gstin: string | null,
): Promise<string | null> {
  return gstin ? prefixOf(db, gstin) : null;
}

/**
 * D35: sets the prefix of a GSTIN's series, once (it is the GSTIN's, whichever manufacturer record
 * uses it). Setting the one it has again changes nothing; another is refused with 409 naming
 * seriesPrefix. Call inside the caller's transaction.
 */
export async function setSeriesPrefix(
  tx: Executor,
  values: { gstin: string; prefix: string; manufacturerId: number },
): Promise<void> {
  if (await insertPrefix(tx, values)) return;
  const kept = await prefixOf(tx, values.gstin);
  if (kept === values.prefix) return;
  const why = `is set once per GSTIN: ${values.gstin} numbers its documents with ${kept}`;
  throw new AppError('conflict', `The series prefix ${why}.`, { seriesPrefix: why });
}

/** The record kind of each document an order's page lists (its download path's name). */
const RECORD_KINDS: Record<OrderDocumentKind, DocumentKind> = {
  proforma: 'proforma',
  'tax-invoice': 'tax_invoice',
  challan: 'delivery_challan',
  'e-way-bill': 'eway_bill_json',
};

/** Numbers of the documents that are not from a series: one per order and kind. */
const ORDER_NUMBERS: Record<Exclude<OrderDocumentKind, 'tax-invoice'>, (orderId: number) => string> = {
  proforma: (id) => `PI-${id}`,
  challan: (id) => `DC-${id}`,
  'e-way-bill': (id) => `EWB-${id}`,
};

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * D42: issues a draft: takes the next number of its series for the financial year of `issuedAt` and
 * moves it to issued. Call inside the transaction that made the draft, last, so the series' row lock
 * is held only until the commit that follows.
 */
export async function issueDraft(
  tx: Executor,
  draft: DocumentRow,
  issue: {
    prefix: string;
    /** The GSTIN the document is issued under (its series'); left out, the manufacturer's now. */
    gstin?: string | null;
    issuedAt: Date;
    issuedBy: string | null;
  },
): Promise<DocumentRow> {
  const next = nextDocumentState(draft.state, 'issue');
  if (!next.ok) throw new AppError('conflict', next.refusal);
  const financialYear = financialYearOf(indianDay(issue.issuedAt));
  const sequence = await nextSeriesNumber(tx, draft.manufacturerId, draft.series, financialYear, issue.gstin);
  const number = invoiceNumber(issue.prefix, financialYear, sequence);
  try {
    const issued = await moveDocument(tx, draft.id, draft.state, {
      state: next.to,
      number,
      financialYear,
      issuedAt: issue.issuedAt,
      issuedBy: issue.issuedBy,
    });
    if (!issued) throw new AppError('conflict', 'This document was issued meanwhile; please reload');
    return issued;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('conflict', `Invoice number ${number} is already taken; please try again`);
    throw error;
  }
}

/** What decides which documents an order has. */
type OrderFacts = Pick<OrderPaper, 'orderId' | 'status' | 'createdAt' | 'shippedAt' | 'totalPaise'>;

const eWayBillNeeded = (o: Pick<OrderPaper, 'totalPaise'>) => o.totalPaise > EWAY_BILL_THRESHOLD_PAISE;

/**
 * D35: what the e-way bill of `paper` lacks (each field with what is missing), or null when it can be
 * made. Nothing is made up in its place: an e-way bill that lacks a fact is not issued until the
 * fact is there (the manufacturer's GSTIN or PIN in Settings), and asking for it says what is missing.
 */
export function ewayBillProblems(paper: OrderPaper): Record<string, string> | null {
  try {
    ewayBillJson(paper, 'INV-1', paper.shippedAt ?? new Date());
    return null;
  } catch (error) {
    if (error instanceof EwayBillIncomplete) return error.missing;
    throw error;
  }
}

/**
 * D35, D42: the documents of a shipment, in its transaction: the delivery challan (its own series,
 * CGST Rules r.55), above ₹50,000 the e-way bill's data, and the tax invoice (a draft numbered from
 * the manufacturer's series), all made from the order's snapshot at shipping; the invoice's snapshot
 * adds the advances received before it, with their receipt vouchers (r.50). Call after the order row
 * is locked and updated; the series' rows are taken last, the challan's before the invoice's in every
 * shipment, so two shipments never wait on each other in a circle.
 */
export async function issueShipmentDocuments(
  tx: Executor,
  paper: OrderPaper,
  issue: { manufacturerName: string; issuedAt: Date; issuedBy: string | null },
): Promise<string> {
  const snapshot = snapshotOf(paper);
  const financialYear = financialYearOf(indianDay(issue.issuedAt));
  // The e-way bill's data is issued with the shipment once it has every fact it needs (else later,
  // when asked for after the missing fact was given).
  if (eWayBillNeeded(paper) && !ewayBillProblems(paper))
    await insertDocument(tx, {
      orderId: paper.orderId,
      manufacturerId: paper.vendorId,
      kind: RECORD_KINDS['e-way-bill'],
      state: 'issued',
      series: 'order',
      number: ORDER_NUMBERS['e-way-bill'](paper.orderId),
      financialYear,
      snapshot,
      issuedAt: issue.issuedAt,
      issuedBy: issue.issuedBy,
    });
  const vouchers = await documentsOfKinds(tx, paper.orderId, ['receipt_voucher'], ['issued', 'registered']);
  const advances = vouchers.map((v) => ({
    voucherNumber: v.number!,
    voucherDate: v.issuedAt!.toISOString(),
    amountPaise: (v.snapshot as CorrectionSnapshot).correction.total,
  }));
  const challan = await insertDocument(tx, {
    orderId: paper.orderId,
    manufacturerId: paper.vendorId,
    kind: 'delivery_challan',
    state: 'draft',
    series: 'delivery_challan',
    snapshot,
  });
  await issueDraft(tx, challan!, {
    prefix: SERIES_CODES.delivery_challan,
    gstin: paper.supplier.gstin,
    issuedAt: issue.issuedAt,
    issuedBy: issue.issuedBy,
  });
  const draft = await insertDocument(tx, {
    orderId: paper.orderId,
    manufacturerId: paper.vendorId,
    kind: invoiceKindOf(paper),
    state: 'draft',
    // One series for both: a manufacturer's invoices and bills of supply never share a number.
    series: 'tax_invoice',
    snapshot: advances.length ? { ...snapshot, advances } : snapshot,
  });
  const gstin = paper.supplier.gstin;
  const invoice = await issueDraft(tx, draft!, {
    prefix: (gstin ? await prefixOf(tx, gstin) : null) ?? seriesPrefix(issue.manufacturerName),
    gstin,
    issuedAt: issue.issuedAt,
    issuedBy: issue.issuedBy,
  });
  return invoice.number!;
}

/**
 * D34: a regular taxpayer's shipment is invoiced with a tax invoice (CGST Rules r.46); a
 * composition or unregistered manufacturer's with a bill of supply, without tax (r.49). The order
 * lists either in its invoice's place ('tax-invoice').
 */
const invoiceKindOf = (paper: Pick<OrderPaper, 'supplierGstStatus'>): DocumentKind =>
  !paper.supplierGstStatus || paper.supplierGstStatus === 'regular' ? 'tax_invoice' : 'bill_of_supply';

/** The record kind in whose place a record is listed: a bill of supply stands for the tax invoice. */
const placeOf = (kind: DocumentKind): DocumentKind => (kind === 'bill_of_supply' ? 'tax_invoice' : kind);

/** Why a document cannot be had yet (409), or null. */
function refusal(o: OrderFacts, kind: OrderDocumentKind): string | null {
  if (kind === 'proforma') return null;
  if (kind === 'e-way-bill' && !eWayBillNeeded(o)) return EWAY_BILL_NOT_NEEDED;
  if (!o.shippedAt)
    return `The ${ORDER_DOCUMENT_TITLES[kind].replace(/ \(JSON\)$/, '').toLowerCase()} is issued when the order ships`;
  return null;
}

/** The newest document of each record kind. */
function latestByKind(rows: DocumentRow[]): Map<DocumentKind, DocumentRow> {
  const latest = new Map<DocumentKind, DocumentRow>();
  for (const row of rows) if (!latest.has(placeOf(row.kind))) latest.set(placeOf(row.kind), row);
  return latest;
}

/** The date of the event that issues a kind: acceptance for the proforma, shipment for the rest. */
const eventOf = (o: OrderFacts, kind: OrderDocumentKind) =>
  kind === 'proforma' ? o.createdAt : o.shippedAt!;

/** 409: the e-way bill's data lacks these facts (each field with what is missing). */
class EwayBillIncompleteError extends AppError {
  constructor(missing: Record<string, string>) {
    super('conflict', new EwayBillIncomplete(missing).message, missing);
  }
}

/** The order's snapshot, asked only when a document has to be issued or a carried-over one rendered. */
export type PaperSource = () => Promise<OrderPaper>;

/**
 * The order's documents by kind, issuing first the ones it is due and has not got: the proforma
 * (dated at acceptance) and, for an order whose tax invoice is issued, the challan and e-way bill
 * data of a shipment made before they were issued with it. Two requests at once issue each once.
 */
async function documentsDue(db: Executor, o: OrderFacts, paper: PaperSource) {
  let latest = latestByKind(await documentsOfOrder(db, o.orderId));
  const missing = ORDER_DOCUMENT_KINDS.filter(
    (kind): kind is Exclude<OrderDocumentKind, 'tax-invoice'> =>
      kind !== 'tax-invoice' &&
      !refusal(o, kind) &&
      !latest.has(RECORD_KINDS[kind]) &&
      (kind === 'proforma' || latest.has('tax_invoice')),
  );
  if (missing.length === 0) return latest;
  const current = await paper();
  const snapshot = snapshotOf(current);
  for (const kind of missing) {
    // D35: an e-way bill still lacking a fact waits for it (documentFile names what is missing).
    if (kind === 'e-way-bill' && ewayBillProblems(current)) continue;
    const issuedAt = eventOf(o, kind);
    await insertDocument(db, {
      orderId: o.orderId,
      manufacturerId: snapshot.vendorId,
      kind: RECORD_KINDS[kind],
      state: 'issued',
      series: 'order',
      number: ORDER_NUMBERS[kind](o.orderId),
      financialYear: financialYearOf(indianDay(issuedAt)),
      snapshot,
      issuedAt,
    });
  }
  latest = latestByKind(await documentsOfOrder(db, o.orderId));
  return latest;
}

/** D35, D42: the documents the order has now, as its page lists them; `base` is the caller's order URL. */
export async function listDocuments(
  db: Executor,
  o: OrderFacts,
  base: string,
  paper: PaperSource,
): Promise<OrderDocumentRef[]> {
  const latest = await documentsDue(db, o, paper);
  const refs: OrderDocumentRef[] = [];
  for (const kind of ORDER_DOCUMENT_KINDS) {
    const row = latest.get(RECORD_KINDS[kind]);
    // An order shipped before invoices were issued here has none to list; a draft is not out yet.
    if (refusal(o, kind) || !row || row.state === 'draft') continue;
    refs.push({
      kind,
      title: row.kind === 'bill_of_supply' ? BILL_OF_SUPPLY_TITLE : ORDER_DOCUMENT_TITLES[kind],
      number: row.number,
      issuedAt: row.issuedAt?.toISOString() ?? null,
      url: `${base}/documents/${kind}`,
      documentKind: row.kind,
      state: row.state,
      cancelReason: row.cancelReason,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cites: null,
      valuePaise: null,
    });
  }
  return refs;
}

export type DocumentFile = { bytes: Buffer; contentType: string; filename: string; sha256: string };

const FILE_TITLES: Record<OrderDocumentKind, string> = {
  proforma: 'Proforma-Invoice',
  'tax-invoice': 'Tax-Invoice',
  challan: 'Delivery-Challan',
  'e-way-bill': 'E-Way-Bill',
};

const BILL_OF_SUPPLY_TITLE = 'Bill of supply';

/** "Tax-Invoice-GMK-26-27-0007.pdf" ("Bill-of-Supply-…" for a bill of supply). */
export const fileNameOf = (kind: OrderDocumentKind, number: string, recordKind?: DocumentKind) =>
  `${recordKind === 'bill_of_supply' ? 'Bill-of-Supply' : FILE_TITLES[kind]}-${number.replace(/[^A-Za-z0-9]+/g, '-')}.${kind === 'e-way-bill' ? 'json' : 'pdf'}`;

/** D43: what a registered document prints of its IRN, or null. */
const registrationOf = (row: Partial<Pick<DocumentRow, 'irn' | 'ackNo' | 'ackDate' | 'signedQr'>>) =>
  row.irn && row.ackNo && row.ackDate && row.signedQr
    ? { irn: row.irn, ackNo: row.ackNo, ackDate: row.ackDate, signedQr: row.signedQr }
    : null;

/** D42: a document's file, made from its record only: the snapshot, its number and date. */
export async function renderDocument(
  row: Pick<DocumentRow, 'kind' | 'number' | 'issuedAt'> &
    Partial<Pick<DocumentRow, 'irn' | 'ackNo' | 'ackDate' | 'signedQr'>>,
  snapshot: DocumentSnapshot,
  invoice: Pick<DocumentRow, 'number' | 'issuedAt'> | undefined,
): Promise<Buffer> {
  if (isCorrectionKind(row.kind))
    return correctionPdf(
      row.kind,
      paperOfSnapshot(snapshot),
      snapshot as CorrectionSnapshot,
      { number: row.number!, issuedAt: row.issuedAt! },
      registrationOf(row),
    );
  const p = paperOfSnapshot(snapshot);
  const kind = (Object.keys(RECORD_KINDS) as OrderDocumentKind[]).find(
    (k) => RECORD_KINDS[k] === placeOf(row.kind),
  )!;
  const issue = { kind, number: row.number!, issuedAt: row.issuedAt! };
  switch (row.kind) {
    case 'proforma':
      return proformaPdf(p, issue);
    case 'tax_invoice':
      return taxInvoicePdf(p, issue, registrationOf(row));
    case 'bill_of_supply':
      return billOfSupplyPdf(p, issue);
    case 'delivery_challan':
      return challanPdf(p, issue, invoice?.number ?? null);
    case 'eway_bill_json':
      try {
        return Buffer.from(
          `${JSON.stringify(ewayBillJson(p, invoice!.number!, invoice!.issuedAt!), null, 2)}\n`,
        );
      } catch (error) {
        // A snapshot kept before the e-way bill asked for everything it needs: say what is missing.
        if (error instanceof EwayBillIncomplete) throw new EwayBillIncompleteError(error.missing);
        throw error;
      }
    default:
      throw new Error(`no layout for a ${row.kind} yet`);
  }
}

/**
 * D35: a document's file: the stored bytes once made, else rendered now from the record's snapshot,
 * stored and recorded. A tax invoice or challan asked before shipping, or an e-way bill of a
 * consignment of ₹50,000 or less, is refused with 409.
 */
export async function documentFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  o: OrderFacts,
  kind: OrderDocumentKind,
  paper: PaperSource,
): Promise<DocumentFile> {
  const why = refusal(o, kind);
  if (why) throw new AppError('conflict', why);
  const latest = await documentsDue(deps.db, o, paper);
  const invoice = latest.get('tax_invoice');
  if (kind !== 'proforma' && !invoice)
    throw new AppError('conflict', 'This order shipped before tax invoices were issued on the marketplace');
  let row = latest.get(RECORD_KINDS[kind]);
  if (!row && kind === 'e-way-bill') {
    const missing = ewayBillProblems(await paper());
    if (missing) throw new EwayBillIncompleteError(missing);
  }
  if (!row || row.state === 'draft') throw new AppError('conflict', 'This document has not been issued');
  const contentType = kind === 'e-way-bill' ? 'application/json; charset=utf-8' : 'application/pdf';
  const filename = fileNameOf(kind, row.number!, row.kind);
  if (!row.storageKey) {
    // A document carried over from before records kept snapshots takes the order's now, once.
    if (!row.snapshot) row = (await recordSnapshot(deps.db, row.id, snapshotOf(await paper()))) ?? row;
    if (!row.snapshot) row = (await findDocument(deps.db, row.id))!;
  }
  return storedFile(deps, row, { contentType, filename }, (r) =>
    renderDocument(r, r.snapshot as DocumentSnapshot, invoice),
  );
}

/**
 * A document's file: the stored bytes once made, else rendered now from its record, stored under its
 * SHA-256 and recorded by an update that only fills an empty row (two first downloads at once keep
 * the first one's file).
 */
export async function storedFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  row: DocumentRow,
  file: { contentType: string; filename: string },
  render: (row: DocumentRow) => Promise<Buffer>,
): Promise<DocumentFile> {
  const { contentType, filename } = file;
  if (!row.storageKey) {
    const bytes = await render(row);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const storageKey = `doc-${sha256}.${contentType.startsWith('application/json') ? 'json' : 'pdf'}`;
    await deps.storage.put(storageKey, bytes, contentType);
    const recorded = await recordStoredFile(deps.db, row.id, { storageKey, sha256, bytes: bytes.length });
    if (recorded) return { bytes, contentType, filename, sha256 };
    // Another download made it first: theirs is the document.
    row = (await findDocument(deps.db, row.id))!;
  }
  const bytes = await deps.storage.get(row.storageKey!);
  if (!bytes) throw new Error(`stored document ${row.id} is missing (${row.storageKey})`);
  return { bytes, contentType, filename, sha256: row.sha256 ?? '' };
}

/**
 * D42: cancels the order's newest document of a kind, with the reason and who cancelled it recorded:
 * a draft, or an issued document not yet registered; any other state is refused with 409. The
 * document itself (its number, snapshot and file) stays as it was.
 */
export async function cancelDocument(
  db: Executor,
  o: OrderFacts,
  kind: OrderDocumentKind,
  paper: PaperSource,
  by: { userId: string | null; reason: string },
): Promise<DocumentRow> {
  const why = refusal(o, kind);
  if (why) throw new AppError('conflict', why);
  const row = (await documentsDue(db, o, paper)).get(RECORD_KINDS[kind]);
  if (!row) throw new AppError('conflict', 'This document has not been issued');
  const next = nextDocumentState(row.state, 'cancel');
  if (!next.ok) throw new AppError('conflict', next.refusal);
  const cancelled = await moveDocument(db, row.id, row.state, {
    state: next.to,
    cancelledAt: new Date(),
    cancelledBy: by.userId,
    cancelReason: by.reason,
  });
  if (cancelled) return cancelled;
  // Another request moved it first: answer from the state it is in now.
  const now = nextDocumentState((await findDocument(db, row.id))!.state, 'cancel');
  throw new AppError('conflict', now.ok ? 'This document changed meanwhile; please try again' : now.refusal);
}

/** A document of the books: its record and the snapshot it was made from. */
export type BookDocument = Omit<DocumentRow, 'snapshot'> & { snapshot: DocumentSnapshot | null };

/**
 * D42: the manufacturer's documents of these kinds issued between two instants (from included, to
 * excluded), oldest first, each with the snapshot it prints: the books read them from here.
 */
export async function manufacturerDocuments(
  db: Executor,
  manufacturerId: number,
  kinds: readonly DocumentKind[],
  span: { from: Date; to: Date },
): Promise<BookDocument[]> {
  const rows = await documentsOfManufacturer(db, manufacturerId, kinds, span);
  return rows.map((row) => ({ ...row, snapshot: row.snapshot as DocumentSnapshot | null }));
}

// ------------------------------------------------------------------ D43: registration with the IRP

/** The order's document records, newest first (the einvoice module registers the ones e-invoicing covers). */
export const orderDocumentRecords = (db: Executor, orderId: number): Promise<DocumentRow[]> =>
  documentsOfOrder(db, orderId);

/** One document's record. */
export const documentRecord = (db: Executor, id: number): Promise<DocumentRow | undefined> =>
  findDocument(db, id);

/**
 * D43: records the IRP's registration of an issued document (its IRN, acknowledgement number and
 * date, signed QR code) and moves it to registered; undefined when it was no longer issued.
 */
export async function recordRegistration(
  db: Executor,
  id: number,
  reg: { irn: string; ackNo: string; ackDate: Date; signedQr: string },
): Promise<DocumentRow | undefined> {
  const row = await findDocument(db, id);
  if (!row) return undefined;
  const next = nextDocumentState(row.state, 'register');
  if (!next.ok) return row.state === 'registered' && row.irn === reg.irn ? row : undefined;
  return moveDocument(db, id, row.state, { state: next.to, ...reg });
}

/** D43: records that the IRP cancelled the document's IRN; 409 from any state but registered. */
export async function recordRegistrationCancelled(
  db: Executor,
  id: number,
  by: { userId: string | null; reason: string; at: Date },
): Promise<DocumentRow> {
  const row = await findDocument(db, id);
  if (!row) throw new AppError('not_found', 'Document not found');
  const next = nextDocumentState(row.state, 'cancel_registration');
  if (!next.ok) throw new AppError('conflict', next.refusal);
  const moved = await moveDocument(db, id, row.state, {
    state: next.to,
    cancelledAt: by.at,
    cancelledBy: by.userId,
    cancelReason: by.reason,
  });
  if (!moved) throw new AppError('conflict', 'This document changed meanwhile; please try again');
  return moved;
}
