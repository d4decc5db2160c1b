// Admin inbox (D21): the messages sent from /contact. Opening a message marks it read;
// an admin answers by e-mail (through the outbox, in the same transaction as the status change) or
// marks it handled. Every status change is recorded (D28).
import type {
  AdminContactMessage,
  AdminContactMessageList,
  AdminReplyContactMessage,
  ContactMessageStatus,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { recordChange } from '../activity/activity.service';
import { sendMail } from '../notifications/notifications.service';
import {
  type ContactMessageRow,
  countNewContactMessages,
  type Db,
  type InboxRow,
  inboxMessageById,
  insertContactMessage,
  listContactMessages,
  lockContactMessage,
  updateContactMessage,
} from './contact-inbox.queries';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toMessage = (row: InboxRow): AdminContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone || null,
  subject: row.subject || null,
  message: row.message,
  status: row.status as ContactMessageStatus,
  handledBy: row.handledById ? { id: row.handledById, name: row.handledByName ?? 'Deleted user' } : null,
  handledAt: iso(row.handledAt),
  replyText: row.replyText,
  repliedAt: iso(row.repliedAt),
  createdAt: row.createdAt.toISOString(),
});

export async function listMessages(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  query: { status?: ContactMessageStatus; search?: string; page: number; pageSize: number },
): Promise<AdminContactMessageList> {
  assertRole(actor, 'admin');
  const { rows, total, byStatus } = await listContactMessages(deps.db, query);
  const counts = { new: 0, read: 0, replied: 0, handled: 0 };
  for (const { status, n } of byStatus) counts[status as ContactMessageStatus] = n;
  return {
    items: rows.map(toMessage),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    counts,
  };
}

async function answer(deps: Pick<AppDeps, 'db'>, id: number): Promise<AdminContactMessage> {
  const row = await inboxMessageById(deps.db, id);
  if (!row) throw notFound('Message');
  return toMessage(row);
}

export async function getMessage(deps: Pick<AppDeps, 'db'>, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  return answer(deps, id);
}

const audited = (row: ContactMessageRow) => ({
  status: row.status,
  handledBy: row.handledBy,
  handledAt: row.handledAt,
  replyText: row.replyText,
  repliedAt: row.repliedAt,
});

/** One status change in a transaction with its log record; `run` returns the change to apply. */
async function change(
  deps: Deps,
  actor: Actor,
  id: number,
  action: string,
  run: (tx: Db, row: ContactMessageRow) => Promise<Partial<ContactMessageRow> | null>,
): Promise<AdminContactMessage> {
  await deps.db.transaction(async (tx) => {
    const before = await lockContactMessage(tx, id);
    if (!before) throw notFound('Message');
    const patch = await run(tx, before);
    if (!patch) return;
    const after = await updateContactMessage(tx, id, patch);
    await recordChange(tx, {
      actorId: actor.userId,
      action,
      entityType: 'contact_message',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
  });
  return answer(deps, id);
}

/** Opening a new message marks it read; opening it again changes nothing. */
export async function markRead(deps: Deps, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  return change(deps, actor, id, 'contact_message.read', async (_tx, row) =>
    row.status === 'new' ? { status: 'read' } : null,
  );
}

export async function markHandled(deps: Deps, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  return change(deps, actor, id, 'contact_message.handle', async (_tx, row) => {
    if (row.status === 'handled') throw new AppError('conflict', 'This message is already handled');
    return { status: 'handled', handledBy: actor.userId, handledAt: new Date() };
  });
}

/**
 * Answers the visitor by e-mail: the reply goes to the outbox in the same transaction that stores it
 * and sets the status, so a failed write sends nothing and a stored reply is always sent.
 */
export async function replyToMessage(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: AdminReplyContactMessage,
) {
  assertRole(actor, 'admin');
  return change(deps, actor, id, 'contact_message.reply', async (tx, row) => {
    await sendMail(
      deps,
      'contact_reply',
      { subject: row.subject, originalMessage: row.message, replyText: input.replyText },
      { address: row.email, name: row.name },
      { db: tx },
    );
    const now = new Date();
    return {
      status: 'replied',
      replyText: input.replyText,
      repliedAt: now,
      handledBy: actor.userId,
      handledAt: now,
    };
  });
}

/** For the dashboard: messages nobody has opened yet. */
export function unreadMessageCount(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return countNewContactMessages(deps.db);
}

/** Storefront 2.14, D21: the contact form's message joins the admin inbox (content sends the mail). */
export function storeContactMessage(
  deps: Pick<AppDeps, 'db'>,
  row: Parameters<typeof insertContactMessage>[1],
): Promise<number> {
  return insertContactMessage(deps.db, row);
}
