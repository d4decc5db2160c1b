// D44 on the server: the manufacturer's payee details in Settings (its owner only; 400 naming the
// field), the order keeping the details given at acceptance, the buyer's "Where to pay" (its own
// accepted order only: nothing before acceptance, 404 for another buyer), the bank block of the
// proforma and the tax invoice, and a change after acceptance shown beside the given account and
// told to both sides on the bell and by e-mail.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indiaDay, type ManufacturerQuoteDetail } from '@granite/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activityLog,
  mailOutbox,
  notifications,
  orders,
  products,
  rateLimit,
  vendors,
} from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let categoryId: number;
let anAdmin: Person;
type Person = { cookie: string; userId: string; email: string };
type Maker = Person & { vendorId: number; productId: number };

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

const HDFC = {
  accountHolder: 'Vikram Granites Pvt Ltd',
  accountNumber: '50200012345678',
  ifsc: 'hdfc0001234',
  bankName: 'HDFC Bank',
  branch: 'Peenya Industrial Area',
};
const SBI = {
  accountHolder: 'Vikram Granites Pvt Ltd',
  accountNumber: '38912345678',
  ifsc: 'SBIN0040123',
  bankName: 'State Bank of India',
  branch: 'Yeshwanthpur',
};

async function maker(): Promise<Maker> {
  const v = await manufacturer(t.app);
  await t.app.deps.db
    .update(vendors)
    .set({
      address: '14 Peenya',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: '29AABCU9603R1ZJ',
      // D34: a regular GST taxpayer, so the order carries GST and a tax invoice.
      gstStatus: 'regular',
    })
    .where(eq(vendors.id, v.vendorId));
  const [p] = await t.app.deps.db
    .insert(products)
    .values({ name: 'Absolute Black Slab', pricePaise: 18000, vendorId: v.vendorId, categoryId })
    .returning({ id: products.id });
  return { ...v, productId: p!.id };
}

/** A forwarded request of `b` answered by `m` (1,000 sq.ft at ₹180 + 18 %, 30 % advance); not accepted. */
async function repliedQuote(m: Maker, b: Person): Promise<{ requestId: number; replyId: number }> {
  const asked = await api('POST', '/quote-requests', b, {
    customerName: 'Meera Iyer',
    mobileNumber: '9845012345',
    quantitySqft: 1000,
    deliveryCity: 'Bengaluru',
    deliveryPin: '560066',
    materialQuality: 'Premium',
    productType: 'Slabs',
    productId: m.productId,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const requestId = asked.json().requests[0].id as number;
  expect((await api('POST', `/admin/quote-requests/${requestId}/forward`, anAdmin)).statusCode).toBe(200);
  const replied = await api('POST', `/vendor/quote-requests/${requestId}/replies`, m, {
    price: 180,
    gstRate: 18,
    freight: 0,
    leadTimeDays: 7,
    validUntil: indiaDay(new Date(Date.now() + 5 * 86_400_000)),
    advancePercent: 30,
    balanceDue: 'on-delivery',
  });
  expect(replied.statusCode, replied.body).toBe(201);
  return { requestId, replyId: (replied.json() as ManufacturerQuoteDetail).replies[0]!.id };
}

async function accept(b: Person, replyId: number): Promise<number> {
  const accepted = await api('POST', `/me/quote-replies/${replyId}/accept`, b);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().order.id as number;
}

const dir = mkdtempSync(join(tmpdir(), 'payee-'));
let serial = 0;
const pdfText = (bytes: Buffer) => {
  const file = join(dir, `${++serial}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('payee details in Settings (D44)', () => {
  it('start empty, take a bank account and a UPI ID, and refuse bad ones with 400 naming the field', async () => {
    const m = await maker();
    const path = `/vendor/manufacturers/${m.vendorId}/payee`;
    const empty = await api('GET', path, m);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ manufacturerId: m.vendorId, bank: null, upiId: null, changedAt: null });

    const refusals: [unknown, string][] = [
      [{ bank: { ...HDFC, ifsc: 'HDFC1234567' }, upiId: null }, 'bank.ifsc'],
      [{ bank: { ...HDFC, ifsc: 'HDF00001234' }, upiId: null }, 'bank.ifsc'],
      [{ bank: { ...HDFC, accountNumber: '1234-5678' }, upiId: null }, 'bank.accountNumber'],
      [{ bank: { ...HDFC, accountHolder: '' }, upiId: null }, 'bank.accountHolder'],
      [{ bank: { ...HDFC, branch: undefined }, upiId: null }, 'bank.branch'],
      [{ bank: null, upiId: 'vikram.granites' }, 'upiId'],
      [{ bank: null, upiId: 'vikram@' }, 'upiId'],
      [{ bank: null, upiId: null }, 'bank'],
    ];
    for (const [body, field] of refusals) {
      const res = await api('PUT', path, m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    expect((await api('GET', path, m)).json().bank).toBeNull();

    const saved = await api('PUT', path, m, { bank: HDFC, upiId: 'vikramgranites@hdfcbank' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      bank: { ...HDFC, ifsc: 'HDFC0001234' },
      upiId: 'vikramgranites@hdfcbank',
    });
    expect(saved.json().changedAt).toEqual(expect.any(String));
    expect((await api('GET', path, m)).json().bank.ifsc).toBe('HDFC0001234');
    // A UPI ID alone is enough.
    const upiOnly = await api('PUT', path, m, { bank: null, upiId: 'vikram@okaxis' });
    expect(upiOnly.json()).toMatchObject({ bank: null, upiId: 'vikram@okaxis' });
    // Logged with the account's last four digits only.
    const logged = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, 'manufacturer.payee_update'),
          eq(activityLog.entityId, String(m.vendorId)),
        ),
      );
    expect(logged.length).toBe(2);
    expect(JSON.stringify(logged)).not.toContain('50200012345678');
    expect(JSON.stringify(logged)).toContain('…5678');
  });

  it('belong to the manufacturer: another manufacturer gets 404, a buyer 403, signed out 401', async () => {
    const m = await maker();
    const other = await maker();
    const b = await buyer(t.app);
    const path = `/vendor/manufacturers/${m.vendorId}/payee`;
    expect((await api('GET', path, other)).statusCode).toBe(404);
    expect((await api('PUT', path, other, { bank: HDFC, upiId: null })).statusCode).toBe(404);
    expect((await api('GET', path, b)).statusCode).toBe(403);
    expect((await api('GET', path)).statusCode).toBe(401);
    expect((await api('GET', `/vendor/manufacturers/999999/payee`, m)).statusCode).toBe(404);
  });
});

describe('where the buyer pays (D44)', () => {
  let m: Maker;
  let b: Person;
  let orderId: number;
  let requestId: number;
  beforeAll(async () => {
    m = await maker();
    b = await buyer(t.app);
    const put = await api('PUT', `/vendor/manufacturers/${m.vendorId}/payee`, m, {
      bank: HDFC,
      upiId: 'vikramgranites@hdfcbank',
    });
    expect(put.statusCode, put.body).toBe(200);
    const quote = await repliedQuote(m, b);
    requestId = quote.requestId;
    // Before acceptance (D30) nothing the buyer reads carries the account.
    for (const path of ['/me/quote-requests', `/me/quote-requests/${requestId}`, '/me/quote-board']) {
      const res = await api('GET', path, b);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain(HDFC.accountNumber);
      expect(res.body, path).not.toContain('vikramgranites@hdfcbank');
    }
    orderId = await accept(b, quote.replyId);
  });

  it('shows the buyer of the accepted order the account, the terms and the advance due now', async () => {
    const res = await api('GET', `/me/orders/${orderId}/payee`, b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderId,
      manufacturerName: 'Vikram Granites',
      given: { bank: { ...HDFC, ifsc: 'HDFC0001234' }, upiId: 'vikramgranites@hdfcbank' },
      changed: null,
      changedAt: null,
      advancePercent: 30,
      balanceDue: 'on-delivery',
      // ₹2,12,400 in all; 30 % of it before dispatch.
      dueNowPaise: 6_372_000,
      duePaise: 21_240_000,
    });
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.payee).toEqual({ bank: { ...HDFC, ifsc: 'HDFC0001234' }, upiId: 'vikramgranites@hdfcbank' });
  });

  it('tells nobody else: another buyer and the manufacturer asking as a buyer get 404, signed out 401', async () => {
    const stranger = await buyer(t.app);
    expect((await api('GET', `/me/orders/${orderId}/payee`, stranger)).statusCode).toBe(404);
    expect((await api('GET', `/me/orders/${orderId}/payee`, m)).statusCode).toBe(404);
    expect((await api('GET', `/me/orders/${orderId}/payee`)).statusCode).toBe(401);
    // A buyer whose reply was not accepted has no order to ask about.
    const waiting = await buyer(t.app);
    const quote = await repliedQuote(m, waiting);
    const sheet = await api('GET', `/me/quote-requests/${quote.requestId}`, waiting);
    expect(sheet.body).not.toContain(HDFC.accountNumber);
    expect((await api('GET', `/me/orders/${orderId + 1000}/payee`, waiting)).statusCode).toBe(404);
  });

  it('prints the bank block on the proforma: terms, advance, balance, the account and the UPI ID', async () => {
    const proforma = await api('GET', `/me/orders/${orderId}/documents/proforma`, b);
    expect(proforma.statusCode, proforma.body).toBe(200);
    const text = pdfText(proforma.rawPayload);
    expect(text).toContain('30% advance before dispatch; balance on delivery');
    expect(text).toMatch(/Advance due on confirmation\s+\S* ?63,720\.00/);
    expect(text).toMatch(/Balance due\s+\S* ?1,48,680\.00/);
    expect(text).toContain(HDFC.accountNumber);
    expect(text).toContain('HDFC0001234');
    expect(text).toContain('HDFC Bank, Peenya Industrial Area');
    expect(text).toContain('vikramgranites@hdfcbank');
  });

  it('keeps the given account after a change, shows the new one beside it and tells both sides', async () => {
    const before = new Date();
    const put = await api('PUT', `/vendor/manufacturers/${m.vendorId}/payee`, m, { bank: SBI, upiId: null });
    expect(put.statusCode, put.body).toBe(200);
    const res = await api('GET', `/me/orders/${orderId}/payee`, b);
    expect(res.json()).toMatchObject({
      given: { bank: { accountNumber: HDFC.accountNumber } },
      changed: { bank: { ...SBI }, upiId: null },
    });
    expect(new Date(res.json().changedAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const bell = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'payee_changed')));
    expect(bell).toHaveLength(1);
    const toBuyer = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, b.email.toLowerCase()));
    const warning = toBuyer.find((mail) => mail.textBody.includes('changed its bank account on'));
    expect(warning?.textBody).toContain('Confirm by phone before paying to the new account.');
    const toMaker = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, m.email.toLowerCase()));
    expect(toMaker.some((mail) => mail.textBody.includes('If you did not make this change'))).toBe(true);

    // Saving the same details again tells nobody again.
    await api('PUT', `/vendor/manufacturers/${m.vendorId}/payee`, m, { bank: SBI, upiId: null });
    const again = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'payee_changed')));
    expect(again).toHaveLength(1);
  });

  it('prints the account the order was given on the tax invoice, not the new one', async () => {
    expect((await api('POST', `/vendor/orders/${orderId}/confirm`, m, {})).statusCode).toBe(200);
    const shipped = await api('POST', `/vendor/orders/${orderId}/ship`, m, {
      transporter: 'VRL Logistics',
      vehicleNumber: 'KA01AB1234',
      distanceKm: 42,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const invoice = await api('GET', `/me/orders/${orderId}/documents/tax-invoice`, b);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(HDFC.accountNumber);
    expect(text).not.toContain(SBI.accountNumber);
  });
});
