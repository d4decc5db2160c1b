// Slabs in the quote lifecycle (D32, D33): a buyer names slabs in a request; a manufacturer's reply
// offers slabs of its own, holding them until its validity date, priced on their billed sq.ft;
// accepting sells them, shipping dispatches them; declining, expiry, a revision without them,
// closing the request, cancelling the order and the buyer choosing another manufacturer release
// them — each in the transition's transaction. Two replies racing for one slab: one wins.
import { randomUUID } from 'node:crypto';
import {
  type BuyerQuoteBoard,
  type CreatedQuoteRequests,
  indiaDay,
  landedTotal,
  type ManufacturerQuoteDetail,
  type QuoteDecision,
  slabSubtotalPaise,
  sqftX100,
} from '@granite/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogState,
  jobRuns,
  lots,
  media,
  notifications,
  orders,
  productStock,
  products,
  quoteReplies,
  quoteReplySlabs,
  quoteRequestSlabs,
  quoteRequests,
  rateLimit,
  slabs,
} from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { loadEverySlab } from '../../test/loading';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { JOBS, runJob } from '../jobs/jobs.service';

let t: TestApp;
let categoryId: number;
let anAdmin: Awaited<ReturnType<typeof admin>>;
let b1: Awaited<ReturnType<typeof buyer>>;
let b2: Awaited<ReturnType<typeof buyer>>;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  anAdmin = await admin(t.app);
  b1 = await buyer(t.app);
  b2 = await buyer(t.app);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
});

type Person = { cookie: string; userId: string };
type Maker = Person & { vendorId: number; productId: number };
type Slab = typeof slabs.$inferSelect;

const api = (method: 'GET' | 'POST', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

async function maker(): Promise<Maker> {
  const v = await manufacturer(t.app, { registered: true });
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: `Black Galaxy ${randomUUID().slice(0, 6)}`,
      pricePaise: 20000,
      vendorId: v.vendorId,
      categoryId,
    })
    .returning({ id: products.id });
  return { ...v, productId: p!.id };
}

let blockNo = 100;
/** A lot of `sizes.length` slabs (mm) of the maker's product, the first one photographed. */
async function lotOf(m: Maker, sizes: [number, number][], productId = m.productId): Promise<Slab[]> {
  const db = t.app.deps.db;
  const block = `B${++blockNo}`;
  const [lot] = await db
    .insert(lots)
    .values({
      productId,
      vendorId: m.vendorId,
      blockNumber: block,
      lotNumber: 'L1',
      thicknessMm: 18,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Ongole',
    })
    .returning();
  const [photo] = await db
    .insert(media)
    .values({
      kind: 'slab',
      hash: randomUUID(),
      mimeType: 'image/webp',
      width: 1280,
      height: 800,
      bytes: 1000,
      variants: [
        { width: 640, height: 400, key: `slab/${block}-640.webp`, bytes: 500 },
        { width: 1280, height: 800, key: `slab/${block}-1280.webp`, bytes: 1000 },
      ],
    })
    .returning();
  return db
    .insert(slabs)
    .values(
      sizes.map(([l, w], i) => {
        const gross = sqftX100(l, w);
        return {
          lotId: lot!.id,
          productId,
          vendorId: m.vendorId,
          blockNumber: block,
          sequence: i + 1,
          lengthMm: l,
          widthMm: w,
          grossSqftX100: gross,
          usableSqftX100: gross - 150,
          photoMediaId: i === 0 ? photo!.id : null,
        };
      }),
    )
    .returning();
}

const SIX: [number, number][] = [
  [3050, 1850],
  [3000, 1800],
  [2950, 1900],
  [3100, 1750],
  [2800, 1650],
  [2700, 1600],
];

const name = (s: Slab) => `${s.blockNumber}-${String(s.sequence).padStart(2, '0')}`;

const form = {
  customerName: 'Meera Iyer',
  mobileNumber: '9845012345',
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  materialQuality: 'Premium',
  productType: 'Slabs',
};

async function ask(b: Person, m: Maker, extra: Record<string, unknown> = { quantitySqft: 500 }) {
  const res = await api('POST', '/quote-requests', b, { ...form, productId: m.productId, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as CreatedQuoteRequests).requests[0]!.id;
  expect((await api('POST', `/admin/quote-requests/${id}/forward`, anAdmin)).statusCode).toBe(200);
  return id;
}

const future = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000));

const reply = (m: Maker, requestId: number, over: Record<string, unknown> = {}) =>
  api('POST', `/vendor/quote-requests/${requestId}/replies`, m, {
    price: 125,
    gstRate: 18,
    freight: 10000,
    leadTimeDays: 10,
    validUntil: future(10),
    ...over,
  });

async function offer(m: Maker, requestId: number, slabIds: number[], over: Record<string, unknown> = {}) {
  const res = await reply(m, requestId, { slabIds, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as ManufacturerQuoteDetail).replies[0]!;
}

const statesOf = async (list: Slab[]) => {
  const rows = await t.app.deps.db
    .select()
    .from(slabs)
    .where(
      inArray(
        slabs.id,
        list.map((s) => s.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.map((s) => byId.get(s.id)!);
};
const statusesOf = async (list: Slab[]) => (await statesOf(list)).map((s) => s.status);

const sum = (list: Slab[], key: 'usableSqftX100' | 'grossSqftX100') => list.reduce((n, s) => n + s[key], 0);

describe(`slabs in the quote lifecycle (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  describe('a buyer names slabs in a request', () => {
    it('takes the quantity from the chosen slabs’ usable sq.ft, rounded up, and shows them back', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX);
      const chosen = lot.slice(0, 4);
      const res = await api('POST', '/quote-requests', b1, {
        ...form,
        productId: m.productId,
        slabIds: chosen.map((s) => s.id),
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = (res.json() as CreatedQuoteRequests).requests[0]!;
      expect(created.quantitySqft).toBe(Math.ceil(sum(chosen, 'usableSqftX100') / 100));
      expect(created.requestedSlabs?.map((s) => s.slabId)).toEqual(chosen.map((s) => s.id));
      expect(created.requestedSlabs?.[0]).toMatchObject({
        blockNumber: lot[0]!.blockNumber,
        lotNumber: 'L1',
        sequence: 1,
        lengthMm: 3050,
        widthMm: 1850,
        usableSqft: lot[0]!.usableSqftX100 / 100,
        status: 'available',
      });
      // The manufacturer sees them once forwarded; asking does not hold them.
      await api('POST', `/admin/quote-requests/${created.id}/forward`, anAdmin);
      const detail = (
        await api('GET', `/vendor/quote-requests/${created.id}`, m)
      ).json() as ManufacturerQuoteDetail;
      expect(detail.request.requestedSlabs).toHaveLength(4);
      expect(await statusesOf(chosen)).toEqual(['available', 'available', 'available', 'available']);
    });

    it('refuses slabs of another product (400 naming the field), a sold one (409 naming it), and no quantity without slabs', async () => {
      const m = await maker();
      const other = await maker();
      const lot = await lotOf(m, SIX.slice(0, 3));
      const foreign = await lotOf(other, SIX.slice(0, 1));
      await t.app.deps.db
        .update(slabs)
        .set({ status: 'sold', soldOutside: true })
        .where(eq(slabs.id, lot[2]!.id));
      const before = (await t.app.deps.db.select().from(quoteRequests)).length;

      const wrong = await api('POST', '/quote-requests', b1, {
        ...form,
        productId: m.productId,
        slabIds: [lot[0]!.id, foreign[0]!.id],
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ 'slabIds.1': 'is not a slab of this product' });

      const sold = await api('POST', '/quote-requests', b1, {
        ...form,
        productId: m.productId,
        slabIds: [lot[2]!.id],
      });
      expect(sold.statusCode).toBe(409);
      expect(sold.json().error.message).toBe(`Slab ${name(lot[2]!)} has been sold`);
      expect(sold.json().error.fields).toHaveProperty('slabIds.0');

      const none = await api('POST', '/quote-requests', b1, { ...form, productId: m.productId });
      expect(none.statusCode).toBe(400);
      expect(none.json().error.fields).toEqual({ quantitySqft: 'is required' });

      // A held slab may be asked for (the manufacturer may offer others).
      await t.app.deps.db
        .update(slabs)
        .set({ status: 'available', soldOutside: false })
        .where(eq(slabs.id, lot[2]!.id));
      const id = await ask(b2, m);
      await offer(m, id, [lot[1]!.id]);
      const held = await api('POST', '/quote-requests', b1, {
        ...form,
        productId: m.productId,
        slabIds: [lot[1]!.id],
      });
      expect(held.statusCode, held.body).toBe(201);
      expect((held.json() as CreatedQuoteRequests).requests[0]!.requestedSlabs?.[0]?.status).toBe('held');
      expect((await t.app.deps.db.select().from(quoteRequests)).length).toBe(before + 2);
    });

    it('takes slabs per product in a multi request; the others keep the typed quantity', async () => {
      const m = await maker();
      const other = await maker();
      const lot = await lotOf(m, SIX.slice(0, 2));
      const bad = await api('POST', '/quote-requests/multi', b1, {
        ...form,
        productIds: [m.productId, other.productId],
        slabsByProduct: [{ productId: m.productId, slabIds: lot.map((s) => s.id) }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ quantitySqft: 'is required' });

      const elsewhere = await api('POST', '/quote-requests/multi', b1, {
        ...form,
        quantitySqft: 700,
        productIds: [other.productId],
        slabsByProduct: [{ productId: m.productId, slabIds: [lot[0]!.id] }],
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().error.fields).toEqual({
        'slabsByProduct.0.productId': 'must be one of productIds',
      });

      const res = await api('POST', '/quote-requests/multi', b1, {
        ...form,
        quantitySqft: 700,
        productIds: [m.productId, other.productId],
        slabsByProduct: [{ productId: m.productId, slabIds: lot.map((s) => s.id) }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const [mine, theirs] = (res.json() as CreatedQuoteRequests).requests;
      expect(mine!.quantitySqft).toBe(Math.ceil(sum(lot, 'usableSqftX100') / 100));
      expect(mine!.requestedSlabs).toHaveLength(2);
      expect(theirs!.quantitySqft).toBe(700);
      expect(theirs!.requestedSlabs).toEqual([]);
    });

    it('a retry with the same Idempotency-Key answers the first; the same key for other slabs is a 409', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX.slice(0, 3));
      const key = randomUUID();
      const post = (slabIds: number[]) =>
        call(t.app, 'POST', '/api/v1/quote-requests', {
          cookie: b1.cookie,
          body: { ...form, productId: m.productId, slabIds },
          ip: nextIp(),
          headers: { 'idempotency-key': key },
        });
      const a = await post([lot[0]!.id, lot[1]!.id]);
      expect(a.statusCode, a.body).toBe(201);
      const again = await post([lot[1]!.id, lot[0]!.id]);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().requests[0].id).toBe(a.json().requests[0].id);
      expect((await post([lot[2]!.id])).statusCode).toBe(409);
      const stored = await t.app.deps.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.productId, m.productId));
      expect(stored).toHaveLength(1);
    });

    it('works signed out (D31): the visitor’s request keeps its slabs', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX.slice(0, 2));
      const res = await api('POST', '/quote-requests', undefined, {
        ...form,
        email: `visitor-${randomUUID()}@example.com`,
        productId: m.productId,
        slabIds: [lot[1]!.id],
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = (res.json() as CreatedQuoteRequests).requests[0]!;
      expect(created.status).toBe('unconfirmed');
      expect(created.quantitySqft).toBe(Math.ceil(lot[1]!.usableSqftX100 / 100));
      const stored = await t.app.deps.db
        .select()
        .from(quoteRequestSlabs)
        .where(eq(quoteRequestSlabs.quoteRequestId, created.id));
      expect(stored.map((s) => s.slabId)).toEqual([lot[1]!.id]);
    });
  });

  describe('a reply offers slabs', () => {
    it('holds them until its validity date and prices the billed sq.ft; the quote sheet shows them with photos', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX);
      const chosen = lot.slice(0, 4);
      const id = await ask(b1, m, { slabIds: chosen.map((s) => s.id) });
      const validUntil = future(5);
      const r = await offer(
        m,
        id,
        chosen.map((s) => s.id),
        { billsOn: 'gross', validUntil },
      );
      const billed = sum(chosen, 'grossSqftX100');
      expect(r.slabOffer).toMatchObject({ billsOn: 'gross', billedSqft: billed / 100 });
      expect(r.slabOffer!.slabs.map((s) => s.slabId)).toEqual(chosen.map((s) => s.id));
      expect(r.landed).toEqual(
        landedTotal({
          quantitySqft: 0,
          billedSqftX100: billed,
          pricePaise: 12_500,
          gstRate: 18,
          freightPaise: 1_000_000,
        }),
      );
      expect(r.landed.subtotalPaise).toBe(slabSubtotalPaise(12_500, billed));

      const held = await statesOf(chosen);
      for (const s of held)
        expect(s).toMatchObject({ status: 'held', heldByReplyId: r.id, heldUntil: validUntil });
      const [row] = await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.id, r.id));
      expect(row).toMatchObject({ billsOn: 'gross', billedSqftX100: billed });
      // The storefront's stock counts follow (triggers of the lots module).
      const [stock] = await t.app.deps.db
        .select()
        .from(productStock)
        .where(eq(productStock.productId, m.productId));
      expect(stock).toMatchObject({ heldSlabs: 4, availableSlabs: 2 });

      const board = (await api('GET', '/me/quote-board', b1)).json() as BuyerQuoteBoard;
      const item = board.items.flatMap((g) => g.items).find((i) => i.request.id === id)!;
      const offered = item.replies[0]!.slabOffer!;
      expect(offered.slabs[0]!.photo?.url).toMatch(/^\/media\/slab\/B\d+-1280\.webp$/);
      expect(offered.slabs[0]!.photo?.variants).toHaveLength(2);
      expect(offered.slabs[1]!.photo).toBeNull();
      expect(item.request.requestedSlabs?.every((s) => s.status === 'held')).toBe(true);

      // The buyer is told the slabs are held for them.
      const [note] = await t.app.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, b1.userId), eq(notifications.kind, 'quote_replied')))
        .orderBy(desc(notifications.id))
        .limit(1)
        .then((rows) => asRead(rows));
      expect(note!.body).toContain('4 slabs are held for you until then');

      // Usable is the default billing.
      const id2 = await ask(b2, m);
      const usable = await offer(m, id2, [lot[4]!.id]);
      expect(usable.slabOffer).toMatchObject({ billsOn: 'usable', billedSqft: lot[4]!.usableSqftX100 / 100 });
      const admins = (await api('GET', `/admin/quote-requests/${id2}`, anAdmin)).json();
      expect(admins.replies[0].slabOffer.slabs).toHaveLength(1);
    });

    it('refuses a slab on hold for another quote, sold, of another manufacturer or product; nothing is written', async () => {
      const m = await maker();
      const other = await maker();
      const lot = await lotOf(m, SIX.slice(0, 4));
      const theirs = await lotOf(other, SIX.slice(0, 1));
      const [secondProduct] = await t.app.deps.db
        .insert(products)
        .values({
          name: `Kashmir White ${randomUUID().slice(0, 6)}`,
          pricePaise: 9000,
          vendorId: m.vendorId,
          categoryId,
        })
        .returning({ id: products.id });
      const elsewhere = await lotOf(m, SIX.slice(0, 1), secondProduct!.id);
      const first = await ask(b1, m);
      await offer(m, first, [lot[0]!.id]);
      await t.app.deps.db
        .update(slabs)
        .set({ status: 'sold', soldOutside: true })
        .where(eq(slabs.id, lot[1]!.id));

      const second = await ask(b2, m);
      const onHold = await reply(m, second, { slabIds: [lot[2]!.id, lot[0]!.id] });
      expect(onHold.statusCode).toBe(409);
      expect(onHold.json().error.message).toBe(`Slab ${name(lot[0]!)} is on hold for another quote`);
      expect(onHold.json().error.fields).toHaveProperty('slabIds.1');

      const sold = await reply(m, second, { slabIds: [lot[1]!.id] });
      expect(sold.statusCode).toBe(409);
      expect(sold.json().error.message).toBe(`Slab ${name(lot[1]!)} has been sold`);

      const foreign = await reply(m, second, { slabIds: [theirs[0]!.id] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.fields).toEqual({ 'slabIds.0': 'is not one of your slabs' });

      const otherProduct = await reply(m, second, { slabIds: [elsewhere[0]!.id] });
      expect(otherProduct.statusCode).toBe(400);
      expect(otherProduct.json().error.fields['slabIds.0']).toContain('another product');

      // Nothing half-written: no reply, the request still unanswered, the free slab still free.
      expect(
        await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.quoteRequestId, second)),
      ).toEqual([]);
      const [req] = await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, second));
      expect(req!.status).toBe('forwarded');
      expect(await statusesOf([lot[2]!, lot[3]!])).toEqual(['available', 'available']);
    });

    it('a revision carries its slabs: those kept move to it, those dropped are released; without slabs all are', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX);
      const id = await ask(b1, m);
      const r1 = await offer(
        m,
        id,
        lot.slice(0, 4).map((s) => s.id),
      );
      const r2 = await offer(m, id, [lot[0]!.id, lot[1]!.id, lot[4]!.id], { validUntil: future(3) });
      expect(r2.revision).toBe(2);
      const after = await statesOf(lot.slice(0, 5));
      expect(after.map((s) => [s.status, s.heldByReplyId])).toEqual([
        ['held', r2.id],
        ['held', r2.id],
        ['available', null],
        ['available', null],
        ['held', r2.id],
      ]);
      expect(after[0]!.heldUntil).toBe(future(3));
      // Each revision keeps its own snapshot of what it offered.
      const snap = await t.app.deps.db
        .select()
        .from(quoteReplySlabs)
        .where(inArray(quoteReplySlabs.quoteReplyId, [r1.id, r2.id]));
      expect(snap.filter((s) => s.quoteReplyId === r1.id)).toHaveLength(4);
      expect(snap.filter((s) => s.quoteReplyId === r2.id)).toHaveLength(3);

      const res = await reply(m, id, { price: 120 });
      expect(res.statusCode, res.body).toBe(201);
      const r3 = (res.json() as ManufacturerQuoteDetail).replies[0]!;
      expect(r3.slabOffer).toBeNull();
      const [req] = await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
      expect(r3.landed.subtotalPaise).toBe(req!.quantitySqft * 12_000);
      expect(await statusesOf(lot)).toEqual(Array(6).fill('available'));
      const history = (await api('GET', `/vendor/quote-requests/${id}`, m)).json() as ManufacturerQuoteDetail;
      expect(history.replies.map((r) => r.slabOffer?.slabs.length ?? 0)).toEqual([0, 3, 4]);
    });
  });

  describe('transitions', () => {
    it('accepting sells the slabs and makes an order of their billed sq.ft; shipping dispatches them', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX);
      const chosen = lot.slice(0, 3);
      const id = await ask(b1, m, { slabIds: chosen.map((s) => s.id) });
      const r = await offer(
        m,
        id,
        chosen.map((s) => s.id),
      );
      const accepted = await api('POST', `/me/quote-replies/${r.id}/accept`, b1);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const { order } = accepted.json() as QuoteDecision;
      const billed = sum(chosen, 'usableSqftX100');
      expect(order).toMatchObject({
        billedSqft: billed / 100,
        billsOn: 'usable',
        quantitySqft: Math.ceil(billed / 100),
        subtotalPaise: slabSubtotalPaise(12_500, billed),
      });
      expect(order!.slabs).toHaveLength(3);
      expect(order!.slabs![0]).toMatchObject({
        slabId: chosen[0]!.id,
        blockNumber: chosen[0]!.blockNumber,
        lotNumber: 'L1',
        sequence: 1,
        lengthMm: 3050,
        widthMm: 1850,
        billedSqft: chosen[0]!.usableSqftX100 / 100,
        status: 'sold',
      });
      const [stored] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order!.id));
      expect(stored!.billedSqftX100).toBe(billed);
      const sold = await statesOf(chosen);
      for (const s of sold) {
        expect(s.status).toBe('sold');
        expect(s.soldAt).toBeInstanceOf(Date);
        expect(s.heldByReplyId).toBeNull();
      }

      expect((await api('POST', `/vendor/orders/${order!.id}/confirm`, m)).statusCode).toBe(200);
      // D49: the yard loads each slab before the lorry leaves.
      await loadEverySlab(t.app, m.cookie, order!.id);
      const shipped = await api('POST', `/vendor/orders/${order!.id}/ship`, m, {
        transporter: 'VRL Logistics',
        // Above ₹50,000 the e-way bill needs the vehicle and the distance (D35).
        vehicleNumber: 'KA01AB1234',
        distanceKm: 120,
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json().slabs.map((s: { status: string }) => s.status)).toEqual([
        'dispatched',
        'dispatched',
        'dispatched',
      ]);
      expect(await statusesOf(chosen)).toEqual(['dispatched', 'dispatched', 'dispatched']);
      expect(await statusesOf(lot.slice(3))).toEqual(['available', 'available', 'available']);
    });

    it('declining, closing the request and cancelling the order release the slabs', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX);
      const declinedId = await ask(b1, m);
      const d = await offer(m, declinedId, [lot[0]!.id]);
      expect((await api('POST', `/me/quote-replies/${d.id}/decline`, b1, {})).statusCode).toBe(200);
      expect(await statusesOf([lot[0]!])).toEqual(['available']);

      const closedId = await ask(b1, m);
      await offer(m, closedId, [lot[1]!.id, lot[2]!.id]);
      const closed = await api('POST', `/admin/quote-requests/${closedId}/close`, anAdmin, {
        reason: 'Duplicate',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await statusesOf([lot[1]!, lot[2]!])).toEqual(['available', 'available']);

      const orderedId = await ask(b1, m);
      const o = await offer(m, orderedId, [lot[3]!.id]);
      const { order } = (await api('POST', `/me/quote-replies/${o.id}/accept`, b1)).json() as QuoteDecision;
      expect(await statusesOf([lot[3]!])).toEqual(['sold']);
      const cancelled = await api('POST', `/vendor/orders/${order!.id}/cancel`, m, {
        reason: 'Block cracked',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await statusesOf([lot[3]!])).toEqual(['available']);
      expect((await statesOf([lot[3]!]))[0]!.soldAt).toBeNull();
    });

    it('accepting another manufacturer’s reply of the same submission releases this one’s slabs (D18)', async () => {
      const a = await maker();
      const b = await maker();
      const lotA = await lotOf(a, SIX.slice(0, 2));
      const lotB = await lotOf(b, SIX.slice(0, 2));
      const res = await api('POST', '/quote-requests/multi', b1, {
        ...form,
        quantitySqft: 300,
        productIds: [a.productId, b.productId],
      });
      expect(res.statusCode, res.body).toBe(201);
      const [idA, idB] = (res.json() as CreatedQuoteRequests).requests.map((r) => r.id);
      for (const id of [idA!, idB!]) await api('POST', `/admin/quote-requests/${id}/forward`, anAdmin);
      await offer(
        a,
        idA!,
        lotA.map((s) => s.id),
      );
      const rb = await offer(
        b,
        idB!,
        lotB.map((s) => s.id),
      );
      expect((await api('POST', `/me/quote-replies/${rb.id}/accept`, b1)).statusCode).toBe(200);
      expect(await statusesOf(lotA)).toEqual(['available', 'available']);
      expect(await statusesOf(lotB)).toEqual(['sold', 'sold']);
    });

    it('the expiry job releases the holds of expired replies (controllable clock)', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX.slice(0, 2));
      const id = await ask(b1, m);
      const validUntil = future(1);
      const r = await offer(
        m,
        id,
        lot.map((s) => s.id),
        { validUntil },
      );
      const expire = JOBS.find((j) => j.name === 'expire-replies')!;
      // The last minute of the validity day in India: still held.
      const lastMinute = new Date(`${validUntil}T18:29:00Z`);
      await t.app.deps.db.delete(jobRuns);
      await runJob(t.app.deps, expire, lastMinute);
      expect(await statusesOf(lot)).toEqual(['held', 'held']);
      // The next day: expired, and the slabs are for sale again, in the job's transaction.
      await t.app.deps.db.delete(jobRuns);
      const outcome = await runJob(t.app.deps, expire, new Date(lastMinute.getTime() + 2 * 60_000));
      expect(outcome.ran).toBe(true);
      const [row] = await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.id, r.id));
      expect(row!.status).toBe('expired');
      expect(await statusesOf(lot)).toEqual(['available', 'available']);
      // Another buyer's quote may now offer them.
      const other = await ask(b2, m);
      await offer(m, other, [lot[0]!.id]);
      expect(await statusesOf(lot)).toEqual(['held', 'available']);
    });
  });

  it('tells a buyer which slabs of a product are held for their own quote, and no one else (D32)', async () => {
    const m = await maker();
    const lot = await lotOf(m, SIX.slice(0, 4));
    const mine = await ask(b1, m, { slabIds: [lot[0]!.id, lot[1]!.id] });
    await offer(m, mine, [lot[0]!.id, lot[1]!.id]);
    const theirs = await ask(b2, m, { slabIds: [lot[2]!.id] });
    await offer(m, theirs, [lot[2]!.id]);
    const held = (who?: Person, productId: unknown = m.productId) =>
      api('GET', `/me/held-slabs?productId=${productId}`, who);
    const forMe = await held(b1);
    expect(forMe.statusCode, forMe.body).toBe(200);
    expect(forMe.headers['cache-control']).toBe('no-store');
    expect(forMe.json().items).toEqual([
      { slabId: lot[0]!.id, quoteRequestId: mine, heldUntil: future(10) },
      { slabId: lot[1]!.id, quoteRequestId: mine, heldUntil: future(10) },
    ]);
    expect((await held(b2)).json().items.map((i: { slabId: number }) => i.slabId)).toEqual([lot[2]!.id]);
    expect((await held(b1, (await maker()).productId)).json().items).toEqual([]);
    expect((await held(undefined)).statusCode).toBe(401);
    const bad = await held(b1, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('productId');
  });

  it('a quote without slabs leaves the storefront’s caches alone (no slab row is touched)', async () => {
    const m = await maker();
    await lotOf(m, SIX.slice(0, 1));
    const version = async () => (await t.app.deps.db.select().from(catalogState))[0]?.version;
    const id = await ask(b1, m);
    const before = await version();
    const res = await reply(m, id);
    expect(res.statusCode, res.body).toBe(201);
    const r = (res.json() as ManufacturerQuoteDetail).replies[0]!;
    expect((await reply(m, id, { price: 120 })).statusCode).toBe(201);
    await t.app.deps.db.delete(jobRuns);
    await runJob(t.app.deps, JOBS.find((j) => j.name === 'expire-replies')!, new Date());
    expect(
      (await api('POST', `/admin/quote-requests/${id}/close`, anAdmin, { reason: 'Duplicate' })).statusCode,
    ).toBe(200);
    expect(r.slabOffer).toBeNull();
    expect(await version()).toBe(before);
  });

  it('a hold past its date (its reply expired, the job not yet run) may be offered again', async () => {
    const m = await maker();
    const lot = await lotOf(m, SIX.slice(0, 1));
    const one = await ask(b1, m);
    const first = await offer(m, one, [lot[0]!.id]);
    const yesterday = indiaDay(new Date(Date.now() - 86_400_000));
    await t.app.deps.db
      .update(quoteReplies)
      .set({ validUntil: yesterday })
      .where(eq(quoteReplies.id, first.id));
    await t.app.deps.db.update(slabs).set({ heldUntil: yesterday }).where(eq(slabs.id, lot[0]!.id));
    const two = await ask(b2, m);
    const second = await offer(m, two, [lot[0]!.id]);
    expect((await statesOf(lot))[0]).toMatchObject({ status: 'held', heldByReplyId: second.id });
    // The expired reply cannot be accepted, and its refusal leaves the new hold alone.
    expect((await api('POST', `/me/quote-replies/${first.id}/accept`, b1)).statusCode).toBe(409);
    expect((await statesOf(lot))[0]).toMatchObject({ status: 'held', heldByReplyId: second.id });
  });

  describe('races', () => {
    it('two replies offering one slab at the same moment: one holds it, the other is refused naming it', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX.slice(0, 3));
      const one = await ask(b1, m);
      const two = await ask(b2, m);
      const results = await Promise.all([
        reply(m, one, { slabIds: [lot[0]!.id, lot[1]!.id] }),
        reply(m, two, { slabIds: [lot[2]!.id, lot[1]!.id] }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const refused = results.find((r) => r.statusCode === 409)!;
      expect(refused.json().error.message).toBe(`Slab ${name(lot[1]!)} is on hold for another quote`);
      const winner = results.find((r) => r.statusCode === 201)!.json() as ManufacturerQuoteDetail;
      const states = await statesOf(lot);
      expect(states[1]).toMatchObject({ status: 'held', heldByReplyId: winner.replies[0]!.id });
      // The loser wrote nothing: its other slab is free and its request has no reply.
      const loserRequest = winner.request.id === one ? two : one;
      expect(
        await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.quoteRequestId, loserRequest)),
      ).toEqual([]);
      expect(states.filter((s) => s.status === 'held')).toHaveLength(2);
    });

    it('two revisions naming one slab at the same moment: one wins, the other 409 naming it', async () => {
      const m = await maker();
      const lot = await lotOf(m, SIX.slice(0, 1));
      const one = await ask(b1, m);
      const two = await ask(b2, m);
      expect((await reply(m, one)).statusCode).toBe(201);
      expect((await reply(m, two)).statusCode).toBe(201);
      const results = await Promise.all([
        reply(m, one, { slabIds: [lot[0]!.id], price: 130 }),
        reply(m, two, { slabIds: [lot[0]!.id], price: 131 }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(
        `Slab ${name(lot[0]!)} is on hold for another quote`,
      );
      const held = (await statesOf(lot))[0]!;
      const [holder] = await t.app.deps.db
        .select()
        .from(quoteReplies)
        .where(eq(quoteReplies.id, held.heldByReplyId!));
      expect(holder!.revision).toBe(2);
      expect(holder!.status).toBe('current');
    });
  });
});
