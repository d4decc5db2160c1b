// product_stock (migration 0011's statement triggers on slabs and lots) against the same figures
// computed plainly from the slabs, after inserts, status changes, size edits, deletions and lot
// edits touching several products in one statement (D32).
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, productStock, products, quoteReplies, quoteRequests, slabs } from '../../db/schema';
import { manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

/** The Pareto pairs of (length, width): kept when no other pair is at least as long and as wide. */
function frontier(pairs: [number, number][]): number[] {
  const distinct = [...new Map(pairs.map((p) => [`${p[0]}x${p[1]}`, p])).values()];
  const kept = distinct.filter(
    ([l, w]) => !distinct.some(([l2, w2]) => l2 >= l && w2 >= w && (l2 > l || w2 > w)),
  );
  kept.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  return kept.flat();
}

describe(`product stock kept by the triggers (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let manufacturerId: number;
  let productIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = await seedMiniCatalogue(t.app.deps.db);
    manufacturerId = (await manufacturer(t.app)).vendorId;
    const rows = await t.app.deps.db
      .insert(products)
      .values(
        [1, 2, 3].map((n) => ({
          name: `Stock Test ${n}`,
          pricePaise: 20000,
          vendorId: manufacturerId,
          categoryId: catalogue.categoryIds.black,
        })),
      )
      .returning({ id: products.id });
    productIds = rows.map((r) => r.id);
  });
  afterAll(async () => t?.close());

  async function expected(productId: number) {
    const db = t.app.deps.db;
    const rows = await db
      .select({
        lengthMm: slabs.lengthMm,
        widthMm: slabs.widthMm,
        usable: slabs.usableSqftX100,
        status: slabs.status,
        lotId: slabs.lotId,
        thickness: lots.thicknessMm,
        grade: lots.grade,
      })
      .from(slabs)
      .innerJoin(lots, eq(lots.id, slabs.lotId))
      .where(eq(slabs.productId, productId));
    const available = rows.filter((r) => r.status === 'available');
    return {
      lotsInStock: new Set(available.map((r) => r.lotId)).size,
      availableSlabs: available.length,
      heldSlabs: rows.filter((r) => r.status === 'held').length,
      availableSqftX100: available.reduce((n, r) => n + r.usable, 0),
      maxLengthMm: available.length ? Math.max(...available.map((r) => r.lengthMm)) : null,
      maxWidthMm: available.length ? Math.max(...available.map((r) => r.widthMm)) : null,
      sizeFrontier: frontier(available.map((r) => [r.lengthMm, r.widthMm])),
      thicknessesMm: [...new Set(available.map((r) => r.thickness))].sort((a, b) => a - b),
      grades: [...new Set(available.map((r) => r.grade))].sort(),
    };
  }

  async function actual(productId: number) {
    const [row] = await t.app.deps.db
      .select()
      .from(productStock)
      .where(eq(productStock.productId, productId));
    if (!row) return undefined;
    const { productId: _p, updatedAt: _u, ...figures } = row;
    return { ...figures, availableSqftX100: Number(figures.availableSqftX100) };
  }

  async function expectInStep() {
    for (const id of productIds) expect(await actual(id), `product ${id}`).toEqual(await expected(id));
  }

  let seq = 1;
  const slab = (
    lot: { id: number; productId: number; blockNumber: string },
    l: number,
    w: number,
    usable?: number,
  ) => {
    const gross = Math.round((l * w) / 929.0304);
    return {
      lotId: lot.id,
      productId: lot.productId,
      vendorId: manufacturerId,
      blockNumber: lot.blockNumber,
      sequence: seq++,
      lengthMm: l,
      widthMm: w,
      grossSqftX100: gross,
      usableSqftX100: usable ?? gross,
    } as typeof slabs.$inferInsert;
  };

  it('follows inserts, holds, sales, size edits and deletions, several products per statement', async () => {
    const db = t.app.deps.db;
    const made = await db
      .insert(lots)
      .values([
        {
          productId: productIds[0]!,
          vendorId: manufacturerId,
          blockNumber: 'S1',
          thicknessMm: 20,
          finish: 'Polished',
          grade: 'First',
          yardCity: 'Ongole',
        },
        {
          productId: productIds[0]!,
          vendorId: manufacturerId,
          blockNumber: 'S2',
          thicknessMm: 30,
          finish: 'Polished',
          grade: 'Second',
          yardCity: 'Ongole',
        },
        {
          productId: productIds[1]!,
          vendorId: manufacturerId,
          blockNumber: 'S3',
          thicknessMm: 18,
          finish: 'Honed',
          grade: 'Commercial',
          yardCity: 'Salem',
        },
        {
          productId: productIds[2]!,
          vendorId: manufacturerId,
          blockNumber: 'S4',
          thicknessMm: 20,
          finish: 'Flamed',
          grade: 'First',
          yardCity: 'Salem',
        },
      ])
      .returning();
    const [a, b, c, d] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0], (typeof made)[0]];
    // Products with lots but no slabs: zeros and empty lists.
    await expectInStep();

    const inserted = await db
      .insert(slabs)
      .values([
        slab(a, 3200, 1800),
        slab(a, 3000, 2000),
        slab(a, 3000, 1900),
        slab(a, 2800, 2000),
        slab(b, 3200, 1800, 4000),
        slab(b, 2500, 700),
        slab(c, 1800, 650),
        slab(c, 2700, 600),
        slab(d, 3100, 1950),
      ])
      .returning({ id: slabs.id });
    const ids = inserted.map((r) => r.id);
    await expectInStep();
    expect((await actual(productIds[0]!))!.sizeFrontier).toEqual([3200, 1800, 3000, 2000]);

    // A hold, a sale and a dispatch in one statement across two products.
    await db.execute(sql`update slabs set status = case id
        when ${ids[0]} then 'sold' when ${ids[6]} then 'dispatched' else status end
      where id in (${ids[0]}, ${ids[6]})`);
    await expectInStep();
    const [request] = await db
      .insert(quoteRequests)
      .values({
        productId: productIds[0]!,
        productName: 'Stock Test 1',
        vendorId: manufacturerId,
        vendorName: 'Vikram Granites',
        customerName: 'Asha',
        mobileNumber: '+919876543210',
        quantitySqft: 100,
        deliveryCity: 'Pune',
        deliveryPin: '411001',
        materialQuality: 'Premium',
        productType: 'Slabs',
      })
      .returning({ id: quoteRequests.id });
    const [reply] = await db
      .insert(quoteReplies)
      .values({
        quoteRequestId: request!.id,
        vendorId: manufacturerId,
        revision: 1,
        pricePaise: 20000,
        leadTimeDays: 7,
        validUntil: '2099-01-01',
      })
      .returning({ id: quoteReplies.id });
    await db
      .update(slabs)
      .set({ status: 'held', heldByReplyId: reply!.id, heldUntil: '2099-01-01' })
      .where(inArray(slabs.id, [ids[2]!, ids[4]!]));
    await expectInStep();
    expect((await actual(productIds[0]!))!.heldSlabs).toBe(2);
    await db
      .update(slabs)
      .set({ lengthMm: 3500, widthMm: 2100, grossSqftX100: 7911, usableSqftX100: 7000 })
      .where(eq(slabs.id, ids[5]!));
    await expectInStep();

    // A slab moved to another product's lot (both products recounted).
    await db
      .update(slabs)
      .set({ lotId: d.id, productId: d.productId, blockNumber: d.blockNumber })
      .where(eq(slabs.id, ids[3]!));
    await expectInStep();

    // The lot's thickness and grade are what the filters read.
    await db.update(lots).set({ thicknessMm: 25, grade: 'Second' }).where(eq(lots.id, a.id));
    await expectInStep();

    await db.delete(slabs).where(inArray(slabs.id, [ids[1]!, ids[8]!]));
    await expectInStep();
    await db.delete(lots).where(eq(lots.id, b.id));
    await expectInStep();
    await db.delete(slabs);
    await expectInStep();
    expect(await actual(productIds[0]!)).toMatchObject({
      availableSlabs: 0,
      sizeFrontier: [],
      maxLengthMm: null,
    });
  });
});
