// D28 for the trade: each step of an order (confirm, ship, deliver, cancel), each payment recorded and
// a quality claim raised and closed by an admin are in the activity log, filterable by kind; and the
// manufacturer reads its order's claim with its status and outcome (D37, D42).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { type OrderParties, orderParties } from '../../test/orders';
import { indiaDay } from '../payments/money';

let t: TestApp;
let p: OrderParties;
let a: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app);
  a = await admin(t.app);
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const log = async (kind: string) => {
  const res = await call(t.app, 'GET', `/api/v1/admin/activity?kind=${kind}&pageSize=50`, {
    cookie: a.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    action: string;
    entityId: string;
    metadata: Record<string, unknown>;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];
};

describe('the trade in the activity log (D28)', () => {
  it('an order confirmed and a payment recorded are logged', async () => {
    const o = await p.order({ status: 'pending' });
    const confirmed = await call(t.app, 'POST', `/api/v1/vendor/orders/${o.id}/confirm`, {
      cookie: p.m.cookie,
      body: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const orderLog = (await log('order')).filter((e) => e.entityId === String(o.id));
    expect(orderLog.map((e) => e.action)).toContain('order.confirm');
    expect(orderLog.find((e) => e.action === 'order.confirm')!.changes.status).toEqual({
      before: 'pending',
      after: 'confirmed',
    });

    const paid = await call(t.app, 'POST', `/api/v1/me/orders/${o.id}/payments`, {
      cookie: p.b.cookie,
      body: { amount: 10_000, paidOn: indiaDay(new Date()), method: 'NEFT', reference: 'HDFCN52026120799' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payments = (await log('order_payment')).filter((e) => e.metadata.orderId === o.id);
    expect(payments.map((e) => e.action)).toEqual(['payment.record']);
  });

  it("a claim raised and the admin's decision are logged; the manufacturer reads the claim and its outcome", async () => {
    const o = await p.order({
      status: 'delivered',
      confirmedAt: new Date(Date.now() - 4 * DAY),
      shippedAt: new Date(Date.now() - 2 * DAY),
      deliveredAt: new Date(Date.now() - DAY),
    });
    const raised = await call(t.app, 'POST', `/api/v1/me/orders/${o.id}/claims`, {
      cookie: p.b.cookie,
      body: { description: 'Two slabs have a crack along the edge.' },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const claimId = raised.json().id as number;
    const open = (await call(t.app, 'GET', `/api/v1/vendor/orders/${o.id}`, { cookie: p.m.cookie })).json();
    expect(open.claim).toMatchObject({
      id: claimId,
      status: 'open',
      description: 'Two slabs have a crack along the edge.',
    });

    const closed = await call(t.app, 'POST', `/api/v1/admin/orders/${o.id}/claims/${claimId}/close`, {
      cookie: a.cookie,
      body: { outcome: 'rejected', note: 'The cracks are in the photos taken after unloading by the buyer.' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const entries = (await log('order_claim')).filter((e) => e.entityId === String(claimId));
    expect(entries.map((e) => e.action).sort()).toEqual(['claim.close', 'claim.raise']);
    const decision = entries.find((e) => e.action === 'claim.close')!;
    expect(decision.changes.status).toEqual({ before: 'open', after: 'closed' });
    expect(decision.changes.outcome).toEqual({ before: null, after: 'rejected' });
    expect(decision.metadata.orderId).toBe(o.id);

    const seen = (await call(t.app, 'GET', `/api/v1/vendor/orders/${o.id}`, { cookie: p.m.cookie })).json();
    expect(seen.claim).toMatchObject({
      status: 'closed',
      outcome: 'rejected',
      outcomeNote: 'The cracks are in the photos taken after unloading by the buyer.',
    });
  });
});
