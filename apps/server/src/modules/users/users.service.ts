// Profile, password and (admin) account status. Access check first in every function (STYLE).

import type {
  AdminSuspendUser,
  AdminUserDetail,
  ChangePassword,
  ManufacturerRole,
  SessionView,
  UpdateLanguage,
  UpdateProfile,
  UserRole,
  UserStatus,
} from '@granite/shared';
import { HOME_COUNTRY, phoneOfCountry } from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn, rolesOf } from '../../lib/actor';
import { AppError, forbidden, fromThrownAuthError, invalidData, notFound } from '../../lib/errors';
import { languageOf } from '../../lib/i18n';
import { activityOfUser, recordChange, recordUserActivity } from '../activity/activity.service';
import { endSessionsOf, removeCredentialsOf, updateAccount } from '../auth/accounts.service';
import type { Auth } from '../auth/auth';
import { firmsOf } from '../firms/firms.service';
import { latestApplication } from '../manufacturers/applications.service';
import { detachOwnerFromManufacturers } from '../manufacturers/manufacturers.service';
import { sendMail } from '../notifications/notifications.service';
import { enforceRateLimit } from '../rate-limits/rate-limit';
import {
  adminUserById,
  type Db,
  findUserById,
  firmsOfMember,
  listUsers as listUserRows,
  lockActiveAdminIds,
  lockUser,
  manufacturersOwnedBy,
  quoteRequestCountOf,
  type UserRow,
} from './users.queries';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

export async function getSessionView(deps: Deps, actor: Actor | null): Promise<SessionView | null> {
  if (!actor) return null;
  const row = await findUserById(deps.db, actor.userId);
  if (!row) return null;
  const [manufacturers, request] = await Promise.all([
    firmsOf(deps, actor.userId),
    latestApplication(deps, actor.userId),
  ]);
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      city: row.city,
      state: row.state,
      country: row.country,
      emailVerified: row.emailVerified,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      language: languageOf(row.language),
    },
    roles: rolesOf(actor),
    vendors: manufacturers,
    activeFirmId: actor.vendorIds[0] ?? null,
    vendorApplication: request
      ? {
          id: request.id,
          status: request.status as 'pending' | 'approved' | 'rejected',
          businessName: request.businessName,
          rejectionReason: request.rejectionReason,
          createdAt: request.createdAt.toISOString(),
        }
      : null,
  };
}

export async function getMe(deps: Deps, actor: Actor | null): Promise<SessionView> {
  assertSignedIn(actor);
  const view = await getSessionView(deps, actor);
  if (!view) throw notFound('Account');
  return view;
}

export async function updateMe(deps: Deps, actor: Actor | null, input: UpdateProfile): Promise<SessionView> {
  assertSignedIn(actor);
  const change: Partial<UserRow> = {};
  if (input.name !== undefined) change.name = input.name;
  if (input.phone !== undefined) {
    // D47: the phone as the account's country writes it (+91… in India, +<code>… abroad).
    const account = await findUserById(deps.db, actor.userId);
    const phone = phoneOfCountry(input.phone, account?.country ?? HOME_COUNTRY);
    if ('error' in phone) throw invalidData({ phone: phone.error });
    change.phone = phone.phone;
  }
  if (input.city !== undefined) change.city = input.city?.trim() || null;
  if (input.state !== undefined) change.state = input.state?.trim() || null;
  if (Object.keys(change).length) await updateAccount(deps.db, actor.userId, change);
  return getMe(deps, actor);
}

/** D40: the language of my screens and of the e-mails and notifications I receive from now on. */
export async function setMyLanguage(
  deps: Deps,
  actor: Actor | null,
  input: UpdateLanguage,
): Promise<SessionView> {
  assertSignedIn(actor);
  await updateAccount(deps.db, actor.userId, { language: input.language });
  return getMe(deps, actor);
}

/**
 * D4: verifies the current password (better-auth), refuses short or common new ones (shared
 * schema), then ends every other session. Returns better-auth's headers: the new session cookie.
 */
export async function changePassword(
  deps: Deps & { auth: Auth },
  actor: Actor | null,
  input: ChangePassword,
  requestHeaders: Headers,
): Promise<Headers | null> {
  assertSignedIn(actor);
  // Guessing the current password through this form is slowed like sign-in is.
  await enforceRateLimit(deps.db, `user|password|${actor.userId}`, { window: 900, max: 10 });
  try {
    const { headers } = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: requestHeaders,
      returnHeaders: true,
    });
    await recordUserActivity(deps, {
      userId: actor.userId,
      actorId: actor.userId,
      action: 'password_changed',
    });
    await sendMail(deps, 'password_changed', {}, { userId: actor.userId });
    return headers;
  } catch (err) {
    throw fromThrownAuthError(err, {
      INVALID_PASSWORD: ['currentPassword', 'Current password is incorrect'],
    });
  }
}

// ------------------------------------------------------------------ for other modules
// Other modules call these, never users.queries (docs/architecture.md, Layering).

// ------------------------------------------------------------------ admin: account status (admin 4, 5)

export async function listUsers(
  deps: Deps,
  actor: Actor | null,
  query: { search?: string; status?: string; role?: string; page: number; pageSize: number },
) {
  assertRole(actor, 'admin');
  const { rows, total } = await listUserRows(deps.db, query);
  return {
    items: rows.map(toAdminUserRow),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

type ListedUser = Awaited<ReturnType<typeof listUserRows>>['rows'][number];

const toAdminUserRow = (r: ListedUser) => ({
  ...r,
  // The CHECK constraints keep these columns to the shared option lists.
  role: r.role as UserRole,
  status: r.status as UserStatus,
  createdAt: r.createdAt.toISOString(),
  suspendedAt: r.suspendedAt?.toISOString() ?? null,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
});

/** Admin user page: the account, its manufacturers, its quote request count and its activity (D28). */
export async function getUserDetail(
  deps: Deps,
  actor: Actor | null,
  userId: string,
): Promise<AdminUserDetail> {
  assertRole(actor, 'admin');
  const row = await adminUserById(deps.db, userId);
  if (!row) throw notFound('User');
  const [quoteRequestCount, manufacturers, firms, activity] = await Promise.all([
    quoteRequestCountOf(deps.db, userId),
    manufacturersOwnedBy(deps.db, userId),
    firmsOfMember(deps.db, userId),
    activityOfUser(deps, userId, USER_PAGE_ACTIVITY),
  ]);
  return {
    user: { ...toAdminUserRow(row), deletedAt: row.deletedAt?.toISOString() ?? null },
    quoteRequestCount,
    manufacturers,
    // D46: which firms the person is in, and in which role.
    firms: firms.map((f) => ({ ...f, role: f.role as ManufacturerRole })),
    activity,
  };
}

const USER_PAGE_ACTIVITY = 50;

export const LAST_ADMIN_MESSAGE = 'You cannot suspend or delete the last active administrator';

/**
 * The account an admin changes, locked with every active admin for the transaction. Nobody changes
 * their own status, and the last active administrator stays (admin 4): with the rows locked, two
 * admins suspending each other at once cannot both succeed.
 */
async function lockTarget(tx: Db, actor: Actor, userId: string): Promise<UserRow> {
  const admins = await lockActiveAdminIds(tx);
  const target = await lockUser(tx, userId);
  if (!target || target.status === 'deleted') throw notFound('User');
  if (target.id === actor.userId) throw forbidden('You cannot change the status of your own account');
  if (target.role === 'admin' && admins.filter((id) => id !== target.id).length === 0) {
    throw new AppError('conflict', LAST_ADMIN_MESSAGE);
  }
  // The caller's own rights are read again under the lock: of two admins suspending each other at
  // once, the second finds itself suspended.
  if (!admins.includes(actor.userId)) throw forbidden('Access denied. Admin privileges required.');
  return target;
}

/** What the log keeps of an account's status (D28); never its personal fields (D6 anonymises them). */
const statusOf = (row: Pick<UserRow, 'status' | 'suspendedAt' | 'suspensionReason' | 'deletedAt'>) => ({
  status: row.status,
  suspendedAt: row.suspendedAt,
  suspensionReason: row.suspensionReason,
  deletedAt: row.deletedAt,
});

/** Admin 4: active → suspended with a reason; the user's sessions end at once (D6). */
export async function suspendUser(deps: Deps, actor: Actor | null, userId: string, input: AdminSuspendUser) {
  assertRole(actor, 'admin');
  return deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, userId);
    if (target.status === 'suspended') throw new AppError('conflict', 'This user is already suspended');
    const after = await updateAccount(tx, target.id, {
      status: 'suspended',
      suspendedAt: new Date(),
      suspensionReason: input.reason,
      banned: true,
      banReason: input.reason,
    });
    await endSessionsOf(tx, target.id);
    await recordChange(tx, {
      actorId: actor.userId,
      userId: target.id,
      action: 'user_suspended',
      entityType: 'user',
      entityId: target.id,
      before: statusOf(target),
      after: statusOf(after),
      metadata: { reason: input.reason, suspended_by: actor.userId },
    });
    return { id: target.id, status: 'suspended' as const };
  });
}

/** Admin 4: suspended → active, clearing the date and the reason. */
export async function reactivateUser(deps: Deps, actor: Actor | null, userId: string) {
  assertRole(actor, 'admin');
  return deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, userId);
    if (target.status !== 'suspended') throw new AppError('conflict', 'This user is not suspended');
    const after = await updateAccount(tx, target.id, {
      status: 'active',
      suspendedAt: null,
      suspensionReason: null,
      banned: false,
      banReason: null,
    });
    await recordChange(tx, {
      actorId: actor.userId,
      userId: target.id,
      action: 'user_unsuspended',
      entityType: 'user',
      entityId: target.id,
      before: statusOf(target),
      after: statusOf(after),
      metadata: { reactivated_by: actor.userId },
    });
    return { id: target.id, status: 'active' as const };
  });
}

/**
 * Admin 4 / D6: soft delete. The row stays (quote history keeps pointing at it) but is anonymised;
 * sessions and the password are removed, so the address can register again as a new account.
 */
export async function deleteUser(deps: Deps, actor: Actor | null, userId: string) {
  assertRole(actor, 'admin');
  return deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, userId);
    const after = await updateAccount(tx, target.id, {
      status: 'deleted',
      deletedAt: new Date(),
      name: 'Deleted user',
      email: `deleted-${target.id}@deleted.invalid`,
      emailVerified: false,
      phone: null,
      city: null,
      state: null,
      image: null,
      banned: true,
    });
    await endSessionsOf(tx, target.id);
    await removeCredentialsOf(tx, target.id);
    await detachOwnerFromManufacturers(tx, target.id);
    await recordChange(tx, {
      actorId: actor.userId,
      userId: target.id,
      action: 'user_deleted',
      entityType: 'user',
      entityId: target.id,
      before: statusOf(target),
      after: statusOf(after),
      metadata: { deleted_by: actor.userId },
    });
    return { id: target.id, status: 'deleted' as const };
  });
}
