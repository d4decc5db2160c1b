// ADR 019: preferences per event and channel. The grid is read and changed through the API; a notice
// and a saved search's alert (an e-mail that used to be queued outside notify) honour it; the
// account's transactional e-mails cannot be turned off.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationPreferences, products, user } from '../../db/schema';
import { msg } from '../../lib/i18n';
import { buyer, call } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { ALERT_LIMITS, runSavedSearchAlerts } from '../alerts/alerts.service';
import { notify, sendDigests } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PREFS = '/api/v1/me/notification-preferences';
const choose = (cookie: string, body: unknown) => call(t.app, 'PUT', PREFS, { cookie, body });
const mailsTo = (email: string, template: string) =>
  t.app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), like(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id));
const bellOf = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/v1/me/notifications', { cookie })).json() as {
    items: { kind: string; title: string }[];
    unreadCount: number;
  };
const expired = (product: string) => ({
  kind: 'reply_expired',
  title: msg('A quote for {product} has expired', { product }),
  body: 'x',
  link: '/dashboard',
});

describe(`notification preferences per event and channel (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers the grid with every channel on and the account row required; refuses turning it off, naming the field', async () => {
    const b = await buyer(t.app);
    const prefs = (await call(t.app, 'GET', PREFS, { cookie: b.cookie })).json();
    expect(prefs.emailMode).toBe('immediate');
    expect(prefs.channels).toContainEqual({ event: 'quotes', bell: true, email: true, required: false });
    expect(prefs.channels).toContainEqual({ event: 'account', bell: true, email: true, required: true });

    const refused = await choose(b.cookie, {
      channels: [
        { event: 'quotes', channel: 'email', enabled: false },
        { event: 'account', channel: 'email', enabled: false },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty(['channels.1.enabled']);
    // Nothing half-written: the quotes cell of the same request is unchanged.
    const after = (await call(t.app, 'GET', PREFS, { cookie: b.cookie })).json();
    expect(after.channels).toContainEqual({ event: 'quotes', bell: true, email: true, required: false });

    const unknown = await choose(b.cookie, {
      channels: [{ event: 'weather', channel: 'email', enabled: false }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty(['channels.0.event']);
  });

  it('a notice follows its event: e-mail off keeps the bell item, bell off keeps the e-mail', async () => {
    const b = await buyer(t.app);
    const off = await choose(b.cookie, { channels: [{ event: 'quotes', channel: 'email', enabled: false }] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().channels).toContainEqual({
      event: 'quotes',
      bell: true,
      email: false,
      required: false,
    });

    await notify(t.app.deps, { userId: b.userId, ...expired('Kashmir White') });
    expect(await mailsTo(b.email, 'notify_%')).toHaveLength(0);
    expect((await bellOf(b.cookie)).items.map((i) => i.title)).toEqual([
      'A quote for Kashmir White has expired',
    ]);
    // An order's notice is another event: still e-mailed.
    await notify(t.app.deps, { userId: b.userId, kind: 'order_shipped', title: 'Shipped', body: 'x' });
    expect(await mailsTo(b.email, 'notify_order_shipped')).toHaveLength(1);

    await choose(b.cookie, {
      channels: [
        { event: 'quotes', channel: 'email', enabled: true },
        { event: 'quotes', channel: 'bell', enabled: false },
      ],
    });
    await notify(t.app.deps, { userId: b.userId, ...expired('Tan Brown') });
    expect(await mailsTo(b.email, 'notify_reply_expired')).toHaveLength(1);
    const bell = await bellOf(b.cookie);
    expect(bell.items.map((i) => i.title)).not.toContain('A quote for Tan Brown has expired');
    expect(bell.unreadCount).toBe(2);
  });

  it('a notice whose bell is off still reaches the daily digest', async () => {
    const b = await buyer(t.app);
    await choose(b.cookie, {
      emailMode: 'digest',
      channels: [{ event: 'quotes', channel: 'bell', enabled: false }],
    });
    await notify(t.app.deps, { userId: b.userId, ...expired('Steel Grey') });
    expect((await bellOf(b.cookie)).items).toHaveLength(0);
    await sendDigests(t.app.deps, new Date(Date.now() + 60_000));
    const [digest] = await mailsTo(b.email, 'notify_digest');
    expect(digest?.textBody).toContain('A quote for Steel Grey has expired');
  });

  it('a saved search’s alert, once mailed outside notify, honours the alerts e-mail choice and keeps its bell item', async () => {
    const cat = await seedMiniCatalogue(t.app.deps.db);
    const b = await buyer(t.app);
    const url = `/category/${cat.categoryIds.black}?quality=Premium`;
    const saved = await call(t.app, 'POST', '/api/v1/me/saved-searches', {
      cookie: b.cookie,
      body: { name: 'Premium black', url, frequency: 'immediately' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await choose(b.cookie, { channels: [{ event: 'alerts', channel: 'email', enabled: false }] });
    await t.app.deps.db.insert(products).values({
      name: 'Preference Black',
      pricePaise: 30_000,
      vendorId: cat.vendorIds.ongole,
      categoryId: cat.categoryIds.black,
      materialQuality: 'Premium',
    });
    await runSavedSearchAlerts(t.app.deps, new Date(Date.now() + 3_600_000), {
      ...ALERT_LIMITS,
      settleMs: 0,
    });
    expect(await mailsTo(b.email, 'notify_saved_search')).toHaveLength(0);
    const bell = await bellOf(b.cookie);
    expect(bell.items.map((i) => i.title)).toEqual(['Premium black: 1 new product']);
  });

  it('renders the bell when it is read: a reader who changes language reads the same items in the new one', async () => {
    const b = await buyer(t.app);
    await notify(t.app.deps, { userId: b.userId, ...expired('Black Galaxy') });
    expect((await bellOf(b.cookie)).items[0]!.title).toBe('A quote for Black Galaxy has expired');
    await t.app.deps.db.update(user).set({ language: 'hi' }).where(eq(user.id, b.userId));
    expect((await bellOf(b.cookie)).items[0]!.title).toBe('Black Galaxy के एक कोटेशन की मान्य तारीख निकल गई');
  });

  it('a new e-mail mode still makes a new unsubscribe token (D17)', async () => {
    const b = await buyer(t.app);
    await choose(b.cookie, { emailMode: 'digest' });
    const token = async () =>
      (
        await t.app.deps.db
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, b.userId))
      )[0]!.unsubscribeToken;
    const first = await token();
    await choose(b.cookie, { channels: [{ event: 'samples', channel: 'bell', enabled: false }] });
    expect(await token()).toBe(first);
    await choose(b.cookie, { emailMode: 'immediate' });
    expect(await token()).not.toBe(first);
  });
});
