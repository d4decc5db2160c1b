// D34: the GST rate table (longest matching HSN prefix, latest rate in force on the day; admins'
// edits logged, D28, at the loaded version, D29) and the tax of a reply: CGST + SGST halves within a
// state, IGST across states, computed once on the server and carried to the order.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { indiaDay, linesOfSplit, PRODUCT_CSV_COLUMNS, taxOfLines } from '@granite/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, notifications, products, vendors } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { rateFor } from './tax.service';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
});
afterAll(async () => t?.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: { cookie: string },
  body?: unknown,
) => call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const KARNATAKA_MAKER = '29AABCK1234M1ZG';
const ANDHRA_MAKER = '37AABCA5678N1Z3';
const KARNATAKA_BUYER = '29AAGCB7777Q1ZK';

async function maker(gstin: string, state: string, hsn: string | null = '68022390') {
  const v = await manufacturer(t.app);
  const { eq } = await import('drizzle-orm');
  await t.app.deps.db
    .update(vendors)
    .set({ gstin, state, gstStatus: 'regular' })
    .where(eq(vendors.id, v.vendorId));
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: `Slab ${randomUUID().slice(0, 6)}`,
      pricePaise: 10_000,
      vendorId: v.vendorId,
      categoryId,
      hsn,
    })
    .returning({ id: products.id });
  return { ...v, productId: p!.id };
}

const form = {
  customerName: 'Meera Iyer',
  mobileNumber: '9845012345',
  quantitySqft: 1000,
  deliveryCity: 'Bengaluru',
  deliveryPin: '560001',
  materialQuality: 'Premium',
  productType: 'Slabs',
};
const validUntil = () => indiaDay(new Date(Date.now() + 7 * 86_400_000));

describe(`GST rate table (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives the longest matching prefix its latest rate in force: 12 % for a block the day before 22 Sep 2025, 5 % from it', async () => {
    const db = t.app.deps.db;
    expect(await rateFor(db, '25161100', '2025-09-21')).toBe(12);
    expect(await rateFor(db, '25161100', '2025-09-22')).toBe(5);
    // 2516 12 00 is the tariff item (2516 12 10 and 2516 12 20 are not): a block coded so is 5 %.
    expect(await rateFor(db, '25161200', '2025-09-21')).toBe(12);
    expect(await rateFor(db, '25161200', '2026-01-01')).toBe(5);
    // A product coded by its heading alone takes its items' rate, where they agree.
    expect(await rateFor(db, '2516', '2025-09-21')).toBe(12);
    expect(await rateFor(db, '2516', '2026-01-01')).toBe(5);
    expect(await rateFor(db, '251612', '2026-01-01')).toBe(5);
    // Worked granite, all of 6802 (6802 23 and 6802 93 included): 18 %.
    expect(await rateFor(db, '68022390', '2026-01-01')).toBe(18);
    expect(await rateFor(db, '68029300', '2026-01-01')).toBe(18);
    expect(await rateFor(db, '6802', '2026-01-01')).toBe(18);
    expect(await rateFor(db, '68022390', '2017-06-30')).toBeNull();
    expect(await rateFor(db, '9999', '2026-01-01')).toBeNull();
  });

  it('lets admins add, edit at their version and delete a future rate, each in the activity log', async () => {
    const a = await admin(t.app);
    const b = await buyer(t.app);
    expect((await api('GET', '/admin/hsn-rates', b)).statusCode).toBe(403);
    const list = await api('GET', '/admin/hsn-rates', a);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.some((r: { hsn: string }) => r.hsn === '6802')).toBe(true);
    // The block rate of 12 % gave way to 5 % on 22 Sep 2025: the page says so beside its successor.
    const blocks = list
      .json()
      .items.filter((r: { hsn: string }) => r.hsn === '25161200')
      .map((r: { ratePercent: number; applied: boolean; supersededOn: string | null }) => [
        r.ratePercent,
        r.applied,
        r.supersededOn,
      ]);
    expect(blocks).toEqual([
      [5, true, null],
      [12, true, '2025-09-22'],
    ]);

    const bad = await api('POST', '/admin/hsn-rates', a, {
      hsn: '68a2',
      description: 'x',
      ratePercent: 7,
      effectiveFrom: '2030-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['hsn', 'ratePercent']);
    // Any rate the law has is taken (0.25 % and 3 % for stones and metals, 40 % for demerit goods).
    for (const [hsn, ratePercent] of [
      ['7102', 0.25],
      ['7113', 3],
      ['2402', 40],
    ] as const) {
      const law = await api('POST', '/admin/hsn-rates', a, {
        hsn,
        description: `Rate ${ratePercent}`,
        ratePercent,
        effectiveFrom: '2031-01-01',
      });
      expect(law.statusCode, law.body).toBe(201);
      expect(law.json().ratePercent).toBe(ratePercent);
    }
    for (const ratePercent of [7, 2.5, -5, 100]) {
      const other = await api('POST', '/admin/hsn-rates', a, {
        hsn: '7103',
        description: 'Not a rate',
        ratePercent,
        effectiveFrom: '2031-01-01',
      });
      expect(other.statusCode).toBe(400);
      expect(Object.keys(other.json().error.fields)).toEqual(['ratePercent']);
    }

    const made = await api('POST', '/admin/hsn-rates', a, {
      hsn: '68022310',
      description: 'Granite tiles, polished',
      ratePercent: 12,
      effectiveFrom: '2030-04-01',
    });
    expect(made.statusCode, made.body).toBe(201);
    const rate = made.json();
    expect(rate.applied).toBe(false);
    // The longer prefix wins from its date; before it, 6802's 18 %.
    expect(await rateFor(t.app.deps.db, '68022310', '2030-04-01')).toBe(12);
    expect(await rateFor(t.app.deps.db, '68022310', '2030-03-31')).toBe(18);

    const twice = await api('POST', '/admin/hsn-rates', a, {
      hsn: '68022310',
      description: 'Again',
      ratePercent: 18,
      effectiveFrom: '2030-04-01',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toHaveProperty('effectiveFrom');

    const edited = await api('PUT', `/admin/hsn-rates/${rate.id}`, a, {
      hsn: '68022310',
      description: 'Granite tiles, polished',
      ratePercent: 5,
      effectiveFrom: '2030-04-01',
      version: rate.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await api('PUT', `/admin/hsn-rates/${rate.id}`, a, {
      hsn: '68022310',
      description: 'Granite tiles, polished',
      ratePercent: 28,
      effectiveFrom: '2030-04-01',
      version: rate.version,
    });
    expect(stale.statusCode).toBe(409);

    const inForce = list.json().items.find((r: { hsn: string }) => r.hsn === '6802');
    expect((await api('DELETE', `/admin/hsn-rates/${inForce.id}`, a)).statusCode).toBe(409);
    expect((await api('DELETE', `/admin/hsn-rates/${rate.id}`, a)).statusCode).toBe(204);

    const { eq } = await import('drizzle-orm');
    const log = await t.app.deps.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, String(rate.id)));
    expect(log.map((l) => l.action).sort()).toEqual([
      'hsn_rate.create',
      'hsn_rate.delete',
      'hsn_rate.update',
    ]);
  });
});

describe(`the tax of a reply by place of supply (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('splits CGST + SGST for a Karnataka buyer and manufacturer, IGST from Andhra Pradesh, and the order keeps it', async () => {
    const b = await buyer(t.app);
    const a = await admin(t.app);
    const saved = await api('PUT', '/me/business', b, {
      companyName: 'Bengaluru Interiors Pvt Ltd',
      gstin: KARNATAKA_BUYER,
      billingAddress: '12 MG Road',
      billingCity: 'Bengaluru',
      billingState: 'Karnataka',
      billingPin: '560001',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ka = await maker(KARNATAKA_MAKER, 'Karnataka');
    const ap = await maker(ANDHRA_MAKER, 'Andhra Pradesh');
    const multi = await api('POST', '/quote-requests/multi', b, {
      ...form,
      useBusiness: true,
      productIds: [ka.productId, ap.productId],
    });
    expect(multi.statusCode, multi.body).toBe(201);
    const [kaId, apId] = multi.json().requests.map((r: { id: number }) => r.id) as [number, number];
    for (const id of [kaId, apId])
      expect((await api('POST', `/admin/quote-requests/${id}/forward`, a, {})).statusCode).toBe(200);

    // The form starts from the table's rate and both states.
    const detail = await api('GET', `/vendor/quote-requests/${kaId}`, ka);
    expect(detail.json().tax).toEqual({
      hsn: '68022390',
      ratePercent: 18,
      gstStatus: 'regular',
      supplierState: 'Karnataka',
      placeOfSupply: 'Karnataka',
    });

    // Bad terms: 400 naming the field, nothing stored.
    const reply = { price: 100, freight: 5000, leadTimeDays: 10, validUntil: validUntil() };
    for (const [body, field] of [
      [{ advancePercent: 101 }, 'advancePercent'],
      [{ advancePercent: -1 }, 'advancePercent'],
      [{ advancePercent: 12.5 }, 'advancePercent'],
      [{ balanceDue: 'days-after-delivery' }, 'balanceDays'],
      [{ balanceDue: 'days-after-delivery', balanceDays: 181 }, 'balanceDays'],
      [{ balanceDue: 'next-year' }, 'balanceDue'],
    ] as const) {
      const res = await api('POST', `/vendor/quote-requests/${kaId}/replies`, ka, { ...reply, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    expect((await api('GET', `/vendor/quote-requests/${kaId}`, ka)).json().replies).toEqual([]);

    // 1,000 sq.ft × ₹100 + ₹5,000 freight = ₹1,05,000 taxable; 18 %: ₹9,450 + ₹9,450, or ₹18,900 IGST.
    const r1 = await api('POST', `/vendor/quote-requests/${kaId}/replies`, ka, {
      ...reply,
      advancePercent: 30,
      balanceDue: 'days-after-delivery',
      balanceDays: 15,
    });
    expect(r1.statusCode, r1.body).toBeLessThan(300);
    const kaReply = r1.json().replies[0];
    expect(kaReply).toMatchObject({
      gstRate: 18,
      hsn: '68022390',
      supplierState: 'Karnataka',
      placeOfSupply: 'Karnataka',
      cgst: 945_000,
      sgst: 945_000,
      igst: 0,
      advancePercent: 30,
      balanceDue: 'days-after-delivery',
      balanceDays: 15,
    });
    expect(kaReply.landed.gstPaise).toBe(1_890_000);
    expect(kaReply.landed.totalPaise).toBe(10_000_000 + 500_000 + 1_890_000);
    // ADR 016: the tax as lines in ₹, summing to the landed GST.
    expect(kaReply.currency).toBe('INR');
    expect(kaReply.taxLines).toEqual([
      { kind: 'cgst', rate: 9, amount: 945_000 },
      { kind: 'sgst', rate: 9, amount: 945_000 },
    ]);
    expect(taxOfLines(kaReply.taxLines)).toBe(kaReply.landed.gstPaise);

    const r2 = await api('POST', `/vendor/quote-requests/${apId}/replies`, ap, { ...reply, gstRate: 18 });
    expect(r2.statusCode, r2.body).toBeLessThan(300);
    expect(r2.json().replies[0]).toMatchObject({
      supplierState: 'Andhra Pradesh',
      placeOfSupply: 'Karnataka',
      cgst: 0,
      sgst: 0,
      igst: 1_890_000,
      taxLines: [{ kind: 'igst', rate: 18, amount: 1_890_000 }],
      advancePercent: 0,
      balanceDue: 'on-delivery',
      balanceDays: null,
    });

    // The quote sheet shows both.
    const board = (await api('GET', '/me/quote-board', b)).json();
    const items = board.items[0].items as {
      request: { id: number };
      replies: { cgst: number; igst: number }[];
    }[];
    const byId = new Map(items.map((i) => [i.request.id, i.replies[0]!]));
    expect(byId.get(kaId)).toMatchObject({ cgst: 945_000, igst: 0 });
    expect(byId.get(apId)).toMatchObject({ cgst: 0, igst: 1_890_000 });
    // The buyer's bell (and its e-mail) name each reply's tax as it was split.
    const told = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'quote_replied')))
      .then((rows) => asRead(rows));
    const bodies = told.map((n) => n.body);
    expect(bodies.some((body) => body.includes('per sq.ft + CGST 9% + SGST 9%,'))).toBe(true);
    expect(bodies.some((body) => body.includes('per sq.ft + IGST 18%,'))).toBe(true);

    const accepted = await api('POST', `/me/quote-replies/${kaReply.id}/accept`, b, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order).toMatchObject({
      hsn: '68022390',
      supplierState: 'Karnataka',
      supplierGstin: KARNATAKA_MAKER,
      placeOfSupply: 'Karnataka',
      cgst: 945_000,
      sgst: 945_000,
      igst: 0,
      currency: 'INR',
      taxLines: kaReply.taxLines,
      gstPaise: 1_890_000,
      totalPaise: 12_390_000,
      buyerCompany: 'Bengaluru Interiors Pvt Ltd',
      buyerGstin: KARNATAKA_BUYER,
      billingState: 'Karnataka',
      advancePercent: 30,
      balanceDue: 'days-after-delivery',
      balanceDays: 15,
    });
  });

  it('takes the place of supply from the delivery PIN for a buyer without a business, and the rate on the day for a block', async () => {
    const b = await buyer(t.app);
    const a = await admin(t.app);
    const block = await maker(KARNATAKA_MAKER, 'Karnataka', '25161200');
    const res = await api('POST', '/quote-requests', b, {
      ...form,
      deliveryCity: 'Vijayawada',
      deliveryPin: '520001',
      productId: block.productId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().requests[0].id;
    expect((await api('POST', `/admin/quote-requests/${id}/forward`, a, {})).statusCode).toBe(200);
    const r = await api('POST', `/vendor/quote-requests/${id}/replies`, block, {
      price: 100,
      exWorks: true,
      leadTimeDays: 5,
      validUntil: validUntil(),
    });
    expect(r.statusCode, r.body).toBeLessThan(300);
    // Blocks have been 5 % since 22 Sep 2025; Karnataka to Andhra Pradesh is inter-state.
    expect(r.json().replies[0]).toMatchObject({
      gstRate: 5,
      placeOfSupply: 'Andhra Pradesh',
      igst: 500_000,
      cgst: 0,
    });
  });
});

describe(`money with its currency and tax as lines, ADR 016 (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps a US$ reply in cents with its currency, zero-rated under LUT, through acceptance to the order', async () => {
    const b = await buyer(t.app);
    const a = await admin(t.app);
    const ka = await maker(KARNATAKA_MAKER, 'Karnataka');
    const res = await api('POST', '/quote-requests', b, { ...form, productId: ka.productId });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().requests[0].id;
    expect((await api('POST', `/admin/quote-requests/${id}/forward`, a, {})).statusCode).toBe(200);
    const reply = { price: 12.5, freight: 800, leadTimeDays: 20, validUntil: validUntil() };

    const bad = await api('POST', `/vendor/quote-requests/${id}/replies`, ka, { ...reply, currency: 'JPY' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('currency');

    const made = await api('POST', `/vendor/quote-requests/${id}/replies`, ka, { ...reply, currency: 'USD' });
    expect(made.statusCode, made.body).toBeLessThan(300);
    // 1,000 sq.ft × US$12.50 + US$800 freight = US$13,300.00, no GST on an export under LUT.
    const expected = {
      currency: 'USD',
      pricePaise: 1_250,
      freightPaise: 80_000,
      gstRate: 0,
      taxLines: [{ kind: 'igst', rate: 0, amount: 0, reason: 'export_lut' }],
      landed: { subtotalPaise: 1_250_000, freightPaise: 80_000, gstPaise: 0, totalPaise: 1_330_000 },
    };
    expect(made.json().replies[0]).toMatchObject(expected);
    // Read back by both sides, the currency stays with the amounts.
    expect((await api('GET', `/vendor/quote-requests/${id}`, ka)).json().replies[0]).toMatchObject(expected);
    const board = (await api('GET', '/me/quote-board', b)).json();
    const mine = board.items[0].items.find((i: { request: { id: number } }) => i.request.id === id);
    expect(mine.replies[0]).toMatchObject(expected);
    const told = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.kind, 'quote_replied')))
      .then((rows) => asRead(rows));
    expect(told.map((n) => n.body).join('\n')).toContain('$12.50 per sq.ft + IGST 0% (export under LUT)');

    const accepted = await api('POST', `/me/quote-replies/${made.json().replies[0].id}/accept`, b, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order).toMatchObject({
      currency: 'USD',
      pricePaise: 1_250,
      subtotalPaise: 1_250_000,
      gstPaise: 0,
      totalPaise: 1_330_000,
      taxLines: expected.taxLines,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    const orders = (await api('GET', '/me/quote-board', b)).json();
    const order = orders.items[0].items.find((i: { request: { id: number } }) => i.request.id === id).order;
    expect(order).toMatchObject({ currency: 'USD', totalPaise: 1_330_000 });
    expect(order.money).toMatchObject({ currency: 'USD', totalPaise: 1_330_000 });
  });

  it('the database refuses a currency outside the list', async () => {
    const refused = t.app.deps.db.execute(
      sql`update quote_replies set currency = 'JPY' where id = (select min(id) from quote_replies)`,
    );
    await expect(refused).rejects.toThrow();
  });

  it('the migration writes the lines of existing rows as linesOfSplit reads their three columns', async () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0016_money_currency_and_tax_lines.sql', import.meta.url),
      'utf8',
    );
    const update = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .find((s) => s.startsWith('UPDATE "quote_replies"'))!;
    const table = `tax_backfill_${randomUUID().slice(0, 8)}`;
    const rows = [
      [18, 945_000, 945_000, 0],
      [18, 0, 0, 1_890_000],
      [5, 37_500, 37_500, 0],
      [0, 0, 0, 0],
      [18, null, null, null],
    ] as const;
    const db = t.app.deps.db;
    await db.execute(
      sql.raw(
        `create table ${table} (id int, gst_rate int, cgst_paise bigint, sgst_paise bigint, igst_paise bigint, tax_lines jsonb)`,
      ),
    );
    try {
      for (const [i, [rate, c, s, g]] of rows.entries())
        await db.execute(
          sql.raw(
            `insert into ${table} values (${i}, ${rate}, ${c ?? 'null'}, ${s ?? 'null'}, ${g ?? 'null'}, null)`,
          ),
        );
      await db.execute(sql.raw(update.replace('"quote_replies"', table)));
      const result = await db.execute(sql.raw(`select id, tax_lines from ${table} order by id`));
      const got = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
      const lines = (got as { id: number; tax_lines: unknown }[]).map((r) =>
        typeof r.tax_lines === 'string' ? JSON.parse(r.tax_lines) : r.tax_lines,
      );
      expect(lines).toEqual(
        rows.map(([rate, c, s, g]) => linesOfSplit({ cgstPaise: c, sgstPaise: s, igstPaise: g }, rate)),
      );
    } finally {
      await db.execute(sql.raw(`drop table ${table}`));
    }
  });
});

describe(`a product's HSN (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is kept from the product form and the CSV import, 4 to 8 digits, refused otherwise naming hsn', async () => {
    const v = await manufacturer(t.app);
    const body = {
      name: 'Absolute Black Slab',
      price: '245.50',
      categoryId,
      materialQuality: 'Premium',
      productType: 'Slabs',
      availabilityStatus: 'Available',
      images: [],
    };
    for (const hsn of ['680', '680223901', '68O2']) {
      const bad = await api('POST', '/vendor/products', v, { ...body, hsn });
      expect(bad.statusCode, hsn).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['hsn']);
    }
    const made = await api('POST', '/vendor/products', v, { ...body, hsn: '68022390' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().hsn).toBe('68022390');

    const line = (name: string, hsn: string) => {
      const cells: Record<string, string> = {
        name,
        price_per_sqft: '120.50',
        category: 'Black Granite',
        material_quality: 'Premium',
        product_type: 'Slabs',
        hsn,
      };
      return PRODUCT_CSV_COLUMNS.map((c) => cells[c] ?? '').join(',');
    };
    const csv = `${PRODUCT_CSV_COLUMNS.join(',')}\r\n${line('Good Slab', '68022390')}\r\n${line('Bad Slab', '68-02')}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/products/import?dryRun=true',
      headers: { origin: t.app.deps.config.publicUrl, cookie: v.cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    const bad = res.json().rows.find((r: { name: string }) => r.name === 'Bad Slab');
    expect(Object.keys(bad.errors)).toEqual(['hsn']);
  });
});
