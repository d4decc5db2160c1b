// Reviews (D26) and response statistics (D27). A buyer reviews the manufacturer once per delivered
// order of theirs; the manufacturer replies once; an admin hides (with a reason) or shows a review
// again. Averages count visible reviews only and exist only when there is one (D14); response
// figures appear once a manufacturer had 5 forwarded requests in the last 90 days.
import {
  type CreateReview,
  type HideReview,
  type ManufacturerReputation,
  type Paginated,
  type PublicReview,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReplyToReview,
  type ReviewView,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { requireAccess } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import { type NotifyDeps, notify, notifyManufacturer } from '../notifications/notifications.service';
import {
  type Executor,
  findOrderForReview,
  findReview,
  findReviewRow,
  insertReview,
  listAll,
  listForManufacturers,
  listForUser,
  listPublic,
  ratingSummaries,
  responseFigures,
  setHidden,
  setManufacturerReply,
} from './reviews.queries';

type Deps = { db: Executor & Pick<AppDeps['db'], 'transaction'> } & Omit<NotifyDeps, 'db'>;
type ReadDeps = { db: Executor };

const paged = <T>(items: T[], total: number, q: { page: number; pageSize: number }): Paginated<T> => ({
  items,
  total,
  page: q.page,
  pageSize: q.pageSize,
  totalPages: Math.ceil(total / q.pageSize),
});

export async function createReview(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  input: { rating: number; body: string } & CreateReview,
): Promise<ReviewView> {
  await requireAccess(deps.db, actor, 'review.write', orderId, 'buyer');
  assertSignedIn(actor);
  const order = await findOrderForReview(deps.db, orderId);
  if (!order) throw notFound('Order');
  if (order.status !== 'delivered') throw new AppError('conflict', REVIEW_MESSAGES.notDelivered);
  // D37: reviews open once the buyer confirmed receipt (or it confirmed itself 7 days after delivery).
  if (!order.receivedAt) throw new AppError('conflict', REVIEW_MESSAGES.notReceived);
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await insertReview(tx, {
      orderId,
      vendorId: order.vendorId,
      userId: actor.userId,
      rating: input.rating,
      body: input.body,
    });
    if (inserted === undefined) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed);
    await notifyManufacturer({ ...deps, db: tx }, order.vendorId, {
      kind: 'review_received',
      title: msg('New {rating}-star review from a buyer', { rating: input.rating }),
      body: msg('A buyer reviewed order #{id}: “{review}” You may reply once.', {
        id: orderId,
        review: `${input.body.slice(0, 140)}${input.body.length > 140 ? '…' : ''}`,
      }),
      link: '/vendor/reviews',
    });
    return inserted;
  });
  return (await findReview(deps.db, id))!;
}

export async function replyToReview(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: ReplyToReview & { body: string },
): Promise<ReviewView> {
  await requireAccess(deps.db, actor, 'review.reply', id, 'manufacturer');
  const review = await findReviewRow(deps.db, id);
  if (!review) throw notFound('Review');
  await deps.db.transaction(async (tx) => {
    if (!(await setManufacturerReply(tx, id, input.body))) {
      throw new AppError('conflict', REVIEW_MESSAGES.alreadyReplied);
    }
    if (review.userId) {
      await notify(
        { ...deps, db: tx },
        {
          userId: review.userId,
          kind: 'review_replied',
          title: msg('The manufacturer replied to your review'),
          body: input.body.slice(0, 200),
          link: `/vendor/profile/${review.vendorId}#reviews`,
        },
      );
    }
  });
  return (await findReview(deps.db, id))!;
}

/** D26 + D28: hiding (with a reason) or showing a review is an admin write with its record. */
export async function setReviewHidden(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: (HideReview & { reason: string }) | null,
): Promise<ReviewView> {
  await requireAccess(deps.db, actor, 'review.moderate', id, 'admin');
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await findReviewRow(tx, id);
    if (!before) throw notFound('Review');
    const after = await setHidden(
      tx,
      id,
      input ? { at: new Date(), by: actor.userId, reason: input.reason } : null,
    );
    await recordChange(tx, {
      actorId: actor.userId,
      action: input ? 'review.hide' : 'review.show',
      entityType: 'review',
      entityId: id,
      before: { hiddenAt: before.hiddenAt, hiddenReason: before.hiddenReason },
      after: { hiddenAt: after!.hiddenAt, hiddenReason: after!.hiddenReason },
    });
  });
  return (await findReview(deps.db, id))!;
}

export async function listPublicReviews(
  deps: ReadDeps,
  manufacturerId: number,
  q: { page: number; pageSize: number },
): Promise<Paginated<PublicReview>> {
  const { items, total } = await listPublic(deps.db, manufacturerId, q.pageSize, (q.page - 1) * q.pageSize);
  return paged(items, total, q);
}

export async function listMyReviews(
  deps: ReadDeps,
  actor: Actor | null,
  q: { page: number; pageSize: number },
) {
  assertSignedIn(actor);
  const { items, total } = await listForUser(deps.db, actor.userId, q.pageSize, (q.page - 1) * q.pageSize);
  return paged(items, total, q);
}

export async function listManufacturerReviews(
  deps: ReadDeps,
  actor: Actor | null,
  q: { page: number; pageSize: number },
) {
  assertRole(actor, 'vendor');
  const { items, total } = await listForManufacturers(
    deps.db,
    actor.vendorIds,
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return paged(items, total, q);
}

export async function listAdminReviews(
  deps: ReadDeps,
  actor: Actor | null,
  q: { page: number; pageSize: number; hidden?: boolean },
) {
  assertRole(actor, 'admin');
  const { items, total } = await listAll(deps.db, q.hidden, q.pageSize, (q.page - 1) * q.pageSize);
  return paged(items, total, q);
}

/**
 * D26/D27 for each manufacturer: the visible reviews' average and count (null without any), and the
 * response rate and median first-reply time over 90 days (null below 5 forwarded requests).
 */
export async function reputationOf(
  deps: ReadDeps,
  manufacturerIds: number[],
  now: Date = new Date(),
): Promise<Map<number, ManufacturerReputation>> {
  const ids = [...new Set(manufacturerIds)];
  const [ratings, figures] = await Promise.all([
    ratingSummaries(deps.db, ids),
    responseFigures(deps.db, ids, now, REVIEW_LIMITS.statsWindowDays, REVIEW_LIMITS.responseWithinHours),
  ]);
  const out = new Map<number, ManufacturerReputation>(
    ids.map((id) => [id, { vendorId: id, rating: null, responseStats: null }]),
  );
  for (const r of ratings) {
    const count = Number(r.count);
    if (count > 0) out.get(r.vendorId)!.rating = { average: Number(r.average), count };
  }
  for (const f of figures) {
    if (f.forwarded < REVIEW_LIMITS.statsMinForwarded) continue;
    out.get(f.vendorId)!.responseStats = {
      responseRate: Math.round((f.inTime / f.forwarded) * 100),
      medianReplyMinutes: f.medianSeconds === null ? null : Math.round(f.medianSeconds / 60),
      forwardedCount: f.forwarded,
    };
  }
  return out;
}

export async function listReputation(deps: ReadDeps, manufacturerIds: number[]) {
  const map = await reputationOf(deps, manufacturerIds);
  return {
    items: manufacturerIds.filter((id, i) => manufacturerIds.indexOf(id) === i).map((id) => map.get(id)!),
  };
}
