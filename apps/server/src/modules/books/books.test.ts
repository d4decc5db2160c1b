// The manufacturer's books on the server (D35, D42): the register of a month's documents with its
// totals and HSN summary; the owner reads them, nobody else.
// Orders are written as accepted (test/orders.ts) and shipped through the API, which issues their
// tax invoices from the manufacturer's series.
import { indiaDay, type TaxLine } from '@granite/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, vendors } from '../../db/schema';
import { buyer, call } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { type OrderParties, orderParties } from '../../test/orders';

let t: TestApp;
let p: OrderParties;
const month = indiaDay(new Date()).slice(0, 7);
const SUPPLIER_GSTIN = '29AABCU9603R1ZJ';
const transport = { transporter: 'VRL Logistics', vehicleNumber: 'KA01AB1234', distanceKm: 42 };

const intra = (taxable: number): TaxLine[] => [
  { kind: 'cgst', rate: 9, amount: (taxable * 9) / 100 },
  { kind: 'sgst', rate: 9, amount: (taxable * 9) / 100 },
];
const inter = (taxable: number): TaxLine[] => [{ kind: 'igst', rate: 18, amount: (taxable * 18) / 100 }];

/** An order of `sqft` at ₹120 + 18 % GST to `place`, shipped (its tax invoice issued); its invoice number. */
async function shipped(
  sqft: number,
  place: string,
  buyerGstin: string | null,
  interState: boolean,
  supplierGstin = SUPPLIER_GSTIN,
) {
  const taxable = sqft * 12_000;
  const lines = interState ? inter(taxable) : intra(taxable);
  const gst = lines.reduce((s, l) => s + l.amount, 0);
  const o = await p.order({
    quantitySqft: sqft,
    subtotalPaise: taxable,
    gstPaise: gst,
    totalPaise: taxable + gst,
    taxLines: lines,
    hsn: '68029300',
    supplierState: 'Karnataka',
    supplierGstin,
    placeOfSupply: place,
    billingState: place,
    buyerGstin,
    buyerCompany: buyerGstin ? `Builder of ${place}` : null,
  });
  const res = await call(t.app, 'POST', `/api/v1/vendor/orders/${o.id}/ship`, {
    cookie: p.m.cookie,
    body: taxable + gst > 50_000_00 ? transport : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = (await t.app.deps.db.select().from(documents).where(eq(documents.orderId, o.id))).find(
    (d) => d.kind === 'tax_invoice',
  );
  expect(row?.number).toBeTruthy();
  return { orderId: o.id, number: row!.number!, total: taxable + gst, taxable, gst };
}

const get = (url: string, cookie?: string) => call(t.app, 'GET', `/api/v1${url}`, { cookie });

let cases: {
  b2bIntra: Awaited<ReturnType<typeof shipped>>;
  b2bInter: Awaited<ReturnType<typeof shipped>>;
  b2cl: Awaited<ReturnType<typeof shipped>>;
  b2csIntra: Awaited<ReturnType<typeof shipped>>;
  b2csInter: Awaited<ReturnType<typeof shipped>>;
  cancelled: Awaited<ReturnType<typeof shipped>>;
};

beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app);
  await t.app.deps.db
    .update(vendors)
    .set({ state: 'Karnataka', gstin: SUPPLIER_GSTIN, city: 'Bengaluru', pincode: '560058' })
    .where(eq(vendors.id, p.m.vendorId));
  cases = {
    b2bIntra: await shipped(1000, 'Karnataka', '29AAACR5055K1Z5', false), // ₹1,41,600
    b2bInter: await shipped(1000, 'Maharashtra', '27AAACR5055K1Z7', true), // ₹1,41,600
    b2cl: await shipped(1000, 'Tamil Nadu', null, true), // ₹1,41,600 > ₹1,00,000
    b2csIntra: await shipped(100, 'Karnataka', null, false), // ₹14,160
    b2csInter: await shipped(100, 'Tamil Nadu', null, true), // ₹14,160: inter-state but small
    cancelled: await shipped(200, 'Karnataka', '29AAACR5055K1Z5', false), // ₹28,320
  };
  const cancel = await call(
    t.app,
    'POST',
    `/api/v1/vendor/orders/${cases.cancelled.orderId}/documents/tax-invoice/cancel`,
    { cookie: p.m.cookie, body: { reason: 'Wrong buyer GSTIN' } },
  );
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(async () => t?.close());

const live = () => Object.values(cases).filter((c) => c !== cases.cancelled);

describe('the invoice register', () => {
  it('lists every document of the month, cancelled included, and totals the ones in force', async () => {
    const res = await get(`/vendor/books?month=${month}`, p.m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const reg = res.json();
    expect(reg.manufacturer).toMatchObject({ id: p.m.vendorId, gstin: SUPPLIER_GSTIN });
    expect(reg.rows).toHaveLength(6);
    const row = reg.rows.find((r: { number: string }) => r.number === cases.b2bInter.number);
    expect(row).toMatchObject({
      kind: 'tax_invoice',
      buyerName: 'Builder of Maharashtra',
      buyerGstin: '27AAACR5055K1Z7',
      placeOfSupply: 'Maharashtra',
      placeOfSupplyCode: '27',
      taxablePaise: 12_000_000,
      igstPaise: 2_160_000,
      cgstPaise: 0,
      totalPaise: 14_160_000,
      state: 'issued',
    });
    expect(reg.rows.find((r: { number: string }) => r.number === cases.cancelled.number).state).toBe(
      'cancelled',
    );
    // The totals are the sums of the documents in force (the cancelled one adds nothing).
    expect(reg.totals).toEqual({
      documents: 5,
      cancelled: 1,
      taxablePaise: live().reduce((s, c) => s + c.taxable, 0),
      cgstPaise: (cases.b2bIntra.gst + cases.b2csIntra.gst) / 2,
      sgstPaise: (cases.b2bIntra.gst + cases.b2csIntra.gst) / 2,
      igstPaise: cases.b2bInter.gst + cases.b2cl.gst + cases.b2csInter.gst,
      cessPaise: 0,
      totalPaise: live().reduce((s, c) => s + c.total, 0),
    });
    // The HSN summary adds up to the same taxable value and taxes.
    const hsnTotal = (k: string) => reg.hsn.reduce((s: number, h: Record<string, number>) => s + h[k]!, 0);
    expect(reg.hsn).toHaveLength(1);
    expect(reg.hsn[0]).toMatchObject({ hsn: '68029300', uqc: 'SQF', rate: 18, quantityX100: 320_000 });
    for (const k of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'cessPaise'])
      expect(hsnTotal(k), k).toBe(reg.totals[k]);
  });

  it('takes a span of days on the Indian calendar, and refuses a bad period naming the field', async () => {
    const today = indiaDay(new Date());
    const days = await get(`/vendor/books?from=${today}&to=${today}`, p.m.cookie);
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json().rows).toHaveLength(6);
    const before = await get('/vendor/books?from=2020-01-01&to=2020-01-31', p.m.cookie);
    expect(before.json().rows).toEqual([]);
    for (const [query, field] of [
      ['month=2026-13', 'month'],
      ['', 'month'],
      [`from=${today}`, 'to'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['from=2024-01-01&to=2026-01-01', 'to'],
    ] as const) {
      const res = await get(`/vendor/books?${query}`, p.m.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), query).toContain(field);
    }
  });

  it('downloads as CSV: one row per document and the totals', async () => {
    const res = await get(`/vendor/books/register.csv?month=${month}`, p.m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`Register-Vikram-Granites-${month}.csv`);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Kind,Number,Date,Buyer,Buyer GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Cess,Total,State',
    );
    expect(lines).toHaveLength(8);
    expect(lines.find((l) => l.includes(cases.b2cl.number))).toContain(
      '33-Tamil Nadu,120000.00,0.00,0.00,21600.00,0.00,141600.00,issued',
    );
    expect(lines[7]).toContain('Total of 5 in force (1 cancelled),,,,,,384000.00,');
  });
});

describe('who may read the books', () => {
  it('refuses another manufacturer (404), a buyer (403) and a signed-out caller (401); each reads only its own', async () => {
    const urls = [`/vendor/books?month=${month}`, `/vendor/books/register.csv?month=${month}`];
    const someBuyer = await buyer(t.app);
    for (const url of urls) {
      const withId = `${url}&manufacturerId=${p.m.vendorId}`;
      expect((await get(withId, p.other.cookie)).statusCode, url).toBe(404);
      expect((await get(withId, p.b.cookie)).statusCode, url).toBe(403);
      expect((await get(withId, someBuyer.cookie)).statusCode, url).toBe(403);
      expect((await get(withId)).statusCode, url).toBe(401);
    }
    const own = await get(`/vendor/books?month=${month}`, p.other.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().rows).toEqual([]);
  });
});
