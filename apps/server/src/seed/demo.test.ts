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
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  lots,
  media,
  productStock,
  products,
  slabs,
  stoneVarieties,
  vendors,
} from '../db/schema';
import { createTestApp, onPostgres, type TestApp } from '../test/app';
import { seedDemo } from './demo';
import { DEMO_STOCK, planDemoStock } from './demo-lots';

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
    // D14: "Member since" is when the demo made them (within this run), never an invented past.
    expect(rows.every((v) => Date.now() - v.createdAt.getTime() < 3_600_000)).toBe(true);
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

  it('gives a few slab products lots of numbered slabs with believable sizes, grades and yards (D32)', async () => {
    const db = t.app.deps.db;
    const lotRows = await db.select().from(lots);
    const slabRows = await db.select().from(slabs);
    expect(lotRows.length).toBeGreaterThanOrEqual(DEMO_STOCK.length);
    const manufacturerCity = new Map((await db.select().from(vendors)).map((v) => [v.id, v.city]));
    for (const lot of lotRows) {
      const own = slabRows.filter((s) => s.lotId === lot.id).sort((a, b) => a.sequence - b.sequence);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.length).toBeLessThanOrEqual(8);
      expect(own.map((s) => s.sequence)).toEqual(own.map((_, i) => i + 1));
      expect(lot.yardCity).toBe(manufacturerCity.get(lot.vendorId));
      const [product] = await db.select().from(products).where(eq(products.id, lot.productId));
      const cutter = product!.productType !== 'Slabs';
      for (const s of own) {
        const [lo, hi, wlo, whi] = cutter ? [1750, 2700, 570, 750] : [2670, 3200, 1570, 2000];
        expect(s.lengthMm).toBeGreaterThanOrEqual(lo);
        expect(s.lengthMm).toBeLessThanOrEqual(hi);
        expect(s.widthMm).toBeGreaterThanOrEqual(wlo);
        expect(s.widthMm).toBeLessThanOrEqual(whi);
        expect(s.usableSqftX100).toBeLessThanOrEqual(s.grossSqftX100);
      }
    }
    expect(slabRows.some((s) => s.defects)).toBe(true);
    expect(new Set(lotRows.map((l) => l.grade)).size).toBeGreaterThan(1);
    const [stock] = await db
      .select()
      .from(productStock)
      .innerJoin(products, eq(products.id, productStock.productId))
      .where(eq(products.name, 'Black Galaxy Polished Slab'));
    expect(stock!.product_stock.lotsInStock).toBe(2);
    // Deterministic: the same plan every time.
    const demo = [
      {
        id: 1,
        name: 'Black Galaxy Polished Slab',
        vendorId: 1,
        manufacturerCity: 'Ongole',
        finish: 'Polished',
        thicknessMm: 18,
        cutter: false,
      },
    ];
    expect(planDemoStock(demo)).toEqual(planDemoStock(demo));
  });

  it('photographs the slabs so two slabs of one block look alike and two blocks differ', async () => {
    const db = t.app.deps.db;
    const [product] = await db.select().from(products).where(eq(products.name, 'Black Galaxy Polished Slab'));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${product!.id}/lots` });
    expect(res.statusCode).toBe(200);
    const shown = res.json().items as {
      id: number;
      photos: unknown[];
      slabs: { photo: { variants: { url: string }[] } | null }[];
    }[];
    expect(shown).toHaveLength(2);
    expect(shown.every((l) => l.photos.length === 1 && l.slabs.every((s) => s.photo))).toBe(true);
    const pixels = async (url: string) => {
      const file = await t.app.inject({ method: 'GET', url });
      return sharp(file.rawPayload).resize(48, 30, { fit: 'fill' }).raw().toBuffer();
    };
    const distance = (a: Buffer, b: Buffer) =>
      a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    const [a1, a2] = await Promise.all(
      shown[0]!.slabs.slice(0, 2).map((s) => pixels(s.photo!.variants[0]!.url)),
    );
    // The product's lots carry only the first lot's first slabs (D32); the second lot comes whole.
    const second = (await t.app.inject({ method: 'GET', url: `/api/v1/lots/${shown[1]!.id}` })).json();
    const b1 = await pixels(second.slabs[0].photo.variants[0].url);
    expect(distance(a1!, a2!)).toBeLessThan(distance(a1!, b1));
    expect(await db.select().from(media).where(eq(media.kind, 'slab'))).not.toHaveLength(0);
  });
});
