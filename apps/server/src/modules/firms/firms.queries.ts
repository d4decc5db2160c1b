// D46: the members of manufacturer firms and their invitations: the only code that touches
// firm_members and firm_invitations (ADR 013).
import type { ManufacturerRole } from '@granite/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firmInvitations, firmMembers, user, vendors } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type Reader = Pick<Database, 'select'>;
export type InvitationRow = typeof firmInvitations.$inferSelect;
export type MemberRow = typeof firmMembers.$inferSelect;

/** The firm's name (its business name) and whether it is active. */
export async function firmOf(db: Reader, manufacturerId: number) {
  const [row] = await db
    .select({
      id: vendors.id,
      name: vendors.businessName,
      status: vendors.status,
      ownerUserId: vendors.ownerUserId,
    })
    .from(vendors)
    .where(and(eq(vendors.id, manufacturerId), isNull(vendors.deletedAt)));
  return row;
}

/** The firm's present members with their names and addresses, owners first, then by who joined first. */
export async function membersOf(db: Reader, manufacturerId: number) {
  return db
    .select({
      userId: firmMembers.userId,
      role: firmMembers.role,
      since: firmMembers.createdAt,
      name: user.name,
      email: user.email,
      status: user.status,
    })
    .from(firmMembers)
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .where(and(eq(firmMembers.manufacturerId, manufacturerId), isNull(firmMembers.removedAt)))
    .orderBy(sql`${firmMembers.role} <> 'owner'`, asc(firmMembers.createdAt), asc(firmMembers.id));
}

/** The invitations still waiting for an answer (not accepted, not revoked; expired ones included). */
export async function openInvitationsOf(db: Reader, manufacturerId: number) {
  return db
    .select({
      id: firmInvitations.id,
      email: firmInvitations.email,
      role: firmInvitations.role,
      expiresAt: firmInvitations.expiresAt,
      createdAt: firmInvitations.createdAt,
      updatedAt: firmInvitations.updatedAt,
    })
    .from(firmInvitations)
    .where(
      and(
        eq(firmInvitations.manufacturerId, manufacturerId),
        isNull(firmInvitations.acceptedAt),
        isNull(firmInvitations.revokedAt),
      ),
    )
    .orderBy(asc(firmInvitations.createdAt), asc(firmInvitations.id));
}

/**
 * The firm's member rows (present and removed), locked in id order: every change of members takes
 * these locks first, so two changes of the same firm run one after the other and each sees the
 * other's result (two owners removing each other leave one).
 */
export async function lockMembers(db: Executor, manufacturerId: number): Promise<MemberRow[]> {
  return db
    .select()
    .from(firmMembers)
    .where(eq(firmMembers.manufacturerId, manufacturerId))
    .orderBy(asc(firmMembers.id))
    .for('update');
}

/** A person's present role in the firm, or undefined. */
export async function roleIn(db: Reader, manufacturerId: number, userId: string) {
  const [row] = await db
    .select({ role: firmMembers.role })
    .from(firmMembers)
    .where(
      and(
        eq(firmMembers.manufacturerId, manufacturerId),
        eq(firmMembers.userId, userId),
        isNull(firmMembers.removedAt),
      ),
    );
  return row?.role as ManufacturerRole | undefined;
}

/** Makes the person a present member with this role (a removed member comes back with it). */
export async function upsertMember(
  db: Executor,
  row: { manufacturerId: number; userId: string; role: ManufacturerRole; invitedBy: string | null },
): Promise<void> {
  await db
    .insert(firmMembers)
    .values(row)
    .onConflictDoUpdate({
      target: [firmMembers.manufacturerId, firmMembers.userId],
      set: {
        role: row.role,
        invitedBy: row.invitedBy,
        removedAt: null,
        removedBy: null,
        updatedAt: new Date(),
      },
    });
}

export async function setMemberRole(
  db: Executor,
  manufacturerId: number,
  userId: string,
  role: ManufacturerRole,
): Promise<void> {
  await db
    .update(firmMembers)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(firmMembers.manufacturerId, manufacturerId), eq(firmMembers.userId, userId)));
}

/** The member leaves the firm; the row stays, so the history still names them (D46). */
export async function markRemoved(
  db: Executor,
  manufacturerId: number,
  userId: string,
  removedBy: string,
): Promise<void> {
  await db
    .update(firmMembers)
    .set({ removedAt: new Date(), removedBy, updatedAt: new Date() })
    .where(and(eq(firmMembers.manufacturerId, manufacturerId), eq(firmMembers.userId, userId)));
}

export async function insertInvitation(
  db: Executor,
  row: Pick<InvitationRow, 'manufacturerId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
): Promise<InvitationRow> {
  const [inserted] = await db.insert(firmInvitations).values(row).returning();
  return inserted!;
}

export async function findInvitation(db: Reader, manufacturerId: number, id: number) {
  const [row] = await db
    .select()
    .from(firmInvitations)
    .where(and(eq(firmInvitations.id, id), eq(firmInvitations.manufacturerId, manufacturerId)));
  return row;
}

/** The invitation of a link, with its firm's name. */
export async function invitationByToken(db: Reader, tokenHash: string) {
  const [row] = await db
    .select({ invitation: firmInvitations, firm: vendors.businessName, firmStatus: vendors.status })
    .from(firmInvitations)
    .innerJoin(vendors, eq(vendors.id, firmInvitations.manufacturerId))
    .where(eq(firmInvitations.tokenHash, tokenHash));
  return row;
}

/** A new link for an open invitation (resend): the old one stops working. */
export async function renewInvitation(
  db: Executor,
  id: number,
  change: { tokenHash: string; expiresAt: Date },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(firmInvitations)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(eq(firmInvitations.id, id), isNull(firmInvitations.acceptedAt), isNull(firmInvitations.revokedAt)),
    )
    .returning();
  return row;
}

export async function revokeInvitation(db: Executor, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(firmInvitations)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(firmInvitations.id, id), isNull(firmInvitations.acceptedAt), isNull(firmInvitations.revokedAt)),
    )
    .returning();
  return row;
}

/**
 * Uses the link once: only an open, unexpired invitation is marked accepted, so of two acceptances
 * at the same moment one gets the row and the other nothing.
 */
export async function claimInvitation(
  db: Executor,
  id: number,
  userId: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(firmInvitations)
    .set({ acceptedAt: now, acceptedBy: userId, updatedAt: now })
    .where(
      and(
        eq(firmInvitations.id, id),
        isNull(firmInvitations.acceptedAt),
        isNull(firmInvitations.revokedAt),
        gt(firmInvitations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Every active firm the person is a present member of, with the role and the firm's name. */
export async function firmsOfPerson(db: Reader, userId: string) {
  return db
    .select({ id: vendors.id, businessName: vendors.businessName, role: firmMembers.role })
    .from(firmMembers)
    .innerJoin(vendors, eq(vendors.id, firmMembers.manufacturerId))
    .where(and(eq(firmMembers.userId, userId), isNull(firmMembers.removedAt), eq(vendors.status, 'active')))
    .orderBy(asc(vendors.id));
}

/** The account with this address, if any (an invitation names an address, not an account). */
export async function accountOf(db: Reader, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, status: user.status, language: user.language })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return row;
}

/** A person's name and language (the inviter's, for an invitation to an address without an account). */
export async function personOf(db: Reader, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/**
 * D46: the named people's rows in these firms (present or removed, with their name), for "who did
 * what" in the firm's own views. A person never a member of the firm has no row.
 */
export async function memberRowsOf(db: Reader, manufacturerIds: number[], userIds: string[]) {
  if (!manufacturerIds.length || !userIds.length) return [];
  return db
    .select({
      manufacturerId: firmMembers.manufacturerId,
      userId: firmMembers.userId,
      role: firmMembers.role,
      removedAt: firmMembers.removedAt,
      name: user.name,
    })
    .from(firmMembers)
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .where(and(inArray(firmMembers.manufacturerId, manufacturerIds), inArray(firmMembers.userId, userIds)));
}
