// D31: a signed-out visitor's quote request. The submission stores it 'unconfirmed' (seen by nobody
// else) and mails a link with a random token (only its SHA-256 hash is kept). Opening the link
// confirms the address: the requests become pending, or forwarded while auto-forward is on, and
// the admins or manufacturers are told exactly as for a signed-in buyer's request. The same link
// then shows the requests and the manufacturers' replies (masked before acceptance, D30, through
// the trade's views), and offers a password that makes an account holding them.
import { createHash, randomBytes } from 'node:crypto';
import type { VisitorCreateAccount, VisitorQuoteLink } from '@granite/shared';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import type { Auth } from '../auth/auth';
import { sendMail } from '../notifications/notifications.service';
import { createVerifiedAccount } from '../users/admin-bootstrap';
import type { Executor } from './lifecycle.queries';
import { announceSubmitted, autoForwardOn, type LifecycleDeps } from './lifecycle.service';
import { replyForBuyer } from './masking';
import { repliesOf } from './quote-sheet.queries';
import { UNCONFIRMED_REQUEST_DAYS } from './schedule.service';
import { offeredSlabsByReply, requestedSlabsByRequest } from './slab-quotes.service';
import { type QuoteRequestRow, toReplyView, toSummary } from './views';
import { confirmRequests, giveRequestsToAccount, requestsOfLink } from './visitor.queries';

/** D31: the SHA-256 of a link's token, the only form in which the token is stored. */
export const hashOfLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * D31: the requests a signed-out visitor's link opens (one submission), for whoever holds the link;
 * a wrong link, or one whose requests an account now holds, answers 404. `lock` holds them for a change.
 * The link is the visitor's only credential, so this is the one read of the trade not asked of the
 * access module (ADR 017).
 */
async function visitorsRequests(db: Executor, token: string, lock = false): Promise<QuoteRequestRow[]> {
  const rows = await requestsOfLink(db, hashOfLinkToken(token), lock);
  if (!rows.length) throw notFound('Quote request');
  return rows;
}

/** Where the link opens (the web app's page; the token is redacted from request logs, logger.ts). */
export const visitorLinkPath = (token: string) => `/quote-links/${token}`;

/** A new link: the token goes into the e-mail, its hash into the requests. */
export function newVisitorLink(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfLinkToken(token) };
}

/** The confirmation e-mail, in the submitting transaction (sent only if the requests are stored). */
export async function mailConfirmationLink(
  deps: Pick<AppDeps, 'mail' | 'config'>,
  tx: Pick<Executor, 'insert'>,
  input: { email: string; token: string; requests: QuoteRequestRow[] },
): Promise<void> {
  const first = input.requests[0]!;
  const asked =
    input.requests.length === 1
      ? `${first.productName} from ${first.vendorName}`
      : `${input.requests.length} products (${input.requests.map((r) => r.productName).join(', ')})`;
  await sendMail(
    deps,
    'quote_request_confirm',
    {
      customerName: first.customerName,
      asked,
      days: UNCONFIRMED_REQUEST_DAYS,
      url: `${deps.config.publicUrl}${visitorLinkPath(input.token)}`,
    },
    { address: input.email, name: first.customerName },
    { db: tx },
  );
}

async function viewOf(db: Executor, rows: QuoteRequestRow[], now = new Date()): Promise<VisitorQuoteLink> {
  const ids = rows.map((r) => r.id);
  const [replies, requested] = await Promise.all([repliesOf(db, ids), requestedSlabsByRequest(db, ids)]);
  const offered = await offeredSlabsByReply(db, replies);
  return {
    email: rows[0]!.email ?? '',
    confirmed: rows.every((r) => r.status !== 'unconfirmed'),
    items: rows.map((row) => ({
      request: toSummary(row, requested.get(row.id)),
      replies: replies
        .filter((reply) => reply.quoteRequestId === row.id)
        .map((reply) => replyForBuyer(toReplyView(reply, row.quantitySqft, now, offered.get(reply.id)), row)),
    })),
  };
}

/** What the link shows (no change). */
export async function getVisitorLink(deps: Pick<AppDeps, 'db'>, token: string): Promise<VisitorQuoteLink> {
  return viewOf(deps.db, await visitorsRequests(deps.db, token));
}

/**
 * Opening the link confirms the address (once; opening it again changes nothing). The confirmed
 * requests are announced as a signed-in buyer's are at submission (D17).
 */
export async function confirmVisitorLink(deps: LifecycleDeps, token: string): Promise<VisitorQuoteLink> {
  await deps.db.transaction(async (tx) => {
    const rows = await visitorsRequests(tx, token, true);
    const waiting = rows.filter((r) => r.status === 'unconfirmed').map((r) => r.id);
    if (!waiting.length) return;
    const now = new Date();
    const forwarded = await autoForwardOn(tx);
    const confirmed = await confirmRequests(tx, waiting, {
      status: forwarded ? 'forwarded' : 'pending',
      forwardedAt: forwarded ? now : null,
      emailConfirmedAt: now,
    });
    await announceSubmitted(deps, tx, confirmed);
  });
  return getVisitorLink(deps, token);
}

export const ACCOUNT_EXISTS_MESSAGE =
  'An account already uses this e-mail address. Sign in to it to ask for quotes; this link keeps showing this request.';

/**
 * "Set a password": an account (verified: the link proved the address) that then holds the link's
 * requests, as if they had been made signed in. The link stops opening them; the account does.
 */
export async function createVisitorAccount(
  deps: LifecycleDeps & { auth: Auth },
  token: string,
  input: VisitorCreateAccount,
): Promise<{ email: string }> {
  const view = await confirmVisitorLink(deps, token);
  const rows = await visitorsRequests(deps.db, token);
  const email = view.email;
  const ctx = await deps.auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new AppError('conflict', ACCOUNT_EXISTS_MESSAGE, { password: ACCOUNT_EXISTS_MESSAGE });
  }
  let account: { id: string };
  try {
    account = await createVerifiedAccount(deps.auth, {
      email,
      name: rows[0]!.customerName,
      role: 'buyer',
      password: input.password,
    });
  } catch (err) {
    // Two tabs setting a password at the same moment: the address's unique index lets one through.
    if (await ctx.internalAdapter.findUserByEmail(email)) {
      throw new AppError('conflict', ACCOUNT_EXISTS_MESSAGE, { password: ACCOUNT_EXISTS_MESSAGE });
    }
    throw err;
  }
  await giveRequestsToAccount(deps.db, hashOfLinkToken(token), account.id);
  return { email };
}
