// ADR 010, "Processes and pushes": two server instances on one PostgreSQL database, as two processes
// would be (each its own pool and its own LISTEN connection). A price edit and a slab hold made
// through A show in B's catalogue within a second while B's poll of the change feed is set to ten
// minutes, so the NOTIFY did it. A lost LISTEN connection is opened again. PostgreSQL only: PGlite
// belongs to one process.
import { randomUUID } from 'node:crypto';
import { type CreatedQuoteRequests, indiaDay, sqftX100 } from '@granite/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { lots, products, slabs } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { LISTENER_APPLICATION_NAME } from './catalog.push';

const TEN_MINUTES = 600_000;

let a: TestApp;
let b: FastifyInstance;

describe.skipIf(!onPostgres)('catalogue changes pushed between processes (PostgreSQL)', () => {
  beforeAll(async () => {
    a = await createTestApp({ catalogPollMs: TEN_MINUTES });
    b = await buildApp(a.config);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  type Item = { id: number; pricePaise: number; stock: { availableSlabs: number } | null };
  const itemOn = async (app: FastifyInstance, productId: number): Promise<Item | undefined> => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/products?sort=price-asc&pageSize=48' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: Item[] }).items.find((p) => p.id === productId);
  };
  /** Asks every 20 ms until `ok`; the time it took. */
  const until = async (ask: () => Promise<boolean>, limitMs: number): Promise<number> => {
    const start = Date.now();
    while (!(await ask())) {
      if (Date.now() - start > limitMs) return Date.now() - start;
      await new Promise((r) => setTimeout(r, 20));
    }
    return Date.now() - start;
  };

  const api = (
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    who?: { cookie: string },
    body?: unknown,
  ) => call(app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

  it('a price edit and a slab hold through A show in B within a second, with B polling every ten minutes', async () => {
    const db = a.app.deps.db;
    const { categoryIds } = await seedMiniCatalogue(db);
    const m = await manufacturer(a.app);
    const [product] = await db
      .insert(products)
      .values({
        name: `Pushed Galaxy ${randomUUID().slice(0, 6)}`,
        pricePaise: 9_000,
        vendorId: m.vendorId,
        categoryId: categoryIds.black,
      })
      .returning({ id: products.id });
    const productId = product!.id;
    const [lot] = await db
      .insert(lots)
      .values({
        productId,
        vendorId: m.vendorId,
        blockNumber: 'P1',
        lotNumber: 'L1',
        thicknessMm: 18,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      })
      .returning();
    const [slab] = await db
      .insert(slabs)
      .values(
        [1, 2].map((sequence) => ({
          lotId: lot!.id,
          productId,
          vendorId: m.vendorId,
          blockNumber: 'P1',
          sequence,
          lengthMm: 3000,
          widthMm: 1800,
          grossSqftX100: sqftX100(3000, 1800),
          usableSqftX100: sqftX100(3000, 1800) - 100,
        })),
      )
      .returning();

    // B builds its index now (it holds the product with two available slabs), then only a push
    // can tell it of a change for ten minutes.
    const first = await itemOn(b, productId);
    expect(first).toMatchObject({ pricePaise: 9_000, stock: { availableSlabs: 2 } });

    const edit = await api(a.app, 'POST', '/vendor/products/bulk-price', m, {
      ids: [productId],
      mode: 'amount',
      value: 5,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const priceMs = await until(async () => (await itemOn(b, productId))?.pricePaise === 9_500, 1_000);
    expect(priceMs).toBeLessThan(1_000);

    // The trade module holds a slab inside its own transaction: the NOTIFY is sent at its commit.
    const someone = await buyer(a.app);
    const anAdmin = await admin(a.app);
    const asked = await api(a.app, 'POST', '/quote-requests', someone, {
      customerName: 'Meera Iyer',
      mobileNumber: '9845012345',
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId,
      quantitySqft: 50,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = (asked.json() as CreatedQuoteRequests).requests[0]!.id;
    expect((await api(a.app, 'POST', `/admin/quote-requests/${requestId}/forward`, anAdmin)).statusCode).toBe(
      200,
    );
    const replied = await api(a.app, 'POST', `/vendor/quote-requests/${requestId}/replies`, m, {
      price: 125,
      gstRate: 18,
      freight: 10000,
      leadTimeDays: 10,
      validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
      slabIds: [slab!.id],
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const holdMs = await until(async () => (await itemOn(b, productId))?.stock?.availableSlabs === 1, 1_000);
    expect(holdMs).toBeLessThan(1_000);
  });

  it('opens its LISTEN connection again when PostgreSQL ends it, and pushes go on', async () => {
    const db = a.app.deps.db;
    const ended = await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    expect(ended.rows.length).toBe(2);
    const [row] = await db.select({ id: products.id, price: products.pricePaise }).from(products).limit(1);
    // Both listeners come back (after a quarter of a second); a change made by hand is then pushed.
    const back = await until(async () => {
      const r = await db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()
            and query ilike 'LISTEN%'`,
      );
      return (r.rows[0] as { n: number }).n === 2;
    }, 5_000);
    expect(back).toBeLessThan(5_000);
    // Written as psql would, then announced as a writer does after its commit.
    await db
      .update(products)
      .set({ pricePaise: row!.price + 100 })
      .where(eq(products.id, row!.id));
    await db.execute(sql`select pg_notify('catalog_changes', '')`);
    const seenMs = await until(
      async () => (await itemOn(b, row!.id))?.pricePaise === row!.price + 100,
      1_000,
    );
    expect(seenMs).toBeLessThan(1_000);
  });
});
