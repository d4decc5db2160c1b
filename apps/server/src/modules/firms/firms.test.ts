// D46: a manufacturer firm's team through the API — its owner, invitations by e-mail (7 days, used
// once, for one address), roles answered by the access module at the routes, a removed member's
// next request refused, the firm always keeping an owner (also when two owners remove each other at
// the same moment), the hand-over, and the switcher between a person's firms.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmInvitations, firmMembers, orderPayments, quoteRequests, vendors } from '../../db/schema';
import { buyer, call, cookieOf, lastMailTo, manufacturer, uniqueEmail } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { type OrderParties, orderParties } from '../../test/orders';

describe(`a manufacturer firm's team (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let parties: OrderParties;
  const team = (id: number) => `/api/v1/vendor/manufacturers/${id}/team`;
  const invitations = (id: number) => `/api/v1/vendor/manufacturers/${id}/invitations`;

  beforeAll(async () => {
    t = await createTestApp();
    parties = await orderParties(t.app);
  });
  afterAll(() => t?.close());

  /** The token of the latest invitation mailed to this address. */
  async function tokenMailedTo(email: string): Promise<string> {
    const mail = await lastMailTo(t.app, email);
    expect(mail?.template).toBe('firm_invitation');
    return /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
  }

  /** The owner invites a new address to a role; the person signs up with it and accepts. */
  async function member(ownerCookie: string, manufacturerId: number, role: string, name = `Ravi ${role}`) {
    const email = uniqueEmail(role);
    const invited = await call(t.app, 'POST', invitations(manufacturerId), {
      cookie: ownerCookie,
      body: { email, role },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await tokenMailedTo(email);
    const person = await buyer(t.app, { email, name });
    const accepted = await call(t.app, 'POST', `/api/v1/me/invitations/${token}/accept`, {
      cookie: person.cookie,
      body: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { ...person, token };
  }

  it('makes every manufacturer a firm whose account of record is its owner', async () => {
    const { m } = parties;
    const res = await call(t.app, 'GET', team(m.vendorId), { cookie: m.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      manufacturerId: m.vendorId,
      firm: 'Vikram Granites',
      yourRole: 'owner',
      canManage: true,
      members: [{ userId: m.userId, role: 'owner', you: true }],
      invitations: [],
    });
    // Another manufacturer's team is not found; a buyer is no manufacturer; signed out is 401.
    expect((await call(t.app, 'GET', team(m.vendorId), { cookie: parties.other.cookie })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', team(m.vendorId), { cookie: parties.b.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', team(m.vendorId))).statusCode).toBe(401);
  });

  it('invites by e-mail with a link that names the firm and the role, works once and only for that address', async () => {
    const { m } = parties;
    const email = uniqueEmail('sales');
    const invited = await call(t.app, 'POST', invitations(m.vendorId), {
      cookie: m.cookie,
      body: { email: email.toUpperCase(), role: 'sales' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: 'sales', expired: false });
    const days = (Date.parse(invited.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await lastMailTo(t.app, email);
    expect(mail!.subject).toContain('Vikram Granites');
    expect(mail!.textBody).toContain('as Sales');
    const token = await tokenMailedTo(email);
    const link = await call(t.app, 'GET', `/api/v1/invitations/${token}`);
    expect(link.json()).toMatchObject({ firm: 'Vikram Granites', role: 'sales', email, status: 'open' });

    // The same address twice is a conflict naming the field.
    const twice = await call(t.app, 'POST', invitations(m.vendorId), {
      cookie: m.cookie,
      body: { email, role: 'yard' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toHaveProperty('email');

    // Another account cannot use it.
    const stranger = await buyer(t.app);
    const wrong = await call(t.app, 'POST', `/api/v1/me/invitations/${token}/accept`, {
      cookie: stranger.cookie,
      body: {},
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toContain(email);

    const person = await buyer(t.app, { email, name: 'Ravi Kumar' });
    const first = await call(t.app, 'POST', `/api/v1/me/invitations/${token}/accept`, {
      cookie: person.cookie,
      body: {},
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ manufacturerId: m.vendorId, firm: 'Vikram Granites', role: 'sales' });
    const again = await call(t.app, 'POST', `/api/v1/me/invitations/${token}/accept`, {
      cookie: person.cookie,
      body: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This invitation was already used');
    expect((await call(t.app, 'GET', `/api/v1/invitations/${token}`)).json().status).toBe('accepted');

    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: person.cookie });
    expect(me.json().roles).toContain('vendor');
    expect(me.json().vendors).toEqual([{ id: m.vendorId, businessName: 'Vikram Granites', role: 'sales' }]);
    expect(me.json().activeFirmId).toBe(m.vendorId);
    const listed = (await call(t.app, 'GET', team(m.vendorId), { cookie: person.cookie })).json();
    expect(listed.canManage).toBe(false);
    expect(listed.invitations).toEqual([]);
    expect(listed.members.map((x: { name: string; role: string }) => [x.name, x.role])).toEqual([
      ['Vikram Stone', 'owner'],
      ['Ravi Kumar', 'sales'],
    ]);
  });

  it('refuses an expired or revoked link, and a resent link replaces the old one', async () => {
    const { m } = parties;
    const email = uniqueEmail('late');
    const invited = await call(t.app, 'POST', invitations(m.vendorId), {
      cookie: m.cookie,
      body: { email, role: 'yard' },
    });
    const oldToken = await tokenMailedTo(email);
    await t.app.deps.db
      .update(firmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(firmInvitations.id, invited.json().id));
    const person = await buyer(t.app, { email });
    const expired = await call(t.app, 'POST', `/api/v1/me/invitations/${oldToken}/accept`, {
      cookie: person.cookie,
      body: {},
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toContain('expired');
    expect((await call(t.app, 'GET', `/api/v1/invitations/${oldToken}`)).json().status).toBe('expired');

    const resent = await call(t.app, 'POST', `${invitations(m.vendorId)}/${invited.json().id}/resend`, {
      cookie: m.cookie,
      body: {},
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().expired).toBe(false);
    const newToken = await tokenMailedTo(email);
    expect(newToken).not.toBe(oldToken);
    expect((await call(t.app, 'GET', `/api/v1/invitations/${oldToken}`)).statusCode).toBe(404);

    const revoked = await call(t.app, 'DELETE', `${invitations(m.vendorId)}/${invited.json().id}`, {
      cookie: m.cookie,
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await call(t.app, 'POST', `/api/v1/me/invitations/${newToken}/accept`, {
      cookie: person.cookie,
      body: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('revoked');
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: person.cookie })).json().vendors).toEqual([]);
  });

  it('refuses bad invitations with a 400 naming the field, and only the owner invites', async () => {
    const { m } = parties;
    for (const [body, field] of [
      [{ email: 'not-an-address', role: 'sales' }, 'email'],
      [{ email: uniqueEmail(), role: 'owner' }, 'role'],
      [{ email: uniqueEmail(), role: 'boss' }, 'role'],
      [{ email: uniqueEmail(), role: 'sales', manufacturerId: 9 }, 'manufacturerId'],
    ] as const) {
      const res = await call(t.app, 'POST', invitations(m.vendorId), { cookie: m.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join(' ') + res.json().error.message).toContain(
        field,
      );
    }
    const sales = await member(m.cookie, m.vendorId, 'sales');
    const byMember = await call(t.app, 'POST', invitations(m.vendorId), {
      cookie: sales.cookie,
      body: { email: uniqueEmail(), role: 'sales' },
    });
    expect(byMember.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/invitations/short')).statusCode).toBe(400);
  });

  it('answers each role at the routes: sales replies but sees no bank details and confirms no payment; yard adds a lot and cannot reply; accounts confirms', async () => {
    const { m, b, productId } = parties;
    const sales = await member(m.cookie, m.vendorId, 'sales');
    const yard = await member(m.cookie, m.vendorId, 'yard');
    const accounts = await member(m.cookie, m.vendorId, 'accounts');
    const db = t.app.deps.db;
    const [request] = await db
      .insert(quoteRequests)
      .values({
        productId,
        productName: 'Absolute Black',
        vendorId: m.vendorId,
        vendorName: 'Vikram Granites',
        userId: b.userId,
        customerName: 'Meera Iyer',
        mobileNumber: '+919845012345',
        quantitySqft: 1000,
        deliveryCity: 'Chennai',
        deliveryPin: '600001',
        materialQuality: 'Premium',
        productType: 'Slabs',
        status: 'forwarded',
        forwardedAt: new Date(),
      })
      .returning({ id: quoteRequests.id });
    const reply = {
      price: 250,
      freight: 4000,
      leadTimeDays: 10,
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    };
    const replies = `/api/v1/vendor/quote-requests/${request!.id}/replies`;
    const byYard = await call(t.app, 'POST', replies, { cookie: yard.cookie, body: reply });
    expect(byYard.statusCode).toBe(403);
    expect(byYard.json().error.message).toBe('Your role in this firm does not allow this');
    const bySales = await call(t.app, 'POST', replies, { cookie: sales.cookie, body: reply });
    expect(bySales.statusCode, bySales.body).toBe(201);
    // Everyone in the firm reads the request.
    expect(
      (await call(t.app, 'GET', `/api/v1/vendor/quote-requests/${request!.id}`, { cookie: yard.cookie }))
        .statusCode,
    ).toBe(200);

    const lot = {
      productId,
      blockNumber: 'Y-7',
      thicknessMm: 18,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Ongole',
    };
    expect(
      (await call(t.app, 'POST', '/api/v1/vendor/lots', { cookie: yard.cookie, body: lot })).statusCode,
    ).toBe(201);
    expect(
      (
        await call(t.app, 'POST', '/api/v1/vendor/lots', {
          cookie: sales.cookie,
          body: { ...lot, blockNumber: 'Y-8' },
        })
      ).statusCode,
    ).toBe(403);

    const payee = `/api/v1/vendor/manufacturers/${m.vendorId}/payee`;
    expect((await call(t.app, 'GET', payee, { cookie: sales.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', payee, { cookie: yard.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', payee, { cookie: accounts.cookie })).statusCode).toBe(200);

    const order = await parties.order();
    const [payment] = await db
      .insert(orderPayments)
      .values({
        orderId: order.id,
        amountPaise: 10_000,
        paidOn: '2026-01-05',
        method: 'UPI',
        reference: 'UPI123450000',
      })
      .returning({ id: orderPayments.id });
    const confirm = `/api/v1/vendor/orders/${order.id}/payments/${payment!.id}/confirm`;
    expect((await call(t.app, 'POST', confirm, { cookie: sales.cookie, body: {} })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', confirm, { cookie: yard.cookie, body: {} })).statusCode).toBe(403);
    const confirmed = await call(t.app, 'POST', confirm, { cookie: accounts.cookie, body: {} });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // The catalogue and the profile are the owner's and the manager's.
    const product = await call(t.app, 'GET', `/api/v1/vendor/products/${productId}`, {
      cookie: sales.cookie,
    });
    expect(product.statusCode).toBe(200);
    const edited = await call(t.app, 'PATCH', `/api/v1/vendor/products/${productId}/availability`, {
      cookie: sales.cookie,
      body: { availabilityStatus: 'Out of Stock', version: product.json().version },
    });
    expect(edited.statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/v1/vendor/books/register', { cookie: yard.cookie })).statusCode,
    ).not.toBe(200);
  });

  it("cuts a removed member's access at their next request, and a role change holds at once", async () => {
    const { m } = parties;
    const yard = await member(m.cookie, m.vendorId, 'yard');
    expect((await call(t.app, 'GET', '/api/v1/vendor/orders', { cookie: yard.cookie })).statusCode).toBe(200);
    const payee = `/api/v1/vendor/manufacturers/${m.vendorId}/payee`;
    expect((await call(t.app, 'GET', payee, { cookie: yard.cookie })).statusCode).toBe(403);
    const changed = await call(
      t.app,
      'PATCH',
      `/api/v1/vendor/manufacturers/${m.vendorId}/members/${yard.userId}`,
      {
        cookie: m.cookie,
        body: { role: 'accounts' },
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(t.app, 'GET', payee, { cookie: yard.cookie })).statusCode).toBe(200);

    const removed = await call(
      t.app,
      'DELETE',
      `/api/v1/vendor/manufacturers/${m.vendorId}/members/${yard.userId}`,
      {
        cookie: m.cookie,
      },
    );
    expect(removed.statusCode).toBe(204);
    for (const url of ['/api/v1/vendor/orders', payee, team(m.vendorId)]) {
      expect((await call(t.app, 'GET', url, { cookie: yard.cookie })).statusCode, url).toBe(403);
    }
    // Still an account (a buyer), in no firm; the history keeps the member's row.
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: yard.cookie })).json().vendors).toEqual([]);
    const [row] = await t.app.deps.db.select().from(firmMembers).where(eq(firmMembers.userId, yard.userId));
    expect(row!.removedAt).not.toBeNull();
  });

  it('keeps an owner: the last owner cannot leave or be demoted, and two owners removing each other at the same moment leave one', async () => {
    const m = await manufacturer(t.app);
    const leave = await call(t.app, 'POST', `/api/v1/vendor/manufacturers/${m.vendorId}/leave`, {
      cookie: m.cookie,
      body: {},
    });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.message).toContain('last owner');
    const demote = await call(
      t.app,
      'PATCH',
      `/api/v1/vendor/manufacturers/${m.vendorId}/members/${m.userId}`,
      {
        cookie: m.cookie,
        body: { role: 'manager' },
      },
    );
    expect(demote.statusCode).toBe(409);

    const second = await member(m.cookie, m.vendorId, 'manager', 'Second Owner');
    const promoted = await call(
      t.app,
      'PATCH',
      `/api/v1/vendor/manufacturers/${m.vendorId}/members/${second.userId}`,
      {
        cookie: m.cookie,
        body: { role: 'owner' },
      },
    );
    expect(promoted.statusCode).toBe(200);
    const [a, b] = await Promise.all([
      call(t.app, 'DELETE', `/api/v1/vendor/manufacturers/${m.vendorId}/members/${second.userId}`, {
        cookie: m.cookie,
      }),
      call(t.app, 'DELETE', `/api/v1/vendor/manufacturers/${m.vendorId}/members/${m.userId}`, {
        cookie: second.cookie,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 403]);
    const owners = await t.app.deps.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.manufacturerId, m.vendorId));
    expect(owners.filter((r) => r.role === 'owner' && r.removedAt === null)).toHaveLength(1);
    // The account of record is the owner who remains.
    const [firm] = await t.app.deps.db.select().from(vendors).where(eq(vendors.id, m.vendorId));
    expect(owners.find((r) => r.role === 'owner' && r.removedAt === null)!.userId).toBe(firm!.ownerUserId);
  });

  it('hands ownership over: the member becomes the owner of record, the previous owner stays as chosen', async () => {
    const m = await manufacturer(t.app);
    const next = await member(m.cookie, m.vendorId, 'manager', 'Anil Next');
    const bad = await call(t.app, 'POST', `/api/v1/vendor/manufacturers/${m.vendorId}/owner`, {
      cookie: m.cookie,
      body: { userId: 'nobody' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('userId');
    const res = await call(t.app, 'POST', `/api/v1/vendor/manufacturers/${m.vendorId}/owner`, {
      cookie: m.cookie,
      body: { userId: next.userId, keepAs: 'accounts' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().yourRole).toBe('accounts');
    expect(res.json().canManage).toBe(false);
    const [firm] = await t.app.deps.db.select().from(vendors).where(eq(vendors.id, m.vendorId));
    expect(firm!.ownerUserId).toBe(next.userId);
    const left = await call(t.app, 'POST', `/api/v1/vendor/manufacturers/${m.vendorId}/leave`, {
      cookie: m.cookie,
      body: {},
    });
    expect(left.statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: m.cookie })).json().roles).not.toContain(
      'vendor',
    );
  });

  it('lets a person of two firms switch between them, and refuses a firm that is not theirs', async () => {
    const first = await manufacturer(t.app);
    const second = await manufacturer(t.app);
    await t.app.deps.db
      .update(vendors)
      .set({ businessName: 'Second Stones' })
      .where(eq(vendors.id, second.vendorId));
    const both = await member(first.cookie, first.vendorId, 'sales', 'Two Firms');
    const invited = await call(t.app, 'POST', invitations(second.vendorId), {
      cookie: second.cookie,
      body: { email: both.email, role: 'yard' },
    });
    expect(invited.statusCode).toBe(201);
    const token = await tokenMailedTo(both.email);
    expect(
      (await call(t.app, 'POST', `/api/v1/me/invitations/${token}/accept`, { cookie: both.cookie, body: {} }))
        .statusCode,
    ).toBe(200);
    const me = (await call(t.app, 'GET', '/api/v1/me', { cookie: both.cookie })).json();
    expect(me.vendors).toEqual([
      { id: first.vendorId, businessName: 'Vikram Granites', role: 'sales' },
      { id: second.vendorId, businessName: 'Second Stones', role: 'yard' },
    ]);
    const chose = await call(t.app, 'PUT', '/api/v1/me/firm', {
      cookie: both.cookie,
      body: { manufacturerId: second.vendorId },
    });
    expect(chose.statusCode).toBe(200);
    const cookie = `${both.cookie}; ${cookieOf(chose)}`;
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie })).json().activeFirmId).toBe(second.vendorId);
    expect((await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie })).json().businessName).toBe(
      'Second Stones',
    );
    const notMine = await call(t.app, 'PUT', '/api/v1/me/firm', {
      cookie: both.cookie,
      body: { manufacturerId: parties.m.vendorId },
    });
    expect(notMine.statusCode).toBe(404);
    const bad = await call(t.app, 'PUT', '/api/v1/me/firm', {
      cookie: both.cookie,
      body: { manufacturerId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('manufacturerId');
  });

  it('lets two acceptances of one link at the same moment make one member', async () => {
    const { m } = parties;
    const email = uniqueEmail('twice');
    await call(t.app, 'POST', invitations(m.vendorId), { cookie: m.cookie, body: { email, role: 'yard' } });
    const token = await tokenMailedTo(email);
    const person = await buyer(t.app, { email });
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(t.app, 'POST', `/api/v1/me/invitations/${token}/accept`, { cookie: person.cookie, body: {} }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.app.deps.db.select().from(firmMembers).where(eq(firmMembers.userId, person.userId));
    expect(rows).toHaveLength(1);
  });
});
