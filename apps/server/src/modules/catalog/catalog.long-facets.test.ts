import { randomUUID } from 'node:crypto';
import { LONG_FACET_SHOWN, type StoreFacetValues, type StoreProductList } from '@granite/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, user, vendors } from '../../db/schema';
import { catalogChanged } from '../../lib/catalog-events';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';

// The long facets (manufacturers, varieties) leave the list answer: it carries the values with most
// products and the chosen one; the whole list, searchable, is its own cacheable answer.

let t: TestApp;
/** Twelve manufacturers; the one at index i has i + 1 products (so "most products" has one order). */
let makers: { id: number; name: string; products: number }[];
let otherCategory: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const [slabs, tiles] = await db
    .insert(categories)
    .values([
      { name: 'Black Granite', description: 'Black stones' },
      { name: 'Granite Tiles', description: 'Tiles' },
    ])
    .returning({ id: categories.id });
  otherCategory = tiles!.id;
  const towns = ['Ongole', 'Chimakurthy', 'Kishangarh', 'Jalore', 'Khammam', 'Hosur'];
  makers = [];
  for (let i = 0; i < 12; i++) {
    const [owner] = await db
      .insert(user)
      .values({
        id: randomUUID(),
        name: `Owner ${i}`,
        email: `owner-${randomUUID()}@example.com`,
        emailVerified: true,
      })
      .returning({ id: user.id });
    const name = `${towns[i % towns.length]} Stone Works ${i + 1}`;
    const [maker] = await db
      .insert(vendors)
      .values({
        businessName: name,
        ownerUserId: owner!.id,
        ownerName: `Owner ${i}`,
        email: `m${i}@example.com`,
      })
      .returning({ id: vendors.id });
    await db.insert(products).values(
      Array.from({ length: i + 1 }, (_, n) => ({
        name: `${name} Slab ${n + 1}`,
        pricePaise: 10_000 + n * 100,
        vendorId: maker!.id,
        // The last product of the three biggest is a tile, in the other category.
        categoryId: i >= 9 && n === i ? tiles!.id : slabs!.id,
      })),
    );
    makers.push({ id: maker!.id, name, products: i + 1 });
  }
  catalogChanged(t.app.deps);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const list = async (query: string): Promise<StoreProductList> => {
  const res = await get(`/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const values = async (facet: string, query = ''): Promise<StoreFacetValues> => {
  const res = await get(`/products/facets/${facet}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe(`the list's long facets (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the manufacturers with most products and says how many there are', async () => {
    const answer = await list('');
    expect(answer.facetTotals).toEqual({ manufacturer: 12, variety: 0 });
    const shown = answer.facets!.manufacturer;
    expect(shown).toHaveLength(LONG_FACET_SHOWN);
    const biggest = [...makers].sort((a, b) => b.products - a.products).slice(0, LONG_FACET_SHOWN);
    expect(shown.map((m) => Number(m.value)).sort()).toEqual(biggest.map((m) => m.id).sort());
    for (const m of shown) expect(m.count).toBe(makers.find((x) => x.id === Number(m.value))!.products);
  });

  it('keeps a chosen manufacturer listed although it has few products', async () => {
    const smallest = makers[0]!;
    const answer = await list(`manufacturer=${smallest.id}`);
    expect(answer.total).toBe(1);
    expect(answer.facets!.manufacturer.map((m) => Number(m.value))).toContain(smallest.id);
    expect(answer.facets!.manufacturer).toHaveLength(LONG_FACET_SHOWN + 1);
  });

  it('leaves every facet out when the list is drawn without a filter panel', async () => {
    const answer = await list('facets=false&pageSize=8');
    expect(answer.items).toHaveLength(8);
    expect(answer).not.toHaveProperty('facets');
    expect(answer).not.toHaveProperty('facetTotals');
    expect((await get('/products?facets=maybe')).json().error.fields).toHaveProperty('facets');
  });

  it('answers the whole list of manufacturers, most products first, each count what choosing it lists', async () => {
    const all = await values('manufacturer');
    expect(all.facet).toBe('manufacturer');
    expect(all.items).toHaveLength(12);
    expect(all.items.map((m) => m.count)).toEqual([...makers].map((m) => m.products).sort((a, b) => b - a));
    for (const m of all.items.slice(-3)) {
      expect(m.label).toBe(makers.find((x) => x.id === Number(m.value))!.name);
      expect((await list(`manufacturer=${m.value}`)).total).toBe(m.count);
    }
  });

  it('answers under the list filters, and narrows to the names holding every word typed', async () => {
    const tiles = await values('manufacturer', `category=${otherCategory}`);
    expect(tiles.items.map((m) => m.count)).toEqual([1, 1, 1]);
    const ongole = await values('manufacturer', 'q=ONGOLE  works');
    expect(ongole.items.map((m) => m.label).sort()).toEqual(
      makers
        .filter((m) => m.name.startsWith('Ongole'))
        .map((m) => m.name)
        .sort(),
    );
    expect((await values('manufacturer', 'q=Jalore 10')).items.map((m) => m.label)).toEqual([
      'Jalore Stone Works 10',
    ]);
    expect((await values('manufacturer', 'q=Madurai')).items).toEqual([]);
  });

  it('shows a new product in the counts at once, and revalidates with the ETag', async () => {
    const first = await get('/products/facets/manufacturer');
    const etag = first.headers.etag as string;
    expect((await get('/products/facets/manufacturer', { 'if-none-match': etag })).statusCode).toBe(304);
    const smallest = makers[0]!;
    await t.app.deps.db.execute(
      sql`insert into products (name, price_paise, vendor_id, category_id)
          select 'One more slab', 12000, ${smallest.id}, category_id from products where vendor_id = ${smallest.id} limit 1`,
    );
    catalogChanged(t.app.deps);
    const after = await get('/products/facets/manufacturer', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const items = (after.json() as StoreFacetValues).items;
    expect(items.find((m) => Number(m.value) === smallest.id)!.count).toBe(2);
  });

  it('refuses an unknown facet and overlong words, naming the field', async () => {
    const unknown = await get('/products/facets/colour');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('facet');
    const long = await get(`/products/facets/manufacturer?q=${'a'.repeat(61)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('q');
    const page = await get('/products/facets/manufacturer?page=2');
    expect(page.statusCode).toBe(400);
    expect(page.json().error.fields).toHaveProperty('page');
    const prices = await get('/products/facets/variety?minPrice=500&maxPrice=100');
    expect(prices.statusCode).toBe(400);
    expect(prices.json().error.fields).toHaveProperty('minPrice');
  });
});
