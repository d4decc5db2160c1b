// D31: a signed-out visitor's quote request. It waits 'unconfirmed', seen by nobody else and announced
// to nobody, until the mailed link is opened; the link then confirms it (announced as a signed-in
// buyer's request is), shows the manufacturers' replies masked before acceptance (D30), and sets a
// password that makes an account holding the requests.
import { randomUUID } from 'node:crypto';
import { CONTACT_MASKS, indiaDay, type VisitorQuoteLink } from '@granite/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, products, quoteRequests, rateLimit } from '../../db/schema';
import { loggerOptions, redactUrl } from '../../logger';
import {
  admin,
  buyer,
  call,
  lastMailTo,
  linkIn,
  manufacturer,
  nextIp,
  PASSWORD,
  signIn,
} from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { closeUnconfirmedRequests } from './schedule.service';

let t: TestApp;
let categoryId: number;
let anAdmin: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  anAdmin = await admin(t.app);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const form = {
  customerName: 'Meera Iyer',
  mobileNumber: '+91 98450 12345',
  quantitySqft: 1000,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  materialQuality: 'Premium',
  productType: 'Slabs',
};

async function maker() {
  const m = await manufacturer(t.app, { registered: true });
  const [p] = await t.app.deps.db
    .insert(products)
    .values({ name: `Slab ${randomUUID().slice(0, 6)}`, pricePaise: 20000, vendorId: m.vendorId, categoryId })
    .returning({ id: products.id });
  return { ...m, productId: p!.id };
}

/** A visitor's request; answers its id, the address and the token read from the mailed link. */
async function visitorAsks(productIds: number[]) {
  const email = `visitor-${randomUUID()}@example.com`;
  const res =
    productIds.length === 1
      ? await api('POST', '/quote-requests', undefined, { ...form, email, productId: productIds[0] })
      : await api('POST', '/quote-requests/multi', undefined, { ...form, email, productIds });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await lastMailTo(t.app, email);
  expect(mail?.subject).toBe('Confirm your quote request');
  const link = linkIn(mail!.textBody);
  const token = /\/quote-links\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
  expect(token, link).toBeDefined();
  return { ids: res.json().requests.map((r: { id: number }) => r.id) as number[], email, token: token! };
}

const noticesAbout = async (requestId: number) =>
  (
    await t.app.deps.db
      .select()
      .from(notifications)
      .then((rows) => asRead(rows))
  ).filter((n) => n.link?.includes(String(requestId)));

const setAutoForward = async (on: boolean) => {
  const { version } = (await api('GET', '/admin/quote-requests/auto-forward', anAdmin)).json();
  expect(
    (await api('PUT', '/admin/quote-requests/auto-forward', anAdmin, { autoForward: on, version }))
      .statusCode,
  ).toBe(200);
};

describe(`a signed-out visitor's quote request, D31 (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('waits unconfirmed: stored with the hash of the mailed token only, seen by no admin or manufacturer, announced to nobody', async () => {
    const m = await maker();
    const { ids, token } = await visitorAsks([m.productId]);
    const id = ids[0]!;
    const [row] = await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row).toMatchObject({ status: 'unconfirmed', userId: null, forwardedAt: null });
    expect(row!.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.accessTokenHash).not.toContain(token);

    expect((await api('GET', `/admin/quote-requests/${id}`, anAdmin)).statusCode).toBe(404);
    const adminList = await api('GET', '/admin/quote-requests?pageSize=100', anAdmin);
    expect(adminList.json().items.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await api('GET', `/vendor/quote-requests/${id}`, m)).statusCode).toBe(404);
    const inbox = await api('GET', '/vendor/quote-requests', m);
    expect(inbox.json().items).toHaveLength(0);
    expect(await noticesAbout(id)).toHaveLength(0);

    const link = await api('GET', `/quote-links/${token}`);
    expect(link.statusCode).toBe(200);
    expect(link.headers['cache-control']).toBe('no-store');
    const view = link.json() as VisitorQuoteLink;
    expect(view.confirmed).toBe(false);
    expect(view.items.map((i) => [i.request.id, i.request.status])).toEqual([[id, 'unconfirmed']]);
  });

  it('confirming by the link makes the requests pending and tells the admins once; a wrong link is 404', async () => {
    const m = await maker();
    const other = await maker();
    const { ids, token } = await visitorAsks([m.productId, other.productId]);
    const confirmed = await api('POST', `/quote-links/${token}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const view = confirmed.json() as VisitorQuoteLink;
    expect(view.confirmed).toBe(true);
    expect(view.items.map((i) => i.request.status)).toEqual(['pending', 'pending']);
    const rows = await t.app.deps.db.select().from(quoteRequests).where(inArray(quoteRequests.id, ids));
    expect(rows.every((r) => r.emailConfirmedAt !== null && r.forwardedAt === null)).toBe(true);
    const told = await noticesAbout(ids[0]!);
    expect(told.map((n) => [n.userId, n.kind])).toContainEqual([anAdmin.userId, 'quote_submitted']);
    expect((await api('GET', `/admin/quote-requests/${ids[0]}`, anAdmin)).statusCode).toBe(200);

    // Opening the link again (or twice at once) changes nothing and tells nobody again.
    const again = await Promise.all([
      api('POST', `/quote-links/${token}/confirm`),
      api('POST', `/quote-links/${token}/confirm`),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await noticesAbout(ids[0]!)).toHaveLength(told.length);

    const wrong = 'A'.repeat(43);
    expect((await api('GET', `/quote-links/${wrong}`)).statusCode).toBe(404);
    expect((await api('POST', `/quote-links/${wrong}/confirm`)).statusCode).toBe(404);
    const malformed = await api('GET', '/quote-links/not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('token');
  });

  it('while auto-forward is on, confirming forwards the request and tells its manufacturer', async () => {
    const m = await maker();
    const { ids, token } = await visitorAsks([m.productId]);
    await setAutoForward(true);
    try {
      expect(await noticesAbout(ids[0]!)).toHaveLength(0);
      const view = (await api('POST', `/quote-links/${token}/confirm`)).json() as VisitorQuoteLink;
      expect(view.items[0]!.request.status).toBe('forwarded');
      const told = await noticesAbout(ids[0]!);
      expect(told.map((n) => [n.userId, n.kind])).toEqual([[m.userId, 'quote_forwarded']]);
      expect((await api('GET', `/vendor/quote-requests/${ids[0]}`, m)).statusCode).toBe(200);
    } finally {
      await setAutoForward(false);
    }
  });

  it("following shows the manufacturer's reply with price, landed total and message, masked before acceptance; the visitor is told by e-mail", async () => {
    const m = await maker();
    const { ids, email, token } = await visitorAsks([m.productId]);
    await api('POST', `/quote-links/${token}/confirm`);
    expect((await api('POST', `/admin/quote-requests/${ids[0]}/forward`, anAdmin)).statusCode).toBe(200);
    const reply = await api('POST', `/vendor/quote-requests/${ids[0]}/replies`, m, {
      price: 180,
      gstRate: 18,
      freight: 12000,
      leadTimeDays: 14,
      validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
      message: 'Polished 18 mm slabs. Call me on 98480 12345 to fix the visit.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const told = await lastMailTo(t.app, email);
    expect(told?.subject).toContain('replied to your quote request');

    const view = (await api('GET', `/quote-links/${token}`)).json() as VisitorQuoteLink;
    const item = view.items[0]!;
    expect(item.request.status).toBe('responded');
    expect(item.replies).toHaveLength(1);
    expect(item.replies[0]).toMatchObject({ pricePaise: 18000, gstRate: 18, freightPaise: 1200000 });
    // 1,000 sq.ft × ₹180 + ₹12,000 freight, 18 % GST on both.
    expect(item.replies[0]!.landed.totalPaise).toBe(Math.round((18000 * 1000 + 1200000) * 1.18));
    expect(item.replies[0]!.message).toContain('Polished 18 mm slabs.');
    expect(item.replies[0]!.message).toContain(CONTACT_MASKS.phone);
    expect(item.replies[0]!.message).not.toContain('98480');
  });

  it('setting a password makes an account that holds the requests; the link then answers 404', async () => {
    const m = await maker();
    const { ids, email, token } = await visitorAsks([m.productId]);
    const weak = await api('POST', `/quote-links/${token}/account`, undefined, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty('password');

    const made = await api('POST', `/quote-links/${token}/account`, undefined, { password: PASSWORD });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({ email });
    const session = await signIn(t.app, email, PASSWORD);
    expect(session.res.statusCode).toBe(200);
    const mine = await api('GET', '/me/quote-requests', session);
    // Setting the password confirmed the address too: the request went ahead.
    expect(mine.json().items.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [ids[0], 'pending'],
    ]);
    const [row] = await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, ids[0]!));
    expect(row!.accessTokenHash).toBeNull();
    expect((await api('GET', `/quote-links/${token}`)).statusCode).toBe(404);
    expect(
      (await api('POST', `/quote-links/${token}/account`, undefined, { password: PASSWORD })).statusCode,
    ).toBe(404);
  });

  it('an address that already has an account is told to sign in (409), and the link keeps working', async () => {
    const m = await maker();
    const existing = await buyer(t.app);
    const res = await api('POST', '/quote-requests', undefined, {
      ...form,
      email: existing.email,
      productId: m.productId,
    });
    expect(res.statusCode).toBe(201);
    const token = /\/quote-links\/([A-Za-z0-9_-]{43})/.exec(
      (await lastMailTo(t.app, existing.email))!.textBody,
    )![1]!;
    const refused = await api('POST', `/quote-links/${token}/account`, undefined, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Sign in');
    expect((await api('GET', `/quote-links/${token}`)).statusCode).toBe(200);
  });

  it('unconfirmed requests older than 7 days are closed by the scheduled work; their link stops working', async () => {
    const m = await maker();
    const old = await visitorAsks([m.productId]);
    const recent = await visitorAsks([m.productId]);
    await t.app.deps.db
      .update(quoteRequests)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(quoteRequests.id, old.ids[0]!));
    expect(await closeUnconfirmedRequests(t.app.deps, new Date())).toBe(1);
    const [closed] = await t.app.deps.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, old.ids[0]!));
    expect(closed).toMatchObject({ status: 'closed', accessTokenHash: null });
    expect((await api('GET', `/quote-links/${old.token}`)).statusCode).toBe(404);
    expect((await api('GET', `/quote-links/${recent.token}`)).json().confirmed).toBe(false);
  });

  it('the request log never shows a link token', () => {
    const token = 'x'.repeat(43);
    expect(redactUrl(`/api/v1/quote-links/${token}/confirm`)).toBe('/api/v1/quote-links/[token]/confirm');
    expect(redactUrl(`/quote-links/${token}?utm=mail`)).toBe('/quote-links/[token]?utm=mail');
    // The request logger's own serializer uses it.
    const options = loggerOptions({ env: 'production', logLevel: 'info' }) as {
      serializers: { req(r: { method: string; url: string }): { url: string } };
    };
    expect(options.serializers.req({ method: 'GET', url: `/api/v1/quote-links/${token}` }).url).not.toContain(
      token,
    );
  });

  it('the confirmation e-mail is queued in the outbox with the request', async () => {
    const m = await maker();
    const { email } = await visitorAsks([m.productId]);
    const rows = await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(rows.map((r) => r.template)).toEqual(['quote_request_confirm']);
  });
});
