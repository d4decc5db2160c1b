// Sign-up, verification, sign-in/out, password reset and their refusals (D4, D5), through the
// real /api/auth endpoints on PGlite and PostgreSQL.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, mailOutbox, session, user } from '../../db/schema';
import {
  buyer,
  call,
  cookieOf,
  lastMailTo,
  linkIn,
  nextIp,
  PASSWORD,
  pathOf,
  signIn,
  signUp,
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

const userCount = async () => (await t.app.deps.db.select({ n: count() }).from(user))[0]!.n;
const userByEmail = async (email: string) =>
  (await t.app.deps.db.select().from(user).where(eq(user.email, email)))[0];

describe('sign-up and e-mail verification', () => {
  it('creates an unverified buyer with the optional fields and mails a verification link to PUBLIC_URL', async () => {
    const { res, email } = await signUp(t.app, { phone: '98765 43210', city: 'Jaipur', state: 'Rajasthan' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.filter((c) => c.name.endsWith('session_token') && c.value)).toEqual([]); // no session before the address is verified (D5)
    const row = await userByEmail(email);
    expect(row).toMatchObject({
      emailVerified: false,
      role: 'buyer',
      status: 'active',
      phone: '+919876543210',
      city: 'Jaipur',
      state: 'Rajasthan',
    });
    const mail = await lastMailTo(t.app, email);
    expect(mail?.template).toBe('verify_email');
    expect(linkIn(mail!.textBody)).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/auth/verify-email\\?token=`),
    );
  });

  it('stores blank optional fields as NULL', async () => {
    const { email } = await signUp(t.app, { phone: '', city: '', state: '' });
    expect(await userByEmail(email)).toMatchObject({ phone: null, city: null, state: null });
  });

  it('refuses sign-in before verification, re-sending the link, then accepts it once verified', async () => {
    const { email } = await signUp(t.app);
    const before = (
      await t.app.deps.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))
    )[0]!.n;
    const refused = await signIn(t.app, email);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().error.message).toMatch(/verify your e-mail/i);
    expect(refused.cookie).toBe('');
    const after = (
      await t.app.deps.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))
    )[0]!.n;
    expect(after).toBe(before + 1);

    const mail = await lastMailTo(t.app, email);
    const verify = await call(t.app, 'GET', pathOf(linkIn(mail!.textBody)));
    expect(verify.statusCode).toBe(302);
    expect((await userByEmail(email))!.emailVerified).toBe(true);
    expect(verify.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined(); // no auto sign-in
    // D5: the link sent again at sign-in lands on the sign-in page that says the address is verified.
    expect(verify.headers.location).toBe('/login?verified=1');

    const ok = await signIn(t.app, email);
    expect(ok.res.statusCode).toBe(200);
  });

  it('keeps the page a sign-in asked the re-sent link to land on (the manufacturer sign-in)', async () => {
    const { email } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: PASSWORD, callbackURL: '/vendor/login?verified=1' },
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(403);
    const mail = await lastMailTo(t.app, email);
    const verify = await call(t.app, 'GET', pathOf(linkIn(mail!.textBody)));
    expect(verify.headers.location).toBe('/vendor/login?verified=1');
  });

  it('answers a forged verification token with a redirect carrying an error, verifying nobody', async () => {
    const res = await call(
      t.app,
      'GET',
      '/api/auth/verify-email?token=forged.token.value&callbackURL=%2Flogin',
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=/);
  });

  it('answers a taken address like a new one (no enumeration) and mails its owner instead', async () => {
    const { email } = await signUp(t.app);
    const n = await userCount();
    const again = await signUp(t.app, { email, name: 'Someone Else' });
    expect(again.res.statusCode).toBe(200);
    expect(again.res.cookies.filter((c) => c.name.endsWith('session_token') && c.value)).toEqual([]);
    expect(await userCount()).toBe(n);
    expect((await lastMailTo(t.app, email))?.template).toBe('existing_account');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['an empty e-mail', { email: '' }, 'email'],
    ['an empty name', { name: '   ' }, 'name'],
    ['an empty password', { password: '' }, 'password'],
    ['a short password', { password: 'Ab1-xyz' }, 'password'],
    ['a 10 kB password', { password: 'x'.repeat(10 * 1024) }, 'password'],
    ['a common password', { password: 'Password123' }, 'password'],
    ['a bad phone number', { phone: '12345' }, 'phone'],
    ['role: admin', { role: 'admin' }, 'role'],
    ['is_admin: true', { is_admin: true }, 'is_admin'],
    ['emailVerified: true', { emailVerified: true }, 'emailVerified'],
    ['status', { status: 'active' }, 'status'],
    ['an image URL', { image: 'https://evil.example/x.png' }, 'image'],
  ];
  it.each(bad)('refuses %s with 400 naming the field, creating nothing', async (_label, fields, field) => {
    const n = await userCount();
    const body = { name: 'Asha Rao', email: uniqueEmail(), password: PASSWORD, ...fields };
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', { body, ip: nextIp() });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('invalid_data');
    expect(Object.keys(error.fields)).toContain(field);
    expect(await userCount()).toBe(n);
  });

  it('refuses a callbackURL to another site (403 from the origin check), creating nothing', async () => {
    const n = await userCount();
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: {
        name: 'Asha Rao',
        email: uniqueEmail(),
        password: PASSWORD,
        callbackURL: 'https://evil.example/',
      },
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await userCount()).toBe(n);
  });

  it('says which rule a short password breaks, in the spec wording with our minimum (D4)', async () => {
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'A', email: uniqueEmail(), password: 'short' },
      ip: nextIp(),
    });
    expect(res.json().error.fields.password).toBe('Password must be at least 8 characters long');
  });

  it('refuses a body that is not JSON or is empty', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_data');
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure on http) and records the login on the server', async () => {
    const { email } = await signUp(t.app);
    await verifyEmail(t.app, email);
    const ip = nextIp();
    const { res } = await signIn(t.app, email, PASSWORD, ip);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'granite.session_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const row = await userByEmail(email);
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
    const logins = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, row!.id), eq(activityLog.action, 'user_login')));
    expect(logins).toHaveLength(1);
    expect(logins[0]!.ipAddress).toBe(ip);
  });

  it('gives the same answer for a wrong password and an unknown address (no enumeration)', async () => {
    const b = await buyer(t.app);
    const wrong = await signIn(t.app, b.email, 'Not-The-Password-1');
    const unknown = await signIn(t.app, uniqueEmail('nobody'), 'Not-The-Password-1');
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.json()).toEqual(unknown.res.json());
    expect(wrong.res.json().error).toEqual({ code: 'unauthorized', message: 'Invalid email or password.' });
  });

  it.each([
    ['a malformed e-mail', { email: 'x@', password: PASSWORD }],
    ['empty fields', { email: '', password: '' }],
    ['a 10 kB password', { email: 'a@example.com', password: 'x'.repeat(10 * 1024) }],
    ['an unknown field', { email: 'a@example.com', password: PASSWORD, role: 'admin' }],
  ])('refuses sign-in with %s (400)', async (_label, body) => {
    const res = await call(t.app, 'POST', '/api/auth/sign-in/email', { body, ip: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_data');
  });

  it('refuses forged, tampered and expired session cookies with 401', async () => {
    const b = await buyer(t.app);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie })).statusCode).toBe(200);

    const forged = await call(t.app, 'GET', '/api/v1/me', { cookie: 'granite.session_token=forged.value' });
    expect(forged.statusCode).toBe(401);
    const [name, value] = b.cookie.split('=') as [string, string];
    const tampered = await call(t.app, 'GET', '/api/v1/me', {
      cookie: `${name}=${value.slice(0, 10)}x${value.slice(11)}`,
    });
    expect(tampered.statusCode).toBe(401);

    await t.app.deps.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, b.userId));
    const expired = await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('unauthorized');
  });

  it('signs out: the cookie is cleared, the session is gone and user_logout is recorded', async () => {
    const b = await buyer(t.app);
    const out = await call(t.app, 'POST', '/api/auth/sign-out', { cookie: b.cookie, body: {} });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'granite.session_token')?.value).toBe('');
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie })).statusCode).toBe(401);
    const logouts = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, b.userId), eq(activityLog.action, 'user_logout')));
    expect(logouts).toHaveLength(1);
  });

  it('refuses a cross-site sign-out (Origin check)', async () => {
    const b = await buyer(t.app);
    const res = await call(t.app, 'POST', '/api/auth/sign-out', {
      cookie: b.cookie,
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie })).statusCode).toBe(200);
  });

  it('does not offer better-auth endpoints that would bypass our rules', async () => {
    const b = await buyer(t.app);
    for (const path of ['/api/auth/update-user', '/api/auth/delete-user', '/api/auth/change-email']) {
      const res = await call(t.app, 'POST', path, { cookie: b.cookie, body: { name: 'x', role: 'admin' } });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await userByEmail(b.email))!.role).toBe('buyer');
  });
});

describe('password reset by e-mail link (D5)', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const b = await buyer(t.app);
    const known = await call(t.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: b.email, redirectTo: '/reset-password' },
      ip: nextIp(),
    });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await call(t.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: unknownEmail, redirectTo: '/reset-password' },
      ip: nextIp(),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await lastMailTo(t.app, b.email))?.template).toBe('reset_password');
    expect(await lastMailTo(t.app, unknownEmail)).toBeUndefined();
  });

  it('resets through the link, ends the old sessions, and refuses a common password or a used token', async () => {
    const b = await buyer(t.app);
    await call(t.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: b.email, redirectTo: '/reset-password' },
      ip: nextIp(),
    });
    const link = linkIn((await lastMailTo(t.app, b.email))!.textBody);
    const opened = await call(t.app, 'GET', pathOf(link));
    expect(opened.statusCode).toBe(302);
    const target = new URL(opened.headers.location as string, t.config.publicUrl);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;

    const common = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { newPassword: 'qwerty123', token },
      ip: nextIp(),
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.newPassword).toMatch(/too common/);

    const ok = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { newPassword: 'Brand-New-Slab-77', token },
      ip: nextIp(),
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie })).statusCode).toBe(401);
    expect((await signIn(t.app, b.email, PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t.app, b.email, 'Brand-New-Slab-77')).res.statusCode).toBe(200);

    const reused = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { newPassword: 'Another-Slab-88', token },
      ip: nextIp(),
    });
    expect(reused.statusCode).toBe(400);
  });
});

describe('rate limits (429 with a clear message, counters in the database)', () => {
  it('limits sign-in attempts per client address; a changing X-Forwarded-For does not escape it', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, 'POST', '/api/auth/sign-in/email', {
        body: { email: uniqueEmail('rl'), password: 'Wrong-Password-1' },
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error).toEqual({
          code: 'rate_limited',
          message: 'Too many requests. Please try again later.',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const other = await call(t.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: uniqueEmail('rl'), password: 'Wrong-Password-1' },
      ip: nextIp(),
    });
    expect(other.statusCode).toBe(401);
  });

  it('slows guessing of one account from many addresses without locking its owner out', async () => {
    const b = await buyer(t.app); // signed in once from an address of its own
    const home = nextIp();
    expect((await signIn(t.app, b.email, PASSWORD, home)).res.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await signIn(t.app, b.email, 'Wrong-Password-1', nextIp())).res.statusCode);
    }
    // Ten free failures, then one attempt per (doubling) delay for addresses the account never used.
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(401));
    const held = await signIn(t.app, b.email, 'Wrong-Password-1', nextIp());
    expect(held.res.statusCode).toBe(429);
    expect(Number(held.res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(held.res.headers['retry-after'])).toBeLessThanOrEqual(2);
    // The owner at a known address is never held back, even during the guessing.
    expect((await signIn(t.app, b.email, PASSWORD, home)).res.statusCode).toBe(200);
  });

  it('stops one address guessing one account after 5 attempts, leaving other addresses alone', async () => {
    const b = await buyer(t.app);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn(t.app, b.email, 'Wrong-Password-1', ip)).res.statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(t.app, b.email, PASSWORD, nextIp())).res.statusCode).toBe(200);
  });

  it('limits reset requests per e-mail address', async () => {
    const email = uniqueEmail('reset');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(t.app, 'POST', '/api/auth/request-password-reset', {
        body: { email },
        ip: nextIp(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits sign-ups per client address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signUp(t.app, {}, ip)).res.statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('cookies on an https site', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({}, { PUBLIC_URL: 'https://granite.example' });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const { email } = await signUp(secure.app);
    await verifyEmail(secure.app, email);
    const { res } = await signIn(secure.app, email);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name.endsWith('granite.session_token'))!;
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
    expect((await call(secure.app, 'GET', '/api/v1/me', { cookie: cookieOf(res) })).statusCode).toBe(200);
  });
});
