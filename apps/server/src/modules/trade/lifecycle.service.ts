// The quote lifecycle of D17, every transition checked here: pending → forwarded (an admin, or at
// submission while auto-forward is on) or closed; forwarded → responded (the manufacturer's first
// reply; revisions until accepted, all kept); responded → accepted (an order, D18; the group's other
// requests not chosen) or declined; an admin closes anything not accepted. Each step tells the other
// side (notifications: in the app and by e-mail, in the writing transaction).
import {
  type AdminQuoteDetail,
  type AdminQuoteListQuery,
  type AdminQuoteRow,
  type CloseQuoteRequest,
  type DecideQuoteReply,
  formatINR,
  isPastValidity,
  landedTotal,
  QUOTE_LIFECYCLE_MESSAGES as M,
  NOT_CHOSEN_REASON,
  type Paginated,
  type QuoteDecision,
  type QuoteReplyValues,
  type QuoteSettings,
  type UpdateQuoteSettings,
  type VendorQuoteDetail,
  type VendorQuoteListQuery,
  type VendorQuoteRow,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { recordChange } from '../activity/activity.service';
import { readSetting, writeSetting } from '../content/content.service';
import { type NotifyDeps, notify, notifyAdmins, notifyVendor } from '../notifications/notifications.service';
import { adminsRequest, assertOwnManufacturer, buyersReply, manufacturersRequest } from './access';
import { buyerContactOf } from './contacts';
import {
  closeGroupRequests,
  type Executor,
  findReply,
  groupMembers,
  insertOrder,
  insertRevision,
  isOverdue,
  latestRepliesOf,
  listForAdmin,
  listForVendor,
  lockRequest,
  lockRequestGroup,
  markNotChosen,
  orderOfRequest,
  orderStatusesOf,
  repliesOf,
  setReplyStatus,
  unreadFromBuyer,
  updateRequest,
  userContact,
  vendorContact,
} from './lifecycle.queries';
import { threadForAdmin } from './messages.service';
import { canReply, conflict, contactsShared, refuseUndecidable, STATUS_WORDS } from './rules';
import { type QuoteRequestRow, toOrderView, toReplyView, toSummary } from './views';

export type LifecycleDeps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

const notifyDeps = (deps: LifecycleDeps, tx: Executor): NotifyDeps => ({
  db: tx,
  mail: deps.mail,
  config: deps.config,
});

/** Where each side reads a request (the e-mails carry these as absolute links). */
export const LINKS = {
  buyer: (requestId: number) => `/dashboard?tab=quotes&request=${requestId}`,
  vendor: (requestId: number) => `/vendor/quotes/${requestId}`,
  vendorOrder: (orderId: number) => `/vendor/orders?order=${orderId}`,
  admin: (requestId: number) => `/admin/quote-requests?id=${requestId}`,
};

const sqft = (n: number) => `${n.toLocaleString('en-IN')} sq.ft`;

// ---------------------------------------------------------------- submission (quotes.service)

/** D17: the admin's auto-forward setting, kept in site_settings under 'quotes'. */
const QUOTE_SETTINGS_KEY = 'quotes';

async function readQuoteSettings(
  db: Executor,
): Promise<{ autoForward: boolean; version: number; updatedAt: Date | null }> {
  const stored = await readSetting(db, QUOTE_SETTINGS_KEY);
  const value = stored.value as { autoForward?: unknown } | null;
  return { autoForward: value?.autoForward === true, version: stored.version, updatedAt: stored.updatedAt };
}

/** Whether new requests go straight to the manufacturer (the admin's auto-forward setting). */
export async function autoForwardOn(db: Executor): Promise<boolean> {
  return (await readQuoteSettings(db)).autoForward;
}

/**
 * Tells whom new requests concern, in the submitting transaction: each manufacturer when they were
 * forwarded at once, the admins otherwise (they forward or close them, D17).
 */
export async function announceSubmitted(deps: LifecycleDeps, tx: Executor, rows: QuoteRequestRow[]) {
  const n = notifyDeps(deps, tx);
  for (const row of rows) {
    if (row.status === 'forwarded') await tellVendorForwarded(n, row);
    else {
      await notifyAdmins(n, {
        kind: 'quote_submitted',
        title: `New quote request #${row.id}: ${row.productName}`,
        body: `${row.customerName} asks ${row.vendorName} for ${sqft(row.quantitySqft)} delivered to ${row.deliveryCity}. Forward it to the manufacturer or close it.`,
        link: LINKS.admin(row.id),
      });
    }
  }
}

async function tellVendorForwarded(n: NotifyDeps, row: QuoteRequestRow) {
  if (row.vendorId === null) return;
  await notifyVendor(n, row.vendorId, {
    kind: 'quote_forwarded',
    title: `New quote request: ${row.productName}`,
    body: `${row.customerName} asks for ${sqft(row.quantitySqft)} of ${row.productName} (${row.materialQuality}, ${row.productType}) delivered to ${row.deliveryCity} ${row.deliveryPin}. Buyers expect a reply within 24 hours.`,
    link: LINKS.vendor(row.id),
  });
}

// ---------------------------------------------------------------- admin

type AdminQuery = z.output<typeof AdminQuoteListQuery>;

export async function listAdminQuoteRequests(
  deps: LifecycleDeps,
  actor: Actor | null,
  query: AdminQuery,
): Promise<Paginated<AdminQuoteRow>> {
  assertRole(actor, 'admin');
  const now = new Date();
  const { rows, total } = await listForAdmin(deps.db, {
    status: query.status,
    vendorId: query.vendorId,
    from: query.from,
    to: query.to,
    q: query.q,
    waiting: query.waiting !== undefined,
    sort: query.sort,
    dir: query.dir,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    now,
  });
  const ids = rows.map((r) => r.id);
  const [replies, orders] = await Promise.all([latestRepliesOf(deps.db, ids), orderStatusesOf(deps.db, ids)]);
  return {
    items: rows.map((row) => {
      const r = replies.get(row.id);
      return {
        ...toSummary(row),
        mobileNumber: row.mobileNumber,
        latestReply: r ? toReplyView(r.latest, row.quantitySqft, now) : null,
        replyCount: r?.count ?? 0,
        orderStatus: orders.get(row.id) ?? null,
        overdue: isOverdue(row, now),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function getAdminQuoteRequest(
  deps: LifecycleDeps,
  actor: Actor | null,
  id: number,
): Promise<AdminQuoteDetail> {
  const row = await adminsRequest(deps.db, actor, id);
  const now = new Date();
  const [replies, order, buyer, forwardedBy, vendor, messages, group] = await Promise.all([
    repliesOf(deps.db, id),
    orderOfRequest(deps.db, id),
    row.userId ? userContact(deps.db, row.userId) : undefined,
    row.forwardedBy ? userContact(deps.db, row.forwardedBy) : undefined,
    row.vendorId !== null ? vendorContact(deps.db, row.vendorId) : undefined,
    threadForAdmin(deps.db, id),
    row.groupId ? groupMembers(deps.db, row.groupId) : [],
  ]);
  return {
    request: {
      ...toSummary(row),
      mobileNumber: row.mobileNumber,
      buyerEmail: buyer?.email ?? null,
      forwardedByName: forwardedBy?.name ?? null,
    },
    vendor: vendor
      ? {
          id: vendor.id,
          businessName: vendor.businessName,
          email: vendor.email,
          phone: vendor.phone,
          hasAccount: vendor.ownerUserId !== null,
        }
      : null,
    replies: replies.map((r) => toReplyView(r, row.quantitySqft, now)),
    messages,
    order: order ? toOrderView(order, row.vendorName) : null,
    overdue: isOverdue(row, now),
    group: group
      .filter((g) => g.id !== row.id)
      .map((g) => ({ ...g, status: g.status as AdminQuoteDetail['request']['status'] })),
  };
}

/** D17: an admin forwards a pending request to its manufacturer. */
export async function forwardQuoteRequest(deps: LifecycleDeps, actor: Actor | null, id: number) {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (!before) throw notFound('Quote request');
    if (before.status !== 'pending') {
      throw conflict(
        `This quote request is already ${STATUS_WORDS[before.status]}; only pending requests can be forwarded.`,
      );
    }
    if (before.vendorId === null) throw conflict('The manufacturer of this request no longer exists.');
    const after = await updateRequest(tx, id, {
      status: 'forwarded',
      forwardedAt: new Date(),
      forwardedBy: actor.userId,
    });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'quote_request.forward',
      entityType: 'quote_request',
      entityId: id,
      before: { status: before.status, forwardedAt: before.forwardedAt },
      after: { status: after.status, forwardedAt: after.forwardedAt },
    });
    const n = notifyDeps(deps, tx);
    await tellVendorForwarded(n, after);
    if (after.userId) {
      await notify(n, {
        userId: after.userId,
        kind: 'quote_forwarded',
        title: `Your quote request reached ${after.vendorName}`,
        body: `${after.vendorName} now has your request for ${sqft(after.quantitySqft)} of ${after.productName}. You will be told when they reply.`,
        link: LINKS.buyer(id),
      });
    }
  });
  return getAdminQuoteRequest(deps, actor, id);
}

/** D17: an admin closes any request that has not become an order. */
export async function closeQuoteRequest(
  deps: LifecycleDeps,
  actor: Actor | null,
  id: number,
  input: z.output<typeof CloseQuoteRequest>,
) {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (!before) throw notFound('Quote request');
    if (before.status === 'closed') throw conflict('This quote request is already closed.');
    if (before.status === 'accepted') {
      throw conflict('This quote request was accepted and has an order; it cannot be closed.');
    }
    const at = new Date();
    const after = await updateRequest(tx, id, { status: 'closed', closedAt: at, closeReason: input.reason });
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'quote_request.close',
      entityType: 'quote_request',
      entityId: id,
      before: { status: before.status, closeReason: before.closeReason },
      after: { status: after.status, closeReason: after.closeReason },
    });
    const n = notifyDeps(deps, tx);
    if (after.userId) {
      await notify(n, {
        userId: after.userId,
        kind: 'quote_closed',
        title: `Your quote request for ${after.productName} was closed`,
        body: `Reason: ${input.reason}`,
        link: LINKS.buyer(id),
      });
    }
    if (before.forwardedAt && after.vendorId !== null) {
      await notifyVendor(n, after.vendorId, {
        kind: 'quote_closed',
        title: `Quote request #${id} was closed`,
        body: `The request for ${after.productName} from ${after.customerName} was closed by the marketplace. Reason: ${input.reason}`,
        link: LINKS.vendor(id),
      });
    }
  });
  return getAdminQuoteRequest(deps, actor, id);
}

export async function getQuoteSettings(deps: LifecycleDeps, actor: Actor | null): Promise<QuoteSettings> {
  assertRole(actor, 'admin');
  const s = await readQuoteSettings(deps.db);
  return { autoForward: s.autoForward, version: s.version, updatedAt: s.updatedAt?.toISOString() ?? null };
}

export async function updateQuoteSettings(
  deps: LifecycleDeps,
  actor: Actor | null,
  input: z.output<typeof UpdateQuoteSettings>,
): Promise<QuoteSettings> {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await readQuoteSettings(tx);
    const version = await writeSetting(tx, {
      key: QUOTE_SETTINGS_KEY,
      value: { autoForward: input.autoForward },
      loadedVersion: input.version,
      userId: actor.userId,
    });
    if (version === null) {
      throw new AppError(
        'conflict',
        'This record was changed by someone else. Reload to see the latest version.',
      );
    }
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'quote_settings.update',
      entityType: 'site_setting',
      entityId: 'quotes',
      before: { autoForward: before.autoForward },
      after: { autoForward: input.autoForward },
    });
  });
  return getQuoteSettings(deps, actor);
}

// ---------------------------------------------------------------- manufacturer

type VendorQuery = z.output<typeof VendorQuoteListQuery>;

export async function listVendorQuoteRequests(
  deps: LifecycleDeps,
  actor: Actor | null,
  query: VendorQuery,
): Promise<Paginated<VendorQuoteRow>> {
  assertRole(actor, 'vendor');
  assertOwnManufacturer(actor, query.vendorId);
  const now = new Date();
  const { rows, total } = await listForVendor(deps.db, {
    vendorIds: query.vendorId !== undefined ? [query.vendorId] : actor.vendorIds,
    status: query.status,
    q: query.q,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const ids = rows.map((r) => r.id);
  const [replies, orders, unread] = await Promise.all([
    latestRepliesOf(deps.db, ids),
    orderStatusesOf(deps.db, ids),
    unreadFromBuyer(deps.db, ids),
  ]);
  return {
    items: rows.map((row) => {
      const r = replies.get(row.id);
      return {
        ...toSummary(row),
        latestReply: r ? toReplyView(r.latest, row.quantitySqft, now) : null,
        unreadMessages: unread.get(row.id) ?? 0,
        orderStatus: orders.get(row.id) ?? null,
        overdue: isOverdue(row, now),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function getVendorQuoteRequest(
  deps: LifecycleDeps,
  actor: Actor | null,
  id: number,
): Promise<VendorQuoteDetail> {
  const row = await manufacturersRequest(deps.db, actor, id);
  const now = new Date();
  const [replies, order] = await Promise.all([repliesOf(deps.db, id), orderOfRequest(deps.db, id)]);
  return {
    request: toSummary(row),
    replies: replies.map((r) => toReplyView(r, row.quantitySqft, now)),
    order: order ? toOrderView(order, row.vendorName) : null,
    buyerContact: contactsShared(row) ? await buyerContactOf(deps.db, row) : null,
    canReply: canReply(row),
  };
}

/**
 * D17: the manufacturer's reply, or a revision of it (kept: the earlier one becomes superseded).
 * Only to a request forwarded to one of its manufacturers and not yet decided.
 */
export async function replyToQuoteRequest(
  deps: LifecycleDeps,
  actor: Actor | null,
  id: number,
  input: QuoteReplyValues,
): Promise<VendorQuoteDetail> {
  assertRole(actor, 'vendor');
  await manufacturersRequest(deps.db, actor, id);
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row || row.vendorId === null) throw notFound('Quote request');
    if (!canReply(row)) {
      throw conflict(`This quote request is ${STATUS_WORDS[row.status]}; it can no longer be answered.`);
    }
    const reply = await insertRevision(tx, {
      quoteRequestId: id,
      vendorId: row.vendorId,
      pricePaise: input.pricePaise,
      gstRate: input.gstRate,
      exWorks: input.exWorks,
      freightPaise: input.exWorks ? null : input.freightPaise,
      leadTimeDays: input.leadTimeDays,
      validUntil: input.validUntil,
      message: input.message,
      createdBy: actor.userId,
    });
    const first = row.status === 'forwarded';
    // responded_at stays the time of the FIRST reply: response times count from it (D27).
    if (first) await updateRequest(tx, id, { status: 'responded', respondedAt: reply.createdAt });
    if (row.userId) {
      const landed = landedTotal({
        quantitySqft: row.quantitySqft,
        pricePaise: reply.pricePaise,
        gstRate: reply.gstRate,
        freightPaise: reply.freightPaise,
      });
      await notify(notifyDeps(deps, tx), {
        userId: row.userId,
        kind: first ? 'quote_replied' : 'quote_revised',
        title: first
          ? `${row.vendorName} replied to your quote request`
          : `${row.vendorName} revised their quote`,
        body: `${row.productName}: ${formatINR(reply.pricePaise)} per sq.ft + ${reply.gstRate}% GST, ${reply.exWorks ? 'ex-works' : `freight ${formatINR(reply.freightPaise ?? 0)}`}, landed total ${formatINR(landed.totalPaise)}, ${reply.leadTimeDays} days lead time, valid until ${reply.validUntil}.`,
        link: LINKS.buyer(id),
      });
    }
  });
  return getVendorQuoteRequest(deps, actor, id);
}

// ---------------------------------------------------------------- buyer

/**
 * D17/D18: the buyer accepts a reply: it becomes an order with the landed amounts; the other
 * requests of the same submission are closed and their replies not chosen. The group's rows are
 * locked first, so two accepts at the same moment (of one reply, or of two replies of one group)
 * make one order and the other is refused with 409.
 */
export async function acceptQuoteReply(
  deps: LifecycleDeps,
  actor: Actor | null,
  replyId: number,
): Promise<QuoteDecision> {
  assertSignedIn(actor);
  const { request: loaded } = await buyersReply(deps.db, actor, replyId);
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const group = await lockRequestGroup(tx, loaded);
    const request = group.find((r) => r.id === loaded.id)!;
    const reply = (await findReply(tx, replyId))!;
    if (request.status === 'accepted') throw conflict(M.alreadyDecided);
    if (group.some((r) => r.status === 'accepted')) throw conflict(M.otherAccepted);
    refuseUndecidable(reply);
    if (isPastValidity(reply.validUntil, now)) throw conflict(M.cannotAcceptExpired);
    if (request.status !== 'responded') {
      throw conflict(
        `This quote request is ${STATUS_WORDS[request.status]}; its quote can no longer be accepted.`,
      );
    }
    if (request.vendorId === null) throw conflict('The manufacturer of this request no longer exists.');

    const accepted = await setReplyStatus(tx, reply.id, 'accepted');
    const after = await updateRequest(tx, request.id, { status: 'accepted', acceptedAt: now });
    const buyer = await userContact(tx, actor.userId);
    const landed = landedTotal({
      quantitySqft: request.quantitySqft,
      pricePaise: reply.pricePaise,
      gstRate: reply.gstRate,
      freightPaise: reply.exWorks ? null : reply.freightPaise,
    });
    const order = await insertOrder(tx, {
      quoteRequestId: request.id,
      quoteReplyId: reply.id,
      vendorId: request.vendorId,
      userId: actor.userId,
      productId: request.productId,
      productName: request.productName,
      customerName: request.customerName,
      customerPhone: request.mobileNumber,
      customerEmail: buyer?.email ?? null,
      deliveryAddress: `${request.deliveryCity} ${request.deliveryPin}`,
      quantitySqft: request.quantitySqft,
      pricePaise: reply.pricePaise,
      subtotalPaise: landed.subtotalPaise,
      freightPaise: landed.freightPaise,
      exWorks: reply.exWorks,
      gstRate: reply.gstRate,
      gstPaise: landed.gstPaise,
      totalPaise: landed.totalPaise,
      leadTimeDays: reply.leadTimeDays,
      status: 'pending',
    });

    const others = group.filter((r) => r.id !== request.id);
    const closed = await closeGroupRequests(
      tx,
      others.map((r) => r.id),
      NOT_CHOSEN_REASON,
      now,
    );
    await markNotChosen(
      tx,
      others.map((r) => r.id),
    );

    const n = notifyDeps(deps, tx);
    await notifyVendor(n, request.vendorId, {
      kind: 'quote_accepted',
      title: `Your quote was accepted: order #${order.id}`,
      body: `${request.customerName} accepted your quote for ${sqft(request.quantitySqft)} of ${request.productName}, landed total ${formatINR(order.totalPaise)}. Please confirm the order. The buyer's contact details are now on the request.`,
      link: LINKS.vendorOrder(order.id),
    });
    for (const other of closed) {
      if (!other.forwardedAt || other.vendorId === null) continue;
      await notifyVendor(n, other.vendorId, {
        kind: 'quote_not_chosen',
        title: `The buyer chose another quote for ${other.productName}`,
        body: `${other.customerName} accepted another manufacturer's quote for request #${other.id}. Thank you for replying.`,
        link: LINKS.vendor(other.id),
      });
    }
    return { after, accepted, order };
  });
  return {
    request: toSummary(result.after),
    reply: toReplyView(result.accepted, result.after.quantitySqft, now),
    order: toOrderView(result.order, result.after.vendorName),
  };
}

/** D17: the buyer declines a reply; the manufacturer is told (with the reason, when given). */
export async function declineQuoteReply(
  deps: LifecycleDeps,
  actor: Actor | null,
  replyId: number,
  input: z.output<typeof DecideQuoteReply>,
): Promise<QuoteDecision> {
  assertSignedIn(actor);
  const { request: loaded } = await buyersReply(deps.db, actor, replyId);
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const request = (await lockRequest(tx, loaded.id))!;
    const reply = (await findReply(tx, replyId))!;
    if (reply.status === 'expired') throw conflict('This quote has already expired.');
    refuseUndecidable(reply);
    if (request.status !== 'responded') {
      throw conflict(
        `This quote request is ${STATUS_WORDS[request.status]}; its quote can no longer be declined.`,
      );
    }
    const declined = await setReplyStatus(tx, reply.id, 'declined');
    const after = await updateRequest(tx, request.id, {
      status: 'declined',
      declinedAt: now,
      closeReason: input.reason ?? null,
    });
    if (request.vendorId !== null) {
      await notifyVendor(notifyDeps(deps, tx), request.vendorId, {
        kind: 'quote_declined',
        title: `Your quote for ${request.productName} was declined`,
        body: `${request.customerName} declined your quote for request #${request.id}.${input.reason ? ` Reason: ${input.reason}` : ''}`,
        link: LINKS.vendor(request.id),
      });
    }
    return { after, declined };
  });
  return {
    request: toSummary(result.after),
    reply: toReplyView(result.declined, result.after.quantitySqft, now),
    order: null,
  };
}
