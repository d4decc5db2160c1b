// Account fixtures for API tests: sign-up through the real endpoints, the verification link read
// from the mail outbox, sign-in returning the session cookie. Each helper takes a client address so
// tests do not share better-auth's per-IP rate-limit buckets unless they mean to.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mailOutbox, user, vendors } from '../db/schema';
import { ensureAdmin } from '../modules/users/admin-bootstrap';

let ipCounter = 1;
/** A fresh client address per call (10.x.y.z), so per-IP limits do not leak between tests. */
export const nextIp = () => {
  const n = ipCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export type AuthClient = { cookie?: string; ip?: string };

export function cookieOf(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '' && !(c.maxAge !== undefined && c.maxAge <= 0))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  options: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      origin: app.deps.config.publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

export async function lastMailTo(app: FastifyInstance, email: string) {
  const [row] = await app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  return match[0];
}

/** The path (with query) of a link, for app.inject. */
export const pathOf = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

let emailCounter = 1;
export const uniqueEmail = (prefix = 'buyer') => `${prefix}${emailCounter++}.${Date.now()}@example.com`;

export const PASSWORD = 'Granite-Slab-2024';

export async function signUp(
  app: FastifyInstance,
  fields: {
    email?: string;
    password?: string;
    name?: string;
    phone?: string;
    city?: string;
    state?: string;
    country?: string;
  } = {},
  ip = nextIp(),
) {
  const body = { name: 'Asha Rao', email: uniqueEmail(), password: PASSWORD, ...fields };
  const res = await call(app, 'POST', '/api/auth/sign-up/email', { body, ip });
  return { res, email: body.email, password: body.password };
}

export async function verifyEmail(app: FastifyInstance, email: string): Promise<void> {
  const mail = await lastMailTo(app, email);
  if (mail?.template !== 'verify_email') {
    throw new Error(`no verification mail for ${email}`);
  }
  const res = await call(app, 'GET', pathOf(linkIn(mail.textBody)));
  if (res.statusCode !== 302) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD, ip = nextIp()) {
  const res = await call(app, 'POST', '/api/auth/sign-in/email', { body: { email, password }, ip });
  return { res, cookie: cookieOf(res) };
}

/** A verified, signed-in buyer. */
export async function buyer(
  app: FastifyInstance,
  fields: { email?: string; name?: string; country?: string; phone?: string; city?: string } = {},
) {
  const { email, res } = await signUp(app, fields);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  await verifyEmail(app, email);
  const signedIn = await signIn(app, email);
  if (signedIn.res.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.res.body}`);
  const [row] = await app.deps.db.select().from(user).where(eq(user.email, email));
  return { email, cookie: signedIn.cookie, userId: row!.id };
}

/** A signed-in administrator created the D3 way. */
export async function admin(app: FastifyInstance) {
  const email = uniqueEmail('admin');
  await ensureAdmin(app.deps.db, app.auth, { email, password: PASSWORD });
  const { cookie, res } = await signIn(app, email);
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  const [row] = await app.deps.db.select().from(user).where(eq(user.email, email));
  return { email, cookie, userId: row!.id };
}

/** A buyer who owns an active manufacturer (D1 manufacturer). */
/**
 * A manufacturer with its owner's account. With `registered`, a regular GST taxpayer (D34) under a
 * Karnataka GSTIN, which charges GST; without, unregistered (no GSTIN), which charges none.
 */
export async function manufacturer(app: FastifyInstance, options: { registered?: boolean } = {}) {
  const b = await buyer(app, { name: 'Vikram Stone' });
  const [v] = await app.deps.db
    .insert(vendors)
    .values({
      ownerUserId: b.userId,
      businessName: 'Vikram Granites',
      ownerName: 'Vikram Stone',
      email: b.email,
      ...(options.registered && { gstin: '29AABCU9603R1ZJ', gstStatus: 'regular' }),
    })
    .returning({ id: vendors.id });
  return { ...b, vendorId: v!.id };
}
