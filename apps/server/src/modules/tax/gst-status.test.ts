// D34: a manufacturer's GST status decides whether it charges GST (only a regular taxpayer does;
// composition and unregistered issue a bill of supply without tax, CGST Act s.10(4), s.32, CGST
// Rules r.49), and the rate of an invoice is the one in force on its date (time of supply, CGST
// Act s.12 and s.31): a change of the table after the reply and before shipping shows on the order
// (both sides) and is what the invoice charges.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { financialYearOf, indiaDay, type ManufacturerQuoteDetail } from '@granite/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, quoteReplies, vendors } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let categoryId: number;
let anAdmin: Person;
type Person = { cookie: string; userId: string; email: string };
type Maker = Person & { vendorId: number; productId: number };

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  anAdmin = await admin(t.app);
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';

/** A Karnataka manufacturer with a product of `hsn`; `gstin` null makes it unregistered. */
async function maker(
  gstStatus: 'regular' | 'composition' | 'unregistered',
  hsn = '68022390',
): Promise<Maker> {
  const v = await manufacturer(t.app);
  await t.app.deps.db
    .update(vendors)
    .set({
      address: '14 Peenya Industrial Area',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: gstStatus === 'unregistered' ? null : KARNATAKA_GSTIN,
      gstStatus,
    })
    .where(eq(vendors.id, v.vendorId));
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: `Stone ${randomUUID().slice(0, 6)}`,
      pricePaise: 18000,
      vendorId: v.vendorId,
      categoryId,
      hsn,
    })
    .returning({ id: products.id });
  return { ...v, productId: p!.id };
}

const request = (m: Maker) => ({
  customerName: 'Meera Iyer',
  mobileNumber: '9845012345',
  quantitySqft: 100,
  deliveryCity: 'Bengaluru',
  deliveryPin: '560066',
  materialQuality: 'Premium',
  productType: 'Slabs',
  productId: m.productId,
});

/**
 * A reply at ₹`price` a unit with ₹1,000 freight to a Bengaluru buyer, of 100 sq.ft of slabs or
 * what `asking` says; its request's id and the manufacturer's view.
 */
async function replied(m: Maker, b: Person, price: number, asking: Record<string, unknown> = {}) {
  const asked = await api('POST', '/quote-requests', b, { ...request(m), ...asking });
  expect(asked.statusCode, asked.body).toBe(201);
  const requestId = asked.json().requests[0].id as number;
  expect((await api('POST', `/admin/quote-requests/${requestId}/forward`, anAdmin)).statusCode).toBe(200);
  const res = await api('POST', `/vendor/quote-requests/${requestId}/replies`, m, {
    price,
    freight: 1000,
    leadTimeDays: 7,
    validUntil: indiaDay(new Date(Date.now() + 5 * 86_400_000)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { requestId, detail: res.json() as ManufacturerQuoteDetail };
}

/** The order of request `requestId` as the buyer's quote sheet shows it. */
async function buyerOrder(b: Person, requestId: number) {
  const board = await api('GET', '/me/quote-board?pageSize=50', b);
  expect(board.statusCode, board.body).toBe(200);
  const items = board.json().items.flatMap((g: { items: unknown[] }) => g.items) as {
    request: { id: number };
    order: Record<string, unknown> | null;
  }[];
  return items.find((i) => i.request.id === requestId)!.order!;
}

async function acceptAndConfirm(m: Maker, b: Person, replyId: number): Promise<number> {
  const accepted = await api('POST', `/me/quote-replies/${replyId}/accept`, b);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const orderId = accepted.json().order.id as number;
  expect((await api('POST', `/vendor/orders/${orderId}/confirm`, m, {})).statusCode).toBe(200);
  return orderId;
}

const dir = mkdtempSync(join(tmpdir(), 'gst-status-'));
let serial = 0;
const pdfText = (bytes: Buffer) => {
  const file = join(dir, `${++serial}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe(`a manufacturer's GST status (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is stated in Settings: regular or composition needs the GSTIN (400 naming gstin), unregistered does not', async () => {
    const m = await maker('unregistered');
    const profile = (await api('GET', '/vendor/profile', m)).json();
    expect(profile.gstStatus).toBe('unregistered');
    const form = {
      businessName: profile.businessName,
      ownerName: profile.ownerName,
      email: profile.email,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: '',
      version: profile.version,
    };
    for (const gstStatus of ['regular', 'composition']) {
      const refused = await api('PUT', '/vendor/profile', m, { ...form, gstStatus });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toEqual(['gstin']);
    }
    const odd = await api('PUT', '/vendor/profile', m, { ...form, gstStatus: 'exempt' });
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(odd.json().error.fields)).toEqual(['gstStatus']);
    const [row] = await t.app.deps.db.select().from(vendors).where(eq(vendors.id, m.vendorId));
    expect(row!.gstStatus).toBe('unregistered');

    const saved = await api('PUT', '/vendor/profile', m, {
      ...form,
      gstin: KARNATAKA_GSTIN,
      gstStatus: 'composition',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ gstStatus: 'composition', gstin: KARNATAKA_GSTIN });
    // Dropping the GSTIN while still composition is refused; the database would refuse it too.
    const dropped = await api('PUT', '/vendor/profile', m, { ...form, version: saved.json().version });
    expect(dropped.statusCode).toBe(400);
    await expect(
      t.app.deps.db.update(vendors).set({ gstin: null }).where(eq(vendors.id, m.vendorId)),
    ).rejects.toThrow();
  });

  it('an admin-made manufacturer with a GSTIN is regular, one without unregistered', async () => {
    const base = { ownerName: 'Asha Rao', email: `gst-${randomUUID().slice(0, 8)}@example.com` };
    const withGstin = await api('POST', '/admin/manufacturers', anAdmin, {
      ...base,
      businessName: 'Registered Granites',
      gstin: KARNATAKA_GSTIN,
    });
    expect(withGstin.statusCode, withGstin.body).toBe(201);
    const without = await api('POST', '/admin/manufacturers', anAdmin, {
      ...base,
      email: `gst-${randomUUID().slice(0, 8)}@example.com`,
      businessName: 'Small Granites',
    });
    expect(without.statusCode, without.body).toBe(201);
    const statuses = await t.app.deps.db
      .select({ id: vendors.id, gstStatus: vendors.gstStatus })
      .from(vendors)
      .where(eq(vendors.businessName, 'Registered Granites'));
    expect(statuses.map((s) => s.gstStatus)).toEqual(['regular']);
    const [small] = await t.app.deps.db
      .select({ gstStatus: vendors.gstStatus })
      .from(vendors)
      .where(eq(vendors.id, without.json().id));
    expect(small!.gstStatus).toBe('unregistered');
  });

  it('an unregistered manufacturer replies without GST and ships with a bill of supply, not a tax invoice', async () => {
    const m = await maker('unregistered');
    const b = await buyer(t.app);
    const { detail } = await replied(m, b, 200);
    expect(detail.tax).toMatchObject({ gstStatus: 'unregistered', ratePercent: 0 });
    const reply = detail.replies[0]!;
    // 100 sq.ft × ₹200 + ₹1,000 freight, and no tax at all.
    expect(reply).toMatchObject({ gstRate: 0, taxLines: [], supplierGstStatus: 'unregistered' });
    expect(reply.landed).toMatchObject({ gstPaise: 0, totalPaise: 2_100_000 });
    const orderId = await acceptAndConfirm(m, b, reply.id);
    expect((await api('POST', `/vendor/orders/${orderId}/ship`, m, {})).statusCode).toBe(200);
    const list = (await api('GET', `/me/orders/${orderId}/documents`, b)).json();
    const invoice = list.items.find((d: { kind: string }) => d.kind === 'tax-invoice');
    expect(invoice).toMatchObject({ documentKind: 'bill_of_supply', title: 'Bill of supply' });
    const file = await api('GET', `/me/orders/${orderId}/documents/tax-invoice`, b);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename="Bill-of-Supply-/);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('not registered under GST');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).not.toMatch(/CGST|SGST|IGST/);
    expect(text).toContain('21,000.00');
  });

  it("a composition manufacturer's bill of supply carries the composition declaration and its GSTIN", async () => {
    const m = await maker('composition');
    const b = await buyer(t.app);
    const { detail } = await replied(m, b, 200);
    expect(detail.replies[0]).toMatchObject({ gstRate: 0, taxLines: [], supplierGstStatus: 'composition' });
    const orderId = await acceptAndConfirm(m, b, detail.replies[0]!.id);
    expect((await api('POST', `/vendor/orders/${orderId}/ship`, m, {})).statusCode).toBe(200);
    const text = pdfText((await api('GET', `/vendor/orders/${orderId}/documents/tax-invoice`, m)).rawPayload);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('composition taxable person, not eligible to collect tax on supplies');
    expect(text).toContain(`GSTIN: ${KARNATAKA_GSTIN}`);
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });

  it('an order accepted with tax from a manufacturer now unregistered shows, then invoices, no GST', async () => {
    const m = await maker('regular');
    const b = await buyer(t.app);
    const { requestId, detail } = await replied(m, b, 200);
    const orderId = await acceptAndConfirm(m, b, detail.replies[0]!.id);
    // As the migration leaves an order of a manufacturer without a GSTIN.
    await t.app.deps.db
      .update(orders)
      .set({ supplierGstStatus: 'unregistered' })
      .where(eq(orders.id, orderId));
    expect((await buyerOrder(b, requestId)).taxChange).toMatchObject({
      reason: 'no_gst',
      toRate: 0,
      gstPaise: 0,
      totalPaise: 2_100_000,
    });
    expect((await api('POST', `/vendor/orders/${orderId}/ship`, m, {})).statusCode).toBe(200);
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ gstPaise: 0, totalPaise: 2_100_000, taxLines: [] });
  });
});

describe(`the rate of the invoice's date (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a rate change after the reply and before shipping shows on both sides and the invoice charges the new rate', async () => {
    // A code of this test's own: 12 % from 2020, then 5 % from today.
    const hsn = '71039100';
    const first = await api('POST', '/admin/hsn-rates', anAdmin, {
      hsn: '7103',
      description: 'Test stone',
      ratePercent: 12,
      effectiveFrom: '2020-01-01',
    });
    expect(first.statusCode, first.body).toBe(201);
    const m = await maker('regular', hsn);
    const b = await buyer(t.app);
    const { requestId, detail } = await replied(m, b, 200);
    const reply = detail.replies[0]!;
    // The reply shows the rate of its day: 12 % of ₹21,000 = ₹2,520, as CGST + SGST in Karnataka.
    expect(reply).toMatchObject({ gstRate: 12, cgst: 126_000, sgst: 126_000 });
    const orderId = await acceptAndConfirm(m, b, reply.id);
    // The reply was made yesterday; the table changes today.
    await t.app.deps.db
      .update(quoteReplies)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(quoteReplies.id, reply.id));
    const today = indiaDay();
    const change = await api('POST', '/admin/hsn-rates', anAdmin, {
      hsn: '7103',
      description: 'Test stone',
      ratePercent: 5,
      effectiveFrom: today,
    });
    expect(change.statusCode, change.body).toBe(201);

    const expected = {
      reason: 'rate',
      fromRate: 12,
      toRate: 5,
      effectiveFrom: today,
      // 5 % of ₹21,000: CGST 2.5 % ₹525 + SGST 2.5 % ₹525.
      taxLines: [
        { kind: 'cgst', rate: 2.5, amount: 52_500 },
        { kind: 'sgst', rate: 2.5, amount: 52_500 },
      ],
      gstPaise: 105_000,
      totalPaise: 2_205_000,
    };
    const buyerSide = await buyerOrder(b, requestId);
    expect(buyerSide.taxChange).toEqual(expected);
    expect(buyerSide.totalPaise).toBe(2_352_000);
    const makerSide = await api('GET', `/vendor/orders/${orderId}`, m);
    expect(makerSide.statusCode, makerSide.body).toBe(200);
    expect(makerSide.json().taxChange).toEqual(expected);

    const shipped = await api('POST', `/vendor/orders/${orderId}/ship`, m, {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ gstRate: 5, gstPaise: 105_000, totalPaise: 2_205_000 });
    const text = pdfText((await api('GET', `/me/orders/${orderId}/documents/tax-invoice`, b)).rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toMatch(/CGST @ 2\.5%\s+525\.00/);
    expect(text).toMatch(/SGST @ 2\.5%\s+525\.00/);
    expect(text).toContain('22,050.00');
    // Shipped, the order is the invoice: no change is announced any more.
    expect((await api('GET', `/vendor/orders/${orderId}`, m)).json().taxChange).toBeNull();
  });

  it('an order whose rate did not change announces nothing', async () => {
    const m = await maker('regular');
    const b = await buyer(t.app);
    const { detail } = await replied(m, b, 200);
    const orderId = await acceptAndConfirm(m, b, detail.replies[0]!.id);
    expect((await api('GET', `/vendor/orders/${orderId}`, m)).json().taxChange).toBeNull();
  });
});

describe(`the document series of a GSTIN (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('takes a prefix set once in Settings, checked so that a number stays within 16 characters', async () => {
    const m = await maker('unregistered');
    const profile = (await api('GET', '/vendor/profile', m)).json();
    expect(profile).toMatchObject({ seriesPrefix: null, seriesPrefixInUse: 'VG' });
    const form = {
      businessName: profile.businessName,
      ownerName: profile.ownerName,
      email: profile.email,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: '',
      version: profile.version,
    };
    // Without a GSTIN there is no series of its own to name.
    const noGstin = await api('PUT', '/vendor/profile', m, { ...form, seriesPrefix: 'VGR' });
    expect(noGstin.statusCode).toBe(400);
    expect(Object.keys(noGstin.json().error.fields)).toEqual(['seriesPrefix']);
    // "ABCDEF/26-27/0001" would be 17 characters; a space or a slash is not allowed either.
    for (const seriesPrefix of ['ABCDEF', 'V G', 'V/G']) {
      const bad = await api('PUT', '/vendor/profile', m, { ...form, gstin: KARNATAKA_GSTIN, seriesPrefix });
      expect(bad.statusCode, seriesPrefix).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['seriesPrefix']);
    }
    const set = await api('PUT', '/vendor/profile', m, {
      ...form,
      gstin: KARNATAKA_GSTIN,
      gstStatus: 'regular',
      seriesPrefix: 'vg-k',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ seriesPrefix: 'VG-K', seriesPrefixInUse: 'VG-K' });
    const again = await api('PUT', '/vendor/profile', m, {
      ...form,
      gstin: KARNATAKA_GSTIN,
      seriesPrefix: 'VG-K',
      version: set.json().version,
    });
    expect(again.statusCode, again.body).toBe(200);
    const changed = await api('PUT', '/vendor/profile', m, {
      ...form,
      gstin: KARNATAKA_GSTIN,
      seriesPrefix: 'XYZ',
      version: again.json().version,
    });
    expect(changed.statusCode).toBe(409);
    expect(Object.keys(changed.json().error.fields)).toEqual(['seriesPrefix']);
  });

  it('numbers the invoices of two manufacturer records of one GSTIN from one series', async () => {
    const gstin = '29AAGCB7777Q1ZK';
    const first = await maker('regular');
    const second = await maker('regular');
    for (const m of [first, second])
      await t.app.deps.db.update(vendors).set({ gstin }).where(eq(vendors.id, m.vendorId));
    const profile = (await api('GET', '/vendor/profile', first)).json();
    const set = await api('PUT', '/vendor/profile', first, {
      businessName: profile.businessName,
      ownerName: profile.ownerName,
      email: profile.email,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin,
      seriesPrefix: 'SHR',
      version: profile.version,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await api('GET', '/vendor/profile', second)).json().seriesPrefix).toBe('SHR');
    const b = await buyer(t.app);
    const numbers: string[] = [];
    for (const m of [first, second, first]) {
      const { detail } = await replied(m, b, 200);
      const orderId = await acceptAndConfirm(m, b, detail.replies[0]!.id);
      const shipped = await api('POST', `/vendor/orders/${orderId}/ship`, m, {});
      expect(shipped.statusCode, shipped.body).toBe(200);
      const list = (await api('GET', `/vendor/orders/${orderId}/documents`, m)).json();
      numbers.push(list.items.find((d: { kind: string }) => d.kind === 'tax-invoice').number);
    }
    const fy = financialYearOf(indiaDay()).slice(2);
    expect(numbers).toEqual([`SHR/${fy}/0001`, `SHR/${fy}/0002`, `SHR/${fy}/0003`]);
  });
});

describe(`the unit of a quantity (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('follows the product type: a block is asked in CBM or MTS, slabs in sq.ft (400 naming quantityUnit)', async () => {
    const m = await maker('regular', '25161200');
    const b = await buyer(t.app);
    const slabsInCbm = await api('POST', '/quote-requests', b, { ...request(m), quantityUnit: 'CBM' });
    expect(slabsInCbm.statusCode).toBe(400);
    expect(Object.keys(slabsInCbm.json().error.fields)).toEqual(['quantityUnit']);
    const blocksInSqft = await api('POST', '/quote-requests', b, {
      ...request(m),
      productType: 'Blocks',
      quantityUnit: 'SQF',
    });
    expect(blocksInSqft.statusCode).toBe(400);
    expect(Object.keys(blocksInSqft.json().error.fields)).toEqual(['quantityUnit']);
    const odd = await api('POST', '/quote-requests', b, { ...request(m), quantityUnit: 'KGS' });
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(odd.json().error.fields)).toEqual(['quantityUnit']);
  });

  it('invoices a block in cubic metres: the invoice line, the challan and the e-way bill carry CBM', async () => {
    const m = await maker('regular', '25161200');
    const b = await buyer(t.app);
    // 12 CBM at ₹40,000 a CBM + ₹1,000 freight, at the block rate of 5 % (CGST + SGST in Karnataka).
    const { requestId, detail } = await replied(m, b, 40_000, {
      productType: 'Blocks',
      quantitySqft: 12,
      quantityUnit: 'CBM',
    });
    expect(detail.request).toMatchObject({ quantitySqft: 12, quantityUnit: 'CBM' });
    expect(detail.replies[0]).toMatchObject({ gstRate: 5, cgst: 1_202_500, sgst: 1_202_500 });
    const orderId = await acceptAndConfirm(m, b, detail.replies[0]!.id);
    expect(await buyerOrder(b, requestId)).toMatchObject({
      quantitySqft: 12,
      quantityUnit: 'CBM',
      totalPaise: 50_505_000,
    });
    const shipped = await api('POST', `/vendor/orders/${orderId}/ship`, m, {
      vehicleNumber: 'KA01AB1234',
      distanceKm: 40,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const invoice = pdfText((await api('GET', `/me/orders/${orderId}/documents/tax-invoice`, b)).rawPayload);
    expect(invoice).toContain('12.00 CBM');
    expect(invoice).toContain('Rate/CBM');
    expect(invoice).not.toContain('sq.ft');
    const challan = pdfText((await api('GET', `/me/orders/${orderId}/documents/challan`, b)).rawPayload);
    expect(challan).toContain('12.00 CBM');
    const eway = await api('GET', `/me/orders/${orderId}/documents/e-way-bill`, b);
    expect(eway.statusCode, eway.body).toBe(200);
    const item = JSON.parse(eway.rawPayload.toString('utf8')).billLists[0].itemList[0];
    expect(item).toMatchObject({ hsnCode: 25161200, quantity: 12, qtyUnit: 'CBM' });
  });
});
