// D17, D18 for buyers: accepting a reply (an order with the landed amounts; the group's other
// requests not chosen) or declining it. Concurrent decisions are settled by row locks.
import {
  type DecideQuoteReply,
  deliveryStateOf,
  formatINR,
  landedTotal,
  QUOTE_LIFECYCLE_MESSAGES as M,
  NOT_CHOSEN_REASON,
  type QuoteDecision,
  wholeSqftOf,
} from '@granite/shared';
import type { z } from 'zod';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { msg, sqftText } from '../../lib/i18n';
import { requireAccess } from '../access/access.service';
import { releaseHolds, sellSlabsOfReply } from '../lots/holds.service';
import { notifyManufacturer } from '../notifications/notifications.service';
import { payeeSnapshot } from '../payments/payee.service';
import { manufacturerGstin } from '../tax/tax.service';
import {
  closeGroupRequests,
  findReply,
  findRequest,
  insertOrder,
  lockRequest,
  lockRequestGroup,
  markNotChosen,
  setReplyStatus,
  updateRequest,
  userContact,
} from './lifecycle.queries';
import { LINKS, type LifecycleDeps, notifyDeps } from './lifecycle.service';
import { crossing, replyForBuyer } from './masking';
import { assertRequestStep, conflict, refuseUndecidable } from './rules';
import { offeredSlabIds, replyIdsOfRequests } from './slab-quotes.queries';
import { offeredSlabsByReply, requestedSlabsByRequest, slabsByOrder } from './slab-quotes.service';
import { storedLines } from './tax-views';
import {
  type OrderRow,
  type QuoteReplyRow,
  type QuoteRequestRow,
  toOrderView,
  toReplyView,
  toSummary,
} from './views';

/** The decision's answer, with the request's, the reply's and the order's slabs (D33). */
async function decisionView(
  deps: LifecycleDeps,
  request: QuoteRequestRow,
  reply: QuoteReplyRow,
  order: OrderRow | null,
  now: Date,
): Promise<QuoteDecision> {
  const [requested, offered, orderSlabs] = await Promise.all([
    requestedSlabsByRequest(deps.db, [request.id]),
    offeredSlabsByReply(deps.db, [reply]),
    slabsByOrder(deps.db, order ? [order] : []),
  ]);
  return {
    request: toSummary(request, requested.get(request.id)),
    reply: replyForBuyer(toReplyView(reply, request.quantitySqft, now, offered.get(reply.id)), request),
    order: order ? toOrderView(order, request.vendorName, orderSlabs.get(order.id)) : null,
  };
}

/**
 * D17/D18: the buyer accepts a reply: it becomes an order with the landed amounts; the other
 * requests of the same submission are closed and their replies not chosen. The group's rows are
 * locked first, so two accepts at the same moment (of one reply, or of two replies of one group)
 * make one order and the other is refused with 409. D32/D33: the slabs the reply holds are sold
 * and those held by the closed requests' replies released, in the same transaction; an order of
 * slabs bills the reply's billed sq.ft.
 */
/** The request a reply answers (the reply's access was asked first). */
async function requestOfReply(db: LifecycleDeps['db'], replyId: number) {
  const reply = await findReply(db, replyId);
  const request = reply ? await findRequest(db, reply.quoteRequestId) : undefined;
  if (!request) throw notFound('Quote');
  return request;
}

export async function acceptQuoteReply(
  deps: LifecycleDeps,
  actor: Actor | null,
  replyId: number,
): Promise<QuoteDecision> {
  await requireAccess(deps.db, actor, 'reply.decide', replyId, 'buyer');
  assertSignedIn(actor);
  const loaded = await requestOfReply(deps.db, replyId);
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const group = await lockRequestGroup(tx, loaded);
    const request = group.find((r) => r.id === loaded.id)!;
    const reply = (await findReply(tx, replyId))!;
    if (request.status === 'accepted') throw conflict(M.alreadyDecided);
    if (group.some((r) => r.status === 'accepted')) throw conflict(M.otherAccepted);
    refuseUndecidable(reply, now);
    assertRequestStep('accept', request);
    if (request.vendorId === null) throw conflict('The manufacturer of this request no longer exists.');

    // The reply's row before its slabs, in the order the expiry job takes them (no deadlock).
    const accepted = await setReplyStatus(tx, reply.id, 'accepted');
    if (reply.billedSqftX100 !== null) {
      await sellSlabsOfReply(tx, reply.id, await offeredSlabIds(tx, reply.id), now);
    }
    const after = await updateRequest(tx, request.id, { status: 'accepted', acceptedAt: now });
    const buyer = await userContact(tx, actor.userId);
    const landed = landedTotal({
      quantitySqft: request.quantitySqft,
      pricePaise: reply.pricePaise,
      gstRate: reply.gstRate,
      freightPaise: reply.exWorks ? null : reply.freightPaise,
      billedSqftX100: reply.billedSqftX100,
      taxLines: storedLines(reply),
    });
    const quantitySqft =
      reply.billedSqftX100 !== null ? wholeSqftOf(reply.billedSqftX100) : request.quantitySqft;
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
      deliveryAddress: request.deliveryAddress ?? `${request.deliveryCity} ${request.deliveryPin}`,
      // D34, D35: where the goods go (the e-way bill's ship-to) and to whom, as the request had it.
      deliveryCity: request.deliveryCity,
      deliveryPin: request.deliveryPin,
      deliveryState: deliveryStateOf(request.deliveryPin, request.deliveryState),
      consignee: request.consignee,
      quantitySqft,
      quantityUnit: request.quantityUnit,
      billedSqftX100: reply.billedSqftX100,
      currency: reply.currency,
      pricePaise: reply.pricePaise,
      subtotalPaise: landed.subtotalPaise,
      freightPaise: landed.freightPaise,
      exWorks: reply.exWorks,
      gstRate: reply.gstRate,
      gstPaise: landed.gstPaise,
      totalPaise: landed.totalPaise,
      leadTimeDays: reply.leadTimeDays,
      status: 'pending',
      // D34: the reply's tax as it was quoted, the parties' GSTINs and the buyer's business.
      hsn: reply.hsn,
      supplierState: reply.supplierState,
      supplierGstin: await manufacturerGstin(tx, request.vendorId),
      supplierGstStatus: reply.supplierGstStatus,
      placeOfSupply: reply.placeOfSupply,
      taxLines: storedLines(reply),
      cgstPaise: reply.cgstPaise,
      sgstPaise: reply.sgstPaise,
      igstPaise: reply.igstPaise,
      buyerCompany: request.buyerCompany,
      buyerGstin: request.buyerGstin,
      billingAddress: request.billingAddress,
      billingState: request.billingState,
      // D36: the payment terms.
      advancePercent: reply.advancePercent,
      balanceDue: reply.balanceDue,
      balanceDays: reply.balanceDays,
      // D44: the account the buyer is given to pay to, kept by the order whatever Settings say later.
      payee: await payeeSnapshot(tx, request.vendorId),
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
    await releaseHolds(
      tx,
      await replyIdsOfRequests(
        tx,
        others.map((r) => r.id),
      ),
    );

    const n = notifyDeps(deps, tx);
    await notifyManufacturer(n, request.vendorId, {
      kind: 'quote_accepted',
      title: msg('Your quote was accepted: order #{id}', { id: order.id }),
      body: msg(
        "{buyer} accepted your quote for {quantity} of {product}, landed total {total}. Please confirm the order. The buyer's contact details are now on the request.",
        {
          buyer: request.customerName,
          quantity: sqftText(quantitySqft),
          product: request.productName,
          total: formatINR(order.totalPaise),
        },
      ),
      link: LINKS.manufacturerOrder(order.id),
    });
    for (const other of closed) {
      if (!other.forwardedAt || other.vendorId === null) continue;
      await notifyManufacturer(n, other.vendorId, {
        kind: 'quote_not_chosen',
        title: msg('The buyer chose another quote for {product}', { product: other.productName }),
        body: msg(
          "{buyer} accepted another manufacturer's quote for request #{id}. Thank you for replying.",
          { buyer: crossing(other.customerName, other), id: other.id },
        ),
        link: LINKS.vendor(other.id),
      });
    }
    return { after, accepted, order };
  });
  return decisionView(deps, result.after, result.accepted, result.order, now);
}

/**
 * D17: the buyer declines a reply; the manufacturer is told (with the reason, when given). D32: the
 * slabs it held are released in the same transaction.
 */
export async function declineQuoteReply(
  deps: LifecycleDeps,
  actor: Actor | null,
  replyId: number,
  input: z.output<typeof DecideQuoteReply>,
): Promise<QuoteDecision> {
  await requireAccess(deps.db, actor, 'reply.decide', replyId, 'buyer');
  assertSignedIn(actor);
  const loaded = await requestOfReply(deps.db, replyId);
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const request = (await lockRequest(tx, loaded.id))!;
    const reply = (await findReply(tx, replyId))!;
    refuseUndecidable(reply, now, 'This quote has already expired.');
    assertRequestStep('decline', request);
    const declined = await setReplyStatus(tx, reply.id, 'declined');
    // D32: the slabs it held are available again.
    await releaseHolds(tx, [reply.id]);
    const after = await updateRequest(tx, request.id, {
      status: 'declined',
      declinedAt: now,
      closeReason: input.reason ?? null,
    });
    if (request.vendorId !== null) {
      await notifyManufacturer(notifyDeps(deps, tx), request.vendorId, {
        kind: 'quote_declined',
        title: msg('Your quote for {product} was declined', { product: request.productName }),
        body: msg('{buyer} declined your quote for request #{id}.{reason}', {
          buyer: crossing(after.customerName, after),
          id: request.id,
          reason: input.reason ? msg(' Reason: {reason}', { reason: crossing(input.reason, after) }) : '',
        }),
        link: LINKS.vendor(request.id),
      });
    }
    return { after, declined };
  });
  return decisionView(deps, result.after, result.declined, null, now);
}
