// The quote lifecycle on the server (D17, D18): every transition, every refusal (a clear 4xx
// and nothing changed), the race of two accepts, the message thread's masking, and that each step
// tells the other side (in the app and through the outbox).
import { randomUUID } from 'node:crypto';
import {
  type AdminQuoteDetail,
  type AdminQuoteList,
  CONTACT_MASKS,
  indiaDay,
  landedTotal,
  type ManufacturerQuoteDetail,
  type ManufacturerQuoteList,
  type OrderView,
  type QuoteDecision,
  type QuoteThread,
} from '@granite/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activityLog,
  mailOutbox,
  notifications,
  orders,
  products,
  quoteReplies,
  quoteRequests,
  rateLimit,
} from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let categoryId: number;
let anAdmin: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedMiniCatalogue(t.app.deps.db);
  categoryId = seeded.categoryIds.black;
  anAdmin = await admin(t.app);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
});

type Person = { cookie: string; userId: string; email: string };
type Maker = Person & { vendorId: number; productId: number };

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

/** A manufacturer (a regular GST taxpayer) with an owner account and one active product at ₹price per sq.ft. */
async function maker(pricePaise = 20000): Promise<Maker> {
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

/** A buyer's request to several manufacturers at once (one group, D16); returns the request ids in order. */
async function ask(b: Person, makers: Maker[]): Promise<number[]> {
  const res =
    makers.length === 1
      ? await api('POST', '/quote-requests', b, { ...form, productId: makers[0]!.productId })
      : await api('POST', '/quote-requests/multi', b, {
          ...form,
          productIds: makers.map((m) => m.productId),
        });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().requests.map((r: { id: number }) => r.id);
}

const forward = (id: number) => api('POST', `/admin/quote-requests/${id}/forward`, anAdmin);

const future = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000));

const replyBody = (over: Record<string, unknown> = {}) => ({
  price: 180,
  gstRate: 18,
  freight: 12000,
  leadTimeDays: 14,
  validUntil: future(10),
  message: 'Polished 18 mm slabs from our Ongole yard.',
  ...over,
});

const sendReply = (m: Maker, id: number, over: Record<string, unknown> = {}) =>
  api('POST', `/vendor/quote-requests/${id}/replies`, m, replyBody(over));

async function forwardedAndAnswered(b: Person, makers: Maker[]) {
  const ids = await ask(b, makers);
  for (const id of ids) expect((await forward(id)).statusCode).toBe(200);
  const replyIds: number[] = [];
  for (const [i, m] of makers.entries()) {
    const res = await sendReply(m, ids[i]!, { price: 150 + i * 20 });
    expect(res.statusCode, res.body).toBe(201);
    replyIds.push((res.json() as ManufacturerQuoteDetail).replies[0]!.id);
  }
  return { ids, replyIds };
}

const notesOf = (userId: string) =>
  t.app.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => asRead(rows));

const request = async (id: number) =>
  (await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!;

const countOrders = async (ids: number[]) =>
  Number(
    (
      await t.app.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from orders where quote_request_id = any(${`{${ids.join(',')}}`}::int[])`,
      )
    ).rows[0]!.n,
  );

describe(`quote lifecycle (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  describe('admin: forward, close, auto-forward', () => {
    it('a new request waits as pending and tells the admins; forwarding tells the manufacturer and the buyer', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const [id] = await ask(b, [m]);
      expect((await request(id!)).status).toBe('pending');
      expect(
        (await notesOf(anAdmin.userId)).some(
          (n) => n.kind === 'quote_submitted' && n.link?.includes(`id=${id}`),
        ),
      ).toBe(true);
      // Not forwarded: the manufacturer neither lists nor opens it, and cannot reply.
      const inbox = (await api('GET', '/vendor/quote-requests', m)).json() as ManufacturerQuoteList;
      expect(inbox.items.map((r) => r.id)).not.toContain(id);
      expect((await api('GET', `/vendor/quote-requests/${id}`, m)).statusCode).toBe(404);
      expect((await sendReply(m, id!)).statusCode).toBe(404);

      const res = await forward(id!);
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json() as AdminQuoteDetail;
      expect(detail.request).toMatchObject({ status: 'forwarded', forwardedByName: expect.any(String) });
      expect(detail.request.forwardedAt).not.toBeNull();
      expect(detail.vendor).toMatchObject({ id: m.vendorId, hasAccount: true });

      const toManufacturer = (await notesOf(m.userId)).find((n) => n.kind === 'quote_forwarded');
      expect(toManufacturer?.link).toBe(`/vendor/quotes/${id}`);
      expect((await notesOf(b.userId)).some((n) => n.kind === 'quote_forwarded')).toBe(true);
      const mail = await t.app.deps.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, m.email.toLowerCase()));
      expect(mail.some((r) => r.textBody.includes(`http://localhost:3000/vendor/quotes/${id}`))).toBe(true);
      const logged = await t.app.deps.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, 'quote_request.forward'), eq(activityLog.entityId, String(id))));
      expect(logged[0]?.changes).toMatchObject({ status: { before: 'pending', after: 'forwarded' } });

      // Twice: 409, nothing changed.
      const again = await forward(id!);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('conflict');
    });

    it('lists with filters (status, manufacturer, search, dates, waiting over 24 h) and marks overdue rows', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const [oldId, newId] = [...(await ask(b, [m])), ...(await ask(b, [m]))];
      await t.app.deps.db
        .update(quoteRequests)
        .set({ createdAt: new Date(Date.now() - 30 * 3_600_000) })
        .where(eq(quoteRequests.id, oldId!));
      const list = async (query: string) =>
        (await api('GET', `/admin/quote-requests?${query}`, anAdmin)).json() as AdminQuoteList;
      const mine = await list(`vendorId=${m.vendorId}`);
      expect(mine.items.map((r) => r.id).sort()).toEqual([oldId, newId].sort());
      expect(mine.items.find((r) => r.id === oldId)?.overdue).toBe(true);
      expect(mine.items.find((r) => r.id === newId)?.overdue).toBe(false);
      expect((await list(`vendorId=${m.vendorId}&waiting=1`)).items.map((r) => r.id)).toEqual([oldId]);
      expect((await list(`vendorId=${m.vendorId}&status=forwarded`)).total).toBe(0);
      expect((await list(`q=${encodeURIComponent(`#${newId}`)}`)).items.map((r) => r.id)).toEqual([newId]);
      expect((await list(`vendorId=${m.vendorId}&from=${future(1)}`)).total).toBe(0);
      expect((await list(`vendorId=${m.vendorId}&to=${indiaDay()}`)).total).toBe(2);
      const bad = await api('GET', '/admin/quote-requests?status=approved', anAdmin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('status');
    });

    it('closes with a reason any request not accepted; a closed or accepted one answers 409', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const [id] = await ask(b, [m]);
      const noReason = await api('POST', `/admin/quote-requests/${id}/close`, anAdmin, { reason: ' ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields).toHaveProperty('reason');
      const res = await api('POST', `/admin/quote-requests/${id}/close`, anAdmin, {
        reason: 'Duplicate request',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as AdminQuoteDetail).request).toMatchObject({
        status: 'closed',
        closeReason: 'Duplicate request',
      });
      expect((await notesOf(b.userId)).some((n) => n.kind === 'quote_closed')).toBe(true);
      expect(
        (await api('POST', `/admin/quote-requests/${id}/close`, anAdmin, { reason: 'Again' })).statusCode,
      ).toBe(409);
      expect((await forward(id!)).statusCode).toBe(409);

      const { ids, replyIds } = await forwardedAndAnswered(b, [m]);
      expect((await api('POST', `/me/quote-replies/${replyIds[0]}/accept`, b)).statusCode).toBe(200);
      const closing = await api('POST', `/admin/quote-requests/${ids[0]}/close`, anAdmin, { reason: 'No' });
      expect(closing.statusCode).toBe(409);
      expect((await request(ids[0]!)).status).toBe('accepted');
    });

    it('auto-forward: versioned setting; while on, new requests go straight to the manufacturer', async () => {
      const s0 = (await api('GET', '/admin/quote-requests/auto-forward', anAdmin)).json();
      expect(s0).toMatchObject({ autoForward: false });
      const on = await api('PUT', '/admin/quote-requests/auto-forward', anAdmin, {
        autoForward: true,
        version: s0.version,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ autoForward: true, version: s0.version + 1 });
      const stale = await api('PUT', '/admin/quote-requests/auto-forward', anAdmin, {
        autoForward: false,
        version: s0.version,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toBe(
        'This record was changed by someone else. Reload to see the latest version.',
      );
      try {
        const b = await buyer(t.app);
        const m = await maker();
        const [id] = await ask(b, [m]);
        const row = await request(id!);
        expect(row.status).toBe('forwarded');
        expect(row.forwardedAt).not.toBeNull();
        expect(row.forwardedBy).toBeNull();
        expect((await notesOf(m.userId)).some((n) => n.kind === 'quote_forwarded')).toBe(true);
        expect((await api('GET', `/vendor/quote-requests/${id}`, m)).statusCode).toBe(200);
      } finally {
        const off = await api('PUT', '/admin/quote-requests/auto-forward', anAdmin, {
          autoForward: false,
          version: on.json().version,
        });
        expect(off.statusCode).toBe(200);
      }
    });
  });

  describe('manufacturer: inbox, reply, revise', () => {
    it('replies (first reply sets responded and responded_at), revises (kept; the time stays) and tells the buyer', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const [id] = await ask(b, [m]);
      await forward(id!);
      const first = await sendReply(m, id!, { price: '1,250.50', freight: 5000 });
      expect(first.statusCode, first.body).toBe(201);
      const d1 = first.json() as ManufacturerQuoteDetail;
      expect(d1.request.status).toBe('responded');
      expect(d1.replies).toHaveLength(1);
      expect(d1.replies[0]).toMatchObject({
        revision: 1,
        pricePaise: 125050,
        gstRate: 18,
        freightPaise: 500000,
        status: 'current',
      });
      expect(d1.replies[0]!.landed).toEqual(
        landedTotal({ quantitySqft: 1000, pricePaise: 125050, gstRate: 18, freightPaise: 500000 }),
      );
      const respondedAt = (await request(id!)).respondedAt;
      expect(respondedAt).not.toBeNull();
      expect((await notesOf(b.userId)).some((n) => n.kind === 'quote_replied')).toBe(true);

      const revised = await sendReply(m, id!, {
        price: 1200,
        exWorks: true,
        freight: undefined,
        gstRate: 12,
      });
      expect(revised.statusCode, revised.body).toBe(201);
      const d2 = revised.json() as ManufacturerQuoteDetail;
      expect(d2.replies.map((r) => [r.revision, r.status])).toEqual([
        [2, 'current'],
        [1, 'superseded'],
      ]);
      expect(d2.replies[0]).toMatchObject({ exWorks: true, freightPaise: null, gstRate: 12 });
      expect((await request(id!)).respondedAt).toEqual(respondedAt);
      expect((await notesOf(b.userId)).some((n) => n.kind === 'quote_revised')).toBe(true);

      const inbox = (await api('GET', '/vendor/quote-requests', m)).json() as ManufacturerQuoteList;
      expect(inbox.items.find((r) => r.id === id)?.latestReply?.revision).toBe(2);
    });

    it('refuses a price of 0, a validity date in the past, a missing freight, a bad GST rate, and forged fields', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const [id] = await ask(b, [m]);
      await forward(id!);
      const cases: [Record<string, unknown>, string][] = [
        [{ price: 0 }, 'price'],
        [{ price: 'abc' }, 'price'],
        [{ validUntil: indiaDay(new Date(Date.now() - 2 * 86_400_000)) }, 'validUntil'],
        [{ freight: undefined }, 'freight'],
        [{ freight: -5 }, 'freight'],
        [{ gstRate: 7 }, 'gstRate'],
        [{ leadTimeDays: -1 }, 'leadTimeDays'],
        [{ leadTimeDays: '' }, 'leadTimeDays'],
        [{ status: 'accepted' }, 'status'],
        [{ message: 'x'.repeat(2001) }, 'message'],
      ];
      for (const [over, field] of cases) {
        const res = await sendReply(m, id!, over);
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().error.fields, JSON.stringify(over)).toHaveProperty(field);
      }
      expect(
        await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.quoteRequestId, id!)),
      ).toEqual([]);
      expect((await request(id!)).status).toBe('forwarded');
    });

    it("lists only its own forwarded requests, unanswered first; another manufacturer's request is 404", async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const other = await maker();
      const [answered, waiting, theirs] = [
        ...(await ask(b, [m])),
        ...(await ask(b, [m])),
        ...(await ask(b, [other])),
      ];
      for (const id of [answered!, waiting!, theirs!]) await forward(id);
      await sendReply(m, answered!);
      const inbox = (await api('GET', '/vendor/quote-requests', m)).json() as ManufacturerQuoteList;
      expect(inbox.items.map((r) => r.id)).toEqual([waiting, answered]);
      const unanswered = (
        await api('GET', '/vendor/quote-requests?status=unanswered', m)
      ).json() as ManufacturerQuoteList;
      expect(unanswered.items.map((r) => r.id)).toEqual([waiting]);
      expect((await api('GET', `/vendor/quote-requests/${theirs}`, m)).statusCode).toBe(404);
      expect((await sendReply(m, theirs!)).statusCode).toBe(404);
      expect((await api('GET', `/vendor/quote-requests?vendorId=${other.vendorId}`, m)).statusCode).toBe(404);
      // The buyer's mobile number is not shown before acceptance.
      const detail = (
        await api('GET', `/vendor/quote-requests/${waiting}`, m)
      ).json() as ManufacturerQuoteDetail;
      expect(detail.buyerContact).toBeNull();
      expect(JSON.stringify(detail)).not.toContain('9845012345');
    });
  });

  describe('buyer: accept and decline', () => {
    it('accepting makes an order with the landed total; the group’s other requests are not chosen; contacts are shared', async () => {
      const b = await buyer(t.app);
      const makers = [await maker(), await maker(), await maker()];
      const { ids, replyIds } = await forwardedAndAnswered(b, makers.slice(0, 2));
      // The third was not answered: a group of three, two replies.
      const third = await ask(b, [makers[2]!]);
      expect(third).toHaveLength(1);

      const res = await api('POST', `/me/quote-replies/${replyIds[1]}/accept`, b);
      expect(res.statusCode, res.body).toBe(200);
      const decision = res.json() as QuoteDecision;
      const expected = landedTotal({
        quantitySqft: 1000,
        pricePaise: 17000,
        gstRate: 18,
        freightPaise: 1200000,
      });
      expect(decision.order).toMatchObject({
        status: 'pending',
        vendorId: makers[1]!.vendorId,
        quantitySqft: 1000,
        pricePaise: 17000,
        subtotalPaise: expected.subtotalPaise,
        gstPaise: expected.gstPaise,
        totalPaise: expected.totalPaise,
        customerPhone: '+919845012345',
        customerEmail: b.email.toLowerCase(),
      });
      expect(decision.request.status).toBe('accepted');
      expect(decision.reply.status).toBe('accepted');

      const other = await request(ids[0]!);
      expect(other).toMatchObject({ status: 'closed' });
      const [otherReply] = await t.app.deps.db
        .select()
        .from(quoteReplies)
        .where(eq(quoteReplies.id, replyIds[0]!));
      expect(otherReply!.status).toBe('not_chosen');
      expect((await notesOf(makers[0]!.userId)).some((n) => n.kind === 'quote_not_chosen')).toBe(true);
      const toWinner = (await notesOf(makers[1]!.userId)).find((n) => n.kind === 'quote_accepted');
      expect(toWinner?.link).toBe(`/vendor/orders?order=${decision.order!.id}`);

      // Now the manufacturer sees the buyer's contact details, and the buyer the manufacturer's.
      const detail = (
        await api('GET', `/vendor/quote-requests/${ids[1]}`, makers[1]!)
      ).json() as ManufacturerQuoteDetail;
      expect(detail.buyerContact).toMatchObject({ phone: '+919845012345', email: b.email.toLowerCase() });
      const thread = (await api('GET', `/quote-requests/${ids[1]}/messages`, b)).json() as QuoteThread;
      expect(thread.contactsShared).toBe(true);
      expect(thread.counterpart?.email).toBe(makers[1]!.email);

      // Accepting twice, or another reply of the group: 409, still one order.
      const twice = await api('POST', `/me/quote-replies/${replyIds[1]}/accept`, b);
      expect(twice.statusCode).toBe(409);
      const sibling = await api('POST', `/me/quote-replies/${replyIds[0]}/accept`, b);
      expect(sibling.statusCode).toBe(409);
      expect(await countOrders(ids)).toBe(1);
      // Revising an accepted request is refused.
      expect((await sendReply(makers[1]!, ids[1]!)).statusCode).toBe(409);
    });

    it('refuses an expired reply and a superseded one (409, nothing changed); another buyer gets 404', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const { ids, replyIds } = await forwardedAndAnswered(b, [m]);
      const someoneElse = await buyer(t.app);
      expect((await api('POST', `/me/quote-replies/${replyIds[0]}/accept`, someoneElse)).statusCode).toBe(
        404,
      );

      await t.app.deps.db
        .update(quoteReplies)
        .set({ validUntil: indiaDay(new Date(Date.now() - 86_400_000)) })
        .where(eq(quoteReplies.id, replyIds[0]!));
      const expired = await api('POST', `/me/quote-replies/${replyIds[0]}/accept`, b);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error.message).toMatch(/expired/);
      expect((await request(ids[0]!)).status).toBe('responded');
      expect(await countOrders(ids)).toBe(0);
      const shown = (
        await api('GET', `/vendor/quote-requests/${ids[0]}`, m)
      ).json() as ManufacturerQuoteDetail;
      expect(shown.replies[0]!.status).toBe('expired');

      // The manufacturer revises (a new validity): the old revision can no longer be accepted, the new one can.
      const revised = (await sendReply(m, ids[0]!, { price: 140 })).json() as ManufacturerQuoteDetail;
      const superseded = await api('POST', `/me/quote-replies/${replyIds[0]}/accept`, b);
      expect(superseded.statusCode).toBe(409);
      expect(superseded.json().error.message).toMatch(/revised/);
      const ok = await api('POST', `/me/quote-replies/${revised.replies[0]!.id}/accept`, b);
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('refuses to decline a reply past its validity before the expiry job has marked it (409, nothing changed)', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const { ids, replyIds } = await forwardedAndAnswered(b, [m]);
      await t.app.deps.db
        .update(quoteReplies)
        .set({ validUntil: indiaDay(new Date(Date.now() - 86_400_000)) })
        .where(eq(quoteReplies.id, replyIds[0]!));
      const declined = await api('POST', `/me/quote-replies/${replyIds[0]}/decline`, b, {});
      expect(declined.statusCode, declined.body).toBe(409);
      expect(declined.json().error.message).toBe('This quote has already expired.');
      expect((await request(ids[0]!)).status).toBe('responded');
      const [row] = await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.id, replyIds[0]!));
      expect(row!.status).toBe('current');
    });

    it('declining tells the manufacturer; the declined quote cannot then be accepted', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const { ids, replyIds } = await forwardedAndAnswered(b, [m]);
      const res = await api('POST', `/me/quote-replies/${replyIds[0]}/decline`, b, {
        reason: 'Found a closer yard',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as QuoteDecision).request.status).toBe('declined');
      const note = (await notesOf(m.userId)).find((n) => n.kind === 'quote_declined');
      expect(note?.body).toContain('Found a closer yard');
      expect((await api('POST', `/me/quote-replies/${replyIds[0]}/accept`, b)).statusCode).toBe(409);
      expect((await api('POST', `/me/quote-replies/${replyIds[0]}/decline`, b, {})).statusCode).toBe(409);
      expect(await countOrders(ids)).toBe(0);
      // D17: an admin may still close a declined request (declined → closed).
      const closed = await api('POST', `/admin/quote-requests/${ids[0]}/close`, anAdmin, {
        reason: 'Buyer chose another yard',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await request(ids[0]!)).status).toBe('closed');
    });

    it('two accepts at the same moment make one order (the same reply, and two replies of one group)', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const { ids, replyIds } = await forwardedAndAnswered(b, [m]);
      const same = await Promise.all(
        [1, 2, 3].map(() => api('POST', `/me/quote-replies/${replyIds[0]}/accept`, b)),
      );
      expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await countOrders(ids)).toBe(1);

      const b2 = await buyer(t.app);
      const pair = [await maker(), await maker()];
      const group = await forwardedAndAnswered(b2, pair);
      const both = await Promise.all(
        group.replyIds.map((id) => api('POST', `/me/quote-replies/${id}/accept`, b2)),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await countOrders(group.ids)).toBe(1);
      const statuses = await Promise.all(group.ids.map(async (id) => (await request(id)).status));
      expect(statuses.sort()).toEqual(['accepted', 'closed']);
    });
  });

  describe('orders (D18)', () => {
    async function anOrder() {
      const b = await buyer(t.app);
      const m = await maker();
      const { replyIds } = await forwardedAndAnswered(b, [m]);
      const decision = (
        await api('POST', `/me/quote-replies/${replyIds[0]}/accept`, b)
      ).json() as QuoteDecision;
      return { b, m, order: decision.order! };
    }
    const step = (m: Maker, id: number, action: string, body?: unknown) =>
      api('POST', `/vendor/orders/${id}/${action}`, m, body);

    it('moves pending → confirmed → shipped → delivered with times, telling the buyer at each step', async () => {
      const { b, m, order } = await anOrder();
      const list = (await api('GET', '/vendor/orders', m)).json();
      expect(list.items.map((o: OrderView) => o.id)).toEqual([order.id]);

      const confirmed = await step(m, order.id, 'confirm');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().confirmedAt).not.toBeNull();
      // Above ₹50,000 the e-way bill needs the vehicle and the distance (D35).
      const shipped = await step(m, order.id, 'ship', {
        transporter: 'VRL Logistics',
        lrNumber: 'LR-44821',
        lrDate: indiaDay(),
        vehicleNumber: 'KA01AB1234',
        distanceKm: 350,
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json()).toMatchObject({
        status: 'shipped',
        transporter: 'VRL Logistics',
        lrNumber: 'LR-44821',
      });
      const delivered = await step(m, order.id, 'deliver');
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json()).toMatchObject({ status: 'delivered' });
      expect(delivered.json().deliveredAt).not.toBeNull();
      const kinds = (await notesOf(b.userId)).map((n) => n.kind);
      expect(kinds).toEqual(expect.arrayContaining(['order_confirmed', 'order_shipped', 'order_delivered']));
      const shippedNote = (await notesOf(b.userId)).find((n) => n.kind === 'order_shipped');
      expect(shippedNote?.body).toContain('LR-44821');

      // Backwards or again: 409.
      for (const action of ['confirm', 'ship', 'deliver']) {
        expect((await step(m, order.id, action, action === 'ship' ? {} : undefined)).statusCode).toBe(409);
      }
      expect((await step(m, order.id, 'cancel', { reason: 'Late' })).statusCode).toBe(409);
    });

    it('refuses skipping a step, cancelling after shipping or without a reason; only its manufacturer moves it', async () => {
      const { b, m, order } = await anOrder();
      const skip = await step(m, order.id, 'ship', {});
      expect(skip.statusCode).toBe(409);
      expect(skip.json().error.message).toBe('Confirm the order before marking it as shipped.');
      expect((await step(m, order.id, 'deliver')).statusCode).toBe(409);
      const other = await maker();
      expect((await step(other, order.id, 'confirm')).statusCode).toBe(404);
      expect((await api('GET', `/vendor/orders/${order.id}`, other)).statusCode).toBe(404);
      expect((await api('POST', `/vendor/orders/${order.id}/confirm`, b)).statusCode).toBe(403);
      const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe('pending');

      const noReason = await step(m, order.id, 'cancel', { reason: '' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields).toHaveProperty('reason');
      await step(m, order.id, 'confirm');
      const cancelled = await step(m, order.id, 'cancel', { reason: 'Quarry closed by monsoon' });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Quarry closed by monsoon',
      });
      expect((await notesOf(b.userId)).some((n) => n.kind === 'order_cancelled')).toBe(true);
      expect((await step(m, order.id, 'ship', {})).statusCode).toBe(409);

      const second = await anOrder();
      await step(second.m, second.order.id, 'confirm');
      await step(second.m, second.order.id, 'ship', { vehicleNumber: 'KA01AB1234', distanceKm: 350 });
      const late = await step(second.m, second.order.id, 'cancel', { reason: 'Changed mind' });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('A shipped order cannot be cancelled.');
    });
  });

  describe('messages (D17)', () => {
    it('buyer and manufacturer talk with contact details masked until acceptance; admins read it as written', async () => {
      const b = await buyer(t.app);
      const m = await maker();
      const [id] = await ask(b, [m]);
      const early = await api('POST', `/quote-requests/${id}/messages`, b, { body: 'Hello' });
      expect(early.statusCode).toBe(409);
      expect((await api('GET', `/quote-requests/${id}/messages`, m)).statusCode).toBe(404);
      await forward(id!);

      const sent = await api('POST', `/quote-requests/${id}/messages`, b, {
        body: 'Call me on 98450 12345 or write to meera@example.com',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const mine = sent.json() as QuoteThread;
      expect(mine.role).toBe('buyer');
      expect(mine.messages[0]).toMatchObject({
        mine: true,
        body: `Call me on ${CONTACT_MASKS.phone} or write to ${CONTACT_MASKS.email}`,
      });
      const note = (await notesOf(m.userId)).find((n) => n.kind === 'quote_message');
      expect(note?.body).toContain(CONTACT_MASKS.phone);
      expect(note?.body).not.toContain('98450');

      const seen = (await api('GET', `/quote-requests/${id}/messages`, m)).json() as QuoteThread;
      expect(seen).toMatchObject({ role: 'vendor', contactsShared: false, counterpart: null, canSend: true });
      expect(seen.messages[0]!.body).not.toContain('98450');
      const replied = await api('POST', `/quote-requests/${id}/messages`, m, {
        body: 'See www.ourgranite.in',
      });
      expect(replied.statusCode).toBe(201);
      expect((await notesOf(b.userId)).some((n) => n.kind === 'quote_message')).toBe(true);

      const tooLong = await api('POST', `/quote-requests/${id}/messages`, b, { body: 'x'.repeat(2001) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.fields).toHaveProperty('body');
      const stranger = await buyer(t.app);
      expect((await api('GET', `/quote-requests/${id}/messages`, stranger)).statusCode).toBe(404);
      expect((await api('POST', `/quote-requests/${id}/messages`, stranger, { body: 'hi' })).statusCode).toBe(
        404,
      );

      const adminView = (await api('GET', `/admin/quote-requests/${id}`, anAdmin)).json() as AdminQuoteDetail;
      expect(adminView.messages.map((x) => x.body)).toEqual([
        'Call me on 98450 12345 or write to meera@example.com',
        'See www.ourgranite.in',
      ]);
      // The buyer read the manufacturer's message by opening the thread.
      const bought = (await api('GET', `/quote-requests/${id}/messages`, b)).json() as QuoteThread;
      expect(bought.messages[1]!.body).toBe(`See ${CONTACT_MASKS.link}`);
      const afterRead = (await api('GET', `/admin/quote-requests/${id}`, anAdmin)).json() as AdminQuoteDetail;
      expect(afterRead.messages[1]!.readAt).not.toBeNull();

      // Accepted: the same messages read unmasked on both sides.
      const reply = (await sendReply(m, id!)).json() as ManufacturerQuoteDetail;
      await api('POST', `/me/quote-replies/${reply.replies[0]!.id}/accept`, b);
      const open = (await api('GET', `/quote-requests/${id}/messages`, m)).json() as QuoteThread;
      expect(open.contactsShared).toBe(true);
      expect(open.messages[0]!.body).toContain('98450 12345');
      expect(open.counterpart).toMatchObject({ phone: '+919845012345' });

      // Closed requests take no more messages.
      const [closedId] = await ask(b, [m]);
      await forward(closedId!);
      await api('POST', `/admin/quote-requests/${closedId}/close`, anAdmin, { reason: 'Test' });
      expect(
        (await api('POST', `/quote-requests/${closedId}/messages`, b, { body: 'Still there?' })).statusCode,
      ).toBe(409);
    });
  });
});
