// D32: the catalogue's stock filters (in stock, minimum slab size, lot thickness and grade), their
// facet counts and each product's stock line, through GET /api/v1/products, the product page and a
// manufacturer's profile, as slabs are held, sold and released. Lots and slabs are written directly
// (the manufacturer's lot screens have their own tests); the triggers of migration 0011 keep
// product_stock and name the product in the change feed, which the index reads.
import type {
  ProductFacet,
  StoreManufacturerProfile,
  StoreProductDetail,
  StoreProductList,
} from '@granite/shared';
import { sqftX100 } from '@granite/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, lots, products, slabs, vendors } from '../../db/schema';
import { catalogChanged } from '../../lib/catalog-events';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';

let t: TestApp;
let manufacturerId: number;
/** Products: two lots (First 20 mm, Second 18 mm); one cutter lot; none; every slab sold. */
const id = { gangsaw: 0, cutter: 0, bare: 0, soldOut: 0 };
/** Slab ids by product, in the order inserted. */
const slabIds: Record<keyof typeof id, number[]> = { gangsaw: [], cutter: [], bare: [], soldOut: [] };
let replyId: number;

type Slab = { length: number; width: number; usable?: number; status?: 'available' | 'sold' };

async function addLot(
  product: keyof typeof id,
  block: string,
  lot: { thicknessMm: number; grade: 'First' | 'Second' | 'Commercial' },
  sizes: Slab[],
): Promise<void> {
  const db = t.app.deps.db;
  const [row] = await db
    .insert(lots)
    .values({
      productId: id[product],
      vendorId: manufacturerId,
      blockNumber: block,
      thicknessMm: lot.thicknessMm,
      finish: 'Polished',
      grade: lot.grade,
      yardCity: 'Hosur',
    })
    .returning({ id: lots.id });
  const inserted = await db
    .insert(slabs)
    .values(
      sizes.map((s, i) => ({
        lotId: row!.id,
        productId: id[product],
        vendorId: manufacturerId,
        blockNumber: block,
        sequence: i + 1,
        lengthMm: s.length,
        widthMm: s.width,
        grossSqftX100: sqftX100(s.length, s.width),
        usableSqftX100: s.usable ?? sqftX100(s.length, s.width),
        status: s.status ?? 'available',
      })),
    )
    .returning({ id: slabs.id });
  slabIds[product].push(...inserted.map((s) => s.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const [category] = await db.insert(categories).values({ name: 'Black Granite' }).returning();
  const [manufacturer] = await db
    .insert(vendors)
    .values({ businessName: 'Hosur Stones', ownerName: 'Ravi', email: 'ravi@example.com' })
    .returning();
  manufacturerId = manufacturer!.id;
  for (const name of Object.keys(id) as (keyof typeof id)[]) {
    const [p] = await db
      .insert(products)
      .values({
        name: `Black Galaxy ${name}`,
        pricePaise: 15_000,
        vendorId: manufacturerId,
        categoryId: category!.id,
      })
      .returning({ id: products.id });
    id[name] = p!.id;
  }
  // The gangsaw product's frontier: 3200 × 1600 and 2800 × 1900 (neither is 3000 × 1800).
  await addLot('gangsaw', 'B114', { thicknessMm: 20, grade: 'First' }, [
    { length: 3_200, width: 1_600, usable: 5_000 },
    { length: 2_800, width: 1_900, usable: 5_500 },
    { length: 2_700, width: 1_500, usable: 4_000 },
  ]);
  await addLot('gangsaw', 'B115', { thicknessMm: 18, grade: 'Second' }, [
    { length: 2_900, width: 1_700, usable: 5_040 },
    { length: 2_900, width: 1_700, usable: 5_040, status: 'sold' },
  ]);
  await addLot('cutter', 'C7', { thicknessMm: 18, grade: 'Second' }, [
    { length: 2_400, width: 700, usable: 1_700 },
    { length: 2_100, width: 650, usable: 1_400 },
  ]);
  await addLot('soldOut', 'S1', { thicknessMm: 30, grade: 'Commercial' }, [
    { length: 3_000, width: 2_000, status: 'sold' },
  ]);
  const request = await db.execute<{ id: number }>(sql`
    insert into quote_requests (product_id, product_name, vendor_id, vendor_name, customer_name, mobile_number,
      quantity_sqft, delivery_city, delivery_pin, material_quality, product_type, status)
    values (${id.cutter}, 'Black Galaxy cutter', ${manufacturerId}, 'Hosur Stones', 'Buyer', '9876543210', 40,
      'Chennai', '600001', 'Premium', 'Slabs', 'forwarded') returning id`);
  replyId = (
    await db.execute<{ id: number }>(sql`
      insert into quote_replies (quote_request_id, vendor_id, revision, price_paise, ex_works, lead_time_days, valid_until)
      values (${request.rows[0]!.id}, ${manufacturerId}, 1, 15000, true, 10, current_date + 7) returning id`)
  ).rows[0]!.id;
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
const list = async (query: string): Promise<StoreProductList> => {
  const res = await get(`/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = async (query: string) =>
  (await list(`${query}&sort=name-asc`)).items.map((p) => p.name.replace('Black Galaxy ', ''));
/** A slab statement as the quote path or another server makes it; this process is told at once. */
const write = async (statement: ReturnType<typeof sql>) => {
  await t.app.deps.db.execute(statement);
  catalogChanged(t.app.deps);
};
const facet = (answer: StoreProductList, name: ProductFacet) =>
  Object.fromEntries(answer.facets![name].map((f) => [f.value, f.count]));

describe(`catalogue stock filters (D32, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('filters to products with available slabs and counts them', async () => {
    expect(await names('inStock=true')).toEqual(['cutter', 'gangsaw']);
    expect(await names('inStock=false')).toEqual(['bare', 'cutter', 'gangsaw', 'soldOut']);
    const all = await list('');
    expect(all.facets!.inStock).toEqual([{ value: 'true', count: 2 }]);
  });

  it('finds an available slab of at least a length and width from the size frontier', async () => {
    // The gangsaw product's longest slab (3200) and widest (1900) are different slabs.
    expect(await names('minLengthMm=3000&minWidthMm=1800')).toEqual([]);
    expect(await names('minLengthMm=3200&minWidthMm=1600')).toEqual(['gangsaw']);
    expect(await names('minLengthMm=2800&minWidthMm=1900')).toEqual(['gangsaw']);
    expect(await names('minLengthMm=2400')).toEqual(['cutter', 'gangsaw']);
    expect(await names('minWidthMm=700')).toEqual(['cutter', 'gangsaw']);
    expect(await names('minLengthMm=2401&minWidthMm=600')).toEqual(['gangsaw']);
    // Sold slabs do not count: the sold-out product's 3000 × 2000 is gone.
    expect(await names('minLengthMm=3000&minWidthMm=2000')).toEqual([]);
    // Size is a condition of every count, like the price range.
    const sized = await list('minLengthMm=2400&minWidthMm=700');
    expect(sized.total).toBe(2);
    expect(facet(sized, 'grade')).toEqual({ First: 1, Second: 2 });
    expect(facet(sized, 'inStock')).toEqual({ true: 2 });
  });

  it('filters by lot grade and thickness in stock, with disjunctive counts', async () => {
    expect(await names('grade=First')).toEqual(['gangsaw']);
    expect(await names('grade=Second')).toEqual(['cutter', 'gangsaw']);
    expect(await names('grade=Commercial')).toEqual([]);
    expect(await names('grade=First,Commercial')).toEqual(['gangsaw']);
    expect(await names('stockThicknessMm=20')).toEqual(['gangsaw']);
    expect(await names('stockThicknessMm=18')).toEqual(['cutter', 'gangsaw']);
    expect(await names('stockThicknessMm=20mm,30')).toEqual(['gangsaw']);
    expect(await names('stockThicknessMm=30')).toEqual([]);
    const all = await list('');
    expect(all.facets!.grade).toEqual([
      { value: 'First', count: 1 },
      { value: 'Second', count: 2 },
    ]);
    expect(all.facets!.stockThicknessMm).toEqual([
      { value: '18', label: '18 mm', count: 2 },
      { value: '20', label: '20 mm', count: 1 },
    ]);
    // A chosen grade keeps the other grades' counts (they would add to it) and narrows the thicknesses.
    const first = await list('grade=First');
    expect(facet(first, 'grade')).toEqual({ First: 1, Second: 2 });
    expect(facet(first, 'stockThicknessMm')).toEqual({ 18: 1, 20: 1 });
    // A chosen value with nothing in stock stays listed, at 0.
    expect(facet(await list('stockThicknessMm=30'), 'stockThicknessMm')).toEqual({ 18: 2, 20: 1, 30: 0 });
  });

  it('gives every listed product, the product page and the profile its stock line (null without lots)', async () => {
    const stock = Object.fromEntries((await list('pageSize=10')).items.map((p) => [p.id, p.stock]));
    expect(stock[id.gangsaw]).toEqual({ lotsInStock: 2, availableSlabs: 4, availableSqft: 195.4 });
    expect(stock[id.cutter]).toEqual({ lotsInStock: 1, availableSlabs: 2, availableSqft: 31 });
    expect(stock[id.soldOut]).toEqual({ lotsInStock: 0, availableSlabs: 0, availableSqft: 0 });
    expect(stock[id.bare]).toBeNull();
    const page: StoreProductDetail = (await get(`/products/${id.gangsaw}`)).json();
    expect(page.stock).toEqual({ lotsInStock: 2, availableSlabs: 4, availableSqft: 195.4 });
    expect(((await get(`/products/${id.bare}`)).json() as StoreProductDetail).stock).toBeNull();
    const profile: StoreManufacturerProfile = (await get(`/manufacturers/${manufacturerId}`)).json();
    expect(profile.products.items.find((p) => p.id === id.cutter)!.stock).toEqual(stock[id.cutter]);
  });

  it('keeps counts and stock lines correct as slabs are held, sold and released', async () => {
    const cutter = slabIds.cutter;
    // Both cutter slabs held for a reply: the product leaves "in stock" and the Second grade count.
    await write(sql`update slabs set status = 'held', held_by_reply_id = ${replyId}, held_until = current_date + 7
      where id = any(${`{${cutter.join(',')}}`}::int[])`);
    let all = await list('');
    expect(facet(all, 'inStock')).toEqual({ true: 1 });
    expect(facet(all, 'grade')).toEqual({ First: 1, Second: 1 });
    expect(await names('inStock=true')).toEqual(['gangsaw']);
    expect(all.items.find((p) => p.id === id.cutter)!.stock).toEqual({
      lotsInStock: 0,
      availableSlabs: 0,
      availableSqft: 0,
    });
    // One released: back in stock with one slab.
    await write(sql`update slabs set status = 'available', held_by_reply_id = null, held_until = null
      where id = ${cutter[1]!}`);
    all = await list('');
    expect(facet(all, 'inStock')).toEqual({ true: 2 });
    expect(all.items.find((p) => p.id === id.cutter)!.stock).toEqual({
      lotsInStock: 1,
      availableSlabs: 1,
      availableSqft: 14,
    });
    expect(await names('minLengthMm=2400')).toEqual(['gangsaw']);
    // The gangsaw's 2800 × 1900 sold: the 2800 × 1900 search finds nothing, the sq.ft drops.
    await write(sql`update slabs set status = 'sold', sold_at = now() where id = ${slabIds.gangsaw[1]!}`);
    expect(await names('minLengthMm=2800&minWidthMm=1900')).toEqual([]);
    expect(await names('minLengthMm=2900&minWidthMm=1700')).toEqual(['gangsaw']);
    expect((await list('grade=First')).items[0]!.stock).toEqual({
      lotsInStock: 2,
      availableSlabs: 3,
      availableSqft: 140.4,
    });
    // Its 18 mm Second lot's last slab sold: the 18 mm count is the cutter's alone.
    await write(sql`update slabs set status = 'sold', sold_at = now() where id = ${slabIds.gangsaw[3]!}`);
    all = await list('');
    expect(facet(all, 'stockThicknessMm')).toEqual({ 18: 1, 20: 1 });
    expect(facet(all, 'grade')).toEqual({ First: 1, Second: 1 });
  });

  it('follows a sale made by another server within a second (the change feed, no signal here)', async () => {
    const before = await list('inStock=true');
    expect(before.total).toBe(2);
    await t.app.deps.db.execute(
      sql`update slabs set status = 'sold', sold_at = now() where product_id = ${id.cutter} and status = 'available'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await names('inStock=true')).toEqual(['gangsaw']);
  });

  it('filters and counts every thickness a lot may have (6 to 100 mm), not only the first few seen', async () => {
    for (let mm = 50; mm <= 100; mm++)
      await addLot('bare', `T${mm}`, { thicknessMm: mm, grade: 'Commercial' }, [
        { length: 2_000, width: 1_000 },
      ]);
    catalogChanged(t.app.deps);
    for (const mm of [50, 81, 95, 100])
      expect(await names(`stockThicknessMm=${mm}`), `${mm}`).toEqual(['bare']);
    expect(await names('stockThicknessMm=49')).toEqual([]);
    const counts = facet(await list('stockThicknessMm=100'), 'stockThicknessMm');
    for (let mm = 50; mm <= 100; mm++) expect(counts[mm], `${mm}`).toBe(1);
    expect(counts[20]).toBe(1);
    const bare = (await list('grade=Commercial')).items;
    expect(bare.map((p) => p.id)).toEqual([id.bare]);
    expect(bare[0]!.stock).toMatchObject({ lotsInStock: 51, availableSlabs: 51 });
  });

  it('answers 400 naming the field for bad stock filters', async () => {
    for (const [query, field] of [
      ['inStock=maybe', 'inStock'],
      ['minLengthMm=0', 'minLengthMm'],
      ['minLengthMm=abc', 'minLengthMm'],
      ['minLengthMm=2.5', 'minLengthMm'],
      ['minLengthMm=3601', 'minLengthMm'],
      ['minWidthMm=2201', 'minWidthMm'],
      ['minWidthMm=-5', 'minWidthMm'],
      ['grade=Best', 'grade'],
      ['stockThicknessMm=3', 'stockThicknessMm'],
      ['stockThicknessMm=thick', 'stockThicknessMm'],
    ] as const) {
      const res = await get(`/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toHaveProperty(field);
    }
  });
});
