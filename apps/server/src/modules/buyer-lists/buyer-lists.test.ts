import type { BuyerListView, SavedComparison, StoreComparison } from '@granite/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema';
import { buyer, call } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let cat: Awaited<ReturnType<typeof seedMiniCatalogue>>;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  cat = await seedMiniCatalogue(t.app.deps.db);
  ids = cat.productIds;
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie, body });
const itemIds = (res: { json(): unknown }) => (res.json() as BuyerListView).items.map((i) => i.id);

describe(`buyer lists and comparison (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses every list and saved-comparison endpoint when signed out (401)', async () => {
    for (const list of ['wishlist', 'comparison']) {
      expect((await api('GET', `/me/${list}`)).statusCode).toBe(401);
      expect((await api('PUT', `/me/${list}/${ids[0]}`)).statusCode).toBe(401);
      expect((await api('DELETE', `/me/${list}/${ids[0]}`)).statusCode).toBe(401);
      expect((await api('DELETE', `/me/${list}`)).statusCode).toBe(401);
      expect((await api('POST', `/me/${list}/merge`, undefined, { productIds: [ids[0]] })).statusCode).toBe(
        401,
      );
    }
    expect((await api('GET', '/me/saved-comparisons')).statusCode).toBe(401);
    expect((await api('POST', '/me/saved-comparisons', undefined, { name: 'x', query: {} })).statusCode).toBe(
      401,
    );
    expect((await api('DELETE', '/me/saved-comparisons/1')).statusCode).toBe(401);
  });

  it('wishlist: add, duplicates ignored, live item fields, remove, clear', async () => {
    const b = await buyer(t.app);
    await api('PUT', `/me/wishlist/${ids[0]}`, b.cookie);
    const again = await api('PUT', `/me/wishlist/${ids[0]}`, b.cookie);
    expect(again.statusCode).toBe(200);
    expect(itemIds(again)).toEqual([ids[0]]);
    const second = await api('PUT', `/me/wishlist/${ids[1]}`, b.cookie);
    expect(second.json().items[1]).toMatchObject({
      id: ids[1],
      name: 'Test Absolute Black Slab',
      pricePaise: 30000,
      manufacturerName: 'Kishangarh Slabs',
      vendorName: 'Kishangarh Slabs',
    });
    expect(itemIds(await api('DELETE', `/me/wishlist/${ids[0]}`, b.cookie))).toEqual([ids[1]]);
    expect(itemIds(await api('DELETE', '/me/wishlist', b.cookie))).toEqual([]);
    expect(itemIds(await api('GET', '/me/wishlist', b.cookie))).toEqual([]);
  });

  it('refuses unknown, hidden and malformed products', async () => {
    const b = await buyer(t.app);
    expect((await api('PUT', '/me/wishlist/999999', b.cookie)).statusCode).toBe(404);
    expect((await api('PUT', `/me/wishlist/${cat.suspendedProductId}`, b.cookie)).statusCode).toBe(404);
    expect(
      (await api('PUT', `/me/comparison/${cat.hiddenByManufacturerProductId}`, b.cookie)).statusCode,
    ).toBe(404);
    const bad = await api('PUT', '/me/comparison/abc', b.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('productId');
  });

  it('comparison holds at most 4 products: the 5th is a 409 with the spec text', async () => {
    const b = await buyer(t.app);
    for (const id of ids.slice(0, 4))
      expect((await api('PUT', `/me/comparison/${id}`, b.cookie)).statusCode).toBe(200);
    const fifth = await api('PUT', `/me/comparison/${ids[4]}`, b.cookie);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error.message).toBe('You can compare up to 4 products at a time');
    expect(itemIds(await api('GET', '/me/comparison', b.cookie))).toEqual(ids.slice(0, 4));
  });

  it('concurrent additions cannot pass the comparison limit', async () => {
    const b = await buyer(t.app);
    const answers = await Promise.all(ids.map((id) => api('PUT', `/me/comparison/${id}`, b.cookie)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(1);
    expect(itemIds(await api('GET', '/me/comparison', b.cookie))).toHaveLength(4);
  });

  it("merges the browser's list at sign-in: account items first, duplicates and hidden products skipped", async () => {
    const b = await buyer(t.app);
    await api('PUT', `/me/wishlist/${ids[2]}`, b.cookie);
    const merged = await api('POST', '/me/wishlist/merge', b.cookie, {
      productIds: [ids[0], ids[2], cat.suspendedProductId, 999999, ids[0]],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(itemIds(merged)).toEqual([ids[2], ids[0]]);
    // Another device sees the merged list.
    expect(itemIds(await api('GET', '/me/wishlist', b.cookie))).toEqual([ids[2], ids[0]]);

    await api('PUT', `/me/comparison/${ids[4]}`, b.cookie);
    await api('PUT', `/me/comparison/${ids[3]}`, b.cookie);
    const comparison = await api('POST', '/me/comparison/merge', b.cookie, { productIds: ids.slice(0, 3) });
    expect(itemIds(comparison)).toEqual([ids[4], ids[3], ids[0], ids[1]]);
    expect(comparison.json().skipped).toEqual([ids[2]]);

    const bad = await api('POST', '/me/wishlist/merge', b.cookie, { productIds: ['x'], extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['productIds.0', 'extra']));
  });

  it("one buyer's lists are not another's", async () => {
    const a = await buyer(t.app);
    const b = await buyer(t.app);
    await api('PUT', `/me/wishlist/${ids[0]}`, a.cookie);
    expect(itemIds(await api('GET', '/me/wishlist', b.cookie))).toEqual([]);
  });

  describe('manufacturer comparison (spec 2.9)', () => {
    const get = async (query: string): Promise<StoreComparison> => {
      const res = await api('GET', `/comparison?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const names = (c: StoreComparison) => c.rows.map((r) => r.name);

    it('lists visible products only, cheapest first, with real location and verification', async () => {
      const all = await get('');
      expect(all.total).toBe(5);
      expect(names(all)).not.toContain('Test Suspended Slab');
      expect(names(all)).not.toContain('Test Closed Vendor Slab');
      expect(all.rows.map((r) => r.pricePaise)).toEqual([9950, 10000, 30000, 50000, 62000]);
      expect(all.rows[1]!.manufacturer).toEqual({
        id: cat.vendorIds.ongole,
        businessName: 'Ongole Stone Co',
        city: 'Ongole',
        state: 'Andhra Pradesh',
        isVerified: true,
        isPremium: false,
        // D14/D26/D27: no reviews and fewer than 5 forwarded requests: no figures.
        rating: null,
        responseStats: null,
        // D31: it has an active owner, so it can be asked for a quote.
        takesQuoteRequests: true,
      });
      expect(all.rows[0]!.manufacturer.isVerified).toBe(false);
    });

    it('says which manufacturers cannot be asked for a quote (D31: no active owner)', async () => {
      const { db } = t.app.deps;
      await db.update(vendors).set({ ownerUserId: null }).where(eq(vendors.id, cat.vendorIds.kishangarh));
      try {
        const taking = (await get('')).rows.map((r) => [
          r.manufacturer.id,
          r.manufacturer.takesQuoteRequests,
        ]);
        expect(taking).toContainEqual([cat.vendorIds.kishangarh, false]);
        expect(taking).toContainEqual([cat.vendorIds.ongole, true]);
      } finally {
        await db
          .update(vendors)
          .set({ ownerUserId: cat.ownerIds.kishangarh })
          .where(eq(vendors.id, cat.vendorIds.kishangarh));
      }
    });

    it('price bands are inclusive at both bounds', async () => {
      expect(names(await get('price=under-100'))).toEqual([
        'Test Black Pearl Tile',
        'Test Black Galaxy Slab',
      ]);
      expect(names(await get('price=100-300'))).toEqual([
        'Test Black Galaxy Slab',
        'Test Absolute Black Slab',
      ]);
      expect(names(await get('price=300-500'))).toEqual(['Test Absolute Black Slab', 'Test Rajasthan Black']);
      expect(names(await get('price=above-500'))).toEqual(['Test Rajasthan Black', 'Test Kashmir White']);
    });

    it('filters by quality and availability, sorts by quality and manufacturer', async () => {
      expect(names(await get('quality=Premium'))).toEqual(['Test Absolute Black Slab', 'Test Kashmir White']);
      expect(names(await get('availability=Limited%20Stock'))).toEqual(['Test Absolute Black Slab']);
      expect((await get('sort=quality')).rows.map((r) => r.materialQuality)).toEqual([
        'Export Quality',
        'Premium',
        'Premium',
        'Semi-Premium',
        'Commercial',
      ]);
      const byMaker = (await get('sort=manufacturer')).rows.map((r) => r.manufacturer.businessName);
      expect(byMaker).toEqual([...byMaker].sort());
    });

    it("a product compares its category's offers; a category param narrows to it", async () => {
      const forProduct = await get(`product=${ids[0]}`);
      expect(forProduct.product).toEqual({
        id: ids[0],
        name: 'Test Black Galaxy Slab',
        categoryId: cat.categoryIds.black,
      });
      expect(forProduct.category?.name).toBe('Black Granite');
      expect(names(forProduct)).not.toContain('Test Kashmir White');
      expect(names(await get(`category=${cat.categoryIds.white}`))).toEqual(['Test Kashmir White']);
    });

    it('bad parameters are 400s naming them; unknown or hidden product/category 404', async () => {
      for (const [query, field] of [
        ['price=cheap', 'price'],
        ['quality=Gold', 'quality'],
        ['availability=Out%20of%20Stock', 'availability'],
        ['sort=rating', 'sort'],
        ['product=abc', 'product'],
        ['colour=red', 'colour'],
      ] as const) {
        const res = await api('GET', `/comparison?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.fields).toHaveProperty(field);
      }
      expect((await api('GET', '/comparison?product=999999')).statusCode).toBe(404);
      expect((await api('GET', `/comparison?product=${cat.suspendedProductId}`)).statusCode).toBe(404);
      expect((await api('GET', '/comparison?category=999999')).statusCode).toBe(404);
    });
  });

  describe('saved comparisons (D22)', () => {
    it('saves, lists newest first, reopens the query, and deletes only your own', async () => {
      const a = await buyer(t.app);
      const b = await buyer(t.app);
      const first = await api('POST', '/me/saved-comparisons', a.cookie, {
        name: 'Black granite under ₹300',
        query: { category: String(cat.categoryIds.black), price: '100-300', sort: 'quality' },
      });
      expect(first.statusCode, first.body).toBe(201);
      await api('POST', '/me/saved-comparisons', a.cookie, { name: 'All', query: {} });
      const list = (await api('GET', '/me/saved-comparisons', a.cookie)).json() as {
        items: SavedComparison[];
      };
      expect(list.items.map((s) => s.name)).toEqual(['All', 'Black granite under ₹300']);
      expect(list.items[1]!.query).toEqual({
        category: String(cat.categoryIds.black),
        price: '100-300',
        sort: 'quality',
      });
      expect((await api('GET', '/me/saved-comparisons', b.cookie)).json().items).toEqual([]);

      const id = first.json().id as string;
      expect((await api('DELETE', `/me/saved-comparisons/${id}`, b.cookie)).statusCode).toBe(404);
      expect((await api('DELETE', `/me/saved-comparisons/${id}`, a.cookie)).statusCode).toBe(204);
      expect((await api('GET', '/me/saved-comparisons', a.cookie)).json().items).toHaveLength(1);
    });

    it('refuses a nameless save, unknown filters and forged fields', async () => {
      const a = await buyer(t.app);
      for (const [body, field] of [
        [{ name: '', query: {} }, 'name'],
        [{ name: 'x', query: { price: 'free' } }, 'query.price'],
        [{ name: 'x', query: { script: '<b>' } }, 'query.script'],
        [{ name: 'x', query: {}, userId: 'other' }, 'userId'],
      ] as const) {
        const res = await api('POST', '/me/saved-comparisons', a.cookie, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toHaveProperty(field);
      }
    });
  });
});
