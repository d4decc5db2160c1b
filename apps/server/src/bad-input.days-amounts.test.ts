// Bad input, field by field: every calendar day and every amount of rupees the API takes refuses a
// day that does not exist (2026-02-30), one outside 2000–2099, and amounts that are not plain
// decimals ("0x10", "1e3") or that would round to ₹0 ("1e-9") with a 400 naming the field, and
// writes nothing — never the 500 of a value the database refuses later. The fields are found by
// walking every schema of @granite/shared (CalendarDay, rupeesSchema), so a new day or amount
// field fails the first test until a request here covers it.

import * as shared from '@granite/shared';
import { CalendarDay, indiaDay, RUPEES_SCHEMAS } from '@granite/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests } from './db/schema';
import { admin, call } from './test/accounts';
import { createTestApp, onPostgres, type TestApp } from './test/app';
import { type OrderParties, orderParties } from './test/orders';

let t: TestApp;
let p: OrderParties;
let anAdmin: Awaited<ReturnType<typeof admin>>;
let all: Case[];

beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app);
  anAdmin = await admin(t.app);
  all = await cases();
});
afterAll(async () => t?.close());

type Kind = 'day' | 'amount';

// ------------------------------------------------------------------------------------ the fields

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string; checks?: unknown[] } } };
const isZod = (v: unknown): v is ZodLike =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as ZodLike)._zod?.def === 'object';
const DAY_CHECK = (CalendarDay as unknown as ZodLike)._zod.def.checks!.at(-1);

/** "Schema.field" of every field that is a calendar day or an amount of rupees. */
function dayAndAmountFields(): Map<string, Kind> {
  const found = new Map<string, Kind>();
  const walk = (s: unknown, path: string, depth: number) => {
    if (!isZod(s) || depth > 12) return;
    const def = s._zod.def;
    if (def.checks?.includes(DAY_CHECK) && path.includes('.')) found.set(path, 'day');
    if (RUPEES_SCHEMAS.has(s) && path.includes('.')) found.set(path, 'amount');
    if (def.type === 'object') {
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>))
        walk(v, `${path}.${k}`, depth + 1);
    }
    for (const key of ['innerType', 'in', 'out', 'schema', 'left', 'right']) walk(def[key], path, depth + 1);
    for (const o of (def.options as unknown[] | undefined) ?? []) walk(o, path, depth + 1);
  };
  for (const [name, value] of Object.entries(shared)) walk(value, name, 0);
  return found;
}

// ------------------------------------------------------------------------------------ the requests

const BAD: Record<Kind, unknown[]> = {
  day: ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '1899-12-31', '2100-01-01'],
  amount: ['1e-9', 1e-9, '0.000000001', '0x10', '1e3', 1e21, '12.345', 'Infinity', '١٠٠'],
};

type Sent = { statusCode: number; body: string; json(): { error?: { fields?: Record<string, string> } } };
type Case = {
  /** The schemas (by export name) whose field this request exercises. */
  schemas: string[];
  field: string;
  kind: Kind;
  /** The table a refused request must leave as it was. */
  table: string;
  send(value: unknown): Promise<Sent>;
};

const inDays = (n: number) => indiaDay(new Date(Date.now() + n * 86_400_000));
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who.cookie, body }) as Promise<Sent>;

async function cases(): Promise<Case[]> {
  const db = t.app.deps.db;
  const order = await p.order();
  const [forwarded] = await db
    .insert(quoteRequests)
    .values({
      productId: p.productId,
      productName: 'Absolute Black',
      vendorId: p.m.vendorId,
      vendorName: 'Vikram Granites',
      userId: p.b.userId,
      customerName: 'Meera Iyer',
      mobileNumber: '+919845012345',
      quantitySqft: 1000,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      status: 'forwarded',
      forwardedAt: new Date(),
    })
    .returning({ id: quoteRequests.id });
  const requirementBody = {
    categoryId: (
      await db.execute<{ id: number }>(sql`select category_id as id from products where id = ${p.productId}`)
    ).rows[0]!.id,
    productType: 'Slabs',
    quantitySqft: 1000,
    deliveryCity: 'Chennai',
    deliveryPin: '600001',
    customerName: 'Meera Iyer',
    mobileNumber: '9845012345',
  };
  const posted = await api('POST', '/requirements', p.b2, requirementBody);
  expect(posted.statusCode, posted.body).toBe(201);
  const requirementId = (posted.json() as unknown as { id: number }).id;
  const rate = await api('POST', '/admin/hsn-rates', anAdmin, {
    hsn: '6802',
    description: 'Worked granite',
    ratePercent: 18,
    effectiveFrom: '2025-04-01',
  });
  expect(rate.statusCode, rate.body).toBe(201);
  const rateId = (rate.json() as unknown as { id: number }).id;
  // D47: an exchange rate to edit.
  const fx = { currency: 'EUR', inrPerUnit: '96.85', effectiveFrom: '2026-11-06' };
  const fxMade = await api('POST', '/admin/exchange-rates', anAdmin, fx);
  expect(fxMade.statusCode, fxMade.body).toBe(201);
  const fxId = (fxMade.json() as unknown as { id: number }).id;

  const payment = { amount: '1000', paidOn: indiaDay(), method: 'NEFT', reference: 'UTR12345678' };
  const reply = { price: 180, gstRate: 18, freight: 12000, leadTimeDays: 14, validUntil: inDays(10) };
  const quote = {
    customerName: 'Meera Iyer',
    mobileNumber: '9845012345',
    quantitySqft: 500,
    deliveryCity: 'Chennai',
    deliveryPin: '600001',
    materialQuality: 'Premium',
    productType: 'Slabs',
    neededBy: inDays(20),
  };
  const product = {
    name: 'Black Pearl',
    price: '1250',
    categoryId: requirementBody.categoryId,
    productType: 'Slabs',
    materialQuality: 'Premium',
  };
  const hsn = { hsn: '6802', description: 'Worked granite', ratePercent: 18, effectiveFrom: '2025-04-01' };

  const body = (
    schemas: string[],
    field: string,
    kind: Kind,
    table: string,
    url: string,
    who: { cookie: string },
    base: Record<string, unknown>,
    method: 'POST' | 'PUT' = 'POST',
  ): Case => ({
    schemas,
    field,
    kind,
    table,
    send: (value) => api(method, url, who, { ...base, [field]: value }),
  });
  const query = (schemas: string[], field: string, url: string): Case => ({
    schemas,
    field,
    kind: 'day',
    table: 'activity_log',
    send: (value) => api('GET', `${url}?${field}=${encodeURIComponent(String(value))}`, anAdmin),
  });
  const quoteSchemas = ['QuoteRequestFields', 'CreateQuoteRequest', 'CreateQuoteRequestBody'];
  const multiSchemas = ['CreateMultiQuoteRequest', 'CreateMultiQuoteRequestBody'];
  const replySchemas = ['QuoteReplyFields', 'QuoteReplyInput'];
  // The updates (PUT) take the same ProductFields.price as the creations.
  const productSchemas = ['ProductFields', 'ManufacturerProductInput', 'ManufacturerProductUpdate'];
  return [
    body(
      ['RecordPayment'],
      'amount',
      'amount',
      'order_payments',
      `/me/orders/${order.id}/payments`,
      p.b,
      payment,
    ),
    body(
      ['RecordPayment'],
      'paidOn',
      'day',
      'order_payments',
      `/me/orders/${order.id}/payments`,
      p.b,
      payment,
    ),
    ...(['price', 'freight'] as const).map((f) =>
      body(
        replySchemas,
        f,
        'amount',
        'quote_replies',
        `/vendor/quote-requests/${forwarded!.id}/replies`,
        p.m,
        reply,
      ),
    ),
    body(
      replySchemas,
      'validUntil',
      'day',
      'quote_replies',
      `/vendor/quote-requests/${forwarded!.id}/replies`,
      p.m,
      reply,
    ),
    body(quoteSchemas, 'neededBy', 'day', 'quote_requests', '/quote-requests', p.b, {
      ...quote,
      productId: p.productId,
    }),
    body(multiSchemas, 'neededBy', 'day', 'quote_requests', '/quote-requests/multi', p.b, {
      ...quote,
      productIds: [p.productId],
    }),
    body(['CreateRequirement'], 'neededBy', 'day', 'requirements', '/requirements', p.b, requirementBody),
    body(
      ['CreateRequirement'],
      'targetPrice',
      'amount',
      'requirements',
      '/requirements',
      p.b,
      requirementBody,
    ),
    ...(['price', 'freight'] as const).map((f) =>
      body(
        ['RequirementReplyInput'],
        f,
        'amount',
        'quote_replies',
        `/vendor/requirements/${requirementId}/replies`,
        p.m,
        { ...reply, productId: p.productId },
      ),
    ),
    body(
      ['RequirementReplyInput'],
      'validUntil',
      'day',
      'quote_replies',
      `/vendor/requirements/${requirementId}/replies`,
      p.m,
      { ...reply, productId: p.productId },
    ),
    body(productSchemas, 'price', 'amount', 'products', '/vendor/products', p.m, product),
    body(
      ['AdminProductInput', 'AdminProductUpdate'],
      'price',
      'amount',
      'products',
      '/admin/products',
      anAdmin,
      { ...product, vendorId: p.m.vendorId },
    ),
    // D42: a note's value; the body is read before the order's invoice is looked for.
    body(
      ['IssueNote'],
      'amount',
      'amount',
      'documents',
      `/vendor/orders/${order.id}/documents/credit-notes`,
      p.m,
      {
        reason: 'Refund after a quality claim',
      },
    ),
    body(
      ['CloseClaim'],
      'creditAmount',
      'amount',
      'documents',
      `/admin/orders/${order.id}/claims/2147483647/close`,
      anAdmin,
      { outcome: 'credit-note', creditBasis: 'refund', note: 'Refund after a quality claim' },
    ),
    // No sample request exists: the body is read before the request is looked for.
    body(['AcceptSample'], 'fee', 'amount', 'sample_requests', '/vendor/samples/2147483647/accept', p.m, {}),
    body(['HsnRateInput'], 'effectiveFrom', 'day', 'hsn_rates', '/admin/hsn-rates', anAdmin, hsn),
    body(
      ['UpdateHsnRate'],
      'effectiveFrom',
      'day',
      'hsn_rates',
      `/admin/hsn-rates/${rateId}`,
      anAdmin,
      { ...hsn, version: 0 },
      'PUT',
    ),
    // D47: an export reply's validity; the body is read before the request is looked for.
    body(
      ['ExportReplyInput'],
      'validUntil',
      'day',
      'export_reply_terms',
      '/vendor/quote-requests/2147483647/export-replies',
      p.m,
      {
        currency: 'EUR',
        incoterm: 'EXW',
        destinationCountry: 'DE',
        pricePerM2: '42.50',
        balanceTerms: 'against-documents',
        leadTimeDays: 21,
        slabIds: [1],
      },
    ),
    // D47: the admins' exchange rates.
    body(['ExchangeRateInput'], 'effectiveFrom', 'day', 'exchange_rates', '/admin/exchange-rates', anAdmin, {
      ...fx,
      currency: 'GBP',
    }),
    body(
      ['UpdateExchangeRate'],
      'effectiveFrom',
      'day',
      'exchange_rates',
      `/admin/exchange-rates/${fxId}`,
      anAdmin,
      { ...fx, version: 1 },
      'PUT',
    ),
    // D35: the LR's own date on the ship form; the body is read before the order's step is.
    body(['ShipOrderForm'], 'lrDate', 'day', 'documents', `/vendor/orders/${order.id}/ship`, p.m, {
      transporter: 'VRL Logistics',
      lrNumber: 'VRL-778812',
    }),
    // The manufacturer's GST register over days of the Indian calendar.
    ...(['from', 'to'] as const).map(
      (field): Case => ({
        schemas: ['BooksQuery'],
        field,
        kind: 'day',
        table: 'documents',
        send: (value) => {
          const days = { from: '2026-04-01', to: '2026-04-30', [field]: String(value) };
          return api(
            'GET',
            `/vendor/books?from=${encodeURIComponent(days.from)}&to=${encodeURIComponent(days.to)}`,
            p.m,
          );
        },
      }),
    ),
    query(['AdminListActivityQuery'], 'from', '/admin/activity'),
    query(['AdminListActivityQuery'], 'to', '/admin/activity'),
    query(['AdminQuoteListQuery'], 'from', '/admin/quote-requests'),
    query(['AdminQuoteListQuery'], 'to', '/admin/quote-requests'),
  ];
}

const count = async (table: string) =>
  (await t.app.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;

describe(`impossible days and amounts (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a request below covers every day and amount field of the shared schemas', () => {
    const fields = dayAndAmountFields();
    expect(fields.size).toBeGreaterThanOrEqual(20);
    const covered = new Set(all.flatMap((c) => c.schemas.map((s) => `${s}.${c.field}`)));
    const missing = [...fields.keys()].filter((f) => !covered.has(f));
    expect(missing, 'day and amount fields no request here covers').toEqual([]);
    for (const c of all) {
      for (const s of c.schemas.filter((x) => fields.has(`${x}.${c.field}`))) {
        expect(fields.get(`${s}.${c.field}`), `${s}.${c.field}`).toBe(c.kind);
      }
    }
  });

  it('refuses each with a 400 naming the field and writes nothing', async () => {
    const answers: string[] = [];
    for (const c of all) {
      const before = await count(c.table);
      for (const value of BAD[c.kind]) {
        const res = await c.send(value);
        const what = `${c.schemas[0]}.${c.field} = ${JSON.stringify(value)}`;
        answers.push(`${res.statusCode} ${what}`);
        expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(400);
        expect(Object.keys(res.json().error?.fields ?? {}), what).toContain(c.field);
      }
      expect(await count(c.table), `${c.schemas[0]}.${c.field}: rows written`).toBe(before);
    }
    expect(answers.length).toBeGreaterThanOrEqual(100);
  });

  it('still takes a plain amount and a real day, 29 February of a leap year among them', async () => {
    const order = await p.order();
    const res = await api('POST', `/me/orders/${order.id}/payments`, p.b, {
      amount: '1,000.50',
      paidOn: '2024-02-29',
      method: 'NEFT',
      reference: 'UTR87654321',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
