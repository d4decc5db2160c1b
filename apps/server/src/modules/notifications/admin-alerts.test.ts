// What administrators are told and when their bell stops asking: a new or corrected manufacturer
// application reaches every admin in the bell and by e-mail (the applicant is promised a decision
// within 2–3 business days), and once any admin has decided it (or forwarded or closed a quote
// request, D17) no admin's bell item about it stays unread.
import { randomUUID } from 'node:crypto';
import type { NotificationList } from '@granite/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, products, rateLimit, vendorRequests } from '../../db/schema';
import {
  admin,
  buyer,
  call,
  manufacturer,
  nextIp,
  PASSWORD,
  uniqueEmail,
  verifyEmail,
} from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { notify } from './notifications.service';

let t: TestApp;
let admins: Awaited<ReturnType<typeof admin>>[];
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  admins = [await admin(t.app), await admin(t.app)];
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
});

type Who = { cookie: string };
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

/** The admin's bell items of one kind about one link, as the bell's API lists them. */
async function bell(who: Who, kind: string, link: string) {
  const res = await api('GET', '/me/notifications?pageSize=50', who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as NotificationList).items.filter((n) => n.kind === kind && n.link === link);
}

const mailsTo = (email: string, template: string) =>
  t.app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id));

const approvalsLink = (email: string) => `/admin/vendor-approvals?q=${encodeURIComponent(email)}`;

describe(`alerts to administrators (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('tells every admin of a new registration in the bell and by e-mail; one approval reads it for all', async () => {
    const email = uniqueEmail('maker');
    const res = await api('POST', '/vendor-applications', undefined, {
      email,
      password: PASSWORD,
      businessName: 'Kaveri Stone Works',
      ownerName: 'Lakshmi Rao',
      city: 'Hosur',
      state: 'Tamil Nadu',
      pincode: '635109',
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = approvalsLink(email);

    for (const a of admins) {
      const [item] = await bell(a, 'manufacturer_application', link);
      expect(item).toMatchObject({
        title: 'New manufacturer application: Kaveri Stone Works',
        readAt: null,
      });
      expect(item!.body).toContain(`Lakshmi Rao (${email}) from Hosur, Tamil Nadu applied to sell`);
      expect(item!.body).toContain('2–3 business days');
      const [mail] = await mailsTo(a.email, 'notify_manufacturer_application');
      expect(mail?.subject).toBe('New manufacturer application: Kaveri Stone Works');
      expect(mail?.textBody).toContain(`Open it: http://localhost:3000${link}`);
    }

    // An unrelated unread item of the same admin stays unread.
    await notify(t.app.deps, {
      userId: admins[1]!.userId,
      kind: 'quote_submitted',
      title: 'Another matter',
      body: 'x',
      link: '/admin/quote-requests?id=999999',
    });

    await verifyEmail(t.app, email);
    const [application] = await t.app.deps.db
      .select({ id: vendorRequests.id })
      .from(vendorRequests)
      .where(eq(vendorRequests.email, email));
    const approved = await api(
      'POST',
      `/admin/vendor-applications/${application!.id}/approve`,
      admins[0],
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);

    for (const a of admins) {
      const [item] = await bell(a, 'manufacturer_application', link);
      expect(item!.readAt).not.toBeNull();
    }
    const [other] = await bell(admins[1]!, 'quote_submitted', '/admin/quote-requests?id=999999');
    expect(other!.readAt).toBeNull();
  });

  it('tells them of an application from a signed-in account and of its correction after a rejection', async () => {
    const b = await buyer(t.app, { name: 'Imran Qureshi' });
    const place = { city: 'Kishangarh', state: 'Rajasthan', pincode: '305801' };
    const applied = await api('POST', '/me/vendor-application', b, {
      businessName: 'Rajasthan Marble & Granite',
      ...place,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const link = approvalsLink(b.email);
    const [first] = await bell(admins[1]!, 'manufacturer_application', link);
    expect(first).toMatchObject({
      title: 'New manufacturer application: Rajasthan Marble & Granite',
      readAt: null,
    });

    const id = applied.json().application.id as number;
    const rejected = await api('POST', `/admin/vendor-applications/${id}/reject`, admins[1], {
      reason: 'Please add your GSTIN',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    for (const a of admins)
      expect((await bell(a, 'manufacturer_application', link))[0]!.readAt).not.toBeNull();

    const corrected = await api('PUT', '/me/vendor-application', b, {
      businessName: 'Rajasthan Marble & Granite',
      gstin: '08AAAPL1234C1ZE',
      ...place,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    for (const a of admins) {
      const [item] = await bell(a, 'manufacturer_application_resubmitted', link);
      expect(item).toMatchObject({
        title: 'Manufacturer application corrected: Rajasthan Marble & Granite',
        readAt: null,
      });
      const [mail] = await mailsTo(a.email, 'notify_manufacturer_application_resubmitted');
      expect(mail?.subject).toBe('Manufacturer application corrected: Rajasthan Marble & Granite');
    }
  });

  it('reads every admin’s bell item about a quote request once one admin forwards or closes it (D17)', async () => {
    const b = await buyer(t.app);
    const asked: number[] = [];
    for (let i = 0; i < 2; i++) {
      const m = await manufacturer(t.app);
      const [p] = await t.app.deps.db
        .insert(products)
        .values({
          name: `Slab ${randomUUID().slice(0, 6)}`,
          pricePaise: 20000,
          vendorId: m.vendorId,
          categoryId,
        })
        .returning({ id: products.id });
      const res = await api('POST', '/quote-requests', b, {
        productId: p!.id,
        customerName: 'Meera Iyer',
        mobileNumber: '9845012345',
        quantitySqft: 1000,
        deliveryCity: 'Chennai',
        deliveryPin: '600001',
        materialQuality: 'Premium',
        productType: 'Slabs',
      });
      expect(res.statusCode, res.body).toBe(201);
      asked.push(res.json().requests[0].id);
    }
    const [forwardId, closeId] = asked as [number, number];
    const linkOf = (id: number) => `/admin/quote-requests?id=${id}`;
    for (const a of admins) {
      for (const id of asked) expect((await bell(a, 'quote_submitted', linkOf(id)))[0]!.readAt).toBeNull();
    }

    expect((await api('POST', `/admin/quote-requests/${forwardId}/forward`, admins[0])).statusCode).toBe(200);
    for (const a of admins) {
      expect((await bell(a, 'quote_submitted', linkOf(forwardId)))[0]!.readAt).not.toBeNull();
      expect((await bell(a, 'quote_submitted', linkOf(closeId)))[0]!.readAt).toBeNull();
    }

    const closed = await api('POST', `/admin/quote-requests/${closeId}/close`, admins[1], {
      reason: 'Duplicate of another request',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const a of admins) {
      expect((await bell(a, 'quote_submitted', linkOf(closeId)))[0]!.readAt).not.toBeNull();
    }
    // The buyer's own items are theirs: the admins' action does not read them.
    const buyerItems = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, b.userId));
    expect(buyerItems.some((n) => n.kind === 'quote_forwarded' && n.readAt === null)).toBe(true);
  });
});
