// D44: where the buyer pays. The manufacturer's owner (and, once firms have members, its accounts
// member: D46) keeps a bank account and a UPI ID in Settings. The buyer reads them on an accepted
// order only (an order exists once a reply is accepted; D30 keeps contact and payment details from
// crossing before), with the terms and what is due now. Each order keeps the details it was given at
// acceptance (`orders.payee`, written by the trade module from payeeSnapshot); when Settings change
// afterwards, the buyer's order shows the new details beside the given ones with a warning, and both
// sides are told on the bell and by e-mail. A changed account is how payments get diverted, so the
// notice's kind (`payee_changed`) belongs to no event a person can turn off (ADR 019); the account's
// e-mail mode still says whether it is mailed at once or in the digest.
import {
  type BalanceDueTerm,
  type OrderPayeeView,
  type PayeeDetails,
  type PayeeSettings,
  samePayee,
  type UpdatePayee,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { requireAccess } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import { indiaDay } from './money';
import { findPayee, type PayeeRow, upsertPayee } from './payee.queries';
import { findPaymentOrder, ordersInProgress, type Reader } from './payments.queries';
import { moneyOfOrders } from './payments.service';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

/** The details a buyer pays to, from the manufacturer's row (null when it has given none). */
export function detailsOf(row: PayeeRow | undefined): PayeeDetails | null {
  if (!row) return null;
  return {
    bank:
      row.accountNumber !== null
        ? {
            accountHolder: row.accountHolder!,
            accountNumber: row.accountNumber,
            ifsc: row.ifsc!,
            bankName: row.bankName!,
            branch: row.branch!,
          }
        : null,
    upiId: row.upiId,
  };
}

/** For the trade module's acceptance: the details the new order keeps (D44). */
export async function payeeSnapshot(db: Reader, manufacturerId: number): Promise<PayeeDetails | null> {
  return detailsOf(await findPayee(db, manufacturerId));
}

const settingsOf = (manufacturerId: number, row: PayeeRow | undefined): PayeeSettings => ({
  manufacturerId,
  ...(detailsOf(row) ?? { bank: null, upiId: null }),
  changedAt: row ? row.changedAt.toISOString() : null,
});

/** The activity log keeps which account, not the whole number: its last four digits. */
const logged = (d: PayeeDetails | null) =>
  d && {
    ...d,
    bank: d.bank && { ...d.bank, accountNumber: `…${d.bank.accountNumber.slice(-4)}` },
  };

/** GET /vendor/manufacturers/{id}/payee. */
export async function getPayee(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
): Promise<PayeeSettings> {
  await requireAccess(deps.db, actor, 'payee.read', manufacturerId, 'manufacturer');
  return settingsOf(manufacturerId, await findPayee(deps.db, manufacturerId));
}

/**
 * PUT /vendor/manufacturers/{id}/payee. Saving the same details changes nothing. A change tells the
 * buyer of every order still to be paid whose details differ from the new ones, and the manufacturer
 * (who learns of a change it did not make).
 */
export async function updatePayee(
  deps: Deps,
  actor: Actor | null,
  manufacturerId: number,
  input: z.output<typeof UpdatePayee>,
  now = new Date(),
): Promise<PayeeSettings> {
  await requireAccess(deps.db, actor, 'payee.write', manufacturerId, 'manufacturer');
  const next: PayeeDetails = { bank: input.bank ?? null, upiId: input.upiId ?? null };
  return deps.db.transaction(async (tx) => {
    const before = await findPayee(tx, manufacturerId, true);
    const previous = detailsOf(before);
    if (samePayee(previous, next)) return settingsOf(manufacturerId, before);
    const row = await upsertPayee(
      tx,
      manufacturerId,
      {
        accountHolder: next.bank?.accountHolder ?? null,
        accountNumber: next.bank?.accountNumber ?? null,
        ifsc: next.bank?.ifsc ?? null,
        bankName: next.bank?.bankName ?? null,
        branch: next.bank?.branch ?? null,
        upiId: next.upiId,
      },
      actor!.userId,
      now,
    );
    await recordChange(tx, {
      actorId: actor!.userId,
      action: 'manufacturer.payee_update',
      entityType: 'manufacturer',
      entityId: manufacturerId,
      before: logged(previous),
      after: logged(next),
    });
    // The buyers of orders still to be paid whose order was given other details.
    const open = await ordersInProgress(tx, [manufacturerId]);
    const money = await moneyOfOrders(tx, open, now);
    const told = open.filter(
      (o) => money.get(o.id)!.money.paidPaise < o.totalPaise && !samePayee(o.payee ?? null, next),
    );
    const date = { day: indiaDay(now) };
    for (const order of told) {
      if (!order.userId) continue;
      await notify(
        { ...deps, db: tx },
        {
          userId: order.userId,
          kind: 'payee_changed',
          title: msg('{manufacturer} changed its bank account', { manufacturer: order.vendorName }),
          body: msg(
            'The manufacturer changed its bank account on {date}. Confirm by phone before paying to the new account. Order #{id}: {product}.',
            { date, id: order.id, product: order.productName },
          ),
          link: `/dashboard?tab=quotes&request=${order.quoteRequestId}`,
        },
      );
    }
    if (previous || told.length) {
      await notifyManufacturer({ ...deps, db: tx }, manufacturerId, {
        kind: 'payee_changed',
        title: msg('Your bank details were changed'),
        body: msg(
          'Your bank account and UPI ID for payments were changed on {date}. The buyers of {count, plural, one {# open order were} other {# open orders were}} told to confirm by phone before paying. If you did not make this change, sign in and correct it at once.',
          { date, count: told.length },
        ),
        link: '/vendor/settings',
      });
    }
    return settingsOf(manufacturerId, row);
  });
}

/** What is due now (D36's terms): the advance not yet recorded, else the balance from its day on. */
function dueNow(
  m: { advanceDuePaise: number; duePaise: number; balanceDueOn: string | null },
  today: string,
) {
  if (m.advanceDuePaise > 0) return m.advanceDuePaise;
  return m.balanceDueOn && today >= m.balanceDueOn ? m.duePaise : 0;
}

/** GET /me/orders/{id}/payee: the order's "Where to pay" for its buyer. */
export async function orderPayee(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  orderId: number,
  now = new Date(),
): Promise<OrderPayeeView> {
  await requireAccess(deps.db, actor, 'payee.see', orderId, 'buyer');
  const order = await findPaymentOrder(deps.db, orderId);
  if (!order) throw notFound('Order');
  const current = await findPayee(deps.db, order.vendorId);
  const given = order.payee ?? null;
  const now_ = detailsOf(current);
  const changed = current && now_ && !samePayee(given, now_) ? now_ : null;
  const { money } = (await moneyOfOrders(deps.db, [order], now)).get(order.id)!;
  return {
    orderId: order.id,
    manufacturerName: order.vendorName,
    given,
    changed,
    changedAt: changed && current ? current.changedAt.toISOString() : null,
    currency: money.currency ?? 'INR',
    advancePercent: order.advancePercent,
    balanceDue: order.balanceDue as BalanceDueTerm,
    balanceDays: order.balanceDays,
    dueNowPaise: order.status === 'cancelled' ? 0 : dueNow(money, indiaDay(now)),
    duePaise: money.duePaise,
    balanceDueOn: money.balanceDueOn,
  };
}
