// Dates in e-mails read as an Indian reader writes them, "31 Dec 2026" (D40), never as ISO
// 2026-12-31: the helper every mail body uses, and a reply's notice as the buyer receives it.
import { randomUUID } from 'node:crypto';
import { indiaDay } from '@granite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { mailDate } from './mail.layout';

describe('mailDate', () => {
  it('writes a calendar day and a moment as day, short month and year in India', () => {
    expect(mailDate('2026-12-31')).toBe('31 Dec 2026');
    expect(mailDate('2027-01-05')).toBe('5 Jan 2027');
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(mailDate(new Date('2026-12-31T20:00:00Z'))).toBe('1 Jan 2027');
  });
});

describe(`a reply's e-mail to the buyer (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('gives the validity date in Indian form and no ISO date anywhere in the mails', async () => {
    const categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
    const a = await admin(t.app);
    const b = await buyer(t.app);
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
    const api = (method: 'POST', url: string, who: { cookie: string }, body?: unknown) =>
      call(t.app, method, `/api/v1${url}`, { cookie: who.cookie, body: body ?? {}, ip: nextIp() });
    const asked = await api('POST', '/quote-requests', b, {
      productId: p!.id,
      customerName: 'Meera Iyer',
      mobileNumber: '9845012345',
      quantitySqft: 1000,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().requests[0].id as number;
    expect((await api('POST', `/admin/quote-requests/${id}/forward`, a)).statusCode).toBe(200);
    const validUntil = indiaDay(new Date(Date.now() + 10 * 86_400_000));
    const replied = await api('POST', `/vendor/quote-requests/${id}/replies`, m, {
      price: 180,
      gstRate: 18,
      freight: 12000,
      leadTimeDays: 14,
      validUntil,
    });
    expect(replied.statusCode, replied.body).toBe(201);

    const mails = await t.app.deps.db.select().from(mailOutbox);
    const toBuyer = mails.filter((mail) => mail.toAddress === b.email.toLowerCase());
    expect(toBuyer.some((mail) => mail.textBody.includes(`valid until ${mailDate(validUntil)}.`))).toBe(true);
    for (const mail of mails) {
      const withoutLinks = mail.textBody.replace(/https?:\/\/\S+/g, '');
      expect(withoutLinks, mail.subject).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(mail.subject).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
  });
});
