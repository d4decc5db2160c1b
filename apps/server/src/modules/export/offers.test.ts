// D47, D48: the export reply. A German buyer's request for slabs; the manufacturer offers 60 slabs
// CIF Hamburg in EUR: the trade's reply (price per sq.ft, carriage and insurance as its freight,
// IGST 0 % under LUT, the slabs held) and beside it the export terms with the rate of the day, the
// ₹ value and the container plan against Germany's road limit. Each bad term is a 400 naming the
// field, with nothing written and no slab held.
import { randomUUID } from 'node:crypto';
import {
  type CreatedQuoteRequests,
  convertMoney,
  type ExportOfferView,
  indiaDay,
  money,
  slabSubtotalPaise,
  sqftX100,
} from '@granite/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportReplyTerms, lots, products, quoteReplies, slabs } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let categoryId: number;
let anAdmin: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  anAdmin = await admin(t.app);
  // The customs rate for the euro from 6 Nov 2026 (before any reply of these tests).
  const rate = await api('POST', '/admin/exchange-rates', anAdmin, {
    currency: 'EUR',
    inrPerUnit: '96.85',
    effectiveFrom: '2026-11-06',
    source: 'Notification No. 74/2026-Customs (N.T.)',
  });
  expect(rate.statusCode, rate.body).toBe(201);
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

type Maker = Awaited<ReturnType<typeof manufacturer>> & { productId: number };

async function maker(): Promise<Maker> {
  const m = await manufacturer(t.app, { registered: true });
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: `Kashmir White ${randomUUID().slice(0, 6)}`,
      pricePaise: 20_000,
      vendorId: m.vendorId,
      categoryId,
    })
    .returning({ id: products.id });
  return { ...m, productId: p!.id };
}

let blockNo = 400;
/** n slabs of 3000 × 1800 mm (5.4 m² each) in one lot of the thickness given. */
async function lotOf(m: Maker, n: number, thicknessMm: number, size: [number, number] = [3000, 1800]) {
  const db = t.app.deps.db;
  const block = `KW${++blockNo}`;
  const [lot] = await db
    .insert(lots)
    .values({
      productId: m.productId,
      vendorId: m.vendorId,
      blockNumber: block,
      thicknessMm,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Hosur',
    })
    .returning();
  const gross = sqftX100(size[0], size[1]);
  return db
    .insert(slabs)
    .values(
      Array.from({ length: n }, (_, i) => ({
        lotId: lot!.id,
        productId: m.productId,
        vendorId: m.vendorId,
        blockNumber: block,
        sequence: i + 1,
        lengthMm: size[0],
        widthMm: size[1],
        grossSqftX100: gross,
        usableSqftX100: gross,
      })),
    )
    .returning();
}

async function ask(b: { cookie: string }, m: Maker) {
  const res = await api('POST', '/quote-requests', b, {
    customerName: 'Jonas Becker',
    mobileNumber: '9845012345',
    deliveryCity: 'Chennai',
    deliveryPin: '600001',
    materialQuality: 'Premium',
    productType: 'Slabs',
    productId: m.productId,
    quantitySqft: 3500,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as CreatedQuoteRequests).requests[0]!.id;
  expect((await api('POST', `/admin/quote-requests/${id}/forward`, anAdmin)).statusCode).toBe(200);
  return id;
}

const future = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000));

const cif = (slabIds: number[], over: Record<string, unknown> = {}) => ({
  currency: 'EUR',
  incoterm: 'CIF',
  portOfLoading: 'INMAA',
  portOfDischarge: 'Hamburg',
  destinationCountry: 'DE',
  inlandLeg: 'road',
  pricePerM2: '42.50',
  freight: '3600',
  insurance: '180',
  advancePercent: 30,
  balanceTerms: 'against-documents',
  leadTimeDays: 21,
  validUntil: future(14),
  slabIds,
  ...over,
});

describe(`export replies (D47, D48, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('offers 60 slabs CIF Hamburg in EUR: price per m² and sq.ft, freight and insurance apart, ₹ at the day’s rate, 2 × 20′ under Germany’s 24 t', async () => {
    const m = await maker();
    const b = await buyer(t.app);
    const offered = await lotOf(m, 60, 30);
    const id = await ask(b, m);
    const res = await api(
      'POST',
      `/vendor/quote-requests/${id}/export-replies`,
      m,
      cif(offered.map((s) => s.id)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json();

    // €42.50 per m² × 0.09290304 m² per sq.ft = €3.948…, €3.95 per sq.ft.
    expect(offer).toMatchObject({
      currency: 'EUR',
      incoterm: 'CIF',
      incotermPlace: 'CIF Hamburg',
      portOfLoading: { locode: 'INMAA', name: 'Chennai' },
      destinationCountryName: 'Germany',
      pricePerM2: { amount: 4250, currency: 'EUR' },
      pricePerSqft: { amount: 395, currency: 'EUR' },
      freight: { amount: 360_000, currency: 'EUR' },
      insurance: { amount: 18_000, currency: 'EUR' },
      rate: { inrPerUnit: '96.8500', effectiveFrom: '2026-11-06' },
      advancePercent: 30,
      balanceTerms: 'against-documents',
      limitsConfirmed: false,
    });
    const billed = 60 * sqftX100(3000, 1800);
    const goods = slabSubtotalPaise(395, billed);
    expect(offer.goods.amount).toBe(goods);
    expect(offer.total.amount).toBe(goods + 360_000 + 18_000);
    expect(offer.totalInr).toEqual(convertMoney(money(offer.total.amount, 'EUR'), 'INR', '96.85', 'half-up'));
    // 60 × 5.4 m² = 324 m² (to the hundredth, through the billed sq.ft).
    expect(offer.areaM2).toBeCloseTo(324, 1);

    // Hand figures: 30 mm slabs of 437.4 kg, bundles of 7 (+200 kg). A 20′ takes 7 bundles of 7
    // (22,832.6 kg), an 8th with 2 slabs (23,907.4 kg, 92.6 kg to spare under 24,000): 51 slabs;
    // the other 9 go in a second 20′ (bundles of 7 and 2: 3,936.6 kg net, 4,336.6 kg gross).
    const [twenty, forty] = offer.plans;
    expect(twenty).toMatchObject({
      size: '20ft',
      limitKg: 24_000,
      ok: true,
      totals: { containers: 2, slabs: 60 },
    });
    expect(twenty.containers[0]).toMatchObject({ slabs: 51, grossKg: 23_907.4, headroomKg: 92.6 });
    expect(twenty.containers[1]).toMatchObject({ slabs: 9, netKg: 3_936.6, grossKg: 4_336.6 });
    expect(twenty.containers[0].bundles[0].slabLabels[0]).toMatch(/^KW\d+-01$/);
    expect(forty).toMatchObject({ size: '40ft', ok: true, totals: { containers: 2 } });

    // The trade's reply: EUR, €3.95 per sq.ft, carriage + insurance as its freight, IGST 0 % (LUT),
    // the 60 slabs held for the buyer.
    const [row] = await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.id, offer.replyId));
    expect(row).toMatchObject({
      currency: 'EUR',
      pricePaise: 395,
      freightPaise: 378_000,
      gstRate: 0,
      exWorks: false,
    });
    const held = await t.app.deps.db
      .select({ status: slabs.status })
      .from(slabs)
      .where(
        inArray(
          slabs.id,
          offered.map((s) => s.id),
        ),
      );
    expect(new Set(held.map((h) => h.status))).toEqual(new Set(['held']));

    // The buyer reads the same offer; another buyer cannot.
    const seen = await api('GET', `/me/quote-requests/${id}/export-replies`, b);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items[0]).toMatchObject({ replyId: offer.replyId, incotermPlace: 'CIF Hamburg' });
    expect((await api('GET', `/me/quote-requests/${id}/export-replies`, await buyer(t.app))).statusCode).toBe(
      404,
    );
    const mine = await api('GET', `/vendor/quote-requests/${id}/export-replies`, m);
    expect(mine.json().items).toHaveLength(1);

    // The buyer's sheet compares on landed cost per m², in EUR and in ₹.
    const sheet = await api('GET', '/me/export-offers?currency=EUR', b);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().perM2In[offer.replyId]).toEqual({ amount: offer.totalPerM2.amount, currency: 'EUR' });
    const inInr = await api('GET', '/me/export-offers?currency=INR', b);
    expect(inInr.json().perM2In[offer.replyId].currency).toBe('INR');
    // No USD rate in the table: a sheet in dollars is refused, naming the currency.
    const usd = await api('GET', '/me/export-offers?currency=USD', b);
    expect(usd.statusCode).toBe(400);
    expect(usd.json().error.fields).toHaveProperty('currency');
  });

  it('counts the plan’s m² on the usable area the offer bills, and weighs each slab whole (D33, D48)', async () => {
    const m = await maker();
    const b = await buyer(t.app);
    const offered = await lotOf(m, 10, 20);
    // Each slab's usable area is half its 3.0 × 1.8 m (a broken corner cut away): 2.7 m² of 5.4.
    const half = Math.floor(sqftX100(3000, 1800) / 2);
    await t.app.deps.db
      .update(slabs)
      .set({ usableSqftX100: half })
      .where(
        inArray(
          slabs.id,
          offered.map((s) => s.id),
        ),
      );
    const id = await ask(b, m);
    const res = await api(
      'POST',
      `/vendor/quote-requests/${id}/export-replies`,
      m,
      cif(offered.map((s) => s.id)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json() as ExportOfferView;
    expect(offer.areaM2).toBeCloseTo(27, 1);
    const twenty = offer.plans[0]!;
    expect(twenty.totals!.areaM2).toBeCloseTo(27, 1);
    expect(twenty.containers[0]!.bundles[0]!.areaM2).toBeCloseTo(27, 1);
    // The weight is the whole slab's: 10 × 291.6 kg.
    expect(twenty.totals!.netKg).toBe(2_916);
  });

  it('refuses each bad term with a 400 naming the field, writing nothing and holding no slab', async () => {
    const m = await maker();
    const b = await buyer(t.app);
    const offered = await lotOf(m, 4, 20);
    const ids = offered.map((s) => s.id);
    const id = await ask(b, m);
    const repliesBefore = (
      await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.quoteRequestId, id))
    ).length;

    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await api('POST', `/vendor/quote-requests/${id}/export-replies`, m, cif(ids, over));
      expect(res.statusCode, `${JSON.stringify(over)}: ${res.body}`).toBe(400);
      expect(res.json().error.fields, JSON.stringify(over)).toHaveProperty(field);
    };
    await bad({ portOfDischarge: '' }, 'portOfDischarge');
    await bad(
      { incoterm: 'FOB', portOfLoading: null, freight: undefined, insurance: undefined },
      'portOfLoading',
    );
    await bad({ incoterm: 'FOB', freight: '500', insurance: undefined }, 'freight');
    await bad({ incoterm: 'CFR', insurance: '100' }, 'insurance');
    await bad({ pricePerM2: '0' }, 'pricePerM2');
    await bad({ pricePerM2: '-3' }, 'pricePerM2');
    await bad({ freight: '-1' }, 'freight');
    await bad({ freight: undefined }, 'freight');
    await bad({ portOfLoading: 'INXXX' }, 'portOfLoading');
    await bad({ currency: 'INR' }, 'currency');
    // No AED rate in the table yet: refused, naming the currency.
    await bad({ currency: 'AED' }, 'currency');
    // No payload limit for the UAE yet.
    await bad({ destinationCountry: 'AE' }, 'destinationCountry');
    // A limit no slab of these fits alone: 1,000 kg (each 3.0 × 1.8 m × 20 mm slab is 291.6 kg, but
    // a 100 mm one of 3.6 × 2.2 m is 2,138.4 kg).
    const heavy = await lotOf(m, 1, 100, [3600, 2200]);
    const fr = await api('POST', '/admin/payload-limits', anAdmin, {
      country: 'FR',
      leg: 'road',
      limit20Kg: 1000,
      limit40Kg: 1000,
    });
    expect(fr.statusCode).toBe(201);
    const tooHeavy = await api(
      'POST',
      `/vendor/quote-requests/${id}/export-replies`,
      m,
      cif([...ids, heavy[0]!.id], { destinationCountry: 'FR', portOfDischarge: 'Le Havre' }),
    );
    expect(tooHeavy.statusCode, tooHeavy.body).toBe(400);
    expect(tooHeavy.json().error.fields.slabIds).toMatch(/weighs 2,338\.4 kg with its bundle/);

    const after = await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.quoteRequestId, id));
    expect(after).toHaveLength(repliesBefore);
    const stillFree = await t.app.deps.db
      .select({ status: slabs.status })
      .from(slabs)
      .where(inArray(slabs.id, [...ids, heavy[0]!.id]));
    expect(stillFree.every((s) => s.status === 'available')).toBe(true);
    expect(
      await t.app.deps.db
        .select()
        .from(exportReplyTerms)
        .where(
          inArray(
            exportReplyTerms.replyId,
            after.map((r) => r.id),
          ),
        ),
    ).toHaveLength(0);
  });

  it('is the request’s manufacturer’s to make: another manufacturer gets 404, a buyer 403', async () => {
    const m = await maker();
    const other = await maker();
    const b = await buyer(t.app);
    const offered = await lotOf(m, 2, 20);
    const id = await ask(b, m);
    const body = cif(offered.map((s) => s.id));
    expect((await api('POST', `/vendor/quote-requests/${id}/export-replies`, other, body)).statusCode).toBe(
      404,
    );
    expect((await api('POST', `/vendor/quote-requests/${id}/export-replies`, b, body)).statusCode).toBe(403);
    expect((await api('GET', `/vendor/quote-requests/${id}/export-replies`, other)).statusCode).toBe(404);
  });
});
