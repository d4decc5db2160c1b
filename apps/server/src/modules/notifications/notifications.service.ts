// Notifications (D17): every step of a quote tells the other side in the app (the bell)
// and by e-mail through the outbox, as each user chose: at once, in a daily digest, or not at all.
// Other modules call notify / notifyVendor / notifyAdmins, inside their writing transaction when
// they have one (deps.db may be a transaction: the row and the e-mail then commit with the write).
import { randomBytes } from 'node:crypto';
import {
  type ManufacturerRole,
  type MarkedRead,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEmailMode,
  type NotificationEvent,
  type NotificationList,
  type NotificationPreferencesView,
  type Unsubscribed,
  type UpdateNotificationPreferences,
} from '@granite/shared';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { type Language, languageOf, localePath, type Text } from '../../lib/i18n';
import {
  adminUserIds,
  channelChoices,
  claimDigest,
  countUnread,
  dueDigestUsers,
  type Executor,
  ensurePreferences,
  findPreferences,
  findPreferencesByToken,
  findRecipient,
  firmMemberIds,
  insertNotification,
  listForUser,
  manufacturerOwnerId,
  markAdminItemsRead,
  markEmailed,
  markRead,
  notificationOwner,
  setChannelChoices,
  setEmailMode,
  unemailedFor,
  unsubscribeByToken,
} from './notifications.queries';
import { type ParamsOf, renderDigest, renderEmail, TEMPLATES, type TemplateKey } from './templates';

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
   * The bell's line and the e-mail's subject. D40, ADR 019: a Message (`msg('…', values)`,
   * lib/i18n.ts) is stored as its id and values and written in the reader's language when read.
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

/** The preference row a notice of this kind answers to (ADR 019); null: always on (administrators' notices). */
const KIND_EVENTS: [RegExp, NotificationEvent][] = [
  [/^(quote|reply|requirement)_/, 'quotes'],
  [/^(order|claim|review)_/, 'orders'],
  [/^payment_/, 'payments'],
  [/^sample_/, 'samples'],
  [/^saved_search$/, 'alerts'],
];
export const eventOfKind = (kind: string): NotificationEvent | null =>
  KIND_EVENTS.find(([pattern]) => pattern.test(kind))?.[1] ?? null;

/** Whether the user hears `event` on `channel`: on unless they turned it off (a required template always). */
async function channelOn(
  db: Executor,
  userId: string,
  event: NotificationEvent | null,
  channel: NotificationChannel,
): Promise<boolean> {
  if (event === null) return true;
  const choices = await channelChoices(db, userId);
  return choices.find((c) => c.event === event && c.channel === channel)?.enabled ?? true;
}

/** Administrators read English whatever their account says (D40); everyone else their own language. */
const readerLanguage = (recipient: { language: string | null; role?: string | null }, forced?: Language) =>
  forced ?? (recipient.role === 'admin' ? 'en' : languageOf(recipient.language));

/** A template's parameters as stored: JSON (a moment becomes its ISO text, which dayIn reads back). */
const stored = (params: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(params));

/**
 * ADR 019: an event for one account, as a template and its parameters. The bell item is written
 * unless the user turned that event's bell off; the e-mail follows the event's e-mail choice and the
 * account's mode (immediate, digest, off) — or, with `ownSchedule` (a saved search's alert, D41,
 * which has its own frequency and unsubscribe link), is sent now when the event's e-mail is on.
 */
export async function publish<K extends 'notice' | 'saved_search'>(
  deps: NotifyDeps,
  input: { userId: string; kind: string; template: K; params: ParamsOf<K>; link?: string | null },
  options: { language?: Language; ownSchedule?: boolean } = {},
): Promise<boolean> {
  const link = input.link && absoluteLink(deps.config.publicUrl, input.link) ? input.link : null;
  const recipient = await findRecipient(deps.db, input.userId);
  if (!recipient) return false;
  const language = readerLanguage(recipient, options.language);
  const event = TEMPLATES[input.template].event ?? eventOfKind(input.kind);
  const [bellOn, emailOn] = await Promise.all([
    channelOn(deps.db, input.userId, event, 'bell'),
    channelOn(deps.db, input.userId, event, 'email'),
  ]);
  const prefs = await ensurePreferences(deps.db, input.userId, newToken());
  const now = new Date();
  const emailNow = emailOn && (options.ownSchedule || prefs.emailMode === 'immediate');
  const forDigest = emailOn && !options.ownSchedule && prefs.emailMode === 'digest';
  if (bellOn || forDigest)
    await insertNotification(deps.db, {
      userId: input.userId,
      kind: input.kind,
      template: input.template,
      params: stored(input.params),
      link,
      inBell: bellOn,
      // Settled for e-mail: sent now, or never (the event's e-mail is off), so no digest repeats it.
      emailedAt: emailNow || !emailOn ? now : null,
    });
  if (!emailNow) return true;
  await deps.mail.enqueue(
    renderEmail(input.template, input.params, language, {
      to: recipient.email,
      name: recipient.name,
      publicUrl: deps.config.publicUrl,
      kind: input.kind,
      url: absoluteLink(deps.config.publicUrl, link, language),
      unsubscribeUrl: unsubscribeUrl(deps.config.publicUrl, prefs.unsubscribeToken, language),
    }),
    { db: deps.db },
  );
  return true;
}

/**
 * Tells one user what happened: a notice (title and body) on the bell and by e-mail, as the user
 * chose for its event (ADR 019) and in their language (D40). An unknown user (deleted meanwhile) is
 * skipped.
 */
export async function notify(
  deps: NotifyDeps,
  input: NotifyInput,
  /** D40: administrators read English whatever their account says; otherwise the recipient's language. */
  options: { language?: Language } = {},
): Promise<void> {
  await publish(
    deps,
    {
      userId: input.userId,
      kind: input.kind,
      template: 'notice',
      params: { title: input.title, body: input.body },
      link: input.link,
    },
    options,
  );
}

/** An e-mail's recipient: an account (its address, name, language and choices) or a bare address. */
export type MailRecipient = { userId: string } | { address: string; name: string; language?: Language };

/**
 * ADR 019: every e-mail that is not a notice goes through here: the template rendered in the
 * recipient's language, sent unless the account turned the template's event off by e-mail (a
 * required template is always sent). Returns whether it was queued. `options.db` is the caller's
 * transaction when the mail belongs to a write.
 */
export async function sendMail<K extends TemplateKey>(
  deps: { db?: Executor; mail: AppDeps['mail']; config: Pick<AppDeps['config'], 'publicUrl'> },
  template: K,
  params: ParamsOf<K>,
  to: MailRecipient,
  options: { db?: Pick<Database, 'insert'> } = {},
): Promise<boolean> {
  // In a transaction the account is read through it (PGlite has one connection: no second reader).
  const db = (options.db && 'select' in options.db ? options.db : deps.db) as Executor | undefined;
  let address: { email: string; name: string; language: Language };
  if ('userId' in to) {
    if (!db) throw new Error('sendMail to an account needs a database');
    const recipient = await findRecipient(db, to.userId);
    if (!recipient) return false;
    const { event, required } = TEMPLATES[template];
    if (!required && !(await channelOn(db, to.userId, event, 'email'))) return false;
    address = { email: recipient.email, name: recipient.name, language: readerLanguage(recipient) };
  } else address = { email: to.address, name: to.name, language: to.language ?? 'en' };
  await deps.mail.enqueue(
    renderEmail(template, params, address.language, {
      to: address.email,
      name: address.name,
      publicUrl: deps.config.publicUrl,
      kind: template,
      url: null,
      unsubscribeUrl: '',
    }),
    options.db ? { db: options.db } : undefined,
  );
  return true;
}

/** Notifies the user who owns the manufacturer (none when it has no owner account). */
/**
 * D46: which members of a manufacturer firm hear of each kind of event, by role: quote requests and
 * their threads go to those who answer them (owner, manager, sales); payments and the bank details
 * to the books (owner, accounts); an accepted quote is an order to load and dispatch (owner, manager,
 * yard, and sales whose reply it was); the order's receipt and claims to those who load and dispatch;
 * reviews to those who answer them. The first pattern that matches decides; anything else reaches the
 * owners.
 */
const FIRM_AUDIENCE: [RegExp, readonly ManufacturerRole[]][] = [
  [/^(payment|payee)_/, ['owner', 'accounts']],
  [/^quote_accepted$/, ['owner', 'manager', 'sales', 'yard']],
  [/^(order|claim)_/, ['owner', 'manager', 'yard']],
  [/^sample_/, ['owner', 'manager', 'sales', 'yard']],
  [/^(quote|reply|requirement)_/, ['owner', 'manager', 'sales']],
  [/^review_/, ['owner', 'manager']],
];
export const firmAudienceOf = (kind: string): readonly ManufacturerRole[] =>
  FIRM_AUDIENCE.find(([pattern]) => pattern.test(kind))?.[1] ?? ['owner'];

/**
 * Tells a manufacturer firm: each present member whose role hears of this kind of event (D46), each
 * in their own language and as their own preferences say (notify). A firm with no such member left
 * (none active) still tells its account of record.
 */
export async function notifyManufacturer(
  deps: NotifyDeps,
  manufacturerId: number,
  input: Omit<NotifyInput, 'userId'>,
): Promise<void> {
  const members = await firmMemberIds(deps.db, manufacturerId, firmAudienceOf(input.kind));
  if (members.length) {
    for (const userId of members) await notify(deps, { ...input, userId });
    return;
  }
  const userId = await manufacturerOwnerId(deps.db, manufacturerId);
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
  const reader = await findRecipient(deps.db, actor.userId);
  const { items, total, unreadCount } = await listForUser(deps.db, actor.userId, {
    unreadOnly: query.unread === true,
    // ADR 019: rendered now, in the reader's language of today.
    language: readerLanguage({ language: reader?.language ?? null, role: actor.role }),
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

/** The account's e-mail mode and its grid of events × channels (ADR 019), required rows always on. */
async function preferencesOf(db: Executor, userId: string): Promise<NotificationPreferencesView> {
  const [prefs, choices] = await Promise.all([findPreferences(db, userId), channelChoices(db, userId)]);
  const on = (event: NotificationEvent, channel: NotificationChannel) =>
    event === 'account' || (choices.find((c) => c.event === event && c.channel === channel)?.enabled ?? true);
  return {
    emailMode: (prefs?.emailMode as NotificationEmailMode | undefined) ?? 'immediate',
    channels: NOTIFICATION_EVENTS.map((event) => ({
      event,
      bell: on(event, 'bell'),
      email: on(event, 'email'),
      required: event === 'account',
    })),
  };
}

export async function getMyPreferences(
  deps: { db: Executor },
  actor: Actor | null,
): Promise<NotificationPreferencesView> {
  assertSignedIn(actor);
  return preferencesOf(deps.db, actor.userId);
}

/**
 * Changes the e-mail mode and/or single cells of the grid; a cell of the account's transactional
 * e-mails cannot be turned off (400 naming it). A new e-mail mode makes a new unsubscribe token (D17).
 */
export async function updateMyPreferences(
  deps: { db: Executor & Pick<AppDeps['db'], 'transaction'> },
  actor: Actor | null,
  input: UpdateNotificationPreferences,
): Promise<NotificationPreferencesView> {
  assertSignedIn(actor);
  const channels = input.channels ?? [];
  const index = channels.findIndex((c) => c.event === 'account' && !c.enabled);
  if (index >= 0)
    throw new AppError('invalid_data', 'Account and security e-mails cannot be turned off', {
      [`channels.${index}.enabled`]: 'account and security e-mails are always sent',
    });
  await deps.db.transaction(async (tx) => {
    if (input.emailMode) await setEmailMode(tx, actor.userId, input.emailMode, newToken());
    await setChannelChoices(tx, actor.userId, channels);
  });
  return preferencesOf(deps.db, actor.userId);
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
        const language = readerLanguage(u);
        await deps.mail.enqueue(
          renderDigest(
            items.map((i) => ({
              template: i.template,
              params: i.params,
              url: absoluteLink(deps.config.publicUrl, i.link, language),
            })),
            language,
            {
              to: u.email,
              name: u.name,
              unsubscribeUrl: unsubscribeUrl(deps.config.publicUrl, u.token, language),
            },
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
