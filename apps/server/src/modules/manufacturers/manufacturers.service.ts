// Manufacturers (admin 2 "/admin/vendors", admin 3-5, D7, D14, D28, D29) and the manufacturer's own
// business profile (panel Settings). Access check first in every function (STYLE); every
// write runs in one transaction with its activity record (D28).
import {
  type AdminCreateManufacturer,
  type AdminListManufacturersQuery,
  type AdminManufacturer,
  type AdminManufacturerList,
  type AdminUpdateManufacturer,
  type GstStatus,
  isValidGstin,
  type ManufacturerProfile,
  type ManufacturerRole,
  type ManufacturerStatus,
  type ManufacturerUpdateProfile,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn, hasRole } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, forbidden, invalidData, notFound } from '../../lib/errors';
import { mayInFirm, requireFirmOf } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import {
  seriesPrefix as initialsPrefix,
  seriesPrefixOf,
  setSeriesPrefix,
} from '../documents/documents.service';
import { toImageRef } from '../media/media.pipeline';
import { releaseMedia } from '../media/media.service';
import { refreshProductSearchText } from '../products/product-editor.service';
import {
  accountByEmail,
  clearOwnerEverywhere,
  deleteManufacturerRow,
  findManufacturer,
  firmMembersOf,
  type Handle,
  insertManufacturer,
  listManufacturers as listManufacturerRows,
  lockManufacturer,
  logoOwnership,
  type ManufacturerRecord,
  type ManufacturerRow,
  manufacturerReferenceCount,
  quoteReachabilityRows,
  setLogo,
  updateManufacturerAtVersion,
  updateManufacturerRow,
} from './manufacturers.queries';

export type Deps = Pick<AppDeps, 'db' | 'storage' | 'mail' | 'config'>;

/** D29, as every edit form says it. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';
const conflict = () => new AppError('conflict', CONFLICT_MESSAGE);

type CreateInput = z.output<typeof AdminCreateManufacturer>;
type UpdateInput = z.output<typeof AdminUpdateManufacturer>;
type ProfileInput = z.output<typeof ManufacturerUpdateProfile>;

// ------------------------------------------------------------------ D31: who can answer a request

/** What decides whether a manufacturer takes quote requests: its own state and its owner's. */
export type QuoteReachabilityState = {
  status: string;
  deletedAt: Date | null;
  ownerId: string | null;
  ownerStatus: string | null;
  ownerBanned: boolean | null;
};

/**
 * D31: a manufacturer receives quote requests only while it is approved (its record exists, not
 * deleted: D7 creates it on approval), active, and has an owner whose account is active, so every
 * request reaches someone who can answer. Null when it does; otherwise the reason, for admins ("Not taking quote requests: …").
 */
export function whyNotTakingQuoteRequests(m: QuoteReachabilityState): string | null {
  if (m.deletedAt) return 'it is deleted';
  if (m.status !== 'active') return 'it is suspended';
  if (!m.ownerId) return 'it has no owner account, so nobody signs in to answer them';
  if (m.ownerStatus !== 'active' || m.ownerBanned) {
    return "its owner's account is not active, so nobody signs in to answer them";
  }
  return null;
}

/** D31: the manufacturers among `ids` that take quote requests now (the trade and the catalogue ask). */
export async function manufacturersTakingQuoteRequests(
  deps: Pick<AppDeps, 'db'>,
  ids: number[],
): Promise<Set<number>> {
  const rows = await quoteReachabilityRows(deps.db, [...new Set(ids)]);
  return new Set(rows.filter((r) => whyNotTakingQuoteRequests(r) === null).map((r) => r.id));
}

function toAdminManufacturer(r: ManufacturerRecord): AdminManufacturer {
  const v = r.vendor;
  const notTaking = whyNotTakingQuoteRequests({
    status: v.status,
    deletedAt: v.deletedAt,
    ownerId: r.ownerId,
    ownerStatus: r.ownerStatus,
    ownerBanned: r.ownerBanned,
  });
  return {
    id: v.id,
    businessName: v.businessName,
    ownerName: v.ownerName,
    email: v.email,
    phone: v.phone,
    address: v.address,
    city: v.city,
    state: v.state,
    gstin: v.gstin,
    gstinValid: v.gstin ? isValidGstin(v.gstin) : null,
    gstinVerified: v.gstinVerified,
    description: v.description,
    logoUrl: v.logoUrl,
    logo: r.logoId && r.logoVariants?.length ? toImageRef({ id: r.logoId, variants: r.logoVariants }) : null,
    isPremium: v.isPremium,
    status: v.status as ManufacturerStatus,
    deletedAt: v.deletedAt?.toISOString() ?? null,
    owner: r.ownerId ? { id: r.ownerId, name: r.ownerName ?? '', email: r.ownerEmail ?? '' } : null,
    takesQuoteRequests: notTaking === null,
    notTakingQuoteRequestsBecause: notTaking,
    productCount: Number(r.productCount),
    quoteRequestCount: Number(r.quoteRequestCount),
    version: v.version,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

function toManufacturerProfile(r: ManufacturerRecord, seriesPrefix: string | null): ManufacturerProfile {
  const m = toAdminManufacturer(r);
  return {
    id: m.id,
    businessName: m.businessName,
    ownerName: m.ownerName,
    email: m.email,
    phone: m.phone,
    address: m.address,
    city: m.city,
    state: m.state,
    pincode: r.vendor.pincode,
    deliveryStates: r.vendor.deliveryStates ?? [],
    signatoryName: r.vendor.signatoryName,
    iec: r.vendor.iec,
    lutNumber: r.vendor.lutNumber,
    lutFinancialYear: r.vendor.lutFinancialYear,
    gstin: m.gstin,
    gstinVerified: m.gstinVerified,
    gstStatus: r.vendor.gstStatus as GstStatus,
    seriesPrefix,
    seriesPrefixInUse: seriesPrefix ?? initialsPrefix(r.vendor.businessName),
    description: m.description,
    logoUrl: m.logoUrl,
    logo: m.logo,
    isPremium: m.isPremium,
    status: m.status,
    version: m.version,
    createdAt: m.createdAt,
  };
}

/** The record as the activity log keeps it (D28): the row's own fields. */
const audit = (row: ManufacturerRow | undefined | null) => (row ? { ...row } : null);

async function loaded(db: Handle, id: number): Promise<AdminManufacturer> {
  const row = await findManufacturer(db, id);
  if (!row) throw notFound('Manufacturer');
  // D46: the admin's sheet lists the firm's members and their roles.
  const members = await firmMembersOf(db, id);
  return {
    ...toAdminManufacturer(row),
    members: members.map((m) => ({
      ...m,
      role: m.role as ManufacturerRole,
      since: m.since.toISOString(),
    })),
  };
}

/** D34: a manufacturer made with a GSTIN is taken to be a regular taxpayer (it may say otherwise in Settings). */
const statusOfNew = (gstin: string | null | undefined): GstStatus => (gstin ? 'regular' : 'unregistered');

/**
 * D34: a regular or composition taxpayer is registered, so it has a GSTIN (CGST Act s.25; a bill of
 * supply under composition carries it too, CGST Rules r.49(b)): without one, 400 naming gstin.
 */
function assertGstStatus(status: string, gstin: string | null): void {
  if (status !== 'unregistered' && !gstin)
    throw invalidData({
      gstin: `is required for a ${status === 'regular' ? 'regular' : 'composition'} GST taxpayer; choose "Not registered" without one`,
    });
}

/** D14: only a GSTIN that is there (the schema already checked its digit) can be confirmed. */
function assertVerifiable(input: { gstin: string | null; gstinVerified?: boolean }): void {
  if (input.gstinVerified && !input.gstin) {
    throw invalidData({ gstinVerified: 'Enter a valid GSTIN before marking it verified' });
  }
}

/** A live (not deleted) manufacturer, locked for the rest of the transaction. */
async function lockLive(tx: Handle, id: number): Promise<ManufacturerRow> {
  const row = await lockManufacturer(tx, id);
  if (!row || row.deletedAt) throw notFound('Manufacturer');
  return row;
}

// ------------------------------------------------------------------ admin

export async function listManufacturers(
  deps: Deps,
  actor: Actor | null,
  query: AdminListManufacturersQuery,
): Promise<AdminManufacturerList> {
  assertRole(actor, 'admin');
  const { rows, total } = await listManufacturerRows(deps.db, query);
  return {
    items: rows.map(toAdminManufacturer),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function getManufacturer(deps: Deps, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  return loaded(deps.db, id);
}

export async function createManufacturer(
  deps: Deps,
  actor: Actor | null,
  input: CreateInput,
): Promise<AdminManufacturer> {
  assertRole(actor, 'admin');
  assertVerifiable(input);
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertManufacturer(tx, {
      ...input,
      status: 'active',
      gstStatus: statusOfNew(input.gstin),
    });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'manufacturer.create',
      entityType: 'manufacturer',
      entityId: row.id,
      before: null,
      after: audit(row),
    });
    return row.id;
  });
  catalogChanged(deps);
  return loaded(deps.db, id);
}

export async function updateManufacturer(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: UpdateInput,
): Promise<AdminManufacturer> {
  assertRole(actor, 'admin');
  assertVerifiable(input);
  const { version, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    const before = await lockLive(tx, id);
    // D34: without its GSTIN a manufacturer can no longer charge GST; it stays unregistered until it
    // states otherwise in its Settings.
    const after = await updateManufacturerAtVersion(tx, id, version, {
      ...fields,
      ...(fields.gstin === null && before.gstStatus !== 'unregistered' && { gstStatus: 'unregistered' }),
    });
    if (!after) throw conflict();
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'manufacturer.update',
      entityType: 'manufacturer',
      entityId: id,
      before: audit(before),
      after: audit(after),
    });
  });
  catalogChanged(deps);
  // Migration 0003's rename trigger rebuilds the products' words without category and variety (D32).
  await refreshProductSearchText(deps, { vendorId: id });
  return loaded(deps.db, id);
}

/** Toggles and owner changes: no form version, but each bumps it so an open edit form sees a conflict. */
async function change(
  deps: Deps,
  actor: Actor,
  id: number,
  action: string,
  compute: (row: ManufacturerRow, tx: Handle) => Promise<Partial<ManufacturerRow>> | Partial<ManufacturerRow>,
): Promise<AdminManufacturer> {
  await deps.db.transaction(async (tx) => {
    const before = await lockLive(tx, id);
    const fields = await compute(before, tx);
    const same = Object.entries(fields).every(([k, v]) => before[k as keyof ManufacturerRow] === v);
    if (same) return;
    const after = await updateManufacturerRow(tx, id, fields);
    await recordChange(tx, {
      actorId: actor.userId,
      action,
      entityType: 'manufacturer',
      entityId: id,
      before: audit(before),
      after: audit(after),
    });
  });
  catalogChanged(deps);
  return loaded(deps.db, id);
}

/** Admin 4: premium manufacturers appear in the home page's 'Our Trusted Manufacturers'. */
export async function setPremium(deps: Deps, actor: Actor | null, id: number, isPremium: boolean) {
  assertRole(actor, 'admin');
  return change(deps, actor, id, 'manufacturer.premium', () => ({ isPremium }));
}

/** Suspended: hidden from the public site with its products; its owner loses the manufacturer role (D1). */
export async function setStatus(deps: Deps, actor: Actor | null, id: number, status: ManufacturerStatus) {
  assertRole(actor, 'admin');
  return change(
    deps,
    actor,
    id,
    status === 'active' ? 'manufacturer.activate' : 'manufacturer.suspend',
    () => ({
      status,
    }),
  );
}

/** D7: an existing, active account becomes the owner (and so a manufacturer while this manufacturer is active). */
export async function attachOwner(deps: Deps, actor: Actor | null, id: number, email: string) {
  assertRole(actor, 'admin');
  return change(deps, actor, id, 'manufacturer.attach_owner', async (_row, tx) => {
    const account = await accountByEmail(tx, email);
    if (account?.status !== 'active') {
      throw new AppError('not_found', 'No active account uses this e-mail address', {
        email: 'No active account uses this e-mail address',
      });
    }
    return { ownerUserId: account.id };
  });
}

export async function detachOwner(deps: Deps, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  return change(deps, actor, id, 'manufacturer.detach_owner', () => ({ ownerUserId: null }));
}

/**
 * Soft while products, quote requests or orders point at it (deleted_at set, suspended so
 * every public list and the owner's panel drop it at once); erased otherwise, logo included.
 */
export async function deleteManufacturer(deps: Deps, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  const result = await deps.db.transaction(async (tx) => {
    const before = await lockLive(tx, id);
    const soft = (await manufacturerReferenceCount(tx, id)) > 0;
    let after: ManufacturerRow | undefined | null = null;
    if (soft) after = await updateManufacturerRow(tx, id, { deletedAt: new Date(), status: 'suspended' });
    else await deleteManufacturerRow(tx, id);
    await recordChange(tx, {
      actorId: actor.userId,
      action: soft ? 'manufacturer.delete_soft' : 'manufacturer.delete',
      entityType: 'manufacturer',
      entityId: id,
      before: audit(before),
      after: audit(after),
    });
    return { soft, logoMediaId: before.logoMediaId };
  });
  catalogChanged(deps);
  if (!result.soft) await releaseMedia(deps, result.logoMediaId);
  return { id, removal: result.soft ? ('soft' as const) : ('permanent' as const) };
}

// ------------------------------------------------------------------ approvals use this

/** The manufacturer an approved application creates (D7), inside the approval's transaction. */
export async function createManufacturerForApplicant(
  tx: Handle,
  actorId: string,
  fields: Omit<CreateInput, 'isPremium' | 'description'> & { ownerUserId: string; pincode: string | null },
): Promise<ManufacturerRow> {
  const row = await insertManufacturer(tx, {
    ...fields,
    status: 'active',
    gstStatus: statusOfNew(fields.gstin),
  });
  await recordChange(tx, {
    actorId,
    action: 'manufacturer.create',
    entityType: 'manufacturer',
    entityId: row.id,
    before: null,
    after: audit(row),
    userId: fields.ownerUserId,
  });
  return row;
}

// ------------------------------------------------------------------ the manufacturer's own profile

/** The panel works on the first manufacturer the manufacturer owns (almost always the only one). */
function myManufacturerId(actor: Actor): number {
  const id = actor.vendorIds[0];
  if (id === undefined) throw notFound('Manufacturer');
  return id;
}

export async function getMyProfile(deps: Deps, actor: Actor | null): Promise<ManufacturerProfile> {
  assertRole(actor, 'vendor');
  const row = await findManufacturer(deps.db, myManufacturerId(actor));
  if (!row) throw notFound('Manufacturer');
  return toManufacturerProfile(row, await seriesPrefixOf(deps.db, row.vendor.gstin));
}

/** A changed GSTIN is no longer verified; an admin confirms it again (D8, D14). */
/**
 * D47: an LUT is its ARN and the financial year it covers, both or neither; it is filed in the state of
 * the GSTIN it exports under (the ARN's two digits after AD are that state's code).
 */
function assertLut(lutNumber: string | null, financialYear: string | null, gstin: string | null): void {
  if (lutNumber && !financialYear)
    throw invalidData({ lutFinancialYear: 'is required with the LUT: the financial year it covers' });
  if (!lutNumber && financialYear) throw invalidData({ lutNumber: 'is required with its financial year' });
  if (lutNumber && gstin && lutNumber.slice(2, 4) !== gstin.slice(0, 2))
    throw invalidData({
      lutNumber: `is filed in state ${lutNumber.slice(2, 4)}, but your GSTIN is of state ${gstin.slice(0, 2)}`,
    });
}

export async function updateMyProfile(
  deps: Deps,
  actor: Actor | null,
  input: ProfileInput,
): Promise<ManufacturerProfile> {
  assertRole(actor, 'vendor');
  const id = requireFirmOf(actor, 'profile.write');
  const { version, deliveryStates, seriesPrefix: prefix, ...rest } = input;
  // D38: an empty list of delivery states is stored as null: all India.
  const fields = {
    ...rest,
    ...(deliveryStates !== undefined && { deliveryStates: deliveryStates.length ? deliveryStates : null }),
  };
  await deps.db.transaction(async (tx) => {
    const before = await lockLive(tx, id);
    assertGstStatus(fields.gstStatus ?? before.gstStatus, fields.gstin ?? null);
    assertLut(
      fields.lutNumber !== undefined ? fields.lutNumber : before.lutNumber,
      fields.lutFinancialYear !== undefined ? fields.lutFinancialYear : before.lutFinancialYear,
      fields.gstin ?? null,
    );
    const gstinChanged = (before.gstin ?? null) !== (fields.gstin ?? null);
    const after = await updateManufacturerAtVersion(tx, id, version, {
      ...fields,
      ...(gstinChanged ? { gstinVerified: false } : {}),
    });
    if (!after) throw conflict();
    // D35: the GSTIN's document series prefix, set once (the documents module keeps it).
    if (prefix) {
      if (!after.gstin)
        throw invalidData({ seriesPrefix: 'needs your GSTIN: documents are numbered per GSTIN' });
      await setSeriesPrefix(tx, { gstin: after.gstin, prefix, manufacturerId: id });
    }
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'manufacturer.profile_update',
      entityType: 'manufacturer',
      entityId: id,
      before: audit(before),
      after: audit(after),
    });
  });
  catalogChanged(deps);
  // Migration 0003's rename trigger rebuilds the products' words without category and variety (D32).
  await refreshProductSearchText(deps, { vendorId: id });
  const row = await findManufacturer(deps.db, id);
  return toManufacturerProfile(row!, await seriesPrefixOf(deps.db, row!.vendor.gstin));
}

/**
 * The manufacturer whose logo the caller may change: admins any, an owner its own (D7); the
 * attachments module stores the file and calls setManufacturerLogo.
 */
export async function manufacturerForLogo(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  manufacturerId: number,
) {
  assertSignedIn(actor);
  const manufacturer = await logoOwnership(deps.db, manufacturerId);
  if (!manufacturer) throw notFound('Manufacturer');
  if (!hasRole(actor, 'admin') && !actor.vendorIds.includes(manufacturer.id)) {
    throw forbidden('You can only change the logo of your own business');
  }
  // D46: within the firm, the members whose role keeps the profile.
  if (!hasRole(actor, 'admin') && !mayInFirm(actor, 'profile.write', manufacturer.id)) {
    throw forbidden('Your role in this firm does not allow this');
  }
  return manufacturer;
}

export async function setManufacturerLogo(
  deps: Pick<AppDeps, 'db'>,
  manufacturerId: number,
  logo: { mediaId: string; url: string | null } | null,
): Promise<void> {
  await setLogo(deps.db, manufacturerId, logo?.mediaId ?? null, logo?.url ?? null);
  catalogChanged(deps);
}

/** D6: when an account is deleted its manufacturers keep their rows and lose their owner. */
export function detachOwnerFromManufacturers(tx: Handle, userId: string): Promise<void> {
  return clearOwnerEverywhere(tx, userId);
}

/**
 * D46: the firm's account of record (the owner the administrators and the manufacturer's e-mails
 * address) becomes another owner, inside the firms module's transaction; migration 0028's trigger
 * keeps firm_members in step.
 */
export async function setOwnerOfRecord(db: Handle, manufacturerId: number, userId: string): Promise<void> {
  await updateManufacturerRow(db, manufacturerId, { ownerUserId: userId });
}
