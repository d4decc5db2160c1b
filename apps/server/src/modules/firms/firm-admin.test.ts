// D46 for administrators: a manufacturer's sheet lists its members and their roles, a person's page
// lists the firms they are in and their role in each, and suspending a person (D6) stops them in
// every firm at once: their next request is refused, whichever firm it is for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, buyer, call, lastMailTo, manufacturer, uniqueEmail } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';

describe(`firms and their members for administrators (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let anAdmin: Awaited<ReturnType<typeof admin>>;
  let first: Awaited<ReturnType<typeof manufacturer>>;
  let second: Awaited<ReturnType<typeof manufacturer>>;
  let person: Awaited<ReturnType<typeof buyer>>;

  const api = (method: 'GET' | 'POST', path: string, who: { cookie: string }, body?: unknown) =>
    call(t.app, method, `/api/v1${path}`, {
      cookie: who.cookie,
      body: body ?? (method === 'GET' ? undefined : {}),
    });

  /** The firm's owner invites the address to a role; the person accepts. */
  async function join(owner: { cookie: string; vendorId: number }, email: string, role: string) {
    const invited = await api('POST', `/vendor/manufacturers/${owner.vendorId}/invitations`, owner, {
      email,
      role,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await lastMailTo(t.app, email);
    return /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    anAdmin = await admin(t.app);
    first = await manufacturer(t.app);
    second = await manufacturer(t.app);
    const email = uniqueEmail('twofirms');
    const toFirst = await join(first, email, 'sales');
    person = await buyer(t.app, { email, name: 'Kavita Two-Firms' });
    expect((await api('POST', `/me/invitations/${toFirst}/accept`, person)).statusCode).toBe(200);
    const toSecond = await join(second, email, 'yard');
    expect((await api('POST', `/me/invitations/${toSecond}/accept`, person)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it("lists the firm's members and their roles in the admin's manufacturer", async () => {
    const res = await api('GET', `/admin/manufacturers/${first.vendorId}`, anAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().members).toEqual([
      expect.objectContaining({ userId: first.userId, role: 'owner', accountStatus: 'active' }),
      expect.objectContaining({
        userId: person.userId,
        name: 'Kavita Two-Firms',
        email: person.email,
        role: 'sales',
        accountStatus: 'active',
      }),
    ]);
    // The list of manufacturers does not carry them.
    const list = await api('GET', '/admin/manufacturers?pageSize=50', anAdmin);
    expect(list.json().items[0].members).toBeUndefined();
  });

  it("lists the firms a person is in, with the role in each, on the admin's user page", async () => {
    const res = await api('GET', `/admin/users/${person.userId}`, anAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().firms).toEqual([
      { id: first.vendorId, businessName: 'Vikram Granites', status: 'active', role: 'sales' },
      { id: second.vendorId, businessName: 'Vikram Granites', status: 'active', role: 'yard' },
    ]);
    // Someone in no firm has none.
    const alone = await buyer(t.app);
    expect((await api('GET', `/admin/users/${alone.userId}`, anAdmin)).json().firms).toEqual([]);
  });

  it('suspending a person stops them in every firm: their next request is refused', async () => {
    // Before: they act for both firms.
    expect((await api('GET', '/vendor/quote-requests', person)).statusCode).toBe(200);
    expect((await api('GET', `/vendor/manufacturers/${second.vendorId}/team`, person)).statusCode).toBe(200);
    const suspended = await api('POST', `/admin/users/${person.userId}/suspend`, anAdmin, {
      reason: 'Left the trade; both firms asked for it',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    for (const path of [
      '/vendor/quote-requests',
      `/vendor/manufacturers/${first.vendorId}/team`,
      `/vendor/manufacturers/${second.vendorId}/team`,
      '/me',
    ]) {
      expect([401, 403], path).toContain((await api('GET', path, person)).statusCode);
    }
    // The admin's sheet shows the member's account suspended.
    const sheet = (await api('GET', `/admin/manufacturers/${second.vendorId}`, anAdmin)).json();
    expect(sheet.members.find((m: { userId: string }) => m.userId === person.userId).accountStatus).toBe(
      'suspended',
    );
  });
});
