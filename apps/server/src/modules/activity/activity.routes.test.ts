// The activity screen's API (D28): every admin write with who, what, which row, before → after and
// when; filters by person, kind and dates, paged; bad filters refused by name.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, vendors } from '../../db/schema';
import { admin, buyer, call } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let first: Awaited<ReturnType<typeof admin>>;
let second: Awaited<ReturnType<typeof admin>>;
let categoryId: number;
let target: Awaited<ReturnType<typeof buyer>>;

beforeAll(async () => {
  t = await createTestApp();
  first = await admin(t.app);
  second = await admin(t.app);
  target = await buyer(t.app);
  const c = await call(t.app, 'POST', '/api/v1/admin/categories', {
    cookie: first.cookie,
    body: { name: 'Log Granite' },
  });
  categoryId = c.json().id;
  await call(t.app, 'PATCH', `/api/v1/admin/categories/${categoryId}`, {
    cookie: second.cookie,
    body: { version: 1, description: 'Edited by the second admin' },
  });
  await call(t.app, 'POST', `/api/v1/admin/users/${target.userId}/suspend`, {
    cookie: second.cookie,
    body: { reason: 'Fake quotes' },
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (query: string, cookie = first.cookie) =>
  call(t.app, 'GET', `/api/v1/admin/activity?${query}`, { cookie });

describe('GET /admin/activity', () => {
  it('lists newest first with who, what, which row, before → after and when', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const [latest, edit] = res.json().items;
    expect(latest).toMatchObject({
      action: 'user_suspended',
      entityType: 'user',
      entityId: target.userId,
      actor: { id: second.userId, email: second.email },
      user: { id: target.userId },
    });
    expect(edit).toMatchObject({
      action: 'category.update',
      entityType: 'category',
      entityId: String(categoryId),
      changes: { description: { before: 'Description pending', after: 'Edited by the second admin' } },
    });
    expect(Date.parse(edit.createdAt)).not.toBeNaN();
  });

  it('filters by person, kind and date range, and pages', async () => {
    const byFirst = (await get(`actor=${first.userId}`)).json().items;
    expect(byFirst.every((e: { actor: { id: string } }) => e.actor.id === first.userId)).toBe(true);
    expect(byFirst.map((e: { action: string }) => e.action)).toContain('category.create');
    const categoriesOnly = (await get('kind=category')).json().items;
    expect(categoriesOnly.map((e: { action: string }) => e.action).sort()).toEqual([
      'category.create',
      'category.update',
    ]);
    const users = (await get('kind=user_suspended')).json().items;
    expect(users).toHaveLength(1);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await get(`from=${today}&to=${today}&kind=category`)).json().total).toBe(2);
    expect((await get('from=2001-01-01&to=2001-01-02')).json().total).toBe(0);
    const page = (await get('pageSize=1&page=2')).json();
    expect(page).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['a bad date', 'from=yesterday', 'from'],
    ['a range that ends before it starts', 'from=2025-02-02&to=2025-01-01', 'to'],
    ['a kind with odd characters', "kind=x';drop", 'kind'],
    ['an unknown filter', 'colour=red', 'colour'],
  ])('refuses %s with 400 naming it', async (_label, query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('refuses buyers', async () => {
    expect((await get('', target.cookie)).statusCode).toBe(401);
    const b = await buyer(t.app);
    expect((await get('', b.cookie)).statusCode).toBe(403);
  });

  it('names the row and the person, manufacturer or category a changed field holds by id, not the raw id', async () => {
    const owner = await buyer(t.app, { name: 'Sunita Reddy' });
    const [maker] = await t.app.deps.db
      .insert(vendors)
      .values({ businessName: 'Ongole Stone Co', ownerName: 'O', email: 'ongole@example.com' })
      .returning({ id: vendors.id });
    const attached = await call(t.app, 'PUT', `/api/v1/admin/manufacturers/${maker!.id}/owner`, {
      cookie: first.cookie,
      body: { email: owner.email },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const res = await get(`kind=manufacturer&actor=${first.userId}`);
    const [entry] = res.json().items;
    expect(entry).toMatchObject({
      action: 'manufacturer.attach_owner',
      entityName: 'Ongole Stone Co',
      changes: { ownerUserId: { before: null, after: 'Sunita Reddy' } },
    });
    // The stored record keeps the id itself.
    const [stored] = await t.app.deps.db
      .select({ changes: activityLog.changes })
      .from(activityLog)
      .where(eq(activityLog.action, 'manufacturer.attach_owner'));
    expect(stored!.changes).toMatchObject({ ownerUserId: { after: owner.userId } });
  });
});
