// Manufacturer registration (admin 2, D7, D8): an account plus a pending manufacturer request; an admin's
// approval (vendor-approvals issue) later creates the manufacturer and makes this user its owner.
import {
  addressWithPin,
  isValidGstin,
  type ManufacturerApplication,
  type ManufacturerRegistration,
  type ManufacturerRequestStatus,
  type ManufacturerStatus,
  splitPin,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn } from '../../lib/actor';
import { AppError, fromThrownAuthError, notFound } from '../../lib/errors';
import { recordChange, recordUserActivity } from '../activity/activity.service';
import type { Auth } from '../auth/auth';
import { notifyAdmins } from '../notifications/notifications.service';
import { enforceRateLimit } from '../rate-limits/rate-limit';
import {
  applicantById,
  insertManufacturerRequest,
  insertManufacturerRequestUnlessOpen,
  latestApplicationOf,
  lockLatestRequestOf,
  manufacturersOwnedByApplicant,
  updateManufacturerRequest,
} from './applications.queries';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'> & { auth: Auth };

/**
 * Where an admin finds one application: the approvals screen searched by the applicant's address.
 * The admins' bell items carry it, and deciding the application marks them read by it.
 */
export const applicationAdminLink = (email: string) =>
  `/admin/vendor-approvals?q=${encodeURIComponent(email)}`;

/**
 * The applicant is promised a decision within 2–3 business days, so every administrator hears of a
 * new or corrected application at once, in the bell and by e-mail.
 */
async function tellAdmins(
  deps: Pick<AppDeps, 'mail' | 'config'> & { db: Parameters<typeof notifyAdmins>[0]['db'] },
  request: {
    businessName: string;
    ownerName: string;
    email: string;
    city: string | null;
    state: string | null;
  },
  resubmitted: boolean,
) {
  const where = [request.city, request.state].filter(Boolean).join(', ');
  await notifyAdmins(deps, {
    kind: resubmitted ? 'manufacturer_application_resubmitted' : 'manufacturer_application',
    title: resubmitted
      ? `Manufacturer application corrected: ${request.businessName}`
      : `New manufacturer application: ${request.businessName}`,
    body: `${request.ownerName} (${request.email})${where ? ` from ${where}` : ''} ${
      resubmitted
        ? 'corrected their rejected application and submitted it again'
        : 'applied to sell on the marketplace'
    }. They were told to expect a decision within 2–3 business days: approve or reject it under Vendor Registration Management.`,
    link: applicationAdminLink(request.email),
  });
}

/**
 * Public registration. The answer is the same whether or not the address already has an account
 * (no enumeration): better-auth then mails the owner instead of creating anything, and the owner
 * can apply while signed in (applyAsSignedInUser).
 */
export async function registerManufacturer(
  deps: Deps,
  client: { ip: string },
  input: ManufacturerRegistration,
  headers: Headers,
) {
  await enforceRateLimit(deps.db, `ip|vendor-register|${client.ip}`, { window: 600, max: 10 });
  let userId: string;
  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        name: input.ownerName,
        email: input.email,
        password: input.password,
        phone: input.phone,
        city: input.city,
        state: input.state,
        callbackURL: '/vendor/login?verified=1',
      },
      headers,
    });
    userId = result.user.id;
  } catch (err) {
    throw fromThrownAuthError(err);
  }
  const created = await applicantById(deps.db, userId);
  if (created) {
    const request = await insertManufacturerRequest(deps.db, {
      userId,
      businessName: input.businessName,
      ownerName: input.ownerName,
      email: input.email,
      phone: input.phone ?? null,
      gstin: input.gstin ?? null,
      gstinValid: input.gstin ? isValidGstin(input.gstin) : null,
      address: addressWithPin(input.address, input.pincode),
      city: input.city ?? null,
      state: input.state ?? null,
    });
    await recordUserActivity(deps, {
      userId,
      actorId: userId,
      action: 'vendor_application_submitted',
      metadata: { vendor_request_id: request.id },
    });
    await tellAdmins(deps, request, false);
  }
  return {
    message:
      'Registration successful. Please verify your e-mail address; your application will be reviewed within 2-3 business days.',
  };
}

/** A signed-in user (typically a buyer) applies with the business details only. */
export async function applyAsSignedInUser(deps: Deps, actor: Actor | null, input: ManufacturerApplication) {
  assertSignedIn(actor);
  const result = await insertManufacturerRequestUnlessOpen(deps.db, {
    userId: actor.userId,
    businessName: input.businessName,
    ownerName: input.ownerName ?? actor.name,
    email: actor.email,
    phone: input.phone ?? null,
    gstin: input.gstin ?? null,
    gstinValid: input.gstin ? isValidGstin(input.gstin) : null,
    address: addressWithPin(input.address, input.pincode),
    city: input.city ?? null,
    state: input.state ?? null,
  });
  if ('open' in result) {
    throw new AppError(
      'conflict',
      result.open.status === 'pending'
        ? 'Your vendor application is being processed.'
        : 'Your vendor application has already been approved.',
    );
  }
  const request = result.inserted;
  await recordUserActivity(deps, {
    userId: actor.userId,
    actorId: actor.userId,
    action: 'vendor_application_submitted',
    metadata: { vendor_request_id: request.id },
  });
  await tellAdmins(deps, request, false);
  return myApplication(deps, actor);
}

export async function myApplication(deps: Deps, actor: Actor | null) {
  assertSignedIn(actor);
  const row = await latestApplicationOf(deps.db, actor.userId);
  return {
    application: row
      ? {
          id: row.id,
          status: row.status as ManufacturerRequestStatus,
          businessName: row.businessName,
          ownerName: row.ownerName,
          gstin: row.gstin,
          gstinValid: row.gstin ? isValidGstin(row.gstin) : null,
          phone: row.phone,
          ...splitPin(row.address),
          city: row.city,
          state: row.state,
          rejectionReason: row.rejectionReason,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
  };
}

/**
 * D8: a rejected applicant corrects their application and submits it again. The same request
 * goes back to pending (the admin's Rejected list no longer shows it), the reason is cleared, and the
 * change is recorded with what was corrected (D28).
 */
export async function resubmitApplication(deps: Deps, actor: Actor | null, input: ManufacturerApplication) {
  assertSignedIn(actor);
  await deps.db.transaction(async (tx) => {
    const before = await lockLatestRequestOf(tx, actor.userId);
    if (!before) throw notFound('Vendor application');
    if (before.status !== 'rejected') {
      throw new AppError(
        'conflict',
        before.status === 'pending'
          ? 'Your vendor application is being processed.'
          : 'Your vendor application has already been approved.',
      );
    }
    const after = await updateManufacturerRequest(tx, before.id, {
      businessName: input.businessName,
      ownerName: input.ownerName ?? before.ownerName,
      phone: input.phone ?? null,
      gstin: input.gstin ?? null,
      gstinValid: input.gstin ? isValidGstin(input.gstin) : null,
      address: addressWithPin(input.address, input.pincode),
      city: input.city ?? null,
      state: input.state ?? null,
      status: 'pending',
      rejectionReason: null,
      decidedBy: null,
      decidedAt: null,
    });
    await recordChange(tx, {
      actorId: actor.userId,
      userId: actor.userId,
      action: 'vendor_request.resubmit',
      entityType: 'vendor_request',
      entityId: before.id,
      before: { ...before },
      after: { ...after },
    });
    await tellAdmins({ ...deps, db: tx }, after, true);
  });
  return myApplication(deps, actor);
}

/** The manufacturer panel's context: the manufacturers this manufacturer owns (D1, D9). */
export async function myManufacturers(deps: Deps, actor: Actor | null) {
  assertRole(actor, 'vendor');
  const rows = await manufacturersOwnedByApplicant(deps.db, actor.userId);
  return { items: rows.map((v) => ({ ...v, status: v.status as ManufacturerStatus })) };
}

/** The user's most recent manufacturer application, whatever its status (their session view). */
export function latestApplication(deps: Pick<AppDeps, 'db'>, userId: string) {
  return latestApplicationOf(deps.db, userId);
}
