// D17 for admins: the queue of quote requests, forwarding a pending one to its manufacturer, closing
// one not accepted with a reason. Every step tells the other side in the writing transaction.
import type {
  AdminQuoteDetail,
  AdminQuoteListQuery,
  AdminQuoteRow,
  CloseQuoteRequest,
  Paginated,
} from '@granite/shared';
import type { z } from 'zod';
import { type Actor, assertRole } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { msg, sqftText } from '../../lib/i18n';
import { requireAccess } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import { releaseHolds } from '../lots/holds.service';
import { notify, notifyManufacturer, settleAdminNotices } from '../notifications/notifications.service';
import {
  findRequest,
  groupMembers,
  isOverdue,
  latestRepliesOf,
  listForAdmin,
  lockRequest,
  manufacturerContact,
  orderOfRequest,
  orderStatusesOf,
  repliesOf,
  updateRequest,
  userContact,
} from './lifecycle.queries';
import { LINKS, type LifecycleDeps, notifyDeps, tellManufacturerForwarded } from './lifecycle.service';
import { crossing } from './masking';
import { threadForAdmin } from './messages.service';
import { orderDetails } from './order-details.service';
import { assertRequestStep, conflict } from './rules';
import { replyIdsOfRequests } from './slab-quotes.queries';
import { offeredSlabsByReply, requestedSlabsByRequest } from './slab-quotes.service';
import { toOrderView, toReplyView, toSummary } from './views';

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
  const [replies, orders, requested] = await Promise.all([
    latestRepliesOf(deps.db, ids),
    orderStatusesOf(deps.db, ids),
    requestedSlabsByRequest(deps.db, ids),
  ]);
  const offered = await offeredSlabsByReply(
    deps.db,
    [...replies.values()].map((r) => r.latest),
  );
  return {
    items: rows.map((row) => {
      const r = replies.get(row.id);
      return {
        ...toSummary(row, requested.get(row.id)),
        mobileNumber: row.mobileNumber,
        latestReply: r ? toReplyView(r.latest, row.quantitySqft, now, offered.get(r.latest.id)) : null,
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
  await requireAccess(deps.db, actor, 'request.read', id, 'admin');
  const row = await findRequest(deps.db, id);
  if (!row) throw notFound('Quote request');
  const now = new Date();
  const [replies, order, buyer, forwardedBy, manufacturer, messages, group, requested] = await Promise.all([
    repliesOf(deps.db, id),
    orderOfRequest(deps.db, id),
    row.userId ? userContact(deps.db, row.userId) : undefined,
    row.forwardedBy ? userContact(deps.db, row.forwardedBy) : undefined,
    row.vendorId !== null ? manufacturerContact(deps.db, row.vendorId) : undefined,
    threadForAdmin(deps.db, id),
    row.groupId ? groupMembers(deps.db, row.groupId) : [],
    requestedSlabsByRequest(deps.db, [id]),
  ]);
  const [offered, orderSlabs] = await Promise.all([
    offeredSlabsByReply(deps.db, replies),
    orderDetails(deps.db, order ? [order] : []),
  ]);
  return {
    request: {
      ...toSummary(row, requested.get(id)),
      mobileNumber: row.mobileNumber,
      buyerEmail: buyer?.email ?? null,
      forwardedByName: forwardedBy?.name ?? null,
    },
    vendor: manufacturer
      ? {
          id: manufacturer.id,
          businessName: manufacturer.businessName,
          email: manufacturer.email,
          phone: manufacturer.phone,
          hasAccount: manufacturer.ownerUserId !== null,
        }
      : null,
    replies: replies.map((r) => toReplyView(r, row.quantitySqft, now, offered.get(r.id))),
    messages,
    order: order ? toOrderView(order, row.vendorName, orderSlabs.get(order.id)) : null,
    overdue: isOverdue(row, now),
    group: group
      .filter((g) => g.id !== row.id)
      .map((g) => ({ ...g, status: g.status as AdminQuoteDetail['request']['status'] })),
  };
}

/** D17: an admin forwards a pending request to its manufacturer. */
export async function forwardQuoteRequest(deps: LifecycleDeps, actor: Actor | null, id: number) {
  await requireAccess(deps.db, actor, 'request.forward', id, 'admin');
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (!before) throw notFound('Quote request');
    assertRequestStep('forward', before);
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
    await settleAdminNotices(n, LINKS.admin(id));
    await tellManufacturerForwarded(n, after);
    if (after.userId) {
      await notify(n, {
        userId: after.userId,
        kind: 'quote_forwarded',
        title: msg('Your quote request reached {manufacturer}', { manufacturer: after.vendorName }),
        body: msg(
          '{manufacturer} now has your request for {quantity} of {product}. You will be told when they reply.',
          {
            manufacturer: after.vendorName,
            quantity: sqftText(after.quantitySqft),
            product: after.productName,
          },
        ),
        link: LINKS.buyer(id),
      });
    }
  });
  return getAdminQuoteRequest(deps, actor, id);
}

/** D17: an admin closes any request that has not become an order; D32: its reply's slabs are released. */
export async function closeQuoteRequest(
  deps: LifecycleDeps,
  actor: Actor | null,
  id: number,
  input: z.output<typeof CloseQuoteRequest>,
) {
  await requireAccess(deps.db, actor, 'request.close', id, 'admin');
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (!before) throw notFound('Quote request');
    assertRequestStep('close', before);
    const at = new Date();
    const after = await updateRequest(tx, id, { status: 'closed', closedAt: at, closeReason: input.reason });
    await releaseHolds(tx, await replyIdsOfRequests(tx, [id]));
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'quote_request.close',
      entityType: 'quote_request',
      entityId: id,
      before: { status: before.status, closeReason: before.closeReason },
      after: { status: after.status, closeReason: after.closeReason },
    });
    const n = notifyDeps(deps, tx);
    await settleAdminNotices(n, LINKS.admin(id));
    if (after.userId) {
      await notify(n, {
        userId: after.userId,
        kind: 'quote_closed',
        title: msg('Your quote request for {product} was closed', { product: after.productName }),
        body: msg('Reason: {reason}', { reason: input.reason }),
        link: LINKS.buyer(id),
      });
    }
    if (before.forwardedAt && after.vendorId !== null) {
      await notifyManufacturer(n, after.vendorId, {
        kind: 'quote_closed',
        title: msg('Quote request #{id} was closed', { id }),
        body: msg('The request for {product} from {buyer} was closed by the marketplace. Reason: {reason}', {
          product: after.productName,
          buyer: crossing(after.customerName, after),
          reason: input.reason,
        }),
        link: LINKS.vendor(id),
      });
    }
  });
  return getAdminQuoteRequest(deps, actor, id);
}
