// D40: a notification is written in its recipient's language when it is made: the bell item, the
// immediate e-mail and the daily digest; administrators' notices stay English.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationPreferences, notifications, products, user } from '../../db/schema';
import { msg } from '../../lib/i18n';
import { admin, buyer, call } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { ALERT_LIMITS, runSavedSearchAlerts } from '../alerts/alerts.service';
import { notify, notifyAdmins, sendDigests } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const speaks = (userId: string, language: 'en' | 'hi') =>
  t.app.deps.db.update(user).set({ language }).where(eq(user.id, userId));
const lastMail = async (email: string) =>
  (
    await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email.toLowerCase()))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0]!;
/** The user's bell rows as they read them (ADR 019: rendered when read, in the reader's language). */
const bell = async (userId: string, language: 'en' | 'hi' = 'en') =>
  asRead(
    await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id)),
    language,
  );

const expired = {
  kind: 'reply_expired',
  title: msg('A quote for {product} has expired', { product: 'Black Galaxy' }),
  body: msg(
    '{days} days have passed since delivery, so receipt is confirmed. You can now review the manufacturer.',
    {
      days: 7,
    },
  ),
  link: '/dashboard?tab=quotes&request=9',
};

describe(`notifications in the recipient's language (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes a Hindi reader’s bell item and e-mail in Hindi with /hi links, an English reader’s in English', async () => {
    const hi = await buyer(t.app, { name: 'Suresh Jain' });
    const en = await buyer(t.app, { name: 'Meera Iyer' });
    await speaks(hi.userId, 'hi');
    await notify(t.app.deps, { userId: hi.userId, ...expired });
    await notify(t.app.deps, { userId: en.userId, ...expired });

    const [hiRow] = await bell(hi.userId, 'hi');
    expect(hiRow!.title).toBe('Black Galaxy के एक कोटेशन की मान्य तारीख निकल गई');
    expect(hiRow!.link).toBe('/dashboard?tab=quotes&request=9');
    const hiMail = await lastMail(hi.email);
    expect(hiMail.subject).toBe(hiRow!.title);
    expect(hiMail.textBody).toContain('नमस्ते Suresh Jain,');
    expect(hiMail.textBody).toContain('डिलीवरी को 7 दिन हो गए');
    expect(hiMail.textBody).toMatch(/खोलें: http\S+\/hi\/dashboard\?tab=quotes&request=9/);
    expect(hiMail.textBody).toMatch(/ये ई-मेल बंद करें: http\S+\/hi\/unsubscribe\?token=/);

    const [enRow] = await bell(en.userId);
    expect(enRow!.title).toBe('A quote for Black Galaxy has expired');
    const enMail = await lastMail(en.email);
    expect(enMail.subject).toBe('A quote for Black Galaxy has expired');
    expect(enMail.textBody).toContain('Hello Meera Iyer,');
    expect(enMail.textBody).toMatch(/Open it: http\S+\/dashboard\?tab=quotes&request=9/);
    expect(enMail.textBody).not.toContain('/hi/');
  });

  it('writes the daily digest in the reader’s language', async () => {
    const hi = await buyer(t.app, { name: 'Suresh Jain' });
    await speaks(hi.userId, 'hi');
    await t.app.deps.db
      .insert(notificationPreferences)
      .values({ userId: hi.userId, emailMode: 'digest', unsubscribeToken: `tok-${hi.userId}` })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailMode: 'digest' } });
    await notify(t.app.deps, { userId: hi.userId, ...expired });
    await notify(t.app.deps, { userId: hi.userId, ...expired, title: 'Written as it was' });
    expect(await sendDigests(t.app.deps, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    const digest = await lastMail(hi.email);
    expect(digest.template).toBe('notify_digest');
    expect(digest.subject).toBe('Granite Marketplace की आपकी रोज़ की खबर: 2 अपडेट');
    expect(digest.textBody).toContain('- Black Galaxy के एक कोटेशन की मान्य तारीख निकल गई');
    expect(digest.textBody).toContain('- Written as it was');
    expect(digest.textBody).toContain('/hi/dashboard?tab=quotes&request=9');
    expect(digest.textBody.trimEnd().split('\n').at(-1)).toMatch(
      /^ये ई-मेल बंद करें: http\S+\/hi\/unsubscribe\?token=/,
    );
  });

  it('keeps administrators’ notices English whatever their account says', async () => {
    const a = await admin(t.app);
    await speaks(a.userId, 'hi');
    await notifyAdmins(t.app.deps, { ...expired, link: '/admin/quote-requests?id=9' });
    const [row] = await bell(a.userId);
    expect(row!.title).toBe('A quote for Black Galaxy has expired');
    const mail = await lastMail(a.email);
    expect(mail.textBody).toContain('Hello ');
    expect(mail.textBody).toMatch(/Open it: http\S+\/admin\/quote-requests\?id=9/);
  });

  it('writes one alert run’s e-mails and bell items each in its reader’s language', async () => {
    const cat = await seedMiniCatalogue(t.app.deps.db);
    const hi = await buyer(t.app, { name: 'Suresh Jain' });
    const en = await buyer(t.app, { name: 'Meera Iyer' });
    await speaks(hi.userId, 'hi');
    const url = `/category/${cat.categoryIds.black}?quality=Export%20Quality`;
    for (const who of [hi, en]) {
      const saved = await call(t.app, 'POST', '/api/v1/me/saved-searches', {
        cookie: who.cookie,
        body: { name: 'Export black', url, frequency: 'immediately' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const [p] = await t.app.deps.db
      .insert(products)
      .values({
        name: 'Alert Export Black',
        pricePaise: 25_000,
        vendorId: cat.vendorIds.ongole,
        categoryId: cat.categoryIds.black,
        materialQuality: 'Export Quality',
      })
      .returning({ id: products.id });
    await runSavedSearchAlerts(t.app.deps, new Date(Date.now() + 3_600_000), {
      ...ALERT_LIMITS,
      settleMs: 0,
    });

    const hiMail = await lastMail(hi.email);
    expect(hiMail.template).toBe('notify_saved_search');
    expect(hiMail.subject).toBe('Export black: 1 नया प्रोडक्ट');
    expect(hiMail.textBody).toContain('नमस्ते Suresh Jain,');
    expect(hiMail.textBody).toContain('नया: Ongole Stone Co का Alert Export Black, ₹250/वर्ग फुट');
    expect(hiMail.textBody).toContain(`/hi/product/${p!.id}`);
    expect(hiMail.textBody).toContain('खोज देखें: http');
    expect(hiMail.textBody.trimEnd().split('\n').at(-1)).toMatch(
      /^ये ई-मेल बंद करें: http\S+\/saved-searches\/unsubscribe\?token=/,
    );
    expect((await bell(hi.userId, 'hi'))[0]!.title).toBe('Export black: 1 नया प्रोडक्ट');

    const enMail = await lastMail(en.email);
    expect(enMail.subject).toBe('Export black: 1 new product');
    expect(enMail.textBody).toContain('New: Alert Export Black by Ongole Stone Co, ₹250/sq.ft');
    expect(enMail.textBody).not.toContain('/hi/');
    expect((await bell(en.userId))[0]!.title).toBe('Export black: 1 new product');
  });
});
