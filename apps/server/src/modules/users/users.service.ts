// Profile, password and (admin) account status. Access check first in every function (STYLE).
import type {
  AdminSuspendUser,
  ChangePassword,
  SessionView,
  UpdateProfile,
  UserRole,
  UserStatus,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { AppError, forbidden, fromThrownAuthError, notFound } from '../../lib/errors';
import { type Actor, assertRole, assertSignedIn, rolesOf } from '../auth/actor';
import type { Auth } from '../auth/auth';
import { enforceRateLimit } from '../auth/rate-limit';
import { passwordChangedMail } from '../mail/mail.templates';
import {
  deleteAccountsOfUser,
  deleteSessionsOfUser,
  detachOwnedVendors,
  findUserById,
  latestVendorRequest,
  listUsers as listUserRows,
  ownedActiveVendorIds,
  ownedActiveVendors,
  recordActivity,
  type UserRow,
  updateUser,
} from './users.queries';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

export async function getSessionView(deps: Deps, actor: Actor | null): Promise<SessionView | null> {
  if (!actor) return null;
  const row = await findUserById(deps.db, actor.userId);
  if (!row) return null;
  const [vendors, request] = await Promise.all([
    ownedActiveVendors(deps.db, actor.userId),
    latestVendorRequest(deps.db, actor.userId),
  ]);
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      city: row.city,
      state: row.state,
      emailVerified: row.emailVerified,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    },
    roles: rolesOf(actor),
    vendors,
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
  if (input.phone !== undefined) change.phone = input.phone;
  if (input.city !== undefined) change.city = input.city?.trim() || null;
  if (input.state !== undefined) change.state = input.state?.trim() || null;
  if (Object.keys(change).length) await updateUser(deps.db, actor.userId, change);
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
    await recordActivity(deps.db, {
      userId: actor.userId,
      actorId: actor.userId,
      action: 'password_changed',
    });
    await deps.mail.enqueue(passwordChangedMail(actor.email, actor.name, `${deps.config.publicUrl}/login`));
    return headers;
  } catch (err) {
    throw fromThrownAuthError(err, {
      INVALID_PASSWORD: ['currentPassword', 'Current password is incorrect'],
    });
  }
}

// ------------------------------------------------------------------ for other modules
// Other modules call these, never users.queries (ARCHITECTURE: a module calls another's service).

type ActivityEntry = Parameters<typeof recordActivity>[1];

/** The activity log (admin 4): sign-ins and sign-outs (auth), applications (vendor-applications). */
export async function recordUserActivity(deps: Pick<AppDeps, 'db'>, entry: ActivityEntry): Promise<void> {
  await recordActivity(deps.db, entry);
}

/** The active manufacturers a user owns: the actor's vendorIds (D1, D7). */
export function activeVendorIdsOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<number[]> {
  return ownedActiveVendorIds(deps.db, userId);
}

export function userById(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UserRow | undefined> {
  return findUserById(deps.db, userId);
}

/** The user's most recent manufacturer application, whatever its status. */
export function latestVendorRequestOf(deps: Pick<AppDeps, 'db'>, userId: string) {
  return latestVendorRequest(deps.db, userId);
}

// ------------------------------------------------------------------ admin: account status (admin 4, 5)

export async function listUsers(
  deps: Deps,
  actor: Actor | null,
  query: { search?: string; status?: string; role?: string; page: number; pageSize: number },
) {
  assertRole(actor, 'admin');
  const { rows, total } = await listUserRows(deps.db, query);
  return {
    items: rows.map((r) => ({
      ...r,
      // The CHECK constraints keep these columns to the shared option lists.
      role: r.role as UserRole,
      status: r.status as UserStatus,
      createdAt: r.createdAt.toISOString(),
      suspendedAt: r.suspendedAt?.toISOString() ?? null,
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

async function targetUser(deps: Deps, actor: Actor, userId: string): Promise<UserRow> {
  const target = await findUserById(deps.db, userId);
  if (!target || target.status === 'deleted') throw notFound('User');
  if (target.id === actor.userId) throw forbidden('You cannot change the status of your own account');
  return target;
}

/** Admin 4: active → suspended with a reason; the user's sessions end at once (D6). */
export async function suspendUser(deps: Deps, actor: Actor | null, userId: string, input: AdminSuspendUser) {
  assertRole(actor, 'admin');
  const target = await targetUser(deps, actor, userId);
  if (target.status === 'suspended') throw new AppError('conflict', 'This user is already suspended');
  await updateUser(deps.db, target.id, {
    status: 'suspended',
    suspendedAt: new Date(),
    suspensionReason: input.reason,
    banned: true,
    banReason: input.reason,
  });
  await deleteSessionsOfUser(deps.db, target.id);
  await recordActivity(deps.db, {
    userId: target.id,
    actorId: actor.userId,
    action: 'user_suspended',
    metadata: { reason: input.reason, suspended_by: actor.userId },
  });
  return { id: target.id, status: 'suspended' as const };
}

/** Admin 4: suspended → active, clearing the date and the reason. */
export async function reactivateUser(deps: Deps, actor: Actor | null, userId: string) {
  assertRole(actor, 'admin');
  const target = await targetUser(deps, actor, userId);
  if (target.status !== 'suspended') throw new AppError('conflict', 'This user is not suspended');
  await updateUser(deps.db, target.id, {
    status: 'active',
    suspendedAt: null,
    suspensionReason: null,
    banned: false,
    banReason: null,
  });
  await recordActivity(deps.db, {
    userId: target.id,
    actorId: actor.userId,
    action: 'user_unsuspended',
    metadata: { reactivated_by: actor.userId },
  });
  return { id: target.id, status: 'active' as const };
}

/**
 * Admin 4 / D6: soft delete. The row stays (quote history keeps pointing at it) but is anonymised;
 * sessions and the password are removed, so the address can register again as a new account.
 */
export async function deleteUser(deps: Deps, actor: Actor | null, userId: string) {
  assertRole(actor, 'admin');
  const target = await targetUser(deps, actor, userId);
  await updateUser(deps.db, target.id, {
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
  await deleteSessionsOfUser(deps.db, target.id);
  await deleteAccountsOfUser(deps.db, target.id);
  await detachOwnedVendors(deps.db, target.id);
  await recordActivity(deps.db, {
    userId: target.id,
    actorId: actor.userId,
    action: 'user_deleted',
    metadata: { deleted_by: actor.userId },
  });
  return { id: target.id, status: 'deleted' as const };
}
