// D30: a product's description is shown to everyone, so it refuses contact details when written —
// in the admin's and the manufacturer's product forms and in each row of a CSV import — with a 400
// (or the row's error) naming the field.
import { CONTACT_DETAILS_REFUSED, PRODUCT_CSV_COLUMNS } from '@granite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let adminCookie: string;
let owner: Awaited<ReturnType<typeof manufacturer>>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  adminCookie = (await admin(t.app)).cookie;
  owner = await manufacturer(t.app);
});
afterAll(async () => t?.close());

const form = (description: string) => ({
  name: 'Absolute Black Slab',
  price: '245.50',
  categoryId,
  materialQuality: 'Premium',
  productType: 'Slabs',
  thickness: '18mm',
  finishType: 'Polished',
  availabilityStatus: 'Available',
  description,
  images: [],
});

const PLANTED = [
  'Polished slabs. For rates call 98450 12345.',
  'Mail us: sales [at] vikramgranites [dot] com',
  'See our full range at vikramgranites.stone/slabs',
  'WhatsApp नौ आठ चार पांच शून्य एक दो तीन चार पांच',
];
const ORDINARY =
  'Absolute Black, 18 mm, 2400 x 1200 mm slabs; 1,200 sq.ft in stock at ₹245 per sq.ft, GST 18%.';

describe(`product descriptions refuse contact details (D30, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('in the admin and manufacturer product forms, naming the field', async () => {
    for (const description of PLANTED) {
      const byAdmin = await call(t.app, 'POST', '/api/v1/admin/products', {
        cookie: adminCookie,
        body: { ...form(description), vendorId: owner.vendorId },
      });
      expect(byAdmin.statusCode, description).toBe(400);
      expect(byAdmin.json().error.fields).toEqual({ description: CONTACT_DETAILS_REFUSED });
      const byOwner = await call(t.app, 'POST', '/api/v1/vendor/products', {
        cookie: owner.cookie,
        body: form(description),
      });
      expect(byOwner.statusCode, description).toBe(400);
      expect(byOwner.json().error.fields).toEqual({ description: CONTACT_DETAILS_REFUSED });
    }
    const ok = await call(t.app, 'POST', '/api/v1/vendor/products', {
      cookie: owner.cookie,
      body: form(ORDINARY),
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('in a CSV import, as the error of the row', async () => {
    const line = (name: string, description: string) => {
      const cells: Record<string, string> = {
        name,
        price_per_sqft: '120.50',
        category: 'Black Granite',
        material_quality: 'Premium',
        product_type: 'Slabs',
        thickness: '18mm',
        description,
      };
      return PRODUCT_CSV_COLUMNS.map((c) => cells[c] ?? '').join(',');
    };
    const csv = `${PRODUCT_CSV_COLUMNS.join(',')}\r\n${line('Good Slab', 'Even grain; 18 mm')}\r\n${line('Bad Slab', 'Call 9845012345')}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/products/import?dryRun=true',
      headers: { origin: t.app.deps.config.publicUrl, cookie: owner.cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    const bad = res.json().rows.find((r: { name: string }) => r.name === 'Bad Slab');
    expect(bad).toMatchObject({ outcome: 'error', errors: { description: CONTACT_DETAILS_REFUSED } });
  });
});
