// Profile, change password, admin suspension/reactivation/soft delete (D4, D6), and the guard of
// every admin and manufacturer endpoint that exists (D1).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, session, user } from '../../db/schema';
import {
  admin,
  buyer,
  call,
  cookieOf,
  manufacturer,
  PASSWORD,
  signIn,
  uniqueEmail,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const activities = (userId: string, action: string) =>
  t.app.deps.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.userId, userId), eq(activityLog.action, action)));

describe('GET /session and /me', () => {
  it('answers null when signed out (session) and 401 (me)', async () => {
    expect((await call(t.app, 'GET', '/api/v1/session')).json()).toEqual({ session: null });
    const me = await call(t.app, 'GET', '/api/v1/me');
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('unauthorized');
  });

  it('describes a buyer, a vendor and an admin with their roles (D1)', async () => {
    const b = await buyer(t.app, { name: 'Meera Iyer' });
    const view = (await call(t.app, 'GET', '/api/v1/session', { cookie: b.cookie })).json().session;
    expect(view.user).toMatchObject({ email: b.email, name: 'Meera Iyer', emailVerified: true });
    expect(view.roles).toEqual(['buyer']);
    expect(view.vendorApplication).toBeNull();

    const v = await manufacturer(t.app);
    const manufacturerView = (await call(t.app, 'GET', '/api/v1/me', { cookie: v.cookie })).json();
    expect(manufacturerView.roles).toEqual(['buyer', 'vendor']);
    expect(manufacturerView.vendors).toEqual([
      { id: v.vendorId, businessName: 'Vikram Granites', role: 'owner' },
    ]);

    const a = await admin(t.app);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: a.cookie })).json().roles).toEqual([
      'buyer',
      'admin',
    ]);
  });
});

describe('PATCH /me', () => {
  it('updates the profile fields', async () => {
    const b = await buyer(t.app);
    const res = await call(t.app, 'PATCH', '/api/v1/me', {
      cookie: b.cookie,
      body: { name: 'Asha R.', phone: '+91 91234 56789', city: 'Chennai', state: 'Tamil Nadu' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Asha R.',
      phone: '+919123456789',
      city: 'Chennai',
      state: 'Tamil Nadu',
    });
    const cleared = await call(t.app, 'PATCH', '/api/v1/me', {
      cookie: b.cookie,
      body: { phone: null, city: '' },
    });
    expect(cleared.json().user).toMatchObject({ phone: null, city: null, state: 'Tamil Nadu' });
  });

  it.each([
    ['role', { role: 'admin' }],
    ['is_admin', { is_admin: true }],
    ['email', { email: 'other@example.com' }],
    ['status', { status: 'active' }],
    ['name', { name: '' }],
    ['phone', { phone: '123' }],
  ])('refuses %s with 400 and changes nothing', async (field, body) => {
    const b = await buyer(t.app);
    const res = await call(t.app, 'PATCH', '/api/v1/me', { cookie: b.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    const [row] = await t.app.deps.db.select().from(user).where(eq(user.id, b.userId));
    expect(row).toMatchObject({ role: 'buyer', email: b.email, status: 'active', name: 'Asha Rao' });
  });

  it('refuses signed-out callers with 401', async () => {
    expect((await call(t.app, 'PATCH', '/api/v1/me', { body: { name: 'X' } })).statusCode).toBe(401);
  });
});

describe('POST /me/password (D4)', () => {
  it('refuses signed-out callers with 401', async () => {
    const res = await call(t.app, 'POST', '/api/v1/me/password', {
      body: { currentPassword: PASSWORD, newPassword: 'Fresh-Slab-2025' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      'mismatched entries',
      { newPassword: 'Fresh-Slab-2025', confirmPassword: 'Fresh-Slab-2026' },
      'confirmPassword',
      'New passwords do not match',
    ],
    [
      'a short password',
      { newPassword: 'Ab-12' },
      'newPassword',
      'Password must be at least 8 characters long',
    ],
    [
      'a common password',
      { newPassword: 'iloveyou1' },
      'newPassword',
      'This password is too common. Please choose a less predictable one.',
    ],
    [
      'a 10 kB password',
      { newPassword: 'y'.repeat(10 * 1024) },
      'newPassword',
      'Password must be at most 128 characters long',
    ],
    [
      'a wrong current password',
      { currentPassword: 'Not-My-Password-1', newPassword: 'Fresh-Slab-2025' },
      'currentPassword',
      'Current password is incorrect',
    ],
  ])('refuses %s with 400 and keeps the old password', async (_label, fields, field, message) => {
    const b = await buyer(t.app);
    const res = await call(t.app, 'POST', '/api/v1/me/password', {
      cookie: b.cookie,
      body: { currentPassword: PASSWORD, ...fields },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect((await signIn(t.app, b.email, PASSWORD)).res.statusCode).toBe(200);
  });

  it('changes the password, keeps this session, signs out every other one and records it', async () => {
    const b = await buyer(t.app);
    const other = await signIn(t.app, b.email);
    const res = await call(t.app, 'POST', '/api/v1/me/password', {
      cookie: b.cookie,
      body: { currentPassword: PASSWORD, newPassword: 'Fresh-Slab-2025', confirmPassword: 'Fresh-Slab-2025' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully' });
    const newCookie = cookieOf(res);
    expect(newCookie).toContain('granite.session_token=');
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: newCookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: other.cookie })).statusCode).toBe(401);
    expect((await signIn(t.app, b.email, PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t.app, b.email, 'Fresh-Slab-2025')).res.statusCode).toBe(200);
    expect(await activities(b.userId, 'password_changed')).toHaveLength(1);
  });
});

describe('admin: suspend, reactivate, delete (admin 4, D6)', () => {
  it('requires a reason to suspend', async () => {
    const a = await admin(t.app);
    const b = await buyer(t.app);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await call(t.app, 'POST', `/api/v1/admin/users/${b.userId}/suspend`, {
        cookie: a.cookie,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.reason).toBe('Please provide a reason for suspension');
    }
    const [row] = await t.app.deps.db.select().from(user).where(eq(user.id, b.userId));
    expect(row!.status).toBe('active');
  });

  it('suspends: the existing session stops working at once and sign-in is refused with a clear message', async () => {
    const a = await admin(t.app);
    const b = await buyer(t.app);
    const res = await call(t.app, 'POST', `/api/v1/admin/users/${b.userId}/suspend`, {
      cookie: a.cookie,
      body: { reason: 'Abusive quote requests' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/get-session', { cookie: b.cookie })).json()).toBeNull();
    const refused = await signIn(t.app, b.email);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().error.message).toBe('Your account has been suspended. Please contact support.');
    expect(refused.cookie).toBe('');
    const [row] = await t.app.deps.db.select().from(user).where(eq(user.id, b.userId));
    expect(row).toMatchObject({ status: 'suspended', suspensionReason: 'Abusive quote requests' });
    expect(row!.suspendedAt).toBeInstanceOf(Date);
    const [entry] = await activities(b.userId, 'user_suspended');
    expect(entry).toMatchObject({
      actorId: a.userId,
      metadata: { reason: 'Abusive quote requests', suspended_by: a.userId },
    });

    const again = await call(t.app, 'POST', `/api/v1/admin/users/${b.userId}/reactivate`, {
      cookie: a.cookie,
    });
    expect(again.statusCode).toBe(200);
    const [after] = await t.app.deps.db.select().from(user).where(eq(user.id, b.userId));
    expect(after).toMatchObject({ status: 'active', suspendedAt: null, suspensionReason: null });
    expect((await signIn(t.app, b.email)).res.statusCode).toBe(200);
    expect(await activities(b.userId, 'user_unsuspended')).toHaveLength(1);
  });

  it('ends a session whose user became suspended even if the session row survived', async () => {
    const b = await buyer(t.app);
    await t.app.deps.db.update(user).set({ status: 'suspended' }).where(eq(user.id, b.userId));
    expect(await t.app.deps.db.select().from(session).where(eq(session.userId, b.userId))).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/session', { cookie: b.cookie })).json().session).toBeNull();
  });

  it('soft-deletes: anonymised, signed out, cannot sign in, the address may register again', async () => {
    const a = await admin(t.app);
    const b = await buyer(t.app);
    const res = await call(t.app, 'DELETE', `/api/v1/admin/users/${b.userId}`, { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.deps.db.select().from(user).where(eq(user.id, b.userId));
    expect(row).toMatchObject({ status: 'deleted', name: 'Deleted user', phone: null });
    expect(row!.email).not.toBe(b.email);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie })).statusCode).toBe(401);
    expect((await signIn(t.app, b.email)).res.statusCode).toBe(401);
    expect(await activities(b.userId, 'user_deleted')).toHaveLength(1);
    // Deleted users are gone from further status changes.
    const suspend = await call(t.app, 'POST', `/api/v1/admin/users/${b.userId}/suspend`, {
      cookie: a.cookie,
      body: { reason: 'x' },
    });
    expect(suspend.statusCode).toBe(404);
  });

  it('refuses changing one’s own status, unknown users and wrong transitions', async () => {
    const a = await admin(t.app);
    const b = await buyer(t.app);
    expect(
      (
        await call(t.app, 'POST', `/api/v1/admin/users/${a.userId}/suspend`, {
          cookie: a.cookie,
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'DELETE', '/api/v1/admin/users/no-such-user', { cookie: a.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/v1/admin/users/${b.userId}/reactivate`, { cookie: a.cookie }))
        .statusCode,
    ).toBe(409);
  });

  it('lists users with search, status filter and pagination', async () => {
    const a = await admin(t.app);
    const email = uniqueEmail('findme');
    await buyer(t.app, { email });
    const found = await call(t.app, 'GET', `/api/v1/admin/users?search=${encodeURIComponent('findme')}`, {
      cookie: a.cookie,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((u: { email: string }) => u.email)).toEqual([email]);
    const page = (
      await call(t.app, 'GET', '/api/v1/admin/users?pageSize=2&status=active', { cookie: a.cookie })
    ).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(
      (await call(t.app, 'GET', '/api/v1/admin/users?status=nope', { cookie: a.cookie })).statusCode,
    ).toBe(400);
  });
});

describe('every admin and vendor endpoint refuses the wrong role (D1)', () => {
  const guarded = () =>
    t.app.routeList.filter((r) => r.method !== 'HEAD' && /^\/api\/v1\/(admin|vendor)(\/|$)/.test(r.url));
  const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

  it('finds the endpoints through Fastify (so new ones are covered automatically)', () => {
    const urls = guarded().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/v1/admin/users/:id/suspend');
    expect(urls).toContain('GET /api/v1/vendor/manufacturers');
  });

  it('answers 401 to signed-out callers', async () => {
    for (const r of guarded()) {
      const res = await call(t.app, r.method as 'GET', concrete(r.url), {
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 to a buyer on every one of them, and changes nothing', async () => {
    const b = await buyer(t.app);
    const victim = await buyer(t.app);
    for (const r of guarded()) {
      const url = concrete(r.url).replace('/users/1', `/users/${victim.userId}`);
      const res = await call(t.app, r.method as 'GET', url, {
        cookie: b.cookie,
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : { reason: 'x' },
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    const [row] = await t.app.deps.db.select().from(user).where(eq(user.id, victim.userId));
    expect(row!.status).toBe('active');
  });

  it('answers 403 to a vendor on admin endpoints and to an admin on vendor endpoints', async () => {
    const v = await manufacturer(t.app);
    const a = await admin(t.app);
    for (const r of guarded()) {
      const who = r.url.startsWith('/api/v1/admin') ? v : a;
      const res = await call(t.app, r.method as 'GET', concrete(r.url), {
        cookie: who.cookie,
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });
});
