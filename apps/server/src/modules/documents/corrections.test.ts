// D42 on the server: corrections are documents. A claim settled by a refund, a lower price or slabs
// returned issues a credit note (its own series, citing the invoice, the value and each tax reduced
// at the invoice's rates, the reason; the invoice credited once reversed in full; a value above what
// is left is a 400 naming the field, with nothing written); a debit note adds an amount billed short;
// a replacement issues a replacement challan and dispatches its slabs in one transaction; an advance
// confirmed before shipping gets a receipt voucher, which the tax invoice shows adjusted; the
// delivery challan has its own series and three marked copies; every document is signed for the
// manufacturer, by the signatory it names.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  financialYearOf,
  gstinCheckChar,
  indiaDay,
  type ManufacturerQuoteDetail,
  type OrderDocumentRef,
  slabSubtotalPaise,
  sqftX100,
} from '@granite/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents, lots, orderClaims, products, rateLimit, slabs, vendors } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { loadEverySlab } from '../../test/loading';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let categoryId: number;
let anAdmin: Person;
type Person = { cookie: string; userId: string };
type Maker = Person & { vendorId: number; productId: number };
type Slab = typeof slabs.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ dbPool: { max: 10, waitMs: 20_000, statementTimeoutMs: 0 } });
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  anAdmin = await admin(t.app);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const fy = financialYearOf(indiaDay(new Date())).slice(2);
const numberOf = (code: string, n: number) => `${code}/${fy}/${String(n).padStart(4, '0')}`;

let makers = 0;
/** A Karnataka manufacturer with a GSTIN of its own: documents are numbered per GSTIN (r.46(b)). */
async function maker(): Promise<Maker> {
  const v = await manufacturer(t.app);
  const first14 = `29AABCU${String(9603 + makers++).padStart(4, '0')}R1Z`;
  await t.app.deps.db
    .update(vendors)
    .set({
      address: '14 Peenya Industrial Area',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: first14 + gstinCheckChar(first14),
      gstStatus: 'regular',
    })
    .where(eq(vendors.id, v.vendorId));
  const [p] = await t.app.deps.db
    .insert(products)
    .values({ name: 'Absolute Black Slab', pricePaise: 15000, vendorId: v.vendorId, categoryId })
    .returning({ id: products.id });
  return { ...v, productId: p!.id };
}

let blockNo = 500;
/** A lot of slabs (mm) of the maker's product, all available. */
async function lotOf(m: Maker, sizes: [number, number][]): Promise<Slab[]> {
  const db = t.app.deps.db;
  const block = `B${++blockNo}`;
  const [lot] = await db
    .insert(lots)
    .values({
      productId: m.productId,
      vendorId: m.vendorId,
      blockNumber: block,
      lotNumber: 'L7',
      thicknessMm: 18,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Bengaluru',
    })
    .returning();
  return db
    .insert(slabs)
    .values(
      sizes.map(([l, w], i) => ({
        lotId: lot!.id,
        productId: m.productId,
        vendorId: m.vendorId,
        blockNumber: block,
        sequence: i + 1,
        lengthMm: l,
        widthMm: w,
        grossSqftX100: sqftX100(l, w),
        usableSqftX100: sqftX100(l, w) - 150,
      })),
    )
    .returning();
}

/** A confirmed order at ₹`price` per sq.ft, GST 18 %, no freight: typed sq.ft, or the slabs offered. */
async function confirmedOrder(
  m: Maker,
  b: Person,
  price: number,
  offer: { sqft: number } | { slabIds: number[] },
) {
  const asked = await api('POST', '/quote-requests', b, {
    customerName: 'Meera Iyer',
    mobileNumber: '9845012345',
    quantitySqft: 'sqft' in offer ? offer.sqft : 100,
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
    ...('slabIds' in offer ? { slabIds: offer.slabIds } : {}),
  });
  expect(replied.statusCode, replied.body).toBe(201);
  const replyId = (replied.json() as ManufacturerQuoteDetail).replies[0]!.id;
  const accepted = await api('POST', `/me/quote-replies/${replyId}/accept`, b);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const orderId = accepted.json().order.id as number;
  expect((await api('POST', `/vendor/orders/${orderId}/confirm`, m, {})).statusCode).toBe(200);
  return orderId;
}

async function shipAndDeliver(m: Maker, orderId: number) {
  // D49: an order of chosen slabs ships once the yard has loaded each one.
  await loadEverySlab(t.app, m.cookie, orderId);
  const shipped = await api('POST', `/vendor/orders/${orderId}/ship`, m, { transporter: 'VRL Logistics' });
  expect(shipped.statusCode, shipped.body).toBe(200);
  expect((await api('POST', `/vendor/orders/${orderId}/deliver`, m, {})).statusCode).toBe(200);
}

const raiseClaim = async (b: Person, orderId: number) => {
  const res = await api('POST', `/me/orders/${orderId}/claims`, b, {
    description: 'Two slabs have hairline cracks along the edge',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const closeClaim = (orderId: number, claimId: number, body: Record<string, unknown>) =>
  api('POST', `/admin/orders/${orderId}/claims/${claimId}/close`, anAdmin, body);

const listOf = async (who: Person, base: string, orderId: number): Promise<OrderDocumentRef[]> => {
  const res = await api('GET', `${base}/${orderId}/documents`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};

const dir = mkdtempSync(join(tmpdir(), 'corrections-'));
let pdfSerial = 0;
const pdfText = (bytes: Buffer) => {
  const file = join(dir, `${++pdfSerial}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const download = async (who: Person, url: string) => {
  const res = await call(t.app, 'GET', url, { cookie: who.cookie, ip: nextIp() });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res;
};
const recordOf = async (id: number) =>
  (await t.app.deps.db.select().from(documents).where(eq(documents.id, id)))[0]!;
const invoiceOf = async (orderId: number) =>
  (
    await t.app.deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'tax_invoice')))
  )[0]!;

describe(`credit and debit notes (CGST Act s.34, Rules r.53; ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let m: Maker;
  let b: Person;
  let orderId: number;
  beforeAll(async () => {
    m = await maker();
    await t.app.deps.db
      .update(vendors)
      .set({ signatoryName: 'Ramesh Gupta' })
      .where(eq(vendors.id, m.vendorId));
    b = await buyer(t.app);
    orderId = await confirmedOrder(m, b, 150, { sqft: 100 }); // ₹15,000 + 9 % CGST + 9 % SGST = ₹17,700
    await shipAndDeliver(m, orderId);
  });

  it('a claim settled by a refund issues a credit note citing the invoice; above the value left is a 400 naming the field and writes nothing', async () => {
    const claimId = await raiseClaim(b, orderId);
    const tooMuch = await closeClaim(orderId, claimId, {
      outcome: 'credit-note',
      creditBasis: 'refund',
      creditAmount: '15000.01',
      note: 'Refund for two cracked slabs',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.creditAmount).toBe(
      'must not be above the value of the invoice left to credit (₹15,000)',
    );
    const noAmount = await closeClaim(orderId, claimId, {
      outcome: 'credit-note',
      creditBasis: 'refund',
      note: 'Refund for two cracked slabs',
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error.fields).toHaveProperty('creditAmount');
    const [still] = await t.app.deps.db.select().from(orderClaims).where(eq(orderClaims.id, claimId));
    expect(still!.status).toBe('open');
    expect(
      await t.app.deps.db
        .select()
        .from(documents)
        .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'credit_note'))),
    ).toEqual([]);

    const closed = await closeClaim(orderId, claimId, {
      outcome: 'credit-note',
      creditBasis: 'refund',
      creditAmount: '5,000',
      note: 'Refund for two cracked slabs',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      outcome: 'credit-note',
      documentNumber: numberOf('CN', 1),
    });

    const invoice = await invoiceOf(orderId);
    for (const [who, base] of [
      [b, '/me/orders'],
      [m, '/vendor/orders'],
    ] as const) {
      const note = (await listOf(who, base, orderId)).find((d) => d.kind === 'credit-note')!;
      expect(note).toMatchObject({
        title: 'Credit note',
        number: numberOf('CN', 1),
        documentKind: 'credit_note',
        state: 'issued',
        valuePaise: 590_000, // ₹5,000 + ₹450 CGST + ₹450 SGST
      });
      expect(note.cites).toEqual({
        title: 'Tax invoice',
        number: invoice.number,
        issuedAt: invoice.issuedAt!.toISOString(),
      });
      expect(note.url).toMatch(new RegExp(`^/api/v1${base}/${orderId}/documents/credit-note/\\d+$`));
    }
    const record = await recordOf(
      (await listOf(b, '/me/orders', orderId))
        .find((d) => d.kind === 'credit-note')!
        .url.split('/')
        .map(Number)
        .at(-1)!,
    );
    expect(record).toMatchObject({ series: 'credit_note', correctsId: invoice.id, state: 'issued' });
    expect((record.snapshot as { correction: unknown }).correction).toMatchObject({
      taxableValue: 500_000,
      taxLines: [
        { kind: 'cgst', rate: 9, amount: 45_000 },
        { kind: 'sgst', rate: 9, amount: 45_000 },
      ],
      total: 590_000,
      claimId,
    });
    expect(invoice.state).toBe('issued');
  });

  it('the credit note reads like one: its number and date, the invoice cited, the value and each tax reduced, the reason, signed for the manufacturer by its signatory', async () => {
    const note = (await listOf(b, '/me/orders', orderId)).find((d) => d.kind === 'credit-note')!;
    const first = await download(b, note.url);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="Credit-Note-CN-${fy}-0001.pdf"`);
    const text = pdfText(first.rawPayload);
    const invoice = await invoiceOf(orderId);
    for (const expected of [
      'CREDIT NOTE',
      numberOf('CN', 1),
      invoice.number!,
      'GSTIN: 29AABCU9603R1ZJ',
      '29-Karnataka',
      'Taxable value reduced',
      '5,000.00',
      'CGST @ 9%',
      'SGST @ 9%',
      '450.00',
      '5,900.00',
      'Rupees Five Thousand Nine Hundred Only',
      'Refund for two cracked slabs',
      'section 34(1)',
      `For ${(await t.app.deps.db.select().from(vendors).where(eq(vendors.id, m.vendorId)))[0]!.businessName}`,
      'Ramesh Gupta',
      'Authorised Signatory',
    ])
      expect(text).toContain(expected);
    // The same bytes for every reader, every time; another buyer gets 404.
    const again = await download(m, note.url.replace('/me/orders', '/vendor/orders'));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const stranger = await buyer(t.app);
    expect((await call(t.app, 'GET', note.url, { cookie: stranger.cookie, ip: nextIp() })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(t.app, 'GET', note.url.replace('credit-note', 'debit-note'), {
          cookie: b.cookie,
          ip: nextIp(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the manufacturer credits the rest: each tax is reversed to the paisa, the invoice becomes credited, and no further credit is taken', async () => {
    const notOwner = await api('POST', `/vendor/orders/${orderId}/documents/credit-notes`, await maker(), {
      amount: '1',
      reason: 'Not my order',
    });
    expect(notOwner.statusCode).toBe(404);
    const badReason = await api('POST', `/vendor/orders/${orderId}/documents/credit-notes`, m, {
      amount: '10000',
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().error.fields).toHaveProperty('reason');
    const rest = await api('POST', `/vendor/orders/${orderId}/documents/credit-notes`, m, {
      amount: '10000',
      reason: 'Order cancelled after delivery: goods taken back',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const notes = (rest.json().items as OrderDocumentRef[]).filter((d) => d.kind === 'credit-note');
    expect(notes.map((n) => [n.number, n.valuePaise])).toEqual([
      [numberOf('CN', 1), 590_000],
      [numberOf('CN', 2), 1_180_000],
    ]);
    const invoice = await invoiceOf(orderId);
    expect(invoice.state).toBe('credited');
    expect(rest.json().items.find((d: OrderDocumentRef) => d.kind === 'tax-invoice').state).toBe('credited');
    const again = await api('POST', `/vendor/orders/${orderId}/documents/credit-notes`, m, {
      amount: '1',
      reason: 'One rupee more',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/reversed in full/);
    const debit = await api('POST', `/vendor/orders/${orderId}/documents/debit-notes`, m, {
      amount: '1',
      reason: 'One rupee more',
    });
    expect(debit.statusCode).toBe(409);
  });

  it('a debit note adds an amount billed short; credit is then measured against the value with it; two credits at once for the value left issue one', async () => {
    const order2 = await confirmedOrder(m, b, 150, { sqft: 100 });
    const early = await api('POST', `/vendor/orders/${order2}/documents/debit-notes`, m, {
      amount: '500',
      reason: 'Loading charges billed short',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/no issued tax invoice/);
    await shipAndDeliver(m, order2);
    const debit = await api('POST', `/admin/orders/${order2}/documents/debit-notes`, anAdmin, {
      amount: '500',
      reason: 'Loading charges billed short',
    });
    expect(debit.statusCode, debit.body).toBe(201);
    const d = (debit.json().items as OrderDocumentRef[]).find((x) => x.kind === 'debit-note')!;
    expect(d).toMatchObject({ number: numberOf('DN', 1), valuePaise: 59_000 });
    const text = pdfText((await download(b, d.url.replace('/admin/orders', '/me/orders'))).rawPayload);
    for (const expected of ['DEBIT NOTE', 'Taxable value added', '500.00', '45.00', 'section 34(3)'])
      expect(text).toContain(expected);
    // ₹15,000 + ₹500 is left; two requests for all of it at once: one credit note, the other refused.
    const both = await Promise.all(
      [1, 2].map(() =>
        api('POST', `/vendor/orders/${order2}/documents/credit-notes`, m, {
          amount: '15500',
          reason: 'Whole order returned',
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const numbers = (
      await t.app.deps.db
        .select({ number: documents.number })
        .from(documents)
        .where(and(eq(documents.manufacturerId, m.vendorId), eq(documents.kind, 'credit_note')))
    ).map((r) => r.number);
    expect(numbers.sort()).toEqual([numberOf('CN', 1), numberOf('CN', 2), numberOf('CN', 3)]);
    const invoice = await invoiceOf(order2);
    expect(invoice.state).toBe('credited');
    const note = await t.app.deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order2), eq(documents.kind, 'credit_note')));
    // The invoice's ₹1,350 + ₹1,350 and the debit note's ₹45 + ₹45, reversed exactly.
    expect((note[0]!.snapshot as { correction: { taxLines: unknown } }).correction.taxLines).toEqual([
      { kind: 'cgst', rate: 9, amount: 139_500 },
      { kind: 'sgst', rate: 9, amount: 139_500 },
    ]);
  });

  it('a claim closed with no action issues nothing; a replacement without slabs is a 400 naming them', async () => {
    const order3 = await confirmedOrder(m, b, 150, { sqft: 100 });
    await shipAndDeliver(m, order3);
    const claimId = await raiseClaim(b, order3);
    const bare = await closeClaim(order3, claimId, { outcome: 'replaced', note: 'Two slabs replaced' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty('replacementSlabIds');
    const mixed = await closeClaim(order3, claimId, {
      outcome: 'resolved',
      note: 'Settled',
      creditAmount: '100',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields.creditAmount).toBe('is only for a credit note');
    const resolved = await closeClaim(order3, claimId, {
      outcome: 'resolved',
      note: 'Settled between the parties',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ outcome: 'resolved', documentNumber: null });
    const kinds = (await listOf(b, '/me/orders', order3)).map((x) => x.kind);
    expect(kinds).toEqual(['proforma', 'tax-invoice', 'challan']);
  });
});

describe('slabs returned, slabs replaced, an advance (D42)', () => {
  let m: Maker;
  let b: Person;
  let orderId: number;
  let lot: Slab[];
  let paymentId: number;
  beforeAll(async () => {
    m = await maker();
    b = await buyer(t.app);
    lot = await lotOf(m, [
      [3050, 1850],
      [3000, 1800],
      [2950, 1900],
      [3100, 1750],
      [2800, 1650],
    ]);
    orderId = await confirmedOrder(m, b, 150, { slabIds: lot.slice(0, 3).map((s) => s.id) });
  });

  it('an advance recorded and confirmed before shipping gets a receipt voucher (r.50)', async () => {
    const paid = await api('POST', `/me/orders/${orderId}/payments`, b, {
      amount: '20000',
      paidOn: indiaDay(new Date()),
      method: 'NEFT',
      reference: 'SBIN0012345678',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    paymentId = paid.json().payment.id;
    expect((await listOf(b, '/me/orders', orderId)).some((d) => d.kind === 'receipt-voucher')).toBe(false);
    const confirmed = await api('POST', `/vendor/orders/${orderId}/payments/${paymentId}/confirm`, m, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const voucher = (await listOf(b, '/me/orders', orderId)).find((d) => d.kind === 'receipt-voucher')!;
    expect(voucher).toMatchObject({ number: numberOf('RV', 1), valuePaise: 2_000_000, state: 'issued' });
    const text = pdfText((await download(b, voucher.url)).rawPayload);
    for (const expected of [
      'RECEIPT VOUCHER',
      numberOf('RV', 1),
      'SBIN0012345678',
      'NEFT',
      '20,000.00',
      'CGST @ 9%',
      'Rupees Twenty Thousand Only',
      'rule 50',
      'Authorised Signatory',
    ])
      expect(text).toContain(expected);
  });

  it('shipping issues the delivery challan from its own series, in three marked copies with value and tax; the invoice shows the advance adjusted', async () => {
    await shipAndDeliver(m, orderId);
    const list = await listOf(b, '/me/orders', orderId);
    const challan = list.find((d) => d.kind === 'challan')!;
    expect(challan).toMatchObject({ number: numberOf('DC', 1), documentKind: 'delivery_challan' });
    const challanText = pdfText((await download(b, challan.url)).rawPayload);
    const billed = lot.slice(0, 3).reduce((n, s) => n + s.usableSqftX100, 0);
    const taxable = slabSubtotalPaise(15000, billed);
    const rupees = (paise: number) =>
      new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100);
    for (const expected of [
      'DELIVERY CHALLAN',
      'ORIGINAL FOR CONSIGNEE',
      'DUPLICATE FOR TRANSPORTER',
      'TRIPLICATE FOR CONSIGNER',
      numberOf('DC', 1),
      'Taxable value',
      rupees(taxable),
      'CGST @ 9%',
      'Page 3 of 3',
    ])
      expect(challanText).toContain(expected);
    const invoice = list.find((d) => d.kind === 'tax-invoice')!;
    const invoiceText = pdfText((await download(b, invoice.url)).rawPayload);
    expect(invoiceText).toContain('Less: advance received, receipt voucher');
    expect(invoiceText).toContain(numberOf('RV', 1));
    expect(invoiceText).toContain('Balance payable');
    // A payment recorded after shipping is no advance: no voucher.
    const later = await api('POST', `/me/orders/${orderId}/payments`, b, {
      amount: '1000',
      paidOn: indiaDay(new Date()),
      method: 'UPI',
      reference: '412345678901',
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(
      (await api('POST', `/vendor/orders/${orderId}/payments/${later.json().payment.id}/confirm`, m, {}))
        .statusCode,
    ).toBe(200);
    expect((await listOf(b, '/me/orders', orderId)).filter((d) => d.kind === 'receipt-voucher')).toHaveLength(
      1,
    );
  });

  it('slabs returned: a credit note valued at their billed sq.ft; a slab not of the order, or returned twice, is a 400 naming returnedSlabIds', async () => {
    const claimId = await raiseClaim(b, orderId);
    const foreign = await closeClaim(orderId, claimId, {
      outcome: 'credit-note',
      creditBasis: 'return',
      returnedSlabIds: [lot[4]!.id],
      note: 'Slab taken back',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.returnedSlabIds).toBe('must name slabs of this order');
    const closed = await closeClaim(orderId, claimId, {
      outcome: 'credit-note',
      creditBasis: 'return',
      returnedSlabIds: [lot[1]!.id],
      note: 'Cracked slab taken back',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const value = slabSubtotalPaise(15000, lot[1]!.usableSqftX100);
    const note = (await listOf(m, '/vendor/orders', orderId)).find((d) => d.kind === 'credit-note')!;
    expect(note.valuePaise).toBe(value + 2 * Math.round((value * 9) / 100));
    const text = pdfText((await download(m, note.url)).rawPayload);
    expect(text).toContain('slabs returned');
    expect(text).toMatch(/Lot L7 · block B\d+ · slab 2/);

    const again = await raiseClaim(b, orderId);
    const twice = await closeClaim(orderId, again, {
      outcome: 'credit-note',
      creditBasis: 'return',
      returnedSlabIds: [lot[1]!.id],
      note: 'Same slab again',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.returnedSlabIds).toMatch(/already returned/);
  });

  it('a replacement issues a replacement challan and dispatches its slabs in one transaction; a slab not available is a 400 and nothing moves', async () => {
    const claimId = (
      await t.app.deps.db
        .select()
        .from(orderClaims)
        .where(and(eq(orderClaims.orderId, orderId), eq(orderClaims.status, 'open')))
    )[0]!.id;
    const other = await lotOf(await maker(), [[3000, 1800]]);
    const refused = await closeClaim(orderId, claimId, {
      outcome: 'replaced',
      replacementSlabIds: [lot[3]!.id, other[0]!.id],
      note: 'Two slabs sent as replacements',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.replacementSlabIds).toBe(
      'must name available slabs of this manufacturer',
    );
    const sold = await closeClaim(orderId, claimId, {
      outcome: 'replaced',
      replacementSlabIds: [lot[0]!.id],
      note: 'Sent again',
    });
    expect(sold.statusCode).toBe(400);
    expect(sold.json().error.fields.replacementSlabIds).toMatch(/is dispatched$/);
    const before = await t.app.deps.db
      .select()
      .from(slabs)
      .where(inArray(slabs.id, [lot[3]!.id, lot[4]!.id]));
    expect(before.map((s) => s.status)).toEqual(['available', 'available']);

    const closed = await closeClaim(orderId, claimId, {
      outcome: 'replaced',
      replacementSlabIds: [lot[3]!.id, lot[4]!.id],
      note: 'Two slabs sent as replacements',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ outcome: 'replaced', documentNumber: numberOf('RC', 1) });
    const after = await t.app.deps.db
      .select()
      .from(slabs)
      .where(inArray(slabs.id, [lot[3]!.id, lot[4]!.id]));
    expect(after.map((s) => s.status)).toEqual(['dispatched', 'dispatched']);
    const challan = (await listOf(b, '/me/orders', orderId)).find((d) => d.kind === 'replacement-challan')!;
    expect(challan.number).toBe(numberOf('RC', 1));
    const text = pdfText((await download(b, challan.url)).rawPayload);
    for (const expected of [
      'REPLACEMENT CHALLAN',
      'ORIGINAL FOR CONSIGNEE',
      'DUPLICATE FOR TRANSPORTER',
      'TRIPLICATE FOR CONSIGNER',
      '2 slabs',
      '(not charged)',
      'Circular No. 195/07/2023-GST',
    ])
      expect(text).toContain(expected);
  });
});

describe('an advance confirmed while the order ships (r.50)', () => {
  it('either the voucher comes first and the invoice adjusts it, or the payment is against the invoice and has none', async () => {
    const m = await maker();
    const b = await buyer(t.app);
    const orderId = await confirmedOrder(m, b, 150, { sqft: 100 });
    const paid = await api('POST', `/me/orders/${orderId}/payments`, b, {
      amount: '5000',
      paidOn: indiaDay(new Date()),
      method: 'IMPS',
      reference: 'IMPS20261207001',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [confirmed, shipped] = await Promise.all([
      api('POST', `/vendor/orders/${orderId}/payments/${paid.json().payment.id}/confirm`, m, {}),
      api('POST', `/vendor/orders/${orderId}/ship`, m, { transporter: 'VRL Logistics' }),
    ]);
    expect([confirmed.statusCode, shipped.statusCode]).toEqual([200, 200]);
    const vouchers = await t.app.deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'receipt_voucher')));
    const advances = ((await invoiceOf(orderId)).snapshot as { advances?: { voucherNumber: string }[] })
      .advances;
    expect(vouchers.map((v) => v.number)).toEqual((advances ?? []).map((a) => a.voucherNumber));
  });
});

describe('the signatory in Settings', () => {
  it('is saved with the profile and printed on the documents; an empty box removes it', async () => {
    const m = await maker();
    const profile = (await api('GET', '/vendor/profile', m)).json();
    const body = {
      businessName: profile.businessName,
      ownerName: profile.ownerName,
      email: profile.email,
      phone: profile.phone,
      address: profile.address,
      city: profile.city,
      state: profile.state,
      pincode: profile.pincode,
      gstin: profile.gstin,
      description: profile.description,
      version: profile.version,
    };
    const saved = await api('PUT', '/vendor/profile', m, { ...body, signatoryName: ' Anita Sharma ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().signatoryName).toBe('Anita Sharma');
    // Left out, it stays.
    const kept = await api('PUT', '/vendor/profile', m, { ...body, version: saved.json().version });
    expect(kept.json().signatoryName).toBe('Anita Sharma');
    const b = await buyer(t.app);
    const orderId = await confirmedOrder(m, b, 150, { sqft: 40 });
    const proforma = await api('GET', `/me/orders/${orderId}/documents/proforma`, b);
    expect(pdfText(proforma.rawPayload)).toContain('Anita Sharma');
    const cleared = await api('PUT', '/vendor/profile', m, {
      ...body,
      version: kept.json().version,
      signatoryName: '',
    });
    expect(cleared.json().signatoryName).toBeNull();
  });
});
