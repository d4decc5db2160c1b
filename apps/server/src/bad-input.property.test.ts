// Bad input, generated: whatever a client sends to the public endpoints, the answer is a 2xx or a
// clear 4xx in the one error shape (never a 5xx, never a stack trace or SQL), and refused writes
// store nothing. fast-check generates the inputs (docs/architecture.md, Tests and CI).

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from './test/app';
import { seedMiniCatalogue } from './test/mini-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMiniCatalogue(t.app.deps.db);
});
afterAll(async () => t?.close());

const PRODUCT_PARAMS = [
  'search',
  'category',
  'manufacturer',
  'quality',
  'finish',
  'thickness',
  'type',
  'origin',
  'availability',
  'minPrice',
  'maxPrice',
  'bestSellers',
  'sort',
  'page',
  'pageSize',
  'role',
];
// Text a client could send: SQL and regex metacharacters, tsquery syntax, unicode, huge numbers.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "'; drop table products; --",
    '%',
    '_',
    '.*',
    '(',
    ')',
    '\\',
    '&|!:*',
    '<->',
    '\u0000',
    '１２',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '9'.repeat(30),
    '-1',
    '0',
    '1.5',
    ' ',
  ),
  fc.integer().map(String),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

function expectSafe(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json() as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, what).toBe('string');
    expect(typeof body.error?.message, what).toBe('string');
    expect(res.body, what).not.toMatch(/\n\s+at |relation "|syntax error at/);
  }
}

const count = async (table: string) =>
  (await t.app.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;

describe(`generated bad input (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the product list answers any query string with a 2xx or a named 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...PRODUCT_PARAMS), nasty, { maxKeys: 4 }),
        async (query) => {
          const qs = new URLSearchParams(query).toString();
          const res = await t.app.inject({ method: 'GET', url: `/api/v1/products?${qs}` });
          expectSafe(res, `/products?${qs}`);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('detail routes answer any id with a 2xx, 400 or 404', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('products', 'categories', 'manufacturers', 'me/quote-requests'),
        nasty,
        async (route, id) => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/v1/${route}/${encodeURIComponent(id)}`,
          });
          expectSafe(res, `/${route}/${id}`);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the comparison answers any filter with a 2xx or a named 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('category', 'product', 'price', 'quality', 'availability', 'sort'),
          nasty,
          { maxKeys: 4 },
        ),
        async (query) => {
          const qs = new URLSearchParams(query).toString();
          expectSafe(
            await t.app.inject({ method: 'GET', url: `/api/v1/comparison?${qs}` }),
            `/comparison?${qs}`,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('quote requests and contact messages refuse malformed bodies without storing anything', async () => {
    const quotesBefore = await count('quote_requests');
    const messagesBefore = await count('contact_messages');
    const value = fc.oneof(
      nasty,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(nasty, { maxLength: 3 }),
    );
    const body = fc.dictionary(
      fc.constantFrom(
        'productId',
        'productIds',
        'customerName',
        'mobileNumber',
        'quantitySqft',
        'deliveryCity',
        'deliveryPin',
        'materialQuality',
        'productType',
        'additionalNotes',
        'status',
        'userId',
        'name',
        'email',
        'message',
        'phone',
      ),
      value,
      { maxKeys: 8 },
    );
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('quote-requests', 'quote-requests/multi', 'contact'),
        body,
        async (route, payload) => {
          ip += 1;
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/v1/${route}`,
            payload,
            // A fresh address per request: this checks validation, not the rate limits.
            remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
            headers: { origin: t.app.deps.config.publicUrl },
          });
          expectSafe(res, `POST /${route} ${JSON.stringify(payload).slice(0, 200)}`);
          expect(res.statusCode, `POST /${route} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 150 },
    );
    expect(await count('quote_requests')).toBe(quotesBefore);
    expect(await count('contact_messages')).toBe(messagesBefore);
  });

  it('refuses NUL characters in otherwise valid bodies with a 400 naming the field (PostgreSQL text cannot hold them)', async () => {
    const [product] = (
      await t.app.deps.db.execute<{
        id: number;
      }>(sql`select p.id from products p join vendors v on v.id = p.vendor_id
        where p.status = 'active' and v.status = 'active' order by p.id limit 1`)
    ).rows;
    const quote = {
      productId: product!.id,
      customerName: 'Meera\u0000 Iyer',
      mobileNumber: '9845012345',
      quantitySqft: 500,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
    };
    const cases: [string, object, string][] = [
      ['/api/v1/quote-requests', quote, 'customerName'],
      [
        '/api/v1/contact',
        { name: 'Asha', email: 'asha@example.in', message: 'Need 2,000 sq.ft\u0000' },
        'message',
      ],
      [
        '/api/auth/sign-up/email',
        { name: 'A\u0000', email: 'nul@example.in', password: 'Granite-Slab-2024' },
        'name',
      ],
    ];
    const quotesBefore = await count('quote_requests');
    const messagesBefore = await count('contact_messages');
    const usersBefore = await count('"user"');
    for (const [url, payload, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: '10.8.0.1',
        headers: { origin: t.app.deps.config.publicUrl },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields, url).toEqual({ [field]: 'must not contain NUL characters' });
    }
    expect(await count('quote_requests')).toBe(quotesBefore);
    expect(await count('contact_messages')).toBe(messagesBefore);
    expect(await count('"user"')).toBe(usersBefore);
  });
});
