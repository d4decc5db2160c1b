// The lifecycle rules of the trade in one place (D17, D18), as plain functions of a row's state.
// Services ask these; they do not restate them. The order's steps live in @granite/shared
// (order-steps.ts) so the manufacturer's panel offers the same steps the server allows.
import {
  canTake,
  isPastValidity,
  QUOTE_LIFECYCLE_MESSAGES as M,
  QUOTE_REQUEST_LIFECYCLE,
  type QuoteRequestStep,
  type QuoteStatus,
} from '@granite/shared';
import { AppError } from '../../lib/errors';
import type { QuoteReplyRow, QuoteRequestRow } from './views';

type RequestState = Pick<QuoteRequestRow, 'status' | 'forwardedAt'>;

/** D17: a manufacturer sees a request only once it was forwarded to it (by an admin or auto-forward). */
export const visibleToManufacturer = (row: RequestState): boolean => row.forwardedAt !== null;

/** D17: contact details cross once the buyer accepted the quote (the spec's "shared after approval"). */
export const contactsShared = (row: Pick<QuoteRequestRow, 'status'>): boolean => row.status === 'accepted';

/** D17: the thread is open from forwarding until the request is declined or closed. */
export const threadOpen = (row: Pick<QuoteRequestRow, 'status'>): boolean =>
  row.status === 'forwarded' || row.status === 'responded' || row.status === 'accepted';

/**
 * A step of a quote request's lifecycle (@granite/shared's QUOTE_REQUEST_LIFECYCLE, ADR 018), or the
 * 409 saying why its status does not allow it.
 */
export function assertRequestStep(step: QuoteRequestStep, row: Pick<QuoteRequestRow, 'status'>): void {
  const status = row.status as QuoteStatus;
  if (!canTake(QUOTE_REQUEST_LIFECYCLE, step, status))
    throw conflict(QUOTE_REQUEST_LIFECYCLE.refusal(step, status));
}

/** D17: the manufacturer replies, and revises its reply, until the buyer decides. */
export const canReply = (row: Pick<QuoteRequestRow, 'status'>): boolean =>
  canTake(QUOTE_REQUEST_LIFECYCLE, 'reply', row.status as QuoteStatus);

export const conflict = (message: string) => new AppError('conflict', message);

/**
 * D17: a reply past its validity date is expired from that moment, whether or not the expiry job
 * has marked it yet (the quote views show it so too).
 */
export const replyExpired = (reply: Pick<QuoteReplyRow, 'status' | 'validUntil'>, now: Date): boolean =>
  reply.status === 'expired' || (reply.status === 'current' && isPastValidity(reply.validUntil, now));

/**
 * D17: only the current reply within its validity can be accepted or declined; each other state has
 * its own 409 (`expiredMessage` for an expired one).
 */
export function refuseUndecidable(
  reply: Pick<QuoteReplyRow, 'status' | 'validUntil'>,
  now: Date,
  expiredMessage: string = M.cannotAcceptExpired,
): void {
  if (replyExpired(reply, now)) throw conflict(expiredMessage);
  switch (reply.status) {
    case 'current':
      return;
    case 'superseded':
      throw conflict(M.revised);
    case 'accepted':
    case 'declined':
      throw conflict(M.alreadyDecided);
    case 'not_chosen':
      throw conflict(M.otherAccepted);
    case 'expired':
      throw conflict(M.cannotAcceptExpired);
    default:
      throw conflict(M.alreadyDecided);
  }
}
