// The buyer's quote board (storefront 2.18, D17): what the dashboard's Quote Requests tab and
// its quote sheet read; and the buyer's orders, each with the same story, for the Orders tab. Only the caller's own requests; the writes (accept, decline, messages) are
// the lifecycle's.
import {
  type BuyerOrderState,
  type BuyerOrders,
  type BuyerQuoteBoard,
  type BuyerQuoteItem,
  type MyHeldSlabs,
  type MyHeldSlabsQuery,
  ORDERS_OF_STATE,
} from '@granite/shared';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { sampleCitationsOfRequests } from '../samples/samples.service';
import { replyForBuyer } from './masking';
import { orderDetails } from './order-details.service';
import {
  type Executor,
  orderCountsByStatus,
  ordersOf,
  pageOfGroups,
  pageOfOrders,
  repliesOf,
  requestsByIds,
  requestsOfGroups,
  reviewsOf,
  unreadFromManufacturer,
} from './quote-sheet.queries';
import { requirementsOfGroups, targetPrices } from './requirements.queries';
import { stoneName } from './requirements.service';
import { heldForBuyer } from './slab-quotes.queries';
import { offeredSlabsByReply, requestedSlabsByRequest } from './slab-quotes.service';
import { toOrderView, toReplyView, toSummary } from './views';

export async function getQuoteBoard(
  deps: { db: Executor },
  actor: Actor | null,
  query: { page: number; pageSize: number },
  now: Date = new Date(),
): Promise<BuyerQuoteBoard> {
  assertSignedIn(actor);
  const { keys, total } = await pageOfGroups(
    deps.db,
    actor.userId,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const requests = await requestsOfGroups(
    deps.db,
    actor.userId,
    keys.map((k) => k.key),
  );
  const items = await itemsOf(deps, requests, now);
  // D38: a requirement's replies are one group, titled by the stone the buyer asked for.
  const requirementGroups = new Set(requests.flatMap((r) => (r.requirementId === null ? [] : [r.groupId!])));
  const requirementsByGroup = await requirementsOfGroups(deps.db, actor.userId, [...requirementGroups]);
  const keyOf = (r: (typeof requests)[number]) => r.groupId ?? `r${r.id}`;
  return {
    items: keys.map((k) => {
      const members = requests.filter((r) => keyOf(r) === k.key);
      const requirement = members[0]?.groupId ? requirementsByGroup.get(members[0].groupId) : undefined;
      return {
        key: k.key,
        groupId: members[0]?.groupId ?? null,
        requirement: requirement ? { id: requirement.id, stone: stoneName(requirement, 'buyer') } : null,
        createdAt: k.createdAt.toISOString(),
        items: members.map((r) => items.get(r.id)!),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/**
 * The buyer's orders, newest first, each with its request, replies, documents' order, payments,
 * claim and review as the quote board shows them; `state` narrows to open, delivered or cancelled.
 * Only the caller's own orders: the page is read by the buyer's user id.
 */
export async function getMyOrders(
  deps: { db: Executor },
  actor: Actor | null,
  query: { page: number; pageSize: number; state?: BuyerOrderState },
  now: Date = new Date(),
): Promise<BuyerOrders> {
  assertSignedIn(actor);
  const statuses = query.state ? ORDERS_OF_STATE[query.state] : undefined;
  const [{ requestIds, total }, counted] = await Promise.all([
    pageOfOrders(deps.db, actor.userId, statuses, query.pageSize, (query.page - 1) * query.pageSize),
    orderCountsByStatus(deps.db, actor.userId),
  ]);
  const requests = await requestsByIds(deps.db, actor.userId, requestIds);
  const items = await itemsOf(deps, requests, now);
  const countOf = (state: BuyerOrderState) =>
    ORDERS_OF_STATE[state].reduce((sum, status) => sum + (counted.get(status) ?? 0), 0);
  return {
    items: requestIds.flatMap((id) => (items.has(id) ? [items.get(id)!] : [])),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    counts: { open: countOf('open'), delivered: countOf('delivered'), cancelled: countOf('cancelled') },
  };
}

type RequestRow = Awaited<ReturnType<typeof requestsOfGroups>>[number];

/** Each request as the buyer reads it: replies (masked, D30), order, review, unread messages. */
async function itemsOf(
  deps: { db: Executor },
  requests: RequestRow[],
  now: Date,
): Promise<Map<number, BuyerQuoteItem>> {
  const ids = requests.map((r) => r.id);
  const [replies, orderRows, unread] = await Promise.all([
    repliesOf(deps.db, ids),
    ordersOf(deps.db, ids),
    unreadFromManufacturer(deps.db, ids),
  ]);
  const [reviewRows, requested, offered, orderSlabs] = await Promise.all([
    reviewsOf(
      deps.db,
      orderRows.map((o) => o.order.id),
    ),
    requestedSlabsByRequest(deps.db, ids),
    offeredSlabsByReply(deps.db, replies),
    orderDetails(
      deps.db,
      orderRows.map((o) => o.order),
    ),
  ]);
  const citations = await sampleCitationsOfRequests(deps, ids);
  const items = new Map<number, BuyerQuoteItem>(
    requests.map((r) => [
      r.id,
      {
        request: { ...toSummary(r, requested.get(r.id)), sampleCitation: citations.get(r.id) ?? null },
        replies: [],
        order: null,
        review: null,
        unreadMessages: 0,
      },
    ]),
  );
  const byId = new Map(requests.map((r) => [r.id, r]));
  // D38: replies to an open requirement priced above the buyer's target are marked.
  const targets = await targetPrices(
    deps.db,
    requests.flatMap((r) => (r.requirementId !== null ? [r.requirementId] : [])),
  );
  for (const reply of replies) {
    const request = byId.get(reply.quoteRequestId)!;
    // D30: the manufacturer's message reaches the buyer masked until they accept.
    const view = replyForBuyer(toReplyView(reply, request.quantitySqft, now, offered.get(reply.id)), request);
    if (request.requirementId !== null) {
      const target = targets.get(request.requirementId) ?? null;
      view.aboveTarget = target !== null && reply.pricePaise > target;
    }
    items.get(reply.quoteRequestId)!.replies.push(view);
  }
  const reviewByOrder = new Map(reviewRows.map((r) => [r.orderId, { id: r.id, rating: r.rating }]));
  for (const { order, vendorName: manufacturerName } of orderRows) {
    const item = items.get(order.quoteRequestId)!;
    item.order = toOrderView(order, manufacturerName, orderSlabs.get(order.id));
    item.review = reviewByOrder.get(order.id) ?? null;
  }
  for (const u of unread) items.get(u.requestId)!.unreadMessages = Number(u.n);
  return items;
}

/** D32: the slabs of a product held for the signed-in buyer's own replies (their own rows only). */
export async function myHeldSlabs(
  deps: { db: Executor },
  actor: Actor | null,
  query: MyHeldSlabsQuery,
): Promise<MyHeldSlabs> {
  assertSignedIn(actor);
  return { items: await heldForBuyer(deps.db, actor.userId, query.productId) };
}
