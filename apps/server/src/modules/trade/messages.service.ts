// The message thread of a quote (D17): between the request's buyer and its manufacturer, from the
// moment it is forwarded. Until the buyer accepts, phone numbers, e-mail addresses, links and
// handles are masked for both readers (D30: stored as written, masked when read, the buyer's name
// too); once accepted, each side sees the other's contact details. Admins read threads as written.
import { QUOTE_LIFECYCLE_MESSAGES as M, type QuoteMessageView, type QuoteThread } from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { setOrderThreadWriter } from '../../lib/order-thread';
import { requireAccess } from '../access/access.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import { buyerContactOf, manufacturerContactOf } from './contacts';
import { findRequest } from './lifecycle.queries';
import { crossing } from './masking';
import { type Executor, insertMessage, type MessageRow, markReadBy, messagesOf } from './messages.queries';
import { contactsShared, threadOpen } from './rules';
import type { QuoteRequestRow } from './views';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
/** The side of a thread a message is from, as stored (`sender_role`). */
type Side = 'buyer' | 'vendor';

// D45: the steps of a disputed payment are written in the order's thread (lib/order-thread.ts), cut
// to a message's length.
setOrderThreadWriter(async (tx, note) => {
  await insertMessage(tx, { ...note, body: note.body.slice(0, 2000) });
});

/** D45: how an admin's line in an order's thread is signed. */
export const ADMIN_SENDER_NAME = 'Granite Marketplace (admin)';

/** The request and the caller's side of its thread: its buyer or its manufacturer; nobody else (404). */
async function sideOfRequest(
  db: Deps['db'],
  actor: Actor | null,
  requestId: number,
  permission: 'message.read' | 'message.write',
): Promise<{ row: QuoteRequestRow; side: Side }> {
  const party = await requireAccess(db, actor, permission, requestId);
  const row = await findRequest(db, requestId);
  if (!row) throw notFound('Quote request');
  return { row, side: party === 'buyer' ? 'buyer' : 'vendor' };
}

function toView(m: MessageRow, row: QuoteRequestRow, viewer: Side | 'admin'): QuoteMessageView {
  return {
    id: m.id,
    senderRole: m.senderRole as Side | 'admin',
    senderName:
      m.senderRole === 'admin'
        ? ADMIN_SENDER_NAME
        : m.senderRole !== 'buyer'
          ? row.vendorName
          : viewer === 'vendor'
            ? crossing(row.customerName, row)
            : row.customerName,
    body: viewer === 'admin' ? m.body : crossing(m.body, row),
    mine: viewer === m.senderRole,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  };
}

async function thread(db: Executor, row: QuoteRequestRow, side: Side): Promise<QuoteThread> {
  const messages = await messagesOf(db, row.id);
  const shared = contactsShared(row);
  return {
    quoteRequestId: row.id,
    role: side,
    counterpartName: side === 'buyer' ? row.vendorName : crossing(row.customerName, row),
    messages: messages.map((m) => toView(m, row, side)),
    contactsShared: shared,
    counterpart: shared
      ? side === 'buyer'
        ? await manufacturerContactOf(db, row.vendorId)
        : await buyerContactOf(db, row)
      : null,
    canSend: threadOpen(row),
  };
}

/** Reading the thread marks the other side's messages read. */
export async function getThread(deps: Deps, actor: Actor | null, requestId: number): Promise<QuoteThread> {
  const { row, side } = await sideOfRequest(deps.db, actor, requestId, 'message.read');
  await markReadBy(deps.db, row.id, side);
  return thread(deps.db, row, side);
}

export async function postMessage(
  deps: Deps,
  actor: Actor | null,
  requestId: number,
  input: { body: string },
): Promise<QuoteThread> {
  assertSignedIn(actor);
  const { row, side } = await sideOfRequest(deps.db, actor, requestId, 'message.write');
  if (row.status === 'pending') throw new AppError('conflict', M.notForwarded);
  if (!threadOpen(row)) throw new AppError('conflict', M.closedThread);
  await deps.db.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      quoteRequestId: row.id,
      senderUserId: actor.userId,
      senderRole: side,
      body: input.body,
    });
    const shown = toView(message, row, side === 'buyer' ? 'vendor' : 'buyer').body;
    const preview = shown.length > 240 ? `${shown.slice(0, 239)}…` : shown;
    const n = { db: tx, mail: deps.mail, config: deps.config };
    if (side === 'buyer' && row.vendorId !== null) {
      await notifyManufacturer(n, row.vendorId, {
        kind: 'quote_message',
        title: msg('New message from {sender} about {product}', {
          sender: crossing(row.customerName, row),
          product: row.productName,
        }),
        body: preview,
        link: `/vendor/quotes/${row.id}`,
      });
    } else if (side === 'vendor' && row.userId) {
      await notify(n, {
        userId: row.userId,
        kind: 'quote_message',
        title: msg('New message from {sender} about {product}', {
          sender: row.vendorName,
          product: row.productName,
        }),
        body: preview,
        link: `/dashboard?tab=quotes&request=${row.id}`,
      });
    }
  });
  return thread(deps.db, row, side);
}

/** The thread as written, for the admin's read-only view. */
export async function threadForAdmin(db: Executor, requestId: number): Promise<QuoteMessageView[]> {
  const row = await findRequest(db, requestId);
  if (!row) return [];
  return (await messagesOf(db, requestId)).map((m) => toView(m, row, 'admin'));
}
