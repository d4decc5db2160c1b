// Samples of a lot through the API (D39): who may ask for one and from which lot, the manufacturer's
// accept / decline / dispatch, the buyer's receipt and cancellation, masking (D30), notifications,
// two clicks at the same moment, and a quote request citing a sample.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indiaDay } from '@granite/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lots,
  notifications,
  products,
  quoteRequests,
  sampleRequests,
  slabs,
  vendors,
} from '../../db/schema';
import { admin, buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

describe(`samples of a lot (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof manufacturer>>;
  let other: Awaited<ReturnType<typeof manufacturer>>;
  let b: Awaited<ReturnType<typeof buyer>>;
  let b2: Awaited<ReturnType<typeof buyer>>;
  let productId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = await seedMiniCatalogue(t.app.deps.db);
    categoryId = catalogue.categoryIds.black;
    m = await manufacturer(t.app);
    other = await manufacturer(t.app);
    b = await buyer(t.app);
    b2 = await buyer(t.app);
    productId = await newProduct(m.vendorId);
  });
  afterAll(async () => t?.close());

  async function newProduct(manufacturerId: number, status = 'active') {
    const [p] = await t.app.deps.db
      .insert(products)
      .values({
        name: 'Sample Test Black Galaxy',
        pricePaise: 25000,
        vendorId: manufacturerId,
        categoryId,
        status,
      })
      .returning({ id: products.id });
    return p!.id;
  }

  let block = 100;
  /** A lot of `product` with `available` available slabs (and one sold). */
  async function newLot(product = productId, manufacturerId = m.vendorId, available = 2) {
    const db = t.app.deps.db;
    const blockNumber = `B-${block++}`;
    const [lot] = await db
      .insert(lots)
      .values({
        productId: product,
        vendorId: manufacturerId,
        blockNumber,
        lotNumber: '2',
        thicknessMm: 20,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      })
      .returning();
    const rows = Array.from({ length: available + 1 }, (_, i) => ({
      lotId: lot!.id,
      vendorId: manufacturerId,
      productId: product,
      blockNumber,
      sequence: i + 1,
      lengthMm: 3000,
      widthMm: 1800,
      grossSqftX100: 5812,
      usableSqftX100: 5812,
      status: i < available ? 'available' : 'sold',
    }));
    await db.insert(slabs).values(rows);
    return lot!;
  }

  const form = {
    contactName: 'Meera Iyer',
    mobileNumber: '98450 12345',
    deliveryAddress: '14 Anna Salai, Teynampet',
    deliveryCity: 'Chennai',
    deliveryPin: '600018',
    notes: 'Please send a polished piece; call me on 98450 12345',
  };
  const ask = (lotId: number, body: unknown = form, cookie = b.cookie) =>
    call(t.app, 'POST', `/api/v1/lots/${lotId}/samples`, { cookie, body });
  const manufacturerStep = (id: number, step: string, body: unknown, cookie = m.cookie) =>
    call(t.app, 'POST', `/api/v1/vendor/samples/${id}/${step}`, { cookie, body });
  const buyerStep = (id: number, step: string, cookie = b.cookie) =>
    call(t.app, 'POST', `/api/v1/me/samples/${id}/${step}`, { cookie, body: {} });
  const noticesOf = async (userId: string, kind: string) =>
    (
      await t.app.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .then((rows) => asRead(rows))
    ).filter((n) => n.kind === kind);

  it('a signed-in buyer asks for a sample of a lot; the row keeps the product, block and lot; the manufacturer is told', async () => {
    const lot = await newLot();
    expect((await call(t.app, 'POST', `/api/v1/lots/${lot.id}/samples`, { body: form })).statusCode).toBe(
      401,
    );
    const bad = await ask(lot.id, { ...form, deliveryPin: '012345', mobileNumber: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['deliveryPin', 'mobileNumber']);
    expect((await ask(lot.id, { ...form, status: 'received' })).statusCode).toBe(400);
    expect((await ask(999_999)).statusCode).toBe(404);

    const res = await ask(lot.id);
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({
      status: 'requested',
      productName: 'Sample Test Black Galaxy',
      blockNumber: lot.blockNumber,
      lotNumber: '2',
      mobileNumber: '+919845012345',
      vendorName: 'Vikram Granites',
      notes: form.notes,
    });
    // The block stays named when the lot is removed.
    await t.app.deps.db.delete(lots).where(eq(lots.id, lot.id));
    const [row] = await t.app.deps.db.select().from(sampleRequests).where(eq(sampleRequests.id, s.id));
    expect(row).toMatchObject({
      lotId: null,
      blockNumber: lot.blockNumber,
      productName: 'Sample Test Black Galaxy',
    });
    const told = await noticesOf(m.userId, 'sample_requested');
    expect(told.some((n) => n.link === `/vendor/samples?sample=${s.id}`)).toBe(true);
  });

  it('refuses with a 409 naming why: no available slabs, a suspended product, a suspended manufacturer', async () => {
    const empty = await newLot(productId, m.vendorId, 0);
    const none = await ask(empty.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toMatch(/no available slabs/);

    const hidden = await newLot(await newProduct(m.vendorId, 'suspended'));
    const inactive = await ask(hidden.id);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.message).toMatch(/product is not on sale/);

    const suspended = await manufacturer(t.app);
    const lot = await newLot(await newProduct(suspended.vendorId), suspended.vendorId);
    await t.app.deps.db
      .update(vendors)
      .set({ status: 'suspended' })
      .where(eq(vendors.id, suspended.vendorId));
    const refused = await ask(lot.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/manufacturer is not taking requests/);
    expect(await t.app.deps.db.select().from(sampleRequests).where(eq(sampleRequests.lotId, lot.id))).toEqual(
      [],
    );
  });

  it('requested → accepted (fee) → dispatched → received; masked across; the buyer told at each step; others get 404', async () => {
    const lot = await newLot();
    const s = (await ask(lot.id)).json();

    // The manufacturer's list: notes masked, address and mobile number only after accepting.
    const list = await call(t.app, 'GET', '/api/v1/vendor/samples?status=requested', { cookie: m.cookie });
    expect(list.statusCode).toBe(200);
    const seen = list.json().items.find((i: { id: number }) => i.id === s.id);
    expect(seen.notes).not.toContain('98450');
    expect(seen).toMatchObject({ mobileNumber: null, deliveryAddress: null, deliveryCity: 'Chennai' });
    expect(
      (await call(t.app, 'GET', '/api/v1/vendor/samples', { cookie: other.cookie })).json().items,
    ).toEqual([]);
    expect(
      (await call(t.app, 'GET', '/api/v1/vendor/samples?status=lost', { cookie: m.cookie })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/api/v1/vendor/samples', { cookie: b.cookie })).statusCode).toBe(403);

    // Not yours: 404. Dispatch before accept: 409. Received before dispatch: 409.
    expect((await manufacturerStep(s.id, 'accept', { fee: 0 }, other.cookie)).statusCode).toBe(404);
    expect((await buyerStep(s.id, 'received', b2.cookie)).statusCode).toBe(404);
    const early = await manufacturerStep(s.id, 'dispatch', { courier: 'DTDC', trackingNumber: 'D123' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/only after it is accepted/);
    expect((await buyerStep(s.id, 'received')).statusCode).toBe(409);

    expect((await manufacturerStep(s.id, 'accept', { fee: -1 })).json().error.fields.fee).toBeDefined();
    expect((await manufacturerStep(s.id, 'accept', { fee: '250.555' })).statusCode).toBe(400);
    const accepted = await manufacturerStep(s.id, 'accept', { fee: '1,250.50' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      feePaise: 125050,
      mobileNumber: '+919845012345',
      deliveryAddress: form.deliveryAddress,
    });
    expect((await manufacturerStep(s.id, 'accept', { fee: 0 })).statusCode).toBe(409);
    expect((await manufacturerStep(s.id, 'decline', { reason: 'Out of stock' })).statusCode).toBe(409);
    expect((await noticesOf(b.userId, 'sample_accepted'))[0]?.body).toMatch(/₹1,250\.50/);

    const missing = await manufacturerStep(s.id, 'dispatch', { courier: '', trackingNumber: '' });
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['courier', 'trackingNumber']);
    const dispatched = await manufacturerStep(s.id, 'dispatch', {
      courier: 'DTDC, call 98450 99999',
      trackingNumber: 'D12345678',
    });
    expect(dispatched.statusCode).toBe(200);
    expect(dispatched.json()).toMatchObject({ status: 'dispatched', trackingNumber: 'D12345678' });
    expect((await buyerStep(s.id, 'cancel')).statusCode).toBe(409);
    expect((await noticesOf(b.userId, 'sample_dispatched'))[0]?.body).not.toContain('98450 99999');

    const mine = await call(t.app, 'GET', '/api/v1/me/samples', { cookie: b.cookie });
    const item = mine.json().items.find((i: { id: number }) => i.id === s.id);
    expect(item.courier).toMatch(/^DTDC/);
    expect(item.courier).not.toContain('98450');
    expect(item.notes).toBe(form.notes);
    expect((await call(t.app, 'GET', '/api/v1/me/samples', { cookie: b2.cookie })).json().items).toEqual([]);

    const received = await buyerStep(s.id, 'received');
    expect(received.statusCode).toBe(200);
    expect(received.json().status).toBe('received');
    expect(received.json().receivedAt).toBeTruthy();
    expect((await buyerStep(s.id, 'received')).statusCode).toBe(409);
  });

  it('declined with a reason (masked for the buyer); cancelled only before dispatch', async () => {
    const lot = await newLot();
    const s = (await ask(lot.id)).json();
    expect((await manufacturerStep(s.id, 'decline', {})).json().error.fields.reason).toBeDefined();
    const declined = await manufacturerStep(s.id, 'decline', {
      reason: 'Block sold; write to sales@vikram.in',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().declineReason).toContain('sales@vikram.in');
    const mine = (await call(t.app, 'GET', '/api/v1/me/samples', { cookie: b.cookie })).json();
    const item = mine.items.find((i: { id: number }) => i.id === s.id);
    expect(item).toMatchObject({ status: 'declined' });
    expect(item.declineReason).not.toContain('sales@vikram.in');
    expect((await noticesOf(b.userId, 'sample_declined')).length).toBeGreaterThan(0);

    const c = (await ask(lot.id)).json();
    expect((await buyerStep(c.id, 'cancel', b2.cookie)).statusCode).toBe(404);
    const cancelled = await buyerStep(c.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await manufacturerStep(c.id, 'accept', { fee: 0 })).statusCode).toBe(409);
  });

  it('two clicks at the same moment apply once', async () => {
    const lot = await newLot();
    const s = (await ask(lot.id)).json();
    const answers = await Promise.all([
      manufacturerStep(s.id, 'accept', { fee: 100 }),
      manufacturerStep(s.id, 'accept', { fee: 200 }),
      manufacturerStep(s.id, 'decline', { reason: 'Not sending samples this month' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.app.deps.db.select().from(sampleRequests).where(eq(sampleRequests.id, s.id));
    expect(row!.version).toBe(2);

    const d = (await ask(lot.id)).json();
    await manufacturerStep(d.id, 'accept', { fee: 0 });
    const race = await Promise.all([
      manufacturerStep(d.id, 'dispatch', { courier: 'DTDC', trackingNumber: 'A1' }),
      buyerStep(d.id, 'cancel'),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("a quote request may cite the buyer's own dispatched or received sample of that manufacturer (404 otherwise)", async () => {
    const quote = (body: Record<string, unknown>, cookie = b.cookie) =>
      call(t.app, 'POST', '/api/v1/quote-requests', {
        cookie,
        body: {
          productId,
          customerName: 'Meera Iyer',
          mobileNumber: '+91 98450 12345',
          quantitySqft: 1200,
          deliveryCity: 'Chennai',
          deliveryPin: '600018',
          materialQuality: 'Premium',
          productType: 'Slabs',
          ...body,
        },
      });
    const lot = await newLot();
    const s = (await ask(lot.id)).json();
    const notYet = await quote({ sampleId: s.id });
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().error.fields.sampleId).toBeDefined();
    await manufacturerStep(s.id, 'accept', { fee: 0 });
    await manufacturerStep(s.id, 'dispatch', { courier: 'DTDC', trackingNumber: 'D9' });
    expect((await quote({ sampleId: s.id }, b2.cookie)).statusCode).toBe(404);
    const otherProduct = await newProduct(other.vendorId);
    expect((await quote({ sampleId: s.id, productId: otherProduct })).statusCode).toBe(404);
    expect((await quote({ sampleId: 'x' })).statusCode).toBe(400);

    const res = await quote({ sampleId: s.id });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().requests[0].id;
    const [row] = await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row!.sampleId).toBe(s.id);
    const citation = `As per sample S-${s.id} from block ${lot.blockNumber} (lot 2)`;
    const mine = await call(t.app, 'GET', `/api/v1/me/quote-requests/${id}`, { cookie: b.cookie });
    expect(mine.json().sampleCitation).toBe(citation);

    // The manufacturer's quote detail, the buyer's quote sheet and order, and the proforma name it.
    const a = await admin(t.app);
    await call(t.app, 'POST', `/api/v1/admin/quote-requests/${id}/forward`, { cookie: a.cookie, body: {} });
    const detail = await call(t.app, 'GET', `/api/v1/vendor/quote-requests/${id}`, { cookie: m.cookie });
    expect(detail.json().request.sampleCitation).toBe(citation);
    const replied = await call(t.app, 'POST', `/api/v1/vendor/quote-requests/${id}/replies`, {
      cookie: m.cookie,
      body: {
        price: 120,
        gstRate: 18,
        freight: 0,
        leadTimeDays: 10,
        validUntil: indiaDay(new Date(Date.now() + 7 * 86_400_000)),
      },
    });
    expect(replied.statusCode, replied.body).toBeLessThan(300);
    const replyId = replied.json().replies.at(-1).id;
    const accepted = await call(t.app, 'POST', `/api/v1/me/quote-replies/${replyId}/accept`, {
      cookie: b.cookie,
      body: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const board = (await call(t.app, 'GET', '/api/v1/me/quote-board', { cookie: b.cookie })).json();
    const item = board.items
      .flatMap((g: { items: unknown[] }) => g.items)
      .find((i: { request: { id: number } }) => i.request.id === id);
    expect(item.request.sampleCitation).toBe(citation);
    expect(item.order.sampleCitation).toBe(citation);
    const proforma = await call(t.app, 'GET', `/api/v1/me/orders/${item.order.id}/documents/proforma`, {
      cookie: b.cookie,
    });
    expect(proforma.statusCode).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'sample-paper-')), 'proforma.pdf');
    writeFileSync(file, proforma.rawPayload);
    expect(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).toContain(citation);
  });
});
