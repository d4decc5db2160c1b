// Writes to an account's rows (user, session, account) for the users module's screens: a user's
// own profile, and an admin's suspend, reactivate and delete (D6). The auth module owns these
// tables (better-auth writes them too), so every change goes through here.
import {
  type Db,
  deleteAccountsOfUser,
  deleteSessionsOfUser,
  type UserRow,
  updateUser,
} from './auth.queries';

export type { UserRow };

export function updateAccount(
  db: Db,
  id: string,
  change: Parameters<typeof updateUser>[2],
): Promise<UserRow> {
  return updateUser(db, id, change);
}

/** D6: a suspended or deleted user's sessions end at once. */
export function endSessionsOf(db: Db, userId: string): Promise<void> {
  return deleteSessionsOfUser(db, userId);
}

/** D6: a deleted user can no longer sign in (its credentials go; its rows stay, anonymised). */
export function removeCredentialsOf(db: Db, userId: string): Promise<void> {
  return deleteAccountsOfUser(db, userId);
}
