// D3: the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD at start or from
// `npm run admin:create`; never from a page. Idempotent: an existing account is promoted and keeps
// its password (an operator changes it through the account's own change-password form).
import { EmailSchema, isCommonPassword, LIMITS } from '@granite/shared';
import type { Database } from '../../db/client';
import { updateAccount } from '../auth/accounts.service';
import type { Auth } from '../auth/auth';
import { findUserByEmail } from './users.queries';

export type EnsureAdminResult = 'created' | 'promoted' | 'unchanged';

export class AdminBootstrapError extends Error {}

export async function ensureAdmin(
  db: Database,
  auth: Auth,
  input: { email: string; password: string; name?: string },
): Promise<EnsureAdminResult> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new AdminBootstrapError('the admin e-mail address is not valid');
  const existing = await findUserByEmail(db, email.data);
  if (existing) {
    if (existing.role === 'admin' && existing.status === 'active' && existing.emailVerified)
      return 'unchanged';
    await updateAccount(db, existing.id, {
      role: 'admin',
      status: 'active',
      emailVerified: true,
      suspendedAt: null,
      suspensionReason: null,
      banned: false,
      banReason: null,
    });
    return 'promoted';
  }
  if (input.password.length < LIMITS.passwordMinLength || input.password.length > LIMITS.passwordMaxLength) {
    throw new AdminBootstrapError(
      `the admin password must be ${LIMITS.passwordMinLength} to ${LIMITS.passwordMaxLength} characters long`,
    );
  }
  if (isCommonPassword(input.password)) throw new AdminBootstrapError('the admin password is too common');
  await createVerifiedAccount(auth, {
    email: email.data,
    name: input.name?.trim() || 'Administrator',
    role: 'admin',
    password: input.password,
  });
  return 'created';
}

/** A verified e-mail + password account made by the server itself (first admin, demo accounts). */
export async function createVerifiedAccount(
  auth: Auth,
  input: { email: string; name: string; role: 'admin' | 'buyer'; password: string },
): Promise<{ id: string }> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  const created = await ctx.internalAdapter.createUser(
    { email: input.email, name: input.name, emailVerified: true, role: input.role, status: 'active' },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
  return { id: created.id };
}
