// D40: each account keeps its language: chosen with PUT /me/language, taken from the storefront's
// `lang` cookie at sign-up, shown on the session; the account's e-mails and notifications follow it.
import { randomUUID } from 'node:crypto';
import { indiaDay } from '@granite/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, products, user } from '../../db/schema';
import {
  admin,
  buyer,
  call,
  lastMailTo,
  linkIn,
  manufacturer,
  nextIp,
  PASSWORD,
  pathOf,
  uniqueEmail,
} from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const stored = async (userId: string) =>
  (await t.app.deps.db.select({ language: user.language }).from(user).where(eq(user.id, userId)))[0]!
    .language;

describe(`the account's language (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('starts in English, changes with PUT /me/language and shows on the session and /me', async () => {
    const b = await buyer(t.app);
    const before = await call(t.app, 'GET', '/api/v1/session', { cookie: b.cookie });
    expect(before.json().session.user.language).toBe('en');

    const changed = await call(t.app, 'PUT', '/api/v1/me/language', {
      cookie: b.cookie,
      body: { language: 'hi' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.language).toBe('hi');
    expect(await stored(b.userId)).toBe('hi');
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: b.cookie });
    expect(me.json().user.language).toBe('hi');

    const back = await call(t.app, 'PUT', '/api/v1/me/language', {
      cookie: b.cookie,
      body: { language: 'en' },
    });
    expect(back.json().user.language).toBe('en');
    expect(await stored(b.userId)).toBe('en');
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['an upper-case code', { language: 'HI' }],
    ['no language', {}],
    ['a number', { language: 1 }],
    ['another field beside it', { language: 'hi', role: 'admin' }],
  ])('refuses %s with 400 naming the field, and keeps the language', async (_label, body) => {
    const b = await buyer(t.app);
    const res = await call(t.app, 'PUT', '/api/v1/me/language', { cookie: b.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_data');
    const fields = Object.keys(res.json().error.fields ?? {});
    expect(fields.length).toBeGreaterThan(0);
    if (!('role' in body)) expect(fields).toContain('language');
    expect(await stored(b.userId)).toBe('en');
  });

  it('answers 401 when signed out', async () => {
    const res = await call(t.app, 'PUT', '/api/v1/me/language', { body: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
  });

  it('gives a new account the language of the lang cookie, and English without one', async () => {
    const hindi = uniqueEmail('hindi');
    const signedUp = await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Ramesh Kumar', email: hindi, password: PASSWORD },
      ip: nextIp(),
      headers: { cookie: 'theme=light; lang=hi' },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const [row] = await t.app.deps.db.select().from(user).where(eq(user.email, hindi));
    expect(row!.language).toBe('hi');
    const mail = (await lastMailTo(t.app, hindi))!;
    expect(mail.template).toBe('verify_email');
    expect(mail.subject).toBe('अपना ई-मेल पता पक्का करें');
    expect(mail.textBody).toContain('नमस्ते Ramesh Kumar,');
    expect(mail.textBody).toContain('ई-मेल पता पक्का करें: http');
    // After verifying, the link lands on the Hindi sign-in page.
    expect(decodeURIComponent(mail.textBody)).toContain('callbackURL=/hi/login?verified=1');

    for (const cookie of [undefined, 'lang=fr']) {
      const email = uniqueEmail('english');
      await call(t.app, 'POST', '/api/auth/sign-up/email', {
        body: { name: 'Asha Rao', email, password: PASSWORD },
        ip: nextIp(),
        ...(cookie ? { headers: { cookie } } : {}),
      });
      const [english] = await t.app.deps.db.select().from(user).where(eq(user.email, email));
      expect(english!.language).toBe('en');
      expect((await lastMailTo(t.app, email))!.subject).toBe('Verify your e-mail address');
    }
  });

  it("sends a Hindi sign-up's verification link to the Hindi page the form named, an English one's to the English page", async () => {
    // The sign-up and manufacturer forms name their page (/login?verified=1, /vendor/login?verified=1).
    const cases = [
      { cookie: 'lang=hi', callbackURL: '/login?verified=1', lands: '/hi/login?verified=1' },
      { cookie: 'lang=hi', callbackURL: '/vendor/login?verified=1', lands: '/hi/vendor/login?verified=1' },
      { cookie: 'lang=hi', callbackURL: '/hi/login?verified=1', lands: '/hi/login?verified=1' },
      { cookie: 'lang=en', callbackURL: '/login?verified=1', lands: '/login?verified=1' },
    ];
    for (const { cookie, callbackURL, lands } of cases) {
      const email = uniqueEmail('landing');
      const signedUp = await call(t.app, 'POST', '/api/auth/sign-up/email', {
        body: { name: 'Ramesh Kumar', email, password: PASSWORD, callbackURL },
        ip: nextIp(),
        headers: { cookie },
      });
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      const link = linkIn((await lastMailTo(t.app, email))!.textBody);
      expect(new URL(link).searchParams.get('callbackURL'), `${cookie} ${callbackURL}`).toBe(lands);
      // Following the link verifies the address and lands on that page.
      const verified = await call(t.app, 'GET', pathOf(link));
      expect(verified.statusCode).toBe(302);
      expect(verified.headers.location).toBe(lands);
    }
  });

  it("sends a Hindi account's password reset link to the Hindi reset page", async () => {
    const b = await buyer(t.app);
    await call(t.app, 'PUT', '/api/v1/me/language', { cookie: b.cookie, body: { language: 'hi' } });
    await call(t.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: b.email, redirectTo: '/reset-password' },
      ip: nextIp(),
    });
    const opened = await call(t.app, 'GET', pathOf(linkIn((await lastMailTo(t.app, b.email))!.textBody)));
    expect(opened.statusCode).toBe(302);
    expect(new URL(opened.headers.location as string, t.config.publicUrl).pathname).toBe(
      '/hi/reset-password',
    );
  });
});

describe(`a reply reaches the buyer in the buyer's language (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes the Hindi buyer a Hindi e-mail and bell item, the English buyer the same words as before', async () => {
    const categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
    const a = await admin(t.app);
    const m = await manufacturer(t.app, { registered: true });
    const [p] = await t.app.deps.db
      .insert(products)
      .values({
        name: `Absolute Black ${randomUUID().slice(0, 6)}`,
        pricePaise: 20000,
        vendorId: m.vendorId,
        categoryId,
      })
      .returning({ id: products.id });
    const validUntil = indiaDay(new Date(Date.now() + 10 * 86_400_000));
    const api = (method: 'POST' | 'PUT', url: string, who: { cookie: string }, body?: unknown) =>
      call(t.app, method, `/api/v1${url}`, { cookie: who.cookie, body: body ?? {}, ip: nextIp() });

    async function replyTo(language: 'en' | 'hi') {
      const b = await buyer(t.app, { name: language === 'hi' ? 'Suresh Jain' : 'Meera Iyer' });
      expect((await api('PUT', '/me/language', b, { language })).statusCode).toBe(200);
      const asked = await api('POST', '/quote-requests', b, {
        productId: p!.id,
        customerName: language === 'hi' ? 'Suresh Jain' : 'Meera Iyer',
        mobileNumber: '9845012345',
        quantitySqft: 1000,
        deliveryCity: 'Jaipur',
        deliveryPin: '302001',
        materialQuality: 'Premium',
        productType: 'Slabs',
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().requests[0].id as number;
      expect((await api('POST', `/admin/quote-requests/${id}/forward`, a)).statusCode).toBe(200);
      const replied = await api('POST', `/vendor/quote-requests/${id}/replies`, m, {
        price: 180,
        gstRate: 18,
        freight: 12000,
        leadTimeDays: 14,
        validUntil,
        message: 'Mirror polish, 18 mm',
      });
      expect(replied.statusCode, replied.body).toBe(201);
      const [mail] = await t.app.deps.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, b.email.toLowerCase()))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const [bell] = await t.app.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, b.userId))
        .orderBy(desc(notifications.id))
        .limit(1)
        // ADR 019: the bell as this buyer reads it, in their language.
        .then((rows) => asRead(rows, language));
      return { mail: mail!, bell: bell!, id };
    }

    const hindi = await replyTo('hi');
    expect(hindi.mail.template).toBe('notify_quote_replied');
    expect(hindi.mail.subject).toBe('Vikram Granites ने आपकी कोटेशन मांग का जवाब दिया');
    expect(hindi.mail.textBody).toContain('नमस्ते Suresh Jain,');
    expect(hindi.mail.textBody).toContain('₹180 प्रति वर्ग फुट');
    expect(hindi.mail.textBody).toContain('भाड़ा ₹12,000,');
    expect(hindi.mail.textBody).toContain('14 दिन में तैयार');
    // The manufacturer's message is shown as written, under a Hindi label.
    expect(hindi.mail.textBody).toContain('संदेश: “Mirror polish, 18 mm”');
    expect(hindi.mail.textBody).toMatch(
      /\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4} तक मान्य/,
    );
    expect(hindi.mail.textBody).toContain(`/hi/dashboard?tab=quotes&request=${hindi.id}`);
    expect(hindi.mail.textBody).toContain('/hi/unsubscribe?token=');
    expect(hindi.mail.textBody).toContain('ये ई-मेल बंद करें: http');
    expect(hindi.mail.htmlBody).toContain('>खोलें</a>');
    expect(hindi.bell.title).toBe(hindi.mail.subject);
    expect(hindi.bell.link).toBe(`/dashboard?tab=quotes&request=${hindi.id}`);

    const english = await replyTo('en');
    expect(english.mail.subject).toBe('Vikram Granites replied to your quote request');
    expect(english.mail.textBody).toContain('Hello Meera Iyer,');
    expect(english.mail.textBody).toMatch(
      /: ₹180 per sq\.ft \+ (18% GST|IGST 18%|CGST 9% \+ SGST 9%), freight ₹12,000, landed total ₹[\d,.]+, 14 days lead time, valid until \d{1,2} \w{3} \d{4}\. Message: “Mirror polish, 18 mm”/,
    );
    expect(english.mail.textBody).toContain(`/dashboard?tab=quotes&request=${english.id}`);
    expect(english.mail.textBody).not.toContain('/hi/');
    expect(english.mail.textBody).toMatch(/Stop these e-mails: http\S+\/unsubscribe\?token=/);
  });
});
