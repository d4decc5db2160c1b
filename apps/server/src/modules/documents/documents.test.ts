// D35 on the server: the order's documents for its buyer, its manufacturer and admins (404 for
// anyone else), a tax invoice only once the order ships (409 before), the e-way bill only above
// ₹50,000 with the vehicle and distance asked at shipping (400 naming the field), the same bytes
// at every download, and the manufacturer's invoice series under 20 concurrent shipments.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { financialYearOf, indiaDay, type ManufacturerQuoteDetail } from '@granite/shared';
import Ajv from 'ajv';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents, orders, products, rateLimit, vendors } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import type { DocumentRow } from './documents.queries';
import { renderDocument } from './documents.service';
import schema from './eway-bill.schema.json' with { type: 'json' };
import type { DocumentSnapshot } from './snapshot';

let t: TestApp;
let categoryId: number;
let anAdmin: Person;
type Person = { cookie: string; userId: string; email: string };
type Maker = Person & { vendorId: number; productId: number };

beforeAll(async () => {
  // 20 shipments at once hold 20 connections (each waits for the invoice series' row lock in turn).
  t = await createTestApp({ dbPool: { max: 30, waitMs: 20_000, statementTimeoutMs: 0 } });
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  anAdmin = await admin(t.app);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
});

const api = (method: 'GET' | 'POST', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

async function maker(gstin = '29AABCU9603R1ZJ'): Promise<Maker> {
  const v = await manufacturer(t.app);
  await t.app.deps.db
    .update(vendors)
    .set({
      address: '14 Peenya Industrial Area',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin,
      gstStatus: 'regular',
    })
    .where(eq(vendors.id, v.vendorId));
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: 'Absolute Black Slab',
      pricePaise: 18000,
      vendorId: v.vendorId,
      categoryId,
      hsn: '68022390',
    })
    .returning({ id: products.id });
  return { ...v, productId: p!.id };
}

/** A confirmed order of `quantitySqft` at ₹`price` per sq.ft (GST 18 %, no freight). */
async function confirmedOrder(m: Maker, b: Person, quantitySqft: number, price: number): Promise<number> {
  const asked = await api('POST', '/quote-requests', b, {
    customerName: 'Meera Iyer',
    mobileNumber: '9845012345',
    quantitySqft,
    deliveryCity: 'Bengaluru',
    deliveryPin: '560066',
    materialQuality: 'Premium',
    productType: 'Slabs',
    productId: m.productId,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const requestId = asked.json().requests[0].id as number;
  expect((await api('POST', `/admin/quote-requests/${requestId}/forward`, anAdmin)).statusCode).toBe(200);
  const replied = await api('POST', `/vendor/quote-requests/${requestId}/replies`, m, {
    price,
    gstRate: 18,
    freight: 0,
    leadTimeDays: 7,
    validUntil: indiaDay(new Date(Date.now() + 5 * 86_400_000)),
  });
  expect(replied.statusCode, replied.body).toBe(201);
  const replyId = (replied.json() as ManufacturerQuoteDetail).replies[0]!.id;
  const accepted = await api('POST', `/me/quote-replies/${replyId}/accept`, b);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const orderId = accepted.json().order.id as number;
  expect((await api('POST', `/vendor/orders/${orderId}/confirm`, m, {})).statusCode).toBe(200);
  return orderId;
}

const ship = (m: Maker, id: number, body: Record<string, unknown>) =>
  api('POST', `/vendor/orders/${id}/ship`, m, body);
const transport = { transporter: 'VRL Logistics', vehicleNumber: 'ka 01 ab 1234', distanceKm: 42 };

const dir = mkdtempSync(join(tmpdir(), 'papers-'));
let pdfSerial = 0;
const pdfText = (bytes: Buffer) => {
  const file = join(dir, `${++pdfSerial}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('the documents of an order above ₹50,000', () => {
  let m: Maker;
  let b: Person;
  let orderId: number;
  beforeAll(async () => {
    m = await maker();
    b = await buyer(t.app);
    orderId = await confirmedOrder(m, b, 1000, 180); // ₹1,80,000 + 18 % = ₹2,12,400
  });

  it('has a proforma invoice from acceptance, and no tax invoice, challan or e-way bill before shipping (409)', async () => {
    const list = await api('GET', `/me/orders/${orderId}/documents`, b);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((d: { kind: string }) => d.kind)).toEqual(['proforma']);
    const proforma = await api('GET', `/me/orders/${orderId}/documents/proforma`, b);
    expect(proforma.statusCode, proforma.body).toBe(200);
    expect(proforma.headers['content-type']).toBe('application/pdf');
    expect(proforma.headers['content-disposition']).toBe(
      `attachment; filename="Proforma-Invoice-PI-${orderId}.pdf"`,
    );
    expect(pdfText(proforma.rawPayload)).toContain('PROFORMA INVOICE');
    for (const kind of ['tax-invoice', 'challan', 'e-way-bill']) {
      const early = await api('GET', `/me/orders/${orderId}/documents/${kind}`, b);
      expect(early.statusCode, kind).toBe(409);
      expect(early.json().error.message).toMatch(/is issued when the order ships/);
    }
  });

  it('refuses to ship without the vehicle number and distance the e-way bill needs (400 naming each)', async () => {
    const bare = await ship(m, orderId, { transporter: 'VRL Logistics' });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().error.fields).sort()).toEqual(['distanceKm', 'vehicleNumber']);
    const badVehicle = await ship(m, orderId, { ...transport, vehicleNumber: 'KA-1' });
    expect(badVehicle.statusCode).toBe(400);
    expect(badVehicle.json().error.fields).toHaveProperty('vehicleNumber');
    const far = await ship(m, orderId, { ...transport, distanceKm: 4001 });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.fields).toHaveProperty('distanceKm');
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('confirmed');
    expect(await t.app.deps.db.select().from(documents).where(eq(documents.kind, 'tax_invoice'))).toEqual([]);
  });

  it('ships with the vehicle (normalised), numbers the tax invoice and lists every document', async () => {
    const shipped = await ship(m, orderId, { ...transport, transporterGstin: '29aabcv3609c1zj' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      vehicleNumber: 'KA01AB1234',
      distanceKm: 42,
      transporterGstin: '29AABCV3609C1ZJ',
    });
    const fy = financialYearOf(indiaDay(new Date()));
    const number = `VG/${fy.slice(2)}/0001`;
    const list = (await api('GET', `/vendor/orders/${orderId}/documents`, m)).json();
    expect(list.items.map((d: { kind: string; number: string }) => [d.kind, d.number])).toEqual([
      ['proforma', `PI-${orderId}`],
      ['tax-invoice', number],
      ['challan', `DC/${fy.slice(2)}/0001`],
      ['e-way-bill', `EWB-${orderId}`],
    ]);
    expect(list.items[1].url).toBe(`/api/v1/vendor/orders/${orderId}/documents/tax-invoice`);
  });

  it('the buyer, the manufacturer and an admin download the same tax invoice bytes, every time', async () => {
    const first = await api('GET', `/me/orders/${orderId}/documents/tax-invoice`, b);
    expect(first.statusCode, first.body).toBe(200);
    const fy = financialYearOf(indiaDay(new Date())).slice(2);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="Tax-Invoice-VG-${fy}-0001.pdf"`);
    const text = pdfText(first.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      `VG/${fy}/0001`,
      'GSTIN: 29AABCU9603R1ZJ',
      '29-Karnataka',
      'KA01AB1234',
      '2,12,400.00',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Rupees Two Lakh Twelve Thousand Four Hundred Only');
    const again = await api('GET', `/me/orders/${orderId}/documents/tax-invoice`, b);
    const manufacturerCopy = await api('GET', `/vendor/orders/${orderId}/documents/tax-invoice`, m);
    const adminCopy = await api('GET', `/admin/orders/${orderId}/documents/tax-invoice`, anAdmin);
    for (const copy of [again, manufacturerCopy, adminCopy]) {
      expect(copy.statusCode).toBe(200);
      expect(copy.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    const [doc] = await t.app.deps.db
      .select()
      .from(documents)
      .where(sql`${documents.orderId} = ${orderId} and ${documents.kind} = 'tax_invoice'`);
    expect(doc!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(doc!.bytes).toBe(first.rawPayload.length);
  });

  it('the challan and the e-way bill data (valid against the portal schema) are there too', async () => {
    const challan = await api('GET', `/me/orders/${orderId}/documents/challan`, b);
    expect(challan.statusCode).toBe(200);
    expect(pdfText(challan.rawPayload)).toContain('DELIVERY CHALLAN');
    const ewb = await api('GET', `/me/orders/${orderId}/documents/e-way-bill`, b);
    expect(ewb.statusCode, ewb.body).toBe(200);
    expect(ewb.headers['content-type']).toMatch(/^application\/json/);
    expect(ewb.headers['content-disposition']).toMatch(/filename="E-Way-Bill-EWB-\d+\.json"/);
    const json = ewb.json();
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.billLists[0]).toMatchObject({
      vehicleNo: 'KA01AB1234',
      transDistance: 42,
      totInvValue: 212400,
    });
  });

  it('is nobody else’s: another buyer or manufacturer gets 404', async () => {
    const stranger = await buyer(t.app);
    const rival = await maker();
    expect((await api('GET', `/me/orders/${orderId}/documents/proforma`, stranger)).statusCode).toBe(404);
    expect((await api('GET', `/me/orders/${orderId}/documents`, stranger)).statusCode).toBe(404);
    expect((await api('GET', `/vendor/orders/${orderId}/documents/tax-invoice`, rival)).statusCode).toBe(404);
    expect((await api('GET', `/me/orders/${orderId}/documents/proforma`)).statusCode).toBe(401);
  });
});

describe('the document record (D42)', () => {
  let m: Maker;
  let b: Person;
  let orderId: number;
  const record = async (kind: string) =>
    (
      await t.app.deps.db
        .select()
        .from(documents)
        .where(sql`${documents.orderId} = ${orderId} and ${documents.kind} = ${kind}`)
    )[0]!;
  beforeAll(async () => {
    // A GSTIN of its own, so its challan and invoice open their series (numbered per GSTIN, r.46(b)).
    m = await maker('29AAMFM2214L1Z1');
    b = await buyer(t.app);
    orderId = await confirmedOrder(m, b, 100, 150);
    expect((await ship(m, orderId, { transporter: 'VRL Logistics' })).statusCode).toBe(200);
  });

  it('lists each document with its kind and state', async () => {
    const list = (await api('GET', `/me/orders/${orderId}/documents`, b)).json();
    expect(list.items.map((d: Record<string, unknown>) => [d.kind, d.documentKind, d.state])).toEqual([
      ['proforma', 'proforma', 'issued'],
      ['tax-invoice', 'tax_invoice', 'issued'],
      ['challan', 'delivery_challan', 'issued'],
    ]);
  });

  it('keeps the order as it shipped: the invoice reads the same after the manufacturer moves, and re-renders to its hash', async () => {
    const invoice = await record('tax_invoice');
    expect(invoice).toMatchObject({ state: 'issued', series: 'tax_invoice', issuedBy: m.userId });
    const snapshot = invoice.snapshot as DocumentSnapshot;
    expect(snapshot).toMatchObject({
      version: 1,
      currency: 'INR',
      supplier: { address: '14 Peenya Industrial Area', gstin: '29AAMFM2214L1Z1' },
      taxLines: [
        { kind: 'cgst', rate: 9, amount: 135_000 },
        { kind: 'sgst', rate: 9, amount: 135_000 },
      ],
    });
    await t.app.deps.db
      .update(vendors)
      .set({ address: '99 New Yard Road', phone: '+91 90000 00000' })
      .where(eq(vendors.id, m.vendorId));
    const file = await api('GET', `/me/orders/${orderId}/documents/tax-invoice`, b);
    expect(file.statusCode).toBe(200);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('14 Peenya Industrial Area');
    expect(text).not.toContain('99 New Yard Road');
    const again = await renderDocument(invoice as DocumentRow, snapshot, undefined);
    const stored = await record('tax_invoice');
    expect(createHash('sha256').update(again).digest('hex')).toBe(stored.sha256);
  });

  it('is cancelled by its manufacturer with a reason, recorded; the file stays as issued', async () => {
    const before = await api('GET', `/me/orders/${orderId}/documents/challan`, b);
    const noReason = await api('POST', `/vendor/orders/${orderId}/documents/challan/cancel`, m, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    const rival = await maker();
    const foreign = await api('POST', `/vendor/orders/${orderId}/documents/challan/cancel`, rival, {
      reason: 'Not mine',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await api('POST', `/me/orders/${orderId}/documents/challan/cancel`, b, { reason: 'x' })).statusCode,
    ).toBe(404);
    const cancelled = await api('POST', `/vendor/orders/${orderId}/documents/challan/cancel`, m, {
      reason: 'Wrong vehicle on the challan',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const challan = cancelled.json().items.find((d: { kind: string }) => d.kind === 'challan');
    expect(challan).toMatchObject({ state: 'cancelled', cancelReason: 'Wrong vehicle on the challan' });
    expect(await record('delivery_challan')).toMatchObject({
      state: 'cancelled',
      cancelledBy: m.userId,
      series: 'delivery_challan',
      number: `DC/${financialYearOf(indiaDay(new Date())).slice(2)}/0001`,
    });
    const after = await api('GET', `/me/orders/${orderId}/documents/challan`, b);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    const twice = await api('POST', `/vendor/orders/${orderId}/documents/challan/cancel`, m, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This document was cancelled.');
  });

  it('an admin cancels an issued invoice; one registered with the IRP is refused (409)', async () => {
    const registered = await api('GET', `/admin/orders/${orderId}/documents`, anAdmin);
    expect(registered.statusCode).toBe(200);
    await t.app.deps.db
      .update(documents)
      .set({ state: 'registered', irn: 'a'.repeat(64) })
      .where(sql`${documents.orderId} = ${orderId} and ${documents.kind} = 'proforma'`);
    const refused = await api('POST', `/admin/orders/${orderId}/documents/proforma/cancel`, anAdmin, {
      reason: 'Duplicate',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Invoice Registration Portal/);
    const done = await api('POST', `/admin/orders/${orderId}/documents/tax-invoice/cancel`, anAdmin, {
      reason: 'Issued to the wrong buyer',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await record('tax_invoice')).toMatchObject({ state: 'cancelled', cancelledBy: anAdmin.userId });
  });
});

describe('an order of ₹50,000 or less', () => {
  it('ships without a vehicle and has no e-way bill (409 saying so)', async () => {
    const m = await maker();
    const b = await buyer(t.app);
    const id = await confirmedOrder(m, b, 100, 150); // ₹15,000 + 18 % = ₹17,700
    expect((await ship(m, id, {})).statusCode).toBe(200);
    const ewb = await api('GET', `/me/orders/${id}/documents/e-way-bill`, b);
    expect(ewb.statusCode).toBe(409);
    expect(ewb.json().error.message).toBe('An e-way bill is needed only above ₹50,000');
    expect((await api('GET', `/me/orders/${id}/documents/tax-invoice`, b)).statusCode).toBe(200);
  });
});

/** A copy of a confirmed order with its own request and reply (the rows the order points at). */
async function copyOrder(orderId: number): Promise<number> {
  const db = t.app.deps.db;
  const columns = async (table: string) =>
    (
      await db.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = ${table} and column_name <> 'id' and is_generated = 'NEVER' and identity_generation is null order by ordinal_position`,
      )
    ).rows.map((r) => r.column_name);
  const copy = async (table: string, id: number, set: Record<string, unknown>) => {
    const cols = await columns(table);
    const list = sql.raw(cols.map((c) => `"${c}"`).join(', '));
    const values = sql.join(
      cols.map((c) => (c in set ? sql`${set[c]}` : sql.raw(`"${c}"`))),
      sql`, `,
    );
    const res = await db.execute<{ id: number }>(
      sql`insert into ${sql.raw(table)} (${list}) select ${values} from ${sql.raw(table)} where id = ${id} returning id`,
    );
    return res.rows[0]!.id;
  };
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  const requestId = await copy('quote_requests', o!.quoteRequestId, { idempotency_key: null });
  const replyId = await copy('quote_replies', o!.quoteReplyId, { quote_request_id: requestId });
  return copy('orders', orderId, { quote_request_id: requestId, quote_reply_id: replyId });
}

describe('the invoice series', () => {
  it('20 concurrent shipments of one manufacturer get 20 consecutive numbers, none twice', async () => {
    // A GSTIN of its own: the series is the GSTIN's (CGST Rules r.46(b)), and the other tests' is taken.
    const m = await maker('29AAGCB7777Q1ZK');
    const b = await buyer(t.app);
    const first = await confirmedOrder(m, b, 100, 150);
    const ids = [first];
    for (let i = 1; i < 20; i++) ids.push(await copyOrder(first));
    const results = await Promise.all(ids.map((id) => ship(m, id, {})));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const numbers = (
      await t.app.deps.db
        .select({ number: documents.number })
        .from(documents)
        .where(sql`${documents.manufacturerId} = ${m.vendorId} and ${documents.kind} = 'tax_invoice'`)
    ).map((r) => r.number);
    const fy = financialYearOf(indiaDay(new Date())).slice(2);
    expect(numbers.sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `VG/${fy}/${String(i + 1).padStart(4, '0')}`),
    );
  });
});
