// D35: the order's documents, issued in the manufacturer's name. The tax invoice's number is taken
// from the manufacturer's series in the shipment's own transaction; each document's file is made
// once (at its first download, from the order's stored snapshot and the date recorded at the event)
// and stored with its SHA-256, so every later download returns the same bytes. Issued documents never
// change: a correction is a new document that supersedes the old. The trade module checks who may
// see an order and hands its snapshot here; this module never imports the trade module.
import { createHash } from 'node:crypto';
import {
  EWAY_BILL_NOT_NEEDED,
  EWAY_BILL_THRESHOLD_PAISE,
  financialYearOf,
  invoiceNumber,
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_TITLES,
  type OrderDocumentKind,
  type OrderDocumentRef,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { challanPdf, proformaPdf, taxInvoicePdf } from './documents.pdf';
import {
  type DocumentRow,
  documentsOfOrder,
  type Executor,
  findDocument,
  insertDocument,
  nextInvoiceSequence,
  recordStoredFile,
} from './documents.queries';
import { ewayBillJson } from './eway-bill';
import type { OrderPaper } from './paper';

export type { OrderPaper, PaperSlab } from './paper';

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

/**
 * D35: the tax invoice of a shipment, numbered from the manufacturer's series of the financial year
 * of `issuedAt`. Call inside the shipment's transaction (after the order row is locked).
 */
export async function issueTaxInvoice(
  tx: Executor,
  order: { id: number; vendorId: number; vendorName: string },
  issuedAt: Date,
): Promise<string> {
  const financialYear = financialYearOf(indianDay(issuedAt));
  const sequence = await nextInvoiceSequence(tx, order.vendorId, financialYear);
  const number = invoiceNumber(seriesPrefix(order.vendorName), financialYear, sequence);
  const row = await insertDocument(tx, {
    orderId: order.id,
    vendorId: order.vendorId,
    kind: 'tax-invoice',
    number,
    financialYear,
    issuedAt,
  });
  if (!row) throw new AppError('conflict', `Invoice number ${number} is already taken; please try again`);
  return number;
}

/** What decides which documents an order has. */
type OrderFacts = Pick<OrderPaper, 'orderId' | 'status' | 'createdAt' | 'shippedAt' | 'totalPaise'>;

const eWayBillNeeded = (o: Pick<OrderPaper, 'totalPaise'>) => o.totalPaise > EWAY_BILL_THRESHOLD_PAISE;

/** Why a document cannot be had yet (409), or null. */
function refusal(o: OrderFacts, kind: OrderDocumentKind): string | null {
  if (kind === 'proforma') return null;
  if (kind === 'e-way-bill' && !eWayBillNeeded(o)) return EWAY_BILL_NOT_NEEDED;
  if (!o.shippedAt)
    return `The ${ORDER_DOCUMENT_TITLES[kind].replace(/ \(JSON\)$/, '').toLowerCase()} is issued when the order ships`;
  return null;
}

/** The newest document of each kind. */
function latestByKind(rows: DocumentRow[]): Map<string, DocumentRow> {
  const latest = new Map<string, DocumentRow>();
  for (const row of rows) if (!latest.has(row.kind)) latest.set(row.kind, row);
  return latest;
}

/** Numbers of the documents that are not from a series: one per order and kind. */
const ORDER_NUMBERS: Record<Exclude<OrderDocumentKind, 'tax-invoice'>, (orderId: number) => string> = {
  proforma: (id) => `PI-${id}`,
  challan: (id) => `DC-${id}`,
  'e-way-bill': (id) => `EWB-${id}`,
};

/** The date of the event that issues a kind: acceptance for the proforma, shipment for the rest. */
const eventOf = (o: OrderFacts, kind: OrderDocumentKind) =>
  kind === 'proforma' ? o.createdAt : o.shippedAt!;

/** D35: the documents the order has now, as its page lists them; `base` is the caller's order URL. */
export async function listDocuments(db: Executor, o: OrderFacts, base: string): Promise<OrderDocumentRef[]> {
  const latest = latestByKind(await documentsOfOrder(db, o.orderId));
  const refs: OrderDocumentRef[] = [];
  for (const kind of ORDER_DOCUMENT_KINDS) {
    if (refusal(o, kind)) continue;
    const row = latest.get(kind);
    // An order shipped before invoices were issued here has none to list.
    if (!row && (kind === 'tax-invoice' || !latest.has('tax-invoice')) && kind !== 'proforma') continue;
    refs.push({
      kind,
      title: ORDER_DOCUMENT_TITLES[kind],
      number: row?.number ?? (kind === 'tax-invoice' ? null : ORDER_NUMBERS[kind](o.orderId)),
      issuedAt: (row?.issuedAt ?? eventOf(o, kind)).toISOString(),
      url: `${base}/documents/${kind}`,
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

/** "Tax-Invoice-GMK-26-27-0007.pdf". */
export const fileNameOf = (kind: OrderDocumentKind, number: string) =>
  `${FILE_TITLES[kind]}-${number.replace(/[^A-Za-z0-9]+/g, '-')}.${kind === 'e-way-bill' ? 'json' : 'pdf'}`;

async function render(p: OrderPaper, row: DocumentRow, invoice: DocumentRow | undefined): Promise<Buffer> {
  const issue = { kind: row.kind as OrderDocumentKind, number: row.number, issuedAt: row.issuedAt };
  switch (row.kind) {
    case 'proforma':
      return proformaPdf(p, issue);
    case 'tax-invoice':
      return taxInvoicePdf(p, issue);
    case 'challan':
      return challanPdf(p, issue, invoice?.number ?? null);
    default:
      return Buffer.from(`${JSON.stringify(ewayBillJson(p, invoice!.number, invoice!.issuedAt), null, 2)}\n`);
  }
}

/**
 * D35: a document's file: the stored bytes once made, else made now from the order's snapshot,
 * stored and recorded. A tax invoice or challan asked before shipping, or an e-way bill of a
 * consignment of ₹50,000 or less, is refused with 409.
 */
export async function documentFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  p: OrderPaper,
  kind: OrderDocumentKind,
): Promise<DocumentFile> {
  const why = refusal(p, kind);
  if (why) throw new AppError('conflict', why);
  let latest = latestByKind(await documentsOfOrder(deps.db, p.orderId));
  const invoice = latest.get('tax-invoice');
  if (kind !== 'proforma' && !invoice)
    throw new AppError('conflict', 'This order shipped before tax invoices were issued on the marketplace');
  let row = latest.get(kind);
  if (!row && kind !== 'tax-invoice') {
    await insertDocument(deps.db, {
      orderId: p.orderId,
      vendorId: p.vendorId,
      kind,
      number: ORDER_NUMBERS[kind](p.orderId),
      financialYear: financialYearOf(indianDay(eventOf(p, kind))),
      issuedAt: eventOf(p, kind),
    });
    latest = latestByKind(await documentsOfOrder(deps.db, p.orderId));
    row = latest.get(kind);
  }
  if (!row) throw new AppError('conflict', 'This document has not been issued');
  const contentType = kind === 'e-way-bill' ? 'application/json; charset=utf-8' : 'application/pdf';
  const filename = fileNameOf(kind, row.number);
  if (!row.storageKey) {
    const bytes = await render(p, row, invoice);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const storageKey = `doc-${sha256}.${kind === 'e-way-bill' ? 'json' : 'pdf'}`;
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
