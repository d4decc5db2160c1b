// Admin "Manage Granite Categories" (admin spec 2, 4, 5, 8; D28, D29): list with live counts, add
// with the spec's defaults, edit, Save All Changes in one transaction, soft delete, header image,
// and every bad input refused by name with nothing changed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, categories, products } from '../../db/schema';
import { admin, buyer, call } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart, solidImage } from '../../test/images';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let cookie: string;
let adminId: string;
let catalogue: Awaited<ReturnType<typeof seedMiniCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedMiniCatalogue(t.app.deps.db);
  const a = await admin(t.app);
  cookie = a.cookie;
  adminId = a.userId;
});
afterAll(async () => {
  await t?.close();
});

const list = async () => (await call(t.app, 'GET', '/api/v1/admin/categories', { cookie })).json().items;
const create = (body: unknown) => call(t.app, 'POST', '/api/v1/admin/categories', { cookie, body });
const patch = (id: number, body: unknown) =>
  call(t.app, 'PATCH', `/api/v1/admin/categories/${id}`, { cookie, body });
const row = async (id: number) =>
  (await t.app.deps.db.select().from(categories).where(eq(categories.id, id)))[0]!;
const logOf = (id: number) =>
  t.app.deps.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'category'), eq(activityLog.entityId, String(id))));

async function uploadCategoryImage(): Promise<string> {
  const upload = multipart(await solidImage('png', 800, 600));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media?kind=category',
    headers: { origin: t.app.deps.config.publicUrl, cookie, ...upload.headers },
    payload: upload.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().image.id;
}

describe('list', () => {
  it('lists categories with every product and the live ones counted', async () => {
    const items = await list();
    const black = items.find((c: { id: number }) => c.id === catalogue.categoryIds.black);
    const { n } = (
      await t.app.deps.db.execute<{ n: number }>(
        `select count(*)::int as n from products where category_id = ${catalogue.categoryIds.black}`,
      )
    ).rows[0]!;
    expect(black).toMatchObject({ name: 'Black Granite', productCount: Number(n), version: 1 });
    // The suspended manufacturer's product is filed under the category but not live.
    expect(black.liveProductCount).toBeLessThan(black.productCount);
  });

  it('refuses a buyer (403) and a signed-out caller (401)', async () => {
    const b = await buyer(t.app);
    expect((await call(t.app, 'GET', '/api/v1/admin/categories', { cookie: b.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/categories')).statusCode).toBe(401);
  });
});

describe('add (spec 5)', () => {
  it("gives a nameless, descriptionless category 'New Granite {id}', 'Description pending', bg-granite-gray on white", async () => {
    const res = await create({});
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      name: `New Granite ${c.id}`,
      description: 'Description pending',
      color: 'bg-granite-gray',
      textColor: 'text-white',
      productCount: 0,
      version: 1,
    });
    const [entry] = await logOf(c.id);
    expect(entry).toMatchObject({ actorId: adminId, action: 'category.create' });
    expect(entry!.changes!.name).toEqual({ before: null, after: `New Granite ${c.id}` });
  });

  it('applies the text-colour rule: stone-900 on bg-gray-100 and on a light hex, white otherwise', async () => {
    const light = (await create({ name: 'Kashmir White', color: 'bg-gray-100' })).json();
    expect(light.textColor).toBe('text-stone-900');
    const hex = (await create({ name: 'Ivory Brown', color: '#E7E5E4' })).json();
    expect(hex).toMatchObject({ color: '#e7e5e4', textColor: 'text-stone-900' });
    const dark = (await create({ name: 'Absolute Black', color: '#111' })).json();
    expect(dark.textColor).toBe('text-white');
  });

  it('shows a new category on the public list, and hides a deleted one (catalogue version bumps)', async () => {
    const c = (await create({ name: 'Steel Grey', description: 'Grey granite from Andhra' })).json();
    const publicList = async () =>
      (await call(t.app, 'GET', '/api/v1/categories')).json().items.map((i: { name: string }) => i.name);
    expect(await publicList()).toContain('Steel Grey');
    const del = await call(t.app, 'DELETE', `/api/v1/admin/categories/${c.id}?version=1`, { cookie });
    expect(del.statusCode).toBe(204);
    expect(await publicList()).not.toContain('Steel Grey');
    expect((await call(t.app, 'GET', `/api/v1/categories/${c.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a colour that is neither a class nor a hex', { name: 'Red One', color: 'red' }, 'color'],
    ['an unknown class', { name: 'Red Two', color: 'bg-nope-500' }, 'color'],
    ['a bad hex', { name: 'Red Three', color: '#12345g' }, 'color'],
    ['a stored count', { name: 'Counted', count: -1 }, 'count'],
    ['an is_active field', { name: 'Flagged', is_active: false }, 'is_active'],
    ['a header image that is not an uploaded one', { headerImageMediaId: 'nope' }, 'headerImageMediaId'],
  ])('refuses %s with 400 naming the field, creating nothing', async (_label, body, field) => {
    const before = (await list()).length;
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect((await list()).length).toBe(before);
  });

  it('refuses a duplicate name (any case) with 409 naming name', async () => {
    const res = await create({ name: 'black granite' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ name: 'A category with this name already exists' });
  });

  it('refuses a header image id of an image uploaded for something else (400)', async () => {
    const upload = multipart(await solidImage('png', 800, 600));
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media?kind=product',
      headers: { origin: t.app.deps.config.publicUrl, cookie, ...upload.headers },
      payload: upload.payload,
    });
    const res = await create({ name: 'Wrong Image', headerImageMediaId: product.json().image.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.headerImageMediaId).toBeDefined();
  });
});

describe('edit (D29)', () => {
  it('saves with the loaded version, moves the version on and records before → after', async () => {
    const c = (await create({ name: 'Tan Brown' })).json();
    const res = await patch(c.id, { version: 1, description: 'Warm brown granite', color: 'bg-amber-900' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'Warm brown granite',
      color: 'bg-amber-900',
      version: 2,
    });
    const entries = await logOf(c.id);
    const update = entries.find((e) => e.action === 'category.update')!;
    expect(update.changes).toEqual({
      description: { before: 'Description pending', after: 'Warm brown granite' },
      color: { before: 'bg-granite-gray', after: 'bg-amber-900' },
    });
  });

  it('answers the second of two admins saving the same version with 409 and keeps the first', async () => {
    const c = (await create({ name: 'Rajasthan Black' })).json();
    expect((await patch(c.id, { version: 1, description: 'First admin' })).statusCode).toBe(200);
    const second = await patch(c.id, { version: 1, description: 'Second admin' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'conflict',
      message: 'This record was changed by someone else. Reload to see the latest version.',
    });
    expect((await row(c.id)).description).toBe('First admin');
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name'],
    ['a missing version', { __noVersion: true, name: 'X' }, 'version'],
    ['a bad colour', { color: 'blue' }, 'color'],
  ])('refuses %s with 400 and changes nothing', async (_label, fields, field) => {
    const c = (await create({ name: `Edit Target ${Math.random()}` })).json();
    const { __noVersion, ...rest } = fields as Record<string, unknown>;
    const res = await patch(c.id, __noVersion ? rest : { version: 1, ...rest });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect((await row(c.id)).version).toBe(1);
  });

  it('refuses renaming onto another live name (409 naming name); a deleted one frees its name', async () => {
    const a = (await create({ name: 'Alpha Granite' })).json();
    const b = (await create({ name: 'Beta Granite' })).json();
    const res = await patch(b.id, { version: 1, name: 'ALPHA GRANITE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.name).toBeDefined();
    await call(t.app, 'DELETE', `/api/v1/admin/categories/${a.id}`, { cookie });
    expect((await patch(b.id, { version: 1, name: 'Alpha Granite' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or deleted category', async () => {
    expect((await patch(999_999, { version: 1, name: 'Ghost' })).statusCode).toBe(404);
  });

  it('attaches a header image uploaded as kind category (400x300 hint) and removes it again', async () => {
    const c = (await create({ name: 'Imperial Red' })).json();
    const mediaId = await uploadCategoryImage();
    const res = await patch(c.id, { version: 1, headerImageMediaId: mediaId });
    expect(res.statusCode).toBe(200);
    expect(res.json().headerImage.id).toBe(mediaId);
    expect(res.json().headerImageUrl).toMatch(/^\/media\/.+\.webp$/);
    const stored = await row(c.id);
    expect(stored.headerImageMediaId).toBe(mediaId);
    // In use: the media endpoint refuses to delete it.
    expect((await call(t.app, 'DELETE', `/api/v1/media/${mediaId}`, { cookie })).statusCode).toBe(409);
    const removed = await patch(c.id, { version: 2, headerImageMediaId: null });
    expect(removed.json()).toMatchObject({ headerImage: null, headerImageUrl: null });
    // Nothing shows it any more, so its files went too.
    expect((await call(t.app, 'GET', res.json().headerImageUrl)).statusCode).toBe(404);
  });
});

describe('Save All Changes (one transaction)', () => {
  it('saves every row, or none when one row is stale', async () => {
    const a = (await create({ name: 'Batch One' })).json();
    const b = (await create({ name: 'Batch Two' })).json();
    const ok = await call(t.app, 'PUT', '/api/v1/admin/categories', {
      cookie,
      body: {
        items: [
          { id: a.id, version: 1, description: 'One saved' },
          { id: b.id, version: 1, description: 'Two saved' },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await row(a.id)).description).toBe('One saved');
    expect((await row(b.id)).description).toBe('Two saved');

    const stale = await call(t.app, 'PUT', '/api/v1/admin/categories', {
      cookie,
      body: {
        items: [
          { id: a.id, version: 2, description: 'One again' },
          { id: b.id, version: 1, description: 'Two again' },
        ],
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toEqual({
      'items.1.version': 'This record was changed by someone else. Reload to see the latest version.',
    });
    expect((await row(a.id)).description).toBe('One saved');
    expect((await row(a.id)).version).toBe(2);
  });

  it('lets two rows swap names, and refuses two rows given one name', async () => {
    const a = (await create({ name: 'Swap A' })).json();
    const b = (await create({ name: 'Swap B' })).json();
    const swap = await call(t.app, 'PUT', '/api/v1/admin/categories', {
      cookie,
      body: {
        items: [
          { id: a.id, version: 1, name: 'Swap B' },
          { id: b.id, version: 1, name: 'Swap A' },
        ],
      },
    });
    expect(swap.statusCode, swap.body).toBe(200);
    expect((await row(a.id)).name).toBe('Swap B');
    const [entry] = (await logOf(a.id)).filter((e) => e.action === 'category.update');
    expect(entry!.changes!.name).toEqual({ before: 'Swap A', after: 'Swap B' });

    const same = await call(t.app, 'PUT', '/api/v1/admin/categories', {
      cookie,
      body: {
        items: [
          { id: a.id, version: 2, name: 'Same Name' },
          { id: b.id, version: 2, name: 'same name' },
        ],
      },
    });
    expect(same.statusCode).toBe(409);
    expect(Object.keys(same.json().error.fields)).toEqual(['items.1.name']);
    expect((await row(a.id)).name).toBe('Swap B');
  });

  it.each([
    ['an empty list', { items: [] }, 'items'],
    [
      'a row listed twice',
      {
        items: [
          { id: 1, version: 1 },
          { id: 1, version: 1 },
        ],
      },
      'items.1.id',
    ],
    ['a bad colour in a row', { items: [{ id: 1, version: 1, color: 'pink' }] }, 'items.0.color'],
  ])('refuses %s with 400', async (_label, body, field) => {
    const res = await call(t.app, 'PUT', '/api/v1/admin/categories', { cookie, body });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});

describe('delete (soft)', () => {
  it('keeps the row and its products, hides it from the admin list and records it', async () => {
    const c = (await create({ name: 'To Retire' })).json();
    const [p] = await t.app.deps.db
      .insert(products)
      .values({
        name: 'Retired Slab',
        pricePaise: 9000,
        vendorId: catalogue.vendorIds.ongole,
        categoryId: c.id,
      })
      .returning({ id: products.id });
    const res = await call(t.app, 'DELETE', `/api/v1/admin/categories/${c.id}`, { cookie });
    expect(res.statusCode).toBe(204);
    const stored = await row(c.id);
    expect(stored.deletedAt).toBeInstanceOf(Date);
    expect(stored.isActive).toBe(false);
    expect((await t.app.deps.db.select().from(products).where(eq(products.id, p!.id)))[0]!.categoryId).toBe(
      c.id,
    );
    expect((await list()).map((i: { id: number }) => i.id)).not.toContain(c.id);
    expect((await logOf(c.id)).map((e) => e.action)).toContain('category.delete');
    expect((await call(t.app, 'DELETE', `/api/v1/admin/categories/${c.id}`, { cookie })).statusCode).toBe(
      404,
    );
  });

  it('refuses a stale version with 409', async () => {
    const c = (await create({ name: 'Stale Delete' })).json();
    await patch(c.id, { version: 1, description: 'moved on' });
    const res = await call(t.app, 'DELETE', `/api/v1/admin/categories/${c.id}?version=1`, { cookie });
    expect(res.statusCode).toBe(409);
    expect((await row(c.id)).deletedAt).toBeNull();
  });
});
