// D22: product views counted on the server per product per day, leaving out bots, admins and the
// product's own manufacturer; products.view_count keeps the all-time total.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productViewDays } from '../../db/schema';
import { admin, buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe(`product views (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let productId: number;
  let otherProductId: number;
  let owner: Awaited<ReturnType<typeof manufacturer>>;
  let otherManufacturer: Awaited<ReturnType<typeof manufacturer>>;
  let shopper: Awaited<ReturnType<typeof buyer>>;
  let administrator: Awaited<ReturnType<typeof admin>>;

  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = await seedMiniCatalogue(t.app.deps.db);
    owner = await manufacturer(t.app);
    otherManufacturer = await manufacturer(t.app);
    shopper = await buyer(t.app);
    administrator = await admin(t.app);
    const rows = await t.app.deps.db
      .insert(products)
      .values([
        {
          name: 'Viewed Slab',
          pricePaise: 25000,
          vendorId: owner.vendorId,
          categoryId: catalogue.categoryIds.black,
        },
        {
          name: 'Other Slab',
          pricePaise: 25000,
          vendorId: owner.vendorId,
          categoryId: catalogue.categoryIds.black,
        },
      ])
      .returning({ id: products.id });
    productId = rows[0]!.id;
    otherProductId = rows[1]!.id;
  });
  afterAll(async () => t?.close());

  const open = (id: number, headers: Record<string, string>, cookie?: string) =>
    call(t.app, 'GET', `/api/v1/products/${id}`, { cookie, headers });

  async function counts(id: number) {
    const { db } = t.app.deps;
    const [days] = await db
      .select({
        total: sql<number>`coalesce(sum(${productViewDays.views}), 0)::int`,
        rows: sql<number>`count(*)::int`,
      })
      .from(productViewDays)
      .where(eq(productViewDays.productId, id));
    const [product] = await db
      .select({ viewCount: products.viewCount })
      .from(products)
      .where(eq(products.id, id));
    return { days: days!.total, dayRows: days!.rows, all: product!.viewCount };
  }

  /** The count is written after the answer (it never slows the page): wait until it settles. */
  async function settled(id: number, expectedDays: number, expectedAll = expectedDays) {
    for (let i = 0; i < 100; i++) {
      const c = await counts(id);
      if (c.days >= expectedDays && c.all >= expectedAll) return c;
      await new Promise((r) => setTimeout(r, 20));
    }
    return counts(id);
  }

  it('counts an anonymous browser and a signed-in buyer, on today’s row (India) and in view_count', async () => {
    expect((await open(productId, { 'user-agent': CHROME })).statusCode).toBe(200);
    expect((await open(productId, { 'user-agent': CHROME }, shopper.cookie)).statusCode).toBe(200);
    // Another manufacturer's user is a buyer here.
    expect((await open(productId, { 'user-agent': CHROME }, otherManufacturer.cookie)).statusCode).toBe(200);
    const c = await settled(productId, 3);
    expect(c).toEqual({ days: 3, dayRows: 1, all: 3 });
    const [row] = await t.app.deps.db
      .select({
        day: productViewDays.day,
        today: sql<string>`(now() at time zone 'Asia/Kolkata')::date::text`,
      })
      .from(productViewDays)
      .where(eq(productViewDays.productId, productId));
    expect(row!.day).toBe(row!.today);
  });

  it('leaves out bots, the product’s own manufacturer and admins (their pages still answer)', async () => {
    const before = await counts(productId);
    const refused = [
      await open(productId, { 'user-agent': GOOGLEBOT }),
      await open(productId, { 'user-agent': 'curl/8.5.0' }),
      await open(productId, { 'user-agent': '' }),
      await open(productId, { 'user-agent': CHROME }, owner.cookie),
      await open(productId, { 'user-agent': CHROME }, administrator.cookie),
    ];
    for (const res of refused) expect(res.statusCode).toBe(200);
    // One counted view after them proves the others had time to be (not) written.
    await open(productId, { 'user-agent': CHROME });
    await settled(productId, before.days + 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(await counts(productId)).toEqual({ days: before.days + 1, dayRows: 1, all: before.all + 1 });
  });

  it('concurrent views of one product on one day all count (upsert, no lost update)', async () => {
    const before = await counts(otherProductId);
    await Promise.all(Array.from({ length: 12 }, () => open(otherProductId, { 'user-agent': CHROME })));
    const c = await settled(otherProductId, before.days + 12);
    expect(c).toEqual({ days: before.days + 12, dayRows: 1, all: before.all + 12 });
  });

  it('adds to the day’s row when one exists and starts a new row on a new day', async () => {
    const { db } = t.app.deps;
    await db.insert(productViewDays).values({ productId: otherProductId, day: '2024-01-15', views: 7 });
    const before = await counts(otherProductId);
    await open(otherProductId, { 'user-agent': CHROME });
    const c = await settled(otherProductId, before.days + 1, before.all + 1);
    expect(c).toEqual({ days: before.days + 1, dayRows: 2, all: before.all + 1 });
    const [old] = await db
      .select({ views: productViewDays.views })
      .from(productViewDays)
      .where(and(eq(productViewDays.productId, otherProductId), eq(productViewDays.day, '2024-01-15')));
    expect(old!.views).toBe(7);
  });

  it('a product that is not visible counts nothing (404)', async () => {
    const res = await open(999_999, { 'user-agent': CHROME });
    expect(res.statusCode).toBe(404);
  });
});
