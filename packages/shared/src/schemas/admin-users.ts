// Admin user page (admin spec 2 and 4, D6, D28): the account, its status history and activity.
import { z } from 'zod';
import { MANUFACTURER_ROLES } from '../options';
import { AdminUserRow } from './accounts';
import { ActivityEntry } from './admin-activity';
import { Timestamp } from './common';

export const AdminUserDetail = z.object({
  user: AdminUserRow.extend({ deletedAt: Timestamp.nullable() }),
  /** Quote requests the account sent (kept after a soft delete, D6). */
  quoteRequestCount: z.number().int(),
  /** Manufacturers the account owns (D7). */
  manufacturers: z.array(z.object({ id: z.number().int(), businessName: z.string(), status: z.string() })),
  /** D46: the manufacturer firms the person is a member of, with their role in each. */
  firms: z
    .array(
      z.object({
        id: z.number().int(),
        businessName: z.string(),
        status: z.string(),
        role: z.enum(MANUFACTURER_ROLES),
      }),
    )
    .optional(),
  /** The latest activity where the account is the actor or the subject (D28), newest first. */
  activity: z.array(ActivityEntry),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** Admin spec 8: the toasts of the Users tab, used as written (D24). */
export const USER_MESSAGES = {
  suspended: 'User suspended successfully',
  suspendFailed: (reason: string) => `Failed to suspend user: ${reason}`,
  reactivated: 'User reactivated successfully',
  reactivateFailed: (reason: string) => `Failed to reactivate user: ${reason}`,
  deleted: 'User deleted successfully',
  deleteFailed: (reason: string) => `Failed to delete user: ${reason}`,
  reasonRequired: 'Please provide a reason for suspension',
  noUsers: 'No users registered yet',
  noMatch: 'No users found matching your criteria',
} as const;
