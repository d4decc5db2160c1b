// The product editors through the API (admin and manufacturer panel), on PGlite and on PostgreSQL
// (TEST_DATABASE_URL): every flow, refusal, the ownership rule (D9), conflicts (D29), the activity
// log (D28), galleries without orphans, bulk actions, CSV export and import.
import { PRODUCT_CSV_COLUMNS } from '@granite/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, media, productImages, products, quoteRequests, vendors } from '../../db/schema';
import { admin, buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { multipart, solidImage } from '../../test/images';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { neutraliseCell, parseImportCsv, toCsv } from './product-csv';
import { changedPrice } from './product-editor.service';

describe('CSV helpers', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseCell('+91 98765')).toBe("'+91 98765");
    expect(neutraliseCell('-1')).toBe("'-1");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('Black Galaxy')).toBe('Black Galaxy');
    const csv = toCsv(['name', 'price'], [['=1+1', 12.5]]);
    expect(csv.startsWith('\ufeffname,price\r\n')).toBe(true);
    expect(csv).toContain("'=1+1,12.5");
  });

  it('reads a file back, undoing the neutralisation, and names wrong columns', () => {
    const rows = parseImportCsv(
      `name,price_per_sqft,category,material_quality,product_type\r\n'=Odd,100,Black Granite,Premium,Slabs\r\n`,
    );
    expect(rows).toEqual([
      {
        line: 2,
        cells: {
          name: '=Odd',
          price_per_sqft: '100',
          category: 'Black Granite',
          material_quality: 'Premium',
          product_type: 'Slabs',
        },
      },
    ]);
    expect(() => parseImportCsv('name,price,colour\r\nA,1,red')).toThrowError(
      /unknown column: price; missing columns: price_per_sqft, category/,
    );
  });

  it('changes prices by percent or amount, to the paisa', () => {
    expect(changedPrice(10000, { mode: 'percent', value: 10 })).toBe(11000);
    expect(changedPrice(9999, { mode: 'percent', value: -33 })).toBe(6699);
    expect(changedPrice(10000, { mode: 'amount', value: -25.5 })).toBe(7450);
  });
});

describe(`product editors (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let catalogue: Awaited<ReturnType<typeof seedMiniCatalogue>>;
  let adminCookie: string;
  let owner: Awaited<ReturnType<typeof manufacturer>>;
  let other: Awaited<ReturnType<typeof manufacturer>>;
  let buyerCookie: string;
  let suspendedOwnerCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    catalogue = await seedMiniCatalogue(t.app.deps.db);
    adminCookie = (await admin(t.app)).cookie;
    owner = await manufacturer(t.app);
    other = await manufacturer(t.app);
    buyerCookie = (await buyer(t.app)).cookie;
    const suspended = await manufacturer(t.app);
    await t.app.deps.db
      .update(vendors)
      .set({ status: 'suspended' })
      .where(eq(vendors.id, suspended.vendorId));
    suspendedOwnerCookie = suspended.cookie;
  });
  afterAll(async () => t?.close());

  let colourShift = 0;
  /** A fresh product image (distinct bytes each time, so each is its own media row). */
  async function upload(cookie: string): Promise<{ id: string; url: string }> {
    colourShift += 7;
    const bytes = await solidImage('png', 900, 900, { r: 20 + (colourShift % 200), g: 30, b: 40 });
    const form = multipart(bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media?kind=product',
      headers: { origin: t.app.deps.config.publicUrl, cookie, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().image;
  }

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Steel Grey Slab',
    price: '245.50',
    categoryId: catalogue.categoryIds.black,
    materialQuality: 'Premium',
    productType: 'Slabs',
    thickness: '18mm',
    slabSize: '',
    tileSize: '',
    finishType: 'Polished',
    waterAbsorption: '0.1%',
    application: 'Flooring',
    origin: 'Telangana',
    availabilityStatus: 'Available',
    description: 'A grey granite with even grain.',
    technicalSpecifications: { Density: '2.7 g/cm³' },
    images: [],
    ...overrides,
  });

  const adminCreate = (body: unknown) =>
    call(t.app, 'POST', '/api/v1/admin/products', { cookie: adminCookie, body });
  const manufacturerCreate = (cookie: string, body: unknown) =>
    call(t.app, 'POST', '/api/v1/vendor/products', { cookie, body });
  const publicProduct = (id: number) => call(t.app, 'GET', `/api/v1/products/${id}`);

  /** Public answers are cached until the catalogue version moves; every process re-reads it within a second. */
  async function eventually(check: () => Promise<boolean>, ms = 1500): Promise<boolean> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return check();
  }

  const productCount = async () => (await t.app.deps.db.select({ id: products.id }).from(products)).length;
  const mediaRow = async (id: string) =>
    (await t.app.deps.db.select().from(media).where(eq(media.id, id)))[0];

  describe('admin', () => {
    it('creates a product with an image that the public site shows at once, recorded in the activity log', async () => {
      const image = await upload(adminCookie);
      const res = await adminCreate(
        form({ vendorId: catalogue.vendorIds.ongole, images: [image.id], isBestSeller: true }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const product = res.json();
      expect(product).toMatchObject({
        name: 'Steel Grey Slab',
        pricePaise: 24550,
        vendorName: 'Ongole Stone Co',
        status: 'active',
        createdByAdmin: true,
        isBestSeller: true,
        version: 1,
        imageUrl: image.url,
        gallery: [{ mediaId: image.id, url: image.url }],
      });
      const pub = await publicProduct(product.id);
      expect(pub.statusCode).toBe(200);
      expect(pub.json()).toMatchObject({ pricePaise: 24550, imageUrl: image.url, image: { id: image.id } });
      const [logged] = await t.app.deps.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityType, 'product'), eq(activityLog.entityId, String(product.id))));
      expect(logged).toMatchObject({ action: 'product.create' });
      expect(logged!.changes?.pricePaise).toEqual({ before: null, after: 24550 });
    });

    it.each([
      ['a price of -1', { price: -1 }, 'price', 'must be more than ₹0'],
      ['a price of 0', { price: '0' }, 'price', 'must be more than ₹0'],
      ["a price of 'abc'", { price: 'abc' }, 'price', 'must be a number of rupees, e.g. 1250.50'],
      [
        'a price over ₹10,000,000',
        { price: 10_000_000.01 },
        'price',
        'must be at most ₹1,00,00,000 per sq.ft',
      ],
      ['no price', { price: '' }, 'price', 'Product name and price are required'],
      ['no name', { name: '  ' }, 'name', 'Product name and price are required'],
      ['no category', { categoryId: '' }, 'categoryId', 'Please choose a category'],
      ['an unknown category', { categoryId: 999_999 }, 'categoryId', 'is not a known category'],
      ['no manufacturer', { vendorId: undefined }, 'vendorId', 'Please choose a manufacturer'],
      ['an unknown manufacturer', { vendorId: 999_999 }, 'vendorId', 'is not a known manufacturer'],
      [
        'a suspended manufacturer',
        { vendorId: 'closed' },
        'vendorId',
        'Closed Quarry is suspended and cannot list products',
      ],
      [
        'a thickness off the list',
        { thickness: '19mm' },
        'thickness',
        'must be one of: 12mm, 15mm, 18mm, 20mm, 25mm, 30mm',
      ],
      ['a forged status', { status: 'active' }, 'status', 'is not an allowed field'],
      [
        'nine images',
        { images: Array.from({ length: 9 }, () => crypto.randomUUID()) },
        'images',
        'may hold at most 8 images',
      ],
      [
        'an image that was never uploaded',
        { images: [crypto.randomUUID()] },
        'images',
        'holds an image that was not uploaded as a product image; upload it again',
      ],
    ])(
      'refuses %s with a 400 naming the field, changing nothing',
      async (_case, overrides, field, message) => {
        const before = await productCount();
        const manufacturerId =
          'vendorId' in overrides
            ? overrides.vendorId === 'closed'
              ? catalogue.vendorIds.closed
              : overrides.vendorId
            : catalogue.vendorIds.ongole;
        const res = await adminCreate(form({ ...overrides, vendorId: manufacturerId }));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.fields[field]).toBe(message);
        expect(await productCount()).toBe(before);
      },
    );

    it('lists 10 per page, searching product and manufacturer names, filtering by category, sorting by price and manufacturer', async () => {
      const list = async (query: string) => {
        const res = await call(t.app, 'GET', `/api/v1/admin/products?${query}`, { cookie: adminCookie });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const all = await list('');
      expect(all.pageSize).toBe(10);
      expect(all.total).toBe(await productCount());
      const byManufacturer = await list('q=kishangarh');
      expect(byManufacturer.items.length).toBeGreaterThan(0);
      expect(
        byManufacturer.items.every((p: { vendorName: string }) => p.vendorName === 'Kishangarh Slabs'),
      ).toBe(true);
      const byName = await list('q=PEARL');
      expect(byName.items.map((p: { name: string }) => p.name)).toEqual(['Test Black Pearl Tile']);
      const white = await list(`categoryId=${catalogue.categoryIds.white}`);
      expect(white.items.every((p: { categoryName: string }) => p.categoryName === 'White Granite')).toBe(
        true,
      );
      const cheap = await list('sort=price&dir=asc&pageSize=100');
      const prices = cheap.items.map((p: { pricePaise: number }) => p.pricePaise);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const byManufacturerName = await list('sort=manufacturer&dir=desc&pageSize=100');
      const names = byManufacturerName.items.map((p: { vendorName: string }) => p.vendorName.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      const literal = await list('q=%25');
      expect(literal.total).toBe(0);
      const bad = await call(t.app, 'GET', '/api/v1/admin/products?sort=colour', { cookie: adminCookie });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.sort).toBeDefined();
    });

    it('saves over the loaded version, refuses the second of two saves (D29) and records the changed fields (D28)', async () => {
      const created = (
        await adminCreate(form({ name: 'Conflict Slab', vendorId: catalogue.vendorIds.ongole }))
      ).json();
      const first = await call(t.app, 'PUT', `/api/v1/admin/products/${created.id}`, {
        cookie: adminCookie,
        body: form({ name: 'Conflict Slab', vendorId: catalogue.vendorIds.ongole, price: 300, version: 1 }),
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ pricePaise: 30000, version: 2 });
      const second = await call(t.app, 'PUT', `/api/v1/admin/products/${created.id}`, {
        cookie: adminCookie,
        body: form({ name: 'Conflict Slab', vendorId: catalogue.vendorIds.ongole, price: 310, version: 1 }),
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toEqual({
        code: 'conflict',
        message: 'This record was changed by someone else. Reload to see the latest version.',
      });
      const logged = await t.app.deps.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, 'product.update'), eq(activityLog.entityId, String(created.id))));
      expect(logged).toHaveLength(1);
      expect(logged[0]!.changes).toMatchObject({ pricePaise: { before: 24550, after: 30000 } });
      expect(logged[0]!.changes).not.toHaveProperty('name');
      const missingVersion = await call(t.app, 'PUT', `/api/v1/admin/products/${created.id}`, {
        cookie: adminCookie,
        body: form({ vendorId: catalogue.vendorIds.ongole }),
      });
      expect(missingVersion.statusCode).toBe(400);
      expect(missingVersion.json().error.fields.version).toBeDefined();
    });

    it("suspends a product: its public page answers 'not found' until it is activated again", async () => {
      const id = catalogue.productIds[0]!;
      const suspend = await call(t.app, 'PATCH', `/api/v1/admin/products/${id}/status`, {
        cookie: adminCookie,
        body: { status: 'suspended' },
      });
      expect(suspend.statusCode, suspend.body).toBe(200);
      expect(suspend.json().status).toBe('suspended');
      expect(await eventually(async () => (await publicProduct(id)).statusCode === 404)).toBe(true);
      await call(t.app, 'PATCH', `/api/v1/admin/products/${id}/status`, {
        cookie: adminCookie,
        body: { status: 'active' },
      });
      expect(await eventually(async () => (await publicProduct(id)).statusCode === 200)).toBe(true);
      const actions = await t.app.deps.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(eq(activityLog.entityId, String(id)));
      expect(actions.map((a) => a.action)).toEqual(['product.suspend', 'product.activate']);
    });

    it('suspends, activates and deletes selected rows all or none', async () => {
      const ids = catalogue.productIds.slice(1, 3);
      const suspend = await call(t.app, 'POST', '/api/v1/admin/products/bulk', {
        cookie: adminCookie,
        body: { ids, action: 'suspend' },
      });
      expect(suspend.json()).toEqual({ affected: 2 });
      const rows = await t.app.deps.db
        .select({ status: products.status })
        .from(products)
        .where(eq(products.id, ids[0]!));
      expect(rows[0]!.status).toBe('suspended');
      const unknown = await call(t.app, 'POST', '/api/v1/admin/products/bulk', {
        cookie: adminCookie,
        body: { ids: [...ids, 999_999], action: 'activate' },
      });
      expect(unknown.statusCode).toBe(404);
      const still = await t.app.deps.db
        .select({ status: products.status })
        .from(products)
        .where(eq(products.id, ids[1]!));
      expect(still[0]!.status).toBe('suspended');
      const activate = await call(t.app, 'POST', '/api/v1/admin/products/bulk', {
        cookie: adminCookie,
        body: { ids, action: 'activate' },
      });
      expect(activate.json()).toEqual({ affected: 2 });

      const doomed = [
        (await adminCreate(form({ name: 'Doomed A', vendorId: catalogue.vendorIds.ongole }))).json().id,
        (await adminCreate(form({ name: 'Doomed B', vendorId: catalogue.vendorIds.ongole }))).json().id,
      ];
      const del = await call(t.app, 'POST', '/api/v1/admin/products/bulk', {
        cookie: adminCookie,
        body: { ids: doomed, action: 'delete' },
      });
      expect(del.json()).toEqual({ affected: 2 });
      expect(await t.app.deps.db.select().from(products).where(eq(products.id, doomed[0]))).toHaveLength(0);
    });

    it('deletes a product: its quote requests keep the name, its image and files go', async () => {
      const image = await upload(adminCookie);
      const created = (
        await adminCreate(
          form({ name: 'Quoted Slab', vendorId: catalogue.vendorIds.ongole, images: [image.id] }),
        )
      ).json();
      const quote = await call(t.app, 'POST', '/api/v1/quote-requests', {
        body: {
          productId: created.id,
          customerName: 'Asha',
          mobileNumber: '9876543210',
          // D31: a signed-out visitor gives an e-mail address; the request waits unconfirmed.
          email: 'asha@example.com',
          quantitySqft: 100,
          deliveryCity: 'Pune',
          deliveryPin: '411001',
          materialQuality: 'Premium',
          productType: 'Slabs',
        },
      });
      expect(quote.statusCode, quote.body).toBe(201);
      const stored = await mediaRow(image.id);
      const del = await call(t.app, 'DELETE', `/api/v1/admin/products/${created.id}`, {
        cookie: adminCookie,
      });
      expect(del.statusCode).toBe(204);
      const [request] = await t.app.deps.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quote.json().requests[0].id));
      expect(request).toMatchObject({ productId: null, productName: 'Quoted Slab' });
      expect(await mediaRow(image.id)).toBeUndefined();
      for (const v of stored!.variants) expect(await t.app.deps.storage.get(v.key)).toBeNull();
      const again = await call(t.app, 'DELETE', `/api/v1/admin/products/${created.id}`, {
        cookie: adminCookie,
      });
      expect(again.statusCode).toBe(404);
    });

    it('exports the filtered list as CSV with formula-like cells neutralised', async () => {
      await adminCreate(
        form({ name: '=HYPERLINK("http://evil")', vendorId: catalogue.vendorIds.kishangarh }),
      );
      const res = await call(t.app, 'GET', '/api/v1/admin/products/export?q=kishangarh&sort=price&dir=asc', {
        cookie: adminCookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'id,name,manufacturer,category,variety,price_per_sqft,status,availability_status,material_quality,product_type,thickness,slab_size,tile_size,finish_type,water_absorption,application,origin,colour,hsn,best_seller,description,image_url,updated_at',
      );
      expect(lines.slice(1).every((l) => l.includes('Kishangarh Slabs'))).toBe(true);
      expect(res.body).toContain('"\'=HYPERLINK(""http://evil"")"');
      expect(res.body).not.toMatch(/,=HYPERLINK/);
    });

    it('is for admins only', async () => {
      const res = await call(t.app, 'GET', '/api/v1/admin/products', { cookie: owner.cookie });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('manufacturer panel', () => {
    let mine: { id: number; version: number };
    let images: { id: string; url: string }[];

    it('adds a product with two images to its own manufacturer; it shows on /products and the public profile', async () => {
      images = [await upload(owner.cookie), await upload(owner.cookie)];
      const res = await manufacturerCreate(
        owner.cookie,
        form({ name: 'Vikram Tan Brown', images: images.map((i) => i.id) }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      mine = body;
      expect(body).toMatchObject({
        vendorId: owner.vendorId,
        createdByAdmin: false,
        imageUrl: images[0]!.url,
        imageCount: 2,
      });
      expect(body.gallery.map((g: { mediaId: string }) => g.mediaId)).toEqual(images.map((i) => i.id));
      const list = await call(t.app, 'GET', '/api/v1/products?search=vikram%20tan');
      expect(list.json().items.map((p: { id: number }) => p.id)).toContain(body.id);
      const profile = await call(t.app, 'GET', `/api/v1/manufacturers/${owner.vendorId}`);
      expect(profile.json().products.items.map((p: { id: number }) => p.id)).toContain(body.id);
    });

    it("shows the manufacturer's own writes on the public list and page at once, without waiting for the change feed", async () => {
      // Warm the index and the answers: without a signal from the write they stay as they are for up
      // to a second (the feed is read at most once a second), and a page rendered then never updates.
      const before = await call(t.app, 'GET', '/api/v1/products?search=Kolar%20Ruby');
      expect(before.json().total).toBe(0);

      const added = await manufacturerCreate(owner.cookie, form({ name: 'Kolar Ruby Red', price: '990' }));
      expect(added.statusCode, added.body).toBe(201);
      const found = await call(t.app, 'GET', '/api/v1/products?search=Kolar%20Ruby');
      expect(found.json().items.map((p: { id: number }) => p.id)).toEqual([added.json().id]);
      expect((await publicProduct(added.json().id)).json().pricePaise).toBe(99000);

      const priced = await call(t.app, 'PUT', `/api/v1/vendor/products/${added.json().id}`, {
        cookie: owner.cookie,
        body: form({ name: 'Kolar Ruby Red', price: '1010', version: added.json().version }),
      });
      expect(priced.statusCode, priced.body).toBe(200);
      const search = async () => (await call(t.app, 'GET', '/api/v1/products?search=Kolar%20Ruby')).json();
      expect((await search()).items.map((p: { pricePaise: number }) => p.pricePaise)).toEqual([101000]);
      expect((await publicProduct(added.json().id)).json().pricePaise).toBe(101000);

      // Suspended by an admin it leaves the search at once; activated, it comes back (same text).
      const setStatus = async (status: string, version: number) => {
        const res = await call(t.app, 'PATCH', `/api/v1/admin/products/${added.json().id}/status`, {
          cookie: adminCookie,
          body: { status, version },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().version as number;
      };
      const suspended = await setStatus('suspended', priced.json().version);
      expect((await search()).total).toBe(0);
      await setStatus('active', suspended);
      expect((await search()).items.map((p: { id: number }) => p.id)).toEqual([added.json().id]);

      const gone = await call(t.app, 'DELETE', `/api/v1/vendor/products/${added.json().id}`, {
        cookie: owner.cookie,
      });
      expect(gone.statusCode, gone.body).toBe(204);
      expect((await call(t.app, 'GET', '/api/v1/products?search=Kolar%20Ruby')).json().total).toBe(0);
    });

    it('reorders the gallery, chooses the main image and removes one without leaving files behind', async () => {
      const reordered = await call(t.app, 'PUT', `/api/v1/vendor/products/${mine.id}`, {
        cookie: owner.cookie,
        body: form({
          name: 'Vikram Tan Brown',
          images: [images[1]!.id, images[0]!.id],
          version: mine.version,
        }),
      });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json().imageUrl).toBe(images[1]!.url);
      expect(
        await eventually(async () => (await publicProduct(mine.id)).json().imageUrl === images[1]!.url),
      ).toBe(true);

      const removedRow = await mediaRow(images[0]!.id);
      const removed = await call(t.app, 'PUT', `/api/v1/vendor/products/${mine.id}`, {
        cookie: owner.cookie,
        body: form({ name: 'Vikram Tan Brown', images: [images[1]!.id], version: reordered.json().version }),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().gallery).toHaveLength(1);
      expect(await mediaRow(images[0]!.id)).toBeUndefined();
      for (const v of removedRow!.variants) expect(await t.app.deps.storage.get(v.key)).toBeNull();
      const rows = await t.app.deps.db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, mine.id));
      expect(rows.map((r) => [r.mediaId, r.position])).toEqual([[images[1]!.id, 0]]);
      mine = removed.json();
    });

    it('changes the price and the public page shows it within a second', async () => {
      const res = await call(t.app, 'PUT', `/api/v1/vendor/products/${mine.id}`, {
        cookie: owner.cookie,
        body: form({
          name: 'Vikram Tan Brown',
          price: '1,299.00',
          images: [images[1]!.id],
          version: mine.version,
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      mine = res.json();
      const started = Date.now();
      expect(
        await eventually(async () => (await publicProduct(mine.id)).json().pricePaise === 129900, 1000),
      ).toBe(true);
      expect(Date.now() - started).toBeLessThanOrEqual(1100);
    });

    it('never lets a manufacturer mark its own product "Best Seller"; an admin’s mark stays', async () => {
      const created = await manufacturerCreate(
        owner.cookie,
        form({ name: 'Own Best Seller', isBestSeller: true }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().isBestSeller).toBe(false);
      const id = created.json().id as number;
      // The admin marks it; the manufacturer's next save (its form sends false) keeps the mark.
      const admin = await call(t.app, 'PUT', `/api/v1/admin/products/${id}`, {
        cookie: adminCookie,
        body: form({
          name: 'Own Best Seller',
          vendorId: created.json().vendorId,
          isBestSeller: true,
          version: created.json().version,
        }),
      });
      expect(admin.statusCode, admin.body).toBe(200);
      const saved = await call(t.app, 'PUT', `/api/v1/vendor/products/${id}`, {
        cookie: owner.cookie,
        body: form({ name: 'Own Best Seller', isBestSeller: false, version: admin.json().version }),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().isBestSeller).toBe(true);
    });

    it('refuses two tabs saving the same product (D29)', async () => {
      const body = form({
        name: 'Vikram Tan Brown',
        price: 1299,
        images: [images[1]!.id],
        version: mine.version,
      });
      const first = await call(t.app, 'PUT', `/api/v1/vendor/products/${mine.id}`, {
        cookie: owner.cookie,
        body,
      });
      const second = await call(t.app, 'PUT', `/api/v1/vendor/products/${mine.id}`, {
        cookie: owner.cookie,
        body,
      });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(409);
      mine = first.json();
    });

    it.each([
      ['0', 'must be more than ₹0'],
      ['-1', 'must be more than ₹0'],
      ['abc', 'must be a number of rupees, e.g. 1250.50'],
      ['12.345', 'must have at most 2 decimal places'],
    ])('refuses a price of %s naming the field', async (price, message) => {
      const res = await manufacturerCreate(owner.cookie, form({ price }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.price).toBe(message);
    });

    it("answers 404 for another manufacturer's product, whatever the operation (D9)", async () => {
      const theirs = (await manufacturerCreate(other.cookie, form({ name: 'Their Slab' }))).json();
      const path = `/api/v1/vendor/products/${theirs.id}`;
      const attempts = [
        await call(t.app, 'GET', path, { cookie: owner.cookie }),
        await call(t.app, 'PUT', path, { cookie: owner.cookie, body: form({ version: 1 }) }),
        await call(t.app, 'DELETE', path, { cookie: owner.cookie }),
        await call(t.app, 'PATCH', `${path}/availability`, {
          cookie: owner.cookie,
          body: { availabilityStatus: 'Out of Stock' },
        }),
        await call(t.app, 'POST', `${path}/duplicate`, { cookie: owner.cookie, body: {} }),
        await call(t.app, 'POST', '/api/v1/vendor/products/bulk-price', {
          cookie: owner.cookie,
          body: { ids: [mine.id, theirs.id], mode: 'percent', value: 10 },
        }),
        await call(t.app, 'GET', `/api/v1/vendor/products/${catalogue.productIds[0]}`, {
          cookie: owner.cookie,
        }),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
      const [row] = await t.app.deps.db.select().from(products).where(eq(products.id, theirs.id));
      expect(row).toMatchObject({ name: 'Their Slab', pricePaise: 24550, availabilityStatus: 'Available' });
      const [ownRow] = await t.app.deps.db.select().from(products).where(eq(products.id, mine.id));
      expect(ownRow!.pricePaise).toBe(129900);
      const list = await call(t.app, 'GET', '/api/v1/vendor/products?pageSize=100', { cookie: owner.cookie });
      expect(list.json().items.every((p: { vendorId: number }) => p.vendorId === owner.vendorId)).toBe(true);
      const other404 = await manufacturerCreate(owner.cookie, form({ vendorId: other.vendorId }));
      expect(other404.statusCode).toBe(400);
      expect(other404.json().error.fields.vendorId).toBe('must be one of your manufacturers');
    });

    it('refuses writes from a pending applicant or a suspended manufacturer (403)', async () => {
      const applicant = await buyer(t.app);
      const applied = await call(t.app, 'POST', '/api/v1/me/vendor-application', {
        cookie: applicant.cookie,
        body: { businessName: 'Pending Quarry', city: 'Hosur', state: 'Tamil Nadu', pincode: '635109' },
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const before = await productCount();
      for (const cookie of [applicant.cookie, suspendedOwnerCookie, buyerCookie]) {
        const res = await manufacturerCreate(cookie, form());
        expect(res.statusCode).toBe(403);
        const bulk = await call(t.app, 'POST', '/api/v1/vendor/products/bulk-price', {
          cookie,
          body: { ids: [mine.id], mode: 'percent', value: 5 },
        });
        expect(bulk.statusCode).toBe(403);
      }
      expect(await productCount()).toBe(before);
    });

    it('duplicates a product as new with its gallery; deleting the original keeps the copy’s image', async () => {
      const copy = await call(t.app, 'POST', `/api/v1/vendor/products/${mine.id}/duplicate`, {
        cookie: owner.cookie,
        body: {},
      });
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json()).toMatchObject({
        name: 'Vikram Tan Brown (copy)',
        pricePaise: 129900,
        imageUrl: images[1]!.url,
      });
      const del = await call(t.app, 'DELETE', `/api/v1/vendor/products/${mine.id}`, { cookie: owner.cookie });
      expect(del.statusCode).toBe(204);
      expect(await mediaRow(images[1]!.id)).toBeDefined();
      mine = copy.json();
    });

    it('changes availability quickly', async () => {
      const res = await call(t.app, 'PATCH', `/api/v1/vendor/products/${mine.id}/availability`, {
        cookie: owner.cookie,
        body: { availabilityStatus: 'Limited Stock' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ availabilityStatus: 'Limited Stock', version: mine.version + 1 });
      const stale = await call(t.app, 'PATCH', `/api/v1/vendor/products/${mine.id}/availability`, {
        cookie: owner.cookie,
        body: { availabilityStatus: 'Available', version: mine.version },
      });
      expect(stale.statusCode).toBe(409);
      mine = res.json();
    });

    it('changes the price of selected products by percent or amount, all or none', async () => {
      const second = (await manufacturerCreate(owner.cookie, form({ name: 'Second', price: 100 }))).json();
      const up = await call(t.app, 'POST', '/api/v1/vendor/products/bulk-price', {
        cookie: owner.cookie,
        body: { ids: [mine.id, second.id], mode: 'percent', value: 10 },
      });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json()).toEqual({ affected: 2 });
      const prices = async () =>
        Object.fromEntries(
          (await t.app.deps.db.select().from(products).where(eq(products.vendorId, owner.vendorId))).map(
            (p) => [p.id, p.pricePaise],
          ),
        );
      expect(await prices()).toMatchObject({ [mine.id]: 142890, [second.id]: 11000 });
      const tooFar = await call(t.app, 'POST', '/api/v1/vendor/products/bulk-price', {
        cookie: owner.cookie,
        body: { ids: [mine.id, second.id], mode: 'amount', value: -200 },
      });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().error.fields.value).toMatch(/Second/);
      expect(await prices()).toMatchObject({ [mine.id]: 142890, [second.id]: 11000 });
      const badPercent = await call(t.app, 'POST', '/api/v1/vendor/products/bulk-price', {
        cookie: owner.cookie,
        body: { ids: [mine.id], mode: 'percent', value: -95 },
      });
      expect(badPercent.json().error.fields.value).toBe('must be between -90% and +500%');
    });

    it('keeps the one-image operations in step with the gallery', async () => {
      const form2 = multipart(await solidImage('png', 900, 900, { r: 200, g: 10, b: 10 }));
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/products/${mine.id}/image`,
        headers: { origin: t.app.deps.config.publicUrl, cookie: owner.cookie, ...form2.headers },
        payload: form2.payload,
      });
      expect(put.statusCode, put.body).toBe(200);
      const view = (
        await call(t.app, 'GET', `/api/v1/vendor/products/${mine.id}`, { cookie: owner.cookie })
      ).json();
      expect(view.gallery.map((g: { mediaId: string }) => g.mediaId)).toEqual([put.json().image.id]);
      expect(view.imageUrl).toBe(put.json().image.url);
      const del = await call(t.app, 'DELETE', `/api/v1/products/${mine.id}/image`, { cookie: owner.cookie });
      expect(del.statusCode).toBe(204);
      const after = (
        await call(t.app, 'GET', `/api/v1/vendor/products/${mine.id}`, { cookie: owner.cookie })
      ).json();
      expect(after).toMatchObject({ gallery: [], imageUrl: null, image: null });
      expect(await mediaRow(put.json().image.id)).toBeUndefined();
    });

    describe('CSV import', () => {
      const header = PRODUCT_CSV_COLUMNS.join(',');
      const row = (n: number) =>
        `Imported Slab ${n},${100 + n}.50,Black Granite,Premium,Slabs,18mm,,,Polished,0.1%,Flooring,Karnataka,Black,Available,no,Row ${n},,68022390`;
      const importCsv = (csv: string, dryRun: boolean, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/vendor/products/import?dryRun=${dryRun}`,
          headers: {
            origin: t.app.deps.config.publicUrl,
            cookie: owner.cookie,
            'content-type': 'text/csv',
            ...headers,
          },
          payload: csv,
        });

      it('serves the template with the columns in order', async () => {
        const res = await call(t.app, 'GET', '/api/v1/vendor/products/import-template', {
          cookie: owner.cookie,
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(`\ufeff${header}\r\n`);
      });

      it('previews 20 rows with one bad row without writing, then imports the 19 good ones and skips the bad one', async () => {
        const lines = Array.from({ length: 20 }, (_, i) => row(i + 1));
        lines[6] = 'Broken Slab,abc,Pink Granite,Premium,Slabs,19mm,,,Polished,,,,,,maybe,,,';
        const csv = `${header}\r\n${lines.join('\r\n')}\r\n`;
        const before = await productCount();
        const preview = await importCsv(csv, true);
        expect(preview.statusCode, preview.body).toBe(200);
        expect(preview.json()).toMatchObject({ dryRun: true, total: 20, valid: 19, invalid: 1, created: 0 });
        const bad = preview.json().rows.find((r: { outcome: string }) => r.outcome === 'error');
        expect(bad).toEqual({
          line: 8,
          name: 'Broken Slab',
          outcome: 'error',
          productId: null,
          errors: {
            price_per_sqft: 'must be a number of rupees, e.g. 1250.50',
            category: '"Pink Granite" is not a category of this marketplace',
            thickness: 'must be one of: 12mm, 15mm, 18mm, 20mm, 25mm, 30mm',
            best_seller: 'must be yes or no',
          },
        });
        expect(await productCount()).toBe(before);

        const done = await importCsv(csv, false);
        expect(done.json()).toMatchObject({ dryRun: false, total: 20, valid: 19, invalid: 1, created: 19 });
        expect(await productCount()).toBe(before + 19);
        const first = done.json().rows[0];
        const [stored] = await t.app.deps.db.select().from(products).where(eq(products.id, first.productId));
        expect(stored).toMatchObject({
          name: 'Imported Slab 1',
          pricePaise: 10150,
          vendorId: owner.vendorId,
          origin: 'Karnataka',
        });
      });

      it('refuses a file with wrong columns, naming them', async () => {
        const res = await importCsv(
          'name,price,category,material_quality,product_type,color\r\nA,1,Black Granite,Premium,Slabs,red\r\n',
          true,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toMatchObject({
          unknownColumns: 'price, color',
          missingColumns: 'price_per_sqft',
        });
      });

      it('refuses a file of 5,000 rows and one of 10 MB, writing nothing', async () => {
        const before = await productCount();
        const many = `${header}\r\n${Array.from({ length: 5000 }, (_, i) => row(i)).join('\r\n')}`;
        const res = await importCsv(many, true);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(
          'The file holds 5,000 products; one import takes at most 2,000. Split it into smaller files.',
        );
        const huge = `${header}\r\n${'x'.repeat(10 * 1024 * 1024)}`;
        const big = await importCsv(huge, false);
        expect(big.statusCode).toBe(413);
        expect(big.json().error.message).toMatch(
          /^The file is 10\.0 MB; an import file may be at most 5\.0 MB/,
        );
        const empty = await importCsv('', true);
        expect(empty.statusCode).toBe(400);
        expect(await productCount()).toBe(before);
      });

      it('exports my products only, neutralising formula-like cells', async () => {
        await manufacturerCreate(owner.cookie, form({ name: '@SUM(1+1)' }));
        const res = await call(t.app, 'GET', '/api/v1/vendor/products/export', { cookie: owner.cookie });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(",'@SUM(1+1),");
        expect(res.body).not.toContain('Their Slab');
        expect(res.body).toContain('Imported Slab 1');
      });
    });
  });
});
