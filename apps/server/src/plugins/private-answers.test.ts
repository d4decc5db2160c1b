// Session tokens stay in the HttpOnly cookie, personal answers are not cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, buyer, call, nextIp, PASSWORD, signIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let adminCookie: string;
let buyerUser: Awaited<ReturnType<typeof buyer>>;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await admin(t.app)).cookie;
  buyerUser = await buyer(t.app);
});
afterAll(async () => t?.close());

const hasTokenField = (value: unknown): boolean =>
  value !== null &&
  typeof value === 'object' &&
  Object.entries(value).some(([k, v]) => k === 'token' || hasTokenField(v));

describe('session tokens are not handed to page scripts', () => {
  it('sign-in answers the user without the session token; the cookie still works', async () => {
    const { res, cookie } = await signIn(t.app, buyerUser.email, PASSWORD, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(buyerUser.email);
    expect(hasTokenField(res.json())).toBe(false);
    expect(res.body).not.toContain(cookie.split('=')[1]!.split('.')[0]!);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie })).statusCode).toBe(200);
  });

  it('list-sessions and get-session answer without tokens', async () => {
    for (const url of ['/api/auth/list-sessions', '/api/auth/get-session']) {
      const res = await call(t.app, 'GET', url, { cookie: buyerUser.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.length, url).toBeGreaterThan(10);
      expect(hasTokenField(res.json()), url).toBe(false);
    }
  });
});

describe('Cache-Control: no-store on answers with personal data', () => {
  it.each([
    ['GET', '/api/v1/me', 'buyer'],
    ['GET', '/api/v1/me/quote-requests', 'buyer'],
    ['GET', '/api/v1/me/saved-comparisons', 'buyer'],
    ['GET', '/api/v1/admin/users', 'admin'],
    ['GET', '/api/auth/get-session', 'buyer'],
    ['GET', '/api/v1/me', 'nobody'],
  ] as const)('%s %s (%s)', async (method, url, who) => {
    const cookie = who === 'admin' ? adminCookie : who === 'buyer' ? buyerUser.cookie : undefined;
    const res = await call(t.app, method, url, { cookie });
    expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
  });

  it('leaves public catalogue answers cacheable', async () => {
    const res = await call(t.app, 'GET', '/api/v1/content/hero');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
