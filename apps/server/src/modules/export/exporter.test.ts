// D47: the exporter's IEC and LUT in the manufacturer's Settings. Each is checked (a 400 naming the
// field, nothing saved); the LUT's ARN and financial year go together and its state is the GSTIN's.
// An export invoice is issued only under an LUT of its own financial year: shipping an export order
// with none, or with last year's, is a 400 naming `lutNumber` and ships nothing.
import { randomUUID } from 'node:crypto';
import { type CreatedQuoteRequests, financialYearOf, indiaDay, sqftX100 } from '@granite/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, orders, products, slabs } from '../../db/schema';
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
  const rate = await api('POST', '/admin/exchange-rates', anAdmin, {
    currency: 'EUR',
    inrPerUnit: '96.85',
    effectiveFrom: '2026-11-06',
    source: 'Notification No. 74/2026-Customs (N.T.)',
  });
  expect(rate.statusCode, rate.body).toBe(201);
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const thisYear = financialYearOf(indiaDay());
const lastYear = financialYearOf(`${Number(thisYear.slice(0, 4)) - 1}-06-01`);
const future = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000));

type Maker = Awaited<ReturnType<typeof manufacturer>>;

/** Settings as the form sends them, with `change`. */
async function saveSettings(m: Maker, change: Record<string, unknown>) {
  const p = (await api('GET', '/vendor/profile', m)).json();
  return api('PUT', '/vendor/profile', m, {
    businessName: p.businessName,
    ownerName: p.ownerName,
    email: p.email,
    gstin: p.gstin,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560058',
    version: p.version,
    ...change,
  });
}

/** An export order of `m`: a German buyer's request, 10 slabs offered CIF Hamburg in EUR, accepted. */
async function exportOrder(m: Maker): Promise<number> {
  const db = t.app.deps.db;
  const [p] = await db
    .insert(products)
    .values({
      name: `Kashmir White ${randomUUID().slice(0, 6)}`,
      pricePaise: 20_000,
      vendorId: m.vendorId,
      categoryId,
    })
    .returning({ id: products.id });
  const [lot] = await db
    .insert(lots)
    .values({
      productId: p!.id,
      vendorId: m.vendorId,
      blockNumber: `KW${randomUUID().slice(0, 4)}`,
      thicknessMm: 20,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Hosur',
    })
    .returning();
  const gross = sqftX100(3000, 1800);
  const offered = await db
    .insert(slabs)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        lotId: lot!.id,
        productId: p!.id,
        vendorId: m.vendorId,
        blockNumber: lot!.blockNumber,
        sequence: i + 1,
        lengthMm: 3000,
        widthMm: 1800,
        grossSqftX100: gross,
        usableSqftX100: gross,
      })),
    )
    .returning();
  const b = await buyer(t.app, { country: 'DE' });
  const asked = await api('POST', '/quote-requests', b, {
    customerName: 'Jonas Becker',
    mobileNumber: '9845012345',
    deliveryCity: 'Chennai',
    deliveryPin: '600001',
    materialQuality: 'Premium',
    productType: 'Slabs',
    productId: p!.id,
    quantitySqft: 600,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = (asked.json() as CreatedQuoteRequests).requests[0]!.id;
  expect((await api('POST', `/admin/quote-requests/${id}/forward`, anAdmin)).statusCode).toBe(200);
  const reply = await api('POST', `/vendor/quote-requests/${id}/export-replies`, m, {
    currency: 'EUR',
    incoterm: 'CIF',
    portOfLoading: 'INMAA',
    portOfDischarge: 'Hamburg',
    destinationCountry: 'DE',
    inlandLeg: 'road',
    pricePerM2: '42.50',
    freight: '1800',
    insurance: '90',
    advancePercent: 30,
    balanceTerms: 'against-documents',
    leadTimeDays: 21,
    validUntil: future(14),
    slabIds: offered.map((s) => s.id),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const accepted = await api('POST', `/me/quote-replies/${reply.json().replyId}/accept`, b);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const orderId = accepted.json().order.id as number;
  expect((await api('POST', `/vendor/orders/${orderId}/confirm`, m, {})).statusCode).toBe(200);
  // D49: the yard loads each slab before the order ships.
  for (const slab of offered) {
    const scan = await api('POST', `/vendor/orders/${orderId}/loading/scans`, m, {
      block: slab.blockNumber,
      slab: slab.sequence,
      bundle: 1,
    });
    expect(scan.statusCode, scan.body).toBeLessThan(300);
  }
  return orderId;
}

const shipBody = { vehicleNumber: 'KA01AB1234', distanceKm: 350, transporter: 'Chennai Port Movers' };

describe(`the exporter's IEC and LUT (D47, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps the IEC and the LUT in Settings, each bad one a 400 naming its field with nothing saved', async () => {
    const m = await manufacturer(t.app, { registered: true });
    const cases: [Record<string, unknown>, string][] = [
      [{ iec: 'ABCDE1234' }, 'iec'],
      [{ iec: 'ABCD12345F' }, 'iec'],
      [{ lutNumber: 'AD29042600012', lutFinancialYear: thisYear }, 'lutNumber'],
      [{ lutNumber: 'AD291326000123X', lutFinancialYear: thisYear }, 'lutNumber'],
      [{ lutNumber: 'AD290426000123X', lutFinancialYear: '2026-28' }, 'lutFinancialYear'],
      [{ lutNumber: 'AD290426000123X' }, 'lutFinancialYear'],
      [{ lutFinancialYear: thisYear }, 'lutNumber'],
      // The test manufacturer's GSTIN is of Karnataka (29): an LUT filed in Delhi (07) is not its.
      [{ lutNumber: 'AD070426000123X', lutFinancialYear: thisYear }, 'lutNumber'],
    ];
    for (const [change, field] of cases) {
      const res = await saveSettings(m, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(change)).toEqual([field]);
    }
    expect((await api('GET', '/vendor/profile', m)).json()).toMatchObject({
      iec: null,
      lutNumber: null,
      lutFinancialYear: null,
    });

    const saved = await saveSettings(m, {
      iec: 'abcde 1234f',
      lutNumber: 'ad290426000123x',
      lutFinancialYear: thisYear,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      iec: 'ABCDE1234F',
      lutNumber: 'AD290426000123X',
      lutFinancialYear: thisYear,
    });
    // Left out, unchanged; a 10-digit IEC of before 2020 is one too.
    const kept = await saveSettings(m, { iec: '0388012345' });
    expect(kept.json()).toMatchObject({ iec: '0388012345', lutNumber: 'AD290426000123X' });
  });

  it('ships an export order only under an LUT of the invoice’s financial year', async () => {
    const m = await manufacturer(t.app, { registered: true });
    const orderId = await exportOrder(m);
    const statusOf = async () =>
      (await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

    const none = await api('POST', `/vendor/orders/${orderId}/ship`, m, shipBody);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.lutNumber).toMatch(`needs your LUT for ${thisYear}`);
    expect(await statusOf()).toBe('confirmed');

    expect(
      (await saveSettings(m, { lutNumber: 'AD290425000077K', lutFinancialYear: lastYear })).statusCode,
    ).toBe(200);
    const stale = await api('POST', `/vendor/orders/${orderId}/ship`, m, shipBody);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields.lutNumber).toBe(
      `Your LUT AD290425000077K is for ${lastYear}, not ${thisYear}: file the LUT for ${thisYear} and enter it in Settings`,
    );
    expect(await statusOf()).toBe('confirmed');

    expect(
      (await saveSettings(m, { lutNumber: 'AD290426000123X', lutFinancialYear: thisYear })).statusCode,
    ).toBe(200);
    const shipped = await api('POST', `/vendor/orders/${orderId}/ship`, m, shipBody);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await statusOf()).toBe('shipped');
  });
});
