// D32: the stone varieties admins keep (list, add, edit, hide; D28 log, D29 version), products that
// name one (admin and manufacturer forms, CSV), and search by category and variety names.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, products, stoneVarieties } from '../../db/schema';
import { admin, buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let cookie: string;
let catalogue: Awaited<ReturnType<typeof seedMiniCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedMiniCatalogue(t.app.deps.db);
  cookie = (await admin(t.app)).cookie;
});
afterAll(async () => t?.close());

const create = (body: unknown) => call(t.app, 'POST', '/api/v1/admin/stone-varieties', { cookie, body });
const patch = (id: number, body: unknown) =>
  call(t.app, 'PATCH', `/api/v1/admin/stone-varieties/${id}`, { cookie, body });
const logOf = (id: number) =>
  t.app.deps.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'stone_variety'), eq(activityLog.entityId, String(id))));
const search = async (q: string) => {
  const res = await call(t.app, 'GET', `/api/v1/products?search=${encodeURIComponent(q)}&pageSize=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: { id: number; varietyName: string | null }[] };
};

const productForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Polished Slab 18mm',
  price: '210',
  categoryId: catalogue.categoryIds.black,
  vendorId: catalogue.vendorIds.ongole,
  materialQuality: 'Premium',
  productType: 'Slabs',
  thickness: '18mm',
  finishType: 'Polished',
  ...overrides,
});

describe(`stone varieties (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('adds, lists, edits and hides a variety, each recorded (D28); the public list shows active ones', async () => {
    const res = await create({ name: "  Cat's Eye ", colour: 'Brown', aliases: ['Cats Eye'] });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json();
    expect(added).toMatchObject({
      name: "Cat's Eye",
      slug: 'cats-eye',
      colour: 'Brown',
      aliases: ['Cats Eye'],
      status: 'active',
      productCount: 0,
      version: 1,
    });
    const list = (await call(t.app, 'GET', '/api/v1/admin/stone-varieties', { cookie })).json().items;
    expect(list.map((v: { name: string }) => v.name)).toContain("Cat's Eye");

    const edited = await patch(added.id, { colour: 'Mixed', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ colour: 'Mixed', version: 2 });
    const hidden = await patch(added.id, { status: 'hidden', version: 2 });
    expect(hidden.json()).toMatchObject({ status: 'hidden', version: 3 });
    const publicList = (await call(t.app, 'GET', '/api/v1/stone-varieties')).json().items;
    expect(publicList.map((v: { slug: string }) => v.slug)).not.toContain('cats-eye');

    const log = await logOf(added.id);
    expect(log.map((r) => r.action).sort()).toEqual([
      'stone_variety.create',
      'stone_variety.update',
      'stone_variety.update',
    ]);
    expect(log.find((r) => (r.changes as Record<string, unknown> | null)?.status)!.changes).toMatchObject({
      status: { before: 'active', after: 'hidden' },
    });
  });

  it('refuses a duplicate name (409 naming it), a stale version (409), bad input (400) and non-admins', async () => {
    const first = (await create({ name: 'Kashmir White', colour: 'White' })).json();
    const dup = await create({ name: 'kashmir white' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('A variety named "Kashmir White" already exists');
    expect(dup.json().error.fields).toHaveProperty('name');
    const other = (await create({ name: 'Alaska White' })).json();
    const rename = await patch(other.id, { name: 'Kashmir-White', version: 1 });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.message).toContain('Kashmir White');

    expect((await patch(first.id, { colour: 'Black', version: 1 })).statusCode).toBe(200);
    const stale = await patch(first.id, { colour: 'Gray', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toHaveProperty('version');
    const [row] = await t.app.deps.db.select().from(stoneVarieties).where(eq(stoneVarieties.id, first.id));
    expect(row).toMatchObject({ colour: 'Black', version: 2 });

    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'Red', colour: 'Purple' }, 'colour'],
      [{ name: 'Red', slug: 'red' }, 'slug'],
    ] as const) {
      const bad = await create(body);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toContain(field);
    }
    expect((await patch(first.id, { colour: 'Black' })).statusCode).toBe(400);
    expect((await patch(999_999, { colour: 'Black', version: 1 })).statusCode).toBe(404);

    const b = await buyer(t.app);
    expect(
      (await call(t.app, 'POST', '/api/v1/admin/stone-varieties', { cookie: b.cookie, body: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/v1/admin/stone-varieties', { body: { name: 'X' } })).statusCode,
    ).toBe(401);
  });

  it('a product names an active variety; unknown and hidden ones are refused naming varietyId', async () => {
    const galaxy = (await create({ name: 'Black Galaxy', colour: 'Black' })).json();
    const res = await call(t.app, 'POST', '/api/v1/admin/products', {
      cookie,
      body: productForm({ name: 'Ongole Polished Slab', varietyId: galaxy.id }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ varietyId: galaxy.id, varietyName: 'Black Galaxy' });
    const detail = (await call(t.app, 'GET', `/api/v1/products/${res.json().id}`)).json();
    expect(detail).toMatchObject({ varietyName: 'Black Galaxy', varietySlug: 'black-galaxy' });

    const unknown = await call(t.app, 'POST', '/api/v1/admin/products', {
      cookie,
      body: productForm({ varietyId: 999_999 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.varietyId).toBe('is not a known stone variety');
    const hidden = (await create({ name: 'Paradiso' })).json();
    await patch(hidden.id, { status: 'hidden', version: 1 });
    const refused = await call(t.app, 'POST', '/api/v1/admin/products', {
      cookie,
      body: productForm({ varietyId: hidden.id }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.varietyId).toBe('Paradiso is hidden: choose another variety');

    // The manufacturer's panel takes it too.
    const m = await manufacturer(t.app);
    const mine = await call(t.app, 'POST', '/api/v1/vendor/products', {
      cookie: m.cookie,
      body: productForm({ vendorId: undefined, name: 'Vikram Galaxy Slab', varietyId: galaxy.id }),
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().varietyName).toBe('Black Galaxy');
  });

  it('finds products by variety name, other name and category name; a rename or hiding moves the words', async () => {
    const steel = (await create({ name: 'Steel Grey', colour: 'Gray', aliases: ['Steel Gray'] })).json();
    const created = await call(t.app, 'POST', '/api/v1/admin/products', {
      cookie,
      body: productForm({ name: 'Hosur Flamed Slab', varietyId: steel.id }),
    });
    const id = created.json().id as number;
    expect((await search('steel grey')).items.map((p) => p.id)).toContain(id);
    expect((await search('steel gray')).items.map((p) => p.id)).toContain(id);
    // "granite" is in no product name of the mini catalogue: only the category names carry it.
    const granite = await search('granite');
    expect(granite.items.map((p) => p.id)).toContain(id);

    await patch(steel.id, { name: 'Sadarahalli Steel', version: 1 });
    expect((await search('sadarahalli')).items.map((p) => p.id)).toContain(id);
    await patch(steel.id, { status: 'hidden', version: 2 });
    expect((await search('sadarahalli')).items.map((p) => p.id)).not.toContain(id);
    const [row] = await t.app.deps.db.select().from(products).where(eq(products.id, id));
    expect(row!.varietyId).toBe(steel.id);
  });

  it('imports CSV rows naming a variety by name; an unknown variety is a row error naming the column', async () => {
    const m = await manufacturer(t.app);
    await create({ name: 'Tan Brown', colour: 'Brown', aliases: ['English Brown'] });
    const csv = [
      'name,price_per_sqft,category,material_quality,product_type,variety',
      'Tan Slab,150,Black Granite,Premium,Slabs,english brown',
      'Mystery Slab,150,Black Granite,Premium,Slabs,Moonstone Blue',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/products/import?dryRun=false',
      headers: { origin: t.app.deps.config.publicUrl, cookie: m.cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ created: 1, invalid: 1 });
    expect(report.rows[1]).toMatchObject({
      outcome: 'error',
      errors: { variety: '"Moonstone Blue" is not a stone variety of this marketplace' },
    });
    const [tan] = await t.app.deps.db
      .select()
      .from(products)
      .where(eq(products.id, report.rows[0].productId));
    const [variety] = await t.app.deps.db
      .select()
      .from(stoneVarieties)
      .where(eq(stoneVarieties.id, tan!.varietyId!));
    expect(variety!.name).toBe('Tan Brown');
  });
  it("keeps the variety's words on a manufacturer's products when the manufacturer is renamed", async () => {
    const imperial = (await create({ name: 'Imperial Red', colour: 'Mixed' })).json();
    const m = await manufacturer(t.app);
    const made = await call(t.app, 'POST', '/api/v1/vendor/products', {
      cookie: m.cookie,
      body: productForm({ vendorId: undefined, name: 'Red Slab', varietyId: imperial.id }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const profile = (await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: m.cookie })).json();
    const renamed = await call(t.app, 'PUT', '/api/v1/vendor/profile', {
      cookie: m.cookie,
      body: {
        businessName: 'Vikram Red Stones',
        ownerName: 'Vikram Stone',
        email: profile.email,
        city: 'Hosur',
        state: 'Tamil Nadu',
        pincode: '635109',
        version: profile.version,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = (await search('imperial')).items.map((p) => p.id);
    expect(found).toContain(made.json().id);
    expect((await search('vikram red')).items.map((p) => p.id)).toContain(made.json().id);
  });
  it("Compare Prices compares a product with the same variety's offers in comparable types only (D32)", async () => {
    const jet = (await create({ name: 'Jet Black', colour: 'Black' })).json();
    const moon = (await create({ name: 'Moon White', colour: 'White' })).json();
    const make = async (name: string, manufacturerId: number, varietyId: number, productType: string) =>
      (
        await call(t.app, 'POST', '/api/v1/admin/products', {
          cookie,
          body: productForm({ name, vendorId: manufacturerId, varietyId, productType }),
        })
      ).json().id as number;
    const mine = await make('Jet Black Slab A', catalogue.vendorIds.ongole, jet.id, 'Slabs');
    const other = await make('Jet Black Slab B', catalogue.vendorIds.kishangarh, jet.id, 'Both');
    const tiles = await make('Jet Black Tiles', catalogue.vendorIds.kishangarh, jet.id, 'Tiles');
    const white = await make('Moon White Slab', catalogue.vendorIds.kishangarh, moon.id, 'Slabs');
    const res = await call(t.app, 'GET', `/api/v1/comparison?product=${mine}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.variety).toEqual({ id: jet.id, name: 'Jet Black', slug: 'jet-black' });
    const ids = answer.rows.map((r: { productId: number }) => r.productId);
    expect(ids.sort()).toEqual([mine, other].sort());
    expect(ids).not.toContain(tiles);
    expect(ids).not.toContain(white);
    // Without a variety a product still compares within its category.
    const plain = await call(t.app, 'GET', `/api/v1/comparison?product=${catalogue.productIds[0]}`);
    expect(plain.json().variety).toBeNull();
    expect(plain.json().rows.length).toBeGreaterThan(2);
  });
});
