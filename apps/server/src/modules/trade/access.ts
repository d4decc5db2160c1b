// Who may read or act on a quote request, a reply or an order: one function per actor, used by
// every read and write of the trade. Anything not the caller's answers 404, so a request's
// existence is never disclosed to another buyer or manufacturer (docs/architecture.md, Access first).

import { createHash } from 'node:crypto';
import { type Actor, assertRole, assertSignedIn } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { type Executor, findReply, findRequest } from './lifecycle.queries';
import { findOrder, type OrderWithManufacturer } from './orders.queries';
import { visibleToManufacturer } from './rules';
import type { QuoteReplyRow, QuoteRequestRow } from './views';
import { requestsOfLink } from './visitor.queries';

/** The caller's side of a quote: its buyer, or the manufacturer it was forwarded to. */
export type TradeSide = 'buyer' | 'vendor';

const isBuyerOf = (actor: Actor, row: QuoteRequestRow) => row.userId !== null && row.userId === actor.userId;

const isManufacturerOf = (actor: Actor, row: QuoteRequestRow) =>
  row.vendorId !== null && actor.vendorIds.includes(row.vendorId) && visibleToManufacturer(row);

/** The buyer's own request. */
export async function buyersRequest(db: Executor, actor: Actor | null, id: number): Promise<QuoteRequestRow> {
  assertSignedIn(actor);
  const row = await findRequest(db, id);
  if (!row || !isBuyerOf(actor, row)) throw notFound('Quote request');
  return row;
}

/** A request forwarded to one of the caller's manufacturers (D17). */
export async function manufacturersRequest(
  db: Executor,
  actor: Actor | null,
  id: number,
): Promise<QuoteRequestRow> {
  assertRole(actor, 'vendor');
  const row = await findRequest(db, id);
  if (!row || !isManufacturerOf(actor, row)) throw notFound('Quote request');
  return row;
}

/** Any request, for an admin, except a visitor's whose address is not confirmed yet (D31). */
export async function adminsRequest(db: Executor, actor: Actor | null, id: number): Promise<QuoteRequestRow> {
  assertRole(actor, 'admin');
  const row = await findRequest(db, id);
  if (!row || row.status === 'unconfirmed') throw notFound('Quote request');
  return row;
}

/** D31: the SHA-256 of a link's token, the only form in which the token is stored. */
export const hashOfLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * D31: the requests a signed-out visitor's link opens (one submission), for whoever holds the link;
 * a wrong link, or one whose requests an account now holds, answers 404. `lock` holds them for a change.
 */
export async function visitorsRequests(
  db: Executor,
  token: string,
  lock = false,
): Promise<QuoteRequestRow[]> {
  const rows = await requestsOfLink(db, hashOfLinkToken(token), lock);
  if (!rows.length) throw notFound('Quote request');
  return rows;
}

/** The caller's side of a request's thread: its buyer or its manufacturer; nobody else. */
export async function sideOfRequest(
  db: Executor,
  actor: Actor | null,
  id: number,
): Promise<{ row: QuoteRequestRow; side: TradeSide }> {
  assertSignedIn(actor);
  const row = await findRequest(db, id);
  if (row && isBuyerOf(actor, row)) return { row, side: 'buyer' };
  if (row && isManufacturerOf(actor, row)) return { row, side: 'vendor' };
  throw notFound('Quote request');
}

/** A reply to one of the buyer's own requests. */
export async function buyersReply(
  db: Executor,
  actor: Actor | null,
  replyId: number,
): Promise<{ reply: QuoteReplyRow; request: QuoteRequestRow }> {
  assertSignedIn(actor);
  const reply = await findReply(db, replyId);
  const request = reply ? await findRequest(db, reply.quoteRequestId) : undefined;
  if (!reply || !request || !isBuyerOf(actor, request)) throw notFound('Quote');
  return { reply, request };
}

/** One of the caller's manufacturers' orders (D18); `lock` holds the row for a status change. */
export async function manufacturersOrder(
  db: Executor,
  actor: Actor | null,
  id: number,
  lock = false,
): Promise<OrderWithManufacturer> {
  assertRole(actor, 'vendor');
  const found = await findOrder(db, id, lock);
  if (!found || !actor.vendorIds.includes(found.order.vendorId)) throw notFound('Order');
  return found;
}

/** The caller's manufacturer named in a filter; another's answers 404. */
export function assertOwnManufacturer(actor: Actor, vendorId: number | undefined): void {
  if (vendorId !== undefined && !actor.vendorIds.includes(vendorId)) throw notFound('Manufacturer');
}
