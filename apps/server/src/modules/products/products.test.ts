import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, media, products, vendors } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { canManageProduct, productToManage, setProductImageOf } from './products.service';

const person = (role: Actor['role'], manufacturerIds: number[] = []): Actor => ({
  userId: `user-${role}-${manufacturerIds.join('-')}`,
  email: 'someone@example.com',
  name: 'Someone',
  role,
  vendorIds: manufacturerIds,
});

const buyer = person('buyer');
const manufacturerOf7 = person('buyer', [7]);
const manufacturerOf7And9 = person('buyer', [7, 9]);
const admin = person('admin');

describe('canManageProduct (D9)', () => {
  it.each([
    ['anonymous', null, { vendorId: 7 }, false],
    ['a buyer', buyer, { vendorId: 7 }, false],
    ['a vendor, a product of its manufacturer', manufacturerOf7, { vendorId: 7 }, true],
    ['a vendor of two, a product of its second manufacturer', manufacturerOf7And9, { vendorId: 9 }, true],
    ["a vendor, another manufacturer's product", manufacturerOf7, { vendorId: 8 }, false],
    ['a vendor, a product with no manufacturer', manufacturerOf7, { vendorId: null }, false],
    ['an admin, any manufacturer', admin, { vendorId: 8 }, true],
    ['an admin, a product with no manufacturer', admin, { vendorId: null }, true],
    ['an admin who also owns a manufacturer, another one', person('admin', [7]), { vendorId: 8 }, true],
  ] as const)('%s: %s', (_case, actor, product, expected) => {
    expect(canManageProduct(actor, product)).toBe(expected);
  });
});

describe(`productToManage and product writes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let ownId: number;
  let otherId: number;
  let manufacturerActor: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.deps;
    const [category] = await db.insert(categories).values({ name: 'Black Granite' }).returning();
    const [mine, theirs] = await db
      .insert(vendors)
      .values([
        { businessName: 'Mine', ownerName: 'Me', email: 'mine@example.com' },
        { businessName: 'Theirs', ownerName: 'Them', email: 'theirs@example.com' },
      ])
      .returning();
    const rows = await db
      .insert(products)
      .values([
        { name: 'Own slab', pricePaise: 10000, vendorId: mine!.id, categoryId: category!.id },
        {
          name: 'Their slab',
          pricePaise: 10000,
          vendorId: theirs!.id,
          categoryId: category!.id,
          createdByAdmin: true,
        },
      ])
      .returning({ id: products.id });
    ownId = rows[0]!.id;
    otherId = rows[1]!.id;
    manufacturerActor = person('buyer', [mine!.id]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 signed out, 403 for a buyer or another vendor, 404 for an unknown product', async () => {
    const deps = t.app.deps;
    await expect(productToManage(deps, null, ownId)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(productToManage(deps, buyer, ownId)).rejects.toMatchObject({
      code: 'forbidden',
      message: 'You can only change your own products',
    });
    await expect(productToManage(deps, manufacturerActor, otherId, 'Not yours')).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Not yours',
    });
    await expect(productToManage(deps, admin, 2_000_000_000)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('gives the owner and admins what the check needs, and writes the image columns', async () => {
    const deps = t.app.deps;
    expect(await productToManage(deps, manufacturerActor, ownId)).toMatchObject({
      id: ownId,
      imageMediaId: null,
    });
    expect(await productToManage(deps, admin, otherId)).toMatchObject({ id: otherId, createdByAdmin: true });

    const [image] = await deps.db
      .insert(media)
      .values({
        kind: 'product',
        hash: 'products-test',
        mimeType: 'image/webp',
        width: 640,
        height: 480,
        bytes: 1,
        variants: [{ width: 640, height: 480, key: 'products-test-640.webp', bytes: 1 }],
      })
      .returning();
    const imageOf = async () => {
      const [row] = await deps.db.select().from(products).where(eq(products.id, ownId));
      return { imageMediaId: row!.imageMediaId, imageUrl: row!.imageUrl };
    };
    await setProductImageOf(deps, ownId, { mediaId: image!.id, url: '/media/products-test-640.webp' });
    expect(await imageOf()).toEqual({ imageMediaId: image!.id, imageUrl: '/media/products-test-640.webp' });
    expect(await productToManage(deps, manufacturerActor, ownId)).toMatchObject({ imageMediaId: image!.id });
    await setProductImageOf(deps, ownId, null);
    expect(await imageOf()).toEqual({ imageMediaId: null, imageUrl: null });
  });
});
