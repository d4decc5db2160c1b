// D43 on the server, against the IRP stand-in over HTTP: a manufacturer above ₹5 crore declares it
// with its IRP credentials (never read back); a B2B order's tax invoice is registered as it ships
// (IRN = SHA-256 of GSTIN, year, type and number; Ack No and date; the PDF prints them); an answer
// lost on the way back or a dropped connection still ends in one IRN (2150 "Duplicate IRN" is
// answered with the existing IRN's details); a refusal (2172) is shown to the manufacturer with its
// code and message and the invoice is not given out; an IRN is cancelled within 24 hours and the
// IRP's 2270 after them is shown; B2C and manufacturers below the threshold are not registered.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gstinCheckChar, type OrderEInvoices } from '@granite/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  documents,
  einvoiceSettings,
  orders,
  products,
  quoteReplies,
  quoteRequests,
  rateLimit,
  vendors,
} from '../../db/schema';
import type { IrpStandin } from '../../irp-standin/standin';
import { buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { IRP_USER, startTestIrp } from '../../test/irp';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let irp: IrpStandin;
/** The manufacturer `m` and the buyer `b` (two accounts only: each sign-up costs a password hash). */
let parties: {
  m: Awaited<ReturnType<typeof manufacturer>>;
  b: Awaited<ReturnType<typeof buyer>>;
  productId: number;
};

const SUPPLIER_GSTIN = '29AABCU9603R1ZJ';
const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;
const BUYER_GSTIN = gstin('33AAACR5055K1Z');

beforeAll(async () => {
  const started = await startTestIrp();
  irp = started.irp;
  t = await createTestApp({}, started.env);
  const catalogue = await seedMiniCatalogue(t.app.deps.db);
  const m = await manufacturer(t.app);
  const b = await buyer(t.app);
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: 'Absolute Black',
      pricePaise: 12_000,
      vendorId: m.vendorId,
      categoryId: catalogue.categoryIds.black,
    })
    .returning({ id: products.id });
  parties = { m, b, productId: p!.id };
  await t.app.deps.db
    .update(vendors)
    .set({
      address: '14 Peenya Industrial Area',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: SUPPLIER_GSTIN,
    })
    .where(eq(vendors.id, parties.m.vendorId));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await irp?.close();
});
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
  irp.clock.offsetMs = 0;
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const credentials = {
  clientId: IRP_USER.clientId,
  clientSecret: IRP_USER.clientSecret,
  username: IRP_USER.username,
  password: IRP_USER.password,
};

async function declare(aboveThreshold: boolean, creds: Partial<typeof credentials> = credentials) {
  const res = await api('PUT', '/vendor/e-invoice/settings', parties.m, { aboveThreshold, ...creds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A confirmed order of 1,000 sq.ft at ₹120 + 18 % GST (₹1,41,600), written straight to the tables. */
async function confirmedOrder(fields: Partial<typeof orders.$inferInsert>) {
  const { db } = t.app.deps;
  const { m, b, productId } = parties;
  const [q] = await db
    .insert(quoteRequests)
    .values({
      productId,
      productName: 'Absolute Black',
      vendorId: m.vendorId,
      vendorName: 'Vikram Granites',
      userId: b.userId,
      customerName: 'Meera Iyer',
      mobileNumber: '+919845012345',
      quantitySqft: 1000,
      deliveryCity: 'Chennai',
      deliveryPin: '600097',
      materialQuality: 'Premium',
      productType: 'Slabs',
      status: 'accepted',
    })
    .returning();
  const [r] = await db
    .insert(quoteReplies)
    .values({
      quoteRequestId: q!.id,
      vendorId: m.vendorId,
      revision: 1,
      pricePaise: 12_000,
      freightPaise: 0,
      leadTimeDays: 7,
      validUntil: '2099-01-01',
      status: 'accepted',
    })
    .returning();
  const [o] = await db
    .insert(orders)
    .values({
      quoteRequestId: q!.id,
      quoteReplyId: r!.id,
      vendorId: m.vendorId,
      userId: b.userId,
      productId,
      productName: 'Absolute Black',
      customerName: 'Meera Iyer',
      customerPhone: '+919845012345',
      deliveryAddress: 'Chennai 600097',
      quantitySqft: 1000,
      pricePaise: 12_000,
      subtotalPaise: 12_000_000,
      gstRate: 18,
      gstPaise: 2_160_000,
      totalPaise: 14_160_000,
      leadTimeDays: 7,
      status: 'confirmed',
      confirmedAt: new Date(),
      ...fields,
    })
    .returning();
  return o!;
}

/** The order from Karnataka to a registered buyer in Tamil Nadu (IGST 18 %), or as `fields` say. */
function b2bOrder(fields: Partial<typeof orders.$inferInsert> = {}) {
  return confirmedOrder({
    hsn: '68022390',
    supplierState: 'Karnataka',
    placeOfSupply: 'Tamil Nadu',
    buyerCompany: 'Iyer Constructions Pvt Ltd',
    buyerGstin: BUYER_GSTIN,
    billingAddress: '12 Anna Salai, Chennai 600002',
    billingState: 'Tamil Nadu',
    deliveryAddress: 'Site 4, OMR, Chennai 600097',
    taxLines: [{ kind: 'igst', rate: 18, amount: 2_160_000 }],
    igstPaise: 2_160_000,
    cgstPaise: 0,
    sgstPaise: 0,
    ...fields,
  });
}

async function ship(orderId: number) {
  const res = await api('POST', `/vendor/orders/${orderId}/ship`, parties.m, {
    transporter: 'VRL Logistics',
    vehicleNumber: 'KA01AB1234',
    distanceKm: 360,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function eInvoices(orderId: number): Promise<OrderEInvoices> {
  const res = await api('GET', `/vendor/orders/${orderId}/e-invoices`, parties.m);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function invoiceRow(orderId: number) {
  const [row] = await t.app.deps.db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .then((rows) => rows.filter((r) => r.kind === 'tax_invoice'));
  return row!;
}

const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-pdf-'));
  const file = join(dir, 'invoice.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('the e-invoicing settings', () => {
  it('refuses the declaration without the IRP credentials, naming each; keeps the secret and password sealed and never sends them back', async () => {
    const empty = await api('PUT', '/vendor/e-invoice/settings', parties.m, { aboveThreshold: true });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual([
      'clientId',
      'clientSecret',
      'password',
      'username',
    ]);

    const saved = await declare(true);
    expect(saved).toMatchObject({
      aboveThreshold: true,
      clientId: IRP_USER.clientId,
      username: IRP_USER.username,
      clientSecretSet: true,
      passwordSet: true,
      gstin: SUPPLIER_GSTIN,
    });
    const read = await api('GET', '/vendor/e-invoice/settings', parties.m);
    expect(read.body).not.toContain(IRP_USER.clientSecret);
    expect(read.body).not.toContain(IRP_USER.password);
    const [row] = await t.app.deps.db
      .select()
      .from(einvoiceSettings)
      .where(eq(einvoiceSettings.manufacturerId, parties.m.vendorId));
    expect(row!.clientSecretSealed).not.toContain(IRP_USER.clientSecret);
    expect(row!.passwordSealed).not.toContain(IRP_USER.password);

    // Saved again without them, the stored secret and password are kept.
    const kept = await declare(true, { clientId: IRP_USER.clientId, username: IRP_USER.username });
    expect(kept).toMatchObject({ clientSecretSet: true, passwordSet: true });
    // A buyer has no e-invoicing settings.
    expect((await api('GET', '/vendor/e-invoice/settings', parties.b)).statusCode).toBe(403);
  });
});

describe('registering a B2B tax invoice as the order ships', () => {
  it('registers it with the IRP: IRN, Ack No and date stored, the document registered, the PDF printing them', async () => {
    await declare(true);
    const order = await b2bOrder();
    await ship(order.id);

    const { applies, items } = await eInvoices(order.id);
    expect(applies).toBe(true);
    expect(items).toHaveLength(1);
    const [e] = items;
    const row = await invoiceRow(order.id);
    const fy = row.financialYear!.replace(/^(\d{4})-(\d{2})$/, '$1-$2');
    expect(e).toMatchObject({
      documentKind: 'tax_invoice',
      number: row.number,
      state: 'registered',
      status: 'registered',
    });
    // NIC: the IRN is the SHA-256 of the supplier's GSTIN, the financial year, the type and the number.
    expect(e!.irn).toBe(createHash('sha256').update(`${SUPPLIER_GSTIN}${fy}INV${row.number}`).digest('hex'));
    expect(e!.ackNo).toMatch(/^\d{15}$/);
    expect(e!.cancellableUntil).not.toBeNull();
    expect(row).toMatchObject({ state: 'registered', irn: e!.irn, ackNo: e!.ackNo });
    expect(row.signedQr!.split('.')).toHaveLength(3);

    // The buyer's copy prints the IRN, the Ack No and the QR code's data comes from the IRP.
    const pdf = await api('GET', `/me/orders/${order.id}/documents/tax-invoice`, parties.b);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(e!.irn!);
    expect(text).toContain(`Ack No: ${e!.ackNo}`);
    expect(text).toContain('E-INVOICE');
    // The documents list says so too.
    const docs = await api('GET', `/vendor/orders/${order.id}/documents`, parties.m);
    expect(docs.json().items.find((d: { kind: string }) => d.kind === 'tax-invoice').state).toBe(
      'registered',
    );
  });

  it('ends in one IRN when the IRP registered it but its answer was lost: the retry meets 2150 and takes the existing IRN', async () => {
    await declare(true);
    const order = await b2bOrder();
    irp.faults.loseNextGenerateAnswer = true;
    const before = irp.log.length;
    await ship(order.id);
    const [e] = (await eInvoices(order.id)).items;
    expect(e).toMatchObject({ status: 'registered', state: 'registered' });
    expect(irp.invoices.get(e!.irn!)?.ackNo).toBe(e!.ackNo);
    const calls = irp.log.slice(before);
    expect(calls.filter((c) => c === 'POST /eicore/v1.03/Invoice')).toHaveLength(2);
    expect(calls).toContain(`GET /eicore/v1.03/Invoice/irn/${e!.irn}`);
  });

  it('tries again with backoff when the connection drops', async () => {
    await declare(true);
    const order = await b2bOrder();
    irp.faults.dropConnections = 2;
    await ship(order.id);
    expect((await eInvoices(order.id)).items[0]).toMatchObject({ status: 'registered' });
    expect(irp.faults.dropConnections).toBe(0);
  });

  it("shows the IRP's refusal with its code and message, keeps the invoice unregistered and does not give it out", async () => {
    await declare(true);
    // An order priced before the tax split: IGST on a supply within Karnataka, which the IRP refuses.
    const order = await b2bOrder({
      placeOfSupply: 'Karnataka',
      billingState: 'Karnataka',
      buyerGstin: gstin('29AAACR5055K1Z'),
      billingAddress: '8 MG Road, Bengaluru 560001',
      deliveryAddress: '8 MG Road, Bengaluru 560001',
    });
    await ship(order.id);
    const [e] = (await eInvoices(order.id)).items;
    expect(e).toMatchObject({ status: 'refused', state: 'issued', irn: null });
    expect(e!.refusal).toMatchObject({ code: '2172', message: expect.stringMatching(/intra-state/) });
    expect((await invoiceRow(order.id)).state).toBe('issued');
    for (const [who, path] of [
      [parties.b, `/me/orders/${order.id}/documents/tax-invoice`],
      [parties.m, `/vendor/orders/${order.id}/documents/tax-invoice`],
    ] as const) {
      const res = await api('GET', path, who);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/registered with the Invoice Registration Portal/);
    }
    // Trying again meets the same refusal: the issued document never changes.
    const again = await api(
      'POST',
      `/vendor/orders/${order.id}/e-invoices/${e!.documentId}/register`,
      parties.m,
      {},
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().items[0].refusal.code).toBe('2172');
  });

  it('registers after the credentials are put right: a wrong password is refused (1008), then a new try with the right one registers', async () => {
    await declare(true, { ...credentials, password: 'not-the-password' });
    const order = await b2bOrder();
    await ship(order.id);
    const [refused] = (await eInvoices(order.id)).items;
    expect(refused).toMatchObject({ status: 'refused', refusal: { code: '1008' } });
    await declare(true);
    const res = await api(
      'POST',
      `/vendor/orders/${order.id}/e-invoices/${refused!.documentId}/register`,
      parties.m,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({ status: 'registered', refusal: null });
    expect((await api('GET', `/me/orders/${order.id}/documents/tax-invoice`, parties.b)).statusCode).toBe(
      200,
    );
  });

  it('registers once when two new tries arrive at the same moment', async () => {
    await declare(true, { ...credentials, password: 'not-the-password' });
    const order = await b2bOrder();
    await ship(order.id);
    const [refused] = (await eInvoices(order.id)).items;
    await declare(true);
    const path = `/vendor/orders/${order.id}/e-invoices/${refused!.documentId}/register`;
    const answers = await Promise.all([api('POST', path, parties.m, {}), api('POST', path, parties.m, {})]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    const [e] = (await eInvoices(order.id)).items;
    expect(e).toMatchObject({ status: 'registered' });
    expect([...irp.invoices.values()].filter((i) => i.irn === e!.irn)).toHaveLength(1);
  });

  it('does not register a supply to an unregistered buyer (B2C), nor for a manufacturer below the threshold', async () => {
    await declare(true);
    const b2c = await b2bOrder({ buyerGstin: null, buyerCompany: null });
    await ship(b2c.id);
    expect((await eInvoices(b2c.id)).items).toEqual([]);
    expect((await invoiceRow(b2c.id)).state).toBe('issued');
    expect((await api('GET', `/me/orders/${b2c.id}/documents/tax-invoice`, parties.b)).statusCode).toBe(200);

    await declare(false);
    const below = await b2bOrder();
    await ship(below.id);
    expect(await eInvoices(below.id)).toEqual({ applies: false, items: [] });
    expect((await api('GET', `/me/orders/${below.id}/documents/tax-invoice`, parties.b)).statusCode).toBe(
      200,
    );
  });
});

describe('registering credit and debit notes', () => {
  it('registers a credit note (CRN) and a debit note (DBN) issued against a registered invoice; their PDFs print the IRN', async () => {
    await declare(true);
    const order = await b2bOrder();
    await ship(order.id);
    for (const [path, typ] of [
      ['credit-notes', 'CRN'],
      ['debit-notes', 'DBN'],
    ] as const) {
      const res = await api('POST', `/vendor/orders/${order.id}/documents/${path}`, parties.m, {
        amount: '5000',
        reason: typ === 'CRN' ? 'Rate agreed lower after delivery' : 'Loading billed short',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const { items } = await eInvoices(order.id);
    const notes = items.filter((i) => i.documentKind !== 'tax_invoice');
    expect(notes.map((n) => [n.documentKind, n.status]).sort()).toEqual([
      ['credit_note', 'registered'],
      ['debit_note', 'registered'],
    ]);
    for (const note of notes) {
      const stored = irp.invoices.get(note.irn!);
      expect(stored?.ackNo).toBe(note.ackNo);
      const path = note.documentKind === 'credit_note' ? 'credit-note' : 'debit-note';
      const pdf = await api('GET', `/me/orders/${order.id}/documents/${path}/${note.documentId}`, parties.b);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdfText(pdf.rawPayload)).toContain(note.irn!);
    }
  });
});

describe('cancelling an IRN', () => {
  it('cancels within 24 hours at the IRP, with its reason; the document is cancelled', async () => {
    await declare(true);
    const order = await b2bOrder();
    await ship(order.id);
    const [e] = (await eInvoices(order.id)).items;
    const bad = await api(
      'POST',
      `/vendor/orders/${order.id}/e-invoices/${e!.documentId}/cancel`,
      parties.m,
      {
        reason: '7',
        remark: '',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['reason', 'remark']);

    const res = await api(
      'POST',
      `/vendor/orders/${order.id}/e-invoices/${e!.documentId}/cancel`,
      parties.m,
      {
        reason: '2',
        remark: 'Wrong rate entered',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({ status: 'cancelled', state: 'cancelled', irn: e!.irn });
    expect(irp.invoices.get(e!.irn!)?.status).toBe('CNL');
    expect((await invoiceRow(order.id)).cancelReason).toMatch(/Data entry mistake — Wrong rate entered/);
    const twice = await api(
      'POST',
      `/vendor/orders/${order.id}/e-invoices/${e!.documentId}/cancel`,
      parties.m,
      {
        reason: '2',
        remark: 'Again',
      },
    );
    expect(twice.statusCode).toBe(409);
    // The buyer cannot cancel at the IRP (the contract matrix walks every other caller).
    const asBuyer = await api(
      'POST',
      `/vendor/orders/${order.id}/e-invoices/${e!.documentId}/cancel`,
      parties.b,
      {
        reason: '1',
        remark: 'Not mine',
      },
    );
    expect(asBuyer.statusCode).toBe(403);
  });

  it("shows the IRP's refusal after 24 hours (2270) and keeps the document registered", async () => {
    await declare(true);
    const order = await b2bOrder();
    await ship(order.id);
    const [e] = (await eInvoices(order.id)).items;
    irp.clock.offsetMs = 25 * 3_600_000;
    const res = await api(
      'POST',
      `/vendor/orders/${order.id}/e-invoices/${e!.documentId}/cancel`,
      parties.m,
      {
        reason: '3',
        remark: 'Order cancelled by the buyer',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/cancellation time limit is crossed.*\(error 2270\)/);
    expect((await invoiceRow(order.id)).state).toBe('registered');
  });
});
