// D46: a manufacturer firm's team — its members with their roles, the invitations by e-mail, the
// switcher between the firms a person belongs to.
import { z } from 'zod';
import { MANUFACTURER_ROLES } from '../options';
import { IdParam, Timestamp } from './common';

export const ManufacturerRoleField = z.enum(MANUFACTURER_ROLES, {
  message: `must be one of ${MANUFACTURER_ROLES.join(', ')}`,
});

const InviteEmail = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email('must be a valid e-mail address'))
  .transform((v) => v.toLowerCase());

/** An owner invites a person by e-mail to a role (never as owner: ownership is handed over). */
export const InviteMember = z
  .object({
    email: InviteEmail,
    role: z.enum(['manager', 'sales', 'yard', 'accounts'], {
      message: 'must be one of manager, sales, yard, accounts (ownership is handed over, not invited)',
    }),
  })
  .strict();
export type InviteMember = z.infer<typeof InviteMember>;

export const ChangeMemberRole = z.object({ role: ManufacturerRoleField }).strict();
export type ChangeMemberRole = z.infer<typeof ChangeMemberRole>;

/** Ownership handed over to a present member; the one handing over stays as this role. */
export const HandOverFirm = z
  .object({
    userId: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64, 'is too long'),
    keepAs: z.enum(['manager', 'sales', 'yard', 'accounts']).default('manager'),
  })
  .strict();
export type HandOverFirm = z.infer<typeof HandOverFirm>;

export const FirmInvitationParams = z.object({ id: IdParam, invitationId: IdParam }).strict();
export const FirmMemberParams = z
  .object({ id: IdParam, userId: z.string().min(1).max(64, 'is too long') })
  .strict();
export const InvitationTokenParams = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not an invitation link') })
  .strict();

export const FirmMemberView = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ManufacturerRoleField,
  since: Timestamp,
  /** The caller themself. */
  you: z.boolean(),
});
export type FirmMemberView = z.infer<typeof FirmMemberView>;

export const FirmInvitationView = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ManufacturerRoleField,
  /** When the link stops working (FIRM_INVITATION_DAYS after it was sent or last resent). */
  expiresAt: Timestamp,
  expired: z.boolean(),
  sentAt: Timestamp,
});
export type FirmInvitationView = z.infer<typeof FirmInvitationView>;

export const TeamView = z.object({
  manufacturerId: z.number().int(),
  firm: z.string(),
  /** The caller's role in this firm. */
  yourRole: ManufacturerRoleField,
  /** Whether the caller may invite, change roles, remove and hand over (the owner, D46). */
  canManage: z.boolean(),
  members: z.array(FirmMemberView),
  /** Open invitations (shown to the owner only; empty for other members). */
  invitations: z.array(FirmInvitationView),
});
export type TeamView = z.infer<typeof TeamView>;

/** What an invitation's link shows before it is accepted. */
export const InvitationLinkView = z.object({
  firm: z.string(),
  role: ManufacturerRoleField,
  email: z.string(),
  expiresAt: Timestamp,
  status: z.enum(['open', 'accepted', 'expired', 'revoked']),
});
export type InvitationLinkView = z.infer<typeof InvitationLinkView>;

export const AcceptedInvitation = z.object({
  manufacturerId: z.number().int(),
  firm: z.string(),
  role: ManufacturerRoleField,
});
export type AcceptedInvitation = z.infer<typeof AcceptedInvitation>;

/** The firm switcher (D46): the firm a member of several acts for; null acts for all of them. */
export const ChooseFirm = z
  .object({ manufacturerId: z.number({ message: 'must be a number' }).int().positive().nullable() })
  .strict();
export type ChooseFirm = z.infer<typeof ChooseFirm>;

/**
 * D46: the member of a manufacturer firm who made a write ("Replied by Ravi (sales)"), shown to the
 * firm's own members only; the other side of the trade sees the firm's name (D30). `left` marks a
 * person no longer in the firm (the history keeps their name and the role they had).
 */
export const FirmMemberRef = z.object({
  name: z.string(),
  role: ManufacturerRoleField,
  left: z.boolean(),
});
export type FirmMemberRef = z.infer<typeof FirmMemberRef>;

/** D46: the order's steps a member took, for the firm's own view of the order. */
export const ORDER_STEP_ACTIONS = ['confirm', 'ship', 'deliver', 'cancel'] as const;
export const OrderStepBy = z.object({ step: z.enum(ORDER_STEP_ACTIONS), by: FirmMemberRef });
export type OrderStepBy = z.infer<typeof OrderStepBy>;
