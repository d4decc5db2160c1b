// The manufacturer's books on the server (D35, D42): the register of a month's documents with its
// totals and HSN summary, the month's GSTR-1 JSON (each case in its section with its place of
// supply, a cancelled invoice only in doc_issue, valid against gstr1.schema.json), and the vouchers
// for Tally (each balances, read back with an XML parser); the owner reads them, nobody else.
// Orders are written as accepted (test/orders.ts) and shipped through the API, which issues their
// tax invoices from the manufacturer's series.
import { indiaDay, type TaxLine } from '@granite/shared';
import Ajv from 'ajv';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, vendors } from '../../db/schema';
import { buyer, call } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { type OrderParties, orderParties } from '../../test/orders';
import schema from './gstr1.schema.json' with { type: 'json' };
import { decimalText } from './register';

let t: TestApp;
let p: OrderParties;
const month = indiaDay(new Date()).slice(0, 7);
const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
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
  // D42: ₹10,000 of the inter-state B2B invoice credited back (IGST 18 % = ₹1,800).
  const noted = await call(
    t.app,
    'POST',
    `/api/v1/vendor/orders/${cases.b2bInter.orderId}/documents/credit-notes`,
    {
      cookie: p.m.cookie,
      body: { amount: '10000', reason: 'Two slabs chipped at the edge' },
    },
  );
  expect(noted.statusCode, noted.body).toBe(201);
  const [note] = await t.app.deps.db.select().from(documents).where(eq(documents.kind, 'credit_note'));
  creditNote = { number: note!.number!, taxable: 10_000_00, igst: 1_800_00, total: 11_800_00 };
  // D36: a confirmed payment is a receipt of the books.
  const paid = await call(t.app, 'POST', `/api/v1/me/orders/${cases.b2bIntra.orderId}/payments`, {
    cookie: p.b.cookie,
    body: { amount: '42480', paidOn: indiaDay(new Date()), method: 'NEFT', reference: 'HDFCN52024112612345' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const confirmed = await call(
    t.app,
    'POST',
    `/api/v1/vendor/orders/${cases.b2bIntra.orderId}/payments/${paid.json().payment.id}/confirm`,
    { cookie: p.m.cookie, body: {} },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});
afterAll(async () => t?.close());

let creditNote: { number: string; taxable: number; igst: number; total: number };

const live = () => Object.values(cases).filter((c) => c !== cases.cancelled);

describe('amounts in the files', () => {
  it('are written from integer paise as plain decimals, with no float drift', () => {
    const text = (amount: number) => decimalText({ amount, currency: 'INR' });
    expect(text(141_600)).toBe('1416.00');
    expect(text(5)).toBe('0.05');
    expect(text(-5)).toBe('-0.05');
    expect(text(0)).toBe('0.00');
    // 0.1 + 0.2 in rupees: the sum of paise is exact, and so is its text.
    expect(text(10 + 20)).toBe('0.30');
    expect(text(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });
});

describe('the invoice register', () => {
  it('lists every document of the month, cancelled included, and totals the ones in force', async () => {
    const res = await get(`/vendor/books?month=${month}`, p.m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const reg = res.json();
    expect(reg.manufacturer).toMatchObject({ id: p.m.vendorId, gstin: SUPPLIER_GSTIN });
    expect(reg.rows).toHaveLength(7);
    // The credit note reduces: its row's figures are negative.
    expect(reg.rows.find((r: { kind: string }) => r.kind === 'credit_note')).toMatchObject({
      number: creditNote.number,
      buyerGstin: '27AAACR5055K1Z7',
      placeOfSupplyCode: '27',
      taxablePaise: -creditNote.taxable,
      igstPaise: -creditNote.igst,
      totalPaise: -creditNote.total,
    });
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
      documents: 6,
      cancelled: 1,
      taxablePaise: live().reduce((s, c) => s + c.taxable, 0) - creditNote.taxable,
      cgstPaise: (cases.b2bIntra.gst + cases.b2csIntra.gst) / 2,
      sgstPaise: (cases.b2bIntra.gst + cases.b2csIntra.gst) / 2,
      igstPaise: cases.b2bInter.gst + cases.b2cl.gst + cases.b2csInter.gst - creditNote.igst,
      cessPaise: 0,
      totalPaise: live().reduce((s, c) => s + c.total, 0) - creditNote.total,
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
    expect(days.json().rows).toHaveLength(7);
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
    expect(lines).toHaveLength(9);
    expect(lines.find((l) => l.includes(cases.b2cl.number))).toContain(
      '33-Tamil Nadu,120000.00,0.00,0.00,21600.00,0.00,141600.00,issued',
    );
    expect(lines.find((l) => l.includes(creditNote.number))).toContain('Credit note,');
    expect(lines[8]).toContain('Total of 6 in force (1 cancelled),,,,,,374000.00,');
  });
});

type Gstr1 = {
  gstin: string;
  fp: string;
  b2b: {
    ctin: string;
    inv: { inum: string; pos: string; val: number; itms: { itm_det: Record<string, number> }[] }[];
  }[];
  b2cl: { pos: string; inv: { inum: string; val: number }[] }[];
  b2cs: { sply_ty: string; pos: string; rt: number; txval: number; iamt?: number; camt?: number }[];
  cdnr: unknown[];
  hsn: Record<string, { txval: number; qty: number }[]>;
  doc_issue: {
    doc_det: {
      doc_num: number;
      docs: { from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
};

describe('GSTR-1 JSON', () => {
  let json: Gstr1;
  let otherRegistration: Awaited<ReturnType<typeof shipped>>;
  beforeAll(async () => {
    // An invoice issued under another GSTIN of the manufacturer belongs to that GSTIN's return.
    otherRegistration = await shipped(100, 'Karnataka', null, false, '29AABCU9603R2ZI');
    const res = await get(`/vendor/books/gstr1.json?month=${month}`, p.m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`GSTR1-${SUPPLIER_GSTIN}-${fp}.json`);
    json = res.json();
  });

  it('is valid against the schema of what the offline tool imports', () => {
    const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json).toMatchObject({ gstin: SUPPLIER_GSTIN, fp });
  });

  it('puts B2B invoices under the buyer GSTIN with the place of supply: intra-state CGST + SGST, inter-state IGST', () => {
    const byCtin = Object.fromEntries(json.b2b.map((b) => [b.ctin, b.inv]));
    expect(Object.keys(byCtin).sort()).toEqual(['27AAACR5055K1Z7', '29AAACR5055K1Z5']);
    const [intraInv] = byCtin['29AAACR5055K1Z5']!;
    expect(intraInv).toMatchObject({
      inum: cases.b2bIntra.number,
      pos: '29',
      val: 141600,
      rchrg: 'N',
      inv_typ: 'R',
    });
    expect(intraInv!.itms[0]!.itm_det).toEqual({ rt: 18, txval: 120000, camt: 10800, samt: 10800, csamt: 0 });
    const [interInv] = byCtin['27AAACR5055K1Z7']!;
    expect(interInv).toMatchObject({ inum: cases.b2bInter.number, pos: '27' });
    expect(interInv!.itms[0]!.itm_det).toEqual({ rt: 18, txval: 120000, iamt: 21600, csamt: 0 });
  });

  it('puts a large inter-state sale to an unregistered buyer in B2CL and the rest in B2CS by place and rate', () => {
    expect(json.b2cl).toEqual([
      {
        pos: '33',
        inv: [
          {
            inum: cases.b2cl.number,
            idt: expect.stringMatching(/^\d\d-\d\d-\d{4}$/),
            val: 141600,
            itms: [{ num: 1, itm_det: { rt: 18, txval: 120000, iamt: 21600, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cs).toEqual(
      expect.arrayContaining([
        { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 12000, camt: 1080, samt: 1080, csamt: 0 },
        { sply_ty: 'INTER', pos: '33', typ: 'OE', rt: 18, txval: 12000, iamt: 2160, csamt: 0 },
      ]),
    );
    expect(json.b2cs).toHaveLength(2);
  });

  it('puts a credit note to a registered buyer in CDNR under its GSTIN, and counts it in doc_issue', () => {
    expect(json.cdnr).toEqual([
      {
        ctin: '27AAACR5055K1Z7',
        nt: [
          {
            ntty: 'C',
            nt_num: creditNote.number,
            nt_dt: expect.stringMatching(/^\d\d-\d\d-\d{4}$/),
            val: 11800,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 18, txval: 10000, iamt: 1800, csamt: 0 } }],
          },
        ],
      },
    ]);
    const notes = json.doc_issue.doc_det.find((d) => d.doc_num === 5)!;
    expect(notes.docs).toEqual([
      { num: 1, from: creditNote.number, to: creditNote.number, totnum: 1, cancel: 0, net_issue: 1 },
    ]);
  });

  it('holds only the documents issued under its GSTIN', () => {
    // The other registration numbers from a series of its own (CGST Rules r.46(b)), so its first
    // invoice reads like this GSTIN's first: the return counts this GSTIN's six invoices only.
    expect(otherRegistration.number).toMatch(/\/0001$/);
    const invoices = json.doc_issue.doc_det.find((d) => d.doc_num === 1)!;
    expect(invoices.docs).toEqual([expect.objectContaining({ totnum: 6 })]);
  });

  it('counts a cancelled invoice in doc_issue only', () => {
    const text = JSON.stringify({ ...json, doc_issue: null });
    expect(text).not.toContain(cases.cancelled.number);
    const invoices = json.doc_issue.doc_det.find((d) => d.doc_num === 1)!;
    expect(invoices.docs).toHaveLength(1);
    const numbers = Object.values(cases)
      .map((c) => c.number)
      .sort();
    expect(invoices.docs[0]).toMatchObject({
      from: numbers[0],
      to: numbers[5],
      totnum: 6,
      cancel: 1,
      net_issue: 5,
    });
  });

  it('splits the HSN summary into B2B and B2C (Phase-III), adding up to the invoices in force', () => {
    const rows = [...(json.hsn.hsn_b2b ?? []), ...(json.hsn.hsn_b2c ?? [])];
    const paise = rows.reduce((s, h) => s + Math.round(h.txval * 100), 0);
    expect(paise).toBe(live().reduce((s, c) => s + c.taxable, 0) - creditNote.taxable);
    expect(json.hsn.hsn_b2b!.map((h) => h.qty)).toEqual([2000]);
    expect(json.hsn.hsn_b2c!.map((h) => h.qty)).toEqual([1200]);
  });

  it('is refused (409) for a manufacturer without a GSTIN, and for a month as days (400)', async () => {
    const none = await get(`/vendor/books/gstr1.json?month=${month}`, p.other.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toContain('GSTIN');
    const days = await get('/vendor/books/gstr1.json?from=2026-01-01&to=2026-01-31', p.m.cookie);
    expect(days.statusCode).toBe(400);
  });
});

describe('Tally XML', () => {
  type Entry = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: string };
  type Voucher = {
    '@_VCHTYPE': string;
    DATE: string;
    VOUCHERNUMBER?: string;
    PARTYLEDGERNAME: string;
    PARTYGSTIN?: string;
    PLACEOFSUPPLY?: string;
    'ALLLEDGERENTRIES.LIST': Entry[];
  };
  let vouchers: Voucher[];
  beforeAll(async () => {
    const res = await get(`/vendor/books/tally.xml?month=${month}`, p.m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const doc = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
    }).parse(res.body);
    expect(doc.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
    expect(doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('Vouchers');
    vouchers = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map(
      (m: { VOUCHER: Voucher }) => m.VOUCHER,
    );
  });

  const paiseOf = (amount: string) => {
    expect(amount).toMatch(/^-?\d+\.\d\d$/);
    return Number(amount.replace('.', ''));
  };

  it('has a Sales voucher per invoice in force and a Receipt per confirmed payment, each balancing to zero', () => {
    // The five invoices in force of the month's GSTIN, the one of another registration, the credit
    // note and the payment.
    expect(vouchers.map((v) => v['@_VCHTYPE']).sort()).toEqual([
      'Credit Note',
      'Receipt',
      'Sales',
      'Sales',
      'Sales',
      'Sales',
      'Sales',
      'Sales',
    ]);
    for (const v of vouchers) {
      const entries = v['ALLLEDGERENTRIES.LIST'];
      expect(
        entries.reduce((s, e) => s + paiseOf(e.AMOUNT), 0),
        v.VOUCHERNUMBER,
      ).toBe(0);
      // Tally's sign: a debit is deemed positive with a negative amount.
      for (const e of entries) expect(e.ISDEEMEDPOSITIVE).toBe(paiseOf(e.AMOUNT) < 0 ? 'Yes' : 'No');
    }
    expect(vouchers.some((v) => v.VOUCHERNUMBER === cases.cancelled.number)).toBe(false);
  });

  it('debits the buyer with the total and credits sales and the output taxes', () => {
    const v = vouchers.find((x) => x.VOUCHERNUMBER === cases.b2bInter.number)!;
    expect(v).toMatchObject({
      DATE: indiaDay(new Date()).replaceAll('-', ''),
      PARTYLEDGERNAME: 'Builder of Maharashtra',
      PARTYGSTIN: '27AAACR5055K1Z7',
      PLACEOFSUPPLY: 'Maharashtra',
    });
    expect(v['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.AMOUNT])).toEqual([
      ['Builder of Maharashtra', '-141600.00'],
      ['Sales', '120000.00'],
      ['Output IGST', '21600.00'],
    ]);
    const intraV = vouchers.find((x) => x.VOUCHERNUMBER === cases.b2bIntra.number)!;
    expect(intraV['ALLLEDGERENTRIES.LIST'].map((e) => e.LEDGERNAME)).toEqual([
      'Builder of Karnataka',
      'Sales',
      'Output CGST',
      'Output SGST',
    ]);
    // A credit note reverses: the buyer credited, sales and the tax debited.
    const note = vouchers.find((x) => x['@_VCHTYPE'] === 'Credit Note')!;
    expect(note.VOUCHERNUMBER).toBe(creditNote.number);
    expect(note['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.AMOUNT])).toEqual([
      ['Builder of Maharashtra', '11800.00'],
      ['Sales', '-10000.00'],
      ['Output IGST', '-1800.00'],
    ]);
    const receipt = vouchers.find((x) => x['@_VCHTYPE'] === 'Receipt')!;
    expect(receipt['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.AMOUNT])).toEqual([
      ['Bank', '-42480.00'],
      ['Builder of Karnataka', '42480.00'],
    ]);
  });
});

describe('who may read the books', () => {
  it('refuses another manufacturer (404), a buyer (403) and a signed-out caller (401); each reads only its own', async () => {
    const urls = [
      `/vendor/books?month=${month}`,
      `/vendor/books/register.csv?month=${month}`,
      `/vendor/books/gstr1.json?month=${month}`,
      `/vendor/books/tally.xml?month=${month}`,
    ];
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
