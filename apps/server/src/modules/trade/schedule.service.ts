// The trade's scheduled work, run by the jobs module on its timer (each in a locked transaction).

import { maskContactDetails } from '@granite/shared';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { msg, sqftText } from '../../lib/i18n';
import { releaseLapsedHolds } from '../lots/holds.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import {
  closeUnconfirmedBefore,
  expireReplies,
  requestsByIds,
  unansweredForwarded,
} from './schedule.queries';

type ScheduleDeps = {
  db: Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
  mail: AppDeps['mail'];
  config: Pick<AppDeps['config'], 'publicUrl'>;
};

/**
 * D17: a reply past its validity date (`today`, a day in India) is expired and cannot be accepted;
 * both sides are told. D32: the slabs it held (held until that date) are available again, in the
 * same transaction. Returns how many replies expired.
 */
export async function expireQuoteReplies(deps: ScheduleDeps, today: string): Promise<number> {
  const expired = await expireReplies(deps.db, today);
  await releaseLapsedHolds(deps.db, today);
  const requests = new Map(
    (await requestsByIds(deps.db, [...new Set(expired.map((r) => r.quoteRequestId))])).map((r) => [r.id, r]),
  );
  for (const reply of expired) {
    const request = requests.get(reply.quoteRequestId);
    if (!request) continue;
    await notifyManufacturer(deps, reply.vendorId, {
      kind: 'reply_expired',
      title: msg('Your quote for {product} has expired', { product: request.productName }),
      body: msg(
        'Your quote for request #{id} passed its validity date. Send a revised quote if the buyer should still be able to accept it.',
        { id: request.id },
      ),
      link: `/vendor/quotes/${request.id}`,
    });
    if (request.userId) {
      await notify(deps, {
        userId: request.userId,
        kind: 'reply_expired',
        title: msg('A quote for {product} has expired', { product: request.productName }),
        body: msg(
          "{manufacturer}'s quote passed its validity date and can no longer be accepted. You can ask them for a revised quote in the message thread.",
          { manufacturer: request.vendorName },
        ),
        link: `/dashboard?tab=quotes&request=${request.id}`,
      });
    }
  }
  return expired.length;
}

/**
 * A manufacturer is reminded once about a forwarded request unanswered after 24 hours: those that
 * crossed the mark after `since` (the previous run) and by `until`. Returns how many were reminded.
 */
export async function remindUnansweredRequests(
  deps: ScheduleDeps,
  since: Date | null,
  until: Date,
): Promise<number> {
  const due = await unansweredForwarded(deps.db, since, until);
  for (const r of due) {
    if (r.vendorId === null) continue;
    await notifyManufacturer(deps, r.vendorId, {
      kind: 'reply_reminder',
      title: msg('Reminder: a buyer is waiting for your quote for {product}', { product: r.productName }),
      // D30: an unanswered request was never accepted, so the buyer's name is read masked.
      body: msg(
        '{buyer} asked for {quantity} delivered to {city} more than 24 hours ago. Buyers compare the replies they get; answer soon to be in the comparison.',
        {
          buyer: maskContactDetails(r.customerName),
          quantity: sqftText(r.quantitySqft),
          city: r.deliveryCity,
        },
      ),
      link: `/vendor/quotes/${r.id}`,
    });
  }
  return due.length;
}

/** D31: how long a signed-out visitor's request waits for its address to be confirmed. */
export const UNCONFIRMED_REQUEST_DAYS = 7;

/**
 * D31: a visitor's request whose address was not confirmed within 7 days is closed; its link stops
 * working. Nobody else ever saw it, so nobody is told. Returns how many were closed.
 */
export async function closeUnconfirmedRequests(deps: Pick<ScheduleDeps, 'db'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_REQUEST_DAYS * 86_400_000);
  return closeUnconfirmedBefore(deps.db, before, 'The e-mail address was not confirmed within 7 days');
}
