// Manufacturer registration (admin 2, D8) and the manufacturer role (D1).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, vendorRequests, vendors } from '../../db/schema';
import {
  buyer,
  call,
  lastMailTo,
  manufacturer,
  nextIp,
  PASSWORD,
  signIn,
  uniqueEmail,
  verifyEmail,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// A GSTIN with a correct check digit (Karnataka, PAN AAAPL1234C, entity 1).
const GSTIN = '29AAAPL1234C1ZA';

const registration = (fields: Record<string, unknown> = {}) => ({
  email: uniqueEmail('vendor'),
  password: PASSWORD,
  businessName: 'Deccan Granites',
  ownerName: 'Ravi Kumar',
  phone: '9876543210',
  gstin: GSTIN,
  address: '12 Quarry Road, Bengaluru',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
  ...fields,
});

const requestsCount = async () => (await t.app.deps.db.select({ n: count() }).from(vendorRequests))[0]!.n;

describe('POST /vendor-applications', () => {
  it('creates an unverified account and a pending request with the GSTIN check (D8)', async () => {
    const body = registration();
    const res = await call(t.app, 'POST', '/api/v1/vendor-applications', { body, ip: nextIp() });
    expect(res.statusCode).toBe(201);
    const [account] = await t.app.deps.db.select().from(user).where(eq(user.email, body.email));
    expect(account).toMatchObject({ name: 'Ravi Kumar', emailVerified: false, role: 'buyer' });
    const [request] = await t.app.deps.db
      .select()
      .from(vendorRequests)
      .where(eq(vendorRequests.userId, account!.id));
    expect(request).toMatchObject({
      status: 'pending',
      businessName: 'Deccan Granites',
      gstin: GSTIN,
      gstinValid: true,
    });
    const mail = await lastMailTo(t.app, body.email);
    expect(mail?.template).toBe('verify_email');
    expect(mail?.textBody).toContain('callbackURL=%2Fvendor%2Flogin%3Fverified%3D1');

    // After verification the applicant signs in and sees the application being processed.
    await verifyEmail(t.app, body.email);
    const { cookie } = await signIn(t.app, body.email);
    const view = (await call(t.app, 'GET', '/api/v1/session', { cookie })).json().session;
    expect(view.roles).toEqual(['buyer']);
    expect(view.vendorApplication).toMatchObject({ status: 'pending', businessName: 'Deccan Granites' });
    const mine = (await call(t.app, 'GET', '/api/v1/me/vendor-application', { cookie })).json();
    expect(mine.application).toMatchObject({ status: 'pending', gstinValid: true });
  });

  it.each([
    ['a wrong GSTIN check digit', { gstin: '29AAAPL1234C1ZV' }, 'gstin'],
    ['a malformed GSTIN', { gstin: 'ABC' }, 'gstin'],
    // CGST Rules r.10: a GSTIN's first two digits are its state; Maharashtra's for a Karnataka address.
    ['a GSTIN of another state than the address', { gstin: '27AAPFU0939F1ZV' }, 'gstin'],
    ['no business name', { businessName: '' }, 'businessName'],
    ['no owner name', { ownerName: ' ' }, 'ownerName'],
    ['a malformed e-mail', { email: 'x@y' }, 'email'],
    ['a 10 kB password', { password: 'p'.repeat(10 * 1024) }, 'password'],
    ['an unknown field', { is_admin: true }, 'is_admin'],
    // D14: the location is asked at registration, so the new profile shows one.
    ['no city', { city: ' ' }, 'city'],
    ['no state', { state: undefined }, 'state'],
    ['a state that is not an Indian state or union territory', { state: 'Bavaria' }, 'state'],
    ['no PIN code', { pincode: undefined }, 'pincode'],
    ['a 5-digit PIN code', { pincode: '56005' }, 'pincode'],
  ])('refuses %s with 400 and creates nothing', async (_label, fields, field) => {
    const users = (await t.app.deps.db.select({ n: count() }).from(user))[0]!.n;
    const requests = await requestsCount();
    const res = await call(t.app, 'POST', '/api/v1/vendor-applications', {
      body: registration(fields),
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect((await t.app.deps.db.select({ n: count() }).from(user))[0]!.n).toBe(users);
    expect(await requestsCount()).toBe(requests);
  });

  it('accepts a registration without the optional GSTIN, phone and address', async () => {
    const res = await call(t.app, 'POST', '/api/v1/vendor-applications', {
      body: registration({ gstin: '', phone: '', address: '' }),
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers the same for an address that already has an account, creating no request', async () => {
    const b = await buyer(t.app);
    const before = await requestsCount();
    const res = await call(t.app, 'POST', '/api/v1/vendor-applications', {
      body: registration({ email: b.email }),
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    expect(await requestsCount()).toBe(before);
    expect((await lastMailTo(t.app, b.email))?.template).toBe('existing_account');
  });

  it('limits registrations per client address (429)', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await call(t.app, 'POST', '/api/v1/vendor-applications', { body: registration(), ip }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('POST /me/vendor-application (signed-in buyer applies)', () => {
  it('refuses signed-out callers with 401', async () => {
    const res = await call(t.app, 'POST', '/api/v1/me/vendor-application', { body: { businessName: 'X' } });
    expect(res.statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/me/vendor-application')).statusCode).toBe(401);
  });

  it('creates one pending request and refuses a second while it is open', async () => {
    const b = await buyer(t.app);
    const first = await call(t.app, 'POST', '/api/v1/me/vendor-application', {
      cookie: b.cookie,
      body: {
        businessName: 'Shree Stones',
        gstin: GSTIN,
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560058',
      },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().application).toMatchObject({ status: 'pending', ownerName: 'Asha Rao' });
    const second = await call(t.app, 'POST', '/api/v1/me/vendor-application', {
      cookie: b.cookie,
      body: { businessName: 'Shree Stones 2', city: 'Hosur', state: 'Tamil Nadu', pincode: '635109' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Your vendor application is being processed.');
  });
});

describe('vendor role (D1): owner of an active manufacturer', () => {
  it('lists the manufacturers a vendor owns; a suspended manufacturer takes the role away', async () => {
    const v = await manufacturer(t.app);
    const res = await call(t.app, 'GET', '/api/v1/vendor/manufacturers', { cookie: v.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ id: v.vendorId, businessName: 'Vikram Granites' }),
    ]);

    await t.app.deps.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, v.vendorId));
    const refused = await call(t.app, 'GET', '/api/v1/vendor/manufacturers', { cookie: v.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'You do not have vendor access. Please register as a vendor first.',
    );
  });
});
