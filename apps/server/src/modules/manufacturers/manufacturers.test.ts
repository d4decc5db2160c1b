// Manufacturers (admin management, D7), their approval (admin 2 "Vendor Registration
// Management", D8) and the manufacturer's own profile (panel Settings). PGlite and PostgreSQL.

import { gstinCheckChar } from '@granite/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, categories, mailOutbox, products, vendorRequests, vendors } from '../../db/schema';
import {
  admin,
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
import { multipart, solidImage } from '../../test/images';

let t: TestApp;
let adminCookie: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await admin(t.app);
  adminCookie = a.cookie;
  adminId = a.userId;
});
afterAll(async () => {
  await t?.close();
});

// Correct check digits (Karnataka / Tamil Nadu, entity 1).
const GSTIN = '29AAAPL1234C1ZA';
const WRONG_DIGIT = '29AAAPL1234C1ZV';

const db = () => t.app.deps.db;
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { cookie: adminCookie, body });

const manufacturerBody = (fields: Record<string, unknown> = {}) => ({
  businessName: 'Tamil Nadu Granites',
  ownerName: 'Senthil Kumar',
  email: 'sales@tngranites.example',
  phone: '9876543210',
  address: '4 Quarry Road',
  city: 'Krishnagiri',
  state: 'Tamil Nadu',
  gstin: GSTIN,
  description: 'Black and multicolour granite from Krishnagiri.',
  ...fields,
});

async function createManufacturer(fields: Record<string, unknown> = {}) {
  const res = await asAdmin('POST', '/api/v1/admin/manufacturers', manufacturerBody(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const manufacturerCount = async () => (await db().select({ n: count() }).from(vendors))[0]!.n;
const activity = (entityType: string, entityId: number | string) =>
  db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, entityType), eq(activityLog.entityId, String(entityId))))
    .orderBy(activityLog.id);

const publicIds = async (query = '') =>
  (await call(t.app, 'GET', `/api/v1/manufacturers${query}`)).json().items.map((m: { id: number }) => m.id);

async function categoryId() {
  const [c] = await db()
    .insert(categories)
    .values({ name: `Black ${Math.random()}`, description: 'x' })
    .returning({ id: categories.id });
  return c!.id;
}

describe('admin manufacturers: create', () => {
  it('creates one with the GSTIN check, active, no owner, and records it (D7, D8, D28)', async () => {
    const m = await createManufacturer();
    expect(m).toMatchObject({
      businessName: 'Tamil Nadu Granites',
      phone: '+919876543210',
      gstin: GSTIN,
      gstinValid: true,
      gstinVerified: false,
      isPremium: false,
      status: 'active',
      owner: null,
      productCount: 0,
      version: 1,
      deletedAt: null,
    });
    const [record] = await activity('manufacturer', m.id);
    expect(record).toMatchObject({ actorId: adminId, action: 'manufacturer.create' });
    expect(record!.changes!.businessName).toEqual({ before: null, after: 'Tamil Nadu Granites' });
    expect(await publicIds()).toContain(m.id);
  });

  it.each([
    ['no business name', { businessName: '' }, 'businessName'],
    ['no owner name', { ownerName: '  ' }, 'ownerName'],
    ['no e-mail', { email: undefined }, 'email'],
  ])("refuses %s with 'Please fill in all required fields', creating nothing", async (_l, fields, field) => {
    const before = await manufacturerCount();
    const res = await asAdmin('POST', '/api/v1/admin/manufacturers', manufacturerBody(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe('Please fill in all required fields');
    expect(await manufacturerCount()).toBe(before);
  });

  it.each([
    ['a GSTIN with a wrong check digit', { gstin: WRONG_DIGIT }, 'gstin'],
    ['a malformed e-mail', { email: 'sales@' }, 'email'],
    ['a phone that is not an Indian mobile', { phone: '12345' }, 'phone'],
    ['verified without a GSTIN', { gstin: '', gstinVerified: true }, 'gstinVerified'],
    ['a field the form does not have', { status: 'suspended' }, 'status'],
    ['a 201-character business name', { businessName: 'x'.repeat(201) }, 'businessName'],
  ])('refuses %s with 400 naming the field', async (_l, fields, field) => {
    const before = await manufacturerCount();
    const res = await asAdmin('POST', '/api/v1/admin/manufacturers', manufacturerBody(fields));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await manufacturerCount()).toBe(before);
  });

  it('is for admins only', async () => {
    const b = await buyer(t.app);
    const v = await manufacturer(t.app);
    expect(
      (await call(t.app, 'POST', '/api/v1/admin/manufacturers', { body: manufacturerBody() })).statusCode,
    ).toBe(401);
    for (const cookie of [b.cookie, v.cookie]) {
      const res = await call(t.app, 'GET', '/api/v1/admin/manufacturers', { cookie });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('admin manufacturers: list', () => {
  it('searches, filters by status and premium, and pages on the server', async () => {
    const tag = `Zq${Date.now()}`;
    const a = await createManufacturer({ businessName: `${tag} Alpha Stones`, email: 'a@x.example' });
    const b = await createManufacturer({ businessName: `${tag} Beta Stones`, city: 'Ongole' });
    await asAdmin('PUT', `/api/v1/admin/manufacturers/${b.id}/premium`, { isPremium: true });
    await asAdmin('PUT', `/api/v1/admin/manufacturers/${a.id}/status`, { status: 'suspended' });

    const all = (
      await asAdmin('GET', `/api/v1/admin/manufacturers?q=${tag}&sort=businessName&dir=asc`)
    ).json();
    expect(all.items.map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);
    expect(all.total).toBe(2);
    const suspended = (await asAdmin('GET', `/api/v1/admin/manufacturers?q=${tag}&status=suspended`)).json();
    expect(suspended.items.map((m: { id: number }) => m.id)).toEqual([a.id]);
    const premium = (await asAdmin('GET', `/api/v1/admin/manufacturers?q=${tag}&premium=true`)).json();
    expect(premium.items.map((m: { id: number }) => m.id)).toEqual([b.id]);
    const page2 = (
      await asAdmin('GET', `/api/v1/admin/manufacturers?q=${tag}&sort=businessName&dir=asc&pageSize=1&page=2`)
    ).json();
    expect(page2).toMatchObject({ total: 2, totalPages: 2, page: 2 });
    expect(page2.items.map((m: { id: number }) => m.id)).toEqual([b.id]);
    // A search term is text, never a pattern.
    const percent = (await asAdmin('GET', '/api/v1/admin/manufacturers?q=%25')).json();
    expect(percent.total).toBe(0);
  });

  it.each([
    ['status=closed', 'status'],
    ['sort=password', 'sort'],
    ['pageSize=1000', 'pageSize'],
    ['premium=yes', 'premium'],
  ])('refuses ?%s with 400 naming the parameter', async (query, field) => {
    const res = await asAdmin('GET', `/api/v1/admin/manufacturers?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});

describe('admin manufacturers: edit (D29), premium, suspend, owner', () => {
  it('edits every field over the loaded version; a second save of the same version gets a conflict', async () => {
    const m = await createManufacturer();
    const edit = { ...manufacturerBody(), businessName: 'TN Granites', gstinVerified: true, isPremium: true };
    const first = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}`, {
      ...edit,
      version: m.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      businessName: 'TN Granites',
      gstinVerified: true,
      isPremium: true,
      version: 2,
    });
    const second = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}`, {
      ...edit,
      businessName: 'Overwritten',
      version: m.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'conflict',
      message: 'This record was changed by someone else. Reload to see the latest version.',
    });
    const now = (await asAdmin('GET', `/api/v1/admin/manufacturers/${m.id}`)).json();
    expect(now.businessName).toBe('TN Granites');
    const records = await activity('manufacturer', m.id);
    expect(records.at(-1)).toMatchObject({ action: 'manufacturer.update' });
    expect(records.at(-1)!.changes).toMatchObject({
      businessName: { before: 'Tamil Nadu Granites', after: 'TN Granites' },
      gstinVerified: { before: false, after: true },
    });
    // Blank optional fields are cleared.
    const cleared = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}`, {
      ...edit,
      phone: '',
      gstin: '',
      gstinVerified: false,
      version: now.version,
    });
    expect(cleared.json()).toMatchObject({ phone: null, gstin: null, gstinValid: null });
  });

  it('refuses an edit without a version, or with a wrong GSTIN, naming the field', async () => {
    const m = await createManufacturer();
    const noVersion = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}`, manufacturerBody());
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields).toHaveProperty('version');
    const bad = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}`, {
      ...manufacturerBody({ gstin: WRONG_DIGIT }),
      version: m.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('gstin');
    expect((await asAdmin('GET', `/api/v1/admin/manufacturers/${m.id}`)).json().version).toBe(1);
    expect(
      (await asAdmin('PUT', '/api/v1/admin/manufacturers/99999', { ...manufacturerBody(), version: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('a premium manufacturer is listed for the home page; a toggle bumps the version an open form holds', async () => {
    const m = await createManufacturer();
    const res = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}/premium`, { isPremium: true });
    expect(res.json()).toMatchObject({ isPremium: true, version: 2 });
    expect(await publicIds('?premium=true')).toContain(m.id);
    const stale = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}`, {
      ...manufacturerBody(),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}/premium`, { isPremium: 'yes' })).statusCode,
    ).toBe(400);
  });

  it('suspending hides it and its products from the public site and takes the vendor role from its owner', async () => {
    const v = await manufacturer(t.app);
    const cat = await categoryId();
    const [p] = await db()
      .insert(products)
      .values({ name: 'Suspend Test Slab', pricePaise: 10000, vendorId: v.vendorId, categoryId: cat })
      .returning({ id: products.id });
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: v.cookie })).statusCode).toBe(200);

    const suspended = await asAdmin('PUT', `/api/v1/admin/manufacturers/${v.vendorId}/status`, {
      status: 'suspended',
    });
    expect(suspended.json().status).toBe('suspended');
    expect(await publicIds()).not.toContain(v.vendorId);
    expect((await call(t.app, 'GET', `/api/v1/manufacturers/${v.vendorId}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/products/${p!.id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: v.cookie })).statusCode).toBe(403);
    expect((await activity('manufacturer', v.vendorId)).at(-1)?.action).toBe('manufacturer.suspend');

    await asAdmin('PUT', `/api/v1/admin/manufacturers/${v.vendorId}/status`, { status: 'active' });
    expect(await publicIds()).toContain(v.vendorId);
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: v.cookie })).statusCode).toBe(200);
    const bad = await asAdmin('PUT', `/api/v1/admin/manufacturers/${v.vendorId}/status`, {
      status: 'closed',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
  });

  it('attaches an existing account as the owner by e-mail, who then reaches the panel (D7)', async () => {
    const m = await createManufacturer();
    const b = await buyer(t.app);
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: b.cookie })).statusCode).toBe(403);

    const unknown = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}/owner`, {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields.email).toBe('No active account uses this e-mail address');
    const blank = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}/owner`, { email: '' });
    expect(blank.statusCode).toBe(400);

    const attached = await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}/owner`, {
      email: b.email.toUpperCase(),
    });
    expect(attached.json().owner).toEqual({ id: b.userId, name: 'Asha Rao', email: b.email });
    const profile = await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: b.cookie });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().id).toBe(m.id);

    const detached = await asAdmin('DELETE', `/api/v1/admin/manufacturers/${m.id}/owner`);
    expect(detached.json().owner).toBeNull();
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: b.cookie })).statusCode).toBe(403);
  });

  it("uploads a logo through the media pipeline and shows it in the admin's record", async () => {
    const m = await createManufacturer();
    const upload = multipart(await solidImage('png', 400, 400));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vendors/${m.id}/logo`,
      headers: { origin: t.app.deps.config.publicUrl, cookie: adminCookie, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const now = (await asAdmin('GET', `/api/v1/admin/manufacturers/${m.id}`)).json();
    expect(now.logo).toMatchObject({ id: res.json().image.id, width: 400 });
    expect(now.logoUrl).toMatch(/^\/media\//);
  });
});

describe('admin manufacturers: delete', () => {
  it('erases one nothing points at', async () => {
    const m = await createManufacturer();
    const res = await asAdmin('DELETE', `/api/v1/admin/manufacturers/${m.id}`);
    expect(res.json()).toEqual({ id: m.id, removal: 'permanent' });
    expect((await db().select().from(vendors).where(eq(vendors.id, m.id))).length).toBe(0);
    expect((await asAdmin('GET', `/api/v1/admin/manufacturers/${m.id}`)).statusCode).toBe(404);
    expect((await activity('manufacturer', m.id)).at(-1)).toMatchObject({ action: 'manufacturer.delete' });
    expect((await asAdmin('DELETE', `/api/v1/admin/manufacturers/${m.id}`)).statusCode).toBe(404);
  });

  it('keeps (soft-deletes) one with products: hidden everywhere, listed under Deleted, no more changes', async () => {
    const m = await createManufacturer({ businessName: `Soft ${Date.now()}` });
    await db()
      .insert(products)
      .values({ name: 'Kept Slab', pricePaise: 10000, vendorId: m.id, categoryId: await categoryId() });
    const res = await asAdmin('DELETE', `/api/v1/admin/manufacturers/${m.id}`);
    expect(res.json()).toEqual({ id: m.id, removal: 'soft' });
    const [row] = await db().select().from(vendors).where(eq(vendors.id, m.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await publicIds()).not.toContain(m.id);
    const live = (
      await asAdmin('GET', `/api/v1/admin/manufacturers?q=${encodeURIComponent(m.businessName)}`)
    ).json();
    expect(live.total).toBe(0);
    const deleted = (
      await asAdmin(
        'GET',
        `/api/v1/admin/manufacturers?status=deleted&q=${encodeURIComponent(m.businessName)}`,
      )
    ).json();
    expect(deleted.items[0]).toMatchObject({ id: m.id, productCount: 1 });
    expect(deleted.items[0].deletedAt).not.toBeNull();
    expect(
      (await asAdmin('PUT', `/api/v1/admin/manufacturers/${m.id}/premium`, { isPremium: true })).statusCode,
    ).toBe(404);
    expect((await activity('manufacturer', m.id)).at(-1)).toMatchObject({
      action: 'manufacturer.delete_soft',
    });
  });
});

// ---------------------------------------------------------------- approvals

async function register(fields: Record<string, unknown> = {}) {
  const body = {
    email: uniqueEmail('maker'),
    password: PASSWORD,
    businessName: `Deccan Granites ${Math.random().toString(36).slice(2, 7)}`,
    ownerName: 'Ravi Kumar',
    phone: '9876543210',
    gstin: GSTIN,
    address: '12 Quarry Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560058',
    ...fields,
  };
  const res = await call(t.app, 'POST', '/api/v1/vendor-applications', { body, ip: nextIp() });
  expect(res.statusCode, res.body).toBe(201);
  await verifyEmail(t.app, body.email);
  const { cookie } = await signIn(t.app, body.email);
  const [request] = await db()
    .select()
    .from(vendorRequests)
    .where(eq(vendorRequests.email, body.email.toLowerCase()));
  return { ...body, cookie, requestId: request!.id, userId: request!.userId };
}

const session = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/v1/session', { cookie })).json().session;

describe('vendor approvals', () => {
  it('lists applications by status with the count of each, and shows one with its GSTIN check (D8)', async () => {
    const r = await register({ businessName: 'Listed Granites' });
    const list = await asAdmin('GET', '/api/v1/admin/vendor-applications?status=pending&q=Listed');
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({
      id: r.requestId,
      status: 'pending',
      gstin: GSTIN,
      gstinValid: true,
      applicant: { email: r.email, emailVerified: true, status: 'active' },
      decidedBy: null,
    });
    expect(list.json().counts.pending).toBeGreaterThanOrEqual(1);
    const one = await asAdmin('GET', `/api/v1/admin/vendor-applications/${r.requestId}`);
    expect(one.json()).toMatchObject({
      id: r.requestId,
      businessName: 'Listed Granites',
      phone: '+919876543210',
    });
    expect((await asAdmin('GET', '/api/v1/admin/vendor-applications/999999')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/v1/admin/vendor-applications?status=done')).statusCode).toBe(400);
  });

  it('approves in one step: manufacturer, owner, decision, e-mail, records; a second approval is a 409', async () => {
    const r = await register({ businessName: 'Approved Granites' });
    const before = (await asAdmin('GET', '/api/v1/admin/vendor-applications')).json().counts;
    expect((await session(r.cookie)).roles).toEqual(['buyer']);

    const res = await asAdmin('POST', `/api/v1/admin/vendor-applications/${r.requestId}/approve`, {
      verifyGstin: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { application, manufacturerId } = res.json();
    expect(application).toMatchObject({
      status: 'approved',
      manufacturerId,
      decidedBy: { id: adminId },
    });
    expect(application.decidedAt).not.toBeNull();
    const [m] = await db().select().from(vendors).where(eq(vendors.id, manufacturerId));
    expect(m).toMatchObject({
      ownerUserId: r.userId,
      businessName: 'Approved Granites',
      ownerName: 'Ravi Kumar',
      // D14: the application's location, PIN included, becomes the profile's.
      address: '12 Quarry Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: GSTIN,
      gstinVerified: true,
      status: 'active',
    });
    const mail = await lastMailTo(t.app, r.email);
    expect(mail).toMatchObject({ template: 'vendor_application_approved' });
    expect(mail!.textBody).toContain('Approved Granites');
    expect(mail!.textBody).toContain('/vendor/login');
    expect((await activity('vendor_request', r.requestId)).map((a) => a.action)).toEqual([
      'vendor_request.approve',
    ]);
    expect((await activity('manufacturer', manufacturerId)).map((a) => a.action)).toEqual([
      'manufacturer.create',
    ]);

    // The applicant is a manufacturer now: the panel and the public list.
    const view = await session(r.cookie);
    expect(view.roles).toContain('vendor');
    expect(view.vendors).toEqual([{ id: manufacturerId, businessName: 'Approved Granites', role: 'owner' }]);
    expect(await publicIds()).toContain(manufacturerId);
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: r.cookie })).json().id).toBe(
      manufacturerId,
    );

    const counts = (await asAdmin('GET', '/api/v1/admin/vendor-applications')).json().counts;
    expect(counts.approved).toBe(before.approved + 1);
    expect(counts.pending).toBe(before.pending - 1);

    const manufacturersBefore = await manufacturerCount();
    const again = await asAdmin('POST', `/api/v1/admin/vendor-applications/${r.requestId}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This application has already been approved');
    expect(await manufacturerCount()).toBe(manufacturersBefore);
  });

  it('two admins approving at once make one manufacturer (the other gets 409)', async () => {
    const r = await register();
    const other = await admin(t.app);
    const manufacturersBefore = await manufacturerCount();
    const answers = await Promise.all([
      asAdmin('POST', `/api/v1/admin/vendor-applications/${r.requestId}/approve`, {}),
      call(t.app, 'POST', `/api/v1/admin/vendor-applications/${r.requestId}/approve`, {
        cookie: other.cookie,
        body: {},
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await manufacturerCount()).toBe(manufacturersBefore + 1);
  });

  it("refuses to mark a GSTIN verified that is missing, and to approve a suspended applicant's request", async () => {
    const noGstin = await register({ gstin: '' });
    const res = await asAdmin('POST', `/api/v1/admin/vendor-applications/${noGstin.requestId}/approve`, {
      verifyGstin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('verifyGstin');
    const withoutVerify = await asAdmin(
      'POST',
      `/api/v1/admin/vendor-applications/${noGstin.requestId}/approve`,
      {},
    );
    expect(withoutVerify.statusCode).toBe(200);
    expect(withoutVerify.json().application.gstinValid).toBeNull();

    const suspended = await register();
    await asAdmin('POST', `/api/v1/admin/users/${suspended.userId}/suspend`, { reason: 'Fake business' });
    const refused = await asAdmin(
      'POST',
      `/api/v1/admin/vendor-applications/${suspended.requestId}/approve`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    const [request] = await db()
      .select()
      .from(vendorRequests)
      .where(eq(vendorRequests.id, suspended.requestId));
    expect(request!.status).toBe('pending');
  });

  it('rejects with a required reason that is e-mailed and shown to the applicant; reactivates; deletes', async () => {
    const r = await register({ businessName: 'Rejected Granites' });
    const url = `/api/v1/admin/vendor-applications/${r.requestId}`;
    for (const body of [{}, { reason: '   ' }]) {
      const res = await asAdmin('POST', `${url}/reject`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.reason).toBe('Please provide a reason for rejection');
    }
    const reason = 'The GSTIN belongs to another business. Please send the GSTIN of Rejected Granites.';
    const rejected = await asAdmin('POST', `${url}/reject`, { reason });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      decidedBy: { id: adminId },
    });
    const mail = await lastMailTo(t.app, r.email);
    expect(mail?.template).toBe('vendor_application_rejected');
    expect(mail!.textBody).toContain(reason);
    expect((await session(r.cookie)).vendorApplication).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
    });
    const mine = (await call(t.app, 'GET', '/api/v1/me/vendor-application', { cookie: r.cookie })).json();
    expect(mine.application).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      city: 'Bengaluru',
    });
    expect((await asAdmin('POST', `${url}/reject`, { reason })).statusCode).toBe(409);
    expect((await asAdmin('POST', `${url}/approve`, {})).statusCode).toBe(409);

    // Reactivate: back to pending, reason cleared; a pending one cannot be reactivated or deleted.
    const reactivated = await asAdmin('POST', `${url}/reactivate`);
    expect(reactivated.json()).toMatchObject({ status: 'pending', rejectionReason: null, decidedBy: null });
    expect((await asAdmin('POST', `${url}/reactivate`)).statusCode).toBe(409);
    expect((await asAdmin('DELETE', url)).statusCode).toBe(409);
    expect((await activity('vendor_request', r.requestId)).map((a) => a.action)).toEqual([
      'vendor_request.reject',
      'vendor_request.reactivate',
    ]);

    await asAdmin('POST', `${url}/reject`, { reason: 'Duplicate registration' });
    expect((await asAdmin('DELETE', url)).statusCode).toBe(204);
    expect((await asAdmin('GET', url)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', url)).statusCode).toBe(404);
    expect((await activity('vendor_request', r.requestId)).at(-1)?.action).toBe('vendor_request.delete');
  });

  it('lets a rejected applicant correct and resubmit the same application (back to pending)', async () => {
    const r = await register({ businessName: 'Resubmit Granites', gstin: '' });
    await asAdmin('POST', `/api/v1/admin/vendor-applications/${r.requestId}/reject`, {
      reason: 'Please add your GSTIN.',
    });
    const bad = await call(t.app, 'PUT', '/api/v1/me/vendor-application', {
      cookie: r.cookie,
      body: {
        businessName: 'Resubmit Granites',
        gstin: WRONG_DIGIT,
        city: 'Mysuru',
        state: 'Karnataka',
        pincode: '570001',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('gstin');

    const res = await call(t.app, 'PUT', '/api/v1/me/vendor-application', {
      cookie: r.cookie,
      body: {
        businessName: 'Resubmit Granites Pvt Ltd',
        gstin: GSTIN,
        city: 'Mysuru',
        state: 'Karnataka',
        pincode: '570001',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application).toMatchObject({
      id: r.requestId,
      status: 'pending',
      businessName: 'Resubmit Granites Pvt Ltd',
      gstin: GSTIN,
      gstinValid: true,
      city: 'Mysuru',
      pincode: '570001',
      rejectionReason: null,
    });
    const [record] = await activity('vendor_request', r.requestId).then((rows) => rows.slice(-1));
    expect(record).toMatchObject({ action: 'vendor_request.resubmit', actorId: r.userId });
    expect(record!.changes).toMatchObject({ status: { before: 'rejected', after: 'pending' } });

    const again = await call(t.app, 'PUT', '/api/v1/me/vendor-application', {
      cookie: r.cookie,
      body: { businessName: 'Again', city: 'Mysuru', state: 'Karnataka', pincode: '570001' },
    });
    expect(again.statusCode).toBe(409);
    const b = await buyer(t.app);
    const none = await call(t.app, 'PUT', '/api/v1/me/vendor-application', {
      cookie: b.cookie,
      body: { businessName: 'No Application', city: 'Mysuru', state: 'Karnataka', pincode: '570001' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const r = await register();
    for (const cookie of [r.cookie, (await manufacturer(t.app)).cookie]) {
      const res = await call(t.app, 'POST', `/api/v1/admin/vendor-applications/${r.requestId}/approve`, {
        cookie,
        body: {},
      });
      expect(res.statusCode).toBe(403);
    }
    const [request] = await db().select().from(vendorRequests).where(eq(vendorRequests.id, r.requestId));
    expect(request!.status).toBe('pending');
  });
});

// ---------------------------------------------------------------- the manufacturer's profile

describe('vendor profile (panel Settings)', () => {
  it('reads and updates the business profile over its version; a GSTIN change goes back to an admin', async () => {
    const v = await manufacturer(t.app);
    await db().update(vendors).set({ gstin: GSTIN, gstinVerified: true }).where(eq(vendors.id, v.vendorId));
    const loaded = (await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: v.cookie })).json();
    expect(loaded).toMatchObject({ id: v.vendorId, businessName: 'Vikram Granites', gstinVerified: true });

    const form = {
      businessName: 'Vikram Granites & Exports',
      ownerName: 'Vikram Stone',
      email: 'exports@vikram.example',
      phone: '+91 98765 43210',
      address: '8 Hosur Road',
      city: 'Hosur',
      state: 'Tamil Nadu',
      pincode: '635109',
      gstin: GSTIN,
      description: 'Quarry owners since 1998.',
      version: loaded.version,
    };
    const same = await call(t.app, 'PUT', '/api/v1/vendor/profile', { cookie: v.cookie, body: form });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      businessName: 'Vikram Granites & Exports',
      description: 'Quarry owners since 1998.',
      pincode: '635109',
      phone: '+919876543210',
      gstinVerified: true,
      version: loaded.version + 1,
    });

    // Another business's GSTIN (Tamil Nadu) with its correct check digit.
    const other = `33AAAPL1234C1Z${gstinCheckChar('33AAAPL1234C1Z')}`;
    const moved = await call(t.app, 'PUT', '/api/v1/vendor/profile', {
      cookie: v.cookie,
      body: { ...form, gstin: other, version: loaded.version + 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ gstin: other, gstinVerified: false });
    const records = await activity('manufacturer', v.vendorId);
    expect(records.at(-1)).toMatchObject({ action: 'manufacturer.profile_update', actorId: v.userId });
    expect(records.at(-1)!.changes).toMatchObject({ gstinVerified: { before: true, after: false } });

    // Two tabs: the second save of an old version is refused and changes nothing.
    const stale = await call(t.app, 'PUT', '/api/v1/vendor/profile', {
      cookie: v.cookie,
      body: { ...form, businessName: 'Old Tab', version: loaded.version },
    });
    expect(stale.statusCode).toBe(409);
    const now = (await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: v.cookie })).json();
    expect(now.businessName).toBe('Vikram Granites & Exports');
  });

  it.each([
    ['a GSTIN with a wrong check digit', { gstin: WRONG_DIGIT }, 'gstin'],
    ['no business name', { businessName: '' }, 'businessName'],
    ['no e-mail', { email: '' }, 'email'],
    ['premium, which only an admin sets', { isPremium: true }, 'isPremium'],
    ['verified, which only an admin sets', { gstinVerified: true }, 'gstinVerified'],
    // D14: the profile's location is required, as at registration.
    ['no city', { city: '' }, 'city'],
    ['no state', { state: undefined }, 'state'],
    ['a PIN code with letters', { pincode: '56A058' }, 'pincode'],
  ])('refuses %s with 400 naming the field', async (_l, fields, field) => {
    const v = await manufacturer(t.app);
    const res = await call(t.app, 'PUT', '/api/v1/vendor/profile', {
      cookie: v.cookie,
      body: {
        businessName: 'X',
        ownerName: 'Y',
        email: 'x@y.example',
        city: 'Hosur',
        state: 'Tamil Nadu',
        pincode: '635109',
        version: 1,
        ...fields,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    const [row] = await db().select().from(vendors).where(eq(vendors.id, v.vendorId));
    expect(row!.version).toBe(1);
  });

  it('is refused to buyers and to a pending applicant (403), and to the signed-out (401)', async () => {
    const r = await register();
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: r.cookie })).statusCode).toBe(403);
    const put = await call(t.app, 'PUT', '/api/v1/vendor/profile', {
      cookie: r.cookie,
      body: { businessName: 'X', ownerName: 'Y', email: 'x@y.example', version: 1 },
    });
    expect(put.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile')).statusCode).toBe(401);
  });
});

// The outbox row of a decision commits with it: a refused approval leaves no mail behind.
describe('approval e-mails go through the outbox with the decision', () => {
  it('writes no approval mail when the approval is refused', async () => {
    const r = await register();
    await asAdmin('POST', `/api/v1/admin/vendor-applications/${r.requestId}/reject`, { reason: 'No' });
    await asAdmin('POST', `/api/v1/admin/vendor-applications/${r.requestId}/approve`, {});
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, r.email.toLowerCase()));
    expect(mails.map((m) => m.template)).not.toContain('vendor_application_approved');
  });
});
