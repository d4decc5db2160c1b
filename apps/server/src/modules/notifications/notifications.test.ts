import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationPreferences, notifications, vendors } from '../../db/schema';
import { admin, buyer, call, pathOf } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { notify, notifyAdmins, notifyManufacturer } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const mailsTo = (email: string) =>
  t.app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id));

const notifyMail = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.template.startsWith('notify_'));

const links = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe(`notifications (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes the in-app row and an immediate e-mail with a working absolute link and an unsubscribe link', async () => {
    const b = await buyer(t.app);
    await notify(t.app.deps, {
      userId: b.userId,
      kind: 'reply_received',
      title: 'Ongole Stone Co replied to your quote request',
      body: '₹120 per sq.ft, valid until 30 Nov.',
      link: '/dashboard?tab=quotes',
    });
    const [row] = await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, b.userId));
    expect(row).toMatchObject({ kind: 'reply_received', link: '/dashboard?tab=quotes', readAt: null });
    expect(row!.emailedAt).not.toBeNull();

    const [mail] = await notifyMail(b.email);
    expect(mail).toMatchObject({
      template: 'notify_reply_received',
      subject: 'Ongole Stone Co replied to your quote request',
    });
    const [open, unsubscribe] = links(mail!.textBody);
    expect(open).toBe('http://localhost:3000/dashboard?tab=quotes');
    expect(unsubscribe).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=[A-Za-z0-9_-]+$/);
    expect(mail!.htmlBody).toContain('href="http://localhost:3000/dashboard?tab=quotes"');

    // The page of the unsubscribe link reads it with its token (changing nothing: mail scanners open
    // links), and its button POSTs it; no session needed.
    const token = new URL(unsubscribe!).searchParams.get('token')!;
    const seen = await call(t.app, 'GET', `/api/v1/notifications/unsubscribe?token=${token}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      emailMode: 'immediate',
      email: expect.stringMatching(/^b\*\*\*@example\.com$/),
    });
    expect(
      (await call(t.app, 'GET', '/api/v1/me/notification-preferences', { cookie: b.cookie })).json(),
    ).toMatchObject({ emailMode: 'immediate' });
    const res = await call(t.app, 'POST', '/api/v1/notifications/unsubscribe', { body: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emailMode: 'off', email: expect.stringMatching(/^b\*\*\*@example\.com$/) });
    expect(pathOf(unsubscribe!)).toBe(`/unsubscribe?token=${token}`);

    // After unsubscribing: the bell still gets it, the inbox does not.
    await notify(t.app.deps, {
      userId: b.userId,
      kind: 'order_shipped',
      title: 'Shipped',
      body: 'On its way.',
    });
    expect(await notifyMail(b.email)).toHaveLength(1);
    const prefs = await call(t.app, 'GET', '/api/v1/me/notification-preferences', { cookie: b.cookie });
    expect(prefs.json().emailMode).toBe('off');
    const list = await call(t.app, 'GET', '/api/v1/me/notifications', { cookie: b.cookie });
    expect(list.json().items.map((n: { title: string }) => n.title)).toEqual([
      'Shipped',
      'Ongole Stone Co replied to your quote request',
    ]);
  });

  it('refuses an unknown or malformed unsubscribe token', async () => {
    const unknown = await call(t.app, 'GET', `/api/v1/notifications/unsubscribe?token=${'x'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    const unknownPost = await call(t.app, 'POST', '/api/v1/notifications/unsubscribe', {
      body: { token: 'x'.repeat(32) },
    });
    expect(unknownPost.statusCode).toBe(404);
    const bad = await call(t.app, 'GET', '/api/v1/notifications/unsubscribe?token=<script>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('token');
  });

  it('a new unsubscribe token with every preference change: an old link no longer unsubscribes after e-mails are turned back on', async () => {
    const b = await buyer(t.app);
    const tokenOf = async () =>
      (
        await t.app.deps.db
          .select({ token: notificationPreferences.unsubscribeToken })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, b.userId))
      )[0]!.token;
    await notify(t.app.deps, { userId: b.userId, kind: 'test', title: 'First', body: 'x' });
    const old = await tokenOf();
    expect(
      (await call(t.app, 'POST', '/api/v1/notifications/unsubscribe', { body: { token: old } })).statusCode,
    ).toBe(200);
    // Pressing the same link again is harmless.
    expect(
      (await call(t.app, 'POST', '/api/v1/notifications/unsubscribe', { body: { token: old } })).statusCode,
    ).toBe(200);

    const back = await call(t.app, 'PUT', '/api/v1/me/notification-preferences', {
      cookie: b.cookie,
      body: { emailMode: 'immediate' },
    });
    expect(back.statusCode, back.body).toBe(200);
    const current = await tokenOf();
    expect(current).not.toBe(old);
    for (const res of [
      await call(t.app, 'POST', '/api/v1/notifications/unsubscribe', { body: { token: old } }),
      await call(t.app, 'GET', `/api/v1/notifications/unsubscribe?token=${old}`),
      await t.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${old}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      }),
    ])
      expect(res.statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/v1/me/notification-preferences', { cookie: b.cookie })).json(),
    ).toMatchObject({ emailMode: 'immediate' });
    // The next e-mail carries the new token.
    await notify(t.app.deps, { userId: b.userId, kind: 'test', title: 'Second', body: 'y' });
    const [mail] = await notifyMail(b.email);
    expect(mail!.textBody).toContain(`/unsubscribe?token=${current}`);
  });

  it('one-click unsubscribe (RFC 8058): a mail provider POSTs from its own servers, no session or CSRF token, only the exact token', async () => {
    const b = await buyer(t.app);
    await notify(t.app.deps, { userId: b.userId, kind: 'test', title: 'Hello', body: 'x' });
    const [mail] = await notifyMail(b.email);
    const url = new URL(links(mail!.textBody).at(-1)!);
    const token = url.searchParams.get('token')!;
    const oneClick = (path: string, headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: path, headers, payload });
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };

    // Another token, a near miss, or a POST without the one-click body changes nothing.
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await oneClick(`/unsubscribe?token=${nearMiss}`, urlencoded, 'List-Unsubscribe=One-Click')).statusCode,
    ).toBe(404);
    expect((await oneClick(`/unsubscribe?token=${token}`, urlencoded, 'hello=1')).statusCode).toBe(400);
    expect(
      (await call(t.app, 'GET', '/api/v1/me/notification-preferences', { cookie: b.cookie })).json(),
    ).toMatchObject({ emailMode: 'immediate' });

    // From the provider's servers: a foreign Origin (or none), no cookie; the origin policy lets it through.
    const res = await oneClick(
      `${url.pathname}${url.search}`,
      { ...urlencoded, origin: 'https://mail.provider.example' },
      'List-Unsubscribe=One-Click',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/v1/me/notification-preferences', { cookie: b.cookie })).json(),
    ).toMatchObject({ emailMode: 'off' });
    // The multipart form of the same body (RFC 8058 prefers it) works too.
    const boundary = 'x-boundary';
    const multipart = await oneClick(
      `/unsubscribe?token=${token}`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    );
    expect(multipart.statusCode, multipart.body).toBe(200);
    // A Hindi reader's e-mail names the Hindi page; the provider's POST there works the same (D40).
    const hindi = await oneClick(
      `/hi/unsubscribe?token=${token}`,
      { ...urlencoded, origin: 'https://mail.provider.example' },
      'List-Unsubscribe=One-Click',
    );
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(
      (await oneClick(`/hi/unsubscribe?token=${nearMiss}`, urlencoded, 'List-Unsubscribe=One-Click'))
        .statusCode,
    ).toBe(404);
    // The API's own POST keeps the site's origin policy.
    const foreign = await call(t.app, 'POST', '/api/v1/notifications/unsubscribe', {
      body: { token },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps only site paths as links (no open redirect through a notification)', async () => {
    const b = await buyer(t.app);
    await notify(t.app.deps, {
      userId: b.userId,
      kind: 'test',
      title: 'Odd link',
      body: 'x',
      link: '//evil.example/phish',
    });
    const [row] = await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, b.userId));
    expect(row!.link).toBeNull();
    const [mail] = await notifyMail(b.email);
    expect(mail!.textBody).not.toContain('evil.example');
  });

  it('lists newest first with the unread count, marks one and all read, and hides other users’ rows', async () => {
    const b = await buyer(t.app);
    const other = await buyer(t.app);
    for (const title of ['First', 'Second', 'Third']) {
      await notify(t.app.deps, { userId: b.userId, kind: 'test', title, body: title });
    }
    const count = await call(t.app, 'GET', '/api/v1/me/notifications/unread-count', { cookie: b.cookie });
    expect(count.json()).toEqual({ unreadCount: 3 });

    const page = await call(t.app, 'GET', '/api/v1/me/notifications?pageSize=2', { cookie: b.cookie });
    const body = page.json();
    expect(body).toMatchObject({ total: 3, totalPages: 2, unreadCount: 3 });
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second']);

    const id = body.items[0].id;
    const stranger = await call(t.app, 'POST', `/api/v1/me/notifications/${id}/read`, {
      cookie: other.cookie,
      body: {},
    });
    expect(stranger.statusCode).toBe(404);
    const read = await call(t.app, 'POST', `/api/v1/me/notifications/${id}/read`, {
      cookie: b.cookie,
      body: {},
    });
    expect(read.json()).toEqual({ updated: 1, unreadCount: 2 });
    const again = await call(t.app, 'POST', `/api/v1/me/notifications/${id}/read`, {
      cookie: b.cookie,
      body: {},
    });
    expect(again.json()).toEqual({ updated: 0, unreadCount: 2 });

    const unread = await call(t.app, 'GET', '/api/v1/me/notifications?unread=true', { cookie: b.cookie });
    expect(unread.json().items.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);

    const all = await call(t.app, 'POST', '/api/v1/me/notifications/read-all', {
      cookie: b.cookie,
      body: {},
    });
    expect(all.json()).toEqual({ updated: 2, unreadCount: 0 });
    const otherCount = await call(t.app, 'GET', '/api/v1/me/notifications/unread-count', {
      cookie: other.cookie,
    });
    expect(otherCount.json()).toEqual({ unreadCount: 0 });
    expect((await call(t.app, 'GET', '/api/v1/me/notifications')).statusCode).toBe(401);
  });

  it('stores the e-mail preference; digest and off send no immediate e-mail; bad modes are refused', async () => {
    const b = await buyer(t.app);
    const initial = await call(t.app, 'GET', '/api/v1/me/notification-preferences', { cookie: b.cookie });
    expect(initial.json().emailMode).toBe('immediate');

    const bad = await call(t.app, 'PUT', '/api/v1/me/notification-preferences', {
      cookie: b.cookie,
      body: { emailMode: 'weekly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('emailMode');

    const put = await call(t.app, 'PUT', '/api/v1/me/notification-preferences', {
      cookie: b.cookie,
      body: { emailMode: 'digest' },
    });
    expect(put.json().emailMode).toBe('digest');
    await notify(t.app.deps, { userId: b.userId, kind: 'test', title: 'Queued for digest', body: 'x' });
    expect(await notifyMail(b.email)).toHaveLength(0);
    const [row] = await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, b.userId));
    expect(row!.emailedAt).toBeNull();

    const [prefs] = await t.app.deps.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, b.userId));
    expect(prefs!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('notifies a manufacturer’s owner and every active administrator', async () => {
    const b = await buyer(t.app);
    const [v] = await t.app.deps.db
      .insert(vendors)
      .values({ ownerUserId: b.userId, businessName: 'Owner Granites', ownerName: 'O', email: b.email })
      .returning({ id: vendors.id });
    await notifyManufacturer(t.app.deps, v!.id, { kind: 'quote_forwarded', title: 'New request', body: 'x' });
    const rows = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'quote_forwarded')));
    expect(rows).toHaveLength(1);

    const a = await admin(t.app);
    await notifyAdmins(t.app.deps, { kind: 'quote_submitted', title: 'New quote request', body: 'x' });
    const adminRows = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.userId));
    expect(adminRows).toHaveLength(1);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const b = await buyer(t.app);
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await notify(
          { ...t.app.deps, db: tx },
          { userId: b.userId, kind: 'test', title: 'Rolled back', body: 'x' },
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await notifyMail(b.email)).toHaveLength(0);
    const rows = await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, b.userId));
    expect(rows).toHaveLength(0);
  });
});
