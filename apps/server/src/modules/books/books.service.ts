// D35, D42: the manufacturer's books leave the platform without re-keying: the register of its
// documents for a month or a span of days (India's calendar), the month's GSTR-1 JSON and the
// vouchers for Tally. The access layer decides who may read them ('books.read': the owner, and the
// accounts role once firms have members, D46); the documents come from the documents module's
// service, as issued (their snapshots), so the books say what the documents say.
// ADR 020: the period's documents and receipts are the heavy read of a report and may come from the
// read replica (DATABASE_READ_URL; a document issued a moment ago may show a moment later). Who may
// read the books and the manufacturer's own facts (its GSTIN, just set in Settings before a GSTR-1)
// are read on the primary: a person reads there what they have just written.
import {
  BOOK_DOCUMENT_KINDS,
  type BooksQuery,
  type BooksRegister,
  daysOfMonth,
  type Gstr1Query,
} from '@granite/shared';
import { readReplicaOf } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { requireAccess } from '../access/access.service';
import { manufacturerDocuments } from '../documents/documents.service';
import { manufacturerReceipts } from '../payments/payments.service';
import { manufacturerOfBooks } from './books.queries';
import { type Gstr1, gstr1Json, MissingFact } from './gstr1';
import {
  hsnSummary,
  nextDay,
  type ReadableDocument,
  readable,
  registerRows,
  registerTotals,
  startOfIndianDay,
} from './register';
import { registerCsv } from './register-csv';
import { tallyXml } from './tally';

type Deps = Pick<AppDeps, 'db'>;

/** The days a query names: its month's, or from–to. */
function periodOf(q: { month?: string; from?: string; to?: string }) {
  if (q.month) return { ...daysOfMonth(q.month), month: q.month };
  return { from: q.from!, to: q.to!, month: null };
}

/** The manufacturer the caller keeps books for, once the access layer let it read them. */
async function booksOf(deps: Deps, actor: Actor | null, manufacturerId: number | undefined) {
  const id = manufacturerId ?? actor?.vendorIds[0] ?? 0;
  await requireAccess(deps.db, actor, 'books.read', id, 'manufacturer');
  const manufacturer = await manufacturerOfBooks(deps.db, id);
  if (!manufacturer) throw notFound('Manufacturer');
  return manufacturer;
}

async function documentsOf(deps: Deps, manufacturerId: number, period: { from: string; to: string }) {
  const docs = await manufacturerDocuments(readReplicaOf(deps.db), manufacturerId, BOOK_DOCUMENT_KINDS, {
    from: startOfIndianDay(period.from),
    to: startOfIndianDay(nextDay(period.to)),
  });
  return docs.filter(readable);
}

/** The register: one row per document, the totals of those in force, the HSN summary. */
export async function register(deps: Deps, actor: Actor | null, query: BooksQuery): Promise<BooksRegister> {
  const manufacturer = await booksOf(deps, actor, query.manufacturerId);
  const period = periodOf(query);
  const docs = await documentsOf(deps, manufacturer.id, period);
  return registerOf(manufacturer, period, docs);
}

function registerOf(
  manufacturer: { id: number; name: string; gstin: string | null },
  period: { from: string; to: string; month: string | null },
  docs: ReadableDocument[],
): BooksRegister {
  const rows = registerRows(docs);
  return {
    manufacturer: { id: manufacturer.id, name: manufacturer.name, gstin: manufacturer.gstin },
    period,
    // ADR 016: every document of the books is in rupees today (an export invoice, D47, is not one of them).
    currency: 'INR',
    rows,
    totals: registerTotals(rows),
    hsn: hsnSummary(docs),
  };
}

export type BooksFile = { filename: string; contentType: string; body: string };

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The register as a CSV file. */
export async function registerFile(deps: Deps, actor: Actor | null, query: BooksQuery): Promise<BooksFile> {
  const reg = await register(deps, actor, query);
  return {
    filename: `Register-${slug(reg.manufacturer.name)}-${reg.period.month ?? `${reg.period.from}-to-${reg.period.to}`}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: registerCsv(reg),
  };
}

/**
 * The month's GSTR-1 JSON for the manufacturer's GSTIN. Refused (409) for a manufacturer without a
 * GSTIN, or when a document lacks a fact the return needs (place of supply, HSN): nothing invented.
 */
export async function gstr1File(
  deps: Deps,
  actor: Actor | null,
  query: Gstr1Query,
): Promise<{ filename: string; json: Gstr1 }> {
  const manufacturer = await booksOf(deps, actor, query.manufacturerId);
  if (!manufacturer.gstin)
    throw new AppError('conflict', 'GSTR-1 is filed for a GSTIN: add the GSTIN in Settings first');
  const period = periodOf(query);
  const docs = await documentsOf(deps, manufacturer.id, period);
  try {
    const json = gstr1Json(manufacturer.gstin, query.month, docs);
    return { filename: `GSTR1-${manufacturer.gstin}-${json.fp}.json`, json };
  } catch (error) {
    if (error instanceof MissingFact)
      throw new AppError('conflict', `GSTR-1 cannot be made: ${error.message}`);
    throw error;
  }
}

/** The period's vouchers for TallyPrime: its documents in force and the payments it confirmed. */
export async function tallyFile(deps: Deps, actor: Actor | null, query: BooksQuery): Promise<BooksFile> {
  const manufacturer = await booksOf(deps, actor, query.manufacturerId);
  const period = periodOf(query);
  const docs = await documentsOf(deps, manufacturer.id, period);
  const receipts = await manufacturerReceipts(readReplicaOf(deps.db), manufacturer.id, period);
  return {
    filename: `Tally-${slug(manufacturer.name)}-${period.month ?? `${period.from}-to-${period.to}`}.xml`,
    contentType: 'application/xml; charset=utf-8',
    body: tallyXml(docs, receipts),
  };
}
