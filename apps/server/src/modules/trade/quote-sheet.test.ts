// The buyer's quote board (D17): requests grouped by submission, each with its timeline, every
// reply revision with landed totals, the order and the buyer's review; only the buyer's own.
import { randomUUID } from 'node:crypto';
import { type BuyerOrders, type BuyerQuoteBoard, indiaDay, landedTotal } from '@granite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

async function maker(pricePaise: number) {
  const v = await manufacturer(t.app, { registered: true });
  const [p] = await t.app.deps.db
    .insert(products)
    .values({ name: `Slab ${randomUUID().slice(0, 6)}`, pricePaise, vendorId: v.vendorId, categoryId })
    .returning({ id: products.id });
  return { ...v, productId: p!.id };
}

const form = {
  customerName: 'Meera Iyer',
  mobileNumber: '9845012345',
  quantitySqft: 1000,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  materialQuality: 'Premium',
  productType: 'Slabs',
};

describe(`buyer quote board (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('groups a multi-manufacturer submission with its replies, landed totals, order and timeline', async () => {
    const b = await buyer(t.app);
    const stranger = await buyer(t.app);
    const a = await admin(t.app);
    const [m1, m2] = [await maker(11_000), await maker(12_000)];
    const single = await api('POST', '/quote-requests', b, { ...form, productId: m1.productId });
    expect(single.statusCode, single.body).toBe(201);
    const multi = await api('POST', '/quote-requests/multi', b, {
      ...form,
      productIds: [m1.productId, m2.productId],
    });
    expect(multi.statusCode, multi.body).toBe(201);
    const ids: number[] = multi.json().requests.map((r: { id: number }) => r.id);
    for (const id of ids)
      expect((await api('POST', `/admin/quote-requests/${id}/forward`, a, {})).statusCode).toBe(200);
    const validUntil = indiaDay(new Date(Date.now() + 7 * 86_400_000));
    const r1 = await api('POST', `/vendor/quote-requests/${ids[0]}/replies`, m1, {
      price: 120,
      gstRate: 18,
      freight: 15000,
      leadTimeDays: 10,
      validUntil,
    });
    expect(r1.statusCode, r1.body).toBeLessThan(300);
    const revised = await api('POST', `/vendor/quote-requests/${ids[0]}/replies`, m1, {
      price: 110,
      gstRate: 18,
      freight: 15000,
      leadTimeDays: 10,
      validUntil,
    });
    expect(revised.statusCode, revised.body).toBeLessThan(300);

    const res = await api('GET', '/me/quote-board', b);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json() as BuyerQuoteBoard;
    expect(board.total).toBe(2);
    const [group, alone] = board.items;
    expect(group!.groupId).toBe(multi.json().groupId);
    expect(group!.items.map((i) => i.request.id)).toEqual(ids);
    expect(alone!.key).toBe(`r${single.json().requests[0].id}`);
    // Not a requirement's replies: no requirement title.
    expect([group!.requirement, alone!.requirement]).toEqual([null, null]);
    const first = group!.items[0]!;
    expect(first.request.status).toBe('responded');
    expect(first.request.forwardedAt).not.toBeNull();
    expect(first.request.respondedAt).not.toBeNull();
    expect(first.replies.map((r) => [r.revision, r.status])).toEqual([
      [2, 'current'],
      [1, 'superseded'],
    ]);
    expect(first.replies[0]!.landed).toEqual(
      landedTotal({ quantitySqft: 1000, pricePaise: 11_000, gstRate: 18, freightPaise: 1_500_000 }),
    );
    expect(group!.items[1]!.replies).toEqual([]);

    const accepted = await api('POST', `/me/quote-replies/${first.replies[0]!.id}/accept`, b, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = (await api('GET', '/me/quote-board', b)).json() as BuyerQuoteBoard;
    const item = after.items[0]!.items[0]!;
    expect(item.request.status).toBe('accepted');
    expect(item.order).toMatchObject({ status: 'pending', totalPaise: first.replies[0]!.landed.totalPaise });
    expect(item.review).toBeNull();

    const theirs = (await api('GET', '/me/quote-board', stranger)).json() as BuyerQuoteBoard;
    expect(theirs).toMatchObject({ items: [], total: 0 });
    expect((await api('GET', '/me/quote-board')).statusCode).toBe(401);
  });
});

describe(`buyer orders (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  /** A request from `b` to a fresh manufacturer, forwarded, replied and accepted: the order. */
  async function orderOf(b: { cookie: string }, a: { cookie: string }, price: number) {
    const m = await maker(price * 100);
    const asked = await api('POST', '/quote-requests', b, { ...form, productId: m.productId });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().requests[0].id as number;
    await api('POST', `/admin/quote-requests/${id}/forward`, a, {});
    const replied = await api('POST', `/vendor/quote-requests/${id}/replies`, m, {
      price,
      gstRate: 18,
      freight: 5000,
      leadTimeDays: 7,
      validUntil: indiaDay(new Date(Date.now() + 7 * 86_400_000)),
    });
    expect(replied.statusCode, replied.body).toBeLessThan(300);
    const board = (await api('GET', '/me/quote-board', b)).json() as BuyerQuoteBoard;
    const item = board.items.flatMap((g) => g.items).find((i) => i.request.id === id)!;
    const accepted = await api('POST', `/me/quote-replies/${item.replies[0]!.id}/accept`, b, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { m, requestId: id, orderId: accepted.json().order.id as number };
  }

  it('lists the buyer’s own orders newest first, by state, with counts, pages and the order’s story', async () => {
    const b = await buyer(t.app);
    const other = await buyer(t.app);
    const a = await admin(t.app);
    const first = await orderOf(b, a, 100);
    const second = await orderOf(b, a, 120);
    const third = await orderOf(b, a, 140);
    // An order of another buyer, and a request of this buyer without an order, are not listed.
    await orderOf(other, a, 90);
    const waiting = await maker(10_000);
    await api('POST', '/quote-requests', b, { ...form, productId: waiting.productId });
    const cancelled = await api('POST', `/vendor/orders/${second.orderId}/cancel`, second.m, {
      reason: 'The lorry could not reach the site',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const all = await api('GET', '/me/orders', b);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json() as BuyerOrders;
    expect(page.items.map((i) => i.order!.id)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(page.total).toBe(3);
    expect(page.counts).toEqual({ open: 2, delivered: 0, cancelled: 1 });
    const newest = page.items[0]!;
    expect(newest.request.id).toBe(third.requestId);
    expect(newest.replies[0]!.pricePaise).toBe(14_000);
    // 1,000 sq.ft × ₹140 + ₹5,000 freight, 18 % GST on both.
    expect(newest.order!.totalPaise).toBe(
      landedTotal({ quantitySqft: 1000, pricePaise: 14_000, gstRate: 18, freightPaise: 500_000 }).totalPaise,
    );

    const open = (await api('GET', '/me/orders?state=open', b)).json() as BuyerOrders;
    expect(open.items.map((i) => i.order!.id)).toEqual([third.orderId, first.orderId]);
    const gone = (await api('GET', '/me/orders?state=cancelled', b)).json() as BuyerOrders;
    expect(gone.items.map((i) => i.order!.status)).toEqual(['cancelled']);
    const paged = (await api('GET', '/me/orders?pageSize=2&page=2', b)).json() as BuyerOrders;
    expect(paged.items.map((i) => i.order!.id)).toEqual([first.orderId]);
    expect(paged.totalPages).toBe(2);

    const theirs = (await api('GET', '/me/orders', other)).json() as BuyerOrders;
    expect(theirs.total).toBe(1);
    expect(theirs.items.map((i) => i.order!.id)).not.toContain(first.orderId);
  });

  it('refuses an unknown state naming the field, and the signed-out', async () => {
    const b = await buyer(t.app);
    const bad = await api('GET', '/me/orders?state=shipped', b);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.state).toBe('must be open, delivered or cancelled');
    expect((await api('GET', '/me/orders')).statusCode).toBe(401);
  });
});
