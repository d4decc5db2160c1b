import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentReminders } from '../../db/schema';
import { call } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { type OrderParties, orderParties } from '../../test/orders';
import { JOBS, runJob } from '../jobs/jobs.service';
import { addDays, indiaDay, orderMoney } from './money';

let t: TestApp;
let m: OrderParties['m'];
let other: OrderParties['other'];
let b: OrderParties['b'];
let b2: OrderParties['b2'];
let order: OrderParties['order'];
beforeAll(async () => {
  t = await createTestApp();
  ({ m, other, b, b2, order } = await orderParties(t.app));
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

const today = () => indiaDay(new Date());
const pay = (orderId: number, body: unknown, cookie = b.cookie) =>
  call(t.app, 'POST', `/api/v1/me/orders/${orderId}/payments`, { cookie, body });
const decide = (
  orderId: number,
  paymentId: number,
  action: 'confirm' | 'dispute',
  body: unknown = {},
  cookie = m.cookie,
) =>
  call(t.app, 'POST', `/api/v1/vendor/orders/${orderId}/payments/${paymentId}/${action}`, { cookie, body });

describe('payments (D36)', () => {
  it('the buyer records the advance, the manufacturer is told and confirms it once; the money follows', async () => {
    const o = await order();
    const res = await pay(o.id, {
      amount: '42,480',
      paidOn: today(),
      method: 'NEFT',
      reference: 'hdfcn52024112612345',
    });
    expect(res.statusCode).toBe(201);
    const recorded = res.json();
    expect(recorded.payment).toMatchObject({
      amountPaise: 4_248_000,
      status: 'recorded',
      reference: 'HDFCN52024112612345',
    });
    expect(recorded.money).toMatchObject({
      totalPaise: 14_160_000,
      paidPaise: 0,
      pendingPaise: 4_248_000,
      duePaise: 9_912_000,
      advanceDuePaise: 0,
      advanceDueOn: today(),
      overduePaise: 0,
    });
    const told = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, m.userId))
      .then((rows) => asRead(rows));
    expect(told.some((n) => n.kind === 'payment_recorded' && n.title.includes('42,480'))).toBe(true);

    const confirmed = await decide(o.id, recorded.payment.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().money).toMatchObject({ paidPaise: 4_248_000, pendingPaise: 0 });
    expect((await decide(o.id, recorded.payment.id, 'confirm')).statusCode).toBe(409);
    expect((await decide(o.id, recorded.payment.id, 'dispute', { reason: 'Not received' })).statusCode).toBe(
      409,
    );
    const buyerTold = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, b.userId))
      .then((rows) => asRead(rows));
    expect(buyerTold.some((n) => n.kind === 'payment_confirmed')).toBe(true);

    // The manufacturer's order carries the payments and money.
    const view = await call(t.app, 'GET', `/api/v1/vendor/orders/${o.id}`, { cookie: m.cookie });
    expect(view.json().payments).toHaveLength(1);
    expect(view.json().money.paidPaise).toBe(4_248_000);
  });

  it('refuses 0, a negative amount, more than is still due, a future date, a bad UTR or cheque number, and a cancelled order', async () => {
    const o = await order();
    const base = { paidOn: today(), method: 'UPI', reference: '412345678901' };
    for (const amount of [0, -5, '0']) {
      const res = await pay(o.id, { ...base, amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.amount).toBeDefined();
    }
    const tooMuch = await pay(o.id, { ...base, amount: 141_600.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.amount).toMatch(/still due/);
    const tomorrow = addDays(today(), 1);
    const future = await pay(o.id, { ...base, amount: 100, paidOn: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.paidOn).toMatch(/future/);
    for (const reference of ['4123 4567 8901', 'UTR-12345678', 'abc', 'A'.repeat(23)]) {
      const res = await pay(o.id, { ...base, amount: 100, reference });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.reference).toBeDefined();
    }
    expect((await pay(o.id, { ...base, amount: 100, method: 'Cheque', reference: 'CHQ12' })).statusCode).toBe(
      400,
    );
    expect(
      (await pay(o.id, { ...base, amount: 100, method: 'Cheque', reference: '004512' })).statusCode,
    ).toBe(201);
    // Recorded payments count against what is due: the rest fits, one paisa more does not.
    expect((await pay(o.id, { ...base, amount: 141_500.01 })).statusCode).toBe(400);
    expect((await pay(o.id, { ...base, amount: 141_500 })).statusCode).toBe(201);
    // The same reference twice is one payment.
    const again = await pay(o.id, { ...base, amount: 1 });
    expect(again.statusCode).toBe(400);

    const cancelled = await order({
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelReason: 'Out of stock',
    });
    expect((await pay(cancelled.id, { ...base, amount: 100 })).statusCode).toBe(409);
  });

  it("another buyer's or manufacturer's order is not found; a disputed payment frees the amount again", async () => {
    const o = await order();
    const base = { paidOn: today(), method: 'RTGS', reference: 'SBINR52024112600001' };
    expect((await pay(o.id, { ...base, amount: 100 }, b2.cookie)).statusCode).toBe(404);
    const res = await pay(o.id, { ...base, amount: 141_600 });
    expect(res.statusCode).toBe(201);
    const id = res.json().payment.id;
    expect((await decide(o.id, id, 'confirm', {}, other.cookie)).statusCode).toBe(404);
    expect((await decide(o.id, id, 'dispute', {})).statusCode).toBe(400);
    const disputed = await decide(o.id, id, 'dispute', { reason: 'No such credit in our account' });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json().payment).toMatchObject({
      status: 'disputed',
      disputeReason: 'No such credit in our account',
    });
    expect(disputed.json().money.duePaise).toBe(14_160_000);
    expect((await pay(o.id, { ...base, reference: 'SBINR52024112600002', amount: 141_600 })).statusCode).toBe(
      201,
    );
  });

  it('the manufacturer filters orders by payment state', async () => {
    const awaiting = await order();
    const toConfirm = await order();
    await pay(toConfirm.id, { paidOn: today(), method: 'IMPS', reference: 'IMPS00000001', amount: 10 });
    const overdue = await order({ confirmedAt: new Date(Date.now() - 5 * DAY) });
    const list = async (payment: string) =>
      (
        await call(t.app, 'GET', `/api/v1/vendor/orders?payment=${payment}&pageSize=100`, {
          cookie: m.cookie,
        })
      )
        .json()
        .items.map((o: { id: number }) => o.id);
    expect(await list('awaiting')).toEqual(expect.arrayContaining([awaiting.id, overdue.id]));
    expect(await list('to-confirm')).toContain(toConfirm.id);
    expect(await list('to-confirm')).not.toContain(awaiting.id);
    expect(await list('overdue')).toContain(overdue.id);
    expect(await list('overdue')).not.toContain(awaiting.id);
  });

  it('reminds both sides two days before and on a due date, once each, with the clock the test sets', async () => {
    const delivered = new Date('2026-03-01T06:00:00Z');
    const o = await order({
      status: 'delivered',
      advancePercent: 0,
      balanceDue: 'days-after-delivery',
      balanceDays: 10,
      confirmedAt: new Date('2026-02-20T06:00:00Z'),
      shippedAt: new Date('2026-02-25T06:00:00Z'),
      deliveredAt: delivered,
      receivedAt: delivered,
    });
    const job = JOBS.find((j) => j.name === 'payment-reminders')!;
    const at = (iso: string, offsetMs = 0) => new Date(new Date(iso).getTime() + offsetMs);
    const reminders = () =>
      t.app.deps.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, o.id));
    await runJob(t.app.deps, job, at('2026-03-08T06:00:00Z'));
    expect(await reminders()).toHaveLength(0);
    await runJob(t.app.deps, job, at('2026-03-09T06:00:00Z'));
    expect((await reminders()).map((r) => r.kind)).toEqual(['balance-before']);
    await runJob(t.app.deps, job, at('2026-03-10T08:00:00Z'));
    expect(await reminders()).toHaveLength(1);
    await runJob(t.app.deps, job, at('2026-03-11T06:00:00Z'));
    await runJob(t.app.deps, job, at('2026-03-11T08:00:00Z'));
    expect((await reminders()).map((r) => r.kind).sort()).toEqual(['balance-before', 'balance-on']);
    const buyerBells = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'payment_due')))
      .then((rows) => asRead(rows));
    expect(buyerBells.filter((n) => n.title.includes(`#${o.id} `))).toHaveLength(2);
    const manufacturerBells = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.kind, 'payment_due')))
      .then((rows) => asRead(rows));
    expect(manufacturerBells.filter((n) => n.title.includes(`#${o.id} `))).toHaveLength(2);
  });
});

describe('the money of an order (D36)', () => {
  const terms = {
    status: 'delivered',
    totalPaise: 100_000,
    advancePercent: 30,
    balanceDue: 'days-after-delivery',
    balanceDays: 15,
    leadTimeDays: 10,
    confirmedAt: new Date('2026-04-01T06:00:00Z'),
    shippedAt: new Date('2026-04-05T06:00:00Z'),
    deliveredAt: new Date('2026-04-07T06:00:00Z'),
  };
  it('the advance is due at confirmation, the balance N days after delivery; overdue counts the day after', () => {
    const none = orderMoney(terms, [], '2026-04-01');
    expect(none).toMatchObject({
      advanceDuePaise: 30_000,
      advanceDueOn: '2026-04-01',
      balanceDueOn: '2026-04-22',
      overduePaise: 0,
    });
    expect(orderMoney(terms, [], '2026-04-02').overduePaise).toBe(30_000);
    expect(orderMoney(terms, [], '2026-04-23').overduePaise).toBe(100_000);
    const paid = orderMoney(
      terms,
      [
        { amountPaise: 30_000, status: 'confirmed' },
        { amountPaise: 5_000, status: 'disputed' },
      ],
      '2026-04-10',
    );
    expect(paid).toMatchObject({
      paidPaise: 30_000,
      disputedPaise: 5_000,
      duePaise: 70_000,
      overduePaise: 0,
      advanceDuePaise: 0,
    });
  });
  it('before dispatch: the expected dispatch day, or the day it shipped; on delivery: that day', () => {
    expect(
      orderMoney({ ...terms, balanceDue: 'before-dispatch', shippedAt: null }, [], '2026-04-01').balanceDueOn,
    ).toBe('2026-04-11');
    expect(orderMoney({ ...terms, balanceDue: 'before-dispatch' }, [], '2026-04-01').balanceDueOn).toBe(
      '2026-04-05',
    );
    expect(orderMoney({ ...terms, balanceDue: 'on-delivery' }, [], '2026-04-01').balanceDueOn).toBe(
      '2026-04-07',
    );
    expect(orderMoney({ ...terms, status: 'cancelled' }, [], '2026-05-01')).toMatchObject({
      duePaise: 0,
      overduePaise: 0,
    });
  });
});
