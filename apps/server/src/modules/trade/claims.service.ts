// Quality claims (D37): within 7 days of delivery (received or not) the buyer raises a claim with a
// description and up to 8 photos; it opens in the order's thread, where the manufacturer answers
// (masking ended with acceptance, D17). One open claim per order: the partial unique index decides
// a race. An admin may step in and close it with an outcome and a note; both sides are told. The
// outcome does something (D42, D45): a credit note, or a replacement challan with its slabs sent.
import {
  CLAIM_LIFECYCLE,
  CLAIM_MESSAGES,
  CLAIM_OUTCOME_LABELS,
  CLAIM_PHOTOS_MAX,
  type ClaimSettlement,
  type ClaimStatus,
  CORRECTION_MESSAGES,
  type OrderClaimView,
  type OrderView,
  type Paginated,
  RECEIPT_DAYS,
  sqftFromX100,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { requireAccess } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import { issueNote, issueReplacementChallan, type NoteValue } from '../documents/corrections.service';
import type { PaperSlab } from '../documents/documents.service';
import { registerOrderDocuments } from '../einvoice/einvoice.service';
import { dispatchReplacementSlabs } from '../lots/holds.service';
import { type ReadUpload, releaseMedia, storeUpload } from '../media/media.service';
import { notify, notifyAdmins, notifyManufacturer } from '../notifications/notifications.service';
import {
  adminOrders,
  claimPhotoPositions,
  closeClaimRow,
  findClaim,
  insertClaim,
  insertClaimPhoto,
} from './claims.queries';
import { LINKS } from './lifecycle.service';
import { insertMessage } from './messages.queries';
import { claimViews, orderDetails } from './order-details.service';
import { findOrder, findOrderWithManufacturer } from './orders.queries';
import { paperOf } from './orders.service';
import { slabsByOrder } from './slab-quotes.service';
import { toOrderView } from './views';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
type MediaDeps = Deps & Pick<AppDeps, 'storage'>;
const DAY_MS = 86_400_000;

async function claimView(
  db: Parameters<typeof claimViews>[0],
  claim: Parameters<typeof claimViews>[1][number],
): Promise<OrderClaimView> {
  return (await claimViews(db, [claim])).get(claim.id)!;
}

/** POST /me/orders/{id}/claims. */
export async function raiseClaim(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  input: { description: string },
  now = new Date(),
): Promise<OrderClaimView> {
  await requireAccess(deps.db, actor, 'claim.raise', orderId, 'buyer');
  return deps.db.transaction(async (tx) => {
    const found = await findOrder(tx, orderId, true);
    if (!found) throw notFound('Order');
    const { order, vendorName: manufacturerName } = found;
    if (order.status !== 'delivered' || !order.deliveredAt) {
      throw new AppError('conflict', CLAIM_MESSAGES.notDelivered);
    }
    if (now.getTime() - order.deliveredAt.getTime() > RECEIPT_DAYS * DAY_MS) {
      throw new AppError('conflict', CLAIM_MESSAGES.tooLate);
    }
    const claim = await insertClaim(tx, {
      orderId,
      description: input.description,
      raisedBy: actor!.userId,
    });
    if (!claim) throw new AppError('conflict', CLAIM_MESSAGES.open);
    // D28: the claim and its end are in the activity log.
    await recordChange(tx, {
      actorId: actor!.userId,
      action: 'claim.raise',
      entityType: 'order_claim',
      entityId: claim.id,
      before: null,
      after: { status: claim.status, description: claim.description },
      metadata: { orderId },
    });
    // The claim opens in the order's thread, where the manufacturer answers it.
    await insertMessage(tx, {
      quoteRequestId: order.quoteRequestId,
      senderUserId: actor!.userId,
      senderRole: 'buyer',
      body: `Quality claim: ${input.description}`.slice(0, 2000),
    });
    const notice = {
      kind: 'claim_raised',
      title: msg('Quality claim on order #{id}', { id: order.id }),
      body: msg(
        "The buyer raised a quality claim on {product}: “{description}”. Answer in the order's thread.",
        { product: order.productName, description: input.description.slice(0, 200) },
      ),
    };
    await notifyManufacturer({ ...deps, db: tx }, order.vendorId, {
      ...notice,
      link: LINKS.vendor(order.quoteRequestId),
    });
    await notifyAdmins(
      { ...deps, db: tx },
      {
        ...notice,
        body: `A buyer raised a quality claim on order #${order.id} from ${manufacturerName}.`,
        link: `/admin/orders?order=${order.id}`,
      },
    );
    return claimView(tx, claim);
  });
}

/** POST /me/orders/{id}/claims/{claimId}/photos: one photo, at most 8 per claim, while it is open. */
export async function addClaimPhoto(
  deps: MediaDeps,
  actor: Actor | null,
  orderId: number,
  claimId: number,
  read: ReadUpload,
): Promise<OrderClaimView> {
  await requireAccess(deps.db, actor, 'claim.raise', orderId, 'buyer');
  const claim = await findClaim(deps.db, orderId, claimId);
  if (!claim) throw notFound('Claim');
  if (claim.status !== 'open') throw new AppError('conflict', CLAIM_MESSAGES.closed);
  if ((await claimPhotoPositions(deps.db, claimId)).length >= CLAIM_PHOTOS_MAX) {
    throw new AppError('conflict', CLAIM_MESSAGES.tooManyPhotos);
  }
  const stored = await storeUpload(deps, actor!, 'claim', read);
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await findClaim(tx, orderId, claimId, true);
      if (locked?.status !== 'open') throw new AppError('conflict', CLAIM_MESSAGES.closed);
      const taken = new Set(await claimPhotoPositions(tx, claimId));
      if (taken.size >= CLAIM_PHOTOS_MAX) throw new AppError('conflict', CLAIM_MESSAGES.tooManyPhotos);
      let position = 0;
      while (taken.has(position)) position++;
      if (!(await insertClaimPhoto(tx, { claimId, mediaId: stored.id, position }))) {
        throw new AppError('conflict', 'Another photo was added at the same moment; please try again.');
      }
    });
  } catch (err) {
    await releaseMedia(deps, stored.id);
    throw err;
  }
  return claimView(deps.db, claim);
}

/**
 * POST /admin/orders/{id}/claims/{claimId}/close: an admin closes a claim with an outcome that does
 * something (D42, D45), all in one transaction: a credit note against the order's tax invoice (the
 * value reduced for a refund or a lower price, or the value of slabs of the order returned), or a
 * replacement challan that dispatches available slabs of the manufacturer's, or nothing (resolved,
 * rejected). A refused value or slab is a 400 naming its field, and nothing is written.
 */
export async function closeClaim(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  claimId: number,
  input: ClaimSettlement,
): Promise<OrderClaimView> {
  await requireAccess(deps.db, actor, 'claim.close', orderId, 'admin');
  assertRole(actor, 'admin');
  const found = await findOrderWithManufacturer(deps.db, orderId);
  const claim = found ? await findClaim(deps.db, orderId, claimId) : undefined;
  if (!found || !claim) throw notFound('Claim');
  const { order, vendor: manufacturer } = found;
  const view = await deps.db.transaction(async (tx) => {
    // The claim's row first: two closings at once issue one document.
    const locked = await findClaim(tx, orderId, claimId, true);
    if (!locked || !CLAIM_LIFECYCLE.steps.close.from.includes(locked.status as ClaimStatus))
      throw new AppError('conflict', CLAIM_MESSAGES.closed);
    const now = new Date();
    const reason = `Quality claim #${claimId}: ${input.note}`;
    let document: { id: number; number: string | null } | null = null;
    if (input.outcome === 'credit-note') {
      let value: NoteValue = { amountPaise: 0 };
      if (input.basis === 'return') {
        // The slabs returned must be the order's own; each is valued at the sq.ft it was billed at.
        const mine = new Map(
          ((await slabsByOrder(tx, [order])).get(order.id)?.slabs ?? [])
            .filter((s) => s.slabId !== null)
            .map((s) => [s.slabId!, s]),
        );
        if (input.slabIds.some((id) => !mine.has(id)))
          throw invalidData({ returnedSlabIds: CORRECTION_MESSAGES.notOrderSlab });
        value = { slabs: input.slabIds.map((id) => paperSlab(mine.get(id)!, mine.get(id)!.billedSqft)) };
      } else value = { amountPaise: input.amountPaise };
      document = await issueNote(tx, {
        orderId,
        kind: 'credit_note',
        value,
        basis: input.basis,
        reason,
        claimId,
        field: input.basis === 'return' ? 'returnedSlabIds' : 'creditAmount',
        paper: () => paperOf(tx, order, manufacturer),
        issuedAt: now,
        issuedBy: actor.userId,
      });
    } else if (input.outcome === 'replaced') {
      if (!order.shippedAt) throw new AppError('conflict', CORRECTION_MESSAGES.notShippedReplacement);
      const billsOn = (await slabsByOrder(tx, [order])).get(order.id)?.billsOn ?? 'usable';
      const sent = await dispatchReplacementSlabs(
        tx,
        order.vendorId,
        input.slabIds,
        'replacementSlabIds',
        CORRECTION_MESSAGES.notAvailable,
      );
      document = await issueReplacementChallan(tx, {
        paper: await paperOf(tx, order, manufacturer),
        slabs: sent.map((s) =>
          paperSlab(s, sqftFromX100(billsOn === 'gross' ? s.grossSqftX100 : s.usableSqftX100)),
        ),
        reason,
        claimId,
        issuedAt: now,
        issuedBy: actor.userId,
      });
    }
    const closed = await closeClaimRow(tx, claimId, CLAIM_LIFECYCLE.steps.close.from, {
      status: CLAIM_LIFECYCLE.steps.close.to,
      outcome: input.outcome,
      outcomeNote: input.note,
      closedBy: actor.userId,
      documentId: document?.id ?? null,
    });
    if (!closed) throw new AppError('conflict', CLAIM_MESSAGES.closed);
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'claim.close',
      entityType: 'order_claim',
      entityId: claimId,
      before: { status: locked.status, outcome: locked.outcome, outcomeNote: locked.outcomeNote },
      after: { status: closed.status, outcome: closed.outcome, outcomeNote: closed.outcomeNote },
      metadata: {
        orderId,
        ...(document && { documentId: document.id, documentNumber: document.number }),
        ...(input.outcome === 'credit-note' &&
          input.basis !== 'return' && { creditPaise: input.amountPaise }),
      },
    });
    const outcome = msg(CLAIM_OUTCOME_LABELS[input.outcome]);
    const title = msg('Quality claim on order #{id} closed: {outcome}', { id: order.id, outcome });
    const body = document
      ? msg('The marketplace closed the quality claim on {product}. Outcome: {outcome} ({number}). {note}', {
          product: order.productName,
          outcome,
          number: document.number,
          note: input.note,
        })
      : msg('The marketplace closed the quality claim on {product}. Outcome: {outcome}. {note}', {
          product: order.productName,
          outcome,
          note: input.note,
        });
    if (order.userId) {
      await notify(
        { ...deps, db: tx },
        { userId: order.userId, kind: 'claim_closed', title, body, link: LINKS.buyer(order.quoteRequestId) },
      );
    }
    await notifyManufacturer({ ...deps, db: tx }, order.vendorId, {
      kind: 'claim_closed',
      title,
      body,
      link: LINKS.manufacturerOrder(order.id),
    });
    return claimView(tx, closed);
  });
  // D43: a credit note is registered with the IRP once the claim's transaction committed.
  await registerOrderDocuments(deps, orderId);
  return view;
}

/** A slab as a document lists it, billed at `billedSqft`. */
const paperSlab = (
  s: { lotNumber: string; blockNumber: string; sequence: number; lengthMm: number; widthMm: number },
  billedSqft: number,
): PaperSlab => ({
  lotNumber: s.lotNumber,
  blockNumber: s.blockNumber,
  sequence: s.sequence,
  lengthMm: s.lengthMm,
  widthMm: s.widthMm,
  billedSqft,
});

/** GET /admin/orders: orders with an open claim or a disputed payment first. */
export async function listAdminOrders(
  deps: Deps,
  actor: Actor | null,
  query: { page: number; pageSize: number; attention: boolean },
): Promise<Paginated<OrderView>> {
  assertRole(actor, 'admin');
  const { rows, total } = await adminOrders(deps.db, {
    attentionOnly: query.attention,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const details = await orderDetails(
    deps.db,
    rows.map((r) => r.order),
  );
  return {
    items: rows.map((r) => toOrderView(r.order, r.vendorName, details.get(r.order.id))),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
