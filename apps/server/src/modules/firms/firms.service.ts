// D46: a manufacturer firm's team. Every manufacturer is a firm; its members have roles (owner,
// manager, sales, yard, accounts) that the access module's table answers for every step. The owner
// invites people by e-mail (a link valid FIRM_INVITATION_DAYS days, used once, naming the firm and
// the role), resends or revokes an invitation, changes a member's role, removes a member and hands
// ownership over; the firm always keeps an owner. Access is read on every request, so a removed
// member's next request is refused. A person may belong to several firms and chooses the one they
// act for with the switcher.
import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptedInvitation,
  type ChangeMemberRole,
  FIRM_INVITATION_DAYS,
  type FirmInvitationView,
  type FirmMemberRef,
  type HandOverFirm,
  type InvitationLinkView,
  type InviteMember,
  type ManufacturerRole,
  type TeamView,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { AppError, forbidden, invalidData, notFound } from '../../lib/errors';
import { languageOf, localePath } from '../../lib/i18n';
import { requireAccess } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import { setOwnerOfRecord } from '../manufacturers/manufacturers.service';
import { sendMail } from '../notifications/notifications.service';
import {
  accountOf,
  claimInvitation,
  findInvitation,
  firmOf,
  firmsOfPerson,
  insertInvitation,
  invitationByToken,
  lockMembers,
  type MemberRow,
  markRemoved,
  memberRowsOf,
  membersOf,
  openInvitationsOf,
  personOf,
  type Reader,
  renewInvitation,
  revokeInvitation,
  roleIn,
  setMemberRole,
  upsertMember,
} from './firms.queries';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

const DAY_MS = 86_400_000;
const conflict = (message: string) => new AppError('conflict', message);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const present = (rows: MemberRow[]) => rows.filter((r) => r.removedAt === null);
const owners = (rows: MemberRow[]) => present(rows).filter((r) => r.role === 'owner');

function invitationView(row: {
  id: number;
  email: string;
  role: string;
  expiresAt: Date;
  updatedAt: Date;
}): FirmInvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role as ManufacturerRole,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= Date.now(),
    sentAt: row.updatedAt.toISOString(),
  };
}

/** The firm's members (and, for its owner, the open invitations). */
export async function team(deps: Deps, actor: Actor | null, manufacturerId: number): Promise<TeamView> {
  await requireAccess(deps.db, actor, 'team.read', manufacturerId, 'manufacturer');
  // Read now, not from the request's start: after a hand-over or a role change the answer is the new role.
  const yourRole = await roleIn(deps.db, manufacturerId, actor!.userId);
  if (!yourRole) throw forbidden('Your role in this firm does not allow this');
  const canManage = yourRole === 'owner';
  const [firm, members, invitations] = await Promise.all([
    firmOf(deps.db, manufacturerId),
    membersOf(deps.db, manufacturerId),
    canManage ? openInvitationsOf(deps.db, manufacturerId) : Promise.resolve([]),
  ]);
  if (!firm) throw notFound('Manufacturer');
  return {
    manufacturerId,
    firm: firm.name,
    yourRole,
    canManage,
    members: members.map((m) => ({
      userId: m.userId,
      name: m.name,
      email: m.email,
      role: m.role as ManufacturerRole,
      since: m.since.toISOString(),
      you: m.userId === actor!.userId,
    })),
    invitations: invitations.map(invitationView),
  };
}

/**
 * Inside a change of members: the firm's rows locked (lockMembers), and the caller still a present
 * owner under those locks — an owner removed or demoted a moment ago by another owner is refused here,
 * though the access check at the start of the request let them in.
 */
async function lockAsOwner(tx: Parameters<typeof lockMembers>[0], actor: Actor, manufacturerId: number) {
  const rows = await lockMembers(tx, manufacturerId);
  const me = present(rows).find((r) => r.userId === actor.userId);
  if (me?.role !== 'owner') throw forbidden('Your role in this firm does not allow this');
  return rows;
}

async function sendInvitation(
  deps: Deps,
  tx: Parameters<typeof lockMembers>[0],
  actor: Actor,
  invitation: { manufacturerId: number; email: string; role: string },
  token: string,
): Promise<void> {
  const [firm, inviter, account] = await Promise.all([
    firmOf(tx, invitation.manufacturerId),
    personOf(tx, actor.userId),
    accountOf(tx, invitation.email),
  ]);
  const language = languageOf(account?.language ?? inviter?.language);
  const params = {
    firm: firm!.name,
    inviter: inviter?.name ?? actor.name,
    role: invitation.role as ManufacturerRole,
    url: `${deps.config.publicUrl}${localePath(language, `/invitations/${token}`)}`,
    days: FIRM_INVITATION_DAYS,
  };
  await sendMail(
    deps,
    'firm_invitation',
    params,
    account ? { userId: account.id } : { address: invitation.email, name: invitation.email, language },
    { db: tx },
  );
}

/** The owner invites an address to a role; a second invitation to the same address is a 409. */
export async function invite(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
  input: InviteMember,
): Promise<FirmInvitationView> {
  await requireAccess(deps.db, actor, 'team.manage', manufacturerId, 'manufacturer');
  const token = randomBytes(32).toString('base64url');
  return deps.db.transaction(async (tx) => {
    const rows = await lockAsOwner(tx, actor!, manufacturerId);
    const account = await accountOf(tx, input.email);
    if (account && present(rows).some((r) => r.userId === account.id)) {
      throw new AppError('conflict', 'This person is already a member of the firm', {
        email: 'is already a member of the firm',
      });
    }
    const open = (await openInvitationsOf(tx, manufacturerId)).find((i) => i.email === input.email);
    if (open) {
      throw new AppError('conflict', 'This address is already invited: resend or revoke that invitation', {
        email: 'is already invited: resend or revoke that invitation',
      });
    }
    const row = await insertInvitation(tx, {
      manufacturerId,
      email: input.email,
      role: input.role,
      tokenHash: hashOf(token),
      invitedBy: actor!.userId,
      expiresAt: new Date(Date.now() + FIRM_INVITATION_DAYS * DAY_MS),
    });
    await sendInvitation(deps, tx, actor!, row, token);
    await recordChange(tx, {
      actorId: actor!.userId,
      action: 'firm.invite',
      entityType: 'manufacturer',
      entityId: manufacturerId,
      after: { email: row.email, role: row.role },
    });
    return invitationView(row);
  });
}

/** A new link for an open invitation, valid FIRM_INVITATION_DAYS days again; the old link stops. */
export async function resend(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
  invitationId: number,
): Promise<FirmInvitationView> {
  await requireAccess(deps.db, actor, 'team.manage', manufacturerId, 'manufacturer');
  const token = randomBytes(32).toString('base64url');
  return deps.db.transaction(async (tx) => {
    await lockAsOwner(tx, actor!, manufacturerId);
    const before = await findInvitation(tx, manufacturerId, invitationId);
    if (!before) throw notFound('Invitation');
    const row = await renewInvitation(tx, invitationId, {
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + FIRM_INVITATION_DAYS * DAY_MS),
    });
    if (!row) throw conflict('This invitation was already accepted or revoked');
    await sendInvitation(deps, tx, actor!, row, token);
    return invitationView(row);
  });
}

export async function revoke(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
  invitationId: number,
): Promise<void> {
  await requireAccess(deps.db, actor, 'team.manage', manufacturerId, 'manufacturer');
  await deps.db.transaction(async (tx) => {
    await lockAsOwner(tx, actor!, manufacturerId);
    const before = await findInvitation(tx, manufacturerId, invitationId);
    if (!before) throw notFound('Invitation');
    const row = await revokeInvitation(tx, invitationId);
    if (!row) throw conflict('This invitation was already accepted or revoked');
    await recordChange(tx, {
      actorId: actor!.userId,
      action: 'firm.revoke_invitation',
      entityType: 'manufacturer',
      entityId: manufacturerId,
      before: { email: row.email, role: row.role },
    });
  });
}

/** What an invitation's link shows: the firm, the role, the address, and whether it still works. */
export async function invitationOfLink(deps: Deps, token: string): Promise<InvitationLinkView> {
  const found = await invitationByToken(deps.db, hashOf(token));
  if (!found) throw notFound('Invitation');
  const { invitation } = found;
  return {
    firm: found.firm,
    role: invitation.role as ManufacturerRole,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    status: invitation.acceptedAt
      ? 'accepted'
      : invitation.revokedAt
        ? 'revoked'
        : invitation.expiresAt.getTime() <= Date.now()
          ? 'expired'
          : 'open',
  };
}

/**
 * The invited person accepts, signed in with the invited address, verified (D5): they join the firm
 * with the role (a removed member comes back with it). The link works once: of two acceptances at
 * the same moment one joins and the other is told it was used.
 */
export async function accept(deps: Deps, actor: Actor | null, token: string): Promise<AcceptedInvitation> {
  assertSignedIn(actor);
  const found = await invitationByToken(deps.db, hashOf(token));
  if (!found) throw notFound('Invitation');
  const { invitation } = found;
  if (invitation.email !== actor.email.toLowerCase()) {
    throw forbidden(`This invitation is for ${invitation.email}: sign in with that address to accept it`);
  }
  const person = await accountOf(deps.db, actor.email);
  if (!person) throw notFound('Account');
  return deps.db.transaction(async (tx) => {
    await lockMembers(tx, invitation.manufacturerId);
    const now = new Date();
    const claimed = await claimInvitation(tx, invitation.id, actor.userId, now);
    if (!claimed) {
      const why = invitation.acceptedAt
        ? 'This invitation was already used'
        : invitation.revokedAt
          ? 'This invitation was revoked by the firm'
          : invitation.expiresAt.getTime() <= now.getTime()
            ? `This invitation expired: ask the firm's owner to send it again`
            : 'This invitation was already used';
      throw conflict(why);
    }
    if (found.firmStatus !== 'active') throw conflict('This firm is not active on the marketplace');
    const current = await roleIn(tx, invitation.manufacturerId, actor.userId);
    if (current) throw conflict('You are already a member of this firm');
    await upsertMember(tx, {
      manufacturerId: invitation.manufacturerId,
      userId: actor.userId,
      role: invitation.role as ManufacturerRole,
      invitedBy: invitation.invitedBy,
    });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'firm.join',
      entityType: 'manufacturer',
      entityId: invitation.manufacturerId,
      after: { role: invitation.role },
    });
    return {
      manufacturerId: invitation.manufacturerId,
      firm: found.firm,
      role: invitation.role as ManufacturerRole,
    };
  });
}

/**
 * The owner changes a member's role. The firm keeps an owner: taking the role from its last owner is
 * refused (409), decided under the firm's locks.
 */
export async function changeRole(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
  userId: string,
  input: ChangeMemberRole,
): Promise<TeamView> {
  await requireAccess(deps.db, actor, 'team.manage', manufacturerId, 'manufacturer');
  await deps.db.transaction(async (tx) => {
    const rows = await lockAsOwner(tx, actor!, manufacturerId);
    const member = present(rows).find((r) => r.userId === userId);
    if (!member) throw notFound('Member');
    if (member.role === input.role) return;
    if (member.role === 'owner' && owners(rows).length === 1) {
      throw new AppError('conflict', 'The firm must keep an owner: hand ownership over first', {
        role: 'the firm must keep an owner: hand ownership over first',
      });
    }
    await setMemberRole(tx, manufacturerId, userId, input.role);
    const firm = await firmOf(tx, manufacturerId);
    // The account of record is an owner: when it stops being one, another owner takes the record.
    if (firm?.ownerUserId === userId) {
      const next = owners(rows).find((r) => r.userId !== userId)!;
      await setOwnerOfRecord(tx, manufacturerId, next.userId);
      await upsertMember(tx, { manufacturerId, userId, role: input.role, invitedBy: member.invitedBy });
    }
    await recordChange(tx, {
      actorId: actor!.userId,
      action: 'firm.change_role',
      entityType: 'manufacturer',
      entityId: manufacturerId,
      userId,
      before: { role: member.role },
      after: { role: input.role },
    });
  });
  return team(deps, actor, manufacturerId);
}

/**
 * A member leaves the firm: removed by the owner, or leaving themself. Their access ends with their
 * next request; the history keeps their name. The last owner cannot leave or be removed, and two
 * owners removing each other at the same moment leave one: the second change waits for the first's
 * locks and then finds its caller no longer an owner.
 */
export async function removeMember(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
  userId: string,
): Promise<void> {
  const leaving = actor?.userId === userId;
  await requireAccess(deps.db, actor, leaving ? 'team.read' : 'team.manage', manufacturerId, 'manufacturer');
  await deps.db.transaction(async (tx) => {
    const rows = leaving
      ? await lockMembers(tx, manufacturerId)
      : await lockAsOwner(tx, actor!, manufacturerId);
    const member = present(rows).find((r) => r.userId === userId);
    if (!member) throw notFound('Member');
    if (member.role === 'owner' && owners(rows).length === 1) {
      throw conflict(
        leaving
          ? 'You are the last owner: hand ownership over before you leave'
          : 'The firm must keep an owner',
      );
    }
    await markRemoved(tx, manufacturerId, userId, actor!.userId);
    const firm = await firmOf(tx, manufacturerId);
    if (firm?.ownerUserId === userId) {
      const next = owners(rows).find((r) => r.userId !== userId)!;
      await setOwnerOfRecord(tx, manufacturerId, next.userId);
    }
    await recordChange(tx, {
      actorId: actor!.userId,
      action: leaving ? 'firm.leave' : 'firm.remove_member',
      entityType: 'manufacturer',
      entityId: manufacturerId,
      userId,
      before: { role: member.role },
    });
  });
}

/**
 * Ownership handed over: a present member becomes an owner and the firm's account of record; the
 * owner handing over stays with the role they chose (and may then leave).
 */
export async function handOver(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
  input: HandOverFirm,
): Promise<TeamView> {
  await requireAccess(deps.db, actor, 'team.manage', manufacturerId, 'manufacturer');
  if (input.userId === actor!.userId) throw invalidData({ userId: 'is you: choose another member' });
  await deps.db.transaction(async (tx) => {
    const rows = await lockAsOwner(tx, actor!, manufacturerId);
    const member = present(rows).find((r) => r.userId === input.userId);
    if (!member) throw invalidData({ userId: 'is not a member of this firm' });
    const me = present(rows).find((r) => r.userId === actor!.userId)!;
    await setOwnerOfRecord(tx, manufacturerId, input.userId);
    await upsertMember(tx, {
      manufacturerId,
      userId: input.userId,
      role: 'owner',
      invitedBy: member.invitedBy,
    });
    await upsertMember(tx, {
      manufacturerId,
      userId: actor!.userId,
      role: input.keepAs,
      invitedBy: me.invitedBy,
    });
    await recordChange(tx, {
      actorId: actor!.userId,
      action: 'firm.hand_over',
      entityType: 'manufacturer',
      entityId: manufacturerId,
      userId: input.userId,
      after: { owner: input.userId, previousOwnerRole: input.keepAs },
    });
  });
  return team(deps, actor, manufacturerId);
}

/** The firms a person belongs to, with their role in each (the switcher's list). */
export async function firmsOf(deps: Pick<AppDeps, 'db'>, userId: string) {
  const rows = await firmsOfPerson(deps.db, userId);
  return rows.map((r) => ({ id: r.id, businessName: r.businessName, role: r.role as ManufacturerRole }));
}

/** The switcher (D46): the firm must be one of the person's; null goes back to all of them. */
export async function chooseFirm(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  manufacturerId: number | null,
): Promise<number | null> {
  assertSignedIn(actor);
  if (manufacturerId === null) return null;
  const mine = await firmsOfPerson(deps.db, actor.userId);
  if (!mine.some((f) => f.id === manufacturerId)) throw notFound('Manufacturer');
  return manufacturerId;
}

/** The key of one person in one firm in the map `membersNamed` answers. */
export const memberKey = (manufacturerId: number, userId: string) => `${manufacturerId}:${userId}`;

/**
 * D46: who of a firm made a write, as the firm's own members read it ("Ravi (sales)"): each named
 * person's name and role in the firm, a removed member with the role they had and `left`. Keyed by
 * memberKey; a person who was never a member (an administrator, the buyer) is absent. Only for the
 * firm's own views: the other side of the trade sees the firm's name (D30).
 */
export async function membersNamed(
  deps: { db: Reader },
  pairs: { manufacturerId: number; userId: string | null }[],
): Promise<Map<string, FirmMemberRef>> {
  const wanted = pairs.filter((p): p is { manufacturerId: number; userId: string } => p.userId !== null);
  const rows = await memberRowsOf(
    deps.db,
    [...new Set(wanted.map((p) => p.manufacturerId))],
    [...new Set(wanted.map((p) => p.userId))],
  );
  return new Map(
    rows.map((r) => [
      memberKey(r.manufacturerId, r.userId),
      { name: r.name, role: r.role as ManufacturerRole, left: r.removedAt !== null },
    ]),
  );
}
