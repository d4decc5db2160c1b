import type {
  NotificationChannel,
  NotificationEmailMode,
  NotificationEvent,
  NotificationView,
} from '@granite/shared';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  firmMembers,
  notificationChannelPreferences,
  notificationPreferences,
  notifications,
  user,
  vendors,
} from '../../db/schema';
import type { Language } from '../../lib/i18n';
import { renderBell } from './templates';

/** The app's database or a caller's transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

type Row = typeof notifications.$inferSelect;

/** A row as its reader reads it: the bell renders the template in the reader's language (ADR 019). */
export const toView = (r: Row, language: Language): NotificationView => ({
  id: r.id,
  kind: r.kind,
  ...renderBell(r.template, r.params, language),
  link: r.link ?? null,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function insertNotification(
  db: Executor,
  row: {
    userId: string;
    kind: string;
    template: string;
    params: Record<string, unknown>;
    link: string | null;
    /** False for a row kept only for the daily digest (the bell of its event is turned off). */
    inBell?: boolean;
    emailedAt?: Date | null;
  },
): Promise<Row> {
  const [inserted] = await db.insert(notifications).values(row).returning();
  return inserted!;
}

export async function markEmailed(db: Executor, ids: number[], at: Date): Promise<void> {
  if (!ids.length) return;
  await db.update(notifications).set({ emailedAt: at }).where(inArray(notifications.id, ids));
}

export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, language: user.language, role: user.role })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

export async function findPreferences(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

/** The user's preferences, created with the default (immediate) and a fresh token when missing. */
export async function ensurePreferences(db: Executor, userId: string, token: string) {
  await db
    .insert(notificationPreferences)
    .values({ userId, emailMode: 'immediate', unsubscribeToken: token })
    .onConflictDoNothing({ target: notificationPreferences.userId });
  return (await findPreferences(db, userId))!;
}

export async function setEmailMode(db: Executor, userId: string, mode: NotificationEmailMode, token: string) {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, emailMode: mode, unsubscribeToken: token })
    // A new token with every change: a link from an older e-mail no longer unsubscribes (D17).
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { emailMode: mode, unsubscribeToken: token },
    })
    .returning();
  return row!;
}

export async function findPreferencesByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ userId: notificationPreferences.userId, emailMode: notificationPreferences.emailMode })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.unsubscribeToken, token));
  return row;
}

export async function unsubscribeByToken(db: Executor, token: string) {
  const [row] = await db
    .update(notificationPreferences)
    .set({ emailMode: 'off' })
    .where(eq(notificationPreferences.unsubscribeToken, token))
    .returning({ userId: notificationPreferences.userId, emailMode: notificationPreferences.emailMode });
  return row;
}

export async function listForUser(
  db: Executor,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number; language: Language },
) {
  const where = and(
    eq(notifications.userId, userId),
    eq(notifications.inBell, true),
    options.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [items, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(notifications).where(where),
    countUnread(db, userId),
  ]);
  return {
    items: items.map((r) => toView(r, options.language)),
    total: Number(total?.n ?? 0),
    unreadCount: unread,
  };
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.inBell, true), isNull(notifications.readAt)),
    );
  return Number(row?.n ?? 0);
}

/** Marks one (or, without `id`, every) unread notification of the user read; returns how many changed. */
export async function markRead(db: Executor, userId: string, id?: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationOwner(db: Executor, id: number) {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.userId;
}

export async function adminUserIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.status, 'active')));
  return rows.map((r) => r.id);
}

/**
 * Marks every administrator's unread notifications that point to `link` read; other users' items
 * about the same row are theirs and stay as they are. Returns how many changed.
 */
export async function markAdminItemsRead(db: Executor, link: string): Promise<number> {
  const admins = db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(notifications.link, link), isNull(notifications.readAt), inArray(notifications.userId, admins)),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * D46: the present members of a manufacturer firm with one of these roles, whose accounts are active
 * (a suspended or deleted person hears nothing), in the order they joined.
 */
export async function firmMemberIds(
  db: Executor,
  manufacturerId: number,
  roles: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ userId: firmMembers.userId })
    .from(firmMembers)
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .where(
      and(
        eq(firmMembers.manufacturerId, manufacturerId),
        isNull(firmMembers.removedAt),
        inArray(firmMembers.role, [...roles]),
        eq(user.status, 'active'),
      ),
    )
    .orderBy(asc(firmMembers.id));
  return rows.map((r) => r.userId);
}

export async function manufacturerOwnerId(db: Executor, manufacturerId: number): Promise<string | null> {
  const [row] = await db
    .select({ userId: vendors.ownerUserId })
    .from(vendors)
    .where(eq(vendors.id, manufacturerId));
  return row?.userId ?? null;
}

/**
 * Users in digest mode whose last digest is older than `cutoff` (or who never had one) and who have
 * notifications not yet e-mailed.
 */
export async function dueDigestUsers(db: Executor, cutoff: Date, limit: number) {
  return db
    .select({
      userId: notificationPreferences.userId,
      token: notificationPreferences.unsubscribeToken,
      email: user.email,
      name: user.name,
      language: user.language,
      role: user.role,
    })
    .from(notificationPreferences)
    .innerJoin(user, eq(user.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.emailMode, 'digest'),
        or(isNull(notificationPreferences.lastDigestAt), lte(notificationPreferences.lastDigestAt, cutoff)),
        sql`exists (select 1 from ${notifications} n where n.user_id = ${notificationPreferences.userId} and n.emailed_at is null)`,
      ),
    )
    .orderBy(asc(notificationPreferences.userId))
    .limit(limit);
}

/** Claims a user's digest for this run: only one runner wins a user whose last digest is before `cutoff`. */
export async function claimDigest(db: Executor, userId: string, cutoff: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(notificationPreferences)
    .set({ lastDigestAt: now })
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.emailMode, 'digest'),
        or(isNull(notificationPreferences.lastDigestAt), lte(notificationPreferences.lastDigestAt, cutoff)),
      ),
    )
    .returning({ userId: notificationPreferences.userId });
  return rows.length === 1;
}

export async function unemailedFor(db: Executor, userId: string, before: Date) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.emailedAt),
        lte(notifications.createdAt, before),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(200);
}

/** The user's choices that differ from the default (every channel of every event on). */
export async function channelChoices(db: Executor, userId: string) {
  return db
    .select({
      event: notificationChannelPreferences.event,
      channel: notificationChannelPreferences.channel,
      enabled: notificationChannelPreferences.enabled,
    })
    .from(notificationChannelPreferences)
    .where(eq(notificationChannelPreferences.userId, userId));
}

export async function setChannelChoices(
  db: Executor,
  userId: string,
  choices: { event: NotificationEvent; channel: NotificationChannel; enabled: boolean }[],
): Promise<void> {
  if (!choices.length) return;
  await db
    .insert(notificationChannelPreferences)
    .values(choices.map((c) => ({ userId, ...c })))
    .onConflictDoUpdate({
      target: [
        notificationChannelPreferences.userId,
        notificationChannelPreferences.event,
        notificationChannelPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}
