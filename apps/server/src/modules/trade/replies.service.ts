// D17 for manufacturers: the requests forwarded to them, and the reply with its revisions (kept,
// the earlier one superseded) until the buyer decides. Access first: the access module (ADR 017).
import {
  type Currency,
  DEFAULT_CURRENCY,
  exportZeroRatedLines,
  formatMoney,
  gstLines,
  indiaDay,
  landedTotal,
  type ManufacturerQuoteDetail,
  type ManufacturerQuoteListQuery,
  type ManufacturerQuoteRow,
  money,
  type Paginated,
  type QuoteReplyValues,
  sqftFromX100,
  sumBilledSqftX100,
} from '@granite/shared';
import type { z } from 'zod';
import { type Actor, assertRole } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { assertOwnManufacturer, mayInFirm, requireAccess } from '../access/access.service';
import { memberKey, membersNamed } from '../firms/firms.service';
import { holdSlabsForReply, releaseHolds } from '../lots/holds.service';
import { notify } from '../notifications/notifications.service';
import { sampleCitationsOfRequests } from '../samples/samples.service';
import { replyTaxBasis } from '../tax/tax.service';
import { buyerContactOf } from './contacts';
import { invoiceTaxesOf } from './invoice-tax';
import {
  type Executor,
  findRequest,
  insertRevision,
  isOverdue,
  latestRepliesOf,
  listForManufacturer,
  lockRequest,
  orderOfRequest,
  orderStatusesOf,
  repliesOf,
  setReplyBilling,
  unreadFromBuyer,
  updateRequest,
} from './lifecycle.queries';
import { LINKS, type LifecycleDeps, notifyDeps, tellVisitorReplied } from './lifecycle.service';
import { replyMessageLine, requestForManufacturer } from './masking';
import { taxChangeView } from './order-details.service';
import { setReplyTax } from './reply-tax.queries';
import { assertRequestStep, canReply, contactsShared } from './rules';
import { insertReplySlabs, replyIdsOfRequests } from './slab-quotes.queries';
import { offeredSlabsByReply, requestedSlabsByRequest, slabsByOrder } from './slab-quotes.service';
import { withStepsBy } from './steps-by';
import { gstInWords, storedLines } from './tax-views';
import { toOrderView, toReplyView, toSummary } from './views';

type ManufacturerQuery = z.output<typeof ManufacturerQuoteListQuery>;

export async function listManufacturerQuoteRequests(
  deps: LifecycleDeps,
  actor: Actor | null,
  query: ManufacturerQuery,
): Promise<Paginated<ManufacturerQuoteRow>> {
  assertRole(actor, 'vendor');
  assertOwnManufacturer(actor, query.vendorId);
  const now = new Date();
  const { rows, total } = await listForManufacturer(deps.db, {
    vendorIds: query.vendorId !== undefined ? [query.vendorId] : actor.vendorIds,
    status: query.status,
    q: query.q,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const ids = rows.map((r) => r.id);
  const [replies, orders, unread, requested] = await Promise.all([
    latestRepliesOf(deps.db, ids),
    orderStatusesOf(deps.db, ids),
    unreadFromBuyer(deps.db, ids),
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
        ...requestForManufacturer(toSummary(row, requested.get(row.id))),
        latestReply: r ? toReplyView(r.latest, row.quantitySqft, now, offered.get(r.latest.id)) : null,
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

export async function getManufacturerQuoteRequest(
  deps: LifecycleDeps,
  actor: Actor | null,
  id: number,
): Promise<ManufacturerQuoteDetail> {
  await requireAccess(deps.db, actor, 'request.read', id, 'manufacturer');
  const row = await findRequest(deps.db, id);
  if (!row) throw notFound('Quote request');
  const now = new Date();
  const [replies, order, requested] = await Promise.all([
    repliesOf(deps.db, id),
    orderOfRequest(deps.db, id),
    requestedSlabsByRequest(deps.db, [id]),
  ]);
  const [offered, orderSlabs, taxChanges] = await Promise.all([
    offeredSlabsByReply(deps.db, replies),
    slabsByOrder(deps.db, order ? [order] : []),
    invoiceTaxesOf(deps.db, order ? [order] : [], indiaDay(now)),
  ]);
  const basis = row.vendorId !== null ? await taxBasisOf(deps.db, row, indiaDay(now)) : null;
  const sampleCitation = (await sampleCitationsOfRequests(deps, [id])).get(id) ?? null;
  // D46: the firm's own view names the member who wrote each revision and took each order step.
  const writers = await membersNamed(
    deps,
    replies.map((r) => ({ manufacturerId: r.vendorId, userId: r.createdBy })),
  );
  const orderView = order
    ? toOrderView(order, row.vendorName, {
        ...orderSlabs.get(order.id),
        sampleCitation,
        taxChange: taxChangeView(taxChanges.get(order.id) ?? null),
      })
    : null;
  return {
    request: { ...requestForManufacturer(toSummary(row, requested.get(id))), sampleCitation },
    replies: replies.map((r) => ({
      ...toReplyView(r, row.quantitySqft, now, offered.get(r.id)),
      by: r.createdBy ? (writers.get(memberKey(r.vendorId, r.createdBy)) ?? null) : null,
    })),
    order: orderView ? (await withStepsBy(deps, [orderView]))[0]! : null,
    buyerContact: contactsShared(row) ? await buyerContactOf(deps.db, row) : null,
    canReply: canReply(row),
    mayReply: row.vendorId !== null && mayInFirm(actor, 'reply.write', row.vendorId),
    tax: {
      hsn: basis?.hsn ?? null,
      ratePercent: basis?.ratePercent ?? 18,
      gstStatus: basis?.gstStatus ?? 'regular',
      supplierState: basis?.supplierState ?? null,
      placeOfSupply: basis?.placeOfSupply ?? null,
    },
  };
}

/** D34: the product's HSN and rate on `day`, the manufacturer's state and the request's place of supply. */
function taxBasisOf(
  db: Parameters<typeof replyTaxBasis>[0],
  row: {
    productId: number | null;
    vendorId: number | null;
    buyerGstin: string | null;
    billingState: string | null;
    deliveryPin: string;
    deliveryState: string | null;
    consignee: unknown;
  },
  day: string,
) {
  return replyTaxBasis(db, {
    productId: row.productId,
    vendorId: row.vendorId!,
    buyerGstin: row.buyerGstin,
    billingState: row.billingState,
    deliveryPin: row.deliveryPin,
    deliveryState: row.deliveryState,
    billToShipTo: row.consignee != null,
    day,
  });
}

/**
 * D17: the manufacturer's reply, or a revision of it (kept: the earlier one becomes superseded).
 * Only to a request forwarded to one of its manufacturers and not yet decided.
 * D33: a reply offering slabs holds them until its validity date (the quantity and landed total come
 * from their billed sq.ft); a revision carries its slabs over: those offered again move to it, those
 * dropped (or all, for a revision without slabs) are released. All in one transaction.
 * D34: the rate defaults from the table for the product's HSN on the reply's day; the server works
 * out the place of supply and splits the tax on (subtotal + freight) into CGST + SGST or IGST, once,
 * and stores it. D36: the advance and balance terms are kept with the reply.
 */
export async function replyToQuoteRequest(
  deps: LifecycleDeps,
  actor: Actor | null,
  id: number,
  input: QuoteReplyValues,
): Promise<ManufacturerQuoteDetail> {
  await requireAccess(deps.db, actor, 'reply.write', id, 'manufacturer');
  assertRole(actor, 'vendor');
  await deps.db.transaction((tx) => writeReply(deps, tx, actor.userId, id, input));
  return getManufacturerQuoteRequest(deps, actor, id);
}

/**
 * The reply (or revision) to request `id` inside the caller's transaction, once access was checked:
 * the open requirement's reply (D38) takes its seat and makes its request in the same transaction,
 * and an export reply (D47) keeps its terms beside it. Returns the new reply's id.
 */
export async function writeReply(
  deps: LifecycleDeps,
  tx: Executor,
  userId: string,
  id: number,
  input: QuoteReplyValues,
): Promise<number> {
  const row = await lockRequest(tx, id);
  if (!row || row.vendorId === null) throw notFound('Quote request');
  assertRequestStep('reply', row);
  const earlier = await replyIdsOfRequests(tx, [id]);
  let heldSlabs = 0;
  const basis = await taxBasisOf(tx, row, indiaDay());
  let reply = await insertRevision(tx, {
    quoteRequestId: id,
    vendorId: row.vendorId,
    currency: input.currency,
    pricePaise: input.pricePaise,
    // D47: a reply in a foreign currency is an export, zero-rated (IGST Act s.16(1)(a)). D34: a
    // manufacturer that is not a regular taxpayer charges no GST at all (CGST Act s.10(4), s.32).
    gstRate:
      basis.gstStatus === 'regular' && input.currency === DEFAULT_CURRENCY
        ? (input.gstRate ?? basis.ratePercent)
        : 0,
    hsn: basis.hsn,
    supplierGstStatus: basis.gstStatus,
    supplierState: basis.supplierState,
    placeOfSupply: basis.placeOfSupply,
    advancePercent: input.advancePercent,
    balanceDue: input.balanceDue,
    balanceDays: input.balanceDays,
    exWorks: input.exWorks,
    freightPaise: input.exWorks ? null : input.freightPaise,
    leadTimeDays: input.leadTimeDays,
    validUntil: input.validUntil,
    message: input.message,
    createdBy: userId,
  });
  if (input.slabIds) {
    const offered = await holdSlabsForReply(tx, {
      vendorId: row.vendorId,
      productId: row.productId,
      replyId: reply.id,
      ids: input.slabIds,
      heldUntil: input.validUntil,
      earlierReplyIds: earlier,
      today: indiaDay(),
      field: (i) => `slabIds.${i}`,
    });
    await insertReplySlabs(tx, reply.id, offered);
    heldSlabs = offered.length;
    const billsOn = input.billsOn ?? 'usable';
    reply = await setReplyBilling(tx, reply.id, billsOn, sumBilledSqftX100(offered, billsOn));
  } else await releaseHolds(tx, earlier);
  if (basis.gstStatus !== 'regular') {
    // D34: composition or unregistered: no GST lines; the order ships with a bill of supply (r.49).
    reply = await setReplyTax(tx, reply.id, []);
  } else if (reply.currency !== DEFAULT_CURRENCY) {
    // D47: an export under LUT, IGST at 0 % (IGST Act s.16(3)(a)).
    reply = await setReplyTax(tx, reply.id, exportZeroRatedLines());
  } else if (basis.supplierState && basis.placeOfSupply) {
    const untaxed = landedTotal({
      quantitySqft: row.quantitySqft,
      pricePaise: reply.pricePaise,
      gstRate: 0,
      freightPaise: reply.freightPaise,
      billedSqftX100: reply.billedSqftX100,
    });
    reply = await setReplyTax(
      tx,
      reply.id,
      gstLines(
        untaxed.subtotalPaise + (untaxed.freightPaise ?? 0),
        reply.gstRate,
        basis.supplierState,
        basis.placeOfSupply,
      ),
    );
  }
  const first = row.status === 'forwarded';
  // responded_at stays the time of the FIRST reply: response times count from it (D27).
  if (first) await updateRequest(tx, id, { status: 'responded', respondedAt: reply.createdAt });
  if (row.userId) {
    const landed = landedTotal({
      quantitySqft: row.quantitySqft,
      pricePaise: reply.pricePaise,
      gstRate: reply.gstRate,
      freightPaise: reply.freightPaise,
      billedSqftX100: reply.billedSqftX100,
      taxLines: storedLines(reply),
    });
    const amount = (minor: number) => formatMoney(money(minor, reply.currency as Currency));
    await notify(notifyDeps(deps, tx), {
      userId: row.userId,
      kind: first ? 'quote_replied' : 'quote_revised',
      title: first
        ? msg('{manufacturer} replied to your quote request', { manufacturer: row.vendorName })
        : msg('{manufacturer} revised their quote', { manufacturer: row.vendorName }),
      body: msg(
        '{product}: {price} per sq.ft + {tax}, {freight}, landed total {total}, {days} days lead time, valid until {validUntil}.{held}{message}',
        {
          product: row.productName,
          price: amount(reply.pricePaise),
          tax: gstInWords(reply.gstRate, storedLines(reply)),
          freight: reply.exWorks
            ? msg('ex-works')
            : msg('freight {amount}', { amount: amount(reply.freightPaise ?? 0) }),
          total: amount(landed.totalPaise),
          days: reply.leadTimeDays,
          validUntil: { day: reply.validUntil },
          held: heldSlabs
            ? msg(
                ' {count, plural, one {# slab is} other {# slabs are}} held for you until then ({billed} sq.ft billed).',
                {
                  count: heldSlabs,
                  billed: sqftFromX100(reply.billedSqftX100 ?? 0).toLocaleString('en-IN'),
                },
              )
            : '',
          message: replyMessageLine(reply.message, row),
        },
      ),
      link: LINKS.buyer(id),
    });
  } else await tellVisitorReplied(deps, tx, row, first);
  return reply.id;
}
