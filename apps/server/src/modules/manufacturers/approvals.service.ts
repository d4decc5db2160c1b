// Manufacturer Registration Management (admin 2, admin 4 "Vendor request", D7, D8, D28): pending →
// approved (creates the manufacturer and makes the applicant its owner) or rejected (with a reason
// the applicant reads on their banner); rejected → pending; decided ones may be deleted for good.
// Each decision is one transaction: the row lock, the change, its activity record and its e-mail.
import {
  type AdminApproveManufacturerApplication,
  type AdminListManufacturerApplicationsQuery,
  type AdminManufacturerApplication,
  type AdminManufacturerApplicationList,
  isValidGstin,
  type ManufacturerRequestStatus,
  splitPin,
} from '@granite/shared';
import { type Actor, assertRole } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { languageOf } from '../../lib/i18n';
import { recordChange } from '../activity/activity.service';
import { sendMail, settleAdminNotices } from '../notifications/notifications.service';
import { applicationAdminLink } from './applications.service';
import {
  type ApplicationRecord,
  accountById,
  countApplicationsByStatus,
  deleteApplicationRow,
  findApplication,
  type Handle,
  listApplications as listApplicationRows,
  lockApplication,
  type ManufacturerRequestRow,
  updateApplication,
} from './manufacturers.queries';
import { createManufacturerForApplicant, type Deps } from './manufacturers.service';

function toAdminApplication(r: ApplicationRecord): AdminManufacturerApplication {
  const q = r.request;
  return {
    id: q.id,
    status: q.status as ManufacturerRequestStatus,
    businessName: q.businessName,
    ownerName: q.ownerName,
    email: q.email,
    phone: q.phone,
    gstin: q.gstin,
    gstinValid: q.gstin ? isValidGstin(q.gstin) : null,
    address: q.address,
    city: q.city,
    state: q.state,
    rejectionReason: q.rejectionReason,
    manufacturerId: q.vendorId,
    decidedBy: q.decidedBy ? { id: q.decidedBy, name: r.deciderName ?? '' } : null,
    decidedAt: q.decidedAt?.toISOString() ?? null,
    applicant: {
      id: q.userId,
      name: r.applicantName,
      email: r.applicantEmail,
      emailVerified: r.applicantEmailVerified,
      status: r.applicantStatus,
    },
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

const audit = (row: ManufacturerRequestRow | null | undefined) => (row ? { ...row } : null);

async function loaded(db: Handle, id: number): Promise<AdminManufacturerApplication> {
  const row = await findApplication(db, id);
  if (!row) throw notFound('Vendor application');
  return toAdminApplication(row);
}

async function locked(tx: Handle, id: number): Promise<ManufacturerRequestRow> {
  const row = await lockApplication(tx, id);
  if (!row) throw notFound('Vendor application');
  return row;
}

export async function listApplications(
  deps: Deps,
  actor: Actor | null,
  query: AdminListManufacturerApplicationsQuery,
): Promise<AdminManufacturerApplicationList> {
  assertRole(actor, 'admin');
  const [{ rows, total }, counts] = await Promise.all([
    listApplicationRows(deps.db, query),
    countApplicationsByStatus(deps.db),
  ]);
  return {
    items: rows.map(toAdminApplication),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    counts: { pending: counts.pending ?? 0, approved: counts.approved ?? 0, rejected: counts.rejected ?? 0 },
  };
}

export async function getApplication(deps: Deps, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  return loaded(deps.db, id);
}

/**
 * Approve (admin 4: pending → approved): creates the manufacturer from the application, makes the
 * applicant its owner (D7) and e-mails them, all or nothing. A second approval is a 409.
 */
export async function approveApplication(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: AdminApproveManufacturerApplication,
) {
  assertRole(actor, 'admin');
  const manufacturerId = await deps.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.status === 'approved') {
      throw new AppError('conflict', 'This application has already been approved');
    }
    if (before.status !== 'pending') {
      throw new AppError('conflict', 'Reactivate this rejected application before approving it');
    }
    const account = await accountById(tx, before.userId);
    if (account?.status !== 'active') {
      throw new AppError('conflict', "The applicant's account is suspended or deleted");
    }
    const gstinValid = before.gstin ? isValidGstin(before.gstin) : false;
    if (input.verifyGstin && !gstinValid) {
      throw invalidData({ verifyGstin: 'Only a GSTIN that passes the check can be marked verified' });
    }
    const manufacturer = await createManufacturerForApplicant(tx, actor.userId, {
      ownerUserId: before.userId,
      businessName: before.businessName,
      ownerName: before.ownerName,
      email: before.email,
      phone: before.phone,
      // D14: the PIN the application kept on its address's last line becomes the profile's.
      ...splitPin(before.address),
      city: before.city,
      state: before.state,
      gstin: before.gstin?.toUpperCase() ?? null,
      gstinVerified: Boolean(input.verifyGstin),
    });
    const after = await updateApplication(tx, id, {
      status: 'approved',
      vendorId: manufacturer.id,
      rejectionReason: null,
      decidedBy: actor.userId,
      decidedAt: new Date(),
    });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'vendor_request.approve',
      entityType: 'vendor_request',
      entityId: id,
      before: audit(before),
      after: audit(after),
      userId: before.userId,
    });
    await settleAdminNotices({ db: tx }, applicationAdminLink(before.email));
    await sendMail(
      deps,
      'application_approved',
      { business: before.businessName },
      { address: account.email, name: account.name, language: languageOf(account.language) },
      { db: tx },
    );
    return manufacturer.id;
  });
  catalogChanged(deps);
  return { application: await loaded(deps.db, id), manufacturerId };
}

/** Reject (pending → rejected) with the reason the applicant reads on their banner and in the e-mail. */
export async function rejectApplication(deps: Deps, actor: Actor | null, id: number, reason: string) {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.status !== 'pending') {
      throw new AppError(
        'conflict',
        before.status === 'approved'
          ? 'This application has already been approved'
          : 'This application has already been rejected',
      );
    }
    const after = await updateApplication(tx, id, {
      status: 'rejected',
      rejectionReason: reason,
      decidedBy: actor.userId,
      decidedAt: new Date(),
    });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'vendor_request.reject',
      entityType: 'vendor_request',
      entityId: id,
      before: audit(before),
      after: audit(after),
      userId: before.userId,
    });
    await settleAdminNotices({ db: tx }, applicationAdminLink(before.email));
    const account = await accountById(tx, before.userId);
    if (account && account.status === 'active') {
      await sendMail(
        deps,
        'application_rejected',
        { business: before.businessName, reason },
        { address: account.email, name: account.name, language: languageOf(account.language) },
        { db: tx },
      );
    }
  });
  return loaded(deps.db, id);
}

/** Reactivate (admin 4: rejected → pending), to be decided again. */
export async function reactivateApplication(deps: Deps, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.status !== 'rejected') {
      throw new AppError('conflict', 'Only a rejected application can be moved back to pending');
    }
    const after = await updateApplication(tx, id, {
      status: 'pending',
      rejectionReason: null,
      decidedBy: null,
      decidedAt: null,
    });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'vendor_request.reactivate',
      entityType: 'vendor_request',
      entityId: id,
      before: audit(before),
      after: audit(after),
      userId: before.userId,
    });
  });
  return loaded(deps.db, id);
}

/**
 * Delete permanently (admin 4: approved or rejected ones). An approved application's manufacturer
 * stays: it is a record of its own (D7).
 */
export async function deleteApplication(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.status === 'pending') {
      throw new AppError('conflict', 'Approve or reject a pending application before deleting it');
    }
    await deleteApplicationRow(tx, id);
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'vendor_request.delete',
      entityType: 'vendor_request',
      entityId: id,
      before: audit(before),
      after: null,
      userId: before.userId,
    });
  });
}
