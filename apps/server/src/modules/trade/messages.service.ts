// The message thread of a quote (D17): between the request's buyer and its manufacturer, from the
// moment it is forwarded. Until the buyer accepts, phone numbers, e-mail addresses, links and
// handles are masked for both readers (D30: stored as written, masked when read, the buyer's name
// too); once accepted, each side sees the other's contact details. Admins read threads as written.
// Either side may send a photo or a video of the stone (ADR 021): kept by the attachments module, read
// only through this thread's file route by its two sides and admins.
import {
  type FirmMemberRef,
  QUOTE_LIFECYCLE_MESSAGES as M,
  QuoteMessageCaption,
  type QuoteMessageFile,
  type QuoteMessageView,
  type QuoteThread,
  THREAD_FILE_LIMITS,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { msg, type Text } from '../../lib/i18n';
import { setOrderThreadWriter } from '../../lib/order-thread';
import type { UploadForm } from '../../lib/upload';
import { requireAccess } from '../access/access.service';
import {
  extensionOf,
  FILE_MESSAGES,
  filesInfo,
  readFile,
  releaseFile,
  type StoredFile,
  storeFile,
} from '../attachments/files.service';
import { memberKey, membersNamed } from '../firms/firms.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import { buyerContactOf, manufacturerContactOf } from './contacts';
import { findRequest } from './lifecycle.queries';
import { crossing } from './masking';
import {
  type Executor,
  insertMessage,
  type MessageRow,
  markReadBy,
  messageOf,
  messagesOf,
} from './messages.queries';
import { contactsShared, threadOpen } from './rules';
import type { QuoteRequestRow } from './views';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
type FileDeps = Deps & Pick<AppDeps, 'storage'>;
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

/** ADR 021: what a message shows of its photo or video, read through the thread's own route. */
function fileView(m: MessageRow, files: Map<string, StoredFile>): QuoteMessageFile | null {
  const file = m.fileId ? files.get(m.fileId) : undefined;
  if (!file) return null;
  const url = `/api/v1/quote-requests/${m.quoteRequestId}/messages/${m.id}/file`;
  return {
    kind: file.mimeType.startsWith('video/') ? 'video' : 'photo',
    mimeType: file.mimeType,
    bytes: file.bytes,
    url,
    previewUrl: file.hasPreview ? `${url}?size=preview` : null,
  };
}

const filesOf = (db: Executor, messages: MessageRow[]) =>
  filesInfo(
    { db: db as Deps['db'] },
    messages.flatMap((m) => (m.fileId ? [m.fileId] : [])),
  );

/**
 * D46: who of the manufacturer firm wrote each of its messages, for the firm's own members (and
 * admins, who read threads as written); never for the buyer, who sees the firm's name (D30). A
 * member's own messages say "You", so they are left out.
 */
async function writersOf(
  db: Executor,
  row: QuoteRequestRow,
  messages: MessageRow[],
  viewer: Side | 'admin',
  viewerId: string | null,
): Promise<Map<number, FirmMemberRef>> {
  if (viewer === 'buyer' || row.vendorId === null) return new Map();
  const manufacturerId = row.vendorId;
  const theirs = messages.filter(
    (m) => m.senderRole === 'vendor' && m.senderUserId !== null && m.senderUserId !== viewerId,
  );
  const named = await membersNamed(
    { db },
    theirs.map((m) => ({ manufacturerId, userId: m.senderUserId })),
  );
  return new Map(
    theirs.flatMap((m) => {
      const by = named.get(memberKey(manufacturerId, m.senderUserId!));
      return by ? [[m.id, by] as const] : [];
    }),
  );
}

function toView(
  m: MessageRow,
  row: QuoteRequestRow,
  viewer: Side | 'admin',
  files: Map<string, StoredFile> = new Map(),
  writers: Map<number, FirmMemberRef> = new Map(),
): QuoteMessageView {
  return {
    by: writers.get(m.id) ?? null,
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
    file: fileView(m, files),
    mine: viewer === m.senderRole,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  };
}

async function thread(
  db: Executor,
  row: QuoteRequestRow,
  side: Side,
  viewerId: string,
): Promise<QuoteThread> {
  const messages = await messagesOf(db, row.id);
  const [files, writers] = await Promise.all([
    filesOf(db, messages),
    writersOf(db, row, messages, side, viewerId),
  ]);
  const shared = contactsShared(row);
  return {
    quoteRequestId: row.id,
    role: side,
    counterpartName: side === 'buyer' ? row.vendorName : crossing(row.customerName, row),
    messages: messages.map((m) => toView(m, row, side, files, writers)),
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
  return thread(deps.db, row, side, actor!.userId);
}

export async function postMessage(
  deps: Deps,
  actor: Actor | null,
  requestId: number,
  input: { body: string },
): Promise<QuoteThread> {
  assertSignedIn(actor);
  const { row, side } = await openThreadOf(deps, actor, requestId);
  await deps.db.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      quoteRequestId: row.id,
      senderUserId: actor.userId,
      senderRole: side,
      body: input.body,
    });
    await tellTheOtherSide({ ...deps, db: tx }, row, side, toView(message, row, otherSide(side)).body);
  });
  return thread(deps.db, row, side, actor.userId);
}

const otherSide = (side: Side): Side => (side === 'buyer' ? 'vendor' : 'buyer');

/** The caller's side of a thread it may write in now (not before forwarding, not once closed). */
async function openThreadOf(deps: Deps, actor: Actor, requestId: number) {
  const found = await sideOfRequest(deps.db, actor, requestId, 'message.write');
  if (found.row.status === 'pending') throw new AppError('conflict', M.notForwarded);
  if (!threadOpen(found.row)) throw new AppError('conflict', M.closedThread);
  return found;
}

/** The bell and e-mail of the other side, with the message as that side reads it (D30). */
async function tellTheOtherSide(
  deps: Parameters<typeof notify>[0],
  row: QuoteRequestRow,
  side: Side,
  shown: string,
  file?: 'photo' | 'video',
): Promise<void> {
  const cut = shown.length > 240 ? `${shown.slice(0, 239)}…` : shown;
  // A photo or video says so, in the reader's language, before its text.
  const preview: Text = !file
    ? cut
    : cut
      ? msg(file === 'video' ? 'Sent a video: {text}' : 'Sent a photo: {text}', { text: cut })
      : msg(file === 'video' ? 'Sent a video.' : 'Sent a photo.');
  if (side === 'buyer' && row.vendorId !== null) {
    await notifyManufacturer(deps, row.vendorId, {
      kind: 'quote_message',
      title: msg('New message from {sender} about {product}', {
        sender: crossing(row.customerName, row),
        product: row.productName,
      }),
      body: preview,
      link: `/vendor/quotes/${row.id}`,
    });
  } else if (side === 'vendor' && row.userId) {
    await notify(deps, {
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
}

/** The form of a message with a file, read after the access check (`file`, optional `body`). */
export type ReadMessageForm = (maxBytes: number) => Promise<UploadForm>;

/**
 * POST /quote-requests/{id}/messages/files (multipart: `file`, optional `body`): a photo or a video of
 * the stone in the thread, with an optional text (ADR 021). The text is checked before the file is
 * kept; the file is stored before the transaction and released when the message is not written.
 */
export async function postFileMessage(
  deps: FileDeps,
  actor: Actor | null,
  requestId: number,
  readForm: ReadMessageForm,
): Promise<QuoteThread> {
  assertSignedIn(actor);
  const { row, side } = await openThreadOf(deps, actor, requestId);
  const form = await readForm(THREAD_FILE_LIMITS.videoMaxBytes);
  const caption = QuoteMessageCaption.safeParse(form.fields.body ?? '');
  if (!caption.success) throw invalidData({ body: caption.error.issues[0]!.message });
  if (!form.file) throw invalidData({ file: FILE_MESSAGES.threadRequired });
  const upload = form.file;
  const stored = await storeFile(deps, actor, async () => upload, 'thread');
  try {
    await deps.db.transaction(async (tx) => {
      const message = await insertMessage(tx, {
        quoteRequestId: row.id,
        senderUserId: actor.userId,
        senderRole: side,
        body: caption.data,
        fileId: stored.id,
      });
      const text = toView(message, row, otherSide(side)).body;
      const kind = stored.mimeType.startsWith('video/') ? 'video' : 'photo';
      await tellTheOtherSide({ ...deps, db: tx }, row, side, text, kind);
    });
  } catch (err) {
    await releaseFile(deps, stored.id);
    throw err;
  }
  return thread(deps.db, row, side, actor.userId);
}

/**
 * GET /quote-requests/{id}/messages/{messageId}/file: a photo or video of the thread, for the
 * request's buyer, its manufacturer and admins (`message.file`); anyone else 404.
 */
export async function messageFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  actor: Actor | null,
  requestId: number,
  messageId: number,
  size: 'full' | 'preview',
): Promise<{ bytes: Buffer; mimeType: string; sha256: string; filename: string }> {
  await requireAccess(deps.db, actor, 'message.file', requestId);
  const message = await messageOf(deps.db, requestId, messageId);
  if (!message?.fileId) throw notFound('File');
  const file = await readFile(deps, message.fileId, size);
  return { ...file, filename: `quote-${requestId}-message-${messageId}.${extensionOf(file.mimeType)}` };
}

/** The thread as written, for the admin's read-only view. */
export async function threadForAdmin(db: Executor, requestId: number): Promise<QuoteMessageView[]> {
  const row = await findRequest(db, requestId);
  if (!row) return [];
  const messages = await messagesOf(db, requestId);
  const [files, writers] = await Promise.all([
    filesOf(db, messages),
    writersOf(db, row, messages, 'admin', null),
  ]);
  return messages.map((m) => toView(m, row, 'admin', files, writers));
}
