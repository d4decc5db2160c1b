import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, quoteMessages } from '../../db/schema';
import { admin, call } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { multipart, solidImage } from '../../test/images';
import { type OrderParties, orderParties } from '../../test/orders';
import { JOBS, runJob } from '../jobs/jobs.service';

let a: Awaited<ReturnType<typeof admin>>;
let t: TestApp;
let m: OrderParties['m'];
let other: OrderParties['other'];
let b: OrderParties['b'];
let b2: OrderParties['b2'];
let order: OrderParties['order'];
beforeAll(async () => {
  t = await createTestApp();
  a = await admin(t.app);
  ({ m, other, b, b2, order } = await orderParties(t.app));
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

const delivered = (daysAgo: number) =>
  order({
    status: 'delivered',
    confirmedAt: new Date(Date.now() - (daysAgo + 3) * DAY),
    shippedAt: new Date(Date.now() - (daysAgo + 1) * DAY),
    deliveredAt: new Date(Date.now() - daysAgo * DAY),
  });
const receipt = (id: number, cookie = b.cookie) =>
  call(t.app, 'POST', `/api/v1/me/orders/${id}/receipt`, { cookie, body: {} });
const claim = (id: number, body: unknown, cookie = b.cookie) =>
  call(t.app, 'POST', `/api/v1/me/orders/${id}/claims`, { cookie, body });
const review = (id: number) =>
  call(t.app, 'POST', `/api/v1/me/orders/${id}/review`, {
    cookie: b.cookie,
    body: { rating: 5, body: 'Slabs as promised, well packed.' },
  });

describe('receipt (D37)', () => {
  it('the buyer confirms receipt of a delivered order once; reviews open only after it', async () => {
    const early = await order();
    expect((await receipt(early.id)).statusCode).toBe(409);
    const o = await delivered(1);
    expect((await receipt(o.id, b2.cookie)).statusCode).toBe(404);
    const before = await review(o.id);
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toMatch(/confirmed receipt/);
    const res = await receipt(o.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ receiptAutomatic: false });
    expect(res.json().receivedAt).toBeTruthy();
    expect((await receipt(o.id)).statusCode).toBe(409);
    expect((await review(o.id)).statusCode).toBe(201);
  });

  it('receipt confirms itself 7 days after delivery, by the job with the clock the test sets', async () => {
    const o = await delivered(0);
    const job = JOBS.find((j) => j.name === 'automatic-receipts')!;
    await runJob(t.app.deps, job, new Date(Date.now() + 6 * DAY));
    let [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.receivedAt).toBeNull();
    await runJob(t.app.deps, job, new Date(Date.now() + 7 * DAY + 60_000));
    [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.receivedAt).not.toBeNull();
    expect(row!.receiptAutomatic).toBe(true);
  });
});

describe('quality claims (D37)', () => {
  it('within 7 days of delivery, with a description and photos; it opens in the thread; an admin closes it', async () => {
    const o = await delivered(2);
    expect((await claim(o.id, {})).statusCode).toBe(400);
    expect((await claim(o.id, { description: '' })).json().error.fields.description).toBeDefined();
    expect((await claim(o.id, { description: 'Two slabs cracked at the edge' }, b2.cookie)).statusCode).toBe(
      404,
    );
    const res = await claim(o.id, { description: 'Two slabs cracked at the edge' });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({ status: 'open', photos: [] });
    expect((await claim(o.id, { description: 'Another problem with the slabs' })).statusCode).toBe(409);

    const photo = multipart(await solidImage('jpeg', 640, 480));
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v1/me/orders/${o.id}/claims/${c.id}/photos`,
      headers: { ...photo.headers, cookie: b.cookie, origin: t.app.deps.config.publicUrl },
      payload: photo.payload,
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().photos).toHaveLength(1);

    // The manufacturer reads the claim, its photos and where it stands in the order and the list;
    // another manufacturer cannot (D37).
    const own = await call(t.app, 'GET', `/api/v1/vendor/orders/${o.id}`, { cookie: m.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json().claim).toMatchObject({ id: c.id, status: 'open', outcome: null });
    expect(own.json().claim.description).toBe('Two slabs cracked at the edge');
    expect(own.json().claim.photos).toHaveLength(1);
    expect(own.json().claim.photos[0].url).toMatch(/^\/media\//);
    const ownList = await call(t.app, 'GET', '/api/v1/vendor/orders?pageSize=50', { cookie: m.cookie });
    expect(ownList.json().items.find((x: { id: number }) => x.id === o.id).claim.status).toBe('open');
    expect(
      (await call(t.app, 'GET', `/api/v1/vendor/orders/${o.id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);

    const thread = await t.app.deps.db
      .select()
      .from(quoteMessages)
      .where(eq(quoteMessages.quoteRequestId, o.quoteRequestId));
    expect(thread.map((m) => m.body)).toContain('Quality claim: Two slabs cracked at the edge');
    const told = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, m.userId))
      .then((rows) => asRead(rows));
    expect(told.some((n) => n.kind === 'claim_raised')).toBe(true);

    const list = await call(t.app, 'GET', '/api/v1/admin/orders?pageSize=5', { cookie: a.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0].id).toBe(o.id);
    expect(list.json().items[0].claim).toMatchObject({ id: c.id, status: 'open' });
    expect(list.json().items[0].claim.photos).toHaveLength(1);

    const close = (body: unknown) =>
      call(t.app, 'POST', `/api/v1/admin/orders/${o.id}/claims/${c.id}/close`, { cookie: a.cookie, body });
    expect((await close({ outcome: 'maybe', note: 'x' })).statusCode).toBe(400);
    expect(
      (
        await call(t.app, 'POST', `/api/v1/admin/orders/${o.id}/claims/${c.id}/close`, {
          cookie: b.cookie,
          body: { outcome: 'replaced', note: 'Two slabs replaced' },
        })
      ).statusCode,
    ).toBe(403);
    // D42: a replacement names its slabs (the replacement challan is tested with the documents).
    const bare = await close({ outcome: 'replaced', note: 'Two slabs replaced from the same block' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty('replacementSlabIds');
    const closed = await close({ outcome: 'rejected', note: 'The marks are within the grade’s tolerance' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', outcome: 'rejected', documentNumber: null });
    const after = await call(t.app, 'GET', `/api/v1/vendor/orders/${o.id}`, { cookie: m.cookie });
    expect(after.json().claim).toMatchObject({
      status: 'closed',
      outcome: 'rejected',
      outcomeNote: 'The marks are within the grade’s tolerance',
    });
    expect((await close({ outcome: 'resolved', note: 'again' })).statusCode).toBe(409);
    // Closed, the order may have a new claim.
    expect((await claim(o.id, { description: 'A third slab has a stain' })).statusCode).toBe(201);
  });

  it('refuses a claim after 7 days or before delivery; two racing claims make one', async () => {
    const late = await delivered(8);
    const res = await claim(late.id, { description: 'Cracks found when unloading' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/7 days/);
    expect((await claim((await order()).id, { description: 'Cracks found when unloading' })).statusCode).toBe(
      409,
    );
    const o = await delivered(1);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => claim(o.id, { description: `Racing claim number ${n}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
