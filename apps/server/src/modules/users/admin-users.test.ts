// Admin users (admin spec 2, 4, 8; D6, D28): search by name, e-mail or business name, the status
// filter including 'all', the user page with history, the last-admin rule and the log records.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, quoteRequests, user, vendorRequests } from '../../db/schema';
import { admin, buyer, call, manufacturer, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { LAST_ADMIN_MESSAGE, suspendUser } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /admin/users', () => {
  it('finds users by business name (owned manufacturer or application), case-insensitive', async () => {
    const a = await admin(t.app);
    const v = await manufacturer(t.app);
    const applicant = await buyer(t.app);
    await t.app.deps.db.insert(vendorRequests).values({
      userId: applicant.userId,
      businessName: 'Sri Venkateswara Quarries',
      ownerName: 'Asha',
      email: applicant.email,
    });
    const search = async (q: string) =>
      (await call(t.app, 'GET', `/api/v1/admin/users?search=${encodeURIComponent(q)}`, { cookie: a.cookie }))
        .json()
        .items.map((u: { id: string }) => u.id);
    expect(await search('vikram granites')).toContain(v.userId);
    expect(await search('VENKATESWARA')).toEqual([applicant.userId]);
    const row = (
      await call(t.app, 'GET', `/api/v1/admin/users?search=venkateswara`, { cookie: a.cookie })
    ).json().items[0];
    expect(row).toMatchObject({ businessName: 'Sri Venkateswara Quarries', role: 'buyer', status: 'active' });
  });

  it("accepts status 'all' (every status) and shows admins with their role", async () => {
    const a = await admin(t.app);
    const b = await buyer(t.app);
    await call(t.app, 'POST', `/api/v1/admin/users/${b.userId}/suspend`, {
      cookie: a.cookie,
      body: { reason: 'x' },
    });
    const all = (
      await call(t.app, 'GET', '/api/v1/admin/users?status=all&pageSize=100', { cookie: a.cookie })
    ).json();
    const statuses = new Set(all.items.map((u: { status: string }) => u.status));
    expect(statuses.has('suspended') && statuses.has('active')).toBe(true);
    expect(all.items.find((u: { id: string }) => u.id === a.userId).role).toBe('admin');
    const suspended = (
      await call(t.app, 'GET', '/api/v1/admin/users?status=suspended', { cookie: a.cookie })
    ).json();
    expect(suspended.items.every((u: { status: string }) => u.status === 'suspended')).toBe(true);
  });
});

describe('GET /admin/users/:id', () => {
  it('shows the profile, quote request count and history (as actor and as subject)', async () => {
    const a = await admin(t.app);
    const b = await buyer(t.app, { name: 'Kiran Builder' });
    await t.app.deps.db.insert(quoteRequests).values({
      productName: 'Black Galaxy',
      vendorName: 'Ongole Stone Co',
      userId: b.userId,
      customerName: 'Kiran',
      mobileNumber: '+919876543210',
      quantitySqft: 500,
      deliveryCity: 'Pune',
      deliveryPin: '411001',
      materialQuality: 'Premium',
      productType: 'Slabs',
    });
    await call(t.app, 'POST', `/api/v1/admin/users/${b.userId}/suspend`, {
      cookie: a.cookie,
      body: { reason: 'Spam' },
    });
    await call(t.app, 'POST', `/api/v1/admin/users/${b.userId}/reactivate`, { cookie: a.cookie });
    const res = await call(t.app, 'GET', `/api/v1/admin/users/${b.userId}`, { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.user).toMatchObject({ name: 'Kiran Builder', status: 'active', deletedAt: null });
    expect(detail.quoteRequestCount).toBe(1);
    const actions = detail.activity.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['user_unsuspended', 'user_suspended']);
    expect(actions).toContain('user_login');
    const suspended = detail.activity.find((e: { action: string }) => e.action === 'user_suspended');
    expect(suspended).toMatchObject({
      entityType: 'user',
      entityId: b.userId,
      actor: { id: a.userId },
      user: { id: b.userId },
      metadata: { reason: 'Spam' },
    });
    expect(suspended.changes.status).toEqual({ before: 'active', after: 'suspended' });
    // The admin's own page lists what they did to others.
    const own = (await call(t.app, 'GET', `/api/v1/admin/users/${a.userId}`, { cookie: a.cookie })).json();
    expect(own.activity.map((e: { action: string }) => e.action)).toContain('user_suspended');
    expect((await call(t.app, 'GET', '/api/v1/admin/users/nobody', { cookie: a.cookie })).statusCode).toBe(
      404,
    );
  });

  it('keeps the quote history of a deleted user and never logs their personal data (D6)', async () => {
    const a = await admin(t.app);
    const email = uniqueEmail('gone');
    const b = await buyer(t.app, { email, name: 'Private Person' });
    await t.app.deps.db.insert(quoteRequests).values({
      productName: 'Kashmir White',
      vendorName: 'Ongole Stone Co',
      userId: b.userId,
      customerName: 'Private Person',
      mobileNumber: '+919876543210',
      quantitySqft: 100,
      deliveryCity: 'Pune',
      deliveryPin: '411001',
      materialQuality: 'Premium',
      productType: 'Slabs',
    });
    expect(
      (await call(t.app, 'DELETE', `/api/v1/admin/users/${b.userId}`, { cookie: a.cookie })).statusCode,
    ).toBe(200);
    const detail = (await call(t.app, 'GET', `/api/v1/admin/users/${b.userId}`, { cookie: a.cookie })).json();
    expect(detail.user).toMatchObject({ status: 'deleted', name: 'Deleted user' });
    expect(detail.user.deletedAt).not.toBeNull();
    expect(detail.quoteRequestCount).toBe(1);
    const [entry] = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, b.userId), eq(activityLog.action, 'user_deleted')));
    expect(JSON.stringify(entry)).not.toContain(email);
    expect(JSON.stringify(entry)).not.toContain('Private Person');
  });
});

describe('nobody suspends or deletes themselves or the last active admin', () => {
  it('refuses one’s own account with 403 naming the reason', async () => {
    const a = await admin(t.app);
    for (const [method, path, body] of [
      ['POST', 'suspend', { reason: 'x' }],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await call(t.app, method, `/api/v1/admin/users/${a.userId}${path ? `/${path}` : ''}`, {
        cookie: a.cookie,
        body,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You cannot change the status of your own account');
    }
  });

  it('lets one admin suspend another while another stays active', async () => {
    const a = await admin(t.app);
    const other = await admin(t.app);
    const res = await call(t.app, 'POST', `/api/v1/admin/users/${other.userId}/suspend`, {
      cookie: a.cookie,
      body: { reason: 'Left the company' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: other.cookie })).statusCode).toBe(401);
  });

  it('refuses to suspend the last active admin (409), even for a caller whose own rights just ended', async () => {
    // Both admins of a fresh database: the second is demoted in the database while its request is
    // under way, so the first is the last active administrator when the suspension runs.
    const fresh = await createTestApp();
    try {
      const a = await admin(fresh.app);
      const b = await admin(fresh.app);
      await fresh.app.deps.db.update(user).set({ role: 'buyer' }).where(eq(user.id, b.userId));
      const staleActor = {
        userId: b.userId,
        email: b.email,
        name: 'B',
        role: 'admin' as const,
        vendorIds: [],
      };
      await expect(suspendUser(fresh.app.deps, staleActor, a.userId, { reason: 'x' })).rejects.toMatchObject({
        code: 'conflict',
        message: LAST_ADMIN_MESSAGE,
      });
      const [row] = await fresh.app.deps.db.select().from(user).where(eq(user.id, a.userId));
      expect(row!.status).toBe('active');
    } finally {
      await fresh.close();
    }
  });
});
