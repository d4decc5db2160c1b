// Payments (D36): the platform holds no money. The buyer records each payment made by bank
// transfer, UPI or cheque; the manufacturer confirms or disputes it with a reason; each side is told.
// An amount above what is still due (the total less confirmed and recorded payments), a date in the
// future (India day) or a payment on a cancelled order is refused. Reminders go to both sides two
// days before and on each due date, once (payment_reminders).
import {
  formatINR,
  type OrderMoney,
  type OrderPaymentResult,
  type OrderPaymentView,
  PAYMENT_LIFECYCLE,
  PAYMENT_MESSAGES,
  type PaymentFilter,
  type PaymentMethod,
  type PaymentStatus,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { paymentConfirmed } from '../../lib/order-events';
import { requireAccess } from '../access/access.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import { addDays, indiaDay, type OrderTerms, orderMoney } from './money';
import {
  claimReminder,
  decidePayment,
  type Executor,
  findPayment,
  findPaymentOrder,
  insertPayment,
  ordersInProgress,
  type PaymentOrder,
  type PaymentRow,
  paymentsOfOrders,
  type Reader,
} from './payments.queries';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
/** What the scheduled jobs pass: their locked transaction. */
type JobDeps = { db: Executor; mail: AppDeps['mail']; config: Pick<AppDeps['config'], 'publicUrl'> };

const buyerLink = (o: PaymentOrder) => `/dashboard?tab=quotes&request=${o.quoteRequestId}`;
const manufacturerLink = (o: PaymentOrder) => `/vendor/orders?order=${o.id}`;

export function toPaymentView(row: PaymentRow): OrderPaymentView {
  return {
    id: row.id,
    amountPaise: row.amountPaise,
    paidOn: row.paidOn,
    method: row.method as PaymentMethod,
    reference: row.reference,
    status: row.status as PaymentStatus,
    disputeReason: row.disputeReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** For the order views of every module: each order's payments and money. */
export async function moneyOfOrders(
  db: Reader,
  rows: (OrderTerms & { id: number })[],
  now = new Date(),
): Promise<Map<number, { payments: OrderPaymentView[]; money: OrderMoney }>> {
  const payments = await paymentsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  const today = indiaDay(now);
  const out = new Map<number, { payments: OrderPaymentView[]; money: OrderMoney }>();
  for (const row of rows) {
    const own = payments.filter((p) => p.orderId === row.id).map(toPaymentView);
    out.set(row.id, { payments: own, money: orderMoney(row, own, today) });
  }
  return out;
}

async function result(
  db: Executor,
  order: PaymentOrder,
  payment: PaymentRow,
  now: Date,
): Promise<OrderPaymentResult> {
  const { payments, money } = (await moneyOfOrders(db, [order], now)).get(order.id)!;
  return { payment: toPaymentView(payment), payments, money };
}

/** POST /me/orders/{id}/payments: the buyer records a payment (amount already in paise). */
export async function recordPayment(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  input: { amount: number; paidOn: string; method: PaymentMethod; reference: string },
  now = new Date(),
): Promise<OrderPaymentResult> {
  await requireAccess(deps.db, actor, 'payment.record', orderId, 'buyer');
  assertSignedIn(actor);
  if (input.paidOn > indiaDay(now)) throw invalidData({ paidOn: PAYMENT_MESSAGES.futureDate });
  return deps.db.transaction(async (tx) => {
    // The order's row is locked so that two payments recorded at once are measured against each other.
    const order = (await findPaymentOrder(tx, orderId, true))!;
    if (order.status === 'cancelled') throw new AppError('conflict', PAYMENT_MESSAGES.cancelled);
    const { money } = (await moneyOfOrders(tx, [order], now)).get(order.id)!;
    if (input.amount > money.duePaise) {
      throw invalidData({
        amount: `${PAYMENT_MESSAGES.aboveDue} (${formatINR(money.duePaise)})`,
      });
    }
    const reference = input.method === 'Cheque' ? input.reference : input.reference.toUpperCase();
    const payment = await insertPayment(tx, {
      orderId,
      amountPaise: input.amount,
      paidOn: input.paidOn,
      method: input.method,
      reference,
      recordedBy: actor.userId,
    });
    if (!payment) throw new AppError('conflict', PAYMENT_MESSAGES.duplicate);
    await notifyManufacturer({ ...deps, db: tx }, order.vendorId, {
      kind: 'payment_recorded',
      title: msg('Payment recorded: {amount} for order #{id}', {
        amount: formatINR(payment.amountPaise),
        id: order.id,
      }),
      body: msg(
        'The buyer recorded {amount} by {method} ({reference}) paid on {paidOn} for {product}. Please confirm it once it reaches your account, or dispute it.',
        {
          amount: formatINR(payment.amountPaise),
          method: payment.method,
          reference: payment.reference,
          paidOn: { day: payment.paidOn },
          product: order.productName,
        },
      ),
      link: manufacturerLink(order),
    });
    return result(tx, order, payment, now);
  });
}

/** POST /vendor/orders/{id}/payments/{paymentId}/confirm | dispute: the manufacturer decides, once. */
export async function decide(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  paymentId: number,
  decision: { status: 'confirmed' } | { status: 'disputed'; reason: string },
  now = new Date(),
): Promise<OrderPaymentResult> {
  const step = decision.status === 'confirmed' ? 'confirm' : 'dispute';
  await requireAccess(deps.db, actor, `payment.${step}`, orderId, 'manufacturer');
  assertRole(actor, 'vendor');
  const order = await findPaymentOrder(deps.db, orderId);
  if (!order) throw notFound('Order');
  const before = await findPayment(deps.db, orderId, paymentId);
  if (!before) throw notFound('Payment');
  return deps.db.transaction(async (tx) => {
    const { from, to } = PAYMENT_LIFECYCLE.steps[step];
    const payment = await decidePayment(tx, paymentId, from, {
      status: to,
      disputeReason: decision.status === 'disputed' ? decision.reason : null,
      decidedBy: actor.userId,
    });
    if (!payment)
      throw new AppError('conflict', PAYMENT_LIFECYCLE.refusal(step, before.status as PaymentStatus));
    // D42: an advance confirmed before the invoice gets its receipt voucher (trade module, r.50).
    if (decision.status === 'confirmed')
      await paymentConfirmed(deps.db, tx, {
        orderId,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
        paidOn: payment.paidOn,
        method: payment.method,
        reference: payment.reference,
        recordedAt: payment.createdAt,
        confirmedAt: payment.decidedAt ?? now,
        confirmedBy: actor.userId,
      });
    if (order.userId) {
      const amount = formatINR(payment.amountPaise);
      await notify(
        { ...deps, db: tx },
        decision.status === 'confirmed'
          ? {
              userId: order.userId,
              kind: 'payment_confirmed',
              title: msg('{manufacturer} confirmed your payment of {amount}', {
                manufacturer: order.vendorName,
                amount,
              }),
              body: msg(
                '{manufacturer} confirmed {amount} ({method} {reference}) for your order of {product}.',
                {
                  manufacturer: order.vendorName,
                  amount,
                  method: payment.method,
                  reference: payment.reference,
                  product: order.productName,
                },
              ),
              link: buyerLink(order),
            }
          : {
              userId: order.userId,
              kind: 'payment_disputed',
              title: msg('{manufacturer} disputed your payment of {amount}', {
                manufacturer: order.vendorName,
                amount,
              }),
              body: msg(
                '{manufacturer} has not received {amount} ({method} {reference}) for your order of {product}. Reason: {reason}',
                {
                  manufacturer: order.vendorName,
                  amount,
                  method: payment.method,
                  reference: payment.reference,
                  product: order.productName,
                  reason: decision.reason,
                },
              ),
              link: buyerLink(order),
            },
      );
    }
    return result(tx, order, payment, now);
  });
}

/** The manufacturer's orders in a payment state, for the Orders list's filter. */
export async function ordersInPaymentState(
  db: Executor,
  manufacturerIds: number[],
  filter: PaymentFilter,
  now = new Date(),
): Promise<number[]> {
  const rows = await ordersInProgress(db, manufacturerIds);
  const money = await moneyOfOrders(db, rows, now);
  return rows
    .filter((o) => {
      const m = money.get(o.id)!;
      if (filter === 'to-confirm') return m.money.pendingPaise > 0;
      if (filter === 'overdue') return m.money.overduePaise > 0;
      if (filter === 'paid') return m.money.paidPaise >= m.money.totalPaise;
      return o.status !== 'pending' && m.money.duePaise > 0;
    })
    .map((o) => o.id);
}

const REMIND_DAYS_BEFORE = 2;

/**
 * The payment-reminders job: for each due date (the advance, the balance) with money not yet
 * recorded, both sides are told two days before and on the day, each once whichever process runs.
 */
export async function sendPaymentReminders(deps: JobDeps, now: Date): Promise<number> {
  const today = indiaDay(now);
  const rows = await ordersInProgress(deps.db);
  const money = await moneyOfOrders(deps.db, rows, now);
  let sent = 0;
  for (const order of rows) {
    if (order.status === 'pending') continue;
    const m = money.get(order.id)!.money;
    const dues: { kind: 'advance' | 'balance'; on: string | null; amount: number }[] = [
      { kind: 'advance', on: m.advanceDueOn, amount: m.advanceDuePaise },
      { kind: 'balance', on: m.balanceDueOn, amount: m.duePaise },
    ];
    for (const due of dues) {
      if (!due.on || due.amount <= 0) continue;
      const when = today >= due.on ? 'on' : today >= addDays(due.on, -REMIND_DAYS_BEFORE) ? 'before' : null;
      if (!when) continue;
      if (!(await claimReminder(deps.db, order.id, `${due.kind}-${when}`, due.on))) continue;
      const what = due.kind === 'advance' ? msg('The advance') : msg('The balance');
      const amount = formatINR(due.amount);
      const day =
        when === 'on' && today === due.on ? msg('today') : msg('on {date}', { date: { day: due.on } });
      const title = msg('{what} of {amount} for order #{id} is due {day}', {
        what,
        amount,
        id: order.id,
        day,
      });
      if (order.userId) {
        await notify(deps, {
          userId: order.userId,
          kind: 'payment_due',
          title,
          body: msg(
            '{what} of your order of {product} from {manufacturer} ({amount}) is due {day}. Record the payment on the order once it is made.',
            { what, product: order.productName, manufacturer: order.vendorName, amount, day },
          ),
          link: buyerLink(order),
        });
      }
      await notifyManufacturer(deps, order.vendorId, {
        kind: 'payment_due',
        title,
        body: msg('{what} of order #{id} ({product}) is due {day}; nothing has been recorded for it yet.', {
          what,
          id: order.id,
          product: order.productName,
          day,
        }),
        link: manufacturerLink(order),
      });
      sent++;
    }
  }
  return sent;
}
