// CSRF: one origin policy for /api/auth and /api/v1 (docs/architecture.md, One origin policy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, buyer, cookieOf, nextIp, PASSWORD, verifyEmail } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

const contact = { name: 'Asha', email: 'asha@example.com', message: 'Kitchen slabs, please.' };

describe('origin policy with PUBLIC_URL set', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({}, { TRUSTED_ORIGINS: 'https://shop.granite.example' });
    adminCookie = (await admin(t.app)).cookie;
  });
  afterAll(async () => t?.close());

  const post = (headers: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: nextIp(),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: contact,
    });

  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:4000' }],
    ['Origin: null', { origin: 'null' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, a foreign Referer', { referer: 'http://localhost:4000/attack.html' }],
    ['no Origin, Sec-Fetch-Site or Referer at all', {}],
  ])('refuses a state change from %s with 403 forbidden', async (_label, headers) => {
    const res = await post(headers, adminCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
  });

  it.each([
    ['its own Origin', { origin: 'http://localhost:3000' }],
    ['a TRUSTED_ORIGINS entry', { origin: 'https://shop.granite.example' }],
    ['no Origin but Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin but its own Referer', { referer: 'http://localhost:3000/contact' }],
  ])('accepts a state change from %s', async (_label, headers) => {
    const res = await post(headers);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an admin state change with a cookie from another port (the CSRF of the probe)', async () => {
    const target = await buyer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${target.userId}/suspend`,
      remoteAddress: nextIp(),
      headers: { cookie: adminCookie, origin: 'http://localhost:4000', 'content-type': 'text/plain' },
      payload: '{"reason":"csrf"}',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses sign-in and sign-up from another origin, before better-auth sees them', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextIp(),
        headers: { origin: 'http://evil.example' },
        payload: { email: 'x@example.com', password: PASSWORD, name: 'X' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it('lets reads through from anywhere', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('origin policy with PUBLIC_URL unset: the request’s own scheme and host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { PUBLIC_URL: '' });
  });
  afterAll(async () => t?.close());

  it.each(['127.0.0.1:3000', '192.168.1.20:3000', 'localhost:3000'])(
    'signs up, verifies and signs in opened at http://%s',
    async (host) => {
      const origin = `http://${host}`;
      const headers = { host, origin };
      const { email } = await signUpAt(t, headers);
      await verifyEmail(t.app, email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: nextIp(),
        headers,
        payload: { email, password: PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = cookieOf(res);
      const me = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: { ...headers, cookie },
        payload: { city: 'Pune' },
      });
      expect(me.statusCode, me.body).toBe(200);
      const foreign = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: { host, origin: 'http://127.0.0.1:4000', cookie },
        payload: { city: 'Goa' },
      });
      expect(foreign.statusCode).toBe(403);
    },
  );

  it('refuses a Host/Origin mismatch', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { host: '127.0.0.1:3000', origin: 'http://192.168.1.20:3000' },
      payload: contact,
    });
    expect(res.statusCode).toBe(403);
  });
});

async function signUpAt(t: TestApp, headers: Record<string, string>) {
  const email = `lan.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: nextIp(),
    headers,
    payload: { name: 'Asha Rao', email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email };
}
