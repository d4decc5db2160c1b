// Notifications (D17): every step of a quote tells the other side in the app (the bell)
// and by e-mail through the outbox, as each user chose: at once, in a daily digest, or not at all.
// Other modules call notify / notifyVendor / notifyAdmins, inside their writing transaction when
// they have one (deps.db may be a transaction: the row and the e-mail then commit with the write).
import { randomBytes } from 'node:crypto';
import type {
  MarkedRead,
  NotificationEmailMode,
  NotificationList,
  NotificationPreferences,
  Unsubscribed,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { type Language, languageOf, localePath, type Text, textIn } from '../../lib/i18n';
import { digestMail, notificationMail } from '../mail/mail.templates';
import {
  adminUserIds,
  claimDigest,
  countUnread,
  dueDigestUsers,
  type Executor,
  ensurePreferences,
  findPreferences,
  findPreferencesByToken,
  findRecipient,
  insertNotification,
  listForUser,
  manufacturerOwnerId,
  markAdminItemsRead,
  markEmailed,
  markRead,
  notificationOwner,
  setEmailMode,
  unemailedFor,
  unsubscribeByToken,
} from './notifications.queries';

export type NotifyDeps = {
  db: Executor;
  mail: AppDeps['mail'];
  config: Pick<AppDeps['config'], 'publicUrl'>;
};

export type NotifyInput = {
  userId: string;
  /** A short machine name: 'quote_forwarded', 'reply_received', 'order_shipped' … (the mail template is notify_<kind>). */
  kind: string;
  /**
   * The bell's line and the e-mail's subject. D40: a Message (`msg('…', values)`, lib/i18n.ts) is
   * written in the recipient's language when the notification is made, and stored so.
   */
  title: Text;
  /** One or two sentences (a Text like the title). */
  body: Text;
  /** A path on this site, e.g. '/dashboard?tab=quotes'; the e-mail carries it as an absolute link. */
  link?: string | null;
};

const newToken = () => randomBytes(24).toString('base64url');

/**
 * A site path as an absolute URL on PUBLIC_URL, on the reader's Hindi page when their language is
 * Hindi (D40: '/hi/…'); anything that is not a site path is dropped.
 */
export function absoluteLink(
  publicUrl: string,
  link: string | null | undefined,
  language: Language = 'en',
): string | null {
  if (!link?.startsWith('/') || /^\/[/\\]/.test(link)) return null;
  return `${publicUrl}${localePath(language, link)}`;
}

export const unsubscribeUrl = (publicUrl: string, token: string, language: Language = 'en') =>
  `${publicUrl}${localePath(language, '/unsubscribe')}?token=${encodeURIComponent(token)}`;

/**
 * Writes the in-app notification and, when the user's mode is immediate (the default), queues the
 * e-mail with an absolute link and an unsubscribe link. Digest users get it in the next digest;
 * 'off' users only in the app. An unknown user (deleted meanwhile) is skipped.
 */
export async function notify(
  deps: NotifyDeps,
  input: NotifyInput,
  /** D40: administrators read English whatever their account says; otherwise the recipient's language. */
  options: { language?: Language } = {},
): Promise<void> {
  const link = input.link && absoluteLink(deps.config.publicUrl, input.link) ? input.link : null;
  const recipient = await findRecipient(deps.db, input.userId);
  if (!recipient) return;
  const language = options.language ?? languageOf(recipient.language);
  const title = textIn(language, input.title);
  const body = textIn(language, input.body);
  const row = await insertNotification(deps.db, {
    userId: input.userId,
    kind: input.kind,
    title,
    body,
    link,
  });
  const prefs = await ensurePreferences(deps.db, input.userId, newToken());
  if (prefs.emailMode !== 'immediate') return;
  await deps.mail.enqueue(
    notificationMail(
      recipient.email,
      recipient.name,
      { kind: input.kind, title, body, url: absoluteLink(deps.config.publicUrl, link, language) },
      unsubscribeUrl(deps.config.publicUrl, prefs.unsubscribeToken, language),
      language,
    ),
    { db: deps.db },
  );
  await markEmailed(deps.db, [row.id], new Date());
}

/**
 * D41: a bell item for a message the caller e-mails itself (a saved search's alert, with its own
 * unsubscribe link and frequency): it is written as already e-mailed, so no digest repeats it.
 */
export async function addToBell(
  deps: { db: Executor },
  input: NotifyInput,
  emailedAt: Date | null,
  /** The recipient's language (D40), which the caller has read with the rest of the recipient. */
  language: Language = 'en',
): Promise<void> {
  const link = input.link?.startsWith('/') && !/^\/[/\\]/.test(input.link) ? input.link : null;
  await insertNotification(deps.db, {
    userId: input.userId,
    kind: input.kind,
    title: textIn(language, input.title),
    body: textIn(language, input.body),
    link,
    emailedAt,
  });
}

/** Notifies the user who owns the manufacturer (none when it has no owner account). */
export async function notifyManufacturer(
  deps: NotifyDeps,
  vendorId: number,
  input: Omit<NotifyInput, 'userId'>,
): Promise<void> {
  const userId = await manufacturerOwnerId(deps.db, vendorId);
  if (userId) await notify(deps, { ...input, userId });
}

/** Notifies every active administrator, in English (D40: the administrators' area is English). */
export async function notifyAdmins(deps: NotifyDeps, input: Omit<NotifyInput, 'userId'>): Promise<void> {
  for (const userId of await adminUserIds(deps.db))
    await notify(deps, { ...input, userId }, { language: 'en' });
}

/**
 * Once one administrator has acted on what an admin notice points to (forwarded or closed a quote
 * request, approved or rejected an application), no administrator's bell still asks for it: every
 * admin's unread items with that link are marked read. Call it in the acting transaction.
 */
export async function settleAdminNotices(deps: { db: Executor }, link: string): Promise<number> {
  return markAdminItemsRead(deps.db, link);
}

// ---------------------------------------------------------------- the user's own bell

export async function listMyNotifications(
  deps: { db: Executor },
  actor: Actor | null,
  query: { page: number; pageSize: number; unread?: boolean },
): Promise<NotificationList> {
  assertSignedIn(actor);
  const { items, total, unreadCount } = await listForUser(deps.db, actor.userId, {
    unreadOnly: query.unread === true,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items,
    total,
    unreadCount,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function unreadCount(deps: { db: Executor }, actor: Actor | null) {
  assertSignedIn(actor);
  return { unreadCount: await countUnread(deps.db, actor.userId) };
}

/** Another user's notification answers 404: its existence is not disclosed. */
export async function markOneRead(
  deps: { db: Executor },
  actor: Actor | null,
  id: number,
): Promise<MarkedRead> {
  assertSignedIn(actor);
  if ((await notificationOwner(deps.db, id)) !== actor.userId) throw notFound('Notification');
  const updated = await markRead(deps.db, actor.userId, id);
  return { updated, unreadCount: await countUnread(deps.db, actor.userId) };
}

export async function markAllRead(deps: { db: Executor }, actor: Actor | null): Promise<MarkedRead> {
  assertSignedIn(actor);
  const updated = await markRead(deps.db, actor.userId);
  return { updated, unreadCount: 0 };
}

export async function getMyPreferences(
  deps: { db: Executor },
  actor: Actor | null,
): Promise<NotificationPreferences> {
  assertSignedIn(actor);
  const prefs = await findPreferences(deps.db, actor.userId);
  return { emailMode: (prefs?.emailMode as NotificationEmailMode | undefined) ?? 'immediate' };
}

export async function updateMyPreferences(
  deps: { db: Executor },
  actor: Actor | null,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  assertSignedIn(actor);
  const row = await setEmailMode(deps.db, actor.userId, input.emailMode, newToken());
  return { emailMode: row.emailMode as NotificationEmailMode };
}

const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

async function answerFor(db: Executor, row: { userId: string; emailMode: string }): Promise<Unsubscribed> {
  const recipient = await findRecipient(db, row.userId);
  return {
    emailMode: row.emailMode as NotificationEmailMode,
    email: recipient ? maskEmail(recipient.email) : '',
  };
}

/**
 * What the unsubscribe page shows before its button is pressed: whose e-mails the link stops (the
 * address partly hidden) and how they arrive now. Reading changes nothing, so a mail scanner that
 * opens every link of a message unsubscribes nobody.
 */
export async function previewUnsubscribe(deps: { db: Executor }, token: string): Promise<Unsubscribed> {
  const row = await findPreferencesByToken(deps.db, token);
  if (!row) throw notFound('Unsubscribe link');
  return answerFor(deps.db, row);
}

/**
 * From the e-mail itself, without signing in: the token alone names the account (the page's button,
 * or the mail provider's one-click POST of RFC 8058). The token is the one of the latest preference
 * change (updateMyPreferences makes a new one), so a link from before the user turned e-mails back
 * on no longer works; pressing the same link twice is harmless.
 */
export async function unsubscribe(deps: { db: Executor }, token: string): Promise<Unsubscribed> {
  const row = await unsubscribeByToken(deps.db, token);
  if (!row) throw notFound('Unsubscribe link');
  return answerFor(deps.db, row);
}

// ---------------------------------------------------------------- the daily digest (jobs call it)

/**
 * Sends one digest e-mail to each digest-mode user whose last digest is at least a day old and who
 * has notifications not yet e-mailed. Each user is claimed by a conditional update in the same
 * transaction as the e-mail, so two runners never send the same digest twice.
 */
export async function sendDigests(
  deps: {
    db: Executor & Pick<AppDeps['db'], 'transaction'>;
    mail: AppDeps['mail'];
    config: Pick<AppDeps['config'], 'publicUrl'>;
  },
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - 23 * 3600_000);
  let sent = 0;
  for (;;) {
    const due = await dueDigestUsers(deps.db, cutoff, 50);
    if (!due.length) return sent;
    for (const u of due) {
      const done = await deps.db.transaction(async (tx) => {
        if (!(await claimDigest(tx, u.userId, cutoff, now))) return false;
        const items = await unemailedFor(tx, u.userId, now);
        if (!items.length) return false;
        const language = languageOf(u.language);
        await deps.mail.enqueue(
          digestMail(
            u.email,
            u.name,
            items.map((i) => ({
              title: i.title,
              body: i.body,
              url: absoluteLink(deps.config.publicUrl, i.link, language),
            })),
            unsubscribeUrl(deps.config.publicUrl, u.token, language),
            language,
          ),
          { db: tx },
        );
        await markEmailed(
          tx,
          items.map((i) => i.id),
          now,
        );
        return true;
      });
      if (done) sent++;
    }
    if (due.length < 50) return sent;
  }
}
