// D43, ADR 023: e-invoicing. A manufacturer above ₹5 crore of aggregate turnover (declared in
// Settings, with its IRP API credentials) registers each B2B tax invoice, credit note and debit note
// with the Invoice Registration Portal when it is issued: the document's INV-01 JSON, checked against
// the published schema, goes through the IRP adapter, and the IRN, acknowledgement number and date
// and signed QR code are recorded on the document (through the documents module), which moves to
// registered. A refusal keeps the document issued but unregistered, with the IRP's code and message
// for the manufacturer, and such a document is not given out (CGST Rules r.48(5): it "shall not be
// treated as an invoice") until a later try registers it. A registered IRN is cancelled at the IRP,
// which allows it within 24 hours.
import {
  type CancelIrnInput,
  type DocumentKind,
  EINVOICE_MESSAGES,
  type EInvoiceDocument,
  type EInvoiceSettings,
  type EInvoiceSettingsValues,
  type EInvoiceStatus,
  IRN_CANCEL_HOURS,
  IRN_CANCEL_REASON_LABELS,
  type OrderEInvoices,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { requireAccess, requireFirmOf } from '../access/access.service';
import {
  type DocumentRow,
  documentRecord,
  orderDocumentRecords,
  recordRegistration,
  recordRegistrationCancelled,
} from '../documents/documents.service';
import type { DocumentSnapshot } from '../documents/snapshot';
import {
  claimRegistration,
  findSettings,
  manufacturerGstin,
  type RegistrationRow,
  recordAttempt,
  recordCancelled,
  registrationsOf,
  type SettingsRow,
  saveSettings,
} from './einvoice.queries';
import { buildInv01, EINVOICE_DOCUMENT_TYPES, inv01Problems, isEInvoiceable } from './inv01';
import { type IrpClient, type IrpCredentials, IrpRefusal, IrpUnreachable, irpClient } from './irp-client';
import { seal, sealingKey, unseal } from './irp-crypto';

type Deps = Pick<AppDeps, 'db' | 'config'>;

// One adapter per configuration, so its IRP sessions (auth tokens) are reused across requests.
const clients = new WeakMap<object, IrpClient>();
function clientOf(deps: Deps): IrpClient | null {
  const irp = deps.config.irp;
  if (!irp) return null;
  const known = clients.get(irp);
  if (known) return known;
  const client = irpClient(irp);
  clients.set(irp, client);
  return client;
}

// ------------------------------------------------------------------ settings

function settingsView(row: SettingsRow | undefined, gstin: string | null): EInvoiceSettings {
  return {
    aboveThreshold: row?.aboveThreshold ?? false,
    clientId: row?.clientId ?? '',
    username: row?.username ?? '',
    clientSecretSet: Boolean(row?.clientSecretSealed),
    passwordSet: Boolean(row?.passwordSealed),
    gstin,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getSettings(deps: Deps, actor: Actor | null): Promise<EInvoiceSettings> {
  assertRole(actor, 'vendor');
  const id = requireFirmOf(actor, 'einvoice.settings');
  return settingsView(await findSettings(deps.db, id), await manufacturerGstin(deps.db, id));
}

/**
 * D43: saves the declaration and the IRP credentials. A secret or password left empty keeps the
 * stored one; above the threshold every credential must be there, and the manufacturer's GSTIN too.
 */
export async function updateSettings(
  deps: Deps,
  actor: Actor | null,
  input: EInvoiceSettingsValues,
): Promise<EInvoiceSettings> {
  assertRole(actor, 'vendor');
  const id = requireFirmOf(actor, 'einvoice.settings');
  const key = sealingKey(deps.config.authSecret);
  return deps.db.transaction(async (tx) => {
    const before = await findSettings(tx, id);
    const gstin = await manufacturerGstin(tx, id);
    const clientSecretSealed = input.clientSecret
      ? seal(key, input.clientSecret)
      : (before?.clientSecretSealed ?? null);
    const passwordSealed = input.password ? seal(key, input.password) : (before?.passwordSealed ?? null);
    if (input.aboveThreshold) {
      const missing: Record<string, string> = {};
      if (!input.clientId) missing.clientId = EINVOICE_MESSAGES.credentialsNeeded;
      if (!clientSecretSealed) missing.clientSecret = EINVOICE_MESSAGES.credentialsNeeded;
      if (!input.username) missing.username = EINVOICE_MESSAGES.credentialsNeeded;
      if (!passwordSealed) missing.password = EINVOICE_MESSAGES.credentialsNeeded;
      if (!gstin) missing.aboveThreshold = 'needs your GSTIN in your business profile first';
      if (Object.keys(missing).length) throw invalidData(missing);
    }
    const row = await saveSettings(tx, id, {
      aboveThreshold: input.aboveThreshold,
      clientId: input.clientId,
      clientSecretSealed,
      username: input.username,
      passwordSealed,
      updatedBy: actor.userId,
    });
    return settingsView(row, gstin);
  });
}

function credentialsOf(deps: Deps, row: SettingsRow, gstin: string): IrpCredentials | null {
  const key = sealingKey(deps.config.authSecret);
  const clientSecret = row.clientSecretSealed ? unseal(key, row.clientSecretSealed) : null;
  const password = row.passwordSealed ? unseal(key, row.passwordSealed) : null;
  if (!row.clientId || !row.username || !clientSecret || !password) return null;
  return { gstin, clientId: row.clientId, clientSecret, username: row.username, password };
}

// ------------------------------------------------------------------ registration

/** Whether this document must be registered now: e-invoicing covers it and its manufacturer declared the turnover. */
const mustRegister = (doc: DocumentRow, settings: SettingsRow | undefined) =>
  Boolean(settings?.aboveThreshold) && isEInvoiceable(doc.kind, doc.snapshot as DocumentSnapshot | null);

/** The invoice a credit or debit note corrects, for its RefDtls. */
async function correctedOf(deps: Deps, doc: DocumentRow) {
  if (!doc.correctsId) return null;
  const invoice = await documentRecord(deps.db, doc.correctsId);
  return invoice?.number && invoice.issuedAt ? { number: invoice.number, issuedAt: invoice.issuedAt } : null;
}

type Outcome = { status: 'registered' | 'refused' | 'pending'; code: string | null; message: string | null };

/** One try at registering an issued document; never throws: the outcome is recorded. */
async function register(deps: Deps, doc: DocumentRow, settings: SettingsRow): Promise<Outcome> {
  await claimRegistration(deps.db, doc.id, doc.manufacturerId);
  const record = async (o: Outcome) => {
    await recordAttempt(deps.db, doc.id, { status: o.status, errorCode: o.code, errorMessage: o.message });
    return o;
  };
  const client = clientOf(deps);
  if (!client)
    return record({
      status: 'pending',
      code: 'not-configured',
      message: 'The marketplace is not connected to the Invoice Registration Portal yet (IRP_BASE_URL).',
    });
  const gstin = (doc.snapshot as DocumentSnapshot).supplier.gstin!;
  const credentials = credentialsOf(deps, settings, gstin);
  if (!credentials)
    return record({
      status: 'refused',
      code: 'credentials',
      message: 'Your IRP API credentials are missing in Settings → E-invoice.',
    });
  const json = buildInv01({
    kind: doc.kind,
    number: doc.number!,
    issuedAt: doc.issuedAt!,
    snapshot: doc.snapshot as DocumentSnapshot,
    corrects: await correctedOf(deps, doc),
  });
  const problems = inv01Problems(json);
  if (problems.length)
    return record({
      status: 'refused',
      code: 'INV-01',
      message: `The e-invoice cannot be made from this document: ${problems.join('; ')}`,
    });
  try {
    const irn = await client.generate(credentials, json);
    // The document and its registration row move together.
    await deps.db.transaction(async (tx) => {
      await recordRegistration(tx, doc.id, {
        irn: irn.irn,
        ackNo: irn.ackNo,
        ackDate: irn.ackDate,
        signedQr: irn.signedQrCode,
      });
      await recordAttempt(tx, doc.id, { status: 'registered', errorCode: null, errorMessage: null });
    });
    return { status: 'registered', code: null, message: null };
  } catch (error) {
    if (error instanceof IrpRefusal)
      return record({ status: 'refused', code: error.code, message: error.irpMessage });
    if (error instanceof IrpUnreachable)
      return record({ status: 'pending', code: 'unreachable', message: error.message });
    throw error;
  }
}

/**
 * D43: registers the order's issued documents that must be, after the transaction that issued them
 * committed (the IRP is never called with a lock held). Called by whoever issues a document: the
 * shipment's tax invoice, a credit or debit note.
 */
export async function registerOrderDocuments(deps: Deps, orderId: number): Promise<void> {
  const docs = (await orderDocumentRecords(deps.db, orderId)).filter(
    (d) => d.state === 'issued' && EINVOICE_DOCUMENT_TYPES[d.kind],
  );
  if (!docs.length) return;
  const settings = await findSettings(deps.db, docs[0]!.manufacturerId);
  for (const doc of docs) {
    if (!settings || !mustRegister(doc, settings)) continue;
    try {
      await register(deps, doc, settings);
    } catch (error) {
      // The issue itself has committed: whatever went wrong here is recorded for a new try, never a 500.
      await recordAttempt(deps.db, doc.id, {
        status: 'pending',
        errorCode: 'error',
        errorMessage: `The e-invoice could not be sent: ${(error as Error).message}`,
      });
    }
  }
}

/**
 * D43: why a document may not be given out yet: it must be registered with the IRP and is not. Null
 * when it may (registered, or e-invoicing does not cover it).
 */
export async function withheldUntilRegistered(deps: Deps, doc: DocumentRow): Promise<string | null> {
  if (doc.state !== 'issued' || !EINVOICE_DOCUMENT_TYPES[doc.kind]) return null;
  const [registration] = await registrationsOf(deps.db, [doc.id]);
  if (registration) return registration.status === 'registered' ? null : EINVOICE_MESSAGES.withheld;
  return mustRegister(doc, await findSettings(deps.db, doc.manufacturerId))
    ? EINVOICE_MESSAGES.withheld
    : null;
}

/** D43: why one of the order's documents (a credit or debit note) may not be given out yet, or null. */
export async function withheldDocument(
  deps: Deps,
  orderId: number,
  documentId: number,
): Promise<string | null> {
  const doc = await documentRecord(deps.db, documentId);
  return doc && doc.orderId === orderId ? withheldUntilRegistered(deps, doc) : null;
}

/** D43: why the order's newest document of a kind may not be given out yet, or null. */
export async function withheldDocumentOfOrder(
  deps: Deps,
  orderId: number,
  kind: DocumentKind,
): Promise<string | null> {
  const doc = (await orderDocumentRecords(deps.db, orderId)).find((d) => d.kind === kind);
  return doc ? withheldUntilRegistered(deps, doc) : null;
}

// ------------------------------------------------------------------ the order's e-invoices

function statusOf(doc: DocumentRow, reg: RegistrationRow | undefined, required: boolean): EInvoiceStatus {
  if (doc.irn) return doc.state === 'cancelled' ? 'cancelled' : 'registered';
  if (reg) return reg.status === 'refused' ? 'refused' : reg.status === 'cancelled' ? 'cancelled' : 'pending';
  return required && doc.state === 'issued' ? 'pending' : 'not_required';
}

function viewOf(
  doc: DocumentRow,
  reg: RegistrationRow | undefined,
  required: boolean,
  now: Date,
): EInvoiceDocument {
  const status = statusOf(doc, reg, required);
  const until = doc.ackDate ? new Date(doc.ackDate.getTime() + IRN_CANCEL_HOURS * 3_600_000) : null;
  return {
    documentId: doc.id,
    documentKind: doc.kind,
    number: doc.number,
    state: doc.state,
    status,
    irn: doc.irn,
    ackNo: doc.ackNo,
    ackDate: doc.ackDate?.toISOString() ?? null,
    cancellableUntil: status === 'registered' && until && until > now ? until.toISOString() : null,
    refusal:
      status !== 'registered' && reg?.errorCode && reg.attemptedAt
        ? { code: reg.errorCode, message: reg.errorMessage ?? '', at: reg.attemptedAt.toISOString() }
        : null,
    cancelReason: doc.cancelReason,
  };
}

async function eInvoicesOf(deps: Deps, orderId: number): Promise<OrderEInvoices> {
  const docs = (await orderDocumentRecords(deps.db, orderId)).filter(
    (d) => EINVOICE_DOCUMENT_TYPES[d.kind] && d.state !== 'draft',
  );
  const manufacturerId = docs[0]?.manufacturerId;
  const settings = manufacturerId === undefined ? undefined : await findSettings(deps.db, manufacturerId);
  const regs = new Map(
    (
      await registrationsOf(
        deps.db,
        docs.map((d) => d.id),
      )
    ).map((r) => [r.documentId, r]),
  );
  const now = new Date();
  const items = docs
    .filter((d) => regs.has(d.id) || d.irn || mustRegister(d, settings))
    .map((d) => viewOf(d, regs.get(d.id), mustRegister(d, settings), now));
  return { applies: Boolean(settings?.aboveThreshold), items };
}

/** D43: the order's documents and their registration with the IRP, for its manufacturer. */
export async function orderEInvoices(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
): Promise<OrderEInvoices> {
  await requireAccess(deps.db, actor, 'document.read', orderId, 'manufacturer');
  return eInvoicesOf(deps, orderId);
}

async function documentOfOrder(deps: Deps, orderId: number, documentId: number): Promise<DocumentRow> {
  const doc = await documentRecord(deps.db, documentId);
  if (!doc || doc.orderId !== orderId || !EINVOICE_DOCUMENT_TYPES[doc.kind]) throw notFound('Document');
  return doc;
}

/** D43: tries again to register a document the IRP refused or could not be reached for. */
export async function registerAgain(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  documentId: number,
): Promise<OrderEInvoices> {
  await requireAccess(deps.db, actor, 'einvoice.register', orderId, 'manufacturer');
  const doc = await documentOfOrder(deps, orderId, documentId);
  if (doc.state === 'registered') throw new AppError('conflict', EINVOICE_MESSAGES.alreadyRegistered);
  const settings = await findSettings(deps.db, doc.manufacturerId);
  if (doc.state !== 'issued' || !settings || !mustRegister(doc, settings))
    throw new AppError('conflict', EINVOICE_MESSAGES.notRequired);
  await register(deps, doc, settings);
  return eInvoicesOf(deps, orderId);
}

/**
 * D43: cancels a document's IRN at the IRP (reason 1–4 and a remark); the IRP allows it within 24
 * hours of the acknowledgement and answers its own error otherwise, which is shown as a 409 with its
 * code and message. The document is then cancelled, with the reason recorded.
 */
export async function cancelIrn(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  documentId: number,
  input: CancelIrnInput,
): Promise<OrderEInvoices> {
  await requireAccess(deps.db, actor, 'einvoice.cancel', orderId, 'manufacturer');
  const doc = await documentOfOrder(deps, orderId, documentId);
  if (doc.state !== 'registered' || !doc.irn) throw new AppError('conflict', EINVOICE_MESSAGES.notRegistered);
  const client = clientOf(deps);
  const settings = await findSettings(deps.db, doc.manufacturerId);
  const credentials =
    client && settings
      ? credentialsOf(deps, settings, (doc.snapshot as DocumentSnapshot).supplier.gstin!)
      : null;
  if (!client || !credentials)
    throw new AppError('conflict', 'Your IRP API credentials are missing in Settings → E-invoice.');
  let cancelledAt: Date;
  try {
    cancelledAt = (await client.cancel(credentials, doc.irn, input.reason, input.remark)).cancelledAt;
  } catch (error) {
    if (error instanceof IrpRefusal)
      throw new AppError(
        'conflict',
        `The IRP refused to cancel the IRN: ${error.irpMessage} (error ${error.code})`,
      );
    if (error instanceof IrpUnreachable) throw new AppError('unavailable', error.message);
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await recordRegistrationCancelled(tx, doc.id, {
      userId: actor!.userId,
      reason: `IRN cancelled: ${IRN_CANCEL_REASON_LABELS[input.reason]} — ${input.remark}`,
      at: cancelledAt,
    });
    await recordCancelled(tx, doc.id, cancelledAt);
  });
  return eInvoicesOf(deps, orderId);
}
