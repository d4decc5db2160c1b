// Payments (D36): the platform holds no money. The buyer records each payment made by bank
// transfer, UPI or cheque; the manufacturer confirms or disputes it with a reason; each side is told.
// An amount above what is still due (the total less confirmed and recorded payments), a date in the
// future (India day) or a payment on a cancelled order is refused. Reminders go to both sides two
// days before and on each due date, once (payment_reminders).
import {
  ADMIN_DECIDES_AFTER_DAYS,
  AnswerDispute,
  adminMayDecideFrom,
  formatINR,
  type OrderMoney,
  type OrderPaymentResult,
  type OrderPaymentView,
  PAYMENT_LIFECYCLE,
  PAYMENT_MESSAGES,
  type PaymentFilter,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentStep,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole, assertSignedIn } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { paymentConfirmed } from '../../lib/order-events';
import { writeInOrderThread } from '../../lib/order-thread';
import type { UploadForm } from '../../lib/upload';
import { firmRolesOf, requireAccess } from '../access/access.service';
import { recordChange } from '../activity/activity.service';
import { FILE_MESSAGES, readFile, releaseFile, storeFile } from '../attachments/files.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import { addDays, indiaDay, type OrderTerms, orderMoney } from './money';
import {
  answerPaymentRow,
  claimReminder,
  confirmedPaymentsOfManufacturer,
  decidePayment,
  type Executor,
  findPayment,
  findPaymentOrder,
  insertPayment,
  ordersInProgress,
  type PaymentOrder,
  type PaymentRow,
  type PaymentWithFile,
  paymentsOfOrders,
  type Reader,
} from './payments.queries';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
/** What the scheduled jobs pass: their locked transaction. */
type JobDeps = { db: Executor; mail: AppDeps['mail']; config: Pick<AppDeps['config'], 'publicUrl'> };

const buyerLink = (o: PaymentOrder) => `/dashboard?tab=quotes&request=${o.quoteRequestId}`;
const manufacturerLink = (o: PaymentOrder) => `/vendor/orders?order=${o.id}`;

export function toPaymentView(
  row: PaymentRow & Partial<Pick<PaymentWithFile, 'answerFile'>>,
): OrderPaymentView {
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
    answerNote: row.answerNote,
    answerFile: row.answerFile ? (row.answerFile as OrderPaymentView['answerFile']) : null,
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    adminDecidesFrom:
      row.status === 'answered' && row.answeredAt ? adminMayDecideFrom(row.answeredAt).toISOString() : null,
    decidedAs: (row.decidedAs as OrderPaymentView['decidedAs']) ?? null,
    adminNote: row.adminNote,
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
  return { payment: payments.find((p) => p.id === payment.id) ?? toPaymentView(payment), payments, money };
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
    // D28: the order's money moves are in the activity log beside its disputes (keepStep).
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'payment.record',
      entityType: 'order_payment',
      entityId: payment.id,
      before: null,
      after: {
        status: payment.status,
        amountPaise: payment.amountPaise,
        paidOn: payment.paidOn,
        method: payment.method,
        reference: payment.reference,
      },
      metadata: { orderId: order.id },
    });
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

/** How a payment is named in the thread and the activity log: "₹12,000 by NEFT (HDFC…)". */
const paymentLine = (p: PaymentRow) => `${formatINR(p.amountPaise)} ${p.method} ${p.reference}`;

/** D42: a payment confirmed (by its manufacturer, or by an admin settling a dispute, D45) is told. */
const confirmedEvent = (deps: Deps, tx: Executor, payment: PaymentRow, by: string, now: Date) =>
  paymentConfirmed(deps.db, tx, {
    orderId: payment.orderId,
    paymentId: payment.id,
    amountPaise: payment.amountPaise,
    paidOn: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
    recordedAt: payment.createdAt,
    confirmedAt: payment.decidedAt ?? now,
    confirmedBy: by,
  });

/** D45: the step's line in the order's thread and its entry in the activity log, in its transaction. */
async function keepStep(
  tx: Executor,
  order: PaymentOrder,
  before: PaymentRow,
  after: PaymentRow,
  step: PaymentStep,
  by: { userId: string; side: 'buyer' | 'vendor' | 'admin'; firmRole?: string },
  text: string,
): Promise<void> {
  await writeInOrderThread(tx, {
    quoteRequestId: order.quoteRequestId,
    senderUserId: by.userId,
    senderRole: by.side,
    body: text,
  });
  await recordChange(tx, {
    actorId: by.userId,
    action: `payment.${step}`,
    entityType: 'order_payment',
    entityId: after.id,
    before: { status: before.status, disputeReason: before.disputeReason, answerNote: before.answerNote },
    after: {
      status: after.status,
      disputeReason: after.disputeReason,
      answerNote: after.answerNote,
      decidedAs: after.decidedAs,
      adminNote: after.adminNote,
    },
    // D46: the member's role in the manufacturer firm when they decided, for the log's reader.
    metadata: { orderId: order.id, ...(by.firmRole && { firmRole: by.firmRole }) },
  });
}

/**
 * POST /vendor/orders/{id}/payments/{paymentId}/confirm | dispute: the manufacturer decides a
 * recorded payment, or decides again once the buyer answered its dispute (D45).
 */
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
      ...(decision.status === 'disputed' && { disputeReason: decision.reason }),
      decidedBy: actor.userId,
      decidedAs: 'manufacturer',
      adminNote: null,
    });
    if (!payment) {
      const now_ = (await findPayment(tx, orderId, paymentId)) ?? before;
      throw new AppError('conflict', PAYMENT_LIFECYCLE.refusal(step, now_.status as PaymentStatus));
    }
    // D42: an advance confirmed before the invoice gets its receipt voucher (trade module, r.50).
    if (decision.status === 'confirmed') await confirmedEvent(deps, tx, payment, actor.userId, now);
    const again = before.status === 'answered';
    await keepStep(
      tx,
      order,
      before,
      payment,
      step,
      {
        userId: actor.userId,
        side: 'vendor',
        firmRole: firmRolesOf(actor).manufacturers.get(order.vendorId),
      },
      decision.status === 'confirmed'
        ? `Payment confirmed: ${paymentLine(payment)}.`
        : `Payment disputed${again ? ' again' : ''}: ${paymentLine(payment)}. Reason: ${decision.reason}`,
    );
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
                '{manufacturer} has not received {amount} ({method} {reference}) for your order of {product}. Reason: {reason} You can answer with a note and a photo or PDF of the payment on the order.',
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

/** The form of a buyer's answer, read after the access check (a note and one file). */
export type ReadAnswerForm = () => Promise<UploadForm>;

/**
 * POST /me/orders/{id}/payments/{paymentId}/answer (multipart: `note`, `file`): the buyer answers a
 * disputed payment with a note and a photo or PDF (D45). The note is checked before the file is
 * stored; the file is stored before the transaction and released if the answer is not written, so a
 * failed answer leaves no file behind; the file of an earlier answer is released once replaced.
 */
export async function answerDispute(
  deps: Deps & Pick<AppDeps, 'storage'>,
  actor: Actor | null,
  orderId: number,
  paymentId: number,
  readForm: ReadAnswerForm,
  now = new Date(),
): Promise<OrderPaymentResult> {
  await requireAccess(deps.db, actor, 'payment.answer', orderId, 'buyer');
  assertSignedIn(actor);
  const order = await findPaymentOrder(deps.db, orderId);
  const before = order ? await findPayment(deps.db, orderId, paymentId) : undefined;
  if (!order || !before) throw notFound('Payment');
  const form = await readForm();
  const parsed = AnswerDispute.safeParse({ note: form.fields.note });
  if (!parsed.success) throw invalidData({ note: parsed.error.issues[0]!.message });
  if (!form.file) throw invalidData({ file: FILE_MESSAGES.required });
  const { from, to } = PAYMENT_LIFECYCLE.steps.answer;
  if (!from.includes(before.status as PaymentStatus)) {
    throw new AppError('conflict', PAYMENT_LIFECYCLE.refusal('answer', before.status as PaymentStatus));
  }
  const file = form.file;
  const stored = await storeFile(deps, actor, async () => file);
  let answered: OrderPaymentResult;
  try {
    answered = await deps.db.transaction(async (tx) => {
      const payment = await answerPaymentRow(
        tx,
        paymentId,
        from,
        { status: to, answerNote: parsed.data.note, answerFileId: stored.id, answeredBy: actor.userId },
        now,
      );
      if (!payment) {
        const current = (await findPayment(tx, orderId, paymentId)) ?? before;
        throw new AppError('conflict', PAYMENT_LIFECYCLE.refusal('answer', current.status as PaymentStatus));
      }
      await keepStep(
        tx,
        order,
        before,
        payment,
        'answer',
        { userId: actor.userId, side: 'buyer' },
        `Answer to the disputed payment ${paymentLine(payment)}: ${parsed.data.note} (file attached to the payment)`,
      );
      const decidesFrom = adminMayDecideFrom(now);
      await notifyManufacturer({ ...deps, db: tx }, order.vendorId, {
        kind: 'payment_answered',
        title: msg('The buyer answered your dispute of {amount} on order #{id}', {
          amount: formatINR(payment.amountPaise),
          id: order.id,
        }),
        body: msg(
          'The buyer of {product} answered: “{note}” with a file. Please confirm the payment or dispute it again with a reason. If you have not decided by {date}, the marketplace decides.',
          {
            product: order.productName,
            note: parsed.data.note.slice(0, 300),
            date: { day: indiaDay(decidesFrom) },
          },
        ),
        link: manufacturerLink(order),
      });
      return result(tx, order, payment, now);
    });
  } catch (err) {
    await releaseFile(deps, stored.id);
    throw err;
  }
  if (before.answerFileId && before.answerFileId !== stored.id) await releaseFile(deps, before.answerFileId);
  return answered;
}

/**
 * POST /admin/orders/{id}/payments/{paymentId}/decide: once an answer has waited 7 days without the
 * manufacturer's decision, an admin confirms the payment or rejects it, with a note to both sides
 * (D45). The admin's and the manufacturer's decisions are conditional updates from `answered`: of two
 * at the same moment, the database applies one and the other is refused (409).
 */
export async function adminDecide(
  deps: Deps,
  actor: Actor | null,
  orderId: number,
  paymentId: number,
  input: { decision: 'confirm' | 'reject'; note: string },
  now = new Date(),
): Promise<OrderPaymentResult> {
  const step = input.decision === 'confirm' ? 'settle' : 'reject';
  await requireAccess(deps.db, actor, 'payment.settle', orderId, 'admin');
  assertRole(actor, 'admin');
  const order = await findPaymentOrder(deps.db, orderId);
  const before = order ? await findPayment(deps.db, orderId, paymentId) : undefined;
  if (!order || !before) throw notFound('Payment');
  const { from, to } = PAYMENT_LIFECYCLE.steps[step];
  if (!from.includes(before.status as PaymentStatus)) {
    throw new AppError('conflict', PAYMENT_LIFECYCLE.refusal(step, before.status as PaymentStatus));
  }
  const cutoff = new Date(now.getTime() - ADMIN_DECIDES_AFTER_DAYS * 86_400_000);
  const tooEarly = () =>
    new AppError(
      'conflict',
      `${PAYMENT_MESSAGES.tooEarly} ${indiaDay(adminMayDecideFrom(before.answeredAt!))}.`,
    );
  if (before.answeredAt && before.answeredAt > cutoff) throw tooEarly();
  return deps.db.transaction(async (tx) => {
    const payment = await decidePayment(
      tx,
      paymentId,
      from,
      { status: to, decidedBy: actor.userId, decidedAs: 'admin', adminNote: input.note },
      cutoff,
    );
    if (!payment) {
      const current = (await findPayment(tx, orderId, paymentId)) ?? before;
      if (current.status === 'answered') throw tooEarly();
      throw new AppError('conflict', PAYMENT_LIFECYCLE.refusal(step, current.status as PaymentStatus));
    }
    const confirmed = step === 'settle';
    if (confirmed) await confirmedEvent(deps, tx, payment, actor.userId, now);
    await keepStep(
      tx,
      order,
      before,
      payment,
      step,
      { userId: actor.userId, side: 'admin' },
      `${confirmed ? 'The marketplace confirmed the payment' : 'The marketplace rejected the payment'} ${paymentLine(payment)}: ${input.note}`,
    );
    const amount = formatINR(payment.amountPaise);
    const title = confirmed
      ? msg('The marketplace confirmed the payment of {amount} on order #{id}', { amount, id: order.id })
      : msg('The marketplace rejected the payment of {amount} on order #{id}', { amount, id: order.id });
    const body = msg('{product}, {method} {reference}. Note from the marketplace: {note}', {
      product: order.productName,
      method: payment.method,
      reference: payment.reference,
      note: input.note,
    });
    if (order.userId) {
      await notify(
        { ...deps, db: tx },
        { userId: order.userId, kind: 'payment_settled', title, body, link: buyerLink(order) },
      );
    }
    await notifyManufacturer({ ...deps, db: tx }, order.vendorId, {
      kind: 'payment_settled',
      title,
      body,
      link: manufacturerLink(order),
    });
    return result(tx, order, payment, now);
  });
}

/** GET …/orders/{id}/payments/{paymentId}/answer-file: the answer's file, for both sides and admins. */
export async function answerFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  actor: Actor | null,
  orderId: number,
  paymentId: number,
  as: 'buyer' | 'manufacturer' | 'admin',
): Promise<{ bytes: Buffer; mimeType: string; filename: string }> {
  await requireAccess(deps.db, actor, 'payment.evidence', orderId, as);
  const payment = await findPayment(deps.db, orderId, paymentId);
  if (!payment?.answerFileId) throw notFound('File');
  const file = await readFile(deps, payment.answerFileId);
  const ext = file.mimeType === 'application/pdf' ? 'pdf' : 'webp';
  return { ...file, filename: `order-${orderId}-payment-${paymentId}.${ext}` };
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
      // D45: an answered dispute waits for the manufacturer's decision too.
      if (filter === 'to-confirm')
        return m.money.pendingPaise > 0 || m.payments.some((p) => p.status === 'answered');
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

/** D36: the payments a manufacturer confirmed, paid on days from–to (its books' receipts). */
export async function manufacturerReceipts(
  db: Reader,
  manufacturerId: number,
  days: { from: string; to: string },
) {
  return confirmedPaymentsOfManufacturer(db, manufacturerId, days.from, days.to);
}
export type ManufacturerReceipt = Awaited<ReturnType<typeof manufacturerReceipts>>[number];
