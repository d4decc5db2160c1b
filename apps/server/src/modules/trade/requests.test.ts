import { randomUUID } from 'node:crypto';
import type { BuyerQuoteRequest, CreatedQuoteRequests, Paginated } from '@granite/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products, quoteReplies, quoteRequests, rateLimit, user, vendors } from '../../db/schema';
import { admin, buyer, call, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { QUOTE_RATE_RULES } from './requests.service';

let t: TestApp;
let ids: number[];
let hiddenProductId: number;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedMiniCatalogue(t.app.deps.db);
  ids = seeded.productIds;
  categoryId = seeded.categoryIds.black;
  hiddenProductId = seeded.suspendedProductId;
});
afterAll(async () => t?.close());

const form = {
  customerName: 'Meera Iyer',
  mobileNumber: '+91 98450 12345',
  quantitySqft: 1200,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  materialQuality: 'Premium',
  productType: 'Slabs',
};

/** D31: signed out, each request gives an address of its own unless the test names one. */
const post = (
  url: string,
  body: Record<string, unknown>,
  options: { cookie?: string; ip?: string; key?: string } = {},
) =>
  call(t.app, 'POST', `/api/v1${url}`, {
    body:
      options.cookie || 'email' in body ? body : { ...body, email: `visitor-${randomUUID()}@example.com` },
    cookie: options.cookie,
    ip: options.ip ?? nextIp(),
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });

const stored = async () =>
  Number(
    (await t.app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from quote_requests`)).rows[0]!
      .n,
  );

describe(`quote requests (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  beforeEach(async () => {
    await t.app.deps.db.delete(rateLimit);
  });

  describe('creation', () => {
    it("stores a signed-out visitor's request as unconfirmed with no user, its address and the product and manufacturer names", async () => {
      const res = await post('/quote-requests', {
        ...form,
        email: 'Meera@Example.com',
        productId: ids[0],
        additionalNotes: 'Kitchen',
      });
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json() as CreatedQuoteRequests;
      expect(answer.replayed).toBe(false);
      expect(answer.groupId).toBeNull();
      expect(answer.requests).toHaveLength(1);
      const [row] = await t.app.deps.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, answer.requests[0]!.id));
      expect(row).toMatchObject({
        userId: null,
        status: 'unconfirmed',
        email: 'meera@example.com',
        forwardedAt: null,
        emailConfirmedAt: null,
        productId: ids[0],
        productName: 'Test Black Galaxy Slab',
        vendorName: 'Ongole Stone Co',
        mobileNumber: '+919845012345',
        quantitySqft: 1200,
        deliveryCity: 'Chennai',
        deliveryPin: '600001',
        additionalNotes: 'Kitchen',
        thickness: null,
      });
    });

    it("a signed-in buyer's request carries the user id from the session, never from the body", async () => {
      const b = await buyer(t.app);
      const res = await post('/quote-requests', { ...form, productId: ids[1] }, { cookie: b.cookie });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.app.deps.db
        .select({ userId: quoteRequests.userId, status: quoteRequests.status, email: quoteRequests.email })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, res.json().requests[0].id));
      expect(row).toEqual({ userId: b.userId, status: 'pending', email: null });
    });
  });

  describe('bad input: a 400 naming the field, nothing stored', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing name', { customerName: undefined }, 'customerName'],
      ['blank name', { customerName: '   ' }, 'customerName'],
      ['missing mobile', { mobileNumber: undefined }, 'mobileNumber'],
      ['9-digit mobile', { mobileNumber: '984501234' }, 'mobileNumber'],
      ['mobile with letters', { mobileNumber: '98450abcde' }, 'mobileNumber'],
      ['quantity 0', { quantitySqft: 0 }, 'quantitySqft'],
      ['negative quantity', { quantitySqft: -50 }, 'quantitySqft'],
      ["quantity 'lots'", { quantitySqft: 'lots' }, 'quantitySqft'],
      ['fractional quantity', { quantitySqft: 12.5 }, 'quantitySqft'],
      ['missing city', { deliveryCity: undefined }, 'deliveryCity'],
      ['5-digit PIN', { deliveryPin: '60001' }, 'deliveryPin'],
      ['unknown quality', { materialQuality: 'Gold' }, 'materialQuality'],
      ['unknown type', { productType: 'Pebbles' }, 'productType'],
      ['unknown thickness', { thickness: '7mm' }, 'thickness'],
      ['bad date', { neededBy: '31/12/2025' }, 'neededBy'],
      ['needed-by date in the past', { neededBy: '2020-01-01' }, 'neededBy'],
      ['5,000-character notes', { additionalNotes: 'x'.repeat(5000) }, 'additionalNotes'],
      ['missing product', { productId: undefined }, 'productId'],
      ['product that does not exist', { productId: 999999 }, 'productId'],
      ['forged status', { status: 'responded' }, 'status'],
      ['forged user id', { userId: 'someone-else' }, 'userId'],
      ['forged user_id', { user_id: 'someone-else' }, 'user_id'],
      // D31: signed out, an address is required to confirm and follow the request.
      ['signed out without an e-mail address', { email: undefined }, 'email'],
      ['signed out with a blank e-mail address', { email: '' }, 'email'],
      ['a malformed e-mail address', { email: 'meera at example' }, 'email'],
    ];
    for (const [name, change, field] of cases) {
      it(name, async () => {
        const before = await stored();
        const res = await post('/quote-requests', { ...form, productId: ids[0], ...change });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.fields).toHaveProperty(field);
        expect(await stored()).toBe(before);
      });
    }

    it('a slab product is quoted for at least one slab (D33); a tile product for any quantity', async () => {
      const before = await stored();
      for (const [url, body] of [
        ['/quote-requests', { ...form, productId: ids[0], quantitySqft: 1 }],
        ['/quote-requests/multi', { ...form, productIds: [ids[2], ids[0]], quantitySqft: 31 }],
      ] as const) {
        const res = await post(url, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.fields).toEqual({
          quantitySqft: 'must be at least one slab (32 sq.ft) for a slab product',
        });
      }
      expect(await stored()).toBe(before);
      const tile = await post('/quote-requests', {
        ...form,
        productId: ids[2],
        productType: 'Tiles',
        quantitySqft: 1,
      });
      expect(tile.statusCode, tile.body).toBe(201);
      const slab = await post('/quote-requests', { ...form, productId: ids[0], quantitySqft: 32 });
      expect(slab.statusCode, slab.body).toBe(201);
    });

    it('a suspended product is refused like a missing one', async () => {
      const before = await stored();
      const res = await post('/quote-requests', { ...form, productId: hiddenProductId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('productId');
      expect(await stored()).toBe(before);
    });

    it('a malformed Idempotency-Key header is named', async () => {
      const res = await post('/quote-requests', { ...form, productId: ids[0] }, { key: 'a b' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('Idempotency-Key');
    });
  });

  describe('multi-manufacturer request (D16)', () => {
    it('creates one linked request per product, each note extended', async () => {
      const res = await post('/quote-requests/multi', {
        ...form,
        productIds: ids.slice(0, 3),
        additionalNotes: 'Need by March',
      });
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json() as CreatedQuoteRequests;
      expect(answer.groupId).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.requests.map((r) => r.productId).sort()).toEqual(ids.slice(0, 3).sort());
      for (const r of answer.requests) {
        expect(r.groupId).toBe(answer.groupId);
        expect(r.additionalNotes).toBe('Need by March (Multi-manufacturer comparison request)');
        expect(r.status).toBe('unconfirmed');
      }
    });

    it('one product that does not exist or is hidden stores none of them', async () => {
      const before = await stored();
      for (const bad of [999999, hiddenProductId]) {
        const res = await post('/quote-requests/multi', { ...form, productIds: [ids[0], ids[1], bad] });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toHaveProperty('productIds.2');
      }
      expect(await stored()).toBe(before);
    });

    it('refuses more than 10 products, none, or the same one twice', async () => {
      const before = await stored();
      const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
      for (const productIds of [eleven, [], [ids[0], ids[0]]]) {
        const res = await post('/quote-requests/multi', { ...form, productIds });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toHaveProperty('productIds');
      }
      expect(await stored()).toBe(before);
    });

    it('a store failure halfway rolls the whole submission back', async () => {
      // A product deleted between the check and the insert fails its row's foreign key.
      const before = await stored();
      const [extra] = await t.app.deps.db
        .insert(products)
        .values({ name: 'Short-lived', pricePaise: 10000, vendorId: await manufacturerId(), categoryId: 1 })
        .returning({ id: products.id });
      const trigger = sql.raw(`create or replace function fail_quote() returns trigger language plpgsql as $$
        begin if new.product_id = ${extra!.id} then raise exception 'boom'; end if; return new; end $$`);
      await t.app.deps.db.execute(trigger);
      await t.app.deps.db.execute(
        sql`create trigger fail_quote before insert on quote_requests for each row execute function fail_quote()`,
      );
      try {
        const res = await post('/quote-requests/multi', { ...form, productIds: [ids[0], ids[1], extra!.id] });
        expect(res.statusCode).toBe(500);
        expect(await stored()).toBe(before);
      } finally {
        await t.app.deps.db.execute(sql`drop trigger fail_quote on quote_requests`);
      }
    });
  });

  describe('D31: only a manufacturer that can answer is asked', () => {
    it('a manufacturer without an owner, or whose owner is suspended, is refused 409 naming the product; nothing is stored', async () => {
      const b = await buyer(t.app);
      const [lone] = await t.app.deps.db
        .insert(vendors)
        .values({ businessName: 'Ownerless Quarry', ownerName: 'Nobody', email: 'ownerless@example.com' })
        .returning();
      const [slab] = await t.app.deps.db
        .insert(products)
        .values({
          name: 'Ownerless Black Slab',
          pricePaise: 20000,
          vendorId: lone!.id,
          categoryId: categoryId,
        })
        .returning();
      const before = await stored();
      const single = await post('/quote-requests', { ...form, productId: slab!.id }, { cookie: b.cookie });
      expect(single.statusCode, single.body).toBe(409);
      expect(single.json().error.message).toContain('Ownerless Black Slab');
      expect(single.json().error.message).toContain('not taking quote requests on the platform yet');
      expect(single.json().error.fields).toHaveProperty('productId');
      const multi = await post('/quote-requests/multi', { ...form, productIds: [ids[0], slab!.id] });
      expect(multi.statusCode).toBe(409);
      expect(multi.json().error.fields).toHaveProperty('productIds.1');
      expect(await stored()).toBe(before);
      // Admins read why.
      const anAdmin = await admin(t.app);
      const seen = await call(t.app, 'GET', `/api/v1/admin/manufacturers/${lone!.id}`, {
        cookie: anAdmin.cookie,
      });
      expect(seen.json()).toMatchObject({
        takesQuoteRequests: false,
        notTakingQuoteRequestsBecause: 'it has no owner account, so nobody signs in to answer them',
      });

      // An owner whose account is suspended answers nobody either; an active owner is asked.
      const owner = await buyer(t.app);
      await t.app.deps.db.update(vendors).set({ ownerUserId: owner.userId }).where(eq(vendors.id, lone!.id));
      await t.app.deps.db.update(user).set({ status: 'suspended' }).where(eq(user.id, owner.userId));
      expect((await post('/quote-requests', { ...form, productId: slab!.id })).statusCode).toBe(409);
      const page = await call(t.app, 'GET', `/api/v1/products/${slab!.id}`);
      expect(page.json().manufacturer.takesQuoteRequests).toBe(false);
      await t.app.deps.db.update(user).set({ status: 'active' }).where(eq(user.id, owner.userId));
      expect((await post('/quote-requests', { ...form, productId: slab!.id })).statusCode).toBe(201);
      const taking = await call(t.app, 'GET', `/api/v1/products/${slab!.id}`);
      expect(taking.json().manufacturer.takesQuoteRequests).toBe(true);
    });
  });

  describe('idempotency (D16)', () => {
    it('a retry with the same key answers the first submission and stores nothing new', async () => {
      const key = randomUUID();
      const body = { ...form, productIds: ids.slice(0, 2) };
      const ip = nextIp();
      const first = await post('/quote-requests/multi', body, { key, ip });
      expect(first.statusCode).toBe(201);
      const before = await stored();
      const again = await post('/quote-requests/multi', body, { key, ip });
      expect(again.statusCode).toBe(200);
      expect(again.json().replayed).toBe(true);
      expect(again.json().requests.map((r: BuyerQuoteRequest) => r.id)).toEqual(
        first.json().requests.map((r: BuyerQuoteRequest) => r.id),
      );
      expect(await stored()).toBe(before);
    });

    it('concurrent duplicates (a double click) create one request', async () => {
      const key = randomUUID();
      const before = await stored();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post('/quote-requests', { ...form, productId: ids[2] }, { key })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      const idsSeen = new Set(answers.map((a) => a.json().requests[0].id));
      expect(idsSeen.size).toBe(1);
      expect(await stored()).toBe(before + 1);
    });

    it('concurrent duplicate multi requests store one group', async () => {
      const key = randomUUID();
      const before = await stored();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          post('/quote-requests/multi', { ...form, productIds: ids.slice(0, 3) }, { key }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
      expect(new Set(answers.map((a) => a.json().groupId)).size).toBe(1);
      expect(await stored()).toBe(before + 3);
    });

    it('the same key for other products is a 409; keys of different buyers never meet', async () => {
      const key = randomUUID();
      expect((await post('/quote-requests', { ...form, productId: ids[0] }, { key })).statusCode).toBe(201);
      const other = await post('/quote-requests', { ...form, productId: ids[1] }, { key });
      expect(other.statusCode).toBe(409);
      const b = await buyer(t.app);
      const mine = await post('/quote-requests', { ...form, productId: ids[0] }, { key, cookie: b.cookie });
      expect(mine.statusCode).toBe(201);
    });
  });

  describe('anonymous rate limit', () => {
    it(`allows ${QUOTE_RATE_RULES.anonymous.max} anonymous submissions per address, then 429`, async () => {
      const ip = nextIp();
      for (let i = 0; i < QUOTE_RATE_RULES.anonymous.max; i++) {
        const res = await post('/quote-requests', { ...form, productId: ids[0] }, { ip });
        expect(res.statusCode, res.body).toBe(201);
      }
      const before = await stored();
      const blocked = await post('/quote-requests', { ...form, productId: ids[0] }, { ip });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stored()).toBe(before);
      // Another address, and a signed-in buyer behind the same address, are not blocked.
      expect((await post('/quote-requests', { ...form, productId: ids[0] })).statusCode).toBe(201);
      const b = await buyer(t.app);
      const signedIn = await post(
        '/quote-requests',
        { ...form, productId: ids[0] },
        { ip, cookie: b.cookie },
      );
      expect(signedIn.statusCode).toBe(201);
    });

    it(`allows ${QUOTE_RATE_RULES.anonymous.max} confirmation e-mails per address, from any client address, then 429 (D31)`, async () => {
      const email = `limited-${randomUUID()}@example.com`;
      for (let i = 0; i < QUOTE_RATE_RULES.anonymous.max; i++) {
        const res = await post('/quote-requests', { ...form, email, productId: ids[0] });
        expect(res.statusCode, res.body).toBe(201);
      }
      const before = await stored();
      const blocked = await post('/quote-requests', {
        ...form,
        email: email.toUpperCase(),
        productId: ids[0],
      });
      expect(blocked.statusCode).toBe(429);
      expect(await stored()).toBe(before);
    });
  });

  describe('reading back: a buyer sees only their own requests', () => {
    it("lists the buyer's own requests, newest first; 401 signed out; 404 for another buyer's", async () => {
      const asha = await buyer(t.app);
      const ravi = await buyer(t.app);
      const a1 = await post('/quote-requests', { ...form, productId: ids[0] }, { cookie: asha.cookie });
      const a2 = await post(
        '/quote-requests/multi',
        { ...form, productIds: ids.slice(1, 3) },
        { cookie: asha.cookie },
      );
      await post('/quote-requests', { ...form, productId: ids[0] }, { cookie: ravi.cookie });
      const list = await call(t.app, 'GET', '/api/v1/me/quote-requests', { cookie: asha.cookie });
      expect(list.statusCode).toBe(200);
      const page = list.json() as Paginated<BuyerQuoteRequest>;
      expect(page.total).toBe(3);
      const expected = [a1, a2].flatMap((r) => r.json().requests.map((q: BuyerQuoteRequest) => q.id));
      expect(page.items.map((q) => q.id).sort()).toEqual(expected.sort());
      expect(page.items[0]!.id).toBeGreaterThan(page.items[2]!.id);

      const mine = await call(t.app, 'GET', `/api/v1/me/quote-requests/${expected[0]}`, {
        cookie: asha.cookie,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().response).toBeNull();
      const theirs = await call(t.app, 'GET', `/api/v1/me/quote-requests/${expected[0]}`, {
        cookie: ravi.cookie,
      });
      expect(theirs.statusCode).toBe(404);
      expect((await call(t.app, 'GET', '/api/v1/me/quote-requests')).statusCode).toBe(401);
      expect((await call(t.app, 'GET', `/api/v1/me/quote-requests/${expected[0]}`)).statusCode).toBe(401);
      expect(
        (await call(t.app, 'GET', '/api/v1/me/quote-requests/abc', { cookie: asha.cookie })).statusCode,
      ).toBe(400);
    });

    it("shows the manufacturer's response once there is one", async () => {
      const b = await buyer(t.app);
      const res = await post('/quote-requests', { ...form, productId: ids[0] }, { cookie: b.cookie });
      const id = res.json().requests[0].id as number;
      const respondedAt = new Date();
      await t.app.deps.db
        .update(quoteRequests)
        .set({ status: 'responded', respondedAt })
        .where(eq(quoteRequests.id, id));
      await t.app.deps.db.insert(quoteReplies).values({
        quoteRequestId: id,
        vendorId: await manufacturerId(),
        revision: 1,
        pricePaise: 21500,
        leadTimeDays: 10,
        exWorks: true,
        validUntil: '2030-01-31',
        message: 'Ex-factory, GST extra',
      });
      const mine = await call(t.app, 'GET', `/api/v1/me/quote-requests/${id}`, { cookie: b.cookie });
      expect(mine.json()).toMatchObject({
        status: 'responded',
        response: { pricePaise: 21500, validUntil: '2030-01-31', message: 'Ex-factory, GST extra' },
      });
    });
  });
});

async function manufacturerId(): Promise<number> {
  const [v] = await t.app.deps.db.select({ id: vendors.id }).from(vendors).limit(1);
  return v!.id;
}
