import {
  AVAILABILITY_STATUSES,
  FINISHES,
  type ImageRef,
  MATERIAL_QUALITIES,
  PRODUCT_FACETS,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  type StoreCategory,
  type StoreManufacturer,
  type StoreManufacturerProfile,
  type StoreProductDetail,
  type StoreProductList,
  THICKNESSES,
} from '@granite/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogChanged } from '../../lib/catalog-events';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { ingestImage } from '../media/media.pipeline';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const list = async (query: string): Promise<StoreProductList> => {
  const res = await get(`/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Runs SQL by hand, as an admin screen or a second server would, and tells this process. */
const write = async (statement: ReturnType<typeof sql>) => {
  await t.app.deps.db.execute(statement);
  catalogChanged(t.app.deps);
};
const scalar = async (statement: ReturnType<typeof sql>) =>
  Number(Object.values((await t.app.deps.db.execute(statement)).rows[0] as object)[0]);
const VISIBLE_SQL = sql`products p join vendors v on v.id = p.vendor_id and v.status = 'active'
  join categories c on c.id = p.category_id and c.is_active where p.status = 'active'`;

describe(`public catalogue (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  describe('categories', () => {
    it('lists active categories by name with live product counts', async () => {
      const res = await get('/categories');
      expect(res.statusCode).toBe(200);
      const { items } = res.json() as { items: StoreCategory[] };
      expect(items.map((c) => c.name)).toEqual([...items.map((c) => c.name)].sort());
      expect(items.find((c) => c.id === 1)?.name).toBe('Black Granite');
      expect(items.reduce((n, c) => n + c.productCount, 0)).toBe(120);
    });

    it('answers a category by id, 404 for an unknown one and 400 naming id for a non-number', async () => {
      const res = await get('/categories/1');
      expect(res.json()).toMatchObject({ id: 1, name: 'Black Granite' });
      expect((await get('/categories/9999')).statusCode).toBe(404);
      const bad = await get('/categories/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('id');
    });

    it('revalidates with the ETag', async () => {
      const first = await get('/categories');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await get('/categories', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('products list', () => {
    it('pages 12 at a time by default with the total and page count', async () => {
      const answer = await list('');
      expect(answer.items).toHaveLength(12);
      expect(answer).toMatchObject({ page: 1, pageSize: 12, total: 120, totalPages: 10 });
      const page2 = await list('page=2');
      expect(page2.items.map((p) => p.id)).not.toContain(answer.items[0]!.id);
      const last = await list('page=10');
      expect(last.items).toHaveLength(12);
      const beyond = await list('page=11');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(120);
      expect((await list('pageSize=100')).items).toHaveLength(100);
      expect((await list('pageSize=1&page=120')).items).toHaveLength(1);
    });

    it('visits every product exactly once across the pages of any sort', async () => {
      for (const sort of PRODUCT_SORTS) {
        const seen = new Set<number>();
        for (let page = 1; page <= 3; page++) {
          for (const p of (await list(`sort=${sort}&pageSize=40&page=${page}`)).items) seen.add(p.id);
        }
        expect(seen.size, sort).toBe(120);
      }
    });

    it('orders by every sort', async () => {
      const check = async (
        sort: string,
        ok: (a: StoreProductList['items'][0], b: StoreProductList['items'][0]) => boolean,
      ) => {
        const { items } = await list(`sort=${sort}&pageSize=100`);
        for (let i = 1; i < items.length; i++)
          expect(ok(items[i - 1]!, items[i]!), `${sort} at ${i}`).toBe(true);
      };
      await check('price-asc', (a, b) => a.pricePaise <= b.pricePaise);
      await check('price-desc', (a, b) => a.pricePaise >= b.pricePaise);
      await check('name-asc', (a, b) => a.name <= b.name);
      await check('name-desc', (a, b) => a.name >= b.name);
      await check('vendor-asc', (a, b) => a.vendorName <= b.vendorName);
      await check('bestsellers', (a, b) => a.isBestSeller >= b.isBestSeller);
      await check('featured', (a, b) => a.isBestSeller >= b.isBestSeller);
      expect((await list('sort=bestsellers')).items[0]!.isBestSeller).toBe(true);
    });

    it('applies every filter and counts like the database does', async () => {
      const cases: [string, ReturnType<typeof sql>, (p: StoreProductList['items'][0]) => boolean][] = [
        ['category=1', sql`p.category_id = 1`, (p) => p.categoryId === 1],
        ['manufacturer=2', sql`p.vendor_id = 2`, (p) => p.vendorId === 2],
        [
          'quality=Export Quality',
          sql`p.material_quality = 'Export Quality'`,
          (p) => p.materialQuality === 'Export Quality',
        ],
        [
          'quality=Premium,Commercial',
          sql`p.material_quality in ('Premium','Commercial')`,
          (p) => ['Premium', 'Commercial'].includes(p.materialQuality),
        ],
        ['finish=Leathered', sql`p.finish_type = 'Leathered'`, (p) => p.finishType === 'Leathered'],
        ['thickness=30mm', sql`p.thickness = '30mm'`, (p) => p.thickness === '30mm'],
        ['type=Tiles', sql`p.product_type = 'Tiles'`, (p) => p.productType === 'Tiles'],
        ['origin=Rajasthan', sql`p.origin = 'Rajasthan'`, (p) => p.origin === 'Rajasthan'],
        [
          'origin=Karnataka&origin=Tamil Nadu',
          sql`p.origin in ('Karnataka','Tamil Nadu')`,
          (p) => ['Karnataka', 'Tamil Nadu'].includes(p.origin ?? ''),
        ],
        [
          'availability=Limited Stock',
          sql`p.availability_status = 'Limited Stock'`,
          (p) => p.availabilityStatus === 'Limited Stock',
        ],
        ['bestSellers=true', sql`p.is_best_seller`, (p) => p.isBestSeller],
        ['minPrice=200', sql`p.price_paise >= 20000`, (p) => p.pricePaise >= 20000],
        ['maxPrice=150', sql`p.price_paise <= 15000`, (p) => p.pricePaise <= 15000],
        [
          'minPrice=100&maxPrice=300',
          sql`p.price_paise between 10000 and 30000`,
          (p) => p.pricePaise >= 10000 && p.pricePaise <= 30000,
        ],
        [
          'category=1&finish=Polished&maxPrice=400',
          sql`p.category_id = 1 and p.finish_type = 'Polished' and p.price_paise <= 40000`,
          (p) => p.categoryId === 1 && p.finishType === 'Polished' && p.pricePaise <= 40000,
        ],
      ];
      for (const [query, where, ok] of cases) {
        const expected = await scalar(sql`select count(*)::int from ${VISIBLE_SQL} and ${where}`);
        const answer = await list(`${encodeURI(query)}&pageSize=100`);
        expect(answer.total, query).toBe(expected);
        expect(expected, query).toBeGreaterThan(0);
        expect(answer.items.every(ok), query).toBe(true);
      }
      expect((await list('bestSellers=false')).total).toBe(120);
    });

    it('gives facet counts that match choosing the value, keeping the other filters', async () => {
      const answer = await list('category=1&maxPrice=500');
      expect(Object.keys(answer.facets!).sort()).toEqual([...PRODUCT_FACETS].sort());
      const black = answer.facets!.category.find((f) => f.value === '1')!;
      expect(black).toMatchObject({ label: 'Black Granite', count: answer.total });
      // Another category's count is what choosing it instead would give (its own filter is left out).
      const white = answer.facets!.category.find((f) => f.label === 'White Granite')!;
      expect(white.count).toBe((await list(`category=${white.value}&maxPrice=500`)).total);
      for (const facet of ['quality', 'finish', 'thickness', 'type', 'origin', 'availability'] as const) {
        for (const option of answer.facets![facet]) {
          const chosen = await list(`category=1&maxPrice=500&${facet}=${encodeURIComponent(option.value)}`);
          expect(chosen.total, `${facet}=${option.value}`).toBe(option.count);
        }
      }
      const best = answer.facets!.bestSellers[0]!;
      expect(best.count).toBe((await list('category=1&maxPrice=500&bestSellers=true')).total);
      const maker = answer.facets!.manufacturer.find((f) => f.count > 0)!;
      expect(maker.count).toBe((await list(`category=1&maxPrice=500&manufacturer=${maker.value}`)).total);
      expect(MATERIAL_QUALITIES).toEqual(expect.arrayContaining(answer.facets!.quality.map((f) => f.value)));
    });

    it('lists the manufacturers with products under the other filters, and the chosen one whatever its count', async () => {
      const all = await list('page=1');
      const makers = all.facets!.manufacturer;
      expect(makers.length).toBeGreaterThan(1);
      expect(makers.every((m) => m.count > 0)).toBe(true);
      // A search one manufacturer's products match: the others have none and are left out…
      const one = makers[0]!;
      const narrowed = await list(`manufacturer=${one.value}&page=1`);
      const product = narrowed.items[0]!;
      const searched = await list(`search=${encodeURIComponent(product.name)}&manufacturer=${one.value}`);
      expect(searched.facets!.manufacturer.map((m) => m.value)).toContain(one.value);
      expect(searched.facets!.manufacturer.every((m) => m.count > 0)).toBe(true);
      expect(searched.facets!.manufacturer.length).toBeLessThan(makers.length);
      // …but a chosen manufacturer stays listed with 0 when nothing of it matches.
      const other = makers.find((m) => m.value !== one.value)!;
      const none = await list(
        `search=${encodeURIComponent(product.name)}&manufacturer=${other.value}&maxPrice=1`,
      );
      expect(none.total).toBe(0);
      expect(none.facets!.manufacturer.find((m) => m.value === other.value)).toMatchObject({ count: 0 });
    });

    it('revalidates with the ETag and changes it when the page changes', async () => {
      const first = await get('/products?category=2');
      const again = await get('/products?category=2', { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      const other = await get('/products?category=3');
      expect(other.headers.etag).not.toBe(first.headers.etag);
    });
  });

  describe('search', () => {
    it("corrects typos from the catalogue's words: 'galxy' finds Black Galaxy", async () => {
      const answer = await list('search=galxy');
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.items.every((p) => p.name.includes('Galaxy'))).toBe(true);
      expect(answer.searchedFor).toBe('galaxy');
    });

    it("'kashmir' finds Kashmir White, and so do a partial word and two typos", async () => {
      for (const query of ['kashmir', 'Kashmir White', 'kashm', 'kashmr whte']) {
        const answer = await list(`search=${encodeURIComponent(query)}`);
        expect(answer.total, query).toBeGreaterThan(0);
        expect(answer.items[0]!.name, query).toMatch(/^Kashmir White/);
      }
      expect((await list('search=kashmir')).searchedFor).toBeNull();
    });

    it('ranks a name match above a description match and searches manufacturer, colour and origin', async () => {
      const answer = await list('search=black');
      expect(answer.items[0]!.name.toLowerCase()).toContain('black');
      const manufacturer = await list('search=Chimakurthy%20Black%20Stones');
      expect(manufacturer.total).toBeGreaterThan(0);
      expect(manufacturer.items.every((p) => p.vendorName === 'Chimakurthy Black Stones')).toBe(true);
      const origin = await list('search=rajasthan');
      expect(origin.items.some((p) => p.origin === 'Rajasthan')).toBe(true);
      const colour = await list('search=golden');
      expect(colour.items.some((p) => p.name.startsWith('Black Galaxy'))).toBe(true);
    });

    it('combines search with filters, sorts and facets', async () => {
      const answer = await list('search=granite&sort=price-asc&category=1&pageSize=100');
      expect(answer.items.every((p) => p.categoryId === 1)).toBe(true);
      for (let i = 1; i < answer.items.length; i++)
        expect(answer.items[i - 1]!.pricePaise).toBeLessThanOrEqual(answer.items[i]!.pricePaise);
      expect(answer.facets!.category.find((f) => f.value === '1')!.count).toBe(answer.total);
    });

    it('treats SQL, regex and tsquery syntax as plain separators', async () => {
      for (const query of [
        "'; drop table products; --",
        '.*(galaxy|[a-z]+',
        "black & !white | 'x':*",
        '\\',
        '%_%',
        '()<>',
      ]) {
        const res = await get(`/products?search=${encodeURIComponent(query)}`);
        expect(res.statusCode, query).toBe(200);
      }
      expect((await list(`search=${encodeURIComponent('.*(galaxy')}`)).items[0]!.name).toContain('Galaxy');
      expect((await list(`search=${encodeURIComponent('%%%')}`)).total).toBe(120);
      expect((await list('search=zzqqxx')).total).toBe(0);
    });

    it('keeps the search words current when products and manufacturers change', async () => {
      await write(sql`update vendors set business_name = 'Ongole Quarry Masters' where id = 1`);
      const renamed = await list('search=quarry%20masters');
      expect(renamed.total).toBeGreaterThan(0);
      expect(renamed.items.every((p) => p.vendorId === 1 && p.vendorName === 'Ongole Quarry Masters')).toBe(
        true,
      );
      expect(await scalar(sql`select count(*) from search_words where word = 'quarry'`)).toBe(1);
      await write(sql`update vendors set business_name = 'Shree Balaji Granites' where id = 1`);
      expect(await scalar(sql`select count(*) from search_words where word = 'quarry'`)).toBe(0);
      expect((await list('search=quarry%20masters')).total).toBe(0);

      await write(sql`update products set name = 'Zanzibar Sunset Polished Slab' where id = 5`);
      expect((await list('search=zanzibr')).items.map((p) => p.id)).toEqual([5]);
      await write(sql`update products set name = 'Absolute Black Polished Slab' where id = 5`);
    });
  });

  describe('product detail', () => {
    it('answers a visible product with its manufacturer (real city and state, no rating)', async () => {
      const res = await get('/products/1');
      expect(res.statusCode).toBe(200);
      const product = res.json() as StoreProductDetail;
      expect(product).toMatchObject({ id: 1, name: expect.any(String), categoryName: 'Black Granite' });
      expect(product.manufacturer).toMatchObject({
        id: product.vendorId,
        city: expect.any(String),
        state: expect.any(String),
      });
      expect(product).not.toHaveProperty('rating');
      expect(product.technicalSpecifications).toBeTypeOf('object');
    });

    it('counts a view without emptying the caches', async () => {
      const before = await scalar(sql`select view_count from products where id = 2`);
      const version = await scalar(sql`select version from catalog_state`);
      await get('/products/2');
      // The view is written after the answer (D22): wait for it rather than for a fixed time.
      await vi.waitFor(
        async () => expect(await scalar(sql`select view_count from products where id = 2`)).toBe(before + 1),
        { timeout: 5000, interval: 20 },
      );
      expect(await scalar(sql`select version from catalog_state`)).toBe(version);
    });

    it('404 for a missing product, 400 naming id for bad ids', async () => {
      expect((await get('/products/99999')).statusCode).toBe(404);
      for (const id of ['abc', '-1', '0', '1.5', '99999999999', '1e3x']) {
        const res = await get(`/products/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().error.fields, id).toHaveProperty('id');
      }
    });
  });

  describe('manufacturers', () => {
    it('lists active manufacturers, established ones first, with live product counts', async () => {
      const { items } = (await get('/manufacturers')).json() as {
        items: (StoreManufacturer & { listing: string })[];
      };
      expect(items).toHaveLength(12);
      expect(items.reduce((n, m) => n + m.productCount, 0)).toBe(120);
      // Verified manufacturers with live products first; the rest ('new') newest first.
      const firstNew = items.findIndex((m) => m.listing === 'new');
      const newcomers = firstNew < 0 ? [] : items.slice(firstNew);
      expect(newcomers.every((m) => m.listing === 'new')).toBe(true);
      for (const m of items.slice(0, firstNew < 0 ? items.length : firstNew))
        expect(m.isVerified && m.productCount > 0).toBe(true);
      for (let i = 1; i < newcomers.length; i++)
        expect(newcomers[i - 1]!.createdAt >= newcomers[i]!.createdAt).toBe(true);
      expect(items.every((m) => m.city && m.state)).toBe(true);
      const premium = (await get('/manufacturers?premium=true')).json().items as StoreManufacturer[];
      expect(premium.length).toBeGreaterThan(0);
      expect(premium.every((m) => m.isPremium)).toBe(true);
      expect((await get('/manufacturers?premium=maybe')).json().error.fields).toHaveProperty('premium');
    });

    it('gives the public profile with its live products newest first', async () => {
      const res = await get('/manufacturers/1?pageSize=100');
      expect(res.statusCode).toBe(200);
      const profile = res.json() as StoreManufacturerProfile;
      expect(profile.manufacturer.businessName).toBe('Shree Balaji Granites');
      expect(profile.products.total).toBe(profile.manufacturer.productCount);
      expect(profile.products.items.every((p) => p.vendorId === 1)).toBe(true);
      const created = await t.app.deps.db.execute<{ id: number }>(
        sql`select id from products where vendor_id = 1 order by created_at desc, id desc`,
      );
      expect(profile.products.items.map((p) => p.id)).toEqual(created.rows.map((r) => r.id));
      expect((await get('/manufacturers/9999')).statusCode).toBe(404);
      expect((await get('/manufacturers/x')).json().error.fields).toHaveProperty('id');
    });
  });

  describe('images (responsive renditions)', () => {
    /** Every rendition is a real WebP file of the width it claims, narrowest first. */
    const expectServedImage = async (image: ImageRef | null) => {
      expect(image).not.toBeNull();
      const widths = image!.variants.map((v) => v.width);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(widths[0]).toBe(320);
      expect(widths.at(-1)).toBe(image!.width);
      expect(image!.url).toBe(image!.variants.at(-1)!.url);
      for (const v of image!.variants)
        expect(v.url).toMatch(new RegExp(`^/media/[0-9a-f]+-${v.width}\\.webp$`));
      const res = await t.app.inject({ method: 'GET', url: image!.variants[0]!.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320 });
    };

    it('lists every product with its stored image and renditions, from the same media row', async () => {
      const answer = await list('pageSize=100');
      expect(answer.items.every((p) => p.image !== null)).toBe(true);
      const stored = await t.app.deps.db.execute<{ id: number; image_media_id: string }>(
        sql`select id, image_media_id from products`,
      );
      const mediaOf = new Map(stored.rows.map((r) => [Number(r.id), r.image_media_id]));
      for (const p of answer.items) {
        expect(p.image!.id).toBe(mediaOf.get(p.id));
        expect(p.imageUrl).toBe(p.image!.url); // kept for older clients
      }
      await expectServedImage(answer.items[0]!.image);
      // A search page (ranked query) carries them too.
      expect((await list('search=galaxy')).items.every((p) => p.image?.variants.length)).toBe(true);
    });

    it('gives the product page and the manufacturer profile the renditions', async () => {
      const product = (await get('/products/1')).json() as StoreProductDetail;
      await expectServedImage(product.image);
      const profile = (await get('/manufacturers/1')).json() as StoreManufacturerProfile;
      expect(profile.products.items.every((p) => p.image?.variants[0]?.width === 320)).toBe(true);
    });

    it('falls back to imageUrl alone for a product without stored media', async () => {
      const saved = await t.app.deps.db.execute<{ id: string }>(
        sql`select image_media_id as id from products where id = 3`,
      );
      await write(sql`update products set image_media_id = null where id = 3`);
      try {
        const product = (await get('/products/3')).json() as StoreProductDetail;
        expect(product.image).toBeNull();
        expect(product.imageUrl).toMatch(/^\/media\//);
      } finally {
        await write(sql`update products set image_media_id = ${saved.rows[0]!.id} where id = 3`);
      }
      expect(((await get('/products/3')).json() as StoreProductDetail).image).not.toBeNull();
    });

    it("answers a manufacturer's logo renditions where a logo is stored, null otherwise", async () => {
      const bytes = await sharp({
        create: { width: 800, height: 800, channels: 3, background: { r: 40, g: 40, b: 40 } },
      })
        .png()
        .toBuffer();
      const logo = await ingestImage(t.app.deps, { bytes, kind: 'logo' });
      await write(sql`update vendors set logo_media_id = ${logo.id}, logo_url = ${`/media/${logo.variants.at(-1)!.key}`}
        where id = 1`);
      try {
        const { items } = (await get('/manufacturers')).json() as { items: StoreManufacturer[] };
        const withLogo = items.find((m) => m.id === 1)!;
        expect(withLogo.logo?.variants.map((v) => v.width)).toEqual([320, 640, 768, 800]);
        expect(withLogo.logoUrl).toBe(withLogo.logo!.url);
        expect(items.filter((m) => m.id !== 1).every((m) => m.logo === null)).toBe(true);
        const profile = (await get('/manufacturers/1')).json() as StoreManufacturerProfile;
        await expectServedImage(profile.manufacturer.logo);
        const product = (
          await get(`/products/${profile.products.items[0]!.id}`)
        ).json() as StoreProductDetail;
        expect(product.manufacturer.logo?.id).toBe(logo.id);
      } finally {
        await write(sql`update vendors set logo_media_id = null, logo_url = null where id = 1`);
      }
    });
  });

  describe('visibility', () => {
    it('hides suspended products everywhere', async () => {
      await write(sql`update products set status = 'suspended' where id = 3`);
      expect((await get('/products/3')).statusCode).toBe(404);
      expect((await list('pageSize=100&sort=name-asc')).total).toBe(119);
      const { items } = (await get('/categories')).json() as { items: StoreCategory[] };
      expect(items.reduce((n, c) => n + c.productCount, 0)).toBe(119);
      await write(sql`update products set status = 'active' where id = 3`);
      expect((await get('/products/3')).statusCode).toBe(200);
    });

    it('hides a suspended manufacturer and all its products', async () => {
      const own = await scalar(sql`select count(*)::int from products where vendor_id = 2`);
      const someProduct = await scalar(sql`select min(id) from products where vendor_id = 2`);
      await write(sql`update vendors set status = 'suspended' where id = 2`);
      expect((await get('/manufacturers/2')).statusCode).toBe(404);
      expect((await get(`/products/${someProduct}`)).statusCode).toBe(404);
      expect((await list('')).total).toBe(120 - own);
      expect((await list('manufacturer=2')).total).toBe(0);
      const makers = (await get('/manufacturers')).json().items as StoreManufacturer[];
      expect(makers.map((m) => m.id)).not.toContain(2);
      await write(sql`update vendors set status = 'active' where id = 2`);
      expect((await list('')).total).toBe(120);
    });

    it('hides an inactive category and its products', async () => {
      const own = await scalar(sql`select count(*)::int from products where category_id = 2`);
      await write(sql`update categories set is_active = false where id = 2`);
      expect((await get('/categories/2')).statusCode).toBe(404);
      const cats = (await get('/categories')).json().items as StoreCategory[];
      expect(cats.map((c) => c.id)).not.toContain(2);
      expect((await list('')).total).toBe(120 - own);
      expect((await list('category=2')).total).toBe(0);
      const inCategory = await scalar(sql`select min(id) from products where category_id = 2`);
      expect((await get(`/products/${inCategory}`)).statusCode).toBe(404);
      await write(sql`update categories set is_active = true where id = 2`);
    });
  });

  describe('bad input: 400 naming the parameter, never a 500', () => {
    const cases: [string, string][] = [
      ['sort=cheapest', 'sort'],
      ['page=-1', 'page'],
      ['page=0', 'page'],
      ['page=99999999', 'page'],
      ['page=abc', 'page'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['minPrice=500&maxPrice=100', 'minPrice'],
      ['minPrice=-5', 'minPrice'],
      ['maxPrice=lots', 'maxPrice'],
      [`search=${'a'.repeat(2000)}`, 'search'],
      ['category=abc', 'category'],
      ['category=-3', 'category'],
      ['manufacturer=1.5', 'manufacturer'],
      ['quality=Gold', 'quality'],
      ['finish=Shiny', 'finish'],
      ['thickness=5mm', 'thickness'],
      ['type=Sculpture', 'type'],
      ['origin=Mars', 'origin'],
      ['availability=Soon', 'availability'],
      ['bestSellers=yes', 'bestSellers'],
      ['is_admin=true', 'is_admin'],
    ];
    for (const [query, field] of cases) {
      it(`${query.slice(0, 40)} → 400 naming ${field}`, async () => {
        const res = await get(`/products?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toHaveProperty(field);
        expect(res.json().error.message).toContain(field);
      });
    }

    it('accepts every option of each list', async () => {
      for (const [key, values] of [
        ['finish', FINISHES],
        ['thickness', THICKNESSES],
        ['type', PRODUCT_TYPES],
        ['availability', AVAILABILITY_STATUSES],
      ] as const) {
        const res = await get(`/products?${key}=${encodeURIComponent(values.join(','))}`);
        expect(res.statusCode, key).toBe(200);
      }
    });
  });
});
