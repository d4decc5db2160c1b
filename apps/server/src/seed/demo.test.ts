import {
  AVAILABILITY_STATUSES,
  FINISHES,
  isValidGstin,
  MATERIAL_QUALITIES,
  ORIGINS,
  PRODUCT_TYPES,
  THICKNESSES,
} from '@granite/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, stoneVarieties, vendors } from '../db/schema';
import { createTestApp, onPostgres, type TestApp } from '../test/app';
import { seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(async () => t?.close());

const count = async (table: string) =>
  (await t.app.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;

describe(`demo seed (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('loads the stated catalogue on an empty database', async () => {
    expect(await count('categories')).toBeGreaterThanOrEqual(5);
    expect(await count('vendors')).toBe(12);
    expect(await count('products')).toBe(120);
    const cats = await t.app.deps.db.select().from(categories);
    expect(cats.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Black Granite',
        'White Granite',
        'Brown Granite',
        'Grey Granite',
        'Blue Granite',
      ]),
    );
    expect(cats.every((c) => c.isActive)).toBe(true);
  });

  it('spreads manufacturers across the five granite states, some premium, with valid GSTINs', async () => {
    const rows = await t.app.deps.db.select().from(vendors);
    expect(new Set(rows.map((v) => v.state))).toEqual(
      new Set(['Rajasthan', 'Karnataka', 'Tamil Nadu', 'Andhra Pradesh', 'Telangana']),
    );
    expect(rows.filter((v) => v.isPremium).length).toBeGreaterThan(0);
    expect(rows.every((v) => v.gstin && isValidGstin(v.gstin))).toBe(true);
  });

  it('fills every spec field of every product from the shared option lists, with plausible prices', async () => {
    const rows = await t.app.deps.db.select().from(products);
    for (const p of rows) {
      expect(MATERIAL_QUALITIES).toContain(p.materialQuality);
      expect(PRODUCT_TYPES).toContain(p.productType);
      expect(THICKNESSES).toContain(p.thickness);
      expect(FINISHES).toContain(p.finishType);
      expect(AVAILABILITY_STATUSES).toContain(p.availabilityStatus);
      expect(ORIGINS).toContain(p.origin);
      expect(p.description?.length).toBeGreaterThan(40);
      expect(p.waterAbsorption).toMatch(/%$/);
      expect(p.application).toBeTruthy();
      expect(p.slabSize ?? p.tileSize).toBeTruthy();
      expect(p.pricePaise).toBeGreaterThanOrEqual(40 * 100);
      expect(p.pricePaise).toBeLessThanOrEqual(1000 * 100);
      expect(p.imageUrl).toMatch(/^\/media\/[a-f0-9]{32}-\d+\.webp$/);
    }
    expect(rows.some((p) => p.name.startsWith('Black Galaxy'))).toBe(true);
    expect(rows.some((p) => p.name.startsWith('Kashmir White'))).toBe(true);
    expect(rows.filter((p) => p.isBestSeller).length).toBeGreaterThan(0);
  });

  it('serves the generated product images as WebP with immutable caching', async () => {
    const [p] = await t.app.deps.db
      .select()
      .from(products)
      .where(eq(products.name, 'Black Galaxy Polished Slab'));
    const res = await t.app.inject({ method: 'GET', url: p!.imageUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('is idempotent: seeding again adds nothing', async () => {
    expect(await seedDemo(t.app.deps, { info() {} })).toBe(false);
    expect(await count('products')).toBe(120);
    expect(await count('vendors')).toBe(12);
  });
  it('names a real variety for every product and finds products by category and variety names (D32)', async () => {
    const rows = await t.app.deps.db.select().from(products);
    expect(rows.every((p) => p.varietyId !== null)).toBe(true);
    const varieties = await t.app.deps.db.select().from(stoneVarieties);
    expect(varieties.map((v) => v.name)).toEqual(
      expect.arrayContaining(['Black Galaxy', 'Kashmir White', 'Tan Brown', 'Steel Grey', "Cat's Eye"]),
    );
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products?search=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; items: { varietyName: string | null; categoryName: string }[] };
    };
    // Every demo product is a granite: the category name is a search word.
    expect((await search('granite')).total).toBe(120);
    const galaxy = await search('Black Galaxy');
    expect(galaxy.total).toBeGreaterThanOrEqual(4);
    expect(galaxy.items[0]!.varietyName).toBe('Black Galaxy');
    // A trade name kept as the variety's other name finds it too.
    const english = await search('English Brown');
    expect(english.items.map((p) => p.varietyName)).toContain('Tan Brown');
  });
});
