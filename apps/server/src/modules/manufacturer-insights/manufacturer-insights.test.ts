// D10, D22: the manufacturer's dashboard and analytics count from the database, only the signed-in
// manufacturer's own manufacturers, with the rules of packages/shared/src/schemas/manufacturer-insights.ts.
import type {
  ManufacturerAnalytics,
  ManufacturerAnalyticsProducts,
  ManufacturerDashboard,
} from '@granite/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, productViewDays, quoteReplies, quoteRequests } from '../../db/schema';
import { admin, buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

type Manufacturer = Awaited<ReturnType<typeof manufacturer>>;

describe(`vendor dashboard and analytics (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let owner: Manufacturer;
  let other: Manufacturer;
  let newcomer: Manufacturer;
  let p1: number;
  let p2: number;
  let p3: number;
  let theirs: number;
  let today: string;
  const requestIds: Record<string, number> = {};

  /** YYYY-MM-DD `n` days before today (India). */
  const daysAgo = (n: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return d.toISOString().slice(0, 10);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.deps;
    const catalogue = await seedMiniCatalogue(db);
    owner = await manufacturer(t.app);
    other = await manufacturer(t.app);
    newcomer = await manufacturer(t.app);
    const category = catalogue.categoryIds.black;
    const rows = await db
      .insert(products)
      .values([
        { name: 'Alpha Black Galaxy', pricePaise: 25000, vendorId: owner.vendorId, categoryId: category },
        { name: 'Beta Kashmir White', pricePaise: 18000, vendorId: owner.vendorId, categoryId: category },
        {
          name: 'Gamma Suspended Slab',
          pricePaise: 9000,
          vendorId: owner.vendorId,
          categoryId: category,
          status: 'suspended',
        },
        { name: 'Their Tan Brown', pricePaise: 12000, vendorId: other.vendorId, categoryId: category },
      ])
      .returning({ id: products.id });
    [p1, p2, p3, theirs] = rows.map((r) => r.id) as [number, number, number, number];
    const result = await db.execute<{ today: string }>(
      sql`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today`,
    );
    today = result.rows[0]!.today;

    const request = (
      key: string,
      productId: number,
      manufacturerId: number,
      fields: Partial<typeof quoteRequests.$inferInsert>,
    ) => ({
      productId,
      productName: `Product ${productId}`,
      vendorId: manufacturerId,
      vendorName: 'Vikram Granites',
      customerName: `Buyer ${key}`,
      mobileNumber: '+919876543210',
      quantitySqft: 500,
      deliveryCity: 'Pune',
      deliveryPin: '411001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      ...fields,
    });
    const MINUTE = 60_000;
    const DAY = 24 * 60 * MINUTE;
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    // r1: forwarded 2 days ago, answered in 60 min, accepted (an order). r2: answered in 180 min.
    // r3: forwarded today, open. r4: still pending (not the manufacturer's yet). r5: another's.
    const inserted = await db
      .insert(quoteRequests)
      .values([
        request('r1', p1, owner.vendorId, {
          status: 'accepted',
          forwardedAt: ago(2 * DAY),
          respondedAt: ago(2 * DAY - 60 * MINUTE),
          acceptedAt: ago(DAY),
        }),
        request('r2', p2, owner.vendorId, {
          status: 'responded',
          forwardedAt: ago(DAY),
          respondedAt: ago(DAY - 180 * MINUTE),
        }),
        request('r3', p1, owner.vendorId, { status: 'forwarded', forwardedAt: ago(0) }),
        request('r4', p1, owner.vendorId, { status: 'pending' }),
        request('r5', theirs, other.vendorId, {
          status: 'forwarded',
          forwardedAt: ago(0),
        }),
      ])
      .returning({ id: quoteRequests.id, customerName: quoteRequests.customerName });
    for (const row of inserted) requestIds[row.customerName.slice(6)] = row.id;
    const [reply] = await db
      .insert(quoteReplies)
      .values({
        quoteRequestId: requestIds.r1!,
        vendorId: owner.vendorId,
        revision: 1,
        pricePaise: 24000,
        leadTimeDays: 10,
        validUntil: daysAgo(-20),
        status: 'accepted',
      })
      .returning({ id: quoteReplies.id });
    await db.insert(orders).values({
      quoteRequestId: requestIds.r1!,
      quoteReplyId: reply!.id,
      vendorId: owner.vendorId,
      productId: p1,
      productName: 'Alpha Black Galaxy',
      customerName: 'Buyer r1',
      customerPhone: '+919876543210',
      deliveryAddress: 'Pune 411001',
      quantitySqft: 500,
      pricePaise: 24000,
      subtotalPaise: 12_000_000,
      gstRate: 18,
      gstPaise: 2_160_000,
      totalPaise: 14_160_000,
      leadTimeDays: 10,
      status: 'delivered',
    });
    await db.insert(productViewDays).values([
      { productId: p1, day: today, views: 5 },
      { productId: p1, day: daysAgo(1), views: 3 },
      { productId: p2, day: today, views: 2 },
      // In the 90-day window only, and outside both.
      { productId: p1, day: daysAgo(60), views: 7 },
      { productId: p1, day: daysAgo(100), views: 50 },
      { productId: theirs, day: today, views: 100 },
    ]);
  });
  afterAll(async () => t?.close());

  const get = (path: string, cookie?: string) => call(t.app, 'GET', `/api/v1/vendor/${path}`, { cookie });

  describe('dashboard', () => {
    it('counts products, requests, replies, orders, conversion and median reply of the own manufacturer', async () => {
      const res = await get('dashboard', owner.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json() as ManufacturerDashboard;
      expect(body.manufacturers).toEqual([{ id: owner.vendorId, businessName: 'Vikram Granites' }]);
      expect(body.figures).toEqual({
        productsListed: 2,
        productsTotal: 3,
        openQuoteRequests: 1,
        quoteRequests: 3,
        quotesSent: 2,
        orders: 1,
        // D10: Total Sales sums the delivered orders' totals; Conversion Rate is accepted ÷ answered.
        totalSalesPaise: 14_160_000,
        conversionRate: 0.5,
        medianFirstReplyMinutes: 120,
        views30Days: 10,
      });
      // Newest first, only forwarded requests (r4 is still with the admin), no mobile number.
      expect(body.recentQuoteRequests.map((r) => r.id)).toEqual([
        requestIds.r3,
        requestIds.r2,
        requestIds.r1,
      ]);
      expect(body.recentQuoteRequests[0]).not.toHaveProperty('mobileNumber');
      expect(body.recentQuoteRequests[2]).toMatchObject({
        status: 'accepted',
        respondedAt: expect.any(String),
      });
      expect(body.topProducts).toEqual([
        { id: p1, name: 'Alpha Black Galaxy', views: 8, quoteRequests: 2 },
        { id: p2, name: 'Beta Kashmir White', views: 2, quoteRequests: 1 },
      ]);
    });

    it('another manufacturer sees only its own figures', async () => {
      const body = (await get('dashboard', other.cookie)).json() as ManufacturerDashboard;
      expect(body.figures).toMatchObject({
        productsListed: 1,
        quoteRequests: 1,
        openQuoteRequests: 1,
        quotesSent: 0,
        orders: 0,
        totalSalesPaise: 0,
        views30Days: 100,
      });
      expect(body.recentQuoteRequests.map((r) => r.id)).toEqual([requestIds.r5]);
      expect(body.topProducts.map((p) => p.id)).toEqual([theirs]);
    });

    it('a new manufacturer gets zeros and no rates, never sample figures', async () => {
      const body = (await get('dashboard', newcomer.cookie)).json() as ManufacturerDashboard;
      expect(body.figures).toEqual({
        productsListed: 0,
        productsTotal: 0,
        openQuoteRequests: 0,
        quoteRequests: 0,
        quotesSent: 0,
        orders: 0,
        totalSalesPaise: 0,
        conversionRate: null,
        medianFirstReplyMinutes: null,
        views30Days: 0,
      });
      expect(body.recentQuoteRequests).toEqual([]);
      expect(body.topProducts).toEqual([]);
    });

    it('refuses the signed-out (401), buyers and admins who own no manufacturer (403)', async () => {
      expect((await get('dashboard')).statusCode).toBe(401);
      expect((await get('dashboard', (await buyer(t.app)).cookie)).statusCode).toBe(403);
      expect((await get('dashboard', (await admin(t.app)).cookie)).statusCode).toBe(403);
    });
  });

  describe('analytics', () => {
    it('30 days: every day once, oldest first, with the totals of the window', async () => {
      const res = await get('analytics?days=30', owner.cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ManufacturerAnalytics;
      expect(body).toMatchObject({ days: 30, from: daysAgo(29), to: today, product: null });
      expect(body.series).toHaveLength(30);
      expect(body.series[0]!.day).toBe(daysAgo(29));
      expect(body.series[29]).toMatchObject({ day: today, views: 7 });
      expect(body.series[28]).toMatchObject({ day: daysAgo(1), views: 3 });
      expect(body.totals).toEqual({
        views: 10,
        quoteRequests: 3,
        replies: 2,
        orders: 1,
        medianFirstReplyMinutes: 120,
      });
      // Requests count on the day they were forwarded.
      expect(body.series[27]!.quoteRequests).toBe(1);
      expect(body.series[29]!.quoteRequests).toBe(1);
    });

    it('90 days takes in older views; 30 is the default', async () => {
      const ninety = (await get('analytics?days=90', owner.cookie)).json() as ManufacturerAnalytics;
      expect(ninety.series).toHaveLength(90);
      expect(ninety.totals.views).toBe(17);
      expect(ninety.series.find((d) => d.day === daysAgo(60))!.views).toBe(7);
      const byDefault = (await get('analytics', owner.cookie)).json() as ManufacturerAnalytics;
      expect(byDefault.days).toBe(30);
    });

    it('one product: its own views, requests, replies, orders and median reply', async () => {
      const body = (
        await get(`analytics?days=30&productId=${p1}`, owner.cookie)
      ).json() as ManufacturerAnalytics;
      expect(body.product).toEqual({ id: p1, name: 'Alpha Black Galaxy' });
      expect(body.totals).toEqual({
        views: 8,
        quoteRequests: 2,
        replies: 1,
        orders: 1,
        medianFirstReplyMinutes: 60,
      });
      const second = (await get(`analytics?productId=${p2}`, owner.cookie)).json() as ManufacturerAnalytics;
      expect(second.totals).toEqual({
        views: 2,
        quoteRequests: 1,
        replies: 1,
        orders: 0,
        medianFirstReplyMinutes: 180,
      });
    });

    it("another manufacturer's product, or none, is a 404; bad parameters are 400s naming them", async () => {
      expect((await get(`analytics?productId=${theirs}`, owner.cookie)).statusCode).toBe(404);
      expect((await get('analytics?productId=99999999', owner.cookie)).statusCode).toBe(404);
      for (const [query, field] of [
        ['days=7', 'days'],
        ['days=abc', 'days'],
        ['productId=abc', 'productId'],
        ['productId=-1', 'productId'],
        ['vendorId=1', 'vendorId'],
      ]) {
        const res = await get(`analytics?${query}`, owner.cookie);
        expect(res.statusCode, query).toBe(400);
        expect(Object.keys(res.json().error.fields ?? {}), query).toContain(field);
      }
    });

    it('per product: a sorted, searchable page of the own products with their activity', async () => {
      const res = await get('analytics/products?days=30', owner.cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ManufacturerAnalyticsProducts;
      expect(body).toMatchObject({ total: 3, page: 1, totalPages: 1 });
      expect(body.items).toEqual([
        {
          id: p1,
          name: 'Alpha Black Galaxy',
          status: 'active',
          views: 8,
          quoteRequests: 2,
          replies: 1,
          orders: 1,
          medianFirstReplyMinutes: 60,
        },
        {
          id: p2,
          name: 'Beta Kashmir White',
          status: 'active',
          views: 2,
          quoteRequests: 1,
          replies: 1,
          orders: 0,
          medianFirstReplyMinutes: 180,
        },
        {
          id: p3,
          name: 'Gamma Suspended Slab',
          status: 'suspended',
          views: 0,
          quoteRequests: 0,
          replies: 0,
          orders: 0,
          medianFirstReplyMinutes: null,
        },
      ]);
      const ninety = (await get('analytics/products?days=90&pageSize=1', owner.cookie)).json();
      expect(ninety).toMatchObject({ total: 3, totalPages: 3, items: [{ id: p1, views: 15 }] });
      const byName = (await get('analytics/products?sort=name&dir=desc', owner.cookie)).json();
      expect(byName.items.map((p: { id: number }) => p.id)).toEqual([p3, p2, p1]);
      const byReply = (await get('analytics/products?sort=medianFirstReply&dir=asc', owner.cookie)).json();
      expect(byReply.items.map((p: { id: number }) => p.id)).toEqual([p1, p2, p3]);
      const found = (await get('analytics/products?q=kashmir', owner.cookie)).json();
      expect(found.items.map((p: { id: number }) => p.id)).toEqual([p2]);
      // LIKE wildcards are searched for as text.
      expect((await get('analytics/products?q=%25', owner.cookie)).json().total).toBe(0);
      const bad = await get('analytics/products?sort=price', owner.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('sort');
    });
  });
});
