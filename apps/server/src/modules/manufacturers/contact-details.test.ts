// D30: a manufacturer's description is shown on its public profile, so it refuses contact details
// when written — by an admin (the manufacturer form) or by the manufacturer (panel Settings) — with a
// 400 naming the field. Phone and e-mail have their own fields, shown once a quote is accepted.
import { CONTACT_DETAILS_REFUSED } from '@granite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';

let t: TestApp;
let adminCookie: string;
let owner: Awaited<ReturnType<typeof manufacturer>>;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await admin(t.app)).cookie;
  owner = await manufacturer(t.app);
});
afterAll(async () => t?.close());

const PLANTED = [
  'Quarry owners since 1985. Call +91 98450 12345.',
  'Write to sales(at)vikramgranites(dot)in',
  'Follow @vikramgranites for new lots',
  'Visit vikramgranites . com',
];

describe(`manufacturer descriptions refuse contact details (D30, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('in the admin form and in the manufacturer’s own profile, naming the field', async () => {
    const profile = (await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: owner.cookie })).json();
    for (const description of PLANTED) {
      const byAdmin = await call(t.app, 'POST', '/api/v1/admin/manufacturers', {
        cookie: adminCookie,
        body: { businessName: 'Ongole Stones', ownerName: 'Ravi', email: 'ravi@example.com', description },
      });
      expect(byAdmin.statusCode, description).toBe(400);
      expect(byAdmin.json().error.fields.description).toBe(CONTACT_DETAILS_REFUSED);
      const byOwner = await call(t.app, 'PUT', '/api/v1/vendor/profile', {
        cookie: owner.cookie,
        body: { ...profileBody(profile), description },
      });
      expect(byOwner.statusCode, description).toBe(400);
      expect(byOwner.json().error.fields.description).toBe(CONTACT_DETAILS_REFUSED);
    }
    const ordinary = 'Quarry owners since 1985: Black Galaxy slabs, 2400 x 1200 mm, 18 and 20 mm thick.';
    const byAdmin = await call(t.app, 'POST', '/api/v1/admin/manufacturers', {
      cookie: adminCookie,
      body: {
        businessName: 'Ongole Stones',
        ownerName: 'Ravi',
        email: 'ravi@example.com',
        description: ordinary,
      },
    });
    expect(byAdmin.json().error?.fields?.description).toBeUndefined();
  });
});

/** The profile form as loaded: its editable fields and version. */
function profileBody(p: Record<string, unknown>) {
  const { businessName, ownerName, email, phone, address, city, state, gstin, version } = p;
  return { businessName, ownerName, email, phone, address, city, state, gstin, version };
}
