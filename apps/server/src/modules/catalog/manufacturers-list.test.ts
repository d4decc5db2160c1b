// /vendors (storefront 2.11; D14, D27, D32): verified manufacturers with live products first, the
// rest as 'new' (newest first); search by name, filter by state and by a variety they offer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stoneVarieties, vendors } from '../../db/schema';
import { call } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedMiniCatalogue>>;
let newcomerId: number;

type Item = { id: number; businessName: string; listing: string; varieties: { slug: string }[] };
const list = async (query = '') => {
  const res = await call(t.app, 'GET', `/api/v1/manufacturers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Item[];
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  catalogue = await seedMiniCatalogue(db);
  // The newest manufacturer: verified, but nothing listed yet.
  const [newcomer] = await db
    .insert(vendors)
    .values({
      businessName: 'Aaa Newcomer Granites',
      ownerName: 'New',
      email: 'new@example.com',
      city: 'Hosur',
      state: 'Tamil Nadu',
      pincode: '635109',
      gstinVerified: true,
    })
    .returning({ id: vendors.id });
  newcomerId = newcomer!.id;
  const [galaxy] = await db
    .insert(stoneVarieties)
    .values({ name: 'Black Galaxy', slug: 'black-galaxy', colour: 'Black' })
    .returning({ id: stoneVarieties.id });
  await db.update(products).set({ varietyId: galaxy!.id }).where(eq(products.id, catalogue.productIds[0]!));
});
afterAll(async () => t?.close());

describe(`/vendors list (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('ranks verified manufacturers with live products first; the rest are new, newest first', async () => {
    const items = await list();
    expect(items.map((m) => [m.id, m.listing])).toEqual([
      [catalogue.vendorIds.ongole, 'established'],
      [newcomerId, 'new'],
      [catalogue.vendorIds.kishangarh, 'new'],
    ]);
    expect(items[0]!.varieties).toEqual([{ name: 'Black Galaxy', slug: 'black-galaxy' }]);
    expect(items[1]).toMatchObject({
      city: 'Hosur',
      state: 'Tamil Nadu',
      pincode: '635109',
      productCount: 0,
    });
  });

  it('searches by part of the name and filters by state and by a variety offered (D32)', async () => {
    expect((await list('?q=SLABS')).map((m) => m.id)).toEqual([catalogue.vendorIds.kishangarh]);
    expect((await list('?state=Andhra%20Pradesh')).map((m) => m.id)).toEqual([catalogue.vendorIds.ongole]);
    expect((await list('?variety=black-galaxy')).map((m) => m.id)).toEqual([catalogue.vendorIds.ongole]);
    expect(await list('?variety=kashmir-white')).toEqual([]);
    const bad = await call(t.app, 'GET', '/api/v1/manufacturers?state=Bavaria');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('state');
  });
});
